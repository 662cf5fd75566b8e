// Billing's charges where the work happens (issue 18), on PGlite by default and on PostgreSQL with DATABASE_URL:
// a received box, a shipped order and a received exchange are charged in their own transactions, priced by the
// calculators' rules on the price list `GET /warehouse/prices` serves (the expected amounts below are computed from
// that list with the calculator's estimateTotal); each source is charged once; the month's count picks the tier,
// also for two orders shipped at the same moment; a late charge goes to the open month; charges are never edited;
// another client sees none; a price list that cannot price something never fails the work.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { clients } from '../../platform/db/schema.js';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { estimateTotal, applicableRange } from '../../pricing/rules.js';
import { DEMO_CLIENT_ID, DEMO_USER_ID, OTHER_CLIENT_ID, OTHER_USER_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { collect, connectSocket, listen, tokenFor, waitFor } from '../../test/sockets.js';
import { rowsOf } from '../inventory/ledger.js';
import { orderReadyToPick, stockedProducts, type FloorProduct } from '../orders/floor-test-support.js';
import type { PriceService, WarehousePrice } from '../price-lists/schemas.js';
import {
  createProducts,
  OTHER_WAREHOUSE,
  prepareUsers,
  request,
  sendBody,
  sendInventory,
  STAFF_WAREHOUSE,
  type Tokens,
} from '../receiving/test-support.js';
import { shippedOrder } from '../returns/test-support.js';
import {
  billSafely,
  chargeReceivedBox,
  chargeReceivedReturn,
  chargeShippedOrder,
  chargeStorageDay,
  createCredit,
  openInvoiceFor,
  type BillingLog,
} from './charges.js';
import { PricingError } from './pricing.js';

let t: TestApp;
let tokens: Tokens;
let prices: Map<string, WarehousePrice>;

beforeAll(async () => {
  // The relay's catch-up pass runs often, so the socket test waits a fraction of a second at most.
  t = await startTestApp({ env: { EVENT_CATCH_UP_INTERVAL_MS: '200' } });
  tokens = await prepareUsers(t);
  const res = await t.app.inject({ method: 'GET', url: '/warehouse/prices' });
  prices = new Map(res.json<WarehousePrice[]>().map((warehouse) => [warehouse.id, warehouse]));
}, 120_000);

afterAll(() => t?.close());

const db = () => t.testDatabase.database;
const operator = <T>(work: (tx: AppDatabase) => Promise<T>) => asOperator(db(), work);
const post = (token: string, url: string, payload?: object) =>
  request(t, token, { method: 'POST', url, ...(payload ? { payload } : {}) });

interface ChargeRow {
  id: string;
  client_id: string;
  invoice_id: string;
  kind: string;
  quantity: string;
  unit: string;
  unit_price_cents: string | number;
  amount_cents: string | number;
  currency: string;
  price_list_version: number | null;
  rule: Record<string, unknown>;
  source_type: string;
  source_id: string;
  source_label: string;
}

/** The charges of a source (its id, or its id's prefix for reception per service), oldest first. */
const chargesOf = (sourceId: string): Promise<ChargeRow[]> =>
  operator(async (tx) =>
    rowsOf<ChargeRow>(
      await tx.execute(sql`
        SELECT id, client_id, invoice_id, kind, quantity::text AS quantity, unit, unit_price_cents, amount_cents,
               currency, price_list_version, rule, source_type, source_id, source_label
          FROM charges WHERE source_id = ${sourceId} OR source_id LIKE ${`${sourceId}:%`}
         ORDER BY created_at, kind`),
    ),
  );

const cents = (value: string | number) => Number(value);

/** What the calculator on /prices says `quantity` costs with `service` at `tier`, in cents. */
function calculatorCents(ranges: PriceService['ranges'], tier: number, quantity: number): number {
  const applied = applicableRange(ranges, tier);
  return Math.round(estimateTotal(quantity, applied!.range) * 100);
}

async function priceListVersion(warehouseId: string): Promise<number> {
  return operator(async (tx) => {
    const [row] = rowsOf<{ v: number }>(
      await tx.execute(sql`SELECT price_list_version AS v FROM warehouses WHERE id = ${warehouseId}`),
    );
    return Number(row!.v);
  });
}

/** A client of its own, so a test's month counts are its own. */
async function freshClient(): Promise<string> {
  const id = `CL-B${randomUUID().slice(0, 8).toUpperCase()}`;
  await operator((tx) => tx.insert(clients).values({ id, name: `Billing ${id}` }));
  return id;
}

/** An order of `clientId` marked shipped (as the floor leaves it), `units` units of one product. */
async function shippedOrderOf(clientId: string, product: FloorProduct, units: number, at = new Date()) {
  const order = await orderReadyToPick(db(), {
    clientId,
    warehouseId: STAFF_WAREHOUSE,
    lines: [{ product, quantity: units }],
  });
  await operator((tx) =>
    tx.execute(sql`
      UPDATE orders SET fulfillment_status = 'fulfilled', warehouse_status = 'shipped',
                        shipped_at = ${at.toISOString()}::timestamptz
       WHERE id = ${order.id}::uuid`),
  );
  return order;
}

/** `count` charges of `kind` already in the client's open invoice of this month (written as billing writes them). */
async function prefill(clientId: string, kind: 'process_order' | 'return', count: number) {
  await operator(async (tx) => {
    const invoice = await openInvoiceFor(tx, clientId, STAFF_WAREHOUSE, new Date());
    await tx.execute(sql`
      INSERT INTO charges (client_id, warehouse_id, invoice_id, kind, occurred_at, quantity, unit, unit_price_cents,
                           amount_cents, currency, price_list_version, rule, source_type, source_id, source_label)
      SELECT ${clientId}, ${STAFF_WAREHOUSE}, ${invoice.id}::uuid, ${kind}, now(), 1, 'order', 100, 100,
             ${invoice.currency}, 1, '{"category":"processOrder"}'::jsonb,
             ${kind === 'return' ? 'return' : 'order'}, 'prefill-' || n, 'prefill ' || n
        FROM generate_series(1, ${count}) AS n`);
  });
}

describe('a received box', () => {
  it('is charged for reception, per service by the products’ weight, with the rule and the price-list version', async () => {
    const [product] = await createProducts(t, DEMO_CLIENT_ID, 1); // 0.750 kg
    const sent = await sendInventory(t, tokens.merchant, sendBody([{ product: product!, quantity: 4 }]));
    expect(sent.statusCode).toBe(201);
    const { number, boxes } = sent.json<{ number: number; boxes: { id: string; number: number }[] }>();
    const box = boxes[0]!;
    const received = await post(tokens.staff, `/staff/receiving-boxes/${box.id}/receive`, {
      lines: [{ sku: product!.sku, received: 4, damaged: 0 }],
    });
    expect(received.statusCode).toBe(200);

    const reception = prices.get(STAFF_WAREHOUSE)!.categories.reception;
    expect(reception.services.length).toBeGreaterThan(2); // CDMX prices reception per product
    const small = reception.services.find((service) => (service.min ?? 0) <= 0.75 && 0.75 <= service.max!)!;
    const charges = await chargesOf(box.id);
    expect(charges).toHaveLength(1);
    const [charge] = charges;
    expect(charge).toMatchObject({
      client_id: DEMO_CLIENT_ID,
      kind: 'reception',
      quantity: '4.000',
      unit: 'product',
      currency: prices.get(STAFF_WAREHOUSE)!.currency,
      price_list_version: await priceListVersion(STAFF_WAREHOUSE),
      source_type: 'receiving_box',
      source_id: `${box.id}:${small.id}`,
      source_label: `RO-${number} · box ${box.number}`,
    });
    expect(cents(charge!.amount_cents)).toBe(calculatorCents(small.ranges, 4, 4));
    expect(charge!.rule).toMatchObject({
      category: 'reception',
      serviceId: small.id,
      serviceName: small.name,
      rangeIndex: 0,
      tier: 4,
      openEnded: false,
    });

    // Re-running the hook charges nothing more.
    const again = await operator((tx) =>
      chargeReceivedBox(tx, {
        boxId: box.id,
        clientId: DEMO_CLIENT_ID,
        warehouseId: STAFF_WAREHOUSE,
        receivedAt: new Date(),
        label: 'again',
      }),
    );
    expect(again).toEqual([]);
    expect(await chargesOf(box.id)).toHaveLength(1);

    // Its charge.created event, in the same transaction.
    const events = await operator(async (tx) =>
      rowsOf<{ payload: Record<string, unknown> }>(
        await tx.execute(sql`
          SELECT payload FROM events WHERE name = 'charge.created' AND payload->>'chargeId' = ${charge!.id}`),
      ),
    );
    expect(events.map((event) => event.payload)).toEqual([
      expect.objectContaining({
        chargeId: charge!.id,
        clientId: DEMO_CLIENT_ID,
        warehouseId: STAFF_WAREHOUSE,
        invoiceId: charge!.invoice_id,
        kind: 'reception',
        amountCents: cents(charge!.amount_cents),
      }),
    ]);
  });

  it('is charged per box where reception has 2 services or fewer (Monterrey)', async () => {
    const [product] = await createProducts(t, DEMO_CLIENT_ID, 1);
    const sent = await sendInventory(
      t,
      tokens.merchant,
      sendBody([{ product: product!, quantity: 6 }], { warehouseId: OTHER_WAREHOUSE }),
    );
    expect(sent.statusCode).toBe(201);
    const box = sent.json<{ boxes: { id: string }[] }>().boxes[0]!;
    const received = await post(tokens.otherStaff, `/staff/receiving-boxes/${box.id}/receive`, {
      lines: [{ sku: product!.sku, received: 6, damaged: 0 }],
    });
    expect(received.statusCode).toBe(200);
    const first = prices.get(OTHER_WAREHOUSE)!.categories.reception.services[0]!;
    const [charge, ...more] = await chargesOf(box.id);
    expect(more).toEqual([]);
    expect(charge).toMatchObject({ kind: 'reception', quantity: '1.000', unit: 'box', source_id: box.id });
    expect(cents(charge!.amount_cents)).toBe(calculatorCents(first.ranges, 1, 1));
  });
});

describe('charge.created on the socket', () => {
  it("reaches the client's sockets when a staff user receives a box, and no other client's", async () => {
    const url = await listen(t);
    const demo = await connectSocket(
      url,
      await tokenFor(t, { userId: DEMO_USER_ID, clientId: DEMO_CLIENT_ID }),
    );
    const other = await connectSocket(
      url,
      await tokenFor(t, { userId: OTHER_USER_ID, clientId: OTHER_CLIENT_ID }),
    );
    try {
      const demoEvents = collect(demo, 'charge.created') as Array<{ chargeId: string; kind: string }>;
      const otherEvents = collect(other, 'charge.created');
      const [product] = await createProducts(t, DEMO_CLIENT_ID, 1);
      const sent = await sendInventory(t, tokens.merchant, sendBody([{ product: product!, quantity: 2 }]));
      const box = sent.json<{ boxes: { id: string }[] }>().boxes[0]!;
      await post(tokens.staff, `/staff/receiving-boxes/${box.id}/receive`, {
        lines: [{ sku: product!.sku, received: 2, damaged: 0 }],
      });
      const [charge] = await chargesOf(box.id);
      const event = await waitFor('the charge event', () =>
        demoEvents.find((one) => one.chargeId === charge!.id),
      );
      expect(event).toMatchObject({
        chargeId: charge!.id,
        clientId: DEMO_CLIENT_ID,
        warehouseId: STAFF_WAREHOUSE,
        invoiceId: charge!.invoice_id,
        kind: 'reception',
        amountCents: cents(charge!.amount_cents),
        currency: charge!.currency,
      });
      expect(otherEvents).toEqual([]);
    } finally {
      demo.disconnect();
      other.disconnect();
    }
  });
});

describe('a shipped order', () => {
  it('with 3 units is charged process order and 2 extra products, once', async () => {
    const clientId = await freshClient();
    const items = await stockedProducts(db(), clientId, STAFF_WAREHOUSE, [null], 50); // 0.400 kg each
    const order = await orderReadyToPick(db(), {
      clientId,
      warehouseId: STAFF_WAREHOUSE,
      lines: [{ product: items[0]!, quantity: 3 }],
    });
    await post(tokens.staff, `/staff/orders/${order.id}/start-picking`);
    await post(tokens.staff, `/staff/orders/${order.id}/picked`);
    for (let i = 0; i < 3; i += 1) {
      await post(tokens.staff, `/staff/orders/${order.id}/pack`, { barcode: items[0]!.barcode });
    }
    const shipped = await post(tokens.staff, `/staff/orders/${order.id}/ship`, {
      carrierId: 'mx-fedex',
      carrierServiceId: 'mx-fedex:s1',
    });
    expect(shipped.statusCode).toBe(200);

    // 3 × 0.4 kg = 1.2 kg: the process-order service holding 1.2 kg; the client's first order of the month.
    const services = prices.get(STAFF_WAREHOUSE)!.categories.processOrder.services;
    const service = services.find((one) => (one.min ?? 0) <= 1.2 && (one.max === null || 1.2 <= one.max))!;
    const charges = await chargesOf(order.id);
    expect(charges.map((charge) => [charge.kind, charge.quantity, charge.unit])).toEqual([
      ['extra_product', '2.000', 'product'],
      ['process_order', '1.000', 'order'],
    ]);
    const byKind = new Map(charges.map((charge) => [charge.kind, charge]));
    expect(cents(byKind.get('process_order')!.amount_cents)).toBe(calculatorCents(service.ranges, 1, 1));
    expect(byKind.get('process_order')!.rule).toMatchObject({
      serviceId: service.id,
      tier: 1,
      rangeIndex: 0,
    });
    expect(cents(byKind.get('extra_product')!.unit_price_cents)).toBe(Math.round(service.extraPrice! * 100));
    expect(cents(byKind.get('extra_product')!.amount_cents)).toBe(
      Math.round(estimateTotal(2, { min: 0, max: null, price: service.extraPrice! }) * 100),
    );
    expect(byKind.get('process_order')!.source_label).toBe(`order #${order.number}`);

    expect(await operator((tx) => chargeShippedOrder(tx, order.id))).toEqual([]);
    expect(await chargesOf(order.id)).toHaveLength(2);
  });

  it('is priced by the next tier once the month’s count passes a range (the 501st order)', async () => {
    const clientId = await freshClient();
    const [item] = await stockedProducts(db(), clientId, STAFF_WAREHOUSE, [null], 10);
    await prefill(clientId, 'process_order', 499);
    const services = prices.get(STAFF_WAREHOUSE)!.categories.processOrder.services;
    const small = services.find((one) => (one.min ?? 0) <= 0.4 && 0.4 <= one.max!)!;
    expect(small.ranges[0]!.max).toBe(500);

    const five100 = await shippedOrderOf(clientId, item!, 1);
    const [at500] = await operator((tx) => chargeShippedOrder(tx, five100.id));
    const five101 = await shippedOrderOf(clientId, item!, 1);
    const [at501] = await operator((tx) => chargeShippedOrder(tx, five101.id));
    const [row500] = await chargesOf(five100.id);
    const [row501] = await chargesOf(five101.id);
    expect(row500!.rule).toMatchObject({ tier: 500, rangeIndex: 0, openEnded: false });
    expect(row501!.rule).toMatchObject({ tier: 501, rangeIndex: 1, rangeMin: 501 });
    expect(at500!.amountCents).toBe(calculatorCents(small.ranges, 500, 1));
    expect(at501!.amountCents).toBe(calculatorCents(small.ranges, 501, 1));
    expect(at501!.amountCents).toBeLessThan(at500!.amountCents);
  });

  it('shipped at the same moment as another of the client’s orders: each gets its own count (distinct tiers)', async () => {
    const clientId = await freshClient();
    const [item] = await stockedProducts(db(), clientId, STAFF_WAREHOUSE, [null], 10);
    const orders = [await shippedOrderOf(clientId, item!, 1), await shippedOrderOf(clientId, item!, 1)];
    const written = await Promise.all(
      orders.map((order) => operator((tx) => chargeShippedOrder(tx, order.id))),
    );
    expect(written.map((lines) => lines.length)).toEqual([1, 1]);
    const tiers = (await Promise.all(orders.map((order) => chargesOf(order.id)))).map(
      ([charge]) => charge!.rule.tier,
    );
    expect(tiers.sort()).toEqual([1, 2]);
  });

  it('charged by two processes at the same moment is charged once', async () => {
    const clientId = await freshClient();
    const [item] = await stockedProducts(db(), clientId, STAFF_WAREHOUSE, [null], 10);
    const order = await shippedOrderOf(clientId, item!, 2);
    const written = await Promise.all([1, 2].map(() => operator((tx) => chargeShippedOrder(tx, order.id))));
    expect(written.map((lines) => lines.length).sort()).toEqual([0, 2]);
    expect((await chargesOf(order.id)).map((charge) => charge.kind)).toEqual([
      'extra_product',
      'process_order',
    ]);
  });

  it('that the price list cannot price is shipped all the same, the charge logged and skipped', async () => {
    const clientId = await freshClient();
    const [item] = await stockedProducts(db(), clientId, STAFF_WAREHOUSE, [null], 10);
    // 40 kg: above every process-order weight class of the price list.
    await operator((tx) => tx.execute(sql`UPDATE products SET weight_kg = 40 WHERE id = ${item!.id}::uuid`));
    const order = await orderReadyToPick(db(), {
      clientId,
      warehouseId: STAFF_WAREHOUSE,
      lines: [{ product: item!, quantity: 1 }],
    });
    await post(tokens.staff, `/staff/orders/${order.id}/start-picking`);
    await post(tokens.staff, `/staff/orders/${order.id}/picked`);
    await post(tokens.staff, `/staff/orders/${order.id}/pack`, { barcode: item!.barcode });
    const shipped = await post(tokens.staff, `/staff/orders/${order.id}/ship`, {
      carrierId: 'mx-fedex',
      carrierServiceId: 'mx-fedex:s1',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json<{ warehouseStatus: string }>().warehouseStatus).toBe('shipped');
    expect(await chargesOf(order.id)).toEqual([]);

    // What billSafely does with it: the reason logged, nothing written, the transaction still usable.
    const warnings: Array<{ details: Record<string, unknown>; message: string }> = [];
    const log: BillingLog = { warn: (details, message) => warnings.push({ details, message }) };
    const after = await operator(async (tx) => {
      const skipped = await billSafely(
        tx,
        { orderId: order.id },
        (billing) => chargeShippedOrder(billing, order.id),
        log,
      );
      const [row] = rowsOf<{ status: string }>(
        await tx.execute(sql`SELECT warehouse_status AS status FROM orders WHERE id = ${order.id}::uuid`),
      );
      return { skipped, status: row!.status };
    });
    expect(after).toEqual({ skipped: [], status: 'shipped' });
    expect(warnings).toEqual([
      {
        details: { orderId: order.id, reason: 'No process order service of the price list holds 40 kg' },
        message: 'charge skipped: the price list cannot price it',
      },
    ]);
    await expect(operator((tx) => chargeShippedOrder(tx, order.id))).rejects.toBeInstanceOf(PricingError);
  });
});

describe('a received return', () => {
  const createReturn = async (
    order: Awaited<ReturnType<typeof shippedOrder>>,
    type: 'exchange' | 'refund',
  ) => {
    const res = await request(t, tokens.merchant, {
      method: 'POST',
      url: '/client/returns',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        orderId: order.id,
        type,
        reason: 'Wrong size',
        lines: [{ orderLineId: order.lines[0]!.id, quantity: 2 }],
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string; number: number }>();
  };

  it('is charged when it is an exchange, never when it is a refund, and once', async () => {
    const items = await stockedProducts(db(), DEMO_CLIENT_ID, STAFF_WAREHOUSE, [null], 20);
    const shipped = () =>
      shippedOrder(db(), {
        clientId: DEMO_CLIENT_ID,
        warehouseId: STAFF_WAREHOUSE,
        lines: [{ product: items[0]!, quantity: 2 }],
      });
    const exchange = await createReturn(await shipped(), 'exchange');
    const refundOrder = await shipped();
    const refund = await createReturn(refundOrder, 'refund');
    for (const [created, order] of [
      [exchange, null],
      [refund, refundOrder],
    ] as const) {
      const lines = order
        ? order.lines
        : rowsOf<{ id: string }>(
            await operator((tx) =>
              tx.execute(
                sql`SELECT order_line_id AS id FROM return_lines WHERE return_id = ${created.id}::uuid`,
              ),
            ),
          );
      const res = await post(tokens.staff, `/staff/returns/${created.id}/receive`, {
        lines: [{ orderLineId: lines[0]!.id, good: 1, damaged: 1 }],
      });
      expect(res.statusCode).toBe(200);
    }

    const [charge, ...more] = await chargesOf(exchange.id);
    expect(more).toEqual([]);
    const services = prices.get(STAFF_WAREHOUSE)!.categories.returns.services;
    const service = services.find((one) => (one.min ?? 0) <= 0.8 && (one.max === null || 0.8 <= one.max))!;
    const tier = Number(charge!.rule.tier);
    expect(charge).toMatchObject({
      kind: 'return',
      quantity: '1.000',
      source_type: 'return',
      source_label: `RMA-${exchange.number}`,
    });
    expect(charge!.rule).toMatchObject({ category: 'returns', serviceId: service.id });
    expect(cents(charge!.amount_cents)).toBe(calculatorCents(service.ranges, tier, 1));
    expect(await chargesOf(refund.id)).toEqual([]);
    expect(await operator((tx) => chargeReceivedReturn(tx, exchange.id))).toEqual([]);
    expect(await operator((tx) => chargeReceivedReturn(tx, refund.id))).toEqual([]);
    expect(await chargesOf(exchange.id)).toHaveLength(1);
  });

  it('the 101st exchange of the month is priced by the next returns range', async () => {
    const clientId = await freshClient();
    const [item] = await stockedProducts(db(), clientId, STAFF_WAREHOUSE, [null], 10);
    await prefill(clientId, 'return', 100);
    const order = await shippedOrder(db(), {
      clientId,
      warehouseId: STAFF_WAREHOUSE,
      lines: [{ product: item!, quantity: 1 }],
    });
    const returnId = randomUUID();
    await operator((tx) =>
      tx.execute(sql`
        INSERT INTO returns (id, client_id, order_id, warehouse_id, type, status, reason, received_at)
        VALUES (${returnId}::uuid, ${clientId}, ${order.id}::uuid, ${STAFF_WAREHOUSE}, 'exchange', 'received',
                'Wrong size', now())`),
    );
    const [charge] = await operator((tx) => chargeReceivedReturn(tx, returnId));
    const ranges = prices.get(STAFF_WAREHOUSE)!.categories.returns.services[0]!.ranges;
    expect(ranges[0]!.max).toBe(100);
    const [row] = await chargesOf(returnId);
    expect(row!.rule).toMatchObject({ tier: 101, rangeIndex: 1, rangeMin: 101 });
    expect(charge!.amountCents).toBe(calculatorCents(ranges, 101, 1));
  });
});

describe('invoices and the rules charges keep', () => {
  it('puts a charge of a month whose invoice is issued into the open month', async () => {
    const clientId = await freshClient();
    const tz = 'America/Mexico_City'; // the Mexico City warehouse's time zone
    // A storage day 40 days ago: its month's invoice is issued first (a late event).
    const [old] = await operator(async (tx) =>
      rowsOf<{ day: string; month: string }>(
        await tx.execute(sql`
          SELECT to_char((now() AT TIME ZONE ${tz})::date - 40, 'YYYY-MM-DD') AS day,
                 to_char(date_trunc('month', (now() AT TIME ZONE ${tz})::date - 40), 'YYYY-MM-DD') AS month`),
      ),
    );
    const issued = await operator(async (tx) => {
      const invoice = await openInvoiceFor(tx, clientId, STAFF_WAREHOUSE, new Date(`${old!.day}T18:00:00Z`));
      await tx.execute(sql`
        UPDATE invoices SET status = 'issued', tax_rate_basis_points = 1600, subtotal_cents = 0, tax_cents = 0,
                            total_cents = 0, issued_at = now(), due_on = current_date + 15
         WHERE id = ${invoice.id}::uuid`);
      return invoice;
    });
    expect(issued.periodMonth).toBe(old!.month);
    const charge = await operator((tx) =>
      chargeStorageDay(tx, { clientId, warehouseId: STAFF_WAREHOUSE, day: old!.day, volumeM3: '2.500' }),
    );
    expect(charge).not.toBeNull();
    const current = await operator((tx) => openInvoiceFor(tx, clientId, STAFF_WAREHOUSE, new Date()));
    expect(charge!.invoiceId).toBe(current.id);
    expect(charge!.invoiceId).not.toBe(issued.id);
    const storage = prices.get(STAFF_WAREHOUSE)!.categories.storage.ranges;
    // The calculator's monthly amount for 2.5 m³, charged as one day's share of that day's month.
    const [year, month] = old!.day.split('-').map(Number);
    const days = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
    expect(charge!.amountCents).toBe(Math.round(calculatorCents(storage, 2.5, 2.5) / days));
    expect(charge!.quantity).toBe('2.500');
    // Once per storage day; and a day of 0 m³ is not charged.
    expect(
      await operator((tx) =>
        chargeStorageDay(tx, { clientId, warehouseId: STAFF_WAREHOUSE, day: old!.day, volumeM3: '2.500' }),
      ),
    ).toBeNull();
    expect(
      await operator((tx) =>
        chargeStorageDay(tx, {
          clientId,
          warehouseId: STAFF_WAREHOUSE,
          day: '2026-01-02',
          volumeM3: '0.000',
        }),
      ),
    ).toBeNull();
  });

  it('never lets a charge be edited or deleted: corrections are credits, never more than the charge', async () => {
    const clientId = await freshClient();
    const [item] = await stockedProducts(db(), clientId, STAFF_WAREHOUSE, [null], 10);
    const order = await shippedOrderOf(clientId, item!, 1);
    const [charge] = await operator((tx) => chargeShippedOrder(tx, order.id));
    // The database's trigger refuses (drizzle wraps the driver's error: its cause says why).
    const refusal = /a charge is never edited; correct it with a credit line/;
    await expect(
      operator((tx) => tx.execute(sql`UPDATE charges SET amount_cents = 1 WHERE id = ${charge!.id}::uuid`)),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(refusal) } });
    await expect(
      operator((tx) => tx.execute(sql`DELETE FROM charges WHERE id = ${charge!.id}::uuid`)),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(refusal) } });

    const credit = await operator((tx) =>
      createCredit(tx, { chargeId: charge!.id, amountCents: 10, reason: 'Counted twice' }),
    );
    expect(credit).toMatchObject({ kind: 'credit', amountCents: -10, invoiceId: charge!.invoiceId });
    await expect(
      operator((tx) =>
        createCredit(tx, { chargeId: charge!.id, amountCents: charge!.amountCents, reason: 'All of it' }),
      ),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: `At most ${charge!.amountCents - 10} cents of this charge can still be credited`,
    });
    await expect(
      operator((tx) => createCredit(tx, { chargeId: credit.id, amountCents: 1, reason: 'x' })),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('shows a client its own charges only (row-level security)', async () => {
    const clientId = await freshClient();
    const [item] = await stockedProducts(db(), clientId, STAFF_WAREHOUSE, [null], 10);
    const order = await shippedOrderOf(clientId, item!, 2);
    const written = await operator((tx) => chargeShippedOrder(tx, order.id));
    expect(written).toHaveLength(2);
    const seen = (viewer: string) =>
      asClient(db(), viewer, async (tx) =>
        rowsOf<{ id: string }>(
          await tx.execute(sql`SELECT id FROM charges WHERE source_id = ${order.id}
                               UNION ALL SELECT id FROM invoices WHERE client_id = ${clientId}`),
        ),
      );
    expect(await seen(OTHER_CLIENT_ID)).toEqual([]);
    expect(await seen(clientId)).toHaveLength(3);
  });
});
