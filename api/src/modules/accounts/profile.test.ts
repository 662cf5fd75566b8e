import { eq } from 'drizzle-orm';
import { users } from '../../platform/db/schema.js';
import { DEMO_CLIENT_ID, DEMO_USER_ID, OTHER_CLIENT_ID, OTHER_USER_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { TokenService, type AccessTokenClaims } from './tokens.js';
import { asOperator } from '../../platform/db/scope.js';

const DEMO: AccessTokenClaims = {
  userId: DEMO_USER_ID,
  clientId: DEMO_CLIENT_ID,
  tokenVersion: 0,
  role: 'user',
};

describe('POST /api/auth/user/update', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    ({ token } = await new TokenService(t.config.jwt).sign(DEMO));
  });

  afterAll(() => t.close());

  /** `bearer: null` sends no Authorization header. */
  const update = (body: unknown, bearer: string | null = token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: bearer === null ? {} : { authorization: `Bearer ${bearer}` },
      payload: body as object,
    });
  const userRow = async (id: string) =>
    (await asOperator(t.testDatabase.database, (tx) => tx.select().from(users).where(eq(users.id, id))))[0]!;

  it("changes the caller's name, language, settings and shortcuts and answers the session user", async () => {
    const settings = { theme: { main: 'deepOcean' }, layout: { style: 'layout2' } };
    const response = await update({
      user: {
        displayName: '  Demo Owner ',
        lang: 'es-CL',
        settings,
        shortcuts: ['orders', 'inventory', 'orders'],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userId: DEMO_USER_ID,
      displayName: 'Demo Owner',
      lang: 'es-CL',
      data: { displayName: 'Demo Owner', settings, shortcuts: ['orders', 'inventory'] },
    });
    const me = await t.app.inject({ url: '/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json()).toMatchObject({ displayName: 'Demo Owner', lang: 'es-CL' });
  });

  it('reads settings and shortcuts under data too, as the session user carries them', async () => {
    const response = await update({
      user: { data: { settings: { mode: 'boxed' }, shortcuts: ['billing'] } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ settings: { mode: 'boxed' }, shortcuts: ['billing'] });
  });

  it('only ever touches the caller: ids, e-mail and role in the body are ignored', async () => {
    const other = await userRow(OTHER_USER_ID);
    const response = await update({
      user: {
        userId: OTHER_USER_ID,
        clientId: OTHER_CLIENT_ID,
        email: 'other@estiba.test',
        role: ['admin'],
        displayName: 'Taken Over',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userId: DEMO_USER_ID,
      clientId: DEMO_CLIENT_ID,
      email: 'demo@estiba.test',
      role: ['user'],
      displayName: 'Taken Over',
    });
    expect(await userRow(OTHER_USER_ID)).toEqual(other);
    expect((await userRow(DEMO_USER_ID)).role).toBe('user');
  });

  it('leaves the profile as it is when nothing is given', async () => {
    const before = await userRow(DEMO_USER_ID);
    const response = await update({ user: {} });
    expect(response.statusCode).toBe(200);
    expect(await userRow(DEMO_USER_ID)).toEqual(before);
  });

  it.each([
    ['no body', undefined],
    ['no user', {}],
    ['a user that is not an object', { user: 'demo' }],
    ['a short name', { user: { displayName: 'Abc' } }],
    ['a huge name', { user: { displayName: 'x'.repeat(10_000) } }],
    ['an unknown language', { user: { lang: 'fr-FR' } }],
    ['settings that are not an object', { user: { settings: [1, 2] } }],
    ['huge settings', { user: { settings: { blob: 'x'.repeat(40_000) } } }],
    ['shortcuts that are not strings', { user: { shortcuts: [{ url: '/orders' }] } }],
    ['too many shortcuts', { user: { shortcuts: Array.from({ length: 101 }, (_, i) => `s${i}`) } }],
  ])('answers 400 to %s', async (_case, body) => {
    const response = await update(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('refuses a missing, expired or foreign-audience token', async () => {
    const tokens = new TokenService(t.config.jwt);
    const expired = (await tokens.sign(DEMO, { expiresInSeconds: 60, now: Date.now() - 3_600_000 })).token;
    const foreign = (await new TokenService({ ...t.config.jwt, audience: 'estiba-payments' }).sign(DEMO))
      .token;
    const cases: [string | null, string][] = [
      [null, 'Authentication required: send the access token as "Authorization: Bearer <token>".'],
      [expired, 'The access token has expired. Sign in again.'],
      [foreign, 'The access token was issued for another audience.'],
      ['not.a.token', 'The access token is malformed.'],
    ];
    for (const [bearer, message] of cases) {
      const response = await update({ user: { displayName: 'Intruder' } }, bearer);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(message);
    }
    expect((await userRow(DEMO_USER_ID)).displayName).not.toBe('Intruder');
  });

  it('refuses the token of an account disabled after it was issued', async () => {
    await asOperator(t.testDatabase.database, (tx) =>
      tx.update(users).set({ disabled: true }).where(eq(users.id, DEMO_USER_ID)),
    );
    try {
      const response = await update({ user: { displayName: 'Still Here' } });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('This user is disabled.');
    } finally {
      await asOperator(t.testDatabase.database, (tx) =>
        tx.update(users).set({ disabled: false }).where(eq(users.id, DEMO_USER_ID)),
      );
    }
  });
});
