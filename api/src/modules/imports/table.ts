// Migration 010's tables as the typed query layer sees them (the module's own, so platform/db stays untouched).
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Cells } from './rules.js';

export const IMPORT_KINDS = ['products', 'listings', 'bundles', 'links', 'orders'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const ROW_OUTCOMES = ['created', 'updated', 'skipped', 'rejected'] as const;
export type RowOutcome = (typeof ROW_OUTCOMES)[number];

export const imports = pgTable('imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: text('client_id').notNull(),
  kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
  fileSha256: text('file_sha256').notNull(),
  fileName: text('file_name').notNull(),
  jobId: uuid('job_id'),
  rowCount: integer('row_count').notNull(),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ImportRow = typeof imports.$inferSelect;

export const importRows = pgTable('import_rows', {
  clientId: text('client_id').notNull(),
  importId: uuid('import_id').notNull(),
  line: integer('line').notNull(),
  cells: jsonb('cells').$type<Cells>().notNull(),
  outcome: text('outcome', { enum: ROW_OUTCOMES }),
  reasonCode: text('reason_code'),
  reason: text('reason'),
});
export type ImportFileRow = typeof importRows.$inferSelect;
