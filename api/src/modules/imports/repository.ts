// The imports tables' SQL, inside the caller's client-scoped transaction (scope.ts's asClient).
import { and, asc, count, eq, inArray, isNull, isNotNull, sql } from 'drizzle-orm';
import { rowsOf } from '../inventory/ledger.js';
import type { AppDatabase } from '../../platform/db/connection.js';
import type { RowProblem } from './rules.js';
import {
  importRows,
  imports,
  type ImportFileRow,
  type ImportKind,
  type ImportRow,
  type RowOutcome,
} from './table.js';

/** Rows per INSERT when storing a file (7 parameters each, far below PostgreSQL's 65,535). */
const INSERT_CHUNK = 1000;

export async function findImportByFile(
  tx: AppDatabase,
  clientId: string,
  kind: ImportKind,
  sha256: string,
): Promise<ImportRow | undefined> {
  const [row] = await tx
    .select()
    .from(imports)
    .where(and(eq(imports.clientId, clientId), eq(imports.kind, kind), eq(imports.fileSha256, sha256)));
  return row;
}

export async function findImportByJob(
  tx: AppDatabase,
  clientId: string,
  jobId: string,
): Promise<ImportRow | undefined> {
  const [row] = await tx
    .select()
    .from(imports)
    .where(and(eq(imports.clientId, clientId), eq(imports.jobId, jobId)));
  return row;
}

export async function findImport(
  tx: AppDatabase,
  clientId: string,
  id: string,
): Promise<ImportRow | undefined> {
  const [row] = await tx
    .select()
    .from(imports)
    .where(and(eq(imports.clientId, clientId), eq(imports.id, id)));
  return row;
}

/** The new import, or undefined when the same file of the same kind is already known (a concurrent upload). */
export async function insertImport(
  tx: AppDatabase,
  values: typeof imports.$inferInsert,
): Promise<ImportRow | undefined> {
  const [row] = await tx.insert(imports).values(values).onConflictDoNothing().returning();
  return row;
}

export async function setImportJob(tx: AppDatabase, id: string, jobId: string): Promise<void> {
  await tx.update(imports).set({ jobId }).where(eq(imports.id, id));
}

export interface NewFileRow {
  line: number;
  cells: Record<string, string>;
  outcome: RowOutcome | null;
  problem: RowProblem | null;
}

export async function insertFileRows(
  tx: AppDatabase,
  clientId: string,
  importId: string,
  rows: readonly NewFileRow[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await tx.insert(importRows).values(
      rows.slice(start, start + INSERT_CHUNK).map((row) => ({
        clientId,
        importId,
        line: row.line,
        cells: row.cells,
        outcome: row.outcome,
        reasonCode: row.problem?.code ?? null,
        reason: row.problem?.message ?? null,
      })),
    );
  }
}

/** The next rows the job has not decided yet, in file order. */
export function undecidedRows(tx: AppDatabase, importId: string, limit: number): Promise<ImportFileRow[]> {
  return tx
    .select()
    .from(importRows)
    .where(and(eq(importRows.importId, importId), isNull(importRows.outcome)))
    .orderBy(asc(importRows.line))
    .limit(limit);
}

export async function setOutcomes(
  tx: AppDatabase,
  importId: string,
  outcome: Exclude<RowOutcome, 'rejected'>,
  lines: number[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx
    .update(importRows)
    .set({ outcome })
    .where(and(eq(importRows.importId, importId), inArray(importRows.line, lines)));
}

export async function setRejected(
  tx: AppDatabase,
  importId: string,
  line: number,
  problem: RowProblem,
): Promise<void> {
  await tx
    .update(importRows)
    .set({ outcome: 'rejected', reasonCode: problem.code, reason: problem.message })
    .where(and(eq(importRows.importId, importId), eq(importRows.line, line)));
}

export async function outcomeCounts(tx: AppDatabase, importId: string): Promise<Record<RowOutcome, number>> {
  const rows = await tx
    .select({ outcome: importRows.outcome, n: count() })
    .from(importRows)
    .where(and(eq(importRows.importId, importId), isNotNull(importRows.outcome)))
    .groupBy(importRows.outcome);
  const counts: Record<RowOutcome, number> = { created: 0, updated: 0, skipped: 0, rejected: 0 };
  for (const row of rows) counts[row.outcome!] = Number(row.n);
  return counts;
}

export function rejectedRows(tx: AppDatabase, importId: string): Promise<ImportFileRow[]> {
  return tx
    .select()
    .from(importRows)
    .where(and(eq(importRows.importId, importId), eq(importRows.outcome, 'rejected')))
    .orderBy(asc(importRows.line));
}

/** The undecided rows whose `column` cell is one of `values` (the rest of a batch's groups), in file order. */
export function undecidedRowsOfGroups(
  tx: AppDatabase,
  importId: string,
  column: string,
  values: string[],
): Promise<ImportFileRow[]> {
  if (values.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(importRows)
    .where(
      and(
        eq(importRows.importId, importId),
        isNull(importRows.outcome),
        inArray(sql<string>`${importRows.cells} ->> ${column}`, values),
      ),
    )
    .orderBy(asc(importRows.line));
}

/** An orders import's created orders (the first `limit`, in file order): their ids and references. */
export async function createdOrders(
  tx: AppDatabase,
  clientId: string,
  importId: string,
  limit: number,
): Promise<{ id: string; reference: string }[]> {
  return rowsOf<{ id: string; reference: string }>(
    await tx.execute(sql`
      WITH numbers AS (
        SELECT cells ->> 'order_number' AS reference, min(line) AS line FROM import_rows
         WHERE import_id = ${importId}::uuid AND outcome = 'created'
         GROUP BY 1 ORDER BY 2 LIMIT ${limit})
      SELECT DISTINCT ON (n.line) o.id, o.reference FROM numbers n
        JOIN orders o ON o.client_id = ${clientId} AND o.reference = n.reference AND o.source = 'import'
       ORDER BY n.line, o.created_at DESC`),
  );
}
