// The whole OAuth grant over real HTTP (issue 19): our API listens on a port, and its Shopify adapter connects the
// sandbox store it serves itself, through the authorisation page, the Install post, the signed callback and the
// token exchange, exactly as with a Shopify store. Refused: a state we never issued, a callback whose HMAC does
// not verify, a callback replayed, a code exchanged twice. Also the routes around it: validation (signed in and
// visitor, 400/403/409), shops posted with a token, the list, disconnecting, the sandbox's
// products, orders and webhook subscriptions, and tenancy. PGlite by default, PostgreSQL with DATABASE_URL.
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { products } from '../../platform/db/schema.js';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { DEMO_CLIENT_ID } from '../../seed/ids.js';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/app.js';
import { waitFor } from '../../test/sockets.js';
import { rowsOf } from '../inventory/ledger.js';
import { prepareUsers, type Tokens } from '../receiving/test-support.js';
import { SANDBOX_PRODUCTS } from './sandbox-catalogue.js';
import { SANDBOX_APP_KEY, SANDBOX_ERRORS } from './sandbox-store.js';
import type { ConnectedShopList, ShopValidation } from './schemas.js';
import { CALLBACK_PATH, IntegrationsService, SHOP_MESSAGES } from './service.js';
import { signCallback } from './shopify-protocol.js';
import { CALLBACK_ERRORS } from './shopify.js';
import { derivedSecret, TokenBox } from './token-box.js';

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
const APP_URL = 'http://app.estiba.test';
let t: TestApp;
let tokens: Tokens;
const sandboxSecret = derivedSecret(TEST_JWT_SECRET, 'sandbox-store-app/v1');

beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_API_URL: base, PUBLIC_APP_URL: APP_URL } });
  await t.app.listen({ port, host: '127.0.0.1' });
  tokens = await prepareUsers(t);
});
afterAll(() => t.close());

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null; // an HTML page or a redirect's empty body
  }
}

async function call(token: string | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = parseJson(text);
  return { status: response.status, headers: response.headers, text, json: json as Record<string, unknown> };
}

/** Starts a grant for `handle` and clicks Install on the sandbox store's page: the callback it redirects to. */
async function installed(handle: string, token = tokens.merchant): Promise<URL> {
  const started = await call(token, 'POST', '/client/shop/oauth/start', {
    url: `${base}/sandbox-store/${handle}`,
  });
  expect(started.status).toBe(200);
  const authorization = new URL(String(started.json.authorizationUrl));
  const page = await fetch(authorization, { headers: { 'accept-language': 'es-MX' } });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Instalar');
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g)].map(([, name, value]) => [
      name!,
      value!
        .replace(/&amp;/g, '&')
        .replace(/&#39;/g, "'")
        .replace(/&quot;/g, '"'),
    ]),
  );
  const install = await fetch(new URL(`/sandbox-store/${handle}/admin/oauth/authorize`, base), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  expect(install.status).toBe(302);
  return new URL(install.headers.get('location')!);
}

const queryOf = (url: URL): Record<string, string> => Object.fromEntries(url.searchParams);
const callback = (query: Record<string, string>) =>
  call(null, 'GET', `${CALLBACK_PATH}?${new URLSearchParams(query).toString()}`);

describe('the OAuth grant against the sandbox store, over HTTP', () => {
  it('validates, authorises, refuses a wrong state and a bad HMAC, then connects with the token sealed', async () => {
    const url = `${base}/sandbox-store/acme`;
    const validation = await call(tokens.merchant, 'POST', '/client/shop/validation', {
      url: `${url}/admin`,
    });
    expect(validation.status).toBe(200);
    expect(validation.json as unknown as ShopValidation).toEqual({
      platform: 'sandbox',
      url,
      shop: `127.0.0.1:${port}/sandbox-store/acme`,
      name: 'acme',
    });

    const started = await call(tokens.merchant, 'POST', '/client/shop/oauth/start', { url });
    const authorization = new URL(String(started.json.authorizationUrl));
    expect(`${authorization.origin}${authorization.pathname}`).toBe(`${url}/admin/oauth/authorize`);
    expect(authorization.searchParams.get('client_id')).toBe(SANDBOX_APP_KEY);
    expect(authorization.searchParams.get('redirect_uri')).toBe(`${base}${CALLBACK_PATH}`);
    expect(authorization.searchParams.get('scope')).toContain('read_orders');
    expect(authorization.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const back = await installed('acme');
    expect(`${back.origin}${back.pathname}`).toBe(`${base}${CALLBACK_PATH}`);
    const query = queryOf(back);
    expect(Object.keys(query).sort()).toEqual(['code', 'hmac', 'host', 'shop', 'state', 'timestamp']);
    expect(query.hmac).toBe(signCallback(query, sandboxSecret));

    // A state we never issued, correctly signed by the store: refused, nothing connected.
    const { hmac: _ignored, ...unsigned } = query;
    const forged = { ...unsigned, state: 'a-state-this-api-never-issued-000000000000' };
    const wrongState = await callback({ ...forged, hmac: signCallback(forged, sandboxSecret) });
    expect(wrongState.status).toBe(400);
    expect(wrongState.text).toContain(SHOP_MESSAGES.state);
    expect(wrongState.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(wrongState.text).toContain(`href="${APP_URL}/integrations"`);

    // Our state, but the signature does not verify (the code swapped, or another secret): refused, state unspent.
    const swapped = await callback({ ...query, code: 'someone-elses-code' });
    expect(swapped.status).toBe(401);
    expect(swapped.text).toContain(CALLBACK_ERRORS.signature);
    const otherKey = await callback({ ...unsigned, hmac: signCallback(unsigned, 'not-the-app-secret') });
    expect(otherKey.status).toBe(401);
    const shops = async (token: string) =>
      (await call(token, 'GET', '/client/shops')).json as unknown as ConnectedShopList;
    expect((await shops(tokens.merchant)).shops.some((shop) => shop.url === url)).toBe(false);

    // The real callback connects and sends the merchant to Integrations.
    const done = await callback(query);
    expect(done.status).toBe(302);
    const landing = new URL(done.headers.get('location')!);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${APP_URL}/integrations`);
    expect(queryOf(landing)).toEqual({ 'ecommerce-name': 'Shopify', shop: query.shop, name: 'acme' });

    // Replayed: the state is spent.
    const replay = await callback(query);
    expect(replay.status).toBe(400);
    expect(replay.text).toContain(SHOP_MESSAGES.state);
    const inSpanish = await fetch(`${base}${CALLBACK_PATH}?${new URLSearchParams(query).toString()}`, {
      headers: { 'accept-language': 'es-AR,es;q=0.9' },
    });
    expect(await inSpanish.text()).toContain('Vuelve a iniciarla desde Integraciones.');

    const acme = (await shops(tokens.merchant)).shops.find((shop) => shop.url === url);
    expect(acme).toMatchObject({ name: 'acme', ecommerce: 'sandbox', status: 'connected', updatedScopes: 1 });
    expect(acme?.lastSyncAt).toBeNull();
    expect((await shops(tokens.otherMerchant)).shops.some((shop) => shop.url === url)).toBe(false);

    // At rest the token is sealed; opened, it reads the store's products and the webhooks are subscribed.
    const [row] = await asOperator(t.testDatabase.database, async (tx) =>
      rowsOf<{ access_token_ciphertext: string; access_scope: string }>(
        await tx.execute(
          sql`SELECT access_token_ciphertext, access_scope FROM shops WHERE id = ${acme!.shopId}::uuid`,
        ),
      ),
    );
    expect(row?.access_token_ciphertext).toMatch(/^v1\./);
    expect(row?.access_token_ciphertext).not.toContain('shpat_');
    expect(row?.access_scope).toContain('write_fulfillments');
    const service = new IntegrationsService(
      t.testDatabase.database,
      t.app.storeAdapters,
      {
        publicApiUrl: base,
        publicAppUrl: APP_URL,
      },
      t.app.log,
      t.app.jobs,
    );
    const linked = await asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) =>
      service.connection(tx, acme!.shopId),
    );
    expect(linked?.connection.accessToken).toMatch(/^shpat_[0-9a-f]{32}$/);
    const storeProducts = await linked!.adapter.fetchProducts(linked!.connection);
    expect(storeProducts.map((product) => product.externalId)).toEqual(
      SANDBOX_PRODUCTS.map((product) => String(product.id)),
    );
    expect(storeProducts[0]?.variants[2]).toMatchObject({ sku: 'SBX-TEE-L', priceCents: 25900 });
    const hooks = rowsOf<{ topic: string; address: string }>(
      await t.testDatabase.database.db.execute(
        sql`SELECT topic, address FROM sandbox_store_webhooks WHERE store = 'acme' ORDER BY topic`,
      ),
    );
    expect(hooks).toEqual([
      { topic: 'app/uninstalled', address: `${base}/webhooks/shopify/app/uninstalled` },
      { topic: 'orders/create', address: `${base}/webhooks/shopify/orders/create` },
      { topic: 'orders/updated', address: `${base}/webhooks/shopify/orders/updated` },
    ]);

    // The store is taken now: another merchant 403 (spec point 8's message), a visitor too, its owner 409.
    const taken = await call(tokens.otherMerchant, 'POST', '/client/shop/validation', { url });
    expect(taken.status).toBe(403);
    expect(taken.json.message).toBe('This shop is already registered, please try with another one.');
    expect((await call(null, 'POST', '/client/shop/outside/validation', { url })).status).toBe(403);
    expect((await call(tokens.merchant, 'POST', '/client/shop/validation', { url })).status).toBe(409);
    expect((await call(tokens.otherMerchant, 'POST', '/client/shop/oauth/start', { url })).status).toBe(403);

    // The first product sync started with the connection: the store's SKUs are the merchant's products now.
    await waitFor(
      'the first product sync',
      async () =>
        (await shops(tokens.merchant)).shops.find((shop) => shop.shopId === acme!.shopId)?.lastSyncAt ?? null,
      60_000,
    );

    // acme is not the main shop (the demo merchant has one), so its SKUs are not the warehouse's: the mug is one of
    // the merchant's products already.
    await asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) =>
      tx.insert(products).values({
        clientId: DEMO_CLIENT_ID,
        sku: 'SBX-MUG',
        name: 'Ceramic coffee mug',
        handle: 'sbx-mug',
        lengthCm: '12.00',
        widthCm: '9.00',
        heightCm: '10.00',
        weightKg: '0.350',
      }),
    );

    // The sandbox emits an order on demand for its merchant only, and lists it to the token's holder.
    const emitted = await call(tokens.merchant, 'POST', '/sandbox-store/acme/orders', {
      lines: [{ sku: 'SBX-MUG', quantity: 2 }],
    });
    expect(emitted.status).toBe(201);
    expect(emitted.json.order).toMatchObject({ total_price: '379.00', currency: 'MXN' });
    expect((emitted.json.deliveries as { address: string }[]).map((delivery) => delivery.address)).toEqual([
      `${base}/webhooks/shopify/orders/create`,
    ]);
    // Delivered over HTTP to our webhook (store-sync's), verified and made an order of the shop.
    expect((emitted.json.deliveries as { status: number }[])[0]?.status).toBe(200);
    const received = await asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) =>
      rowsOf<{ reference: string; source: string }>(
        await tx.execute(sql`SELECT reference, source FROM orders WHERE shop_id = ${acme!.shopId}::uuid`),
      ),
    );
    expect(received).toEqual([{ reference: (emitted.json.order as { name: string }).name, source: 'shop' }]);
    expect((await call(tokens.otherMerchant, 'POST', '/sandbox-store/acme/orders', {})).status).toBe(404);
    const orders = await linked!.adapter.fetchOrders(linked!.connection);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      totalCents: 37900,
      lines: [{ sku: 'SBX-MUG', quantity: 2, priceCents: 18950 }],
    });

    // Telling the store the order shipped closes its fulfillment order; telling it twice is no error.
    const shipment = {
      orderExternalId: orders[0]!.externalId,
      trackingNumber: 'TRK123',
      carrier: 'DHL',
      trackingUrl: null,
    };
    await linked!.adapter.markShipped(linked!.connection, shipment);
    await linked!.adapter.markShipped(linked!.connection, shipment);
    const [fulfilled] = rowsOf<{ tracking: string }>(
      await t.testDatabase.database.db.execute(
        sql`SELECT fulfillment ->> 'tracking_number' AS tracking FROM sandbox_store_orders WHERE store = 'acme'`,
      ),
    );
    expect(fulfilled?.tracking).toBe('TRK123');
    expect((await call(null, 'GET', '/sandbox-store/acme/admin/api/2024-10/orders.json')).status).toBe(401);

    // Disconnecting: another merchant's 404; the owner's 204, the token destroyed.
    expect((await call(tokens.otherMerchant, 'DELETE', `/client/shop/${acme!.shopId}`)).status).toBe(404);
    expect((await call(tokens.merchant, 'DELETE', `/client/shop/${acme!.shopId}`)).status).toBe(204);
    expect((await shops(tokens.merchant)).shops.find((shop) => shop.shopId === acme!.shopId)?.status).toBe(
      'disconnected',
    );
    expect(
      await asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) => service.connection(tx, acme!.shopId)),
    ).toBeNull();
    // Free again: the other merchant may connect it now.
    expect((await call(tokens.otherMerchant, 'POST', '/client/shop/validation', { url })).status).toBe(200);
  });

  it('reconnects a disconnected store onto the same shop', async () => {
    await callback(queryOf(await installed('reconnect')));
    const first = (
      (await call(tokens.merchant, 'GET', '/client/shops')).json as unknown as ConnectedShopList
    ).shops.find((shop) => shop.name === 'reconnect')!;
    await call(tokens.merchant, 'DELETE', `/client/shop/${first.shopId}`);
    expect((await callback(queryOf(await installed('reconnect')))).status).toBe(302);
    const again = (
      (await call(tokens.merchant, 'GET', '/client/shops')).json as unknown as ConnectedShopList
    ).shops.filter((shop) => shop.name === 'reconnect');
    expect(again).toEqual([expect.objectContaining({ shopId: first.shopId, status: 'connected' })]);
  });

  it('asks for a new grant when a stored token cannot be opened (another key, or damaged)', async () => {
    await callback(queryOf(await installed('rekeyed')));
    const listed = async () =>
      ((await call(tokens.merchant, 'GET', '/client/shops')).json as unknown as ConnectedShopList).shops.find(
        (shop) => shop.name === 'rekeyed',
      )!;
    const { shopId } = await listed();
    const sealedElsewhere = new TokenBox('another-secret-that-is-long-enough-0001').seal('shpat_x', shopId);
    await asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) =>
      tx.execute(
        sql`UPDATE shops SET access_token_ciphertext = ${sealedElsewhere} WHERE id = ${shopId}::uuid`,
      ),
    );
    const service = new IntegrationsService(
      t.testDatabase.database,
      t.app.storeAdapters,
      { publicApiUrl: base, publicAppUrl: APP_URL },
      t.app.log,
      t.app.jobs,
    );
    expect(
      await asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) => service.connection(tx, shopId)),
    ).toBeNull();
    expect(await listed()).toMatchObject({ status: 'connected', updatedScopes: 0 });
  });

  it('authorises a connected shop again, restoring updatedScopes (the Update Necessary dialog)', async () => {
    await callback(queryOf(await installed('scopes')));
    const listed = async () =>
      (
        (await call(tokens.merchant, 'GET', '/client/shops')).json as unknown as ConnectedShopList
      ).shops.filter((shop) => shop.name === 'scopes');
    const [shop] = await listed();
    await asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) =>
      tx.execute(sql`UPDATE shops SET updated_scopes = 0 WHERE id = ${shop!.shopId}::uuid`),
    );
    expect((await call(tokens.merchant, 'POST', '/client/shop/validation', { url: shop!.url })).status).toBe(
      409,
    );
    expect((await callback(queryOf(await installed('scopes')))).status).toBe(302);
    expect(await listed()).toEqual([expect.objectContaining({ shopId: shop!.shopId, updatedScopes: 1 })]);
  });
});

describe("the sandbox store's own refusals", () => {
  it('exchanges a code once, with the app secret only', async () => {
    const code = queryOf(await installed('codes')).code!;
    const exchange = (secret: string) =>
      call(null, 'POST', '/sandbox-store/codes/admin/oauth/access_token', {
        client_id: SANDBOX_APP_KEY,
        client_secret: secret,
        code,
      });
    expect((await exchange('wrong')).status).toBe(401);
    const first = await exchange(sandboxSecret);
    expect(first.status).toBe(200);
    expect(first.json.access_token).toMatch(/^shpat_/);
    const second = await exchange(sandboxSecret);
    expect(second.status).toBe(400);
    expect(second.json.message).toBe(SANDBOX_ERRORS.code);
  });

  it('shows its page only to our app, redirecting only to this API', async () => {
    const page = (query: Record<string, string>) =>
      call(null, 'GET', `/sandbox-store/shop/admin/oauth/authorize?${new URLSearchParams(query).toString()}`);
    const good = {
      client_id: SANDBOX_APP_KEY,
      scope: 'read_orders',
      redirect_uri: `${base}${CALLBACK_PATH}`,
      state: 's',
    };
    const shown = await page(good);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-security-policy')).toContain(`form-action 'self' ${APP_URL}`);
    expect(shown.text).toContain('Install Estiba on shop');
    expect((await page({ ...good, client_id: 'another-app' })).json.message).toBe(SANDBOX_ERRORS.app);
    expect((await page({ ...good, redirect_uri: 'https://evil.example/cb' })).json.message).toBe(
      SANDBOX_ERRORS.redirect,
    );
  });

  it('pages products by the Link header and refuses an unknown token', async () => {
    const code = queryOf(await installed('pages')).code!;
    const { json } = await call(null, 'POST', '/sandbox-store/pages/admin/oauth/access_token', {
      client_id: SANDBOX_APP_KEY,
      client_secret: sandboxSecret,
      code,
    });
    const token = String(json.access_token);
    const page = await fetch(`${base}/sandbox-store/pages/admin/api/2024-10/products.json?limit=3`, {
      headers: { 'x-shopify-access-token': token },
    });
    expect(((await page.json()) as { products: unknown[] }).products).toHaveLength(3);
    const next = /<([^>]+)>; rel="next"/.exec(page.headers.get('link') ?? '')?.[1];
    expect(next).toMatch(
      new RegExp(`^${base}/sandbox-store/pages/admin/api/2024-10/products.json\\?limit=3&page_info=`),
    );
    const second = await fetch(next!, { headers: { 'x-shopify-access-token': token } });
    expect(((await second.json()) as { products: { id: number }[] }).products[0]?.id).toBe(
      SANDBOX_PRODUCTS[3]!.id,
    );
    // The token is this store's only.
    const elsewhere = await fetch(`${base}/sandbox-store/acme/admin/api/2024-10/products.json`, {
      headers: { 'x-shopify-access-token': token },
    });
    expect(elsewhere.status).toBe(401);
  });
});

describe('validation and other platforms', () => {
  it('says why an address is no store, and lets a visitor validate a free one', async () => {
    const bad = await call(tokens.merchant, 'POST', '/client/shop/validation', {
      url: 'https://example.com/shop',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(SHOP_MESSAGES.notAStore);
    expect(
      (await call(null, 'POST', '/client/shop/validation', { url: `${base}/sandbox-store/x` })).status,
    ).toBe(401);
    const visitor = await call(null, 'POST', '/client/shop/outside/validation', {
      url: `${base}/sandbox-store/free`,
    });
    expect(visitor.status).toBe(200);
    expect(visitor.json.name).toBe('free');
    // A Shopify store on an API without Shopify's app: validated, but its grant cannot start.
    const shopify = await call(tokens.merchant, 'POST', '/client/shop/oauth/start', {
      url: 'new-store.myshopify.com',
    });
    expect(shopify.status).toBe(503);
    expect(shopify.json.message).toBe(SHOP_MESSAGES.shopifyUnavailable);
    // The operator's users have no stores.
    expect(
      (await call(tokens.staff, 'POST', '/client/shop/validation', { url: `${base}/sandbox-store/x` }))
        .status,
    ).toBe(403);
  });

  it('posts another platform’s shop with its token, sealed; Shopify and unknown platforms refused', async () => {
    const body = {
      id: 'wc-123',
      url: 'https://tienda.example.mx/',
      name: 'Tienda',
      ecommerce: 'woocommerce',
      token: 'ck_secret',
      outsideIntegration: false,
    };
    const created = await call(tokens.merchant, 'POST', '/client/shop', body);
    expect(created.status).toBe(201);
    expect(created.json.shopId).toMatch(/^[0-9a-f-]{36}$/);
    const again = await call(tokens.merchant, 'POST', '/client/shop', { ...body, token: 'ck_new' });
    expect(again.json.shopId).toBe(created.json.shopId);
    expect((await call(tokens.otherMerchant, 'POST', '/client/shop', body)).json.message).toBe(
      SHOP_MESSAGES.alreadyRegistered,
    );
    const [row] = await asOperator(t.testDatabase.database, async (tx) =>
      rowsOf<{ access_token_ciphertext: string; url: string }>(
        await tx.execute(
          sql`SELECT access_token_ciphertext, url FROM shops WHERE id = ${String(created.json.shopId)}::uuid`,
        ),
      ),
    );
    expect(row?.url).toBe('https://tienda.example.mx');
    expect(t.app.storeAdapters.tokens.open(row!.access_token_ciphertext, String(created.json.shopId))).toBe(
      'ck_new',
    );
    const shopify = await call(tokens.merchant, 'POST', '/client/shop', { ...body, ecommerce: 'shopify' });
    expect(shopify.status).toBe(400);
    expect(shopify.json.message).toBe(SHOP_MESSAGES.oauthPlatform);
    expect(
      (await call(tokens.merchant, 'POST', '/client/shop', { ...body, ecommerce: 'nope' })).json.message,
    ).toBe(SHOP_MESSAGES.unknownPlatform);
    expect((await call(tokens.merchant, 'POST', '/client/shop', { ...body, token: undefined })).status).toBe(
      400,
    );
  });
});
