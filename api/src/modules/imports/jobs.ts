// The import job (kinds import.products, import.listings, import.bundles, import.links, import.orders): decides and writes the
// stored rows of an upload in batches, each batch one transaction with its rows' outcomes, so a retried or
// restarted job resumes after the last committed batch and never writes a row twice. Product imports also tell the
// shell's progress bar (products.sync_progress, sent as the spec's `updated-products-count`).
import { asc, desc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { clients, shops } from '../../platform/db/schema.js';
import { asClient } from '../../platform/db/scope.js';
import { recordEvent } from '../../platform/events/outbox.js';
import type { JobContext } from '../../platform/jobs/queue.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import { KINDS } from './kinds/index.js';
import {
  createdOrders,
  findImport,
  outcomeCounts,
  setOutcomes,
  setRejected,
  undecidedRows,
  undecidedRowsOfGroups,
} from './repository.js';
import { MAX_RESULT_ORDERS, type ImportResult } from './schemas.js';
import { BATCH_SIZE, IMPORT_NOT_FOUND, type ImportJobData } from './service.js';
import { IMPORT_KINDS, type ImportRow, type RowOutcome } from './table.js';
import { NotFound } from '../../platform/errors.js';

/** The path of an import's rejected rows (GET /imports/:jobId/rejected.csv). */
export const rejectedCsvPath = (jobId: string): string => `/imports/${jobId}/rejected.csv`;

/** The shop the progress bar names: the client's main shop (else its first), or the client when it has none. */
async function progressShop(tx: AppDatabase, clientId: string): Promise<{ shop: string; shopId: string }> {
  const [shop] = await tx
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(eq(shops.clientId, clientId))
    .orderBy(desc(shops.isMain), asc(shops.createdAt))
    .limit(1);
  if (shop) return { shop: shop.name, shopId: shop.id };
  const [client] = await tx.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
  return { shop: client?.name ?? clientId, shopId: clientId };
}

/** One batch: the next undecided rows decided and written, with their outcomes; false when none was left. */
async function runBatch(tx: AppDatabase, found: ImportRow): Promise<boolean> {
  const definition = KINDS[found.kind];
  const first = await undecidedRows(tx, found.id, BATCH_SIZE);
  if (first.length === 0) return false;
  const column = definition.groupColumn;
  // The batch takes its groups whole (an order's rows may be anywhere in the file).
  const rest = column
    ? await undecidedRowsOfGroups(tx, found.id, column, [
        ...new Set(first.map((row) => row.cells[column]?.trim() ?? '')),
      ])
    : [];
  const seen = new Set(first.map((row) => row.line));
  const rows = [...first, ...rest.filter((row) => !seen.has(row.line))].sort((a, b) => a.line - b.line);
  const readable = rows.flatMap((row) => {
    const read = definition.read(row.cells);
    // Rows were read at upload; a row that no longer reads (rules changed since) is refused now.
    return 'value' in read ? [{ line: row.line, value: read.value }] : [];
  });
  const decisions = await definition.decide(tx, found.clientId, readable, true, found.createdBy);
  const lines: Record<Exclude<RowOutcome, 'rejected'>, number[]> = { created: [], updated: [], skipped: [] };
  for (const [i, decision] of decisions.entries()) {
    const { line } = readable[i]!;
    if (decision.outcome === 'rejected') await setRejected(tx, found.id, line, decision.problem);
    else lines[decision.outcome].push(line);
  }
  for (const row of rows) {
    if (readable.some((r) => r.line === row.line)) continue;
    const read = definition.read(row.cells);
    if ('problem' in read) await setRejected(tx, found.id, row.line, read.problem);
  }
  for (const outcome of ['created', 'updated', 'skipped'] as const) {
    await setOutcomes(tx, found.id, outcome, lines[outcome]);
  }
  return true;
}

export async function runImport(job: JobContext<ImportJobData>): Promise<ImportResult> {
  const { clientId, database } = job;
  const found = await asClient(database, clientId, (tx) => findImport(tx, clientId, job.data.importId));
  if (!found) throw new NotFound(IMPORT_NOT_FOUND);
  const total = found.rowCount;
  const decided = async (tx: AppDatabase) => {
    const counts = await outcomeCounts(tx, found.id);
    return { counts, done: counts.created + counts.updated + counts.skipped + counts.rejected };
  };
  const shop =
    found.kind === 'products' ? await asClient(database, clientId, (tx) => progressShop(tx, clientId)) : null;
  await job.progress((await asClient(database, clientId, decided)).done, total);
  for (;;) {
    const step = await asClient(database, clientId, async (tx) => {
      const more = await runBatch(tx, found);
      const { done } = await decided(tx);
      if (more && shop) {
        await recordEvent(tx, {
          clientId,
          name: 'products.sync_progress',
          payload: { current: done, total, ...shop },
        });
      }
      return { more, done };
    });
    await job.progress(step.done, total);
    if (!step.more) break;
  }
  const { counts, orders } = await asClient(database, clientId, async (tx) => ({
    ...(await decided(tx)),
    orders:
      found.kind === 'orders' ? await createdOrders(tx, clientId, found.id, MAX_RESULT_ORDERS) : undefined,
  }));
  const result: ImportResult = {
    importId: found.id,
    kind: found.kind,
    fileName: found.fileName,
    rows: total,
    ...counts,
    rejectedCsv: counts.rejected > 0 ? rejectedCsvPath(job.id) : null,
  };
  if (orders) result.orders = orders;
  return result;
}

/** Registers the four import kinds' jobs (a module's plugin, while the app is built). */
export function registerImportJobs(jobs: JobQueue): void {
  for (const kind of IMPORT_KINDS) {
    jobs.register<ImportJobData>(KINDS[kind].jobKind, runImport, { retryLimit: 3, retryDelaySeconds: 5 });
  }
}
