// The merchant's orders API through Fastify's inject, on PGlite by default and on PostgreSQL with DATABASE_URL:
// create (idempotent, 50 concurrent requests with one key), the list of spec point 3, filters, detail, send to
// process through the ledger (bundles reserve their components), no_stock and Start Process, cancel (release),
// bulk delete with spec point 8's message, the races (last unit, two changes of one order) and tenancy.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { bundleComponents } from '../../platform/db/schema.js';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { IDEMPOTENT_REPLAY_HEADER } from '../../platform/idempotency.js';
import { DEMO_CLIENT_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { TokenService } from '../accounts/tokens.js';
import { recordMovements, rowsOf } from '../inventory/ledger.js';
import {
  createProducts,
  OTHER_WAREHOUSE,
  prepareUsers,
  request,
  STAFF_WAREHOUSE,
  type TestProduct,
  type Tokens,
} from '../receiving/test-support.js';
import { ORDER_MESSAGES } from './actions.js';
import type { CreateOrderBody, OrderDetail, OrderList } from './schemas.js';

let t: TestApp;
let tokens: Tokens;
let plenty: TestProduct;
let scarce: TestProduct;

const address = {
  customerName: 'Lucía Fernández',
  customerEmail: 'lucia@example.mx',
  customerPhone: '+52 55 1234 5678',
  line1: 'Av. Insurgentes Sur 1602',
  line2: null,
  city: 'Ciudad de México',
  region: 'CDMX',
  postalCode: '03940',
  countryCode: 'MX',
};

function body(lines: { product: TestProduct; quantity: number }[], extra: Partial<CreateOrderBody> = {}) {
  return {
    warehouseId: STAFF_WAREHOUSE,
    address,
    lines: lines.map(({ product, quantity }) => ({
      productId: product.id,
      quantity,
      unitPriceMinor: 12_550,
    })),
    ...extra,
  } satisfies CreateOrderBody;
}

const create = (payload: unknown, token = tokens.merchant, key = randomUUID()) =>
  request(t, token, {
    method: 'POST',
    url: '/client/order',
    headers: { 'idempotency-key': key },
    payload: payload as object,
  });

async function createOrder(payload: CreateOrderBody): Promise<OrderDetail> {
  const response = await create(payload);
  expect(response.statusCode).toBe(201);
  return response.json();
}

const post = (url: string, token = tokens.merchant, payload?: object) =>
  request(t, token, { method: 'POST', url, ...(payload ? { payload } : {}) });

async function stock(productId: string, warehouseId = STAFF_WAREHOUSE) {
  return asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) => {
    const [row] = rowsOf<{ on_hand: number; reserved: number; available: number }>(
      await tx.execute(
        sql`SELECT on_hand, reserved, available FROM stock_levels WHERE product_id = ${productId}::uuid AND warehouse_id = ${warehouseId}`,
      ),
    );
    return row ?? { on_hand: 0, reserved: 0, available: 0 };
  });
}

async function receive(productId: string, quantity: number, warehouseId = STAFF_WAREHOUSE) {
  await asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) =>
    recordMovements(tx, [
      {
        clientId: DEMO_CLIENT_ID,
        productId,
        warehouseId,
        quantity,
        reason: 'adjusted',
        documentType: 'adjustment',
        documentId: randomUUID(),
      },
    ]),
  );
}

const list = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  request(t, tokens.merchant, { method: 'GET', url: '/client/orders', query, headers });

beforeAll(async () => {
  t = await startTestApp();
  tokens = await prepareUsers(t);
  [plenty, scarce] = await createProducts(t, DEMO_CLIENT_ID, 2);
  await receive(plenty!.id, 1000);
}, 120_000);

afterAll(() => t.close());

describe('create (POST client/order)', () => {
  it('creates a pending order from the caller’s products, with a generated reference and totals in minor units', async () => {
    const response = await create(body([{ product: plenty, quantity: 3 }]));
    expect(response.statusCode).toBe(201);
    const order: OrderDetail = response.json();
    expect(order).toMatchObject({
      fulfillmentStatus: 'pending',
      warehouseStatus: null,
      ecommerceStatus: 'unfulfilled',
      reference: `#${order.number}`,
      totalMinor: 3 * 12_550,
      currency: 'MXN',
      source: 'manual',
      lineCount: 1,
      units: 3,
      allowedActions: ['send_to_process', 'cancel', 'delete'],
    });
    expect(order.lines[0]).toMatchObject({ sku: plenty.sku, quantity: 3, productHandle: expect.any(String) });
    expect(order.history).toEqual([
      expect.objectContaining({ statusColumn: 'fulfillment', fromStatus: null, toStatus: 'pending' }),
    ]);
    expect(order.history[0]!.changedBy?.name).toBeTruthy();
  });

  it('creates one order for 50 concurrent requests with one Idempotency-Key, and replays the same answer', async () => {
    const key = randomUUID();
    const reference = `IDEM-${key.slice(0, 8)}`;
    const payload = body([{ product: plenty, quantity: 1 }], { reference });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => create(payload, tokens.merchant, key)),
    );
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([201]));
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(responses.filter((r) => r.headers[IDEMPOTENT_REPLAY_HEADER] === 'true')).toHaveLength(49);
    expect(responses[0]!.json()).toEqual(responses[49]!.json());
    const count = await asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) =>
      rowsOf<{ n: number }>(
        await tx.execute(sql`SELECT count(*)::int AS n FROM orders WHERE reference = ${reference}`),
      ),
    );
    expect(count[0]!.n).toBe(1);
  }, 120_000);

  it('answers 422 with the reason when the key comes back with another body', async () => {
    const key = randomUUID();
    expect((await create(body([{ product: plenty, quantity: 1 }]), tokens.merchant, key)).statusCode).toBe(
      201,
    );
    const other = await create(body([{ product: plenty, quantity: 2 }]), tokens.merchant, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(
      'This Idempotency-Key was already used for a different request: use a new key for a new request',
    );
  });

  it('refuses a reference the client already used (409), an unknown warehouse and another merchant’s product (400)', async () => {
    const reference = `DUP-${randomUUID().slice(0, 8)}`;
    await createOrder(body([{ product: plenty, quantity: 1 }], { reference }));
    const duplicate = await create(body([{ product: plenty, quantity: 1 }], { reference }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      message: `An order with the reference ${reference} already exists`,
      field: 'reference',
    });
    const warehouse = await create(body([{ product: plenty, quantity: 1 }], { warehouseId: 'WH-NOPE' }));
    expect(warehouse.statusCode).toBe(400);
    expect(warehouse.json().fieldErrors).toEqual({ warehouseId: 'No such warehouse' });
    const foreign = await create(body([{ product: plenty, quantity: 1 }]), tokens.otherMerchant);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors).toEqual({ 'lines[0].productId': 'No such product in your catalogue' });
    const noKey = await request(t, tokens.merchant, {
      method: 'POST',
      url: '/client/order',
      payload: body([{ product: plenty, quantity: 1 }]),
    });
    expect(noKey.statusCode).toBe(400);
  });
});

describe('send to process, no_stock, Start Process, cancel', () => {
  it('reserves every line through the ledger and moves the order to processing / ready_to_pick', async () => {
    const before = await stock(plenty.id);
    const order = await createOrder(body([{ product: plenty, quantity: 4 }]));
    const response = await post(`/client/order/${order.id}/process`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      fulfillmentStatus: 'processing',
      warehouseStatus: 'ready_to_pick',
      allowedActions: ['cancel'],
      lines: [expect.objectContaining({ reserved: 4 })],
    });
    expect((await stock(plenty.id)).reserved).toBe(before.reserved + 4);
    const again = await post(`/client/order/${order.id}/process`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is ready to pick and cannot be sent to process.');
  });

  it('keeps an order short of stock pending as no_stock, offers Start Process once stock arrives, then reserves', async () => {
    const order = await createOrder(body([{ product: scarce, quantity: 2 }], { sendToProcess: true }));
    expect(order).toMatchObject({
      fulfillmentStatus: 'pending',
      warehouseStatus: 'no_stock',
      canStartProcess: false,
    });
    expect(order.allowedActions).toEqual(['start_process', 'cancel', 'delete']);
    const waiting = (
      await list({
        warehouseStatus: 'no_stock',
        'search[field]': 'reference',
        'search[value]': order.reference,
      })
    ).json() as OrderList;
    expect(waiting.orders.map((o) => [o.id, o.canStartProcess])).toEqual([[order.id, false]]);

    await receive(scarce.id, 2);
    const ready = (
      await list({
        warehouseStatus: 'no_stock',
        'search[field]': 'reference',
        'search[value]': order.reference,
      })
    ).json() as OrderList;
    expect(ready.orders[0]?.canStartProcess).toBe(true);
    const started = await post(`/client/order/${order.id}/process`);
    expect(started.json()).toMatchObject({
      fulfillmentStatus: 'processing',
      warehouseStatus: 'ready_to_pick',
    });
    expect(await stock(scarce.id)).toMatchObject({ on_hand: 2, reserved: 2, available: 0 });
    const history = (started.json() as OrderDetail).history.map(
      (h) => `${h.statusColumn}:${h.fromStatus}>${h.toStatus}`,
    );
    expect(history).toEqual([
      'fulfillment:null>pending',
      'warehouse:null>no_stock',
      'fulfillment:pending>processing',
      'warehouse:no_stock>ready_to_pick',
    ]);
  });

  it('reserves a bundle’s components, and cancelling gives every unit back', async () => {
    const [bundle] = await createProducts(t, DEMO_CLIENT_ID, 1, { bundle: true });
    const [a, b] = await createProducts(t, DEMO_CLIENT_ID, 2);
    await asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) =>
      tx.insert(bundleComponents).values([
        { clientId: DEMO_CLIENT_ID, bundleId: bundle!.id, componentId: a!.id, quantity: 2 },
        { clientId: DEMO_CLIENT_ID, bundleId: bundle!.id, componentId: b!.id, quantity: 1 },
      ]),
    );
    await receive(a!.id, 10);
    await receive(b!.id, 10);
    const order = await createOrder(body([{ product: bundle!, quantity: 3 }], { sendToProcess: true }));
    expect(order.warehouseStatus).toBe('ready_to_pick');
    expect(await stock(a!.id)).toMatchObject({ reserved: 6, available: 4 });
    expect(await stock(b!.id)).toMatchObject({ reserved: 3, available: 7 });

    const cancelled = await post(`/client/order/${order.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ fulfillmentStatus: 'cancelled', allowedActions: [] });
    expect(await stock(a!.id)).toMatchObject({ reserved: 0, available: 10 });
    expect(await stock(b!.id)).toMatchObject({ reserved: 0, available: 10 });
    const again = await post(`/client/order/${order.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is cancelled and cannot be cancelled.');
  });

  it('sends several orders in one request, each on its own', async () => {
    const ok = await createOrder(body([{ product: plenty, quantity: 1 }]));
    const [short] = await createProducts(t, DEMO_CLIENT_ID, 1);
    const waiting = await createOrder(body([{ product: short!, quantity: 1 }]));
    const response = await post('/client/orders/process', tokens.merchant, {
      orderIds: [ok.id, waiting.id, randomUUID()],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      expect.objectContaining({ orderId: ok.id, ok: true, warehouseStatus: 'ready_to_pick' }),
      expect.objectContaining({
        orderId: waiting.id,
        ok: false,
        warehouseStatus: 'no_stock',
        code: 'NO_STOCK',
      }),
      expect.objectContaining({ ok: false, code: 'ORDER_NOT_FOUND' }),
    ]);
  });
});

describe('races', () => {
  it('gives the last unit to one of two orders sent at once; the other waits as no_stock', async () => {
    const [last] = await createProducts(t, DEMO_CLIENT_ID, 1);
    await receive(last!.id, 1);
    const first = await createOrder(body([{ product: last!, quantity: 1 }]));
    const second = await createOrder(body([{ product: last!, quantity: 1 }]));
    const answers = await Promise.all([
      post(`/client/order/${first.id}/process`),
      post(`/client/order/${second.id}/process`),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().warehouseStatus).sort()).toEqual(['no_stock', 'ready_to_pick']);
    expect(await stock(last!.id)).toMatchObject({ on_hand: 1, reserved: 1, available: 0 });
  });

  it('lets one of two cancels, and one of two sends, of one order win', async () => {
    const order = await createOrder(body([{ product: plenty, quantity: 2 }]));
    const before = await stock(plenty.id);
    const sends = await Promise.all([
      post(`/client/order/${order.id}/process`),
      post(`/client/order/${order.id}/process`),
    ]);
    expect(sends.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await stock(plenty.id)).reserved).toBe(before.reserved + 2);
    const cancels = await Promise.all([
      post(`/client/order/${order.id}/cancel`),
      post(`/client/order/${order.id}/cancel`),
    ]);
    expect(cancels.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await stock(plenty.id)).reserved).toBe(before.reserved);
  });
});

describe('bulk delete (DELETE client/order)', () => {
  const remove = (orderIds: string[], token = tokens.merchant) =>
    request(t, token, { method: 'DELETE', url: '/client/order', payload: { orderIds } });

  it('deletes orders not yet processing and refuses the others per id with the reason', async () => {
    const pending = await createOrder(body([{ product: plenty, quantity: 1 }]));
    const processing = await createOrder(body([{ product: plenty, quantity: 1 }], { sendToProcess: true }));
    const response = await remove([pending.id, processing.id]);
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      expect.objectContaining({ orderId: pending.id, ok: true, fulfillmentStatus: 'deleted' }),
      expect.objectContaining({
        orderId: processing.id,
        ok: false,
        code: 'ORDER_ALREADY_PROCESSING',
        message: 'This order is ready to pick and cannot be deleted.',
      }),
    ]);
    const listed = (await list({ 'search[field]': 'reference', 'search[value]': pending.reference })).json();
    expect(listed.orders).toEqual([]);
    const deleted = (
      await list({
        fulfillmentStatus: 'deleted',
        'search[field]': 'reference',
        'search[value]': pending.reference,
      })
    ).json();
    expect(deleted.orders.map((o: { id: string }) => o.id)).toEqual([pending.id]);
  });

  it('fails with the reason when nothing could be deleted, and 404 for ids that are not the caller’s', async () => {
    const processing = await createOrder(body([{ product: plenty, quantity: 1 }], { sendToProcess: true }));
    const refused = await remove([processing.id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This order is ready to pick and cannot be deleted.');
    expect((await remove([processing.id], tokens.otherMerchant)).statusCode).toBe(404);
  });

  it("answers 'Please integrate a store so we can fetch your orders' to a client with no store (spec point 8)", async () => {
    const clientId = `CL-T${randomUUID().slice(0, 6)}`;
    const userId = randomUUID();
    await asOperator(t.testDatabase.database, async (tx) => {
      await tx.execute(sql`INSERT INTO clients (id, name) VALUES (${clientId}, 'No Store Ltd')`);
      await tx.execute(sql`
        INSERT INTO users (id, client_id, email, password_hash, display_name, role)
        VALUES (${userId}::uuid, ${clientId}, ${`nostore-${userId}@example.test`}, 'x', 'No Store', 'user')`);
    });
    const token = (
      await new TokenService(t.config.jwt).sign({ userId, clientId, tokenVersion: 0, role: 'user' })
    ).token;
    const [product] = await createProducts(t, clientId, 1);
    const created = await create(body([{ product: product!, quantity: 1 }], { sendToProcess: true }), token);
    expect(created.json().warehouseStatus).toBe('no_stock');
    // Waiting for stock is still deletable: delete it, then try an order on its way.
    const again = await create(body([{ product: product!, quantity: 1 }]), token);
    await asClient(t.testDatabase.database, clientId, (tx) =>
      recordMovements(tx, [
        {
          clientId,
          productId: product!.id,
          warehouseId: STAFF_WAREHOUSE,
          quantity: 5,
          reason: 'adjusted',
          documentType: 'adjustment',
          documentId: randomUUID(),
        },
      ]),
    );
    await post(`/client/order/${again.json().id}/process`, token);
    const refused = await remove([again.json().id], token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ORDER_MESSAGES.integrateStore);
  });
});

describe('the list (GET client/orders) and its filters', () => {
  let mine: OrderDetail[];
  const tag = randomUUID().slice(0, 6).toUpperCase();

  beforeAll(async () => {
    mine = [];
    for (const [i, warehouseId] of [STAFF_WAREHOUSE, STAFF_WAREHOUSE, OTHER_WAREHOUSE].entries())
      mine.push(
        await createOrder(
          body([{ product: plenty, quantity: i + 1 }], {
            reference: `LST-${tag}-${i}`,
            warehouseId,
            address: { ...address, customerName: `Zoe ${tag} ${i}` },
          }),
        ),
      );
    // Spread their creation over three days, around midnight in Mexico City (UTC−6).
    const at = ['2026-03-01T05:30:00Z', '2026-03-01T06:30:00Z', '2026-03-02T12:00:00Z'];
    await asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) => {
      for (const [i, order] of mine.entries())
        await tx.execute(
          sql`UPDATE orders SET created_at = ${at[i]}::timestamptz WHERE id = ${order.id}::uuid`,
        );
    });
  });

  const refs = (answer: OrderList) => answer.orders.map((o) => o.reference);

  it('answers orders, totalRows, search and orderKeys, newest first', async () => {
    const response = await list({ 'search[field]': 'reference', 'search[value]': `  lst-${tag}  ` });
    expect(response.statusCode).toBe(200);
    const answer: OrderList = response.json();
    expect(refs(answer)).toEqual([`LST-${tag}-2`, `LST-${tag}-1`, `LST-${tag}-0`]);
    expect(answer.totalRows).toBe(3);
    expect(answer.totalRowsExact).toBe(true);
    expect(answer.search).toEqual({ field: 'reference', value: `lst-${tag}` });
    expect(answer.orderKeys).toContain('warehouseStatus');
    expect(answer.orders[0]).toMatchObject({ warehouseName: expect.any(String), shopName: null, units: 3 });
  });

  it('applies the search only when field and value are both non-empty after trimming', async () => {
    const answer: OrderList = (await list({ 'search[field]': 'reference', 'search[value]': '   ' })).json();
    expect(answer.search).toBeNull();
    expect(answer.totalRows).toBeGreaterThan(3);
  });

  it('filters by warehouse name, status and sorts', async () => {
    const search = { 'search[field]': 'customerName', 'search[value]': `zoe ${tag}` };
    const nowhere = (await list({ ...search, warehouseName: 'Nowhere' })).json() as OrderList;
    const filters = (
      await request(t, tokens.merchant, { method: 'GET', url: '/client/orders/filters' })
    ).json();
    const otherName = filters.warehouseName.find((n: string) => n !== mine[0]!.warehouseName);
    expect(filters.warehouseName).toEqual(
      expect.arrayContaining([mine[0]!.warehouseName, mine[2]!.warehouseName]),
    );
    expect(filters.fulfillmentStatus).toEqual(['pending', 'processing', 'fulfilled', 'cancelled', 'deleted']);
    expect(filters.warehouseStatus).toContain('no_stock');
    expect(nowhere.orders).toEqual([]);
    const byName = (await list({ ...search, warehouseName: mine[2]!.warehouseName })).json() as OrderList;
    expect(refs(byName)).toEqual([`LST-${tag}-2`]);
    expect(otherName).toBeDefined();
    const unknown = (await list({ ...search, shopName: 'No such shop' })).json() as OrderList;
    expect(unknown.totalRows).toBe(0);
    const sorted = (await list({ ...search, sort: 'reference' })).json() as OrderList;
    expect(refs(sorted)).toEqual([`LST-${tag}-0`, `LST-${tag}-1`, `LST-${tag}-2`]);
    const pending = (await list({ ...search, fulfillmentStatus: 'pending,processing' })).json() as OrderList;
    expect(pending.totalRows).toBe(3);
    const bad = await list({ ...search, fulfillmentStatus: 'lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/fulfillmentStatus "lost" is not one of/);
    expect((await list({ sort: 'colour' })).statusCode).toBe(400);
  });

  it('reads createdAt from/to as whole days in the timezone header’s zone', async () => {
    const search = { 'search[field]': 'reference', 'search[value]': `LST-${tag}` };
    const day = { 'createdAt[from]': '2026-03-01', 'createdAt[to]': '2026-03-01' };
    const inMexico = (
      await list({ ...search, ...day }, { timezone: 'America/Mexico_City' })
    ).json() as OrderList;
    // 05:30Z is 23:30 on Feb 28 in Mexico City; 06:30Z is 00:30 on March 1.
    expect(refs(inMexico)).toEqual([`LST-${tag}-1`]);
    const inUtc = (await list({ ...search, ...day }, { timezone: 'UTC' })).json() as OrderList;
    expect(refs(inUtc)).toEqual([`LST-${tag}-1`, `LST-${tag}-0`]);
    const bad = await list({ ...search, ...day }, { timezone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'The timezone header "Mars/Olympus" is not a known IANA time zone (e.g. America/Mexico_City)',
    );
  });
});

describe('tenancy', () => {
  it('answers 404 to another merchant for every route naming an order, and 403 to the operator', async () => {
    const order = await createOrder(body([{ product: plenty, quantity: 1 }]));
    const other = tokens.otherMerchant;
    expect((await request(t, other, { method: 'GET', url: `/client/order/${order.id}` })).statusCode).toBe(
      404,
    );
    expect((await post(`/client/order/${order.id}/process`, other)).statusCode).toBe(404);
    expect((await post(`/client/order/${order.id}/cancel`, other)).statusCode).toBe(404);
    expect((await post('/client/orders/process', other, { orderIds: [order.id] })).statusCode).toBe(404);
    const theirs = (
      await request(t, other, { method: 'GET', url: '/client/orders', query: { limit: '100' } })
    ).json();
    expect(theirs.orders.map((o: { id: string }) => o.id)).not.toContain(order.id);
    expect(
      (await request(t, tokens.staff, { method: 'GET', url: `/client/order/${order.id}` })).statusCode,
    ).toBe(403);
    expect((await request(t, null, { method: 'GET', url: '/client/orders' })).statusCode).toBe(401);
  });
});
