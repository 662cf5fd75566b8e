import { eq } from 'drizzle-orm';
import { users } from '../../platform/db/schema.js';
import { issueDemoToken, UnknownDemoUser } from '../../seed/demo-token.js';
import {
  DEMO_CLIENT_ID,
  DEMO_MAIN_SHOP_ID,
  DEMO_SANDBOX_SHOP_ID,
  DEMO_USER_ID,
  OTHER_CLIENT_ID,
  OTHER_SHOP_ID,
  OTHER_USER_ID,
  STAFF_USER_ID,
} from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { parseIssueTokenArguments, UsageError } from '../../cli/issue-token-arguments.js';
import { TOKEN_ERRORS, TokenService, type AccessTokenClaims } from './tokens.js';
import { asOperator } from '../../platform/db/scope.js';

const HOUR_SECONDS = 3600;
const DEMO_CLAIMS: AccessTokenClaims = {
  userId: DEMO_USER_ID,
  clientId: DEMO_CLIENT_ID,
  tokenVersion: 0,
  role: 'user',
};

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decodePart = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

describe('accounts', () => {
  let t: TestApp;
  let tokens: TokenService;

  beforeAll(async () => {
    t = await startTestApp();
    tokens = new TokenService(t.config.jwt);
  });

  afterAll(() => t.close());

  const me = (token?: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/auth/me${query}`,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });

  async function expectRefused(token: string | undefined, message: string) {
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message });
  }

  describe('GET /auth/me', () => {
    it('returns the session user of the demo merchant', async () => {
      const { token } = await tokens.sign(DEMO_CLAIMS);
      const response = await me(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        userId: DEMO_USER_ID,
        role: ['user'],
        clientName: 'Demo Store Co.',
        clientId: DEMO_CLIENT_ID,
        displayName: 'Demo Merchant',
        email: 'demo@estiba.test',
        shops: [
          {
            shopId: DEMO_MAIN_SHOP_ID,
            name: 'Demo Store',
            ecommerce: 'shopify',
            currency: 'MXN',
            updatedScopes: 1,
            marketplace: null,
            settings: { automaticOrders: false, automaticOrdersWarehouseId: null },
          },
          {
            shopId: DEMO_SANDBOX_SHOP_ID,
            name: 'Sandbox Store',
            ecommerce: 'sandbox',
            currency: 'MXN',
            updatedScopes: 1,
            marketplace: null,
            settings: { automaticOrders: false, automaticOrdersWarehouseId: null },
          },
        ],
        defaultShopId: DEMO_MAIN_SHOP_ID,
        lang: 'en-US',
        // Not saved yet: the client area dates things in the browser's zone.
        timeZone: null,
        billingEnabled: true,
        shippingPlatformIntegrated: true,
        shippingPlatformId: 'SP-10482',
        // The seed's two What's New announcements, not seen yet.
        newFeatures: true,
        from: 'api',
        data: {
          displayName: 'Demo Merchant',
          photoURL: null,
          email: 'demo@estiba.test',
          settings: {},
          shortcuts: [],
        },
      });
    });

    it('shows another merchant only its own client and shops', async () => {
      const { token } = await tokens.sign({
        ...DEMO_CLAIMS,
        userId: OTHER_USER_ID,
        clientId: OTHER_CLIENT_ID,
      });
      const body = (await me(token)).json();
      expect(body).toMatchObject({
        clientId: OTHER_CLIENT_ID,
        clientName: 'Other Merchant SA',
        lang: 'es-MX',
        billingEnabled: false,
        shippingPlatformIntegrated: false,
        shippingPlatformId: null,
      });
      expect(body.shops.map((s: { shopId: string }) => s.shopId)).toEqual([OTHER_SHOP_ID]);
    });

    it('gives a warehouse staff user the staff role and no shops', async () => {
      const { token } = await tokens.sign({
        userId: STAFF_USER_ID,
        clientId: 'CL-0001',
        tokenVersion: 0,
        role: 'staff',
      });
      const body = (await me(token)).json();
      expect(body).toMatchObject({
        role: ['staff'],
        clientName: 'Estiba Operations',
        shops: [],
        defaultShopId: null,
      });
    });

    it('adds a fresh token with withToken=true, and the token works', async () => {
      const { token } = await tokens.sign(DEMO_CLAIMS);
      const response = await me(token, '?withToken=true');
      const body = response.json();
      expect(body.expiresIn).toBe(t.config.jwt.accessTokenTtlSeconds);
      expect(await tokens.verify(body.token)).toEqual({ ...DEMO_CLAIMS, authTime: expect.any(Number) });
      expect((await me(body.token)).statusCode).toBe(200);

      const without = (await me(token)).json();
      expect(without).not.toHaveProperty('token');
    });

    describe('the maximum length of a session', () => {
      const DAY_SECONDS = 86_400;
      const nowSeconds = () => Math.floor(Date.now() / 1000);
      const authTimeOf = (token: string) => decodePart(token.split('.')[1]!).auth_time as number;
      const renew = async (token: string) => (await me(token, '?withToken=true')).json();

      it('keeps the sign-in time across renewals', async () => {
        const signedInAt = nowSeconds() - 10 * DAY_SECONDS;
        const { token } = await tokens.sign(DEMO_CLAIMS, { authTime: signedInAt });
        const once = await renew(token);
        const twice = await renew(once.token);
        expect(authTimeOf(once.token)).toBe(signedInAt);
        expect(authTimeOf(twice.token)).toBe(signedInAt);
        expect(twice.expiresIn).toBe(t.config.jwt.accessTokenTtlSeconds);
      });

      it('renews no further than 30 days after the sign-in', async () => {
        const signedInAt = nowSeconds() - 30 * DAY_SECONDS + HOUR_SECONDS;
        const { token } = await tokens.sign(DEMO_CLAIMS, { authTime: signedInAt });
        const renewed = await renew(token);
        expect(renewed.expiresIn).toBeLessThanOrEqual(HOUR_SECONDS);
        expect(renewed.expiresIn).toBeGreaterThan(HOUR_SECONDS - 60);
        const { exp } = decodePart(renewed.token.split('.')[1]!);
        expect(exp).toBe(signedInAt + 30 * DAY_SECONDS);
      });

      it('refuses to renew a session older than the maximum, even with an unexpired token', async () => {
        // Signed under a longer maximum (a setting since lowered): the token itself has not expired.
        const lenient = new TokenService({ ...t.config.jwt, maxSessionSeconds: 60 * DAY_SECONDS });
        const { token } = await lenient.sign(DEMO_CLAIMS, { authTime: nowSeconds() - 31 * DAY_SECONDS });
        const response = await me(token, '?withToken=true');
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe(TOKEN_ERRORS.sessionTooOld);
        await expect(tokens.sign(DEMO_CLAIMS, { authTime: nowSeconds() - 30 * DAY_SECONDS })).rejects.toThrow(
          TOKEN_ERRORS.sessionTooOld,
        );
      });

      it('follows a configured maximum', async () => {
        const short = new TokenService({ ...t.config.jwt, maxSessionSeconds: HOUR_SECONDS });
        const { token, expiresIn } = await short.sign(DEMO_CLAIMS);
        expect(expiresIn).toBe(HOUR_SECONDS);
        const later = Date.now() + HOUR_SECONDS * 1000;
        await expect(short.verify(token, later)).rejects.toThrow(TOKEN_ERRORS.expired);
        await expect(short.sign(DEMO_CLAIMS, { authTime: nowSeconds() - HOUR_SECONDS })).rejects.toThrow(
          TOKEN_ERRORS.sessionTooOld,
        );
      });

      it('refuses a token that says its session began after it was issued', async () => {
        const { token } = await tokens.sign(DEMO_CLAIMS, { authTime: nowSeconds() + DAY_SECONDS });
        await expectRefused(token, TOKEN_ERRORS.claims);
      });
    });

    it('refuses a request without a token', async () => {
      await expectRefused(undefined, TOKEN_ERRORS.missing);
      const basic = await t.app.inject({
        method: 'GET',
        url: '/auth/me',
        headers: { authorization: 'Basic abc' },
      });
      expect(basic.statusCode).toBe(401);
      expect(basic.json().message).toBe(TOKEN_ERRORS.missing);
    });

    it('refuses a malformed token', async () => {
      await expectRefused('not-a-jwt', TOKEN_ERRORS.malformed);
    });

    it('refuses an expired token', async () => {
      const { token } = await tokens.sign(DEMO_CLAIMS, {
        expiresInSeconds: HOUR_SECONDS,
        now: Date.now() - 2 * HOUR_SECONDS * 1000,
      });
      await expectRefused(token, TOKEN_ERRORS.expired);
    });

    it('refuses a token whose payload was changed after signing', async () => {
      const { token } = await tokens.sign(DEMO_CLAIMS);
      const [header, payload, signature] = token.split('.') as [string, string, string];
      const forged = base64url({ ...decodePart(payload), role: 'admin', cid: OTHER_CLIENT_ID });
      await expectRefused(`${header}.${forged}.${signature}`, TOKEN_ERRORS.signature);
    });

    it('refuses a token signed with another secret', async () => {
      const impostor = new TokenService({
        ...t.config.jwt,
        secret: 'another-secret-that-is-long-enough-9999',
      });
      const { token } = await impostor.sign(DEMO_CLAIMS);
      await expectRefused(token, TOKEN_ERRORS.signature);
    });

    it('refuses an unsigned token (alg: none)', async () => {
      const { token } = await tokens.sign(DEMO_CLAIMS);
      const payload = token.split('.')[1];
      await expectRefused(`${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`, TOKEN_ERRORS.algorithm);
    });

    it('refuses a token for another audience or from another issuer', async () => {
      const otherAudience = new TokenService({ ...t.config.jwt, audience: 'another-api' });
      await expectRefused((await otherAudience.sign(DEMO_CLAIMS)).token, TOKEN_ERRORS.audience);
      const otherIssuer = new TokenService({ ...t.config.jwt, issuer: 'someone-else' });
      await expectRefused((await otherIssuer.sign(DEMO_CLAIMS)).token, TOKEN_ERRORS.issuer);
    });

    it('refuses a token naming a user who does not exist or belongs to another client', async () => {
      const ghost = await tokens.sign({ ...DEMO_CLAIMS, userId: '00000000-0000-4000-8000-00000000dead' });
      await expectRefused(ghost.token, TOKEN_ERRORS.revoked);
      const notUuid = await tokens.sign({ ...DEMO_CLAIMS, userId: 'demo' });
      await expectRefused(notUuid.token, TOKEN_ERRORS.revoked);
      const wrongClient = await tokens.sign({ ...DEMO_CLAIMS, clientId: OTHER_CLIENT_ID });
      await expectRefused(wrongClient.token, TOKEN_ERRORS.revoked);
    });

    it('refuses the token of a disabled user', async () => {
      const { token } = await tokens.sign(DEMO_CLAIMS);
      await asOperator(t.testDatabase.database, (tx) =>
        tx.update(users).set({ disabled: true }).where(eq(users.id, DEMO_USER_ID)),
      );
      try {
        await expectRefused(token, TOKEN_ERRORS.disabled);
      } finally {
        await asOperator(t.testDatabase.database, (tx) =>
          tx.update(users).set({ disabled: false }).where(eq(users.id, DEMO_USER_ID)),
        );
      }
      expect((await me(token)).statusCode).toBe(200);
    });

    it('ends every session when the token version is bumped', async () => {
      const { token } = await tokens.sign(DEMO_CLAIMS);
      await asOperator(t.testDatabase.database, (tx) =>
        tx.update(users).set({ tokenVersion: 1 }).where(eq(users.id, DEMO_USER_ID)),
      );
      try {
        await expectRefused(token, TOKEN_ERRORS.revoked);
        const current = await tokens.sign({ ...DEMO_CLAIMS, tokenVersion: 1 });
        expect((await me(current.token)).statusCode).toBe(200);
      } finally {
        await asOperator(t.testDatabase.database, (tx) =>
          tx.update(users).set({ tokenVersion: 0 }).where(eq(users.id, DEMO_USER_ID)),
        );
      }
    });
  });

  describe('demo tokens (the issue-token CLI)', () => {
    it('signs a token for a demo user that the API accepts', async () => {
      const { token, expiresIn } = await issueDemoToken(' Demo@Estiba.test ', t.config.jwt, HOUR_SECONDS);
      expect(expiresIn).toBe(HOUR_SECONDS);
      const response = await me(token);
      expect(response.statusCode).toBe(200);
      expect(response.json().email).toBe('demo@estiba.test');
    });

    it('refuses an e-mail that no demo user has', () => {
      expect(() => issueDemoToken('nobody@estiba.test', t.config.jwt)).toThrow(UnknownDemoUser);
      expect(() => issueDemoToken('nobody@estiba.test', t.config.jwt)).toThrow(
        'No demo user has the e-mail "nobody@estiba.test". Demo users: staff@estiba.test, admin@estiba.test, demo@estiba.test, other@estiba.test.',
      );
    });

    it('reads its arguments', () => {
      expect(parseIssueTokenArguments(['--email', 'demo@estiba.test'])).toEqual({
        email: 'demo@estiba.test',
        expiresIn: undefined,
      });
      expect(parseIssueTokenArguments(['--email=demo@estiba.test', '--expires-in', '3600'])).toEqual({
        email: 'demo@estiba.test',
        expiresIn: 3600,
      });
      expect(() => parseIssueTokenArguments([])).toThrow(UsageError);
      expect(() => parseIssueTokenArguments(['--email', 'a@b.c', '--expires-in', 'soon'])).toThrow(
        '--expires-in must be a positive whole number of seconds (got "soon").',
      );
      expect(() => parseIssueTokenArguments(['--mail', 'a@b.c'])).toThrow(UsageError);
    });
  });
});
