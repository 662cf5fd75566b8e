// The demo billing (issue 18): what the billing screens show on a fresh start. The demo merchant has, at Mexico City
// (MXN, IVA) and Laredo (USD, no tax), the three previous months' invoices (issued at each month's end by the month-end job's own
// function, the oldest at Mexico City paid) and the current month's charges so far: its shipped orders (process
// order by the month's count, extra products), the storage of each day since its stock arrived (the day's on-hand
// rebuilt from the ledger), its exchanges received, and the receptions the receiving seed's boxes charged already.
// The other merchant gets a few charges of this month. One charge of this month has an open dispute.
//
// Every amount is priced by billing-core's own functions (pricing.ts over the warehouse's seeded price list: never a
// typed amount); the charges are written in a few statements rather than one call per order, so the seed stays
// fast (the pricing runs in memory, month by month, the tier counting as charges do). The seed writes history: it
// records no charge.created events. Runs in the operator scope after the returns seed; does nothing once the demo
// merchant has an issued invoice.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../platform/db/connection.js';
import { rowsOf } from '../modules/inventory/ledger.js';
import { chargeReceivedReturn, openInvoiceFor, type OpenInvoice } from '../modules/billing/charges.js';
import { issueDueInvoices } from '../modules/billing/invoice-job.js';
import {
  daysInMonthOf,
  loadPriceList,
  priceProcessOrder,
  priceStorage,
  PricingError,
  type BillingPriceList,
  type ChargeLine,
} from '../modules/billing/pricing.js';
import { insertDispute, insertMessage } from '../modules/billing-disputes/repository.js';
import { DEMO_CLIENT_ID, DEMO_USER_ID, OTHER_CLIENT_ID, STAFF_USER_ID } from './ids.js';

/**
 * The demo merchant's billed warehouses: two currencies, with and without tax. Monterrey, where it has orders too,
 * stays unbilled: a warehouse with stock and no charges is a state the screens show as well.
 */
const DEMO_WAREHOUSES = ['WH-MX-CDMX', 'WH-US-LRD'];
/** The months before the current one that have invoices. */
const PREVIOUS_MONTHS = 3;
/** The other merchant's charges: its last few shipped orders of the month at its main warehouse. */
const OTHER_WAREHOUSE = 'WH-MX-MTY';
const OTHER_ORDERS = 6;
const ROWS_PER_INSERT = 1000;
const DISPUTE_REASON =
  'This order left with a single product but it was charged as a medium package. Could you check its weight?';

interface ChargeRow {
  invoice: OpenInvoice;
  occurredAt: Date;
  line: ChargeLine;
  priceListVersion: number;
  sourceType: 'order' | 'storage_day';
  sourceId: string;
  sourceLabel: string;
}

export async function hasDemoBilling(tx: AppDatabase): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(
      sql`SELECT 1 FROM invoices WHERE client_id = ${DEMO_CLIENT_ID} AND status <> 'open' LIMIT 1`,
    ),
  );
  return rows.length > 0;
}

/** The invoices a warehouse's charges go into, one per month, opened (and locked) once. */
function invoicesOf(tx: AppDatabase, clientId: string, warehouseId: string) {
  const open = new Map<string, Promise<OpenInvoice>>();
  return (month: string, at: Date): Promise<OpenInvoice> => {
    if (!open.has(month)) open.set(month, openInvoiceFor(tx, clientId, warehouseId, at));
    return open.get(month)!;
  };
}

/** The shipped orders of a client at a warehouse since `from`, oldest first, with their units and weight. */
async function shippedOrders(
  tx: AppDatabase,
  clientId: string,
  list: BillingPriceList,
  from: string,
  limit: number | null,
) {
  const newest = limit === null ? sql`` : sql`ORDER BY o.shipped_at DESC LIMIT ${limit}`;
  return rowsOf<{
    id: string;
    number: string | number;
    shipped_at: string | Date;
    month: string;
    units: string | number;
    weight_kg: string;
  }>(
    await tx.execute(sql`
      SELECT * FROM (
        SELECT o.id, o.number, o.shipped_at,
               to_char(o.shipped_at AT TIME ZONE ${list.timeZone}, 'YYYY-MM-01') AS month,
               sum(l.quantity) AS units, sum(l.quantity * coalesce(p.weight_kg, 0))::text AS weight_kg
          FROM orders o
          JOIN order_lines l ON l.order_id = o.id
          LEFT JOIN products p ON p.id = l.product_id
         WHERE o.client_id = ${clientId} AND o.warehouse_id = ${list.warehouseId}
           AND o.shipped_at IS NOT NULL AND o.shipped_at < now()
           AND o.shipped_at >= (${from}::timestamp AT TIME ZONE ${list.timeZone})
         GROUP BY o.id ${newest}
      ) shipped ORDER BY shipped_at, number`),
  );
}

/** Process order and extra products of each order, the tier by the month's count so far (as chargeShippedOrder). */
async function orderCharges(
  tx: AppDatabase,
  clientId: string,
  list: BillingPriceList,
  from: string,
  limit: number | null,
): Promise<ChargeRow[]> {
  const invoiceFor = invoicesOf(tx, clientId, list.warehouseId);
  const counts = new Map<string, number>();
  const rows: ChargeRow[] = [];
  for (const order of await shippedOrders(tx, clientId, list, from, limit)) {
    const occurredAt = new Date(order.shipped_at);
    const monthCount = (counts.get(order.month) ?? 0) + 1;
    let lines: ChargeLine[];
    try {
      lines = priceProcessOrder(list, {
        weightKg: Number(order.weight_kg),
        units: Number(order.units),
        monthCount,
      });
    } catch (error) {
      // An order heavier than every weight class is not charged (as the hook skips it).
      if (error instanceof PricingError) continue;
      throw error;
    }
    counts.set(order.month, monthCount);
    const invoice = await invoiceFor(order.month, occurredAt);
    for (const line of lines) {
      rows.push({
        invoice,
        occurredAt,
        line,
        priceListVersion: list.version,
        sourceType: 'order',
        sourceId: order.id,
        sourceLabel: `order #${Number(order.number)}`,
      });
    }
  }
  return rows;
}

/**
 * Each day's storage from `from` to yesterday (local): the snapshot of the day's closing on-hand, rebuilt from the
 * ledger (the movements that change on hand, up to the day's end), and its charge.
 */
async function storageCharges(
  tx: AppDatabase,
  clientId: string,
  list: BillingPriceList,
  from: string,
): Promise<ChargeRow[]> {
  const zone = list.timeZone;
  const days = rowsOf<{ day: string; month: string; at: string | Date; volume_m3: string }>(
    await tx.execute(sql`
      WITH days AS (
        SELECT d::date AS day FROM generate_series(${from}::date, (now() AT TIME ZONE ${zone})::date - 1,
                                                   interval '1 day') d
      ), closing AS (
        SELECT d.day, sum(m.quantity)::bigint AS units,
               round(sum(m.quantity * p.length_cm * p.width_cm * p.height_cm) / 1000000, 3) AS volume_m3
          FROM days d
          JOIN inventory_movements m
            ON m.client_id = ${clientId} AND m.warehouse_id = ${list.warehouseId}
           AND m.reason IN ('received', 'returned', 'adjusted', 'shipped')
           AND m.created_at < ((d.day + 1)::timestamp AT TIME ZONE ${zone})
          JOIN products p ON p.id = m.product_id
         GROUP BY d.day
      ), taken AS (
        INSERT INTO storage_snapshots (client_id, warehouse_id, day, units, volume_m3, taken_at)
        SELECT ${clientId}, ${list.warehouseId}, day, units, volume_m3, (day + 1)::timestamp AT TIME ZONE ${zone}
          FROM closing WHERE units > 0 AND volume_m3 > 0
        ON CONFLICT (client_id, warehouse_id, day) DO NOTHING
        RETURNING day, volume_m3
      )
      SELECT day::text AS day, to_char(day, 'YYYY-MM-01') AS month,
             day::timestamp AT TIME ZONE ${zone} AS at, volume_m3::text AS volume_m3
        FROM taken ORDER BY day`),
  );
  const invoiceFor = invoicesOf(tx, clientId, list.warehouseId);
  const rows: ChargeRow[] = [];
  for (const day of days) {
    const line = priceStorage(list, day.volume_m3, daysInMonthOf(day.day));
    if (!line) continue;
    const occurredAt = new Date(day.at);
    rows.push({
      invoice: await invoiceFor(day.month, occurredAt),
      occurredAt,
      line,
      priceListVersion: list.version,
      sourceType: 'storage_day',
      sourceId: `${list.warehouseId}:${day.day}`,
      sourceLabel: day.day,
    });
  }
  return rows;
}

async function insertCharges(tx: AppDatabase, clientId: string, rows: ChargeRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const values = rows.slice(start, start + ROWS_PER_INSERT).map(
      (row) => sql`(${clientId}, ${row.invoice.warehouseId}, ${row.invoice.id}::uuid, ${row.line.kind},
        ${row.occurredAt.toISOString()}::timestamptz, ${row.line.quantity}::numeric, ${row.line.unit},
        ${row.line.unitPriceCents}::bigint, ${row.line.amountCents}::bigint, ${row.invoice.currency},
        ${row.priceListVersion}::integer, ${JSON.stringify(row.line.rule)}::jsonb, ${row.sourceType},
        ${row.sourceId}, ${row.sourceLabel})`,
    );
    await tx.execute(sql`
      INSERT INTO charges (client_id, warehouse_id, invoice_id, kind, occurred_at, quantity, unit, unit_price_cents,
                           amount_cents, currency, price_list_version, rule, source_type, source_id, source_label)
      VALUES ${sql.join(values, sql`, `)}
      ON CONFLICT (client_id, kind, source_type, source_id) WHERE kind <> 'credit' DO NOTHING`);
  }
}

/** The first day of the month `months` before the current one in the zone, 'YYYY-MM-DD'. */
async function monthStart(tx: AppDatabase, timeZone: string, months: number): Promise<string> {
  const [row] = rowsOf<{ day: string }>(
    await tx.execute(sql`
      SELECT (date_trunc('month', now() AT TIME ZONE ${timeZone}) - make_interval(months => ${months}))::date::text
             AS day`),
  );
  return row!.day;
}

/** Issues each previous month's invoices of a warehouse at that month's end there (00:05 on the 1st, local). */
async function issuePreviousMonths(tx: AppDatabase, clientId: string, list: BillingPriceList): Promise<void> {
  const months = rowsOf<{ id: string; issue_at: string | Date }>(
    await tx.execute(sql`
      SELECT id, ((period_month + interval '1 month')::timestamp + interval '5 minutes') AT TIME ZONE ${list.timeZone}
             AS issue_at
        FROM invoices
       WHERE client_id = ${clientId} AND warehouse_id = ${list.warehouseId} AND status = 'open'
         AND period_month < date_trunc('month', now() AT TIME ZONE ${list.timeZone})::date
       ORDER BY period_month`),
  );
  for (const month of months) {
    await issueDueInvoices(tx, { now: new Date(month.issue_at), invoiceIds: [month.id] });
  }
}

export async function seedBilling(tx: AppDatabase): Promise<void> {
  if (await hasDemoBilling(tx)) return;
  for (const warehouseId of DEMO_WAREHOUSES) {
    const list = await loadPriceList(tx, warehouseId);
    if (!list) continue;
    const from = await monthStart(tx, list.timeZone, PREVIOUS_MONTHS);
    const rows = [
      ...(await orderCharges(tx, DEMO_CLIENT_ID, list, from, null)),
      ...(await storageCharges(tx, DEMO_CLIENT_ID, list, from)),
    ];
    await insertCharges(tx, DEMO_CLIENT_ID, rows);
  }
  // Exchanges the returns seed received at the billed warehouses: charged by billing-core itself (refunds never are).
  const exchanges = rowsOf<{ id: string }>(
    await tx.execute(sql`
      SELECT id FROM returns
       WHERE type = 'exchange' AND received_at IS NOT NULL
         AND ((client_id = ${DEMO_CLIENT_ID} AND warehouse_id IN (${sql.join(
           DEMO_WAREHOUSES.map((id) => sql`${id}`),
           sql`, `,
         )}))
              OR (client_id = ${OTHER_CLIENT_ID} AND warehouse_id = ${OTHER_WAREHOUSE}))
       ORDER BY received_at`),
  );
  for (const { id } of exchanges) await chargeReceivedReturn(tx, id);

  for (const warehouseId of DEMO_WAREHOUSES) {
    const list = await loadPriceList(tx, warehouseId);
    if (list) await issuePreviousMonths(tx, DEMO_CLIENT_ID, list);
  }
  // The oldest invoice at Mexico City was paid nine days after it was issued.
  await tx.execute(sql`
    UPDATE invoices SET status = 'paid', paid_at = issued_at + interval '9 days', paid_by = ${STAFF_USER_ID}::uuid
     WHERE id = (SELECT id FROM invoices
                  WHERE client_id = ${DEMO_CLIENT_ID} AND warehouse_id = ${DEMO_WAREHOUSES[0]} AND status = 'issued'
                  ORDER BY period_month LIMIT 1)`);

  // The other merchant: a few of this month's orders at its main warehouse.
  const other = await loadPriceList(tx, OTHER_WAREHOUSE);
  if (other) {
    const from = await monthStart(tx, other.timeZone, 0);
    await insertCharges(
      tx,
      OTHER_CLIENT_ID,
      await orderCharges(tx, OTHER_CLIENT_ID, other, from, OTHER_ORDERS),
    );
  }

  // An open dispute of the demo merchant about one of this month's process-order charges, its reason the thread's
  // first message (as the dispute route writes it).
  const [disputed] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      SELECT c.id FROM charges c JOIN invoices i ON i.id = c.invoice_id
       WHERE c.client_id = ${DEMO_CLIENT_ID} AND c.kind = 'process_order' AND i.status = 'open'
         AND c.warehouse_id = ${DEMO_WAREHOUSES[0]}
       ORDER BY c.occurred_at DESC LIMIT 1`),
  );
  if (disputed) {
    const disputeId = await insertDispute(tx, {
      clientId: DEMO_CLIENT_ID,
      chargeId: disputed.id,
      reason: DISPUTE_REASON,
      openedBy: DEMO_USER_ID,
    });
    await insertMessage(tx, {
      clientId: DEMO_CLIENT_ID,
      disputeId,
      authorId: DEMO_USER_ID,
      role: 'merchant',
      body: DISPUTE_REASON,
    });
  }
}
