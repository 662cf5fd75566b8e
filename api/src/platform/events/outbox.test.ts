import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import {
  ADMIN_USER_ID,
  DEMO_CLIENT_ID,
  DEMO_USER_ID,
  OPERATOR_CLIENT_ID,
  OTHER_CLIENT_ID,
  OTHER_USER_ID,
  STAFF_USER_ID,
} from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { collect, connectSocket, listen, tokenFor, waitFor } from '../../test/sockets.js';
import { users } from '../db/schema.js';
import { asClient, asOperator } from '../db/scope.js';
import { recordEvent, recordEvents, type DomainEvent } from './outbox.js';

/** The catch-up pass runs often here, so a test of a lost notification takes a fraction of a second. */
const FAST = { EVENT_CATCH_UP_INTERVAL_MS: '200' };
const STOCK_CHANGED = 'stock.changed';
const SETTLE_MS = 300;

const stockChanged = (clientId: string, productId: string): DomainEvent => ({
  clientId,
  name: STOCK_CHANGED,
  payload: { productId, warehouseId: 'WH-MX-CDMX', onHand: 5 },
});

function record(t: TestApp, event: DomainEvent): Promise<number> {
  return asClient(t.app.database, event.clientId, (tx) => recordEvent(tx, event));
}

async function undelivered(t: TestApp): Promise<number> {
  const [row] = await t.testDatabase.database.asOwner((owner) =>
    owner.query<{ count: number }>('SELECT count(*)::int AS count FROM events WHERE delivered_at IS NULL'),
  );
  return row!.count;
}

describe('the event outbox', () => {
  let t: TestApp;
  let url: string;
  let demo: Socket;
  let other: Socket;

  beforeAll(async () => {
    t = await startTestApp({ env: FAST });
    url = await listen(t);
    demo = await connectSocket(url, await tokenFor(t, { userId: DEMO_USER_ID, clientId: DEMO_CLIENT_ID }));
    other = await connectSocket(url, await tokenFor(t, { userId: OTHER_USER_ID, clientId: OTHER_CLIENT_ID }));
  });

  afterAll(async () => {
    demo.disconnect();
    other.disconnect();
    await t.close();
  });

  it("delivers a committed event to its client's sockets under the domain's name, and to no other client", async () => {
    const demoEvents = collect(demo, STOCK_CHANGED);
    const otherEvents = collect(other, STOCK_CHANGED);

    await record(t, stockChanged(DEMO_CLIENT_ID, 'p-1'));
    await waitFor('the stock event', () => demoEvents.length === 1);
    expect(demoEvents).toEqual([{ productId: 'p-1', warehouseId: 'WH-MX-CDMX', onHand: 5 }]);

    // Events to one socket arrive in order: once the other client has its own, the first would have come.
    await record(t, stockChanged(OTHER_CLIENT_ID, 'p-other'));
    await waitFor("the other client's event", () => otherEvents.length === 1);
    expect(otherEvents).toEqual([{ productId: 'p-other', warehouseId: 'WH-MX-CDMX', onHand: 5 }]);
    expect(demoEvents).toHaveLength(1);
    expect(await undelivered(t)).toBe(0);
  });

  it('records several events in one statement, delivered in their order', async () => {
    const demoEvents = collect(demo, STOCK_CHANGED) as { productId: string }[];
    const ids = await asClient(t.app.database, DEMO_CLIENT_ID, (tx) =>
      recordEvents(tx, [stockChanged(DEMO_CLIENT_ID, 'batch-1'), stockChanged(DEMO_CLIENT_ID, 'batch-2')]),
    );
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBeGreaterThan(ids[0]!);
    await waitFor('the batch', () => demoEvents.length === 2);
    expect(demoEvents.map((event) => event.productId)).toEqual(['batch-1', 'batch-2']);
  });

  it('never emits an event whose transaction rolled back', async () => {
    const demoEvents = collect(demo, STOCK_CHANGED) as { productId: string }[];
    await expect(
      asClient(t.app.database, DEMO_CLIENT_ID, async (tx) => {
        await recordEvent(tx, stockChanged(DEMO_CLIENT_ID, 'rolled-back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await record(t, stockChanged(DEMO_CLIENT_ID, 'committed'));

    await waitFor('the committed event', () => demoEvents.some((event) => event.productId === 'committed'));
    expect(demoEvents.map((event) => event.productId)).toEqual(['committed']);
  });

  it("sends the product sync's progress as the spec's updated-products-count, a JSON string", async () => {
    const counts = collect(demo, 'updated-products-count');
    const progress = { current: 3, total: 10, shop: 'Demo Store', shopId: 'shop-1' };
    await record(t, { clientId: DEMO_CLIENT_ID, name: 'products.sync_progress', payload: progress });
    await waitFor('the products count', () => counts.length === 1);
    expect(JSON.parse(counts[0] as string)).toEqual(progress);
  });

  it("tells a warehouse's staff and the admins of an event that names the warehouse, and no one else", async () => {
    const cdmx = 'WH-MX-CDMX';
    const mty = 'WH-MX-MTY';
    const mtyStaffId = randomUUID();
    await asOperator(t.app.database, async (tx) => {
      await tx.update(users).set({ warehouseId: cdmx }).where(eq(users.id, STAFF_USER_ID));
      await tx.insert(users).values({
        id: mtyStaffId,
        clientId: OPERATOR_CLIENT_ID,
        email: `staff-${mtyStaffId}@estiba.test`,
        passwordHash: 'not-used-by-this-test',
        displayName: 'Monterrey Staff',
        role: 'staff',
        lang: 'es-MX',
        warehouseId: mty,
      });
    });
    const operator = (userId: string, role: 'admin' | 'staff') =>
      tokenFor(t, { userId, clientId: OPERATOR_CLIENT_ID, role });
    const staffCdmx = await connectSocket(url, await operator(STAFF_USER_ID, 'staff'));
    const staffMty = await connectSocket(url, await operator(mtyStaffId, 'staff'));
    const admin = await connectSocket(url, await operator(ADMIN_USER_ID, 'admin'));
    const sockets = { demo, other, staffCdmx, staffMty, admin };
    const STATUS = 'receiving_order.status_changed';
    const received = Object.fromEntries(
      Object.entries(sockets).map(([name, socket]) => [
        name,
        {
          orders: collect(socket, STATUS) as { receivingOrderId: string }[],
          progress: collect(socket, 'updated-products-count'),
        },
      ]),
    );
    const statusChanged = (clientId: string, receivingOrderId: string, warehouseId: string): DomainEvent => ({
      clientId,
      name: STATUS,
      payload: { receivingOrderId, number: 1, warehouseId, status: 'in_transit', previousStatus: null },
    });
    await record(t, statusChanged(DEMO_CLIENT_ID, 'demo-at-cdmx', cdmx));
    await record(t, statusChanged(DEMO_CLIENT_ID, 'demo-at-mty', mty));
    await record(t, statusChanged(OTHER_CLIENT_ID, 'other-at-cdmx', cdmx));
    // No warehouse named: the client's alone.
    await record(t, {
      clientId: DEMO_CLIENT_ID,
      name: 'products.sync_progress',
      payload: { current: 1, total: 2, shop: 'Demo Store', shopId: 'shop-1' },
    });
    await waitFor('every event delivered', async () => (await undelivered(t)) === 0);
    // Events reach one socket in order: once a later sentinel has come, anything the relay sent it has too.
    const sentinels = Object.values(sockets).map(
      (socket) => new Promise((done) => socket.once('sentinel', done)),
    );
    t.app.realtime.io.emit('sentinel');
    await Promise.all(sentinels);

    // Who got which events, not their order: the relay may hand one client's events to a shared room (the admins',
    // a warehouse's staff) before another client's recorded earlier (a CI run on PostgreSQL saw it).
    const orders = (name: string) => received[name]!.orders.map((event) => event.receivingOrderId).sort();
    expect({
      demo: orders('demo'),
      other: orders('other'),
      staffCdmx: orders('staffCdmx'),
      staffMty: orders('staffMty'),
      admin: orders('admin'),
    }).toEqual({
      demo: ['demo-at-cdmx', 'demo-at-mty'],
      other: ['other-at-cdmx'],
      staffCdmx: ['demo-at-cdmx', 'other-at-cdmx'],
      staffMty: ['demo-at-mty'],
      admin: ['demo-at-cdmx', 'demo-at-mty', 'other-at-cdmx'],
    });
    expect(received.demo!.progress).toHaveLength(1);
    for (const name of ['other', 'staffCdmx', 'staffMty', 'admin'])
      expect(received[name]!.progress).toEqual([]);
    [staffCdmx, staffMty, admin].forEach((socket) => socket.disconnect());
  });

  it('delivers late, on its catch-up pass, an event whose notification was lost', async () => {
    const demoEvents = collect(demo, STOCK_CHANGED) as { productId: string }[];
    // Recorded with the trigger off: no NOTIFY, as when the relay's connection was down at the commit.
    await t.testDatabase.database.asOwner(async (owner) => {
      await owner.exec('ALTER TABLE events DISABLE TRIGGER events_notify');
      try {
        await owner.query(`INSERT INTO events (client_id, name, payload) VALUES ($1, $2, $3)`, [
          DEMO_CLIENT_ID,
          STOCK_CHANGED,
          JSON.stringify({ productId: 'unnotified' }),
        ]);
      } finally {
        await owner.exec('ALTER TABLE events ENABLE TRIGGER events_notify');
      }
    });
    await waitFor('the unnotified event', () => demoEvents.some((event) => event.productId === 'unnotified'));
  });
});

describe('the event outbox with two API processes', () => {
  let database: TestDatabase;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.destroy();
  });

  // With Redis each process's emit reaches every socket, so each socket gets each event once; without, a process
  // reaches its own sockets only, and the event reaches one of the two (whichever process claimed it).
  it('emits each event once in total', async () => {
    const prefix = `estiba-test:outbox-${Date.now()}:`;
    for (let i = 0; i < 2; i += 1) {
      apps.push(await startTestApp({ env: FAST, testDatabase: database, redisKeyPrefix: prefix }));
    }
    const sockets = await Promise.all(
      apps.map(async (app) =>
        connectSocket(
          await listen(app),
          await tokenFor(app, { userId: DEMO_USER_ID, clientId: DEMO_CLIENT_ID }),
        ),
      ),
    );
    const received = sockets.map((socket) => collect(socket, STOCK_CHANGED) as { productId: string }[]);
    const ids = Array.from({ length: 10 }, (_, i) => `p-${i}`);
    for (const [n, id] of ids.entries()) await record(apps[n % 2]!, stockChanged(DEMO_CLIENT_ID, id));

    await waitFor('every event delivered', async () => (await undelivered(apps[0]!)) === 0);
    const expected = process.env.REDIS_URL ? ids.length * 2 : ids.length;
    await waitFor('the events on the sockets', () => received.flat().length >= expected);
    // A duplicate would arrive right behind: give it the time to.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const productIds = received.map((events) => events.map((event) => event.productId).sort());
    if (process.env.REDIS_URL) {
      // Each socket is reached through the adapter, exactly once per event.
      productIds.forEach((onSocket) => expect(onSocket).toEqual([...ids].sort()));
    } else {
      expect(productIds.flat().sort()).toEqual([...ids].sort());
    }
    sockets.forEach((socket) => socket.disconnect());
  });
});
