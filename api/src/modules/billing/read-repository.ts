// The queries of billing's read side (issue 18): warehouses a client has business at, their invoices with the
// open ones' live figures, the charges of a warehouse (filtered, paged) or of an invoice. Every query runs inside
// the caller's asClient transaction, so row-level security keeps another client's rows out whatever the query
// says; the explicit client_id conditions are there for the indexes. Figures come back as text (bigint sums are
// numeric in SQL) and become integers in one place, `cents`; instants as ISO text, the same on both drivers.
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { rowsOf } from '../inventory/ledger.js';
import type { Charge, ChargeKind, ChargeRule, InvoiceStatus } from './schemas.js';

/** An integer count of cents from what SQL answers (text of a bigint or a numeric sum). */
export function cents(value: string | number | null): number {
  if (value === null) return 0;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new Error(`not a whole number of cents: ${String(value)}`);
  return parsed;
}

/** numeric(14, 3) as the shortest decimal string: '1.000' → '1', '2.500' → '2.5', '0.375' stays. */
export function decimalText(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const isoOf = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', ${ISO})`);

export interface WarehouseRow {
  id: string;
  name: string;
  address: string;
  countryCode: string;
  currency: string;
  timeZone: string;
}

const warehouseColumns = sql`
  w.id, w.name, w.address, w.country_code AS "countryCode", w.currency, w.time_zone AS "timeZone"`;

export async function findWarehouse(tx: AppDatabase, warehouseId: string): Promise<WarehouseRow | null> {
  const [row] = rowsOf<WarehouseRow>(
    await tx.execute(sql`SELECT ${warehouseColumns} FROM warehouses w WHERE w.id = ${warehouseId}`),
  );
  return row ?? null;
}

/** The warehouses where the client has an invoice or stock on hand, by name. */
export async function billingWarehouses(tx: AppDatabase, clientId: string): Promise<WarehouseRow[]> {
  return rowsOf<WarehouseRow>(
    await tx.execute(sql`
      SELECT ${warehouseColumns} FROM warehouses w
       WHERE EXISTS (SELECT 1 FROM invoices i WHERE i.client_id = ${clientId} AND i.warehouse_id = w.id)
          OR EXISTS (SELECT 1 FROM stock_levels s
                      WHERE s.client_id = ${clientId} AND s.warehouse_id = w.id AND s.on_hand > 0)
       ORDER BY w.name, w.id`),
  );
}

export interface InvoiceRow {
  id: string;
  warehouseId: string;
  number: number;
  periodMonth: string;
  status: InvoiceStatus;
  currency: string;
  /** Stored once issued; null while open. */
  taxRateBasisPoints: number | null;
  subtotalCents: number | null;
  taxCents: number | null;
  totalCents: number | null;
  issuedAt: string | null;
  dueOn: string | null;
  paidAt: string | null;
  /** The sum and count of its charges: what an open invoice's figures are computed from (0 once issued). */
  chargesCents: number;
  chargeCount: number;
}

interface RawInvoice extends Omit<
  InvoiceRow,
  'number' | 'subtotalCents' | 'taxCents' | 'totalCents' | 'chargesCents'
> {
  number: string;
  subtotalCents: string | null;
  taxCents: string | null;
  totalCents: string | null;
  chargesCents: string;
}

const nullableCents = (value: string | null) => (value === null ? null : cents(value));

function invoiceOf(row: RawInvoice): InvoiceRow {
  return {
    ...row,
    number: cents(row.number),
    subtotalCents: nullableCents(row.subtotalCents),
    taxCents: nullableCents(row.taxCents),
    totalCents: nullableCents(row.totalCents),
    chargesCents: cents(row.chargesCents),
  };
}

// The sums are needed for open invoices only (an issued one keeps its figures): CASE skips the subqueries for the
// others, so a client's history of issued invoices costs no scan of their charges.
const invoiceSelect = sql`
  SELECT i.id, i.warehouse_id AS "warehouseId", i.number::text AS number,
         to_char(i.period_month, 'YYYY-MM-DD') AS "periodMonth", i.status, i.currency,
         i.tax_rate_basis_points AS "taxRateBasisPoints", i.subtotal_cents::text AS "subtotalCents",
         i.tax_cents::text AS "taxCents", i.total_cents::text AS "totalCents",
         ${isoOf('i.issued_at')} AS "issuedAt", to_char(i.due_on, 'YYYY-MM-DD') AS "dueOn",
         ${isoOf('i.paid_at')} AS "paidAt",
         CASE WHEN i.status = 'open'
              THEN (SELECT coalesce(sum(c.amount_cents), 0) FROM charges c WHERE c.invoice_id = i.id)
              ELSE 0 END::text AS "chargesCents",
         CASE WHEN i.status = 'open'
              THEN (SELECT count(*) FROM charges c WHERE c.invoice_id = i.id)
              ELSE 0 END::int AS "chargeCount"
    FROM invoices i`;

/** The client's invoices at these warehouses, newest month first. */
export async function listInvoices(
  tx: AppDatabase,
  clientId: string,
  warehouseIds: string[],
): Promise<InvoiceRow[]> {
  if (warehouseIds.length === 0) return [];
  const rows = rowsOf<RawInvoice>(
    await tx.execute(sql`${invoiceSelect}
      WHERE i.client_id = ${clientId}
        AND i.warehouse_id IN (${sql.join(
          warehouseIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      ORDER BY i.period_month DESC, i.number DESC`),
  );
  return rows.map(invoiceOf);
}

export async function findInvoice(
  tx: AppDatabase,
  warehouseId: string,
  invoiceId: string,
): Promise<InvoiceRow | null> {
  const [row] = rowsOf<RawInvoice>(
    await tx.execute(sql`${invoiceSelect}
      WHERE i.id = ${invoiceId}::uuid AND i.warehouse_id = ${warehouseId}`),
  );
  return row ? invoiceOf(row) : null;
}

/** An invoice's charges summed per day of the warehouse's calendar, oldest first. */
export async function invoiceDays(
  tx: AppDatabase,
  invoiceId: string,
  timeZone: string,
): Promise<{ day: string; amountCents: number }[]> {
  const rows = rowsOf<{ day: string; amount: string }>(
    await tx.execute(sql`
      SELECT to_char((c.occurred_at AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day,
             sum(c.amount_cents)::text AS amount
        FROM charges c WHERE c.invoice_id = ${invoiceId}::uuid
       GROUP BY 1 ORDER BY 1`),
  );
  return rows.map((row) => ({ day: row.day, amountCents: cents(row.amount) }));
}

/** An invoice's charges summed per kind (unordered; the service puts them in the kinds' order). */
export async function invoiceKinds(
  tx: AppDatabase,
  invoiceId: string,
): Promise<{ kind: ChargeKind; amountCents: number; chargeCount: number }[]> {
  const rows = rowsOf<{ kind: ChargeKind; amount: string; count: number }>(
    await tx.execute(sql`
      SELECT c.kind, sum(c.amount_cents)::text AS amount, count(*)::int AS count
        FROM charges c WHERE c.invoice_id = ${invoiceId}::uuid
       GROUP BY c.kind`),
  );
  return rows.map((row) => ({ kind: row.kind, amountCents: cents(row.amount), chargeCount: row.count }));
}

export interface ChargeFilter {
  clientId: string;
  warehouseId: string;
  timeZone: string;
  kind: ChargeKind | null;
  /** Days of the warehouse's calendar, both included. */
  from: string | null;
  to: string | null;
}

interface RawCharge {
  id: string;
  kind: ChargeKind;
  occurredAt: string;
  quantity: string;
  unit: string;
  unitPriceCents: string;
  amountCents: string;
  currency: string;
  priceListVersion: number | null;
  rule: Record<string, unknown>;
  sourceType: Charge['sourceType'];
  sourceId: string;
  sourceLabel: string;
  correctsChargeId: string | null;
  invoiceId: string;
  invoiceNumber: string;
  invoiceStatus: InvoiceStatus;
  creditedCents: string;
  disputeId: string | null;
  disputeStatus: 'open' | 'rejected' | 'credited' | null;
}

function chargeOf(row: RawCharge): Charge {
  const { disputeId, disputeStatus, ...rest } = row;
  return {
    ...rest,
    // Stored by billing alone (pricing.ts, charges.ts), in the shapes ChargeRule lists.
    rule: row.rule as ChargeRule,
    quantity: decimalText(row.quantity),
    unitPriceCents: cents(row.unitPriceCents),
    amountCents: cents(row.amountCents),
    invoiceNumber: cents(row.invoiceNumber),
    creditedCents: cents(row.creditedCents),
    dispute: disputeId && disputeStatus ? { id: disputeId, status: disputeStatus } : null,
  };
}

// A charge with its invoice's number and status, what has been credited against it and its latest dispute.
const chargeSelect = sql`
  SELECT c.id, c.kind, ${isoOf('c.occurred_at')} AS "occurredAt", c.quantity::text AS quantity, c.unit,
         c.unit_price_cents::text AS "unitPriceCents", c.amount_cents::text AS "amountCents", c.currency,
         c.price_list_version AS "priceListVersion", c.rule, c.source_type AS "sourceType",
         c.source_id AS "sourceId", c.source_label AS "sourceLabel", c.corrects_charge_id AS "correctsChargeId",
         c.invoice_id AS "invoiceId", i.number::text AS "invoiceNumber", i.status AS "invoiceStatus",
         (SELECT coalesce(sum(cr.amount_cents), 0) FROM charges cr WHERE cr.corrects_charge_id = c.id)::text
           AS "creditedCents",
         d.id AS "disputeId", d.status AS "disputeStatus"
    FROM charges c
    JOIN invoices i ON i.id = c.invoice_id
    LEFT JOIN LATERAL (SELECT cd.id, cd.status FROM charge_disputes cd WHERE cd.charge_id = c.id
                        ORDER BY cd.created_at DESC LIMIT 1) d ON true`;

// Days are the warehouse's: a day's first instant is its local midnight (timestamp AT TIME ZONE zone), so the range
// stays a range on occurred_at and uses charges_client_warehouse_time_idx.
function chargeConditions(filter: ChargeFilter): SQL {
  return sql`c.client_id = ${filter.clientId} AND c.warehouse_id = ${filter.warehouseId}
    ${filter.kind ? sql`AND c.kind = ${filter.kind}` : sql.empty()}
    ${filter.from ? sql`AND c.occurred_at >= (${filter.from}::date::timestamp AT TIME ZONE ${filter.timeZone})` : sql.empty()}
    ${filter.to ? sql`AND c.occurred_at < ((${filter.to}::date + 1)::timestamp AT TIME ZONE ${filter.timeZone})` : sql.empty()}`;
}

/** A page of the matching charges, newest first. */
export async function listCharges(
  tx: AppDatabase,
  filter: ChargeFilter,
  page: { limit: number; offset: number } | null,
): Promise<Charge[]> {
  const rows = rowsOf<RawCharge>(
    await tx.execute(sql`${chargeSelect}
      WHERE ${chargeConditions(filter)}
      ORDER BY c.occurred_at DESC, c.id DESC
      ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql.empty()}`),
  );
  return rows.map(chargeOf);
}

/** How many charges match and their sum, all pages. */
export async function chargeTotals(
  tx: AppDatabase,
  filter: ChargeFilter,
): Promise<{ totalRows: number; totalCents: number }> {
  const [row] = rowsOf<{ rows: number; amount: string }>(
    await tx.execute(sql`
      SELECT count(*)::int AS rows, coalesce(sum(c.amount_cents), 0)::text AS amount
        FROM charges c WHERE ${chargeConditions(filter)}`),
  );
  return { totalRows: row?.rows ?? 0, totalCents: cents(row?.amount ?? '0') };
}

/** An invoice's charges, oldest first, as the invoice lists them. */
export async function invoiceCharges(tx: AppDatabase, invoiceId: string): Promise<Charge[]> {
  const rows = rowsOf<RawCharge>(
    await tx.execute(sql`${chargeSelect}
      WHERE c.invoice_id = ${invoiceId}::uuid
      ORDER BY c.occurred_at, c.id`),
  );
  return rows.map(chargeOf);
}
