import type { FastifyInstance } from 'fastify';
import { issueDemoToken } from '../seed/demo-token.js';
import { DEMO_USER_ID } from '../seed/ids.js';
import { startTestApp, type TestApp } from '../test/app.js';
import { signPayload } from '../test/signed-payload.js';
import { findInputProblem, formatPath, MAX_INPUT_DEPTH } from './input-guard.js';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};

describe('findInputProblem', () => {
  it.each([
    ['NUL', '\u0000', 0x0000],
    ['another C0 control', 'a\u001bb', 0x001b],
    ['DEL', 'a\u007f', 0x007f],
    ['a C1 control', '\u0085', 0x0085],
    ['the last C1 control', '\u009f', 0x009f],
    ['a lone high surrogate', 'a\ud800b', 0xd800],
    ['a lone low surrogate', '\udfffb', 0xdfff],
    ['a high surrogate at the end', 'ab\ud83d', 0xd83d],
  ])('finds %s', (_name, text, codePoint) => {
    expect(findInputProblem({ user: { displayName: text } })).toEqual({
      kind: 'character',
      path: ['user', 'displayName'],
      codePoint,
    });
  });

  it('lets tab, line feed, carriage return, emoji (paired surrogates) and other scripts through', () => {
    expect(findInputProblem({ note: 'a\tb\nc\r\nd', name: 'Lucía 😀 漢字 \u00a0 \u200b' })).toBeNull();
  });

  it('looks at keys, array items and the first problem in document order', () => {
    expect(findInputProblem({ settings: { 'a\u0000': 1 } })?.path).toEqual(['settings', 'a\u0000']);
    expect(findInputProblem({ shortcuts: ['ok', 'b\u0000'], later: '\u0000' })?.path).toEqual([
      'shortcuts',
      1,
    ]);
  });

  it('stops nesting deeper than the limit, and walks huge depths without exhausting the stack', () => {
    expect(findInputProblem(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1))).toMatchObject({ kind: 'depth' });
    const deep = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`) as unknown;
    expect(findInputProblem(deep)).toMatchObject({ kind: 'depth' });
  });

  it('writes paths as a reader of the JSON would, quoting keys that are not plain names', () => {
    expect(formatPath(['user', 'displayName'])).toBe('user.displayName');
    expect(formatPath(['shortcuts', 2])).toBe('shortcuts[2]');
    expect(formatPath(['settings', 'a b', 'x\u0000'])).toBe('settings["a b"]["x\\u0000"]');
  });
});

describe('the input guard on every route', () => {
  let t: TestApp;
  let merchantToken: string;

  // A route with no schema at all: the guard covers it without being told.
  const echoRoute = async (app: FastifyInstance) => {
    app.post('/test/echo/:name', async (request) => ({ body: request.body }));
  };

  beforeAll(async () => {
    t = await startTestApp({ testRoutes: echoRoute });
    merchantToken = (await issueDemoToken('demo@estiba.test', t.config.jwt)).token;
  });

  afterAll(() => t.close());

  const echo = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });

  it('refuses a forbidden character in the body at any depth, naming the field in the error shape', async () => {
    const response = await echo('/test/echo/x', { order: { lines: [{ sku: 'A\u0000B' }] } });
    expect(response.statusCode).toBe(400);
    const message = 'The field order.lines[0].sku contains a character that is not allowed (U+0000).';
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message,
      field: 'sku',
      fieldErrors: { sku: message },
    });
  });

  it('refuses them in path parameters, the query and keys, and lets clean input through', async () => {
    expect((await echo('/test/echo/a%00b', {})).json().message).toBe(
      'The path parameter name contains a character that is not allowed (U+0000).',
    );
    expect((await echo('/test/echo/x?q=%C2%85', {})).json().message).toBe(
      'The query parameter q contains a character that is not allowed (U+0085).',
    );
    expect((await echo('/test/echo/x', { 'bad\u0007key': 1 })).json().message).toBe(
      'The field ["bad\\u0007key"] contains a character that is not allowed (U+0007).',
    );
    const lone = await t.app.inject({
      method: 'POST',
      url: '/test/echo/x',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"A\\ud800B"}',
    });
    expect(lone.json().message).toBe('The field name contains a character that is not allowed (U+D800).');

    const clean = await echo('/test/echo/x?q=caf%C3%A9', { name: 'Lucía\tRíos\n😀' });
    expect(clean.statusCode).toBe(200);
    expect(clean.json()).toEqual({ body: { name: 'Lucía\tRíos\n😀' } });
  });

  it('refuses a body nested deeper than any form of ours', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/echo/x',
      headers: { 'content-type': 'application/json' },
      payload: `{"settings":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^The field settings(\[0\])+ is nested too deeply/);
  });

  // Issue 14, point 2: each of these answered 500 (PostgreSQL refuses U+0000) before the guard.
  describe('the routes that answered 500', () => {
    const bearer = () => ({ authorization: `Bearer ${merchantToken}` });
    let address = 0;
    const nextAddress = () => `10.14.0.${++address}`;

    it('POST /api/auth/user/update with a NUL in the display name', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/user/update',
        headers: bearer(),
        payload: { user: { displayName: 'Ana\u0000Belén' } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'The field user.displayName contains a character that is not allowed (U+0000).',
        field: 'displayName',
      });
    });

    it('GET /auth/login with a NUL in the signed e-mail', async () => {
      const payload = await signPayload({ email: 'a\u0000@estiba.test', password: 'Estiba2026' });
      const response = await t.app.inject({
        method: 'GET',
        url: '/auth/login',
        headers: { authorization: `Bearer ${payload}` },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'The field email contains a character that is not allowed (U+0000).',
        field: 'email',
      });
    });

    it('GET /auth/signup with a NUL in the signed e-mail', async () => {
      const payload = await signPayload({
        displayName: 'Lucía Fernández',
        email: 'lucia\u0000@tienda.mx',
        countryId: 1,
        phone: '+52 5512345678',
        password: 'Tienda2026',
      });
      const response = await t.app.inject({
        method: 'GET',
        url: '/auth/signup',
        headers: { authorization: `Bearer ${payload}` },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'email' });
    });

    it('PATCH /api/v2/users/{sub} with a NUL in the settings or in the sub', async () => {
      const patch = (sub: string, settings: Record<string, unknown>) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/v2/users/${sub}`,
          headers: bearer(),
          payload: { user_metadata: { settings } },
        });
      const inSettings = await patch(DEMO_USER_ID, { theme: { main: 'x\u0000' } });
      expect(inSettings.statusCode).toBe(400);
      expect(inSettings.json()).toMatchObject({
        message:
          'The field user_metadata.settings.theme.main contains a character that is not allowed (U+0000).',
      });
      const inSub = await patch(`${DEMO_USER_ID}%00`, { theme: 'dark' });
      expect(inSub.statusCode).toBe(400);
      expect(inSub.json()).toMatchObject({ field: 'sub' });
    });

    it('POST /auth/new-password with a NUL in the e-mail', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/new-password',
        payload: { email: 'a\u0000@estiba.test' },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'email' });
    });

    it('POST /accounts/login (a form) answers with its page, not JSON', async () => {
      const query = `redirect_url=${encodeURIComponent(`${t.config.publicAppUrl}/`)}`;
      const remoteAddress = nextAddress();
      const page = await t.app.inject({ method: 'GET', url: `/accounts/login?${query}`, remoteAddress });
      const cookie = String(page.headers['set-cookie']).split(';')[0]!;
      const csrfToken = /name="csrf_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
      const response = await t.app.inject({
        method: 'POST',
        url: `/accounts/login?${query}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        payload: `email=a%00%40estiba.test&password=Estiba2026&csrf_token=${encodeURIComponent(csrfToken)}`,
        remoteAddress,
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<form');
    });
  });
});
