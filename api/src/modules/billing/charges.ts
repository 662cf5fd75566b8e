// Where every charge is written (issue 18, billing-contract): in the caller's transaction — the very transaction of
// the warehouse's work (a box received, an order shipped, a return received), of the storage job, of a dispute's
// credit — with its `charge.created` event, so a charge exists exactly when its work does.
//
// What holds, and how:
// - A source is charged once per kind: the insert is ON CONFLICT DO NOTHING on charges_once_per_source, so a
//   re-run hook, a job run twice or on two processes charges once (the second insert waits on the first's key).
// - A charge goes into the open invoice of (client, warehouse, month of occurred_at in the warehouse's time zone),
//   created on demand (ON CONFLICT on its unique key). If that month's invoice is already issued (a late event),
//   into the open invoice of the current month there.
// - The invoice row is locked (FOR UPDATE) while its charge is written: invoicing's issue (an UPDATE) waits for
//   the charge's transaction, so no charge lands in an invoice being issued; and two charges of one client,
//   warehouse and month are written one after the other, so the month's count that picks a process-order or
//   return tier is exact: two concurrent ships get consecutive counts (N and N + 1), never the same one.
// - Pricing that fails (no such category, no service for a weight) never fails the warehouse's work: the hooks
//   run inside a savepoint, log the reason and skip the charge (billSafely).
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import type { ChargeKind, ChargeRule, ChargeSourceType } from '../../platform/db/billing-schema.js';
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { rowsOf } from '../inventory/ledger.js';
import {
  loadPriceList,
  priceProcessOrder,
  priceReception,
  priceReturn,
  priceStorage,
  daysInMonthOf,
  PricingError,
  type BillingPriceList,
  type ChargeLine,
} from './pricing.js';

/** The invoice a charge goes into. */
export interface OpenInvoice {
  id: string;
  clientId: string;
  warehouseId: string;
  /** 'YYYY-MM-01' */
  periodMonth: string;
  currency: string;
  number: number;
}

/** A charge as written. */
export interface WrittenCharge {
  id: string;
  clientId: string;
  warehouseId: string;
  invoiceId: string;
  kind: ChargeKind;
  occurredAt: Date;
  quantity: string;
  unit: string;
  unitPriceCents: number;
  amountCents: number;
  currency: string;
  sourceType: ChargeSourceType;
  sourceId: string;
  sourceLabel: string;
}

/** Where billing says what it skipped; the hooks default to a JSON line on stderr (see defaultBillingLog). */
export interface BillingLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * The default log of a skipped charge: one JSON line on stderr (the hooks run inside services that have no
 * request logger). A caller with a logger (Fastify's, the jobs') passes it instead.
 */
export const defaultBillingLog: BillingLog = {
  warn(details, message) {
    process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), msg: message, ...details })}\n`);
  },
};

interface InvoiceRow {
  id: string;
  client_id: string;
  warehouse_id: string;
  period_month: string | Date;
  currency: string;
  status: string;
  number: string | number;
}

const monthText = (value: string | Date): string =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

function invoiceOf(row: InvoiceRow): OpenInvoice {
  return {
    id: row.id,
    clientId: row.client_id,
    warehouseId: row.warehouse_id,
    periodMonth: monthText(row.period_month),
    currency: row.currency.trim(),
    number: Number(row.number),
  };
}

/** The invoice of (client, warehouse, month at `at` in the warehouse's time zone), created when missing, locked. */
async function lockedInvoiceAt(
  tx: AppDatabase,
  clientId: string,
  warehouseId: string,
  at: Date,
): Promise<InvoiceRow> {
  const month = sql`(date_trunc('month', ${at.toISOString()}::timestamptz AT TIME ZONE w.time_zone))::date`;
  await tx.execute(sql`
    INSERT INTO invoices (client_id, warehouse_id, period_month, currency)
    SELECT ${clientId}, w.id, ${month}, w.currency FROM warehouses w WHERE w.id = ${warehouseId}
    ON CONFLICT (client_id, warehouse_id, period_month) DO NOTHING`);
  const [row] = rowsOf<InvoiceRow>(
    await tx.execute(sql`
      SELECT i.id, i.client_id, i.warehouse_id, i.period_month::text AS period_month, i.currency, i.status, i.number
        FROM invoices i JOIN warehouses w ON w.id = i.warehouse_id
       WHERE i.client_id = ${clientId} AND i.warehouse_id = ${warehouseId} AND i.period_month = ${month}
         FOR UPDATE OF i`),
  );
  if (!row) throw new NotFound(`Warehouse ${warehouseId} not found`);
  return row;
}

/**
 * The open invoice a charge that occurred at `occurredAt` goes into, created on demand and locked until the
 * caller's transaction ends: its month's invoice while open; when that is issued (a late event), the open invoice
 * of the current month in the warehouse's time zone (or the next open one, should staff have issued this month's
 * early).
 */
export async function openInvoiceFor(
  tx: AppDatabase,
  clientId: string,
  warehouseId: string,
  occurredAt: Date,
): Promise<OpenInvoice> {
  const own = await lockedInvoiceAt(tx, clientId, warehouseId, occurredAt);
  if (own.status === 'open') return invoiceOf(own);
  const now = new Date();
  let at = occurredAt.getTime() > now.getTime() ? occurredAt : now;
  for (let attempt = 0; attempt < 24; attempt += 1) {
    const row = await lockedInvoiceAt(tx, clientId, warehouseId, at);
    if (row.status === 'open') return invoiceOf(row);
    // Issued already: the month after it (the 1st, + 32 days, lands in the next month whatever its length).
    at = new Date(Date.parse(`${monthText(row.period_month)}T12:00:00Z`) + 32 * 86_400_000);
  }
  throw new Conflict('No open invoice could be found for this charge');
}

/** What insertCharge writes besides the invoice, which it finds. */
export interface ChargeInput {
  clientId: string;
  warehouseId: string;
  kind: ChargeKind;
  occurredAt: Date;
  quantity: string;
  unit: string;
  unitPriceCents: number;
  amountCents: number;
  priceListVersion: number | null;
  rule: ChargeRule;
  sourceType: ChargeSourceType;
  sourceId: string;
  sourceLabel: string;
  correctsChargeId?: string | null;
  createdBy?: string | null;
}

interface ChargeRow {
  id: string;
  client_id: string;
  warehouse_id: string;
  invoice_id: string;
  kind: ChargeKind;
  occurred_at: string | Date;
  quantity: string;
  unit: string;
  unit_price_cents: string | number;
  amount_cents: string | number;
  currency: string;
  source_type: ChargeSourceType;
  source_id: string;
  source_label: string;
}

function chargeOf(row: ChargeRow): WrittenCharge {
  return {
    id: row.id,
    clientId: row.client_id,
    warehouseId: row.warehouse_id,
    invoiceId: row.invoice_id,
    kind: row.kind,
    occurredAt: new Date(row.occurred_at),
    quantity: row.quantity,
    unit: row.unit,
    unitPriceCents: Number(row.unit_price_cents),
    amountCents: Number(row.amount_cents),
    currency: row.currency.trim(),
    sourceType: row.source_type,
    sourceId: row.source_id,
    sourceLabel: row.source_label,
  };
}

/**
 * Writes one charge into `invoice` (open and locked by openInvoiceFor) and its `charge.created` event; null when
 * the source was charged for this kind already (charges_once_per_source: nothing is written, no event).
 */
export async function insertCharge(
  tx: AppDatabase,
  invoice: OpenInvoice,
  input: ChargeInput,
): Promise<WrittenCharge | null> {
  const [row] = rowsOf<ChargeRow>(
    await tx.execute(sql`
      INSERT INTO charges (client_id, warehouse_id, invoice_id, kind, occurred_at, quantity, unit, unit_price_cents,
                           amount_cents, currency, price_list_version, rule, source_type, source_id, source_label,
                           corrects_charge_id, created_by)
      VALUES (${input.clientId}, ${input.warehouseId}, ${invoice.id}::uuid, ${input.kind},
              ${input.occurredAt.toISOString()}::timestamptz, ${input.quantity}::numeric, ${input.unit},
              ${input.unitPriceCents}, ${input.amountCents}, ${invoice.currency}, ${input.priceListVersion},
              ${JSON.stringify(input.rule)}::jsonb, ${input.sourceType}, ${input.sourceId}, ${input.sourceLabel},
              ${input.correctsChargeId ?? null}::uuid, ${input.createdBy ?? null}::uuid)
      ON CONFLICT (client_id, kind, source_type, source_id) WHERE kind <> 'credit' DO NOTHING
      RETURNING id, client_id, warehouse_id, invoice_id, kind, occurred_at, quantity::text AS quantity, unit,
                unit_price_cents, amount_cents, currency, source_type, source_id, source_label`),
  );
  if (!row) return null;
  const charge = chargeOf(row);
  await recordEvent(tx, {
    clientId: charge.clientId,
    name: 'charge.created',
    payload: {
      chargeId: charge.id,
      clientId: charge.clientId,
      warehouseId: charge.warehouseId,
      invoiceId: charge.invoiceId,
      kind: charge.kind,
      amountCents: charge.amountCents,
      currency: charge.currency,
      occurredAt: charge.occurredAt.toISOString(),
    },
  });
  return charge;
}

/** Whether the source was charged for this kind already (a re-run hook skips the pricing altogether). */
async function alreadyCharged(
  tx: AppDatabase,
  clientId: string,
  kind: ChargeKind,
  sourceType: ChargeSourceType,
  sourceId: string,
): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      SELECT id FROM charges
       WHERE client_id = ${clientId} AND kind = ${kind} AND source_type = ${sourceType} AND source_id = ${sourceId}
       LIMIT 1`),
  );
  return rows.length > 0;
}

/** The month's count of `kind` charges in the invoice, the one about to be written included. */
async function monthCount(tx: AppDatabase, invoice: OpenInvoice, kind: ChargeKind): Promise<number> {
  const [row] = rowsOf<{ count: string | number }>(
    await tx.execute(sql`
      SELECT count(*) AS count FROM charges WHERE invoice_id = ${invoice.id}::uuid AND kind = ${kind}`),
  );
  return Number(row?.count ?? 0) + 1;
}

async function requirePriceList(tx: AppDatabase, warehouseId: string): Promise<BillingPriceList> {
  const list = await loadPriceList(tx, warehouseId);
  if (!list) throw new PricingError(`Warehouse ${warehouseId} has no price list`);
  return list;
}

interface Source {
  clientId: string;
  warehouseId: string;
  occurredAt: Date;
  sourceType: ChargeSourceType;
  sourceId: string;
  sourceLabel: string;
}

async function writeLines(
  tx: AppDatabase,
  invoice: OpenInvoice,
  list: BillingPriceList,
  source: Source,
  lines: readonly (ChargeLine & { sourceId?: string })[],
): Promise<WrittenCharge[]> {
  const written: WrittenCharge[] = [];
  for (const line of lines) {
    const charge = await insertCharge(tx, invoice, {
      ...source,
      sourceId: line.sourceId ?? source.sourceId,
      kind: line.kind,
      quantity: line.quantity,
      unit: line.unit,
      unitPriceCents: line.unitPriceCents,
      amountCents: line.amountCents,
      priceListVersion: list.version,
      rule: line.rule,
    });
    if (charge) written.push(charge);
  }
  return written;
}

/**
 * Runs a hook's charging inside a savepoint: a PricingError (the price list cannot price it) or any database
 * error of billing's own rolls back billing's part only and is logged, and the warehouse's work goes on.
 * Returns the charges written (none when skipped).
 */
export async function billSafely(
  tx: AppDatabase,
  what: Record<string, unknown>,
  work: (tx: AppDatabase) => Promise<WrittenCharge[]>,
  log: BillingLog = defaultBillingLog,
): Promise<WrittenCharge[]> {
  try {
    return await tx.transaction((savepoint) => work(savepoint as unknown as AppDatabase));
  } catch (error) {
    log.warn(
      { ...what, reason: error instanceof Error ? error.message : String(error) },
      error instanceof PricingError ? 'charge skipped: the price list cannot price it' : 'charge skipped',
    );
    return [];
  }
}

/** A receiving box received: reception, per box or per service (by the products' weight). */
export async function chargeReceivedBox(
  tx: AppDatabase,
  box: { boxId: string; clientId: string; warehouseId: string; receivedAt: Date; label: string },
): Promise<WrittenCharge[]> {
  const list = await requirePriceList(tx, box.warehouseId);
  const products = rowsOf<{ units: string | number; weight_kg: string }>(
    await tx.execute(sql`
      SELECT l.received AS units, p.weight_kg::text AS weight_kg
        FROM receiving_box_lines l JOIN products p ON p.id = l.product_id
       WHERE l.box_id = ${box.boxId}::uuid AND l.received > 0`),
  ).map((row) => ({ units: Number(row.units), weightKg: row.weight_kg }));
  const lines = priceReception(list, products);
  const byBox = lines.length === 1 && lines[0].unit === 'box';
  const invoice = await openInvoiceFor(tx, box.clientId, box.warehouseId, box.receivedAt);
  const source: Source = {
    clientId: box.clientId,
    warehouseId: box.warehouseId,
    occurredAt: box.receivedAt,
    sourceType: 'receiving_box',
    sourceId: box.boxId,
    sourceLabel: box.label,
  };
  return writeLines(
    tx,
    invoice,
    list,
    source,
    lines.map((line) => ({ ...line, sourceId: byBox ? box.boxId : `${box.boxId}:${line.serviceId}` })),
  );
}

/**
 * An order shipped: process order (the service holding the order's weight, the tier by the month's count) and
 * extra products. Reads the order (its client, warehouse, number and shipped_at) itself; an order not shipped
 * yet is not charged.
 */
export async function chargeShippedOrder(tx: AppDatabase, orderId: string): Promise<WrittenCharge[]> {
  const [order] = rowsOf<{
    client_id: string;
    warehouse_id: string | null;
    number: string | number;
    shipped_at: string | Date | null;
  }>(
    await tx.execute(
      sql`SELECT client_id, warehouse_id, number, shipped_at FROM orders WHERE id = ${orderId}::uuid`,
    ),
  );
  if (!order?.warehouse_id || !order.shipped_at) return [];
  const clientId = order.client_id;
  const warehouseId = order.warehouse_id;
  if (await alreadyCharged(tx, clientId, 'process_order', 'order', orderId)) return [];
  const list = await requirePriceList(tx, warehouseId);
  const [totals] = rowsOf<{ units: string | number | null; weight_kg: string | null }>(
    await tx.execute(sql`
      SELECT sum(l.quantity) AS units, sum(l.quantity * coalesce(p.weight_kg, 0))::text AS weight_kg
        FROM order_lines l LEFT JOIN products p ON p.id = l.product_id
       WHERE l.order_id = ${orderId}::uuid`),
  );
  const shippedAt = new Date(order.shipped_at);
  const invoice = await openInvoiceFor(tx, clientId, warehouseId, shippedAt);
  const lines = priceProcessOrder(list, {
    weightKg: Number(totals?.weight_kg ?? 0),
    units: Number(totals?.units ?? 0),
    monthCount: await monthCount(tx, invoice, 'process_order'),
  });
  return writeLines(
    tx,
    invoice,
    list,
    {
      clientId,
      warehouseId,
      occurredAt: shippedAt,
      sourceType: 'order',
      sourceId: orderId,
      sourceLabel: `order #${Number(order.number)}`,
    },
    lines,
  );
}

/**
 * A return received: an exchange is charged (the returns service holding the returned units' weight, the tier by
 * the month's count of return charges); a refund never is. Reads the return (type, number, received_at, counted
 * units) itself; a return not received yet is not charged.
 */
export async function chargeReceivedReturn(tx: AppDatabase, returnId: string): Promise<WrittenCharge[]> {
  const [ret] = rowsOf<{
    client_id: string;
    warehouse_id: string;
    type: string;
    number: string | number;
    received_at: string | Date | null;
    weight_kg: string | null;
  }>(
    await tx.execute(sql`
      SELECT r.client_id, r.warehouse_id, r.type, r.number, r.received_at,
             (SELECT sum((coalesce(l.good, 0) + coalesce(l.damaged, 0)) * coalesce(p.weight_kg, 0))::text
                FROM return_lines l LEFT JOIN products p ON p.id = l.product_id
               WHERE l.return_id = r.id) AS weight_kg
        FROM returns r WHERE r.id = ${returnId}::uuid`),
  );
  if (!ret || ret.type !== 'exchange' || !ret.received_at) return [];
  if (await alreadyCharged(tx, ret.client_id, 'return', 'return', returnId)) return [];
  const list = await requirePriceList(tx, ret.warehouse_id);
  const receivedAt = new Date(ret.received_at);
  const invoice = await openInvoiceFor(tx, ret.client_id, ret.warehouse_id, receivedAt);
  const line = priceReturn(list, {
    weightKg: Number(ret.weight_kg ?? 0),
    monthCount: await monthCount(tx, invoice, 'return'),
  });
  return writeLines(
    tx,
    invoice,
    list,
    {
      clientId: ret.client_id,
      warehouseId: ret.warehouse_id,
      occurredAt: receivedAt,
      sourceType: 'return',
      sourceId: returnId,
      sourceLabel: `RMA-${Number(ret.number)}`,
    },
    [line],
  );
}

/** One storage day (the storage job's snapshot): the storage range by the day's volume; nothing at 0 m³. */
export async function chargeStorageDay(
  tx: AppDatabase,
  day: { clientId: string; warehouseId: string; day: string; volumeM3: string; timeZone?: string },
): Promise<WrittenCharge | null> {
  const list = await requirePriceList(tx, day.warehouseId);
  const line = priceStorage(list, day.volumeM3, daysInMonthOf(day.day));
  if (!line) return null;
  // The day occurred at its start in the warehouse's time zone, so it belongs to that local month.
  const [start] = rowsOf<{ at: string | Date }>(
    await tx.execute(sql`
      SELECT (${day.day}::date::timestamp AT TIME ZONE ${day.timeZone ?? list.timeZone}) AS at`),
  );
  const occurredAt = new Date(start!.at);
  const invoice = await openInvoiceFor(tx, day.clientId, day.warehouseId, occurredAt);
  const [charge] = await writeLines(
    tx,
    invoice,
    list,
    {
      clientId: day.clientId,
      warehouseId: day.warehouseId,
      occurredAt,
      sourceType: 'storage_day',
      sourceId: `${day.warehouseId}:${day.day}`,
      sourceLabel: day.day,
    },
    [line],
  );
  return charge ?? null;
}

export const CREDIT_MESSAGES = {
  chargeNotFound: 'Charge not found',
  creditOfCredit: 'A credit line cannot be credited',
  positive: 'The credit must be a positive amount of cents',
  nothingLeft: 'This charge has already been credited in full',
  tooMuch: (left: number) => `At most ${left} cents of this charge can still be credited`,
} as const;

export interface CreditInput {
  chargeId: string;
  /** Positive: how much of the charge is taken back, in cents. */
  amountCents: number;
  reason: string;
  disputeId?: string | null;
  createdBy?: string | null;
}

/**
 * A credit line correcting a charge: a negative `credit` charge pointing at it, never taking back more than what
 * is left of it (the corrected charge's row is locked, so two credits are counted one after the other), into the
 * corrected charge's invoice while open, else the current month's open invoice. NotFound / Conflict / 422 with
 * the reason otherwise.
 */
export async function createCredit(tx: AppDatabase, input: CreditInput): Promise<WrittenCharge> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new ValidationFailed(CREDIT_MESSAGES.positive, { field: 'amountCents' });
  }
  const [charge] = rowsOf<{
    id: string;
    client_id: string;
    warehouse_id: string;
    invoice_id: string;
    kind: ChargeKind;
    amount_cents: string | number;
    source_label: string;
    invoice_status: string;
  }>(
    await tx.execute(sql`
      SELECT ch.id, ch.client_id, ch.warehouse_id, ch.invoice_id, ch.kind, ch.amount_cents, ch.source_label,
             i.status AS invoice_status
        FROM charges ch JOIN invoices i ON i.id = ch.invoice_id
       WHERE ch.id = ${input.chargeId}::uuid
         FOR UPDATE OF ch`),
  );
  if (!charge) throw new NotFound(CREDIT_MESSAGES.chargeNotFound);
  if (charge.kind === 'credit') throw new Conflict(CREDIT_MESSAGES.creditOfCredit);
  const [credited] = rowsOf<{ total: string | number }>(
    await tx.execute(sql`
      SELECT coalesce(sum(amount_cents), 0) AS total FROM charges WHERE corrects_charge_id = ${charge.id}::uuid`),
  );
  const left = Number(charge.amount_cents) + Number(credited?.total ?? 0);
  if (left <= 0) throw new Conflict(CREDIT_MESSAGES.nothingLeft);
  if (input.amountCents > left) throw new Conflict(CREDIT_MESSAGES.tooMuch(left), { field: 'amountCents' });

  const now = new Date();
  let invoice: OpenInvoice;
  if (charge.invoice_status === 'open') {
    const [row] = rowsOf<InvoiceRow>(
      await tx.execute(sql`
        SELECT id, client_id, warehouse_id, period_month::text AS period_month, currency, status, number
          FROM invoices WHERE id = ${charge.invoice_id}::uuid FOR UPDATE`),
    );
    invoice =
      row!.status === 'open'
        ? invoiceOf(row!)
        : await openInvoiceFor(tx, charge.client_id, charge.warehouse_id, now);
  } else {
    invoice = await openInvoiceFor(tx, charge.client_id, charge.warehouse_id, now);
  }
  const written = await insertCharge(tx, invoice, {
    clientId: charge.client_id,
    warehouseId: charge.warehouse_id,
    kind: 'credit',
    occurredAt: now,
    quantity: '1',
    unit: 'credit',
    unitPriceCents: -input.amountCents,
    amountCents: -input.amountCents,
    priceListVersion: null,
    rule: { reason: input.reason, disputeId: input.disputeId ?? null },
    sourceType: 'charge',
    sourceId: charge.id,
    sourceLabel: charge.source_label,
    correctsChargeId: charge.id,
    createdBy: input.createdBy ?? null,
  });
  // Credits are outside charges_once_per_source, so the insert always writes.
  return written!;
}
