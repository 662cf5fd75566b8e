// A month of a merchant's activity at one warehouse becomes the invoice expected to the cent (issue 18): receptions
// priced per product by weight, 503 shipped orders of three weight classes crossing the Small package's 500-order
// tier (the tier by the month's count), extra products, an exchange (charged) and a refund (never), and three days of
// storage from the snapshot job; then the month-end job issues it. Everything is priced by billing-core's own
// functions over the seeded price list of Mexico City (WH-MX-CDMX: the seed's base prices × 17, to 0.50 MXN), and
// each figure below is worked out by hand from that list. PGlite by default, PostgreSQL with DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { products } from '../../platform/db/schema.js';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { recordMovements, rowsOf } from '../inventory/ledger.js';
import { chargeReceivedBox, chargeReceivedReturn, chargeShippedOrder } from './charges.js';
import { issueDueInvoices } from './invoice-job.js';
import { createTestClient } from './jobs-test-support.js';
import { storageDayCharger } from './schedules.js';
import { takeStorageSnapshots } from './storage-job.js';

const CDMX = 'WH-MX-CDMX';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Product {
  id: string;
  sku: string;
}

async function one<T>(tx: AppDatabase, query: ReturnType<typeof sql>): Promise<T> {
  return rowsOf<T>(await tx.execute(query))[0]!;
}

/** A shipped order of the given lines, shipped at `at`; its id and its lines' ids. */
async function shippedOrder(
  tx: AppDatabase,
  clientId: string,
  at: string,
  lines: { product: Product; quantity: number }[],
): Promise<{ id: string; lineIds: string[] }> {
  const order = await one<{ id: string }>(
    tx,
    sql`
      INSERT INTO orders (client_id, reference, source, warehouse_id, fulfillment_status, warehouse_status,
                          customer_name, address_line1, city, postal_code, country_code, currency, tracking_number,
                          processed_at, shipped_at)
      VALUES (${clientId}, ${`M-${randomUUID().slice(0, 8)}`}, 'manual', ${CDMX}, 'fulfilled', 'shipped',
              'Mariana Gómez', 'Calle Río Lerma 12', 'Guadalajara', '44100', 'MX', 'MXN', '1Z999',
              ${at}::timestamptz, ${at}::timestamptz)
      RETURNING id`,
  );
  const lineIds: string[] = [];
  for (const [i, line] of lines.entries()) {
    const row = await one<{ id: string }>(
      tx,
      sql`
        INSERT INTO order_lines (client_id, order_id, position, product_id, sku, name, quantity, picked, packed)
        VALUES (${clientId}, ${order.id}::uuid, ${i + 1}, ${line.product.id}::uuid, ${line.product.sku},
                ${`Line ${i + 1}`}, ${line.quantity}, ${line.quantity}, ${line.quantity})
        RETURNING id`,
    );
    lineIds.push(row.id);
  }
  return { id: order.id, lineIds };
}

/** A received box of a receiving order, its lines counted as received; its id. */
async function receivedBox(
  tx: AppDatabase,
  clientId: string,
  lines: { product: Product; units: number }[],
): Promise<{ id: string; label: string }> {
  const order = await one<{ id: string; number: number }>(
    tx,
    sql`
      INSERT INTO receiving_orders (client_id, warehouse_id, shipping_method, arrival_date, status)
      VALUES (${clientId}, ${CDMX}, 'own_carrier', '2040-02-05', 'received')
      RETURNING id, number`,
  );
  const box = await one<{ id: string }>(
    tx,
    sql`
      INSERT INTO receiving_boxes (client_id, receiving_order_id, number, barcode, status)
      VALUES (${clientId}, ${order.id}::uuid, 1, ${`BOX-${randomUUID().slice(0, 12)}`}, 'received')
      RETURNING id`,
  );
  for (const line of lines) {
    await tx.execute(sql`
      INSERT INTO receiving_box_lines (client_id, box_id, product_id, sku, expected, received, damaged)
      VALUES (${clientId}, ${box.id}::uuid, ${line.product.id}::uuid, ${line.product.sku}, ${line.units},
              ${line.units}, 0)`);
  }
  return { id: box.id, label: `RO-${order.number} · box 1` };
}

/** A return of one order line, received (counted good) at `at`. */
async function receivedReturn(
  tx: AppDatabase,
  clientId: string,
  order: { id: string; lineIds: string[] },
  product: Product,
  type: 'exchange' | 'refund',
  at: string,
): Promise<string> {
  const row = await one<{ id: string }>(
    tx,
    sql`
      INSERT INTO returns (client_id, order_id, warehouse_id, type, status, reason, received_at)
      VALUES (${clientId}, ${order.id}::uuid, ${CDMX}, ${type}, 'restocked', 'Wrong size', ${at}::timestamptz)
      RETURNING id`,
  );
  await tx.execute(sql`
    INSERT INTO return_lines (client_id, return_id, order_line_id, product_id, quantity, good, damaged)
    VALUES (${clientId}, ${row.id}::uuid, ${order.lineIds[0]!}::uuid, ${product.id}::uuid, 1, 1, 0)`);
  return row.id;
}

describe('a month of activity', () => {
  it('produces the expected invoice to the cent', async () => {
    const database = t.testDatabase.database;
    const clientId = await createTestClient(database, 'Month Test Co.');
    const tag = randomUUID().slice(0, 6);
    // Small (0–1 kg), medium (1–5 kg) and large (5–15 kg) products, away from the classes' boundaries.
    const [small, medium, large] = await asClient(database, clientId, (tx) =>
      tx
        .insert(products)
        .values(
          [
            ['S', '0.400', ['20.00', '15.00', '5.00']],
            ['M', '2.000', ['40.00', '30.00', '20.00']],
            ['L', '8.000', ['60.00', '40.00', '40.00']],
          ].map(([size, weightKg, [lengthCm, widthCm, heightCm]]) => ({
            clientId,
            sku: `MONTH-${tag}-${size as string}`,
            name: `Month test ${size as string}`,
            handle: `month-test-${tag}-${(size as string).toLowerCase()}`,
            lengthCm,
            widthCm,
            heightCm,
            weightKg: weightKg as string,
          })),
        )
        .returning({ id: products.id, sku: products.sku }),
    );

    await asClient(database, clientId, async (tx) => {
      // Receptions (per product, one charge per box and service, the range by its units):
      //   box 1: 100 small × 3.00 = 300.00, 20 medium × 5.00 = 100.00; box 2: 10 large × 9.50 = 95.00.
      const box1 = await receivedBox(tx, clientId, [
        { product: small!, units: 100 },
        { product: medium!, units: 20 },
      ]);
      const box2 = await receivedBox(tx, clientId, [{ product: large!, units: 10 }]);
      for (const [box, at] of [
        [box1, '2040-02-05T15:00:00Z'],
        [box2, '2040-02-05T16:00:00Z'],
      ] as const) {
        await chargeReceivedBox(tx, {
          boxId: box.id,
          clientId,
          warehouseId: CDMX,
          receivedAt: new Date(at),
          label: box.label,
        });
      }

      // Orders, charged as they ship: 500 small orders of one unit (the 1–500 tier: 35.50 each = 17,750.00) …
      const shipped: string[] = [];
      for (let i = 0; i < 500; i += 1) {
        const at = new Date(Date.parse('2040-02-10T15:00:00Z') + i * 60_000).toISOString();
        shipped.push((await shippedOrder(tx, clientId, at, [{ product: small!, quantity: 1 }])).id);
      }
      // … the 501st, two small units (0.8 kg, still small): the 501–2,000 tier, 31.50, plus one extra 6.00;
      shipped.push(
        (await shippedOrder(tx, clientId, '2040-02-12T15:00:00Z', [{ product: small!, quantity: 2 }])).id,
      );
      // the 502nd, one medium unit (2 kg): the month's count (502) picks the medium class's 501–2,000 tier, 39.00;
      const exchanged = await shippedOrder(tx, clientId, '2040-02-12T16:00:00Z', [
        { product: medium!, quantity: 1 },
      ]);
      shipped.push(exchanged.id);
      // the 503rd, a large unit and two small (8.8 kg, large): 64.50 plus two extras at 10.00.
      const refunded = await shippedOrder(tx, clientId, '2040-02-12T17:00:00Z', [
        { product: large!, quantity: 1 },
        { product: small!, quantity: 2 },
      ]);
      shipped.push(refunded.id);
      for (const orderId of shipped) await chargeShippedOrder(tx, orderId);

      // Returns: the exchange is charged (standard return 0–5 kg, first of the month: 41.00), the refund never.
      const exchange = await receivedReturn(
        tx,
        clientId,
        exchanged,
        medium!,
        'exchange',
        '2040-02-20T15:00:00Z',
      );
      const refund = await receivedReturn(tx, clientId, refunded, large!, 'refund', '2040-02-20T16:00:00Z');
      expect(await chargeReceivedReturn(tx, exchange)).toHaveLength(1);
      expect(await chargeReceivedReturn(tx, refund)).toEqual([]);

      // Stock on hand for storage: 50 small (0.075 m³), 10 medium (0.24 m³), 4 large (0.384 m³) = 0.699 m³.
      await recordMovements(
        tx,
        [
          [small!, 50],
          [medium!, 10],
          [large!, 4],
        ].map(([product, units]) => ({
          clientId,
          productId: (product as Product).id,
          warehouseId: CDMX,
          quantity: units as number,
          reason: 'received' as const,
          documentType: 'adjustment' as const,
          documentId: `month-test-${tag}`,
          documentLine: (product as Product).sku,
        })),
      );
    });

    // Three days of storage (the snapshot job, run for each day), priced per m³ per month and charged a day's share
    // of February 2040's 29 days: 0.699 m³ × 476.00 = 332.724 a month, / 29 = 11.4732… → 11.47 a day.
    for (const day of ['2040-02-01', '2040-02-02', '2040-02-03']) {
      await asOperator(database, (tx) =>
        takeStorageSnapshots(tx, storageDayCharger(t.app.log), {
          now: new Date('2040-02-04T06:00:00Z'),
          day,
          warehouseIds: [CDMX],
        }),
      );
    }

    const byKind = await asOperator(database, async (tx) =>
      rowsOf<{ kind: string; lines: number; cents: string }>(
        await tx.execute(sql`
          SELECT kind, count(*)::int AS lines, sum(amount_cents)::text AS cents
            FROM charges WHERE client_id = ${clientId} GROUP BY kind ORDER BY kind`),
      ),
    );
    expect(byKind).toEqual([
      { kind: 'extra_product', lines: 2, cents: '2600' }, // 6.00 + 2 × 10.00
      { kind: 'process_order', lines: 503, cents: '1788500' }, // 17,750.00 + 31.50 + 39.00 + 64.50
      { kind: 'reception', lines: 3, cents: '49500' }, // 300.00 + 100.00 + 95.00
      { kind: 'return', lines: 1, cents: '4100' }, // 41.00
      { kind: 'storage', lines: 3, cents: '3441' }, // 3 × 11.47
    ]);
    // The tier is the month's count: the 500th order is the last at 35.50, the 501st the first at 31.50.
    const tiers = await asOperator(database, async (tx) =>
      rowsOf<{ tier: number; amount_cents: string; range_index: number }>(
        await tx.execute(sql`
          SELECT (rule->>'tier')::int AS tier, amount_cents::text AS amount_cents, (rule->>'rangeIndex')::int AS range_index
            FROM charges WHERE client_id = ${clientId} AND kind = 'process_order' AND (rule->>'tier')::int IN (500, 501, 502, 503)
           ORDER BY tier`),
      ),
    );
    expect(tiers).toEqual([
      { tier: 500, amount_cents: '3550', range_index: 0 },
      { tier: 501, amount_cents: '3150', range_index: 1 },
      { tier: 502, amount_cents: '3900', range_index: 1 },
      { tier: 503, amount_cents: '6450', range_index: 0 },
    ]);

    // 00:05 on March 1st in Mexico City: February is issued.
    const [invoice] = await asOperator(database, (tx) =>
      issueDueInvoices(tx, { now: new Date('2040-03-01T06:05:00Z'), clientId }),
    );
    expect(invoice).toMatchObject({
      periodMonth: '2040-02-01',
      currency: 'MXN',
      subtotalCents: 1_848_141, // 18,481.41 MXN
      taxRateBasisPoints: 1600,
      taxCents: 295_703, // 2,957.0256 → 2,957.03
      totalCents: 2_143_844, // 21,438.44 MXN
      dueOn: '2040-03-16',
    });
  }, 120_000);
});
