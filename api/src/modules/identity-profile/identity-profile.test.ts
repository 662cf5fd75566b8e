import { eq } from 'drizzle-orm';
import { users } from '../../platform/db/schema.js';
import { DEMO_CLIENT_ID, DEMO_USER_ID, OTHER_CLIENT_ID, OTHER_USER_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { TokenService } from '../accounts/tokens.js';
import { MAX_SETTINGS_BYTES } from './schemas.js';
import { PROFILE_ERRORS } from './service.js';
import { asOperator } from '../../platform/db/scope.js';

describe('identity profile (GET and PATCH /api/v2/users/:sub)', () => {
  let t: TestApp;
  let demoToken: string;
  let otherToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    const tokens = new TokenService(t.config.jwt);
    demoToken = (
      await tokens.sign({ userId: DEMO_USER_ID, clientId: DEMO_CLIENT_ID, tokenVersion: 0, role: 'user' })
    ).token;
    otherToken = (
      await tokens.sign({ userId: OTHER_USER_ID, clientId: OTHER_CLIENT_ID, tokenVersion: 0, role: 'user' })
    ).token;
  });

  afterAll(() => t.close());

  const get = (sub: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v2/users/${encodeURIComponent(sub)}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  const patch = (sub: string, body: unknown, token = demoToken) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v2/users/${encodeURIComponent(sub)}`,
      headers: { authorization: `Bearer ${token}` },
      payload: body as Record<string, unknown>,
    });

  const storedMetadata = async (userId: string) => {
    const [row] = await asOperator(t.testDatabase.database, (tx) =>
      tx
        .select({ settings: users.settings, shortcuts: users.shortcuts })
        .from(users)
        .where(eq(users.id, userId)),
    );
    return row;
  };

  it('returns the caller’s own profile in the identity provider’s shape', async () => {
    const response = await get(DEMO_USER_ID, demoToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user_id: DEMO_USER_ID,
      email: 'demo@estiba.test',
      username: 'Demo Merchant',
      picture: null,
      user_metadata: { settings: {}, shortcuts: [] },
    });
  });

  it('saves settings and shortcuts, and a later change to one keeps the other', async () => {
    const settings = { theme: { main: 'greeny' }, layout: { style: 'layout2' }, customScrollbars: false };
    const saved = await patch(DEMO_USER_ID, {
      user_metadata: { settings, shortcuts: ['orders', 'inventory'] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user_metadata).toEqual({ settings, shortcuts: ['orders', 'inventory'] });

    const onlyShortcuts = await patch(DEMO_USER_ID, { user_metadata: { shortcuts: ['welcome'] } });
    expect(onlyShortcuts.statusCode).toBe(200);
    expect(onlyShortcuts.json().user_metadata).toEqual({ settings, shortcuts: ['welcome'] });

    expect((await get(DEMO_USER_ID, demoToken)).json().user_metadata).toEqual({
      settings,
      shortcuts: ['welcome'],
    });
    expect(await storedMetadata(DEMO_USER_ID)).toEqual({ settings, shortcuts: ['welcome'] });
  });

  it('refuses another user’s profile with 403, for reading and for changing', async () => {
    const before = await storedMetadata(OTHER_USER_ID);

    const read = await get(OTHER_USER_ID, demoToken);
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe(PROFILE_ERRORS.forbidden);

    const change = await patch(OTHER_USER_ID, { user_metadata: { shortcuts: ['hijacked'] } });
    expect(change.statusCode).toBe(403);
    expect(await storedMetadata(OTHER_USER_ID)).toEqual(before);

    // A sub that is not a user id at all is just as much someone else's.
    expect((await get('auth0|someone', demoToken)).statusCode).toBe(403);
    // The other merchant reaches their own profile with their own token.
    expect((await get(OTHER_USER_ID, otherToken)).json().username).toBe('Otro Comerciante');
  });

  it('asks for a bearer token', async () => {
    const response = await get(DEMO_USER_ID);
    expect(response.statusCode).toBe(401);
    const forged = await get(DEMO_USER_ID, `${demoToken}x`);
    expect(forged.statusCode).toBe(401);
  });

  it.each([
    ['no user_metadata', {}],
    ['user_metadata that is not an object', { user_metadata: 'dark' }],
    ['settings that are not an object', { user_metadata: { settings: 'dark' } }],
    ['settings that are a list', { user_metadata: { settings: ['dark'] } }],
    ['shortcuts that are not a list of names', { user_metadata: { shortcuts: [{ id: 'orders' }] } }],
    ['an empty shortcut name', { user_metadata: { shortcuts: [''] } }],
    ['too many shortcuts', { user_metadata: { shortcuts: Array.from({ length: 51 }, (_, i) => `s${i}`) } }],
  ])('answers 400 for %s', async (_case, body) => {
    const response = await patch(DEMO_USER_ID, body);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });

  it('answers 400 when nothing is sent to change, or the settings are too large', async () => {
    const empty = await patch(DEMO_USER_ID, { user_metadata: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(PROFILE_ERRORS.empty);

    const huge = await patch(DEMO_USER_ID, {
      user_metadata: { settings: { notes: 'x'.repeat(MAX_SETTINGS_BYTES) } },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(PROFILE_ERRORS.settingsTooLarge);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/users/${DEMO_USER_ID}`,
      headers: { authorization: `Bearer ${demoToken}`, 'content-type': 'application/json' },
      payload: '{"user_metadata":',
    });
    expect(response.statusCode).toBe(400);
  });
});
