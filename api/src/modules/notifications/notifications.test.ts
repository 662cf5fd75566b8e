// The notifications centre through Fastify's inject, on PGlite by default and on PostgreSQL with DATABASE_URL:
// migration 025's trigger makes a notification (and its notification.created event) in the recording transaction
// for the events worth a person's attention only; the list is unread first; mark one / all read record
// notification.read; and one merchant never sees or marks another's.
import { sql } from 'drizzle-orm';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { recordEvent, type DomainEvent } from '../../platform/events/outbox.js';
import { DEMO_CLIENT_ID, OTHER_CLIENT_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { rowsOf } from '../inventory/ledger.js';
import { prepareUsers, request, type Tokens } from '../receiving/test-support.js';
import type { AllRead, Notification, NotificationList } from './schemas.js';

let t: TestApp;
let tokens: Tokens;

beforeAll(async () => {
  t = await startTestApp();
  tokens = await prepareUsers(t);
}, 120_000);

afterAll(() => t.close());

let nextOrder = 0;
const orderShipped = (clientId: string): DomainEvent => ({
  clientId,
  name: 'order.shipped',
  payload: {
    orderId: `00000000-0000-4000-9000-${String(++nextOrder).padStart(12, '0')}`,
    warehouseId: 'WH-MX-CDMX',
    trackingNumber: 'TRK1',
  },
});

/** Records events as a module does: in a client's transaction (or the operator's, as staff work is). */
async function record(events: DomainEvent[], scope: 'client' | 'operator' = 'client'): Promise<void> {
  const run = async (tx: Parameters<typeof recordEvent>[0]) => {
    for (const event of events) await recordEvent(tx, event);
  };
  if (scope === 'operator') await asOperator(t.testDatabase.database, run);
  else await asClient(t.testDatabase.database, events[0]!.clientId, run);
}

const list = async (token: string): Promise<NotificationList> => {
  const answer = await request(t, token, { method: 'GET', url: '/client/notifications' });
  expect(answer.statusCode).toBe(200);
  return answer.json<NotificationList>();
};

const liveEvents = async (clientId: string) =>
  asOperator(t.testDatabase.database, async (tx) =>
    rowsOf<{ name: string; payload: { notification?: Notification; all?: boolean } }>(
      await tx.execute(sql`SELECT name, payload FROM events WHERE client_id = ${clientId}
                            AND name LIKE 'notification.%' ORDER BY id`),
    ),
  );

describe('notifications', () => {
  it('are made from the events worth telling, in their transaction, each with a live notification.created', async () => {
    const before = (await list(tokens.merchant)).notifications.length;
    const liveBefore = (await liveEvents(DEMO_CLIENT_ID)).length;
    await record([
      orderShipped(DEMO_CLIENT_ID),
      {
        clientId: DEMO_CLIENT_ID,
        name: 'order.created',
        payload: { orderId: 'x', warehouseId: 'WH-MX-CDMX' },
      },
      {
        clientId: DEMO_CLIENT_ID,
        name: 'products.sync_progress',
        payload: { current: 50, total: 100, shop: 'S' },
      },
      {
        clientId: DEMO_CLIENT_ID,
        name: 'products.sync_progress',
        payload: { current: 100, total: 100, shop: 'S' },
      },
      {
        clientId: DEMO_CLIENT_ID,
        name: 'charge_dispute.changed',
        payload: { disputeId: 'd', status: 'open' },
      },
      {
        clientId: DEMO_CLIENT_ID,
        name: 'charge_dispute.changed',
        payload: { disputeId: 'd', status: 'credited' },
      },
      {
        clientId: DEMO_CLIENT_ID,
        name: 'receiving_order.status_changed',
        payload: { receivingOrderId: 'r', status: 'receiving' },
      },
      {
        clientId: DEMO_CLIENT_ID,
        name: 'receiving_order.status_changed',
        payload: { receivingOrderId: 'r', status: 'received' },
      },
    ]);
    // Staff work records the merchant's events in the operator's scope.
    await record(
      [
        {
          clientId: DEMO_CLIENT_ID,
          name: 'receiving_box.received',
          payload: { boxId: 'b', barcode: 'BX-1' },
        },
      ],
      'operator',
    );

    const after = await list(tokens.merchant);
    const made = after.notifications.slice(0, after.notifications.length - before);
    expect(made.map((n) => n.kind)).toEqual([
      'receiving_box.received',
      'receiving_order.status_changed',
      'charge_dispute.changed',
      'products.sync_progress',
      'order.shipped',
    ]);
    expect(made.every((n) => n.readAt === null)).toBe(true);
    expect(made[2]!.payload).toMatchObject({ status: 'credited' });

    const live = (await liveEvents(DEMO_CLIENT_ID)).slice(liveBefore);
    expect(live).toHaveLength(5);
    expect(live.every((event) => event.name === 'notification.created')).toBe(true);
    expect(live[0]!.payload).toMatchObject({ notificationId: made[4]!.id });
    expect(live[0]!.payload.notification).toMatchObject({
      kind: 'order.shipped',
      readAt: null,
      id: made[4]!.id,
    });
    expect(new Date(live[0]!.payload.notification!.createdAt).toISOString()).toBe(made[4]!.createdAt);
  });

  it('roll back with the change that recorded them', async () => {
    const before = (await list(tokens.merchant)).notifications.length;
    await expect(
      asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) => {
        await recordEvent(tx, orderShipped(DEMO_CLIENT_ID));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await list(tokens.merchant)).notifications).toHaveLength(before);
  });

  it('list unread first, mark one read (once) and all read', async () => {
    await record([orderShipped(DEMO_CLIENT_ID), orderShipped(DEMO_CLIENT_ID)]);
    const first = await list(tokens.merchant);
    expect(first.unread).toBeGreaterThanOrEqual(2);
    const older = first.notifications[1]!;

    const read = await request(t, tokens.merchant, {
      method: 'POST',
      url: `/client/notifications/${older.id}/read`,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json<Notification>().readAt).not.toBeNull();
    const again = await request(t, tokens.merchant, {
      method: 'POST',
      url: `/client/notifications/${older.id}/read`,
    });
    expect(again.json<Notification>().readAt).toBe(read.json<Notification>().readAt);

    const second = await list(tokens.merchant);
    expect(second.unread).toBe(first.unread - 1);
    // Unread ones come before the one just read.
    const position = second.notifications.findIndex((n) => n.id === older.id);
    expect(second.notifications.slice(0, position).every((n) => n.readAt === null)).toBe(true);

    const live = await liveEvents(DEMO_CLIENT_ID);
    expect(live.filter((event) => event.name === 'notification.read')).toHaveLength(1);

    const all = await request(t, tokens.merchant, { method: 'POST', url: '/client/notifications/read-all' });
    expect(all.statusCode).toBe(200);
    expect(all.json<AllRead>()).toEqual({ unread: 0, marked: second.unread });
    expect((await list(tokens.merchant)).unread).toBe(0);
  });

  it("keep one merchant's notifications from another", async () => {
    await record([orderShipped(OTHER_CLIENT_ID)]);
    const others = await list(tokens.otherMerchant);
    const theirs = others.notifications[0]!;
    const mine = await list(tokens.merchant);
    expect(mine.notifications.some((n) => n.id === theirs.id)).toBe(false);

    const refused = await request(t, tokens.merchant, {
      method: 'POST',
      url: `/client/notifications/${theirs.id}/read`,
    });
    expect(refused.statusCode).toBe(404);
    await request(t, tokens.merchant, { method: 'POST', url: '/client/notifications/read-all' });
    const still = await list(tokens.otherMerchant);
    expect(still.notifications.find((n) => n.id === theirs.id)?.readAt).toBeNull();
  });

  it('refuse a bad id and a bad limit with a reason, and a visitor', async () => {
    expect(
      (await request(t, tokens.merchant, { method: 'POST', url: '/client/notifications/abc/read' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await request(t, tokens.merchant, { method: 'GET', url: '/client/notifications?limit=0' })).statusCode,
    ).toBe(400);
    expect((await request(t, null, { method: 'GET', url: '/client/notifications' })).statusCode).toBe(401);
  });
});
