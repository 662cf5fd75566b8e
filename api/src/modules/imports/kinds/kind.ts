// What each import kind (products, listings, bundles, links) tells the import: its columns, a template row,
// how a row's cells read (no database), what identifies a row within the file, and how a batch of read rows is
// decided, and written, against the database. Preview and import run the same `decide`, the preview without
// writing, so what the preview flags is what the import refuses.
import type { AppDatabase } from '../../../platform/db/connection.js';
import type { Cells, Read, RowProblem } from '../rules.js';
import type { OrdersOverview } from '../schemas.js';
import type { ImportKind } from '../table.js';

export interface ImportColumn {
  name: string;
  required: boolean;
}

/** One row read from the file: its line and value. */
export interface ReadRow<Value> {
  line: number;
  value: Value;
}

export type Decision =
  { outcome: 'created' | 'updated' | 'skipped' } | { outcome: 'rejected'; problem: RowProblem };

export interface KindDefinition<Value> {
  kind: ImportKind;
  /** The job kind its imports run as. */
  jobKind: `import.${ImportKind}`;
  columns: readonly ImportColumn[];
  /** The template's example rows, in the columns' order. */
  example: readonly (readonly string[])[];
  read(cells: Cells): Read<Value>;
  /** What makes two rows of one file the same thing (a SKU…): a later row with other values is refused. */
  key(value: Value): string;
  /**
   * Rows that form one thing together (an order's lines): the column whose cell groups them. They are decided in
   * one batch, and one refused row refuses its whole group.
   */
  groupColumn?: string;
  /** What the rows of a group must agree on (an order's customer, address, shop and warehouse). */
  groupHeader?(value: Value): string;
  /** What the preview tells beyond the counts, from the rows it would create (the orders' overview). */
  overview?(tx: AppDatabase, clientId: string, rows: readonly ReadRow<Value>[]): Promise<OrdersOverview>;
  /**
   * Decides each row against the database in the caller's transaction (row security applies), in order, and
   * writes the decided changes when `write` is set. Safe to repeat: a row already written decides as skipped.
   */
  decide(
    tx: AppDatabase,
    clientId: string,
    rows: readonly ReadRow<Value>[],
    write: boolean,
    userId?: string | null,
  ): Promise<Decision[]>;
}

export const created = { outcome: 'created' } as const;
export const updated = { outcome: 'updated' } as const;
export const skipped = { outcome: 'skipped' } as const;
export const rejected = (problem: RowProblem): Decision => ({ outcome: 'rejected', problem });
