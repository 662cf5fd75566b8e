// Shop webhooks (issue 19, store-sync) through the real application over HTTP semantics (Fastify's inject), on
// PGlite by default and on PostgreSQL with DATABASE_URL: a delivery is verified on its raw bytes before anything
// is read (a bad, missing or re-signed signature, or a domain no connected shop has, answers 401 and writes
// nothing); X-Shopify-Webhook-Id is handled once (the same webhook twice makes one order); orders/create makes the
// shop's order with source 'shop', sent to process at once when the shop's automatic orders are on; an order the
// merchant cannot take yet (a SKU they do not have) is refused with the reason and written nowhere; the delivery
// and its order belong to the shop's client only.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { DEMO_CLIENT_ID, OTHER_CLIENT_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { recordMovements, rowsOf } from '../inventory/ledger.js';
import { createProducts, STAFF_WAREHOUSE, type TestProduct } from '../receiving/test-support.js';
import { signWebhook } from './shopify-protocol.js';
import { WEBHOOK_MESSAGES } from './webhooks-service.js';
import type { WebhookAnswer } from './webhooks-schemas.js';

const SECRET = 'shopify-app-secret-of-the-webhook-tests';
let t: TestApp;
let product: TestProduct;
let shopId: string;
let domain: string;

async function insertShop(clientId: string, url: string, settings: object): Promise<string> {
  return asClient(t.testDatabase.database, clientId, async (tx) => {
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        INSERT INTO shops (client_id, name, ecommerce, url, settings)
        VALUES (${clientId}, ${`Webhook shop ${randomUUID().slice(0, 6)}`}, 'shopify', ${url},
                ${JSON.stringify({ automaticOrders: false, automaticOrdersWarehouseId: null, ...settings })}::jsonb)
        RETURNING id::text AS id`),
    );
    return row!.id;
  });
}

let nextOrderId = 5_000_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;

/** An Admin API order as Shopify's orders/create webhook sends it. */
function shopifyOrder(sku: string, extra: Record<string, unknown> = {}) {
  nextOrderId += 1;
  return {
    id: nextOrderId,
    name: `#${nextOrderId % 100_000}`,
    order_number: nextOrderId % 100_000,
    email: 'valentina@example.mx',
    currency: 'MXN',
    total_price: '398.00',
    created_at: '2026-11-25T10:00:00-06:00',
    customer_locale: 'es-MX',
    shipping_address: {
      first_name: 'Valentina',
      last_name: 'Ríos',
      name: 'Valentina Ríos',
      address1: 'Calle Durango 263',
      address2: null,
      city: 'Ciudad de México',
      province: 'Ciudad de México',
      zip: '06700',
      country_code: 'MX',
      phone: '+52 55 1234 5678',
    },
    line_items: [
      { id: nextOrderId + 1, variant_id: 4242, sku, title: 'Test product', quantity: 2, price: '199.00' },
    ],
    ...extra,
  };
}

interface Send {
  body: string;
  hmac?: string | null;
  webhookId?: string;
  topic?: string;
  path?: string;
  shopDomain?: string;
}

function deliver({ body, hmac, webhookId, topic = 'orders/create', path, shopDomain = domain }: Send) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-shopify-topic': topic,
    'x-shopify-shop-domain': shopDomain,
    'x-shopify-webhook-id': webhookId ?? randomUUID(),
    'x-shopify-api-version': '2024-10',
  };
  const signature = hmac === undefined ? signWebhook(body, SECRET) : hmac;
  if (signature !== null) headers['x-shopify-hmac-sha256'] = signature;
  return t.app.inject({
    method: 'POST',
    url: path ?? `/webhooks/shopify/${topic}`,
    headers,
    payload: body,
  });
}

async function ordersOf(clientId: string, externalId: string) {
  return asOperator(t.testDatabase.database, async (tx) =>
    rowsOf<{
      id: string;
      client_id: string;
      source: string;
      fulfillment_status: string;
      warehouse_status: string | null;
      reference: string;
      total_minor: string;
      shop_id: string;
    }>(
      await tx.execute(sql`
        SELECT id::text AS id, client_id, source, fulfillment_status, warehouse_status, reference,
               total_minor::text AS total_minor, shop_id::text AS shop_id
          FROM orders WHERE client_id = ${clientId} AND external_id = ${externalId}`),
    ),
  );
}

async function deliveriesCount(): Promise<number> {
  return asOperator(t.testDatabase.database, async (tx) => {
    const [row] = rowsOf<{ n: number }>(
      await tx.execute(sql`SELECT count(*)::int AS n FROM shop_webhook_deliveries`),
    );
    return row!.n;
  });
}

beforeAll(async () => {
  t = await startTestApp({ env: { SHOPIFY_API_KEY: 'webhook-tests-app', SHOPIFY_API_SECRET: SECRET } });
  [product] = await createProducts(t, DEMO_CLIENT_ID, 1);
  await asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) =>
    recordMovements(tx, [
      {
        clientId: DEMO_CLIENT_ID,
        productId: product!.id,
        warehouseId: STAFF_WAREHOUSE,
        quantity: 50,
        reason: 'adjusted',
        documentType: 'adjustment',
        documentId: randomUUID(),
      },
    ]),
  );
  domain = `webhooks-${randomUUID().slice(0, 8)}.myshopify.com`;
  shopId = await insertShop(DEMO_CLIENT_ID, `https://${domain}`, {});
}, 120_000);

afterAll(() => t.close());

describe('POST /webhooks/shopify/:resource/:event', () => {
  it('refuses a bad, missing or re-signed signature with 401 and writes nothing', async () => {
    const before = await deliveriesCount();
    const order = shopifyOrder(product!.sku);
    const body = JSON.stringify(order);
    const wrongKey = await deliver({ body, hmac: signWebhook(body, 'another-secret') });
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json().message).toBe(WEBHOOK_MESSAGES.badSignature);
    expect((await deliver({ body, hmac: null })).statusCode).toBe(401);
    expect((await deliver({ body, hmac: 'not base64!' })).statusCode).toBe(401);
    // The same JSON written again (other spacing) is other bytes: the signature of the first does not cover it.
    const respaced = JSON.stringify(order, null, 2);
    expect((await deliver({ body: respaced, hmac: signWebhook(body, SECRET) })).statusCode).toBe(401);
    // A body changed after signing (the quantity) is refused too.
    const tampered = body.replace('"quantity":2', '"quantity":20');
    expect(tampered).not.toBe(body);
    expect((await deliver({ body: tampered, hmac: signWebhook(body, SECRET) })).statusCode).toBe(401);
    // A domain no connected shop has cannot be verified at all.
    expect((await deliver({ body, shopDomain: 'nobody-here.myshopify.com' })).statusCode).toBe(401);
    expect(await deliveriesCount()).toBe(before);
    expect(await ordersOf(DEMO_CLIENT_ID, String(order.id))).toEqual([]);
  });

  it('makes the order once when the same webhook is delivered twice, and once more from another delivery', async () => {
    const order = shopifyOrder(product!.sku);
    const body = JSON.stringify(order);
    const webhookId = randomUUID();
    const first = await deliver({ body, webhookId });
    expect(first.statusCode).toBe(200);
    const made: WebhookAnswer = first.json();
    expect(made.outcome).toBe('created');
    const again = await deliver({ body, webhookId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual<WebhookAnswer>({ outcome: 'duplicate', orderId: made.orderId });
    // Shopify may deliver the same order under another webhook id (a retry after a timeout we never saw).
    const other = await deliver({ body, webhookId: randomUUID() });
    expect(other.json()).toEqual<WebhookAnswer>({ outcome: 'exists', orderId: made.orderId });
    // Three deliveries of one new webhook at the same moment: the first inserts its id, the others wait on it.
    const racing = shopifyOrder(product!.sku);
    const racingBody = JSON.stringify(racing);
    const racingId = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => deliver({ body: racingBody, webhookId: racingId })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => (a.json() as WebhookAnswer).outcome).sort()).toEqual([
      'created',
      'duplicate',
      'duplicate',
    ]);
    expect(await ordersOf(DEMO_CLIENT_ID, String(racing.id))).toHaveLength(1);

    const rows = await ordersOf(DEMO_CLIENT_ID, String(order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: made.orderId,
      source: 'shop',
      shop_id: shopId,
      reference: order.name,
      fulfillment_status: 'pending',
      warehouse_status: null,
      total_minor: '39800',
    });
  });

  it('sends the order to process at once when the shop has automatic orders on', async () => {
    const automaticDomain = `automatic-${randomUUID().slice(0, 8)}.myshopify.com`;
    await insertShop(DEMO_CLIENT_ID, `https://${automaticDomain}`, {
      automaticOrders: true,
      automaticOrdersWarehouseId: STAFF_WAREHOUSE,
    });
    const order = shopifyOrder(product!.sku);
    const response = await deliver({ body: JSON.stringify(order), shopDomain: automaticDomain });
    expect(response.statusCode).toBe(200);
    const [row] = await ordersOf(DEMO_CLIENT_ID, String(order.id));
    expect(row).toMatchObject({ fulfillment_status: 'processing', warehouse_status: 'ready_to_pick' });
  });

  it('refuses with the reason, and writes nothing, an order it cannot make or a body that is no order', async () => {
    const before = await deliveriesCount();
    const unknown = shopifyOrder('NO-SUCH-SKU-ANYWHERE');
    const refused = await deliver({ body: JSON.stringify(unknown) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(WEBHOOK_MESSAGES.unknownSku('NO-SUCH-SKU-ANYWHERE'));
    const noAddress = shopifyOrder(product!.sku, { shipping_address: null });
    const bad = await deliver({ body: JSON.stringify(noAddress) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(WEBHOOK_MESSAGES.notAnOrder('no complete shipping_address'));
    const badPrice = shopifyOrder(product!.sku);
    badPrice.line_items[0]!.price = '12.345';
    expect((await deliver({ body: JSON.stringify(badPrice) })).statusCode).toBe(400);
    expect((await deliver({ body: '{"id": 1,' })).json().message).toBe(WEBHOOK_MESSAGES.notJson);
    // A signed body with a character no input may carry is refused like any request's.
    expect((await deliver({ body: JSON.stringify(shopifyOrder('A\u0000B')) })).statusCode).toBe(400);
    // The address names another topic than the header.
    const mismatch = await deliver({
      body: JSON.stringify(shopifyOrder(product!.sku)),
      path: '/webhooks/shopify/orders/updated',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(WEBHOOK_MESSAGES.topicMismatch);
    expect(await deliveriesCount()).toBe(before);
    expect(await ordersOf(DEMO_CLIENT_ID, String(unknown.id))).toEqual([]);
  });

  it('records a topic it does not act on once, and answers ignored', async () => {
    const webhookId = randomUUID();
    const body = JSON.stringify({ id: 1, title: 'A product' });
    const first = await deliver({ body, topic: 'products/update', webhookId });
    expect(first.json()).toEqual<WebhookAnswer>({ outcome: 'ignored', orderId: null });
    expect((await deliver({ body, topic: 'products/update', webhookId })).json().outcome).toBe('duplicate');
  });

  it('disconnects the shop on app/uninstalled: its token goes, later deliveries cannot be verified', async () => {
    const goneDomain = `uninstalled-${randomUUID().slice(0, 8)}.myshopify.com`;
    const goneId = await insertShop(DEMO_CLIENT_ID, `https://${goneDomain}`, {});
    const body = JSON.stringify({ id: 1, domain: goneDomain });
    const gone = await deliver({ body, topic: 'app/uninstalled', shopDomain: goneDomain });
    expect(gone.json()).toEqual<WebhookAnswer>({ outcome: 'disconnected', orderId: null });
    const [row] = await asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) =>
      rowsOf<{ status: string; access_token_ciphertext: string | null }>(
        await tx.execute(sql`SELECT status, access_token_ciphertext FROM shops WHERE id = ${goneId}::uuid`),
      ),
    );
    expect(row).toEqual({ status: 'disconnected', access_token_ciphertext: null });
    expect(
      (await deliver({ body: JSON.stringify(shopifyOrder(product!.sku)), shopDomain: goneDomain }))
        .statusCode,
    ).toBe(401);
  });

  it("keeps the deliveries and orders the shop's client's: another merchant sees none", async () => {
    const order = shopifyOrder(product!.sku);
    await deliver({ body: JSON.stringify(order) });
    const theirs = await asClient(t.testDatabase.database, OTHER_CLIENT_ID, async (tx) => ({
      deliveries: rowsOf(
        await tx.execute(sql`SELECT webhook_id FROM shop_webhook_deliveries WHERE shop_id = ${shopId}::uuid`),
      ),
      orders: rowsOf(await tx.execute(sql`SELECT id FROM orders WHERE external_id = ${String(order.id)}`)),
    }));
    expect(theirs).toEqual({ deliveries: [], orders: [] });
    const mine = await asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) =>
      rowsOf(
        await tx.execute(sql`SELECT webhook_id FROM shop_webhook_deliveries WHERE shop_id = ${shopId}::uuid`),
      ),
    );
    expect(mine.length).toBeGreaterThan(0);
    // And the other merchant's shop of the same domain does not exist: a domain is one connected store.
    expect(await ordersOf(OTHER_CLIENT_ID, String(order.id))).toEqual([]);
  });
});
