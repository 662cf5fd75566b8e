// The orders import through Fastify's inject, on PGlite by default and on PostgreSQL with DATABASE_URL: the rules
// that ask the database (unknown SKU, shop, warehouse or country, an order number the client has), the preview's
// overview (orders, lines, per warehouse, the stock to reserve against what is available), the import as a job
// (orders pending with their lines and order.created events, an order's rows apart in the file still one order),
// the same file twice or the same orders in another file creating nothing twice, and tenancy.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { asClient } from '../../platform/db/scope.js';
import type { Job } from '../../platform/jobs/schemas.js';
import { DEMO_CLIENT_ID, OTHER_CLIENT_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { multipartFile } from '../../test/multipart.js';
import { waitFor } from '../../test/sockets.js';
import { recordMovements, rowsOf } from '../inventory/ledger.js';
import {
  createProducts,
  OTHER_WAREHOUSE,
  prepareUsers,
  STAFF_WAREHOUSE,
  type TestProduct,
  type Tokens,
} from '../receiving/test-support.js';
import { insertOrders, ordersKind } from './kinds/orders.js';
import type { OrderDetail } from '../orders/schemas.js';
import type { ImportAccepted, ImportPreview, ImportResult } from './schemas.js';

const FAST = { JOB_POLLING_INTERVAL_MS: '500' };
const COLUMNS = ordersKind.columns.map((c) => c.name);

let t: TestApp;
let tokens: Tokens;
let shirt: TestProduct;
let mug: TestProduct;
let otherProduct: TestProduct;
/** A prefix of this run's order numbers (the database is shared by the test files on PostgreSQL). */
const run = randomUUID().slice(0, 6).toUpperCase();

interface Row {
  order: string;
  sku: string;
  quantity?: number;
  warehouse?: string;
  shop?: string;
  country?: string;
  city?: string;
}

function csv(rows: Row[]): string {
  const cells = (row: Row): Record<string, string> => ({
    order_number: row.order,
    shop: row.shop ?? '',
    warehouse: row.warehouse ?? 'Ciudad de México',
    customer_name: 'Lucía Fernández',
    customer_email: 'lucia@example.mx',
    customer_phone: '+52 55 1234 5678',
    address_line1: 'Av. Insurgentes Sur 1602',
    address_line2: '',
    city: row.city ?? 'Ciudad de México',
    state: 'CDMX',
    postal_code: '03940',
    country: row.country ?? 'MX',
    sku: row.sku,
    quantity: String(row.quantity ?? 1),
  });
  return [COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((c) => cells(row)[c]).join(','))].join('\r\n');
}

const send = (url: string, content: string, token = tokens.merchant) => {
  const { payload, headers } = multipartFile(content, { fileName: 'orders.csv' });
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
};
const get = (url: string, token = tokens.merchant) =>
  t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });

async function importOrders(content: string, token = tokens.merchant) {
  const response = await send('/imports/orders', content, token);
  expect(response.statusCode).toBe(202);
  const accepted = response.json<ImportAccepted>();
  const job = await waitFor(
    `orders import ${accepted.jobId}`,
    async () => {
      const found = (await get(`/jobs/${accepted.jobId}`, token)).json<Job>();
      return ['succeeded', 'failed'].includes(found.status) ? found : null;
    },
    60_000,
  );
  expect(job).toMatchObject({ status: 'succeeded', kind: 'import.orders' });
  return { accepted, job, result: job.result as ImportResult };
}

interface StoredOrder {
  id: string;
  reference: string;
  source: string;
  fulfillment_status: string;
  warehouse_id: string;
  lines: number;
  units: number;
}

const ordersNamed = (references: string[], clientId = DEMO_CLIENT_ID) =>
  asClient(t.testDatabase.database, clientId, async (tx) =>
    rowsOf<StoredOrder>(
      await tx.execute(sql`
        SELECT o.id, o.reference, o.source, o.fulfillment_status, o.warehouse_id,
               (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines,
               (SELECT sum(quantity)::int FROM order_lines l WHERE l.order_id = o.id) AS units
          FROM orders o
         WHERE o.client_id = ${clientId} AND o.reference IN (${sql.join(
           references.map((r) => sql`${r}`),
           sql`, `,
         )})
         ORDER BY o.reference`),
    ),
  );

const createdEvents = (orderIds: string[]) =>
  asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) =>
    rowsOf<{ order_id: string; source: string }>(
      await tx.execute(sql`
        SELECT payload ->> 'orderId' AS order_id, payload ->> 'source' AS source FROM events
         WHERE name = 'order.created' AND payload ->> 'orderId' IN (${sql.join(
           orderIds.map((id) => sql`${id}`),
           sql`, `,
         )})`),
    ),
  );

beforeAll(async () => {
  t = await startTestApp({ env: FAST });
  tokens = await prepareUsers(t);
  [shirt, mug] = await createProducts(t, DEMO_CLIENT_ID, 2);
  [otherProduct] = await createProducts(t, OTHER_CLIENT_ID, 1);
  await asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) =>
    recordMovements(tx, [
      {
        clientId: DEMO_CLIENT_ID,
        productId: shirt!.id,
        warehouseId: STAFF_WAREHOUSE,
        quantity: 5,
        reason: 'adjusted',
        documentType: 'adjustment',
        documentId: randomUUID(),
      },
    ]),
  );
});
afterAll(() => t?.close());

describe('orders import (preview, overview, job, twice)', () => {
  it('previews: each database rule refuses its order with a reason, and nothing is written', async () => {
    const n = (i: number) => `${run}-P${i}`;
    const response = await send(
      '/imports/orders/preview',
      csv([
        { order: n(1), sku: shirt!.sku, quantity: 4 },
        { order: n(1), sku: mug!.sku, quantity: 2 },
        { order: n(2), sku: shirt!.sku, quantity: 3, warehouse: 'monterrey' },
        { order: n(3), sku: 'NO-SUCH-SKU' },
        { order: n(4), sku: shirt!.sku, warehouse: 'Narnia' },
        { order: n(5), sku: shirt!.sku, country: 'ZZ' },
        { order: n(6), sku: shirt!.sku, shop: 'No Such Shop' },
        { order: n(7), sku: otherProduct!.sku },
        { order: n(8), sku: mug!.sku },
        { order: n(8), sku: 'NOPE' },
      ]),
    );
    expect(response.statusCode).toBe(200);
    const preview = response.json<ImportPreview>();
    expect(preview).toMatchObject({
      kind: 'orders',
      rows: 10,
      counts: { created: 3, updated: 0, skipped: 0, rejected: 7 },
    });
    expect(preview.rejected.map(({ line, code, column, value }) => ({ line, code, column, value }))).toEqual([
      { line: 5, code: 'productUnknown', column: 'sku', value: 'NO-SUCH-SKU' },
      { line: 6, code: 'warehouseUnknown', column: 'warehouse', value: 'Narnia' },
      { line: 7, code: 'countryUnknown', column: 'country', value: 'ZZ' },
      { line: 8, code: 'shopUnknown', column: 'shop', value: 'No Such Shop' },
      // Another client's SKU is unknown here (row security).
      { line: 9, code: 'productUnknown', column: 'sku', value: otherProduct!.sku },
      { line: 10, code: 'orderRowRejected', column: null, value: '11' },
      { line: 11, code: 'productUnknown', column: 'sku', value: 'NOPE' },
    ]);
    expect(preview.rejected[1]!.message).toBe('There is no warehouse named Narnia.');
    // The overview: what will be created, per warehouse, and the units to reserve beside what is available.
    expect(preview.overview).toEqual({
      orders: 2,
      lines: 3,
      units: 9,
      warehouses: [
        { warehouseId: STAFF_WAREHOUSE, warehouseName: 'Ciudad de México', orders: 1, lines: 2, units: 6 },
        { warehouseId: OTHER_WAREHOUSE, warehouseName: 'Monterrey', orders: 1, lines: 1, units: 3 },
      ],
      stock: expect.arrayContaining([
        expect.objectContaining({ warehouseId: STAFF_WAREHOUSE, sku: shirt!.sku, units: 4, available: 5 }),
        expect.objectContaining({ warehouseId: STAFF_WAREHOUSE, sku: mug!.sku, units: 2, available: 0 }),
        expect.objectContaining({ warehouseId: OTHER_WAREHOUSE, sku: shirt!.sku, units: 3, available: 0 }),
      ]),
    });
    // The shortest stock first.
    expect(preview.overview!.stock[0]!.available - preview.overview!.stock[0]!.units).toBe(-3);
    expect(await ordersNamed([n(1), n(2)])).toEqual([]);
  });

  it('imports as a job: pending orders with their lines and order.created events; twice creates nothing twice', async () => {
    const n = (i: number) => `${run}-J${i}`;
    // 600 rows: order J0's two rows are the first and the last, in two different batches of the file.
    const many: Row[] = Array.from({ length: 598 }, (_, i) => ({
      order: n(i + 1),
      sku: mug!.sku,
      quantity: 2,
    }));
    const rows: Row[] = [
      { order: n(0), sku: shirt!.sku, quantity: 1 },
      ...many,
      { order: `${run}-BAD`, sku: 'NO-SUCH-SKU' },
      { order: n(0), sku: mug!.sku, quantity: 3 },
    ];
    const file = csv(rows);
    const { accepted, job, result } = await importOrders(file);
    expect(accepted).toMatchObject({ rows: 601, replayed: false });
    expect(job.progress).toEqual({ current: 601, total: 601 });
    expect(result).toMatchObject({
      kind: 'orders',
      rows: 601,
      created: 600,
      rejected: 1,
      skipped: 0,
      updated: 0,
    });
    expect(result.rejectedCsv).toBe(`/imports/${accepted.jobId}/rejected.csv`);
    expect(result.orders).toHaveLength(50);
    expect(result.orders![0]!.reference).toBe(n(0));

    const [first] = await ordersNamed([n(0)]);
    expect(first).toMatchObject({
      id: result.orders![0]!.id,
      source: 'import',
      fulfillment_status: 'pending',
      warehouse_id: STAFF_WAREHOUSE,
      lines: 2,
      units: 4,
    });
    // The same order as one made on the form: its detail, lines and the history's first row.
    const detail = (await get(`/client/order/${first!.id}`)).json<OrderDetail>();
    expect(detail).toMatchObject({
      reference: n(0),
      fulfillmentStatus: 'pending',
      warehouseStatus: null,
      address: { customerName: 'Lucía Fernández', city: 'Ciudad de México', countryCode: 'MX' },
    });
    expect(detail.lines.map((l) => [l.sku, l.quantity])).toEqual([
      [shirt!.sku, 1],
      [mug!.sku, 3],
    ]);
    expect(detail.history).toEqual([
      expect.objectContaining({ statusColumn: 'fulfillment', fromStatus: null, toStatus: 'pending' }),
    ]);
    const stored = await ordersNamed(Array.from({ length: 599 }, (_, i) => n(i)));
    expect(stored).toHaveLength(599);
    const events = await createdEvents(stored.map((o) => o.id));
    expect(events).toHaveLength(599);
    expect(new Set(events.map((e) => e.source))).toEqual(new Set(['import']));

    // The same file again: the same import, nothing new.
    const again = await send('/imports/orders', file);
    expect(again.statusCode).toBe(202);
    expect(again.json<ImportAccepted>()).toMatchObject({ jobId: accepted.jobId, replayed: true });

    // The same orders in another file (another order of rows, one new order): only the new one is created.
    const other = await importOrders(csv([{ order: n(9999), sku: mug!.sku }, ...rows.slice(0, 3)]));
    expect(other.result).toMatchObject({ created: 1, rejected: 3 });
    const rejected = await get(other.result.rejectedCsv!);
    expect(rejected.body).toContain(`You already have an order with the number ${n(0)}.`);
    expect(await ordersNamed([n(0), n(1), n(9999)])).toHaveLength(3);
  });

  it('leaves out an order whose number was taken meanwhile (the unique index), writing nothing of it', async () => {
    const order = {
      reference: `${run}-RACE`,
      shopId: null,
      warehouseId: STAFF_WAREHOUSE,
      currency: 'MXN',
      language: 'es-MX',
      customerName: 'Ana',
      customerEmail: null,
      customerPhone: null,
      line1: 'Calle 1',
      line2: null,
      city: 'Puebla',
      region: null,
      postalCode: '72000',
      countryCode: 'MX',
      lines: [{ productId: mug!.id, sku: mug!.sku, name: 'Taza', quantity: 1, unitPriceMinor: 100 }],
    };
    const insert = (reference: string) =>
      asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) =>
        insertOrders(tx, { clientId: DEMO_CLIENT_ID, userId: null }, [{ ...order, reference }]),
      );
    expect(await insert(order.reference)).toEqual([true]);
    expect(await insert(order.reference)).toEqual([false]);
    expect(await ordersNamed([order.reference])).toEqual([expect.objectContaining({ lines: 1, units: 1 })]);
  });

  it("keeps clients apart: another merchant's import of the same number is its own order", async () => {
    const reference = `${run}-T1`;
    await importOrders(csv([{ order: reference, sku: shirt!.sku }]));
    const { result } = await importOrders(
      csv([{ order: reference, sku: otherProduct!.sku, warehouse: 'WH-MX-CDMX' }]),
      tokens.otherMerchant,
    );
    expect(result).toMatchObject({ created: 1, rejected: 0 });
    expect(await ordersNamed([reference], OTHER_CLIENT_ID)).toHaveLength(1);
    expect(await ordersNamed([reference])).toHaveLength(1);
    // Staff and admins import no orders in a merchant's name.
    expect(
      (await send('/imports/orders/preview', csv([{ order: 'S', sku: 'X' }]), tokens.staff)).statusCode,
    ).toBe(403);
  });
});
