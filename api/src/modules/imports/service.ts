// CSV imports: check a file without writing (preview), store a file's rows and enqueue its import job (upload,
// idempotent on the file's SHA-256 per client and kind), hand back the rejected rows as CSV, and the templates.
// Every query runs as the caller's client (asClient). No HTTP here.
import { createHash } from 'node:crypto';
import type { AppDatabase, Database } from '../../platform/db/connection.js';
import { asClient } from '../../platform/db/scope.js';
import { NotFound } from '../../platform/errors.js';
import { withIdempotencyKey } from '../../platform/idempotency.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { Session } from '../accounts/service.js';
import { decodeText, writeCsv } from './csv.js';
import { checkFile, type CheckedRow } from './file-rows.js';
import { KINDS } from './kinds/index.js';
import type { Decision, ReadRow } from './kinds/kind.js';
import {
  findImportByFile,
  findImportByJob,
  insertFileRows,
  insertImport,
  rejectedRows,
  setImportJob,
} from './repository.js';
import {
  MAX_PREVIEW_REJECTED,
  type ImportAccepted,
  type ImportPreview,
  type ImportRejectedRow,
} from './schemas.js';
import type { ImportKind } from './table.js';

/** Rows decided (and written) per transaction, by the preview and the job alike. */
export const BATCH_SIZE = 500;

export const IMPORT_NOT_FOUND = 'Import not found.';

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

/** The job's data: which import to run. */
export interface ImportJobData {
  [key: string]: string;
  importId: string;
}

export class ImportsService {
  constructor(
    private readonly database: Database,
    private readonly jobs: JobQueue,
  ) {}

  template(kind: ImportKind): string {
    const definition = KINDS[kind];
    return writeCsv([definition.columns.map((c) => c.name), ...definition.example]);
  }

  async preview(session: Session, kind: ImportKind, file: UploadedFile): Promise<ImportPreview> {
    const definition = KINDS[kind];
    const rows = await checkFile(definition, decodeText(file.bytes));
    const pending = rows.filter((row) => row.outcome === null);
    // Read only: the same decisions the job takes, without writing, in one transaction.
    const { decisions, overview } = await asClient(this.database, session.clientId, async (tx) => {
      const decided = new Map<number, Decision>();
      const willCreate: ReadRow<unknown>[] = [];
      for (const rowsOfBatch of batches(pending, definition.groupColumn)) {
        const batch = rowsOfBatch.map((r) => ({ line: r.line, value: r.value }));
        const answers = await definition.decide(tx, session.clientId, batch, false, session.userId);
        batch.forEach((row, i) => {
          decided.set(row.line, answers[i]!);
          if (answers[i]!.outcome === 'created') willCreate.push(row);
        });
      }
      const summary = definition.overview
        ? await definition.overview(tx, session.clientId, willCreate)
        : undefined;
      return { decisions: decided, overview: summary };
    });
    const counts = { created: 0, updated: 0, skipped: 0, rejected: 0 };
    const rejected: ImportRejectedRow[] = [];
    for (const row of rows) {
      const decision: Decision = decisions.get(row.line) ?? staticDecision(row);
      counts[decision.outcome] += 1;
      if (decision.outcome === 'rejected' && rejected.length < MAX_PREVIEW_REJECTED) {
        rejected.push({ line: row.line, cells: row.cells, ...decision.problem });
      }
    }
    const answer: ImportPreview = { kind, fileName: file.fileName, rows: rows.length, counts, rejected };
    if (overview) answer.overview = overview;
    return answer;
  }

  /**
   * Stores a file's rows and enqueues its import, once per file (its SHA-256) and, when the client sends one, once
   * per Idempotency-Key: the same key with another file is refused (422), the same key and file answer the first
   * acceptance again.
   */
  async upload(
    session: Session,
    kind: ImportKind,
    file: UploadedFile,
    idempotencyKey?: string,
  ): Promise<ImportAccepted> {
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    if (!idempotencyKey) {
      const known = await asClient(this.database, session.clientId, (tx) =>
        findImportByFile(tx, session.clientId, kind, sha256),
      );
      if (known?.jobId) return accepted(known, true);
    }
    const rows = await checkFile(KINDS[kind], decodeText(file.bytes));
    return asClient(this.database, session.clientId, async (tx) => {
      const store = async () => {
        const known = await findImportByFile(tx, session.clientId, kind, sha256);
        if (known?.jobId) return accepted(known, true);
        return this.storeFile(tx, session, kind, file, sha256, rows);
      };
      if (!idempotencyKey) return this.storeFile(tx, session, kind, file, sha256, rows);
      const answer = await withIdempotencyKey(
        tx,
        {
          clientId: session.clientId,
          scope: `imports.${kind}`,
          key: idempotencyKey,
          request: { kind, sha256 },
        },
        async () => ({ status: 202, body: await store() }),
      );
      return answer.replayed ? { ...answer.body, replayed: true } : answer.body;
    });
  }

  private async storeFile(
    tx: AppDatabase,
    session: Session,
    kind: ImportKind,
    file: UploadedFile,
    sha256: string,
    rows: CheckedRow[],
  ): Promise<ImportAccepted> {
    const created = await insertImport(tx, {
      clientId: session.clientId,
      kind,
      fileSha256: sha256,
      fileName: file.fileName,
      rowCount: rows.length,
      createdBy: session.userId,
    });
    // Sent twice at once: the other upload's transaction committed this file's import first.
    if (!created) {
      const other = await findImportByFile(tx, session.clientId, kind, sha256);
      return accepted(other!, true);
    }
    await insertFileRows(
      tx,
      session.clientId,
      created.id,
      rows.map(({ line, cells, outcome, problem }) => ({ line, cells, outcome, problem })),
    );
    const jobId = await this.jobs.enqueue<ImportJobData>(tx, {
      clientId: session.clientId,
      kind: KINDS[kind].jobKind,
      data: { importId: created.id },
      createdBy: session.userId,
    });
    await setImportJob(tx, created.id, jobId);
    return accepted({ ...created, jobId }, false);
  }

  async rejectedCsv(session: Session, jobId: string): Promise<{ fileName: string; csv: string }> {
    return asClient(this.database, session.clientId, async (tx) => {
      const found = await findImportByJob(tx, session.clientId, jobId);
      if (!found) throw new NotFound(IMPORT_NOT_FOUND);
      const columns = KINDS[found.kind].columns.map((c) => c.name);
      const rows = await rejectedRows(tx, found.id);
      return {
        fileName: `${found.fileName.replace(/\.csv$/i, '')}-rejected.csv`,
        csv: writeCsv([
          ['line', ...columns, 'reason_code', 'reason'],
          ...rows.map((row) => [
            String(row.line),
            ...columns.map((c) => row.cells[c] ?? ''),
            row.reasonCode ?? '',
            row.reason ?? '',
          ]),
        ]),
      };
    });
  }
}

/**
 * The rows in batches of about BATCH_SIZE, in file order; rows of one group (an order's lines, by `groupColumn`)
 * always in the same batch, after the group's first row.
 */
export function batches<Row extends { cells: Record<string, string> }>(
  rows: readonly Row[],
  groupColumn: string | undefined,
): Row[][] {
  const groups = new Map<string, Row[]>();
  rows.forEach((row, i) => {
    const key = groupColumn ? `g:${row.cells[groupColumn]?.trim() ?? ''}` : `r:${i}`;
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  });
  const answer: Row[][] = [];
  let current: Row[] = [];
  for (const group of groups.values()) {
    if (current.length > 0 && current.length + group.length > BATCH_SIZE) {
      answer.push(current);
      current = [];
    }
    current.push(...group);
  }
  if (current.length > 0) answer.push(current);
  return answer;
}

function staticDecision(row: CheckedRow): Decision {
  if (row.outcome === 'rejected') return { outcome: 'rejected', problem: row.problem! };
  return { outcome: 'skipped' };
}

function accepted(
  row: { id: string; jobId: string | null; fileName: string; rowCount: number },
  replayed: boolean,
): ImportAccepted {
  return { jobId: row.jobId!, importId: row.id, fileName: row.fileName, rows: row.rowCount, replayed };
}
