// The public API end to end over HTTP on a real database (PGlite, or PostgreSQL + Redis as in CI): tokens made by
// the merchant routes, /v1 reads and creates with them, revocation, scopes, pagination, idempotency, row-level
// security between merchants, problem details and the per-token rate limit.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { asOperator } from '../../platform/db/scope.js';
import {
  DEMO_CLIENT_ID,
  DEMO_USER_ID,
  OPERATOR_CLIENT_ID,
  OTHER_CLIENT_ID,
  OTHER_USER_ID,
  STAFF_USER_ID,
} from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { TokenService } from '../accounts/tokens.js';
import type { ApiTokenScope } from '../api-tokens/scopes.js';
import { hashSecret } from '../api-tokens/secrets.js';

const RATE_LIMIT = 40;
const WAREHOUSE = 'WH-MX-CDMX';

describe('public API /v1 with API tokens', () => {
  let t: TestApp;
  let merchant: string;
  let otherMerchant: string;
  let staff: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_API_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) } });
    const tokens = new TokenService(t.config.jwt);
    merchant = (
      await tokens.sign({ userId: DEMO_USER_ID, clientId: DEMO_CLIENT_ID, tokenVersion: 0, role: 'user' })
    ).token;
    otherMerchant = (
      await tokens.sign({ userId: OTHER_USER_ID, clientId: OTHER_CLIENT_ID, tokenVersion: 0, role: 'user' })
    ).token;
    staff = (
      await tokens.sign({
        userId: STAFF_USER_ID,
        clientId: OPERATOR_CLIENT_ID,
        tokenVersion: 0,
        role: 'staff',
      })
    ).token;
  }, 120_000);

  afterAll(() => t.close());

  const portal = (session: string, method: 'GET' | 'POST', url: string, payload?: object, key?: string) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${session}`, ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });

  async function makeToken(
    session: string,
    scopes: ApiTokenScope[],
    name = 'ERP',
  ): Promise<{ id: string; secret: string }> {
    const res = await portal(session, 'POST', '/client/api-tokens', { name, scopes }, randomUUID());
    expect(res.statusCode).toBe(201);
    const body = res.json<{ token: { id: string }; secret: string }>();
    return { id: body.token.id, secret: body.secret };
  }

  const v1 = (secret: string | null, method: 'GET' | 'POST', url: string, payload?: object, key?: string) =>
    t.app.inject({
      method,
      url: `/v1${url}`,
      headers: {
        ...(secret ? { authorization: `Bearer ${secret}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      ...(payload ? { payload } : {}),
    });

  const productBody = (sku: string) => ({
    sku,
    name: `Producto ${sku}`,
    lengthCm: '30',
    widthCm: '25',
    heightCm: '2.5',
    weightKg: '0.250',
    declaredValueMinor: 24900,
  });

  const orderBody = (productId: string, reference: string) => ({
    reference,
    warehouseId: WAREHOUSE,
    address: {
      customerName: 'Ana López',
      customerEmail: null,
      customerPhone: null,
      line1: 'Av. Reforma 1',
      line2: null,
      city: 'Ciudad de México',
      region: null,
      postalCode: '06600',
      countryCode: 'MX',
    },
    lines: [{ productId, quantity: 1 }],
  });

  const ALL: ApiTokenScope[] = [
    'orders:read',
    'orders:write',
    'products:read',
    'products:write',
    'inventory:read',
    'receiving_orders:read',
    'receiving_orders:write',
  ];

  it('creates a token shown once and stored only as its hash, lists it, and replays the create without the secret', async () => {
    const key = randomUUID();
    const created = await portal(
      merchant,
      'POST',
      '/client/api-tokens',
      { name: 'Mi ERP', scopes: ['orders:read'] },
      key,
    );
    expect(created.statusCode).toBe(201);
    const { token, secret } = created.json<{ token: { id: string; prefix: string }; secret: string }>();
    expect(secret).toMatch(/^estiba_live_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(token.prefix)).toBe(true);

    const stored = await asOperator(t.testDatabase.database, (tx) =>
      tx.execute(sql`SELECT token_hash, token_prefix FROM api_tokens WHERE id = ${token.id}`),
    );
    const row = (stored as unknown as { rows: { token_hash: string; token_prefix: string }[] }).rows[0]!;
    expect(row.token_hash).toBe(hashSecret(secret));
    const everything = await asOperator(t.testDatabase.database, (tx) =>
      tx.execute(sql`SELECT row_to_json(a)::text AS j FROM api_tokens a WHERE id = ${token.id}`),
    );
    expect(JSON.stringify(everything)).not.toContain(secret.slice(16));

    const again = await portal(
      merchant,
      'POST',
      '/client/api-tokens',
      { name: 'Mi ERP', scopes: ['orders:read'] },
      key,
    );
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toMatchObject({ token: { id: token.id }, secret: null });
    const reused = await portal(
      merchant,
      'POST',
      '/client/api-tokens',
      { name: 'Otro', scopes: ['orders:read'] },
      key,
    );
    expect(reused.statusCode).toBe(422);

    const list = await portal(merchant, 'GET', '/client/api-tokens');
    expect(list.statusCode).toBe(200);
    const listed = list.json<{ tokens: { id: string; lastUsedAt: string | null }[] }>().tokens;
    expect(listed.filter((x) => x.id === token.id)).toHaveLength(1);
    expect(JSON.stringify(list.json())).not.toContain(secret);
    expect(listed.find((x) => x.id === token.id)!.lastUsedAt).toBeNull();

    expect((await v1(secret, 'GET', '/orders?limit=1')).statusCode).toBe(200);
    const used = (await portal(merchant, 'GET', '/client/api-tokens')).json<{
      tokens: { id: string; lastUsedAt: string | null }[];
    }>();
    expect(used.tokens.find((x) => x.id === token.id)!.lastUsedAt).not.toBeNull();
  });

  it('refuses a missing, unknown or revoked token with a 401 problem, at once after the revoke', async () => {
    const { id, secret } = await makeToken(merchant, ['orders:read']);
    expect((await v1(secret, 'GET', '/orders')).statusCode).toBe(200);
    const missing = await v1(null, 'GET', '/orders');
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(
      (await v1(`${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`, 'GET', '/orders')).statusCode,
    ).toBe(401);
    expect((await v1(merchant, 'GET', '/orders')).statusCode).toBe(401);

    expect((await portal(otherMerchant, 'POST', `/client/api-tokens/${id}/revoke`)).statusCode).toBe(404);
    const revoked = await portal(merchant, 'POST', `/client/api-tokens/${id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<{ revokedAt: string | null }>().revokedAt).not.toBeNull();
    const after = await v1(secret, 'GET', '/orders');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      type: 'urn:estiba:problem:invalid-token',
      title: 'Unauthorized',
      status: 401,
      detail: 'This API token is not valid, or it was revoked.',
      instance: expect.any(String),
    });
  });

  it('answers 403 problem for a scope the token lacks, and staff cannot make tokens', async () => {
    const { secret } = await makeToken(merchant, ['orders:read']);
    const refused = await v1(
      secret,
      'POST',
      '/products',
      productBody(`NOPE-${randomUUID().slice(0, 6)}`),
      randomUUID(),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json()).toMatchObject({
      type: 'urn:estiba:problem:missing-scope',
      title: 'Forbidden',
      status: 403,
      detail: 'This token lacks the scope products:write.',
    });
    // The scope is checked before the body: a token that may not create learns that, not the body's faults.
    expect((await v1(secret, 'POST', '/orders', {}, randomUUID())).statusCode).toBe(403);
    expect((await v1(secret, 'GET', '/inventory-levels')).statusCode).toBe(403);
    expect((await v1(secret, 'GET', '/receiving-orders')).statusCode).toBe(403);
    const staffToken = await portal(
      staff,
      'POST',
      '/client/api-tokens',
      { name: 'x', scopes: ['orders:read'] },
      'k1',
    );
    expect(staffToken.statusCode).toBe(403);
    expect((await portal(staff, 'GET', '/client/api-tokens')).statusCode).toBe(403);
  });

  it('creates products and orders once per Idempotency-Key, and reads them back', async () => {
    const { secret } = await makeToken(merchant, ALL);
    const sku = `API-${randomUUID().slice(0, 8)}`;
    const key = randomUUID();
    const first = await v1(secret, 'POST', '/products', productBody(sku), key);
    expect(first.statusCode).toBe(201);
    const product = first.json<{ id: string; sku: string }>();
    const replay = await v1(secret, 'POST', '/products', productBody(sku), key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json<{ id: string }>().id).toBe(product.id);
    const noKey = await v1(secret, 'POST', '/products', productBody(`${sku}-2`));
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ type: 'urn:estiba:problem:validation', status: 400 });

    const orderKey = randomUUID();
    const order = await v1(secret, 'POST', '/orders', orderBody(product.id, `#API-${sku}`), orderKey);
    expect(order.statusCode).toBe(201);
    const created = order.json<{ id: string; source: string }>();
    expect(created.source).toBe('api');
    const again = await v1(secret, 'POST', '/orders', orderBody(product.id, `#API-${sku}`), orderKey);
    expect(again.statusCode).toBe(201);
    expect(again.json<{ id: string }>().id).toBe(created.id);
    const other = await v1(secret, 'POST', '/orders', orderBody(product.id, `#API-${sku}-b`), orderKey);
    expect(other.statusCode).toBe(422);
    expect(other.headers['content-type']).toMatch(/^application\/problem\+json/);

    expect((await v1(secret, 'GET', `/orders/${created.id}`)).json<{ id: string }>().id).toBe(created.id);
    expect(
      (await v1(secret, 'GET', `/products/${product.id}`)).json<{ product: { sku: string } }>().product.sku,
    ).toBe(sku);
    const bad = await v1(
      secret,
      'POST',
      '/orders',
      { ...orderBody(product.id, 'x'), warehouseId: '' },
      randomUUID(),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ detail: string }>().detail).toMatch(/warehouseId/);
  });

  it('pages by cursor, stable under inserts, and filters by updated_since', async () => {
    const { secret } = await makeToken(merchant, ALL);
    const tag = randomUUID().slice(0, 6);
    const since = new Date().toISOString();
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await v1(secret, 'POST', '/products', productBody(`PG-${tag}-${i}`), randomUUID());
      made.push(res.json<{ id: string }>().id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `/products?limit=2&updated_since=${encodeURIComponent(since)}${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await v1(secret, 'GET', query);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ data: { product: { id: string } }[]; nextCursor: string | null }>();
      expect(body.data.length).toBeLessThanOrEqual(2);
      seen.push(...body.data.map((d) => d.product.id));
      cursor = body.nextCursor;
      // An insert between pages lands after every row already read: no row repeats or goes missing.
      if (pages === 0) {
        const res2 = await v1(secret, 'POST', '/products', productBody(`PG-${tag}-late`), randomUUID());
        made.push(res2.json<{ id: string }>().id);
      }
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual(made);
    expect(new Set(seen).size).toBe(seen.length);

    const future = await v1(
      secret,
      'GET',
      `/products?updated_since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
    );
    expect(future.json()).toEqual({ data: [], nextCursor: null });
    const tooMany = await v1(secret, 'GET', '/products?limit=251');
    expect(tooMany.statusCode).toBe(400);
    const badCursor = await v1(secret, 'GET', '/products?cursor=not-a-cursor');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json()).toMatchObject({ status: 400, errors: { cursor: expect.any(String) } });
    // A cursor of the right shape whose time or key cannot be is refused as well, never a 500.
    const forged = (t: string, k: string[]) => Buffer.from(JSON.stringify({ t, k })).toString('base64url');
    for (const cursor of [
      forged('2026-13-45T99:99:99.000000Z', [made[0]!]),
      forged('2026-11-26T07:00:00.000000Z', ['not-a-uuid']),
      forged('2026-11-26T07:00:00.000000Z', []),
    ]) {
      const res = await v1(secret, 'GET', `/products?cursor=${cursor}`);
      expect([cursor, res.statusCode]).toEqual([cursor, 400]);
    }

    const levels = await v1(secret, 'GET', '/inventory-levels?limit=250');
    expect(levels.statusCode).toBe(200);
    for (const list of ['/orders', '/receiving-orders', '/returns']) {
      expect((await v1(secret, 'GET', `${list}?limit=3`)).statusCode).toBe(200);
    }
  });

  it("never shows one merchant's rows to another merchant's token", async () => {
    const mine = await makeToken(merchant, ALL);
    const theirs = await makeToken(otherMerchant, ALL);
    const sku = `RLS-${randomUUID().slice(0, 8)}`;
    const product = (await v1(mine.secret, 'POST', '/products', productBody(sku), randomUUID())).json<{
      id: string;
    }>();
    const order = (
      await v1(mine.secret, 'POST', '/orders', orderBody(product.id, `#RLS-${sku}`), randomUUID())
    ).json<{ id: string }>();

    expect((await v1(theirs.secret, 'GET', `/products/${product.id}`)).statusCode).toBe(404);
    expect((await v1(theirs.secret, 'GET', `/orders/${order.id}`)).statusCode).toBe(404);
    const ids = async (url: string, pick: (d: never) => string) => {
      const out: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await v1(theirs.secret, 'GET', `${url}?limit=250${cursor ? `&cursor=${cursor}` : ''}`);
        const body = res.json<{ data: never[]; nextCursor: string | null }>();
        out.push(...body.data.map(pick));
        cursor = body.nextCursor;
      } while (cursor);
      return out;
    };
    expect(await ids('/products', (d: { product: { id: string } }) => d.product.id)).not.toContain(
      product.id,
    );
    expect(await ids('/orders', (d: { id: string }) => d.id)).not.toContain(order.id);
    expect(await ids('/inventory-levels', (d: { productId: string }) => d.productId)).not.toContain(
      product.id,
    );
    // Their order for my product is refused as an unknown product, never made.
    const cross = await v1(
      theirs.secret,
      'POST',
      '/orders',
      orderBody(product.id, `#X-${sku}`),
      randomUUID(),
    );
    expect(cross.statusCode).toBeGreaterThanOrEqual(400);
    expect(cross.statusCode).toBeLessThan(500);
    // Their token cannot be revoked by me, nor listed.
    const myList = (await portal(merchant, 'GET', '/client/api-tokens')).json<{ tokens: { id: string }[] }>();
    expect(myList.tokens.map((x) => x.id)).not.toContain(theirs.id);
    expect((await portal(merchant, 'POST', `/client/api-tokens/${theirs.id}/revoke`)).statusCode).toBe(404);
  });

  it('answers unknown /v1 routes with a 404 problem', async () => {
    const { secret } = await makeToken(merchant, ['orders:read']);
    const res = await v1(secret, 'GET', '/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('limits each token with 429 problem and Retry-After, leaving other tokens alone', async () => {
    const busy = await makeToken(merchant, ['orders:read']);
    const calm = await makeToken(merchant, ['orders:read']);
    let limited = null;
    for (let i = 0; i <= RATE_LIMIT && !limited; i++) {
      const res = await v1(busy.secret, 'GET', '/orders?limit=1');
      if (res.statusCode === 429) limited = res;
    }
    expect(limited).not.toBeNull();
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited!.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(limited!.json()).toMatchObject({
      type: 'urn:estiba:problem:rate-limited',
      status: 429,
      title: 'Too Many Requests',
    });
    expect((await v1(calm.secret, 'GET', '/orders?limit=1')).statusCode).toBe(200);
  });

  it('documents every /v1 route in the OpenAPI document with examples', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/documentation/json' });
    const doc = res.json<{
      paths: Record<
        string,
        Record<
          string,
          {
            security?: unknown;
            responses: Record<
              string,
              {
                content?: Record<
                  string,
                  { schema?: { examples?: unknown[] }; example?: unknown; examples?: unknown }
                >;
              }
            >;
          }
        >
      >;
    }>();
    const v1Paths = Object.keys(doc.paths).filter((p) => p.startsWith('/v1/'));
    expect(v1Paths.sort()).toEqual(
      [
        '/v1/inventory-levels',
        '/v1/orders',
        '/v1/orders/{id}',
        '/v1/products',
        '/v1/products/{id}',
        '/v1/receiving-orders',
        '/v1/receiving-orders/{id}',
        '/v1/returns',
        '/v1/returns/{id}',
        '/v1/webhook-subscriptions',
        '/v1/webhook-subscriptions/{id}',
        '/v1/webhook-subscriptions/{id}/deliveries',
      ].sort(),
    );
    for (const p of v1Paths) {
      for (const [method, op] of Object.entries(doc.paths[p]!)) {
        // A delete answers 204 with no body: nothing to give an example of.
        if (method === 'delete') {
          expect(Object.keys(op.responses)).toContain('204');
          continue;
        }
        const ok = op.responses[method === 'post' ? '201' : '200']!;
        const media = ok.content?.['application/json'];
        const hasExample = Boolean(media?.example ?? media?.examples ?? media?.schema?.examples);
        expect(`${method} ${p} ${hasExample}`).toBe(`${method} ${p} true`);
      }
    }
  });
});
