import { eq } from 'drizzle-orm';
import { users } from '../../platform/db/schema.js';
import {
  DEMO_CLIENT_ID,
  DEMO_PASSWORD,
  DEMO_SHIPPING_PLATFORM_ID,
  DEMO_USER_ID,
  OTHER_USER_ID,
} from '../../seed/ids.js';
import { PAYLOAD_REPLAYED } from '../../platform/signed-payload.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { signPayload, tamperedPayload, unsignedPayload } from '../../test/signed-payload.js';
import { asOperator } from '../../platform/db/scope.js';

const DEMO = { email: 'demo@estiba.test', password: DEMO_PASSWORD };
const INVALID = { statusCode: 401, error: 'Unauthorized', message: 'Invalid username or password' };
const INCORRECT = { statusCode: 409, error: 'Conflict', message: 'Incorrect Payload' };
const now = () => Math.floor(Date.now() / 1000);

/** Every test signs in from its own address, so per-address limits of one test never touch another. */
let lastAddress = 0;
const nextAddress = () => `10.1.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

describe('GET /auth/login', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  const login = (authorization: string | undefined, remoteAddress = nextAddress()) =>
    t.app.inject({
      method: 'GET',
      url: '/auth/login',
      remoteAddress,
      headers: { 'accept-language': 'es-MX', ...(authorization === undefined ? {} : { authorization }) },
    });
  const signedLogin = async (fields: Record<string, unknown>, remoteAddress?: string) =>
    login(`Bearer ${await signPayload(fields)}`, remoteAddress);

  it('signs the demo merchant in with the session user, a token, the client and its shops', async () => {
    const response = await signedLogin({ ...DEMO, email: ' Demo@Estiba.TEST ' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      clientId: DEMO_CLIENT_ID,
      shippingPlatformId: DEMO_SHIPPING_PLATFORM_ID,
      expiresIn: t.config.jwt.accessTokenTtlSeconds,
      user: {
        userId: DEMO_USER_ID,
        clientId: DEMO_CLIENT_ID,
        email: 'demo@estiba.test',
        role: ['user'],
        from: 'api',
        token: body.token,
        data: { email: 'demo@estiba.test' },
      },
    });
    expect(body.shops).toHaveLength(2);
    expect(body.shops).toEqual(body.user.shops);
    // The session's maximum length counts from this sign-in.
    const { authTime } = await t.app.tokens.verify(body.token);
    expect(Math.abs(authTime - now())).toBeLessThanOrEqual(2);
    const me = await t.app.inject({ url: '/auth/me', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.json().userId).toBe(DEMO_USER_ID);
  });

  it('answers an unknown e-mail and a wrong password the same way', async () => {
    const unknown = await signedLogin({ email: 'nobody@estiba.test', password: DEMO_PASSWORD });
    const wrong = await signedLogin({ ...DEMO, password: 'Wrong2026' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ ...INVALID, field: 'password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('puts the refusal on the e-mail field when the e-mail cannot be one', async () => {
    const response = await signedLogin({ email: 'ab', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ ...INVALID, field: 'email' });
  });

  it('refuses a disabled account even with the right password', async () => {
    await asOperator(t.testDatabase.database, (tx) =>
      tx.update(users).set({ disabled: true }).where(eq(users.id, OTHER_USER_ID)),
    );
    try {
      const response = await signedLogin({ email: 'other@estiba.test', password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ ...INVALID, field: 'password' });
    } finally {
      await asOperator(t.testDatabase.database, (tx) =>
        tx.update(users).set({ disabled: false }).where(eq(users.id, OTHER_USER_ID)),
      );
    }
  });

  it.each([
    ['no Authorization header', undefined],
    ['an empty header', ''],
    ['another scheme', `Basic ${Buffer.from('demo@estiba.test:Estiba2026').toString('base64')}`],
    ['a bearer that is not a JWS', 'Bearer not-a-jws'],
    ['a huge header', `Bearer ${'a'.repeat(20_000)}`],
  ])('answers 409 Incorrect Payload to %s', async (_case, header) => {
    const response = await login(header);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(INCORRECT);
  });

  it('refuses alg none, a tampered payload, an expired one and one signed with another key', async () => {
    const forged = [
      unsignedPayload(DEMO),
      await tamperedPayload({ ...DEMO, password: 'Wrong2026' }, { password: DEMO_PASSWORD }),
      await signPayload(DEMO, { issuedAt: now() - 600 }),
      await signPayload(DEMO, { key: 'a-key-the-api-does-not-know-000001' }),
      await signPayload(DEMO, { audience: 'estiba-api' }),
    ];
    for (const jws of forged) {
      const response = await login(`Bearer ${jws}`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(INCORRECT);
    }
  });

  it('signs in once with a payload: the same header again is refused as a replay', async () => {
    const header = `Bearer ${await signPayload(DEMO)}`;
    expect((await login(header)).statusCode).toBe(200);
    const replay = await login(header);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: PAYLOAD_REPLAYED });
    expect((await signedLogin(DEMO)).statusCode).toBe(200);
  });

  it('refuses a replay even when the first use failed, so a captured payload cannot guess again', async () => {
    const header = `Bearer ${await signPayload({ ...DEMO, password: 'Wrong2026' })}`;
    expect((await login(header)).statusCode).toBe(401);
    expect((await login(header)).json().message).toBe(PAYLOAD_REPLAYED);
  });

  it('lets one of three simultaneous requests with the same payload through', async () => {
    const header = `Bearer ${await signPayload(DEMO)}`;
    const answers = await Promise.all([login(header), login(header), login(header)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('refuses a payload without a jti and one 6 s past its expiry', async () => {
    for (const jws of [
      await signPayload(DEMO, { jti: null }),
      await signPayload(DEMO, { issuedAt: now() - 66 }),
    ]) {
      const response = await login(`Bearer ${jws}`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(INCORRECT);
    }
  });

  it('refuses a payload with missing or mistyped fields', async () => {
    for (const fields of [
      { email: DEMO.email },
      { ...DEMO, password: 20262026 },
      { ...DEMO, email: ['a'] },
    ]) {
      expect((await signedLogin(fields)).statusCode).toBe(409);
    }
  });

  it('answers a very long password with the usual 401, not an error', async () => {
    const response = await signedLogin({ ...DEMO, password: 'A1'.repeat(2000) });
    expect(response.statusCode).toBe(401);
  });

  it('stops an address after 10 failed sign-ins in a minute, whatever the account', async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await signedLogin(
        { email: `guess${attempt}@estiba.test`, password: 'Wrong2026' },
        address,
      );
      expect(response.statusCode).toBe(401);
    }
    const limited = await signedLogin(DEMO, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many attempts. Try again in 1 minute.',
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address is not affected.
    expect((await signedLogin(DEMO)).statusCode).toBe(200);
  });

  it('stops an account after 100 failed sign-ins in an hour, even from many addresses', async () => {
    const target = { email: 'staff@estiba.test', password: 'Wrong2026' };
    for (let attempt = 0; attempt < 100; attempt += 1) {
      expect((await signedLogin(target)).statusCode).toBe(401);
    }
    const limited = await signedLogin({ ...target, password: DEMO_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Try again in (\d+) minutes?\.$/);
    const minutes = Number(/in (\d+) minute/.exec(limited.json().message)?.[1]);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(minutes).toBe(Math.ceil(retryAfter / 60));
    // Other accounts still sign in.
    expect((await signedLogin(DEMO)).statusCode).toBe(200);
  }, 60_000);

  it('counts an unknown e-mail like a real one, so a 429 reveals nothing', async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await signedLogin({ email: 'ghost@estiba.test', password: 'Wrong2026' }, address);
    }
    expect(
      (await signedLogin({ email: 'ghost@estiba.test', password: 'Wrong2026' }, address)).statusCode,
    ).toBe(429);
  });

  it('documents every accounts route in the OpenAPI document', async () => {
    const { paths } = (await t.app.inject({ url: '/documentation/json' })).json();
    expect(Object.keys(paths['/auth/login'].get.responses).sort()).toEqual(['200', '401', '409', '429']);
    expect(Object.keys(paths['/auth/signup'].get.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '409',
      '429',
    ]);
    expect(paths['/auth/new-password'].post.requestBody).toBeDefined();
    expect(Object.keys(paths['/auth/new-password'].put.responses)).toEqual(
      expect.arrayContaining(['200', '401', '409', '422', '429']),
    );
    expect(paths['/api/auth/user/update'].post.security).toEqual([{ bearerAuth: [] }]);
  });

  it('limits how often one address may ask at all (60 a minute)', async () => {
    const address = nextAddress();
    const replies = [];
    for (let attempt = 0; attempt < 61; attempt += 1) replies.push(await login(undefined, address));
    expect(replies.slice(0, 60).every((reply) => reply.statusCode === 409)).toBe(true);
    expect(replies[60]!.statusCode).toBe(429);
    expect(replies[60]!.headers['retry-after']).toBeDefined();
    expect(replies[60]!.json().message).toBe('Too many attempts. Try again in 1 minute.');
  });
});
