// Issuing invoices (issue 18, billing-contract "Invoices"): at the start of a month in a warehouse's time zone, every
// open invoice of that warehouse whose month is over is issued: its subtotal (the sum of its charges), tax at the
// warehouse country's rate (rounded once, half away from zero), total, issue time and due date (issued day + 15)
// are fixed, and `invoice.issued` is written in the same transaction. It is one statement per run, so a month's
// 1,000 clients are issued at once (the bench measures it), and idempotent: an invoice issued already is no longer
// open, so a second run, or a second API process running the same occurrence, finds nothing left to issue.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { recordEvents, type DomainEvent } from '../../platform/events/outbox.js';
import { rowsOf } from '../inventory/ledger.js';

export const INVOICE_ISSUING_JOB = 'billing.issue-invoices';
/** 00:05 on the 1st, in the warehouse's time zone: its month has just ended (storage of the last day comes first). */
export const INVOICE_ISSUING_CRON = '5 0 1 * *';
/** Days from the issue day (in the warehouse's time zone) to the due date. */
export const INVOICE_DUE_DAYS = 15;

/**
 * Tax on an invoice by the warehouse's country, in basis points (billing-contract "Money"): IVA in Mexico,
 * Colombia, Argentina, Chile and Spain; no tax line in the United States. A country missing here is charged no tax
 * rather than a guessed rate.
 */
export const TAX_RATE_BASIS_POINTS: Readonly<Record<string, number>> = {
  MX: 1600,
  CO: 1900,
  AR: 2100,
  CL: 1900,
  ES: 2100,
  US: 0,
};

export function taxRateOf(countryCode: string): number {
  return TAX_RATE_BASIS_POINTS[countryCode.trim().toUpperCase()] ?? 0;
}

/** tax = subtotal × rate, rounded once to the cent, half away from zero (integers only). */
export function taxCentsOf(subtotalCents: number, basisPoints: number): number {
  const product = BigInt(subtotalCents) * BigInt(basisPoints);
  const magnitude = product < 0n ? -product : product;
  const rounded = (magnitude + 5_000n) / 10_000n;
  return Number(product < 0n ? -rounded : rounded);
}

export interface IssueInvoicesOptions {
  /** The moment of issuing: months before its month (in each warehouse's time zone) are over. */
  now: Date;
  /** Only warehouses in these time zones (the schedule's own); all warehouses when absent. */
  timeZones?: readonly string[];
  /** Only this client's invoices (tests); all clients when absent. */
  clientId?: string;
  /** Only these invoices (tests); all when absent. */
  invoiceIds?: readonly string[];
}

export interface IssuedInvoice {
  invoiceId: string;
  clientId: string;
  warehouseId: string;
  periodMonth: string;
  number: number;
  subtotalCents: number;
  taxRateBasisPoints: number;
  taxCents: number;
  totalCents: number;
  currency: string;
  issuedAt: string;
  dueOn: string;
}

interface IssuedRow {
  id: string;
  client_id: string;
  warehouse_id: string;
  period_month: string;
  number: string | number;
  subtotal_cents: string | number;
  tax_rate_basis_points: number;
  tax_cents: string | number;
  total_cents: string | number;
  currency: string;
  issued_at: Date | string;
  due_on: string;
}

/** The countries' rates as a VALUES list the statement joins on. */
function taxRatesValues() {
  return sql.join(
    Object.entries(TAX_RATE_BASIS_POINTS).map(([code, bp]) => sql`(${code}::text, ${bp}::integer)`),
    sql`, `,
  );
}

/**
 * Issues every open invoice whose month is over, in the caller's transaction (operator scope), and writes
 * `invoice.issued` for each. The invoices are locked FOR UPDATE before their charges are summed: a charge being
 * written holds a key-share lock on its invoice until it commits, so its amount is in the sum (issuing waits for
 * it), and a second issuing run waits for the first and then finds the invoice issued (status is checked again on
 * the locked row).
 */
export async function issueDueInvoices(
  tx: AppDatabase,
  { now, timeZones, clientId, invoiceIds }: IssueInvoicesOptions,
): Promise<IssuedInvoice[]> {
  const zones = timeZones
    ? sql`AND w.time_zone IN (${sql.join(
        timeZones.map((z) => sql`${z}`),
        sql`, `,
      )})`
    : sql``;
  const client = clientId ? sql`AND i.client_id = ${clientId}` : sql``;
  const only = invoiceIds
    ? sql`AND i.id IN (${sql.join(
        invoiceIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const at = now.toISOString();
  const rows = rowsOf<IssuedRow>(
    await tx.execute(sql`
      WITH due AS (
        SELECT i.id, w.country_code, w.time_zone
          FROM invoices i
          JOIN warehouses w ON w.id = i.warehouse_id
         WHERE i.status = 'open'
           AND i.period_month < date_trunc('month', ${at}::timestamptz AT TIME ZONE w.time_zone)::date
           ${zones} ${client} ${only}
         ORDER BY i.id
           FOR UPDATE OF i
      ), sums AS (
        SELECT d.id, coalesce(sum(c.amount_cents), 0)::bigint AS subtotal,
               coalesce(r.bp, 0) AS bp, d.time_zone
          FROM due d
          LEFT JOIN charges c ON c.invoice_id = d.id
          LEFT JOIN (VALUES ${taxRatesValues()}) AS r (code, bp) ON r.code = upper(btrim(d.country_code))
         GROUP BY d.id, r.bp, d.time_zone
      )
      UPDATE invoices i
         SET status = 'issued',
             subtotal_cents = s.subtotal,
             tax_rate_basis_points = s.bp,
             -- numeric: exact, and round() takes halves away from zero.
             tax_cents = round(s.subtotal::numeric * s.bp / 10000)::bigint,
             total_cents = s.subtotal + round(s.subtotal::numeric * s.bp / 10000)::bigint,
             issued_at = ${at}::timestamptz,
             due_on = (${at}::timestamptz AT TIME ZONE s.time_zone)::date + ${INVOICE_DUE_DAYS}::integer
        FROM sums s
       WHERE i.id = s.id
      RETURNING i.id, i.client_id, i.warehouse_id, i.period_month::text AS period_month, i.number,
                i.subtotal_cents, i.tax_rate_basis_points, i.tax_cents, i.total_cents, i.currency,
                i.issued_at, i.due_on::text AS due_on`),
  );
  const issued = rows.map((row): IssuedInvoice => ({
    invoiceId: row.id,
    clientId: row.client_id,
    warehouseId: row.warehouse_id,
    periodMonth: row.period_month,
    number: Number(row.number),
    subtotalCents: Number(row.subtotal_cents),
    taxRateBasisPoints: row.tax_rate_basis_points,
    taxCents: Number(row.tax_cents),
    totalCents: Number(row.total_cents),
    currency: row.currency.trim(),
    issuedAt: new Date(row.issued_at).toISOString(),
    dueOn: row.due_on,
  }));
  const events: DomainEvent[] = issued.map((invoice) => ({
    clientId: invoice.clientId,
    name: 'invoice.issued',
    payload: {
      invoiceId: invoice.invoiceId,
      clientId: invoice.clientId,
      warehouseId: invoice.warehouseId,
      periodMonth: invoice.periodMonth,
      totalCents: invoice.totalCents,
      currency: invoice.currency,
    },
  }));
  await recordEvents(tx, events);
  return issued;
}
