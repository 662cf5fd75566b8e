// /v1/webhook-subscriptions over HTTP on a real database (PGlite, or PostgreSQL + Redis as in CI): the webhooks
// scope gates every route, the portal's rules (URL, topics, secret once) hold, paging, idempotent creation, the
// delivery log, deletion, and one merchant's token never reaches another merchant's subscription.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { asOperator } from '../../platform/db/scope.js';
import { DEMO_CLIENT_ID, DEMO_USER_ID, OTHER_CLIENT_ID, OTHER_USER_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { TokenService } from '../accounts/tokens.js';
import type { ApiTokenScope } from '../api-tokens/scopes.js';
import { WEBHOOK_MESSAGES } from '../webhook-subscriptions/service.js';

interface Subscription {
  id: string;
  url: string;
  topics: string[];
  enabled: boolean;
}
interface Created {
  subscription: Subscription;
  secret: string;
}

const PROBLEM = /^application\/problem\+json/;

describe('public API /v1/webhook-subscriptions', () => {
  let t: TestApp;
  let merchant: string;
  let otherMerchant: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { LOG_LEVEL: 'silent', PUBLIC_API_RATE_LIMIT_PER_MINUTE: '1000' } });
    const tokens = new TokenService(t.config.jwt);
    merchant = (
      await tokens.sign({ userId: DEMO_USER_ID, clientId: DEMO_CLIENT_ID, tokenVersion: 0, role: 'user' })
    ).token;
    otherMerchant = (
      await tokens.sign({ userId: OTHER_USER_ID, clientId: OTHER_CLIENT_ID, tokenVersion: 0, role: 'user' })
    ).token;
  }, 120_000);

  afterAll(() => t.close());

  async function makeToken(session: string, scopes: ApiTokenScope[]): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/client/api-tokens',
      headers: { authorization: `Bearer ${session}`, 'idempotency-key': randomUUID() },
      payload: { name: 'ERP', scopes },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ secret: string }>().secret;
  }

  const v1 = (
    secret: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    key?: string,
  ) =>
    t.app.inject({
      method,
      url: `/v1${url}`,
      headers: { authorization: `Bearer ${secret}`, ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });

  const subscribe = async (secret: string, url: string, topics = ['order.shipped']) => {
    const res = await v1(secret, 'POST', '/webhook-subscriptions', { url, topics }, randomUUID());
    expect(res.statusCode).toBe(201);
    return res.json<Created>();
  };

  it('creates a subscription answering its secret once, reads it without the secret, and lists it', async () => {
    const token = await makeToken(merchant, ['webhooks']);
    const res = await v1(
      token,
      'POST',
      '/webhook-subscriptions',
      { url: 'https://erp.example.com/hooks/a', topics: ['order.shipped', 'stock.changed', 'order.shipped'] },
      randomUUID(),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json<Created>();
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(created.subscription).toMatchObject({
      url: 'https://erp.example.com/hooks/a',
      topics: ['order.shipped', 'stock.changed'],
      enabled: true,
    });

    const one = await v1(token, 'GET', `/webhook-subscriptions/${created.subscription.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(created.subscription);
    expect(one.body).not.toContain(created.secret);

    const list = await v1(token, 'GET', '/webhook-subscriptions?limit=250');
    expect(list.statusCode).toBe(200);
    const page = list.json<{ data: Subscription[]; nextCursor: string | null }>();
    expect(page.data.filter((s) => s.id === created.subscription.id)).toEqual([created.subscription]);
    expect(list.body).not.toContain(created.secret);

    // The portal's own list shows the same subscription: one service, one table.
    const portal = await t.app.inject({
      method: 'GET',
      url: '/client/webhook-subscriptions',
      headers: { authorization: `Bearer ${merchant}` },
    });
    expect(portal.json<{ subscriptions: Subscription[] }>().subscriptions.map((s) => s.id)).toContain(
      created.subscription.id,
    );
  });

  it('pages the list by cursor without repeating or skipping a subscription', async () => {
    const token = await makeToken(otherMerchant, ['webhooks']);
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      made.push((await subscribe(token, `https://erp.example.org/page/${i}`)).subscription.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const res = await v1(token, 'GET', `/webhook-subscriptions?limit=2${query}`);
      expect(res.statusCode).toBe(200);
      const page = res.json<{ data: Subscription[]; nextCursor: string | null }>();
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((s) => s.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => made.includes(id))).toEqual(made);
    expect(pages).toBeGreaterThanOrEqual(3);

    const bad = await v1(token, 'GET', '/webhook-subscriptions?cursor=nonsense');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(PROBLEM);
  });

  it('replays a create with the same key and body: the same subscription and secret, no second row', async () => {
    const token = await makeToken(merchant, ['webhooks']);
    const key = randomUUID();
    const body = { url: 'https://erp.example.com/hooks/idempotent', topics: ['order.created'] };
    const first = await v1(token, 'POST', '/webhook-subscriptions', body, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await v1(token, 'POST', '/webhook-subscriptions', body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // Decided: the replay answers the first body as it was (the one secret of the one subscription), so a
    // client whose first answer was lost still learns it; no new secret is made, so nothing new leaks.
    expect(again.json()).toEqual(first.json());

    const rows = await asOperator(t.testDatabase.database, (tx) =>
      tx.execute(
        sql`SELECT count(*)::int AS n FROM webhook_subscriptions WHERE url = ${body.url} AND client_id = ${DEMO_CLIENT_ID}`,
      ),
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);

    const reused = await v1(
      token,
      'POST',
      '/webhook-subscriptions',
      { ...body, topics: ['order.shipped'] },
      key,
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.headers['content-type']).toMatch(PROBLEM);
    expect(reused.body).not.toContain(first.json<Created>().secret);

    const noKey = await v1(token, 'POST', '/webhook-subscriptions', body);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.headers['content-type']).toMatch(PROBLEM);
  });

  it('refuses a bad URL or topic with a 400 problem giving the reason', async () => {
    const token = await makeToken(merchant, ['webhooks']);
    const post = (payload: object) => v1(token, 'POST', '/webhook-subscriptions', payload, randomUUID());

    const notHttp = await post({ url: 'ftp://erp.example.com/hooks', topics: ['order.shipped'] });
    expect(notHttp.statusCode).toBe(400);
    expect(notHttp.headers['content-type']).toMatch(PROBLEM);
    expect(notHttp.json()).toMatchObject({
      type: 'urn:estiba:problem:validation',
      status: 400,
      detail: WEBHOOK_MESSAGES.badUrl,
      errors: { url: WEBHOOK_MESSAGES.badUrl },
    });

    const credentials = await post({ url: 'https://me:pw@erp.example.com/hooks', topics: ['order.shipped'] });
    expect(credentials.statusCode).toBe(400);
    expect(credentials.json()).toMatchObject({ detail: WEBHOOK_MESSAGES.credentials });

    const topic = await post({ url: 'https://erp.example.com/hooks', topics: ['order.deleted'] });
    expect(topic.statusCode).toBe(400);
    expect(topic.headers['content-type']).toMatch(PROBLEM);
    expect(topic.json()).toMatchObject({
      detail: WEBHOOK_MESSAGES.badTopic('order.deleted'),
      errors: { topics: WEBHOOK_MESSAGES.badTopic('order.deleted') },
    });

    const none = await post({ url: 'https://erp.example.com/hooks', topics: [] });
    expect(none.statusCode).toBe(400);
    expect(none.headers['content-type']).toMatch(PROBLEM);
    expect(none.json<{ detail: string }>().detail).toMatch(/topics/);
  });

  it('answers 403 problem naming the webhooks scope on every route for a token without it', async () => {
    const mine = await subscribe(await makeToken(merchant, ['webhooks']), 'https://erp.example.com/hooks/s');
    const token = await makeToken(merchant, [
      'orders:read',
      'orders:write',
      'products:read',
      'products:write',
      'inventory:read',
      'receiving_orders:read',
      'receiving_orders:write',
    ]);
    const id = mine.subscription.id;
    const calls = [
      v1(token, 'GET', '/webhook-subscriptions'),
      v1(token, 'GET', `/webhook-subscriptions/${id}`),
      v1(token, 'GET', `/webhook-subscriptions/${id}/deliveries`),
      v1(token, 'DELETE', `/webhook-subscriptions/${id}`),
      v1(
        token,
        'POST',
        '/webhook-subscriptions',
        { url: 'https://erp.example.com/x', topics: ['order.shipped'] },
        randomUUID(),
      ),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(PROBLEM);
      expect(res.json()).toMatchObject({
        type: 'urn:estiba:problem:missing-scope',
        status: 403,
        detail: 'This token lacks the scope webhooks.',
      });
    }
    // The refused DELETE deleted nothing.
    const still = await v1(await makeToken(merchant, ['webhooks']), 'GET', `/webhook-subscriptions/${id}`);
    expect(still.statusCode).toBe(200);
  });

  it("never lets one merchant's token read, list, log or delete another merchant's subscription", async () => {
    const mine = await subscribe(
      await makeToken(merchant, ['webhooks']),
      'https://erp.example.com/hooks/own',
    );
    const theirs = await makeToken(otherMerchant, ['webhooks']);
    const id = mine.subscription.id;

    const read = await v1(theirs, 'GET', `/webhook-subscriptions/${id}`);
    expect(read.statusCode).toBe(404);
    expect(read.headers['content-type']).toMatch(PROBLEM);
    expect(read.json()).toMatchObject({ status: 404, detail: WEBHOOK_MESSAGES.notFound });
    expect((await v1(theirs, 'GET', `/webhook-subscriptions/${id}/deliveries`)).statusCode).toBe(404);
    expect((await v1(theirs, 'DELETE', `/webhook-subscriptions/${id}`)).statusCode).toBe(404);

    const list = await v1(theirs, 'GET', '/webhook-subscriptions?limit=250');
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: Subscription[] }>().data.map((s) => s.id)).not.toContain(id);

    expect(
      (await v1(await makeToken(merchant, ['webhooks']), 'GET', `/webhook-subscriptions/${id}`)).statusCode,
    ).toBe(200);
  });

  it("shows a subscription's delivery log with its attempts", async () => {
    const token = await makeToken(merchant, ['webhooks']);
    // Port 9 (discard) on loopback: nothing answers, so the test message's attempts fail and are logged.
    const created = await subscribe(token, 'http://127.0.0.1:9/hook');
    const id = created.subscription.id;
    const empty = await v1(token, 'GET', `/webhook-subscriptions/${id}/deliveries`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ deliveries: [] });

    const test = await t.app.inject({
      method: 'POST',
      url: `/client/webhook-subscriptions/${id}/test`,
      headers: { authorization: `Bearer ${merchant}` },
    });
    expect(test.statusCode).toBe(202);
    const log = await v1(token, 'GET', `/webhook-subscriptions/${id}/deliveries?limit=10`);
    expect(log.statusCode).toBe(200);
    const { deliveries } = log.json<{
      deliveries: { id: string; subscriptionId: string; eventName: string; attempts: unknown[] }[];
    }>();
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({
      id: test.json<{ id: string }>().id,
      subscriptionId: id,
      eventName: 'webhook.test',
    });
    expect(Array.isArray(deliveries[0]!.attempts)).toBe(true);

    const badLimit = await v1(token, 'GET', `/webhook-subscriptions/${id}/deliveries?limit=1000`);
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.headers['content-type']).toMatch(PROBLEM);
  });

  it('deletes a subscription: it is gone from reads and the list, and a second delete is 404', async () => {
    const token = await makeToken(merchant, ['webhooks']);
    const created = await subscribe(token, 'https://erp.example.com/hooks/gone');
    const id = created.subscription.id;
    const removed = await v1(token, 'DELETE', `/webhook-subscriptions/${id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await v1(token, 'GET', `/webhook-subscriptions/${id}`)).statusCode).toBe(404);
    const list = await v1(token, 'GET', '/webhook-subscriptions?limit=250');
    expect(list.json<{ data: Subscription[] }>().data.map((s) => s.id)).not.toContain(id);
    const again = await v1(token, 'DELETE', `/webhook-subscriptions/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.headers['content-type']).toMatch(PROBLEM);

    const notUuid = await v1(token, 'GET', '/webhook-subscriptions/not-an-id');
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.headers['content-type']).toMatch(PROBLEM);
  });
});
