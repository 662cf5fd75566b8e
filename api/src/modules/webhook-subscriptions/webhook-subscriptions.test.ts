// Outgoing webhooks over HTTP against a real database (PGlite, or PostgreSQL when DATABASE_URL is set) and a
// real receiver: subscribe, cause an event through the outbox, the signed message arrives and verifies, a
// failure is retried and recorded, replays deliver again, a crash between sending and recording sends again, an
// endpoint failing for 5 days is disabled and its merchant mailed, and one client sees nothing of another's.
import { sql } from 'drizzle-orm';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { recordEvent, type EventName } from '../../platform/events/outbox.js';
import {
  ADMIN_USER_ID,
  DEMO_CLIENT_ID,
  DEMO_USER_ID,
  OPERATOR_CLIENT_ID,
  OTHER_CLIENT_ID,
  OTHER_USER_ID,
} from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.js';
import { rowsOf } from '../inventory/ledger.js';
import { TokenService } from '../accounts/tokens.js';
import { DISABLED_REASON, DISPATCH_JOB } from './delivery.js';
import { verifySignature } from './rules.js';
import { checkedUrl, WEBHOOK_MESSAGES } from './service.js';
import { startReceiver, type TestReceiver } from './test-receiver.js';

/** Deliveries and retries take real time: up to a few job-queue polls each. */
const TIMEOUT_MS = 60_000;

interface Created {
  subscription: { id: string; url: string; topics: string[]; enabled: boolean };
  secret: string;
}
interface Delivery {
  id: string;
  messageId: string;
  eventName: string;
  status: string;
  attempts: {
    httpStatus: number | null;
    durationMs: number;
    responseExcerpt: string | null;
    error: string | null;
  }[];
}

describe('outgoing webhooks', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let receiver: TestReceiver;
  let tokens: TokenService;
  let demo: string;
  let other: string;
  let admin: string;
  let key = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({
      env: {
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
        JOB_POLLING_INTERVAL_MS: '500',
        WEBHOOK_FIRST_RETRY_DELAY_MS: '200',
        SMTP_URL: smtp.url,
      },
    });
    tokens = new TokenService(t.config.jwt);
    demo = (
      await tokens.sign({ userId: DEMO_USER_ID, clientId: DEMO_CLIENT_ID, tokenVersion: 0, role: 'user' })
    ).token;
    other = (
      await tokens.sign({ userId: OTHER_USER_ID, clientId: OTHER_CLIENT_ID, tokenVersion: 0, role: 'user' })
    ).token;
    admin = (
      await tokens.sign({
        userId: ADMIN_USER_ID,
        clientId: OPERATOR_CLIENT_ID,
        tokenVersion: 0,
        role: 'admin',
      })
    ).token;
  });

  beforeEach(async () => {
    receiver = await startReceiver();
  });

  afterEach(() => receiver.close());

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload ? { payload } : {}),
    });

  const subscribe = async (topics: string[], token = demo, url = receiver.url): Promise<Created> => {
    const response = await call(
      token,
      'POST',
      '/client/webhook-subscriptions',
      { url, topics },
      {
        'idempotency-key': `key-${++key}`,
      },
    );
    expect(response.statusCode).toBe(201);
    return response.json<Created>();
  };

  const emit = (clientId: string, name: EventName, payload: Record<string, string>) =>
    asClient(t.testDatabase.database, clientId, (tx) => recordEvent(tx, { clientId, name, payload }));

  const deliveries = async (subscriptionId: string, token = demo) =>
    (await call(token, 'GET', `/client/webhook-subscriptions/${subscriptionId}/deliveries`)).json<{
      deliveries: Delivery[];
    }>().deliveries;

  const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`Not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  };

  it(
    'shows the secret once, replays the answer for the same Idempotency-Key, and stores the secret sealed',
    async () => {
      const headers = { 'idempotency-key': 'create-once' };
      const body = { url: receiver.url, topics: ['order.shipped', 'order.shipped', 'stock.changed'] };
      const first = await call(demo, 'POST', '/client/webhook-subscriptions', body, headers);
      expect(first.statusCode).toBe(201);
      const created = first.json<Created>();
      expect(created.secret).toMatch(/^whsec_/);
      expect(created.subscription).toMatchObject({
        url: receiver.url,
        topics: ['order.shipped', 'stock.changed'],
        enabled: true,
      });

      const again = await call(demo, 'POST', '/client/webhook-subscriptions', body, headers);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json<Created>().subscription.id).toBe(created.subscription.id);

      const list = (await call(demo, 'GET', '/client/webhook-subscriptions')).json<{
        subscriptions: object[];
        topics: string[];
      }>();
      expect(list.topics).toContain('order.shipped');
      expect(JSON.stringify(list)).not.toContain(created.secret);
      const [stored] = await asOperator(t.testDatabase.database, async (tx) =>
        rowsOf<{ secret_sealed: string }>(
          await tx.execute(
            sql`SELECT secret_sealed FROM webhook_subscriptions WHERE id = ${created.subscription.id}::uuid`,
          ),
        ),
      );
      expect(stored!.secret_sealed).not.toContain(created.secret.slice(6, 20));
      await call(demo, 'DELETE', `/client/webhook-subscriptions/${created.subscription.id}`);
    },
    TIMEOUT_MS,
  );

  it(
    'refuses a bad URL or topic with the field, and operators',
    async () => {
      const bad = await call(
        demo,
        'POST',
        '/client/webhook-subscriptions',
        { url: 'not a url', topics: ['order.shipped'] },
        {
          'idempotency-key': 'bad-url',
        },
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: WEBHOOK_MESSAGES.badUrl, field: 'url' });
      const topic = await call(
        demo,
        'POST',
        '/client/webhook-subscriptions',
        { url: receiver.url, topics: ['order.eaten'] },
        {
          'idempotency-key': 'bad-topic',
        },
      );
      expect(topic.statusCode).toBe(400);
      expect(topic.json()).toMatchObject({ field: 'topics' });
      const staff = await call(admin, 'GET', '/client/webhook-subscriptions');
      expect(staff.statusCode).toBe(403);
    },
    TIMEOUT_MS,
  );

  it(
    'refuses private, local and plain-http endpoints where private addresses are not allowed (production)',
    () => {
      expect(() => checkedUrl('http://127.0.0.1:9/x', false)).toThrow(WEBHOOK_MESSAGES.httpsOnly);
      expect(() => checkedUrl('https://127.0.0.1/x', false)).toThrow(WEBHOOK_MESSAGES.privateAddress);
      expect(() => checkedUrl('https://localhost/x', false)).toThrow(WEBHOOK_MESSAGES.privateAddress);
      expect(() => checkedUrl('https://[::1]/x', false)).toThrow(WEBHOOK_MESSAGES.privateAddress);
      expect(() => checkedUrl('https://169.254.169.254/latest', false)).toThrow(
        WEBHOOK_MESSAGES.privateAddress,
      );
      expect(() => checkedUrl('https://user:pw@example.com/x', false)).toThrow(WEBHOOK_MESSAGES.credentials);
      expect(checkedUrl('https://example.com/hooks', false)).toBe('https://example.com/hooks');
      expect(checkedUrl('http://127.0.0.1:9/x', true)).toBe('http://127.0.0.1:9/x');
    },
    TIMEOUT_MS,
  );

  it(
    'delivers a signed event, retries a failure once and records both attempts, and replays it',
    async () => {
      const { subscription, secret } = await subscribe(['order.shipped']);
      receiver.answer(500);
      await emit(DEMO_CLIENT_ID, 'stock.changed', { productId: 'not-subscribed' });
      await emit(DEMO_CLIENT_ID, 'order.shipped', { orderId: 'order-1', warehouseId: 'MX-01' });

      const [failed, retried] = await receiver.waitFor(2);
      for (const message of [failed!, retried!]) {
        expect(verifySignature(secret, message.headers as Record<string, string>, message.body)).toBe(true);
        expect(JSON.parse(message.body)).toMatchObject({
          type: 'order.shipped',
          data: { orderId: 'order-1' },
        });
      }
      expect(failed!.status).toBe(500);
      expect(retried!.headers['webhook-id']).toBe(failed!.headers['webhook-id']);

      const [delivery] = await eventually(
        () => deliveries(subscription.id),
        (list) => list[0]?.status === 'succeeded',
      );
      expect(delivery).toMatchObject({
        eventName: 'order.shipped',
        messageId: failed!.headers['webhook-id'],
      });
      expect(delivery!.attempts.map((a) => a.httpStatus)).toEqual([500, 200]);
      expect(delivery!.attempts[0]).toMatchObject({
        responseExcerpt: 'failure 500',
        error: 'The endpoint answered 500',
      });
      expect(delivery!.attempts[1]).toMatchObject({ responseExcerpt: 'ok', error: null });

      const replay = await call(demo, 'POST', `/client/webhook-deliveries/${delivery!.id}/replay`);
      expect(replay.statusCode).toBe(202);
      const [, , replayed] = await receiver.waitFor(3);
      expect(replayed!.headers['webhook-id']).toBe(failed!.headers['webhook-id']);
      expect(verifySignature(secret, replayed!.headers as Record<string, string>, replayed!.body)).toBe(true);
      await eventually(
        () => deliveries(subscription.id),
        (list) => list[0]?.status === 'succeeded' && list[0].attempts.length === 3,
      );
      expect(receiver.received).toHaveLength(3);
      await call(demo, 'DELETE', `/client/webhook-subscriptions/${subscription.id}`);
    },
    TIMEOUT_MS,
  );

  it(
    'sends a test message, and replays every failed delivery since a time',
    async () => {
      const { subscription, secret } = await subscribe(['invoice.issued']);
      const test = await call(demo, 'POST', `/client/webhook-subscriptions/${subscription.id}/test`);
      expect(test.statusCode).toBe(202);
      const [message] = await receiver.waitFor(1);
      expect(JSON.parse(message!.body)).toMatchObject({ type: 'webhook.test' });
      expect(verifySignature(secret, message!.headers as Record<string, string>, message!.body)).toBe(true);
      const [done] = await eventually(
        () => deliveries(subscription.id),
        (list) => list[0]?.status === 'succeeded',
      );

      // A round that ended in failure (its eighth attempt would take a day to reach here).
      await asOperator(t.testDatabase.database, (tx) =>
        tx.execute(sql`UPDATE webhook_deliveries SET status = 'failed' WHERE id = ${done!.id}::uuid`),
      );
      const since = new Date(Date.now() - 60_000).toISOString();
      const replayed = await call(demo, 'POST', `/client/webhook-subscriptions/${subscription.id}/replay`, {
        since,
      });
      expect(replayed.statusCode).toBe(202);
      expect(replayed.json()).toEqual({ replayed: 1 });
      await receiver.waitFor(2);
      const none = await call(demo, 'POST', `/client/webhook-subscriptions/${subscription.id}/replay`, {
        since,
      });
      expect(none.json()).toEqual({ replayed: 0 });
      await call(demo, 'DELETE', `/client/webhook-subscriptions/${subscription.id}`);
    },
    TIMEOUT_MS,
  );

  it(
    'sends again a delivery whose sender died between sending and recording (at least once)',
    async () => {
      const { subscription } = await subscribe(['receiving_box.received']);
      await emit(DEMO_CLIENT_ID, 'receiving_box.received', { boxId: 'box-1' });
      await receiver.waitFor(1);
      const [delivery] = await eventually(
        () => deliveries(subscription.id),
        (list) => list[0]?.status === 'succeeded',
      );
      // As a crash leaves it: pending, due long ago, its lease run out, its task gone.
      await asOperator(t.testDatabase.database, (tx) =>
        tx.execute(sql`
        UPDATE webhook_deliveries
           SET status = 'pending', next_attempt_at = now() - interval '5 minutes', lease_until = now() - interval '1 second'
         WHERE id = ${delivery!.id}::uuid`),
      );
      await t.app.jobs.runNow(DISPATCH_JOB);
      await receiver.waitFor(2);
      await eventually(
        () => deliveries(subscription.id),
        (list) => list[0]?.status === 'succeeded',
      );
      await call(demo, 'DELETE', `/client/webhook-subscriptions/${subscription.id}`);
    },
    TIMEOUT_MS,
  );

  it(
    'leaves the row of a healthy endpoint alone on success (no lock per delivery) and ends a failing streak',
    async () => {
      const { subscription } = await subscribe(['order.shipped']);
      const endpoint = async () => {
        const [row] = await asOperator(t.testDatabase.database, async (tx) =>
          rowsOf<{ version: string; failing_since: Date | null }>(
            await tx.execute(sql`
            SELECT xmin::text AS version, failing_since FROM webhook_subscriptions WHERE id = ${subscription.id}::uuid`),
          ),
        );
        return row!;
      };
      const before = await endpoint();
      await emit(DEMO_CLIENT_ID, 'order.shipped', { orderId: 'o-1' });
      await emit(DEMO_CLIENT_ID, 'order.shipped', { orderId: 'o-2' });
      await receiver.waitFor(2);
      await eventually(
        () => deliveries(subscription.id),
        (list) => list.length === 2 && list.every((d) => d.status === 'succeeded'),
      );
      expect(await endpoint()).toEqual(before);

      await asOperator(t.testDatabase.database, (tx) =>
        tx.execute(sql`
        UPDATE webhook_subscriptions SET failing_since = now() - interval '1 hour' WHERE id = ${subscription.id}::uuid`),
      );
      await emit(DEMO_CLIENT_ID, 'order.shipped', { orderId: 'o-3' });
      await receiver.waitFor(3);
      expect((await eventually(endpoint, (row) => row.failing_since === null)).failing_since).toBeNull();
      await call(demo, 'DELETE', `/client/webhook-subscriptions/${subscription.id}`);
    },
    TIMEOUT_MS,
  );

  it(
    'disables an endpoint failing for 5 days, records the event and mails the merchant',
    async () => {
      const { subscription } = await subscribe(['return.status_changed']);
      await asOperator(t.testDatabase.database, (tx) =>
        tx.execute(sql`
        UPDATE webhook_subscriptions SET failing_since = now() - interval '5 days 1 minute'
         WHERE id = ${subscription.id}::uuid`),
      );
      receiver.answer(503);
      await emit(DEMO_CLIENT_ID, 'return.status_changed', { returnId: 'r-1' });
      await receiver.waitFor(1);
      const list = await eventually(
        async () =>
          (await call(demo, 'GET', '/client/webhook-subscriptions')).json<{
            subscriptions: Created['subscription'][];
          }>(),
        (value) => value.subscriptions.some((s) => s.id === subscription.id && !s.enabled),
      );
      expect(list.subscriptions.find((s) => s.id === subscription.id)).toMatchObject({
        enabled: false,
        disabledReason: DISABLED_REASON,
      });
      const mail = await smtp.nextMail();
      expect(mail.to).toEqual(['demo@estiba.test']);
      expect(mail.text).toContain(receiver.url);
      const events = await asOperator(t.testDatabase.database, async (tx) =>
        rowsOf<{ payload: { subscriptionId: string } }>(
          await tx.execute(sql`SELECT payload FROM events WHERE name = 'webhook_subscription.disabled'`),
        ),
      );
      expect(events.map((e) => e.payload.subscriptionId)).toContain(subscription.id);
      // The retry due after the failure is not sent to a disabled endpoint.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(receiver.received).toHaveLength(1);

      const enabled = await call(demo, 'PUT', `/client/webhook-subscriptions/${subscription.id}`, {
        enabled: true,
      });
      expect(enabled.json()).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
      await call(demo, 'DELETE', `/client/webhook-subscriptions/${subscription.id}`);
    },
    TIMEOUT_MS,
  );

  it('keeps each client to its own subscriptions, deliveries and events (row-level security)', async () => {
    const mine = await subscribe(['charge.created']);
    const theirs = await subscribe(['charge.created'], other);
    await emit(OTHER_CLIENT_ID, 'charge.created', { chargeId: 'theirs' });
    await receiver.waitFor(1);
    await eventually(
      () => deliveries(theirs.subscription.id, other),
      (list) => list[0]?.status === 'succeeded',
    );
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ data: { chargeId: 'theirs' } });
    expect(await deliveries(mine.subscription.id)).toEqual([]);

    const theirId = theirs.subscription.id;
    const [theirDelivery] = await deliveries(theirId, other);
    const mineList = (await call(demo, 'GET', '/client/webhook-subscriptions')).json<{
      subscriptions: { id: string }[];
    }>();
    expect(mineList.subscriptions.map((s) => s.id)).not.toContain(theirId);
    for (const [method, url, body] of [
      ['GET', `/client/webhook-subscriptions/${theirId}/deliveries`, undefined],
      ['PUT', `/client/webhook-subscriptions/${theirId}`, { enabled: false }],
      ['DELETE', `/client/webhook-subscriptions/${theirId}`, undefined],
      ['POST', `/client/webhook-subscriptions/${theirId}/test`, undefined],
      ['POST', `/client/webhook-deliveries/${theirDelivery!.id}/replay`, undefined],
      ['POST', `/client/webhook-subscriptions/${theirId}/replay`, { since: new Date(0).toISOString() }],
    ] as const) {
      expect((await call(demo, method, url, body)).statusCode).toBe(404);
    }
    const seen = await asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) => ({
      subscriptions: rowsOf(
        await tx.execute(sql`SELECT id FROM webhook_subscriptions WHERE id = ${theirId}::uuid`),
      ),
      deliveries: rowsOf(
        await tx.execute(sql`SELECT id FROM webhook_deliveries WHERE subscription_id = ${theirId}::uuid`),
      ),
      attempts: rowsOf(
        await tx.execute(sql`SELECT id FROM webhook_attempts WHERE client_id = ${OTHER_CLIENT_ID}`),
      ),
    }));
    expect(seen).toEqual({ subscriptions: [], deliveries: [], attempts: [] });
    const forged = asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) =>
      tx.execute(sql`UPDATE webhook_subscriptions SET enabled = false WHERE id = ${theirId}::uuid`),
    );
    expect(rowsOf(await forged)).toEqual([]);
    const still = (await call(other, 'GET', '/client/webhook-subscriptions')).json<{
      subscriptions: Created['subscription'][];
    }>();
    expect(still.subscriptions.find((s) => s.id === theirId)?.enabled).toBe(true);
  });
});
