// A grant that lacks scopes the app asks for (Update Necessary, issue 19): the shop is saved with updatedScopes 0,
// and a new grant with every scope sets it back to 1. Over real HTTP against the sandbox store, as oauth.test.
import { createServer } from 'node:net';
import { startTestApp, type TestApp } from '../../test/app.js';
import { prepareUsers, type Tokens } from '../receiving/test-support.js';
import type { ConnectedShopList } from './schemas.js';
import { grantCovers } from './service.js';
import { SHOPIFY_SCOPES } from './shopify-protocol.js';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let t: TestApp;
let tokens: Tokens;

beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_API_URL: base, PUBLIC_APP_URL: 'http://app.estiba.test' } });
  await t.app.listen({ port, host: '127.0.0.1' });
  tokens = await prepareUsers(t);
});
afterAll(() => t.close());

const authorized = { authorization: '' };

/** Starts a grant, installs it with `scope` (the page's own when null), and follows the callback. */
async function connect(handle: string, scope: string | null): Promise<number> {
  authorized.authorization = `Bearer ${tokens.merchant}`;
  const started = await fetch(`${base}/client/shop/oauth/start`, {
    method: 'POST',
    headers: { ...authorized, 'content-type': 'application/json' },
    body: JSON.stringify({ url: `${base}/sandbox-store/${handle}` }),
  });
  const page = new URL(((await started.json()) as { authorizationUrl: string }).authorizationUrl);
  const fields = Object.fromEntries(page.searchParams);
  if (scope !== null) fields.scope = scope;
  const install = await fetch(`${base}/sandbox-store/${handle}/admin/oauth/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const callback = await fetch(install.headers.get('location')!, { redirect: 'manual' });
  return callback.status;
}

async function updatedScopesOf(handle: string): Promise<number | undefined> {
  const response = await fetch(`${base}/client/shops`, { headers: authorized });
  const { shops } = (await response.json()) as ConnectedShopList;
  return shops.find((shop) => shop.name === handle)?.updatedScopes;
}

it('tells whether a grant covers the scopes asked for (a write scope implies its read)', () => {
  expect(grantCovers(SHOPIFY_SCOPES, SHOPIFY_SCOPES)).toBe(true);
  expect(grantCovers('read_products,read_orders', SHOPIFY_SCOPES)).toBe(false);
  expect(grantCovers('read_products,write_orders', 'read_products,read_orders')).toBe(true);
  expect(grantCovers('write_products', 'read_orders')).toBe(false);
  expect(grantCovers(null, SHOPIFY_SCOPES)).toBe(true);
});

it('saves a shop granted fewer scopes with updatedScopes 0, and a full grant restores 1', async () => {
  expect(await connect('narrow', 'read_products')).toBe(302);
  expect(await updatedScopesOf('narrow')).toBe(0);
  expect(await connect('narrow', null)).toBe(302);
  expect(await updatedScopesOf('narrow')).toBe(1);
  expect(await connect('wide', null)).toBe(302);
  expect(await updatedScopesOf('wide')).toBe(1);
});
