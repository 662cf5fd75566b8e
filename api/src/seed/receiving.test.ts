import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { clients, receivingBoxes, receivingOrders, users } from '../platform/db/schema.js';
import { asClient, asOperator } from '../platform/db/scope.js';
import { checkStockDrift } from '../modules/inventory/drift.js';
import { createProducts } from '../modules/receiving/test-support.js';
import { startTestApp, type TestApp } from '../test/app.js';
import { DEMO_CLIENT_ID } from './ids.js';
import { seedReceiving } from './receiving.js';

const SEED_KEYS = Array.from({ length: 8 }, (_, i) => `seed-receiving-${i + 1}`);

describe('the receiving seed', () => {
  let t: TestApp;
  const clientId = `CL-SEED-${randomUUID().slice(0, 6)}`;
  const userId = randomUUID();

  beforeAll(async () => {
    t = await startTestApp();
    await asOperator(t.testDatabase.database, async (tx) => {
      await tx.insert(clients).values({ id: clientId, name: 'Seeded Merchant' });
      await tx.insert(users).values({
        id: userId,
        clientId,
        email: `seed-${userId}@estiba.test`,
        passwordHash: 'not-used',
        displayName: 'Seeded Merchant',
        role: 'user',
        lang: 'en-US',
      });
    });
  });

  afterAll(() => t.close());

  const seed = () => asOperator(t.testDatabase.database, (tx) => seedReceiving(tx, { clientId, userId }));

  it('does nothing before the client has products', async () => {
    expect(await seed()).toBe(0);
  });

  it('creates an order in every state through the ledger, once', async () => {
    await createProducts(t, clientId, 7);
    expect(await seed()).toBe(8);
    const { orders, boxes, drift } = await asClient(t.testDatabase.database, clientId, async (tx) => ({
      orders: await tx.select().from(receivingOrders).orderBy(asc(receivingOrders.number)),
      boxes: await tx.select().from(receivingBoxes),
      drift: await checkStockDrift(tx),
    }));
    expect(orders.map((order) => order.status)).toEqual([
      'received',
      'received',
      'received',
      'cancelled',
      'receiving',
      'arrived',
      'in_transit',
      'draft',
    ]);
    const boxStatuses = boxes.map((box) => box.status);
    expect(boxStatuses).toEqual(
      expect.arrayContaining(['pending', 'in_transit', 'received', 'with_discrepancy']),
    );
    expect(boxes.filter((box) => box.discrepancyResolvedAt !== null)).toHaveLength(1);
    expect(drift).toEqual([]);

    expect(await seed()).toBe(0);
    const again = await asClient(t.testDatabase.database, clientId, (tx) =>
      tx
        .select({ id: receivingOrders.id })
        .from(receivingOrders)
        .where(eq(receivingOrders.clientId, clientId)),
    );
    expect(again).toHaveLength(8);
  });
  it("gives the demo merchant an order in every state, its stock's drift clean", async () => {
    const { orders, drift } = await asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) => ({
      orders: await tx
        .select({ status: receivingOrders.status })
        .from(receivingOrders)
        .where(inArray(receivingOrders.idempotencyKey, SEED_KEYS)),
      drift: await checkStockDrift(tx),
    }));
    expect(orders.map((order) => order.status).sort()).toEqual([
      'arrived',
      'cancelled',
      'draft',
      'in_transit',
      'received',
      'received',
      'received',
      'receiving',
    ]);
    expect(drift).toEqual([]);
  });
});
