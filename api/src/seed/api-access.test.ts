// The demo merchant's API tokens and webhook subscription (api-access.ts), read back through the API as /api-token
// reads them. The tests' template seeds without the API's secret, so this suite seeds that part itself, with the
// test app's secret, as `npm start` does with its own.
import { sql } from 'drizzle-orm';
import { TokenService } from '../modules/accounts/tokens.js';
import { hashSecret } from '../modules/api-tokens/secrets.js';
import { webhookSecretBox } from '../modules/webhook-subscriptions/secret-box.js';
import { startTestApp, type TestApp } from '../test/app.js';
import { DEMO_API_TOKENS, DEMO_WEBHOOK_URL } from './api-access.js';
import { demoPresence, seedDemo } from './demo.js';
import { DEMO_CLIENT_ID, DEMO_USER_ID, OTHER_CLIENT_ID, OTHER_USER_ID } from './ids.js';

interface Token {
  id: string;
  name: string;
  scopes: string[];
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}
interface Delivery {
  eventName: string;
  status: string;
  payload?: Record<string, unknown>;
  attempts: { httpStatus: number | null; responseExcerpt: string | null }[];
}

describe('the demo API access in the seed', () => {
  let t: TestApp;
  let demo: string;
  let other: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { LOG_LEVEL: 'silent' } });
    const tokens = new TokenService(t.config.jwt);
    demo = (
      await tokens.sign({ userId: DEMO_USER_ID, clientId: DEMO_CLIENT_ID, tokenVersion: 0, role: 'user' })
    ).token;
    other = (
      await tokens.sign({ userId: OTHER_USER_ID, clientId: OTHER_CLIENT_ID, tokenVersion: 0, role: 'user' })
    ).token;
  }, 120_000);

  afterAll(() => t?.close());

  const get = (token: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('is seeded once, with the API secret only', async () => {
    const database = t.testDatabase.database;
    expect((await demoPresence(database)).apiAccess).toBe(false);
    // Without the secret (the tests' templates) there is nothing to add.
    expect(await seedDemo(database)).toBe(false);
    expect(await seedDemo(database, { apiSecret: t.config.jwt.secret })).toBe(true);
    expect((await demoPresence(database)).apiAccess).toBe(true);
    expect(await seedDemo(database, { apiSecret: t.config.jwt.secret })).toBe(false);
  });

  it('lists two named tokens with different scopes, one used recently, whose secrets no one has', async () => {
    const response = await get(demo, '/client/api-tokens');
    expect(response.statusCode).toBe(200);
    const { tokens } = response.json<{ tokens: Token[] }>();
    const seeded = DEMO_API_TOKENS.map((one) => tokens.find((token) => token.name === one.name)!);
    expect(seeded.map((token) => token.scopes)).toEqual(DEMO_API_TOKENS.map((one) => one.scopes));
    const [erp, catalogue] = seeded;
    expect(erp!.lastUsedAt).not.toBeNull();
    expect(Date.now() - Date.parse(erp!.lastUsedAt!)).toBeLessThan(3 * 3_600_000);
    expect(catalogue!.lastUsedAt).toBeNull();
    for (const token of seeded) {
      expect(token.revokedAt).toBeNull();
      expect(token.prefix).toMatch(/^estiba_live_[A-Za-z0-9_-]{4}$/);
    }
    // Only hashes are stored, each of a random secret: none is the hash of a secret made of its shown prefix.
    const hashes = await t.testDatabase.database.asOwner(({ db }) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('app.operator', 'on', true)`);
        const result = await tx.execute(
          sql`SELECT token_hash FROM api_tokens WHERE client_id = ${DEMO_CLIENT_ID}`,
        );
        return (result as unknown as { rows: { token_hash: string }[] }).rows.map((row) => row.token_hash);
      }),
    );
    expect(hashes).toHaveLength(2);
    expect(new Set(hashes).size).toBe(2);
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    for (const token of seeded) expect(hashes).not.toContain(hashSecret(token.prefix));
    // A /v1 call with a secret of the right shape opens nothing.
    const v1 = await t.app.inject({
      method: 'GET',
      url: '/v1/orders',
      headers: { authorization: `Bearer ${seeded[0]!.prefix}${'A'.repeat(39)}` },
    });
    expect(v1.statusCode).toBe(401);
  });

  it('has one webhook subscription whose log shows a failed attempt retried successfully, and a test message', async () => {
    const list = await get(demo, '/client/webhook-subscriptions');
    expect(list.statusCode).toBe(200);
    const { subscriptions } = list.json<{
      subscriptions: { id: string; url: string; topics: string[]; enabled: boolean }[];
    }>();
    expect(subscriptions).toHaveLength(1);
    const [subscription] = subscriptions;
    expect(subscription).toMatchObject({ url: DEMO_WEBHOOK_URL, topics: ['invoice.issued'], enabled: true });

    const log = await get(demo, `/client/webhook-subscriptions/${subscription!.id}/deliveries`);
    expect(log.statusCode).toBe(200);
    const { deliveries } = log.json<{ deliveries: Delivery[] }>();
    expect(deliveries.map((one) => [one.eventName, one.status])).toEqual([
      ['invoice.issued', 'succeeded'],
      ['webhook.test', 'succeeded'],
    ]);
    expect(deliveries[0]!.attempts.map((one) => one.httpStatus)).toEqual([503, 200]);
    expect(deliveries[1]!.attempts.map((one) => one.httpStatus)).toEqual([200]);

    // The signing secret is sealed under the API's secret for this subscription, so deliveries and replays sign.
    const sealed = await t.testDatabase.database.asOwner(({ db }) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('app.operator', 'on', true)`);
        const result = await tx.execute(
          sql`SELECT secret_sealed FROM webhook_subscriptions WHERE id = ${subscription!.id}::uuid`,
        );
        return (result as unknown as { rows: { secret_sealed: string }[] }).rows[0]!.secret_sealed;
      }),
    );
    expect(webhookSecretBox(t.config.jwt.secret).open(sealed, subscription!.id)).toMatch(/^whsec_/);
  });

  it("shows another merchant none of the demo merchant's tokens or subscriptions", async () => {
    const { tokens } = (await get(other, '/client/api-tokens')).json<{ tokens: Token[] }>();
    const names = DEMO_API_TOKENS.map((one) => one.name);
    expect(tokens.filter((token) => names.includes(token.name))).toEqual([]);
    const { subscriptions } = (await get(other, '/client/webhook-subscriptions')).json<{
      subscriptions: { url: string }[];
    }>();
    expect(subscriptions.map((one) => one.url)).not.toContain(DEMO_WEBHOOK_URL);
  });
});
