import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { DEMO_CLIENT_ID, OTHER_CLIENT_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { TokenService } from '../accounts/tokens.js';
import { recordMovements, type MovementInput } from '../inventory/ledger.js';
import { daysOfCover } from '../inventory/stock-rules.js';
import {
  createProducts,
  prepareUsers,
  request,
  sendBody,
  sendInventory,
  today,
  type TestProduct,
  type Tokens,
} from '../receiving/test-support.js';
import type { ReceivingOrderDetail } from '../receiving/schemas.js';
import type { BelowCover, ReceivingDue, StaffReceivingQueue, StockByWarehouse } from './schemas.js';

// Starting the app on a database of its own takes a while on a machine shared with other builds.
const SETUP_MS = 90_000;
const DAY_MS = 86_400_000;
/** A warehouse none of the seed's receiving orders go to: the staff queue there is this test's alone. */
const QUIET_WAREHOUSE = 'WH-CO-BOG';

describe('inventory dashboard (GET /dashboard/inventory/*, GET /staff/dashboard/receiving)', () => {
  let t: TestApp;
  let tokens: Tokens;
  /** A merchant of this test's own, so every figure is known. */
  let clientId: string;
  let merchant: string;
  const p: Record<string, TestProduct> = {};

  const get = <T>(url: string, token: string | null) =>
    request(t, token, { method: 'GET', url }).then((response) => ({
      status: response.statusCode,
      body: response.json<T>(),
    }));

  const move = (
    product: string,
    warehouseId: string,
    reason: MovementInput['reason'],
    quantity: number,
    daysAgo = 1,
  ): MovementInput => ({
    clientId,
    productId: p[product]!.id,
    warehouseId,
    reason,
    quantity,
    documentType: 'import',
    documentId: `doc-${product}-${reason}-${daysAgo}`,
    documentLine: `${product}@${warehouseId}`,
    createdAt: new Date(Date.now() - daysAgo * DAY_MS),
  });

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await prepareUsers(t);
    const database = t.testDatabase.database;
    clientId = `CL-D${randomUUID().slice(0, 6)}`;
    const userId = randomUUID();
    await asOperator(database, async (tx) => {
      await tx.execute(sql`INSERT INTO clients (id, name) VALUES (${clientId}, 'Dashboard Test Co')`);
      await tx.execute(sql`
        INSERT INTO users (id, client_id, email, password_hash, display_name, role)
        VALUES (${userId}::uuid, ${clientId}, ${`dash-${userId}@example.test`}, 'x', 'Dash', 'user')`);
    });
    merchant = (
      await new TokenService(t.config.jwt).sign({ userId, clientId, tokenVersion: 0, role: 'user' })
    ).token;
    const made = await createProducts(t, clientId, 7);
    ['mxn', 'usd', 'lrd', 'twenty', 'ten', 'old', 'due'].forEach((name, i) => (p[name] = made[i]!));
    await asClient(database, clientId, async (tx) => {
      const value = (name: string, minor: number, currency: string) =>
        tx.execute(sql`UPDATE products SET declared_value_minor = ${minor}, currency = ${currency}
                        WHERE id = ${p[name]!.id}::uuid`);
      await value('mxn', 10_000, 'MXN');
      await value('usd', 500, 'USD');
      await value('lrd', 2_500, 'MXN');
      await recordMovements(tx, [
        // Ciudad de México: 10 MXN units (3 held by an order) and 4 USD ones.
        move('mxn', 'WH-MX-CDMX', 'received', 10),
        move('mxn', 'WH-MX-CDMX', 'reserved', 3),
        move('usd', 'WH-MX-CDMX', 'received', 4),
        // Laredo (a USD warehouse) holds products declared in MXN only.
        move('lrd', 'WH-US-LRD', 'received', 6),
        // 40 left after 60 shipped in the window: 40 × 30 ÷ 60 = 20 days of cover.
        move('twenty', 'WH-MX-MTY', 'received', 100, 20),
        move('twenty', 'WH-MX-MTY', 'reserved', 60, 10),
        move('twenty', 'WH-MX-MTY', 'shipped', -60, 10),
        // 10 left after 30 shipped: 10 days.
        move('ten', 'WH-MX-MTY', 'received', 40, 20),
        move('ten', 'WH-MX-MTY', 'reserved', 30, 5),
        move('ten', 'WH-MX-MTY', 'shipped', -30, 5),
        // Shipped before the window: no pace, no cover to run out.
        move('old', 'WH-MX-MTY', 'received', 5, 45),
        move('old', 'WH-MX-MTY', 'reserved', 4, 40),
        move('old', 'WH-MX-MTY', 'shipped', -4, 40),
      ]);
    });
  }, SETUP_MS);
  afterAll(() => t.close());

  it('finds content for every widget in the demo seed (the dashboard a new visitor sees)', async () => {
    const stock = await get<StockByWarehouse>('/dashboard/inventory/stock', tokens.merchant);
    expect(stock.body.warehouses.map((w) => w.warehouseId).sort()).toEqual([
      'WH-MX-CDMX',
      'WH-MX-MTY',
      'WH-US-LRD',
    ]);
    expect(stock.body.warehouses.every((w) => w.available > 0 && w.values[0]!.currency === w.currency)).toBe(
      true,
    );
    const below = await get<BelowCover>('/dashboard/inventory/below-cover', tokens.merchant);
    expect(below.body.totalRows).toBeGreaterThan(0);
    expect(below.body.products.every((row) => row.daysOfCover < below.body.thresholdDays)).toBe(true);
    const due = await get<ReceivingDue>('/dashboard/inventory/receiving-due', tokens.merchant);
    expect(due.body.orders.map((order) => order.status).sort()).toEqual([
      'arrived',
      'in_transit',
      'receiving',
    ]);
    const queue = await get<StaffReceivingQueue>('/staff/dashboard/receiving', tokens.staff);
    expect(queue.body.boxesToReceive).toBeGreaterThan(0);
    expect(queue.body.oldest).not.toBeNull();
  });

  describe('stock by warehouse', () => {
    it("sums units and the on-hand units' declared value per warehouse and currency, the warehouse's first", async () => {
      const { status, body } = await get<StockByWarehouse>('/dashboard/inventory/stock', merchant);
      expect(status).toBe(200);
      const at = (id: string) => body.warehouses.find((w) => w.warehouseId === id);
      expect(at('WH-MX-CDMX')).toEqual({
        warehouseId: 'WH-MX-CDMX',
        warehouseName: expect.any(String),
        currency: 'MXN',
        available: 11,
        onHand: 14,
        values: [
          { currency: 'MXN', valueMinor: 100_000 },
          { currency: 'USD', valueMinor: 2_000 },
        ],
      });
      // Never converted: the USD warehouse shows 0 USD and the MXN-declared value beside it.
      expect(at('WH-US-LRD')).toMatchObject({
        currency: 'USD',
        available: 6,
        onHand: 6,
        values: [
          { currency: 'USD', valueMinor: 0 },
          { currency: 'MXN', valueMinor: 15_000 },
        ],
      });
      // 40 + 10 + 1 units left of the three products whose cover the next tests read.
      expect(at('WH-MX-MTY')).toMatchObject({ available: 51, onHand: 51 });
      // Only warehouses holding this client's stock: none of the demo merchant's elsewhere.
      expect(body.warehouses.map((w) => w.warehouseId).sort()).toEqual([
        'WH-MX-CDMX',
        'WH-MX-MTY',
        'WH-US-LRD',
      ]);
    });

    it("never counts another merchant's stock", async () => {
      const demo = await get<StockByWarehouse>('/dashboard/inventory/stock', tokens.merchant);
      const other = await get<StockByWarehouse>('/dashboard/inventory/stock', tokens.otherMerchant);
      // The figures each client's own rows add up to, counted apart from the route.
      const expected = (client: string) =>
        asClient(t.testDatabase.database, client, async (tx) => {
          const result = await tx.execute(sql`
            SELECT warehouse_id, sum(available)::int AS available FROM stock_levels
             WHERE client_id = ${client} GROUP BY warehouse_id ORDER BY warehouse_id`);
          return (result as unknown as { rows: { warehouse_id: string; available: number }[] }).rows;
        });
      const figures = (body: StockByWarehouse) =>
        body.warehouses
          .map((w) => ({ warehouse_id: w.warehouseId, available: w.available }))
          .sort((a, b) => a.warehouse_id.localeCompare(b.warehouse_id));
      expect(figures(demo.body)).toEqual(await expected(DEMO_CLIENT_ID));
      expect(figures(other.body)).toEqual(await expected(OTHER_CLIENT_ID));
      expect(figures(demo.body)).not.toEqual(figures(other.body));
    });

    it('is the merchant’s: staff and admins are refused', async () => {
      expect((await get('/dashboard/inventory/stock', tokens.staff)).status).toBe(403);
      expect((await get('/dashboard/inventory/stock', tokens.admin)).status).toBe(403);
      expect((await get('/dashboard/inventory/stock', null)).status).toBe(401);
    });
  });

  describe('below days of cover', () => {
    it('lists the levels under the threshold, fewest days first, with the days from the one rule', async () => {
      const { status, body } = await get<BelowCover>('/dashboard/inventory/below-cover', merchant);
      expect(status).toBe(200);
      expect(body.thresholdDays).toBe(14);
      expect(body.totalRows).toBe(1);
      expect(body.products).toEqual([
        {
          productId: p.ten!.id,
          sku: p.ten!.sku,
          name: expect.any(String),
          handle: expect.any(String),
          warehouseId: 'WH-MX-MTY',
          warehouseName: expect.any(String),
          available: 10,
          unitsShippedLast30Days: 30,
          daysOfCover: 10,
        },
      ]);
      expect(daysOfCover(10, 30)).toBe(10);
    });

    it('keeps exactly the threshold out (fewer days than it), and orders by days', async () => {
      const at20 = await get<BelowCover>('/dashboard/inventory/below-cover?thresholdDays=20', merchant);
      expect(at20.body.products.map((row) => row.sku)).toEqual([p.ten!.sku]);
      const at21 = await get<BelowCover>('/dashboard/inventory/below-cover?thresholdDays=21', merchant);
      expect(at21.body.products.map((row) => [row.sku, row.daysOfCover])).toEqual([
        [p.ten!.sku, 10],
        [p.twenty!.sku, 20],
      ]);
      const one = await get<BelowCover>(
        '/dashboard/inventory/below-cover?thresholdDays=21&limit=1',
        merchant,
      );
      expect(one.body).toMatchObject({ totalRows: 2, products: [{ sku: p.ten!.sku }] });
    });

    it('shows each merchant only their own products', async () => {
      const mine = new Set(Object.values(p).map((product) => product.id));
      const demo = await get<BelowCover>(
        '/dashboard/inventory/below-cover?thresholdDays=365&limit=50',
        tokens.merchant,
      );
      expect(demo.status).toBe(200);
      // The seed's demo merchant has products running low; none of them is this client's, and vice versa.
      expect(demo.body.totalRows).toBeGreaterThan(0);
      expect(demo.body.products.some((row) => mine.has(row.productId))).toBe(false);
      const own = await get<BelowCover>(
        '/dashboard/inventory/below-cover?thresholdDays=365&limit=50',
        merchant,
      );
      expect(own.body.products.every((row) => mine.has(row.productId))).toBe(true);
    });

    it('refuses a threshold out of range with a reason', async () => {
      const response = await request(t, merchant, {
        method: 'GET',
        url: '/dashboard/inventory/below-cover?thresholdDays=0',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/thresholdDays/);
    });
  });

  describe('receiving orders due', () => {
    const plusDays = (days: number) =>
      new Date(Date.parse(`${today()}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
    const send = async (arrivalInDays: number, boxCount = 1, send = true) => {
      const response = await sendInventory(
        t,
        merchant,
        sendBody([{ product: p.due!, quantity: 2 * boxCount }], {
          boxCount,
          arrivalDate: plusDays(arrivalInDays),
          send,
        }),
      );
      expect(response.statusCode).toBe(201);
      return response.json<ReceivingOrderDetail>();
    };
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      ids.soon = (await send(3, 2)).id;
      ids.later = (await send(20)).id;
      ids.draft = (await send(1, 1, false)).id;
      ids.late = (await send(0)).id;
      ids.arrived = (await send(10)).id;
      // Expected two days ago and still in transit: late (sending refuses a past date, so the test moves it).
      await asOperator(t.testDatabase.database, (tx) =>
        tx.execute(
          sql`UPDATE receiving_orders SET arrival_date = ${plusDays(-2)}::date WHERE id = ${ids.late}::uuid`,
        ),
      );
      const arrived = await request(t, tokens.staff, {
        method: 'POST',
        url: `/staff/receiving-orders/${ids.arrived}/arrived`,
      });
      expect(arrived.statusCode).toBe(200);
    });

    it('lists sent orders expected within the window or late, and those at the warehouse, earliest first', async () => {
      const { status, body } = await get<ReceivingDue>('/dashboard/inventory/receiving-due', merchant);
      expect(status).toBe(200);
      expect(body).toMatchObject({ withinDays: 7, totalRows: 3, overdue: 1 });
      expect(body.orders.map((order) => order.receivingOrderId)).toEqual([ids.late, ids.soon, ids.arrived]);
      expect(body.orders[0]).toMatchObject({
        status: 'in_transit',
        arrivalDate: plusDays(-2),
        daysUntilArrival: -2,
        overdue: true,
        boxes: 1,
        boxesReceived: 0,
        units: 2,
        warehouseId: 'WH-MX-CDMX',
      });
      expect(body.orders[0]!.reference).toMatch(/^RO-\d+$/);
      expect(body.orders[1]).toMatchObject({ daysUntilArrival: 3, overdue: false, boxes: 2, units: 4 });
      expect(body.orders[2]).toMatchObject({ status: 'arrived', overdue: false, daysUntilArrival: 10 });
    });

    it('widens with withinDays and pages with limit', async () => {
      const wide = await get<ReceivingDue>(
        '/dashboard/inventory/receiving-due?withinDays=30&limit=2',
        merchant,
      );
      expect(wide.body).toMatchObject({ withinDays: 30, totalRows: 4, overdue: 1 });
      expect(wide.body.orders.map((order) => order.receivingOrderId)).toEqual([ids.late, ids.soon]);
      const bad = await request(t, merchant, {
        method: 'GET',
        url: '/dashboard/inventory/receiving-due?withinDays=-1',
      });
      expect(bad.statusCode).toBe(400);
    });

    it('shows each merchant only their own orders', async () => {
      const demo = await get<ReceivingDue>(
        '/dashboard/inventory/receiving-due?withinDays=60&limit=50',
        tokens.merchant,
      );
      expect(demo.status).toBe(200);
      // The seed's demo merchant has orders in transit, arrived and being received.
      expect(demo.body.totalRows).toBeGreaterThan(0);
      const theirs = new Set(demo.body.orders.map((order) => order.receivingOrderId));
      expect(Object.values(ids).some((id) => theirs.has(id))).toBe(false);
    });
  });

  describe("the staff's receiving queue", () => {
    it('counts the boxes still to receive at the staff’s warehouse and names the oldest order', async () => {
      const before = await get<StaffReceivingQueue>('/staff/dashboard/receiving', tokens.staff);
      expect(before.status).toBe(200);
      expect(before.body.warehouseId).toBe('WH-MX-CDMX');
      const elsewhere = await get<StaffReceivingQueue>('/staff/dashboard/receiving', tokens.otherStaff);
      expect(elsewhere.body.warehouseId).toBe('WH-MX-MTY');

      const response = await sendInventory(
        t,
        merchant,
        sendBody([{ product: p.due!, quantity: 6 }], { boxCount: 3, arrivalDate: today() }),
      );
      expect(response.statusCode).toBe(201);
      const after = await get<StaffReceivingQueue>('/staff/dashboard/receiving', tokens.staff);
      expect(after.body.ordersToReceive).toBe(before.body.ordersToReceive + 1);
      expect(after.body.boxesToReceive).toBe(before.body.boxesToReceive + 3);
      // Another warehouse's staff: nothing changed for them.
      const other = await get<StaffReceivingQueue>('/staff/dashboard/receiving', tokens.otherStaff);
      expect(other.body).toMatchObject({
        ordersToReceive: elsewhere.body.ordersToReceive,
        boxesToReceive: elsewhere.body.boxesToReceive,
      });
    });

    it('puts an order that arrived before those still expected, whatever their dates', async () => {
      const at = (query = `?warehouseId=${QUIET_WAREHOUSE}`) =>
        get<StaffReceivingQueue>(`/staff/dashboard/receiving${query}`, tokens.admin);
      expect((await at()).body).toMatchObject({
        warehouseId: QUIET_WAREHOUSE,
        ordersToReceive: 0,
        boxesToReceive: 0,
        boxesArrived: 0,
        oldest: null,
      });
      const bogota = (days: number, boxCount: number) =>
        sendInventory(
          t,
          merchant,
          sendBody([{ product: p.due!, quantity: boxCount }], {
            boxCount,
            warehouseId: QUIET_WAREHOUSE,
            arrivalDate: new Date(Date.parse(`${today('America/Bogota')}T12:00:00Z`) + days * DAY_MS)
              .toISOString()
              .slice(0, 10),
          }),
        ).then((r) => r.json<ReceivingOrderDetail>());
      const early = await bogota(1, 1);
      const arrivesLater = await bogota(5, 2);
      expect((await at()).body).toMatchObject({
        ordersToReceive: 2,
        boxesToReceive: 3,
        boxesArrived: 0,
        oldest: { receivingOrderId: early.id, status: 'in_transit', arrivedAt: null, boxesToReceive: 1 },
      });
      // The admin marks the later one arrived: it is at the dock, so it waits longest.
      const arrived = await request(t, tokens.admin, {
        method: 'POST',
        url: `/staff/receiving-orders/${arrivesLater.id}/arrived`,
      });
      expect(arrived.statusCode).toBe(200);
      const now = (await at()).body;
      expect(now).toMatchObject({
        ordersToReceive: 2,
        boxesToReceive: 3,
        boxesArrived: 2,
        oldest: {
          receivingOrderId: arrivesLater.id,
          reference: arrivesLater.reference,
          clientName: 'Dashboard Test Co',
          status: 'arrived',
          boxesToReceive: 2,
        },
      });
      expect(now.oldest!.arrivedAt).toEqual(expect.any(String));
      // Without a warehouse an admin sees every warehouse's queue.
      const all = (await at('')).body;
      expect(all.warehouseId).toBeNull();
      expect(all.boxesToReceive).toBeGreaterThanOrEqual(3);
    });

    it('is 403 for a merchant and 401 without a session', async () => {
      const refused = await request(t, tokens.merchant, { method: 'GET', url: '/staff/dashboard/receiving' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe(
        'Only warehouse staff and admins receive inventory',
      );
      expect((await get('/staff/dashboard/receiving', null)).status).toBe(401);
    });
  });
});
