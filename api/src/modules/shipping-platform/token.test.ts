import { sql } from 'drizzle-orm';
import { asClient } from '../../platform/db/scope.js';
import { rowsOf } from '../inventory/ledger.js';
import {
  ADMIN_USER_ID,
  DEMO_CLIENT_ID,
  DEMO_USER_ID,
  OPERATOR_CLIENT_ID,
  OTHER_CLIENT_ID,
  OTHER_USER_ID,
} from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { TokenService } from '../accounts/tokens.js';
import { SandboxShippingAccounts } from './sandbox-accounts.js';

const APP_URL = 'https://app.estiba.example';

describe('PUT client/shipping-platform/token (spec point 7) and the sandbox platform', () => {
  let t: TestApp;
  let tokens: TokenService;

  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_APP_URL: `${APP_URL}/` } });
    tokens = new TokenService(t.config.jwt);
  });
  afterAll(() => t.close());

  const sessionOf = async (userId: string, clientId: string, role: 'user' | 'admin') =>
    (await tokens.sign({ userId, clientId, tokenVersion: 0, role })).token;
  const put = (session: string | null, token: unknown, product = 'shipping-platform') =>
    t.app.inject({
      method: 'PUT',
      url: `/client/${product}/token`,
      headers: session ? { authorization: `Bearer ${session}` } : {},
      payload: { token },
    });
  const openAccount = async () => {
    const opened = await t.app.inject({ method: 'POST', url: '/sandbox-shipping-platform/accounts' });
    expect(opened.statusCode).toBe(201);
    return opened.json() as { accountId: string; token: string; connectUrl: string };
  };
  const stored = (clientId: string, as = clientId) =>
    asClient(t.testDatabase.database, as, async (tx) =>
      rowsOf<{ client_id: string; account_id: string; token_sealed: string }>(
        await tx.execute(sql`SELECT client_id, account_id, token_sealed FROM shipping_platform_accounts
                              WHERE client_id = ${clientId}`),
      ),
    );
  const me = async (session: string) =>
    (await t.app.inject({ url: '/auth/me', headers: { authorization: `Bearer ${session}` } })).json() as {
      shippingPlatformIntegrated: boolean;
      shippingPlatformId: string | null;
    };

  it("the sandbox's token integrates the client: {check: true}, stored sealed, and the session shows its id", async () => {
    const account = await openAccount();
    expect(account.connectUrl).toBe(
      `${APP_URL}/shipping-platform?token=${encodeURIComponent(account.token)}`,
    );
    const demo = await sessionOf(DEMO_USER_ID, DEMO_CLIENT_ID, 'user');

    const answer = await put(demo, `  ${account.token} `);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ check: true, shippingPlatformId: account.accountId });

    const [row] = await stored(DEMO_CLIENT_ID);
    expect(row?.account_id).toBe(account.accountId);
    // Encrypted at rest: the token itself is nowhere in the row.
    expect(row?.token_sealed).not.toContain(account.token);
    expect(row?.token_sealed).not.toContain(account.accountId);
    expect(await me(demo)).toMatchObject({
      shippingPlatformIntegrated: true,
      shippingPlatformId: account.accountId,
    });
  });

  it('a token the platform did not issue answers {check: false} and changes nothing', async () => {
    const other = await sessionOf(OTHER_USER_ID, OTHER_CLIENT_ID, 'user');
    const { token } = await openAccount();
    const forged = [
      `${token.slice(0, -2)}AA`,
      token.replace(/SB-[0-9A-F]+/, 'SB-0000000000'),
      'spsbx_SB-0000000000',
      'any-other-token',
      // Issued by a sandbox under another secret (another deployment's).
      new SandboxShippingAccounts('another deployment secret, long enough').open().token,
    ];
    for (const candidate of forged) {
      const answer = await put(other, candidate);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ check: false, shippingPlatformId: null });
    }
    expect(await stored(OTHER_CLIENT_ID)).toEqual([]);
    expect(await me(other)).toMatchObject({ shippingPlatformIntegrated: false, shippingPlatformId: null });
  });

  it('refuses with a reason: an empty token, another product, a visitor, the operator, an account of another client', async () => {
    const demo = await sessionOf(DEMO_USER_ID, DEMO_CLIENT_ID, 'user');
    const empty = await put(demo, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Paste the shipping platform's token.");
    expect((await put(demo, '')).statusCode).toBe(400);
    expect((await put(demo, 'x'.repeat(501))).statusCode).toBe(400);
    expect((await put(demo, 't', 'another-platform')).statusCode).toBe(400);

    const { token } = await openAccount();
    expect((await put(null, token)).statusCode).toBe(401);
    const admin = await sessionOf(ADMIN_USER_ID, OPERATOR_CLIENT_ID, 'admin');
    const refused = await put(admin, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'The shipping platform is integrated by merchants, from their own account.',
    );

    // One platform account, one client: the demo merchant's account cannot be taken by another merchant.
    expect((await put(demo, token)).json()).toMatchObject({ check: true });
    const other = await sessionOf(OTHER_USER_ID, OTHER_CLIENT_ID, 'user');
    const taken = await put(other, token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      'This shipping platform account is already integrated with another client.',
    );
    expect(await stored(OTHER_CLIENT_ID)).toEqual([]);
  });

  it("row-level security: one merchant cannot read another's stored token", async () => {
    const demo = await sessionOf(DEMO_USER_ID, DEMO_CLIENT_ID, 'user');
    const { token } = await openAccount();
    expect((await put(demo, token)).json()).toMatchObject({ check: true });
    expect(await stored(DEMO_CLIENT_ID)).toHaveLength(1);
    expect(await stored(DEMO_CLIENT_ID, OTHER_CLIENT_ID)).toEqual([]);
    // Nor change it: an update as the other client touches no row.
    const changed = await asClient(t.testDatabase.database, OTHER_CLIENT_ID, async (tx) =>
      rowsOf(
        await tx.execute(sql`UPDATE shipping_platform_accounts SET account_id = 'SB-STOLEN'
                              WHERE client_id = ${DEMO_CLIENT_ID} RETURNING client_id`),
      ),
    );
    expect(changed).toEqual([]);
  });
});
