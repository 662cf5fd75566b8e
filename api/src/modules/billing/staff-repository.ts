// SQL of the operator's invoice routes, run in the operator scope (every client's invoices, within the caller's
// warehouse for staff).
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { rowsOf } from '../inventory/ledger.js';
import type { StaffInvoice, StaffInvoiceStatus } from './staff-schemas.js';

interface InvoiceRow {
  id: string;
  number: string | number;
  client_id: string;
  client_name: string;
  warehouse_id: string;
  warehouse_name: string;
  period_month: string;
  status: StaffInvoiceStatus;
  currency: string;
  subtotal_cents: string | number | null;
  tax_rate_basis_points: number | null;
  tax_cents: string | number | null;
  total_cents: string | number | null;
  issued_at: Date | string | null;
  due_on: string | null;
  paid_at: Date | string | null;
  total_rows?: string | number;
}

const centsOf = (value: string | number | null) => (value === null ? null : Number(value));
const instantOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function invoiceOf(row: InvoiceRow): StaffInvoice {
  return {
    id: row.id,
    number: Number(row.number),
    clientId: row.client_id,
    clientName: row.client_name,
    warehouseId: row.warehouse_id,
    warehouseName: row.warehouse_name,
    periodMonth: row.period_month,
    status: row.status,
    currency: row.currency.trim(),
    subtotalCents: centsOf(row.subtotal_cents),
    taxRateBasisPoints: row.tax_rate_basis_points,
    taxCents: centsOf(row.tax_cents),
    totalCents: centsOf(row.total_cents),
    issuedAt: instantOf(row.issued_at),
    dueOn: row.due_on,
    paidAt: instantOf(row.paid_at),
  };
}

const SELECT_INVOICE = sql`
  SELECT i.id, i.number, i.client_id, c.name AS client_name, i.warehouse_id, w.name AS warehouse_name,
         i.period_month::text AS period_month, i.status, i.currency, i.subtotal_cents, i.tax_rate_basis_points,
         i.tax_cents, i.total_cents, i.issued_at, i.due_on::text AS due_on, i.paid_at`;
const FROM_INVOICES = sql`
    FROM invoices i
    JOIN clients c ON c.id = i.client_id
    JOIN warehouses w ON w.id = i.warehouse_id`;

export interface StaffInvoiceFilter {
  status: StaffInvoiceStatus | null;
  /** null: every warehouse (admins). */
  warehouseId: string | null;
  /** 'YYYY-MM', or null: every month. */
  month: string | null;
  limit: number;
  offset: number;
}

/** Oldest due first (the ones to follow up), then by number. */
export async function listStaffInvoices(
  tx: AppDatabase,
  filter: StaffInvoiceFilter,
): Promise<{ invoices: StaffInvoice[]; totalRows: number }> {
  const conditions: SQL[] = [sql`TRUE`];
  if (filter.status) conditions.push(sql`i.status = ${filter.status}`);
  if (filter.warehouseId) conditions.push(sql`i.warehouse_id = ${filter.warehouseId}`);
  if (filter.month) conditions.push(sql`i.period_month = ${`${filter.month}-01`}::date`);
  const rows = rowsOf<InvoiceRow>(
    await tx.execute(sql`
      ${SELECT_INVOICE}, count(*) OVER () AS total_rows
      ${FROM_INVOICES}
       WHERE ${sql.join(conditions, sql` AND `)}
       ORDER BY i.due_on NULLS LAST, i.period_month, i.number
       LIMIT ${filter.limit} OFFSET ${filter.offset}`),
  );
  let totalRows = rows.length > 0 ? Number(rows[0]!.total_rows) : 0;
  if (rows.length === 0 && filter.offset > 0) {
    // A page past the end: the count still says how many there are.
    const [count] = rowsOf<{ n: string | number }>(
      await tx.execute(sql`SELECT count(*) AS n ${FROM_INVOICES} WHERE ${sql.join(conditions, sql` AND `)}`),
    );
    totalRows = Number(count?.n ?? 0);
  }
  return { invoices: rows.map(invoiceOf), totalRows };
}

/** The invoice, locked for the caller's change; null when it is not there (or not at the given warehouse). */
export async function lockStaffInvoice(
  tx: AppDatabase,
  invoiceId: string,
  warehouseId: string | null,
): Promise<StaffInvoice | null> {
  const atWarehouse = warehouseId ? sql`AND i.warehouse_id = ${warehouseId}` : sql``;
  const [row] = rowsOf<InvoiceRow>(
    await tx.execute(
      sql`${SELECT_INVOICE} ${FROM_INVOICES} WHERE i.id = ${invoiceId} ${atWarehouse} FOR UPDATE OF i`,
    ),
  );
  return row ? invoiceOf(row) : null;
}

/** issued → paid; the row as it is now, or null when it was not issued. */
export async function markInvoicePaid(
  tx: AppDatabase,
  invoiceId: string,
  userId: string,
): Promise<StaffInvoice | null> {
  const updated = rowsOf<{ id: string }>(
    await tx.execute(sql`
      UPDATE invoices SET status = 'paid', paid_at = now(), paid_by = ${userId}
       WHERE id = ${invoiceId} AND status = 'issued'
      RETURNING id`),
  );
  if (updated.length === 0) return null;
  return lockStaffInvoice(tx, invoiceId, null);
}
