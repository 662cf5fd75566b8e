// Product sync (issue 19, store-sync) over real HTTP: our API listens on a port and its adapter reads the sandbox
// store it serves itself, with a token the sandbox store granted (its grant row, as the OAuth grant leaves it) and
// sealed on the shop as store-connect seals it. Sync now enqueues the job; the job writes a listing per variant,
// linked to the product of its SKU, makes products of the main shop's new SKUs, sends products.sync_progress
// batch by batch up to current = total with the shop's name, and sets the shop's last sync; run again, it creates
// nothing twice and keeps a link made by hand. Another merchant, the operator's users, a disconnected shop are
// refused. PGlite by default, PostgreSQL with DATABASE_URL.
import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { asClient, asOperator } from '../../platform/db/scope.js';
import type { Job } from '../../platform/jobs/schemas.js';
import { DEMO_CLIENT_ID, DEMO_MAIN_SHOP_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { waitFor } from '../../test/sockets.js';
import { rowsOf } from '../inventory/ledger.js';
import { recordMovements } from '../inventory/ledger.js';
import { createProducts, prepareUsers, STAFF_WAREHOUSE, type Tokens } from '../receiving/test-support.js';
import { SANDBOX_PRODUCTS } from './sandbox-catalogue.js';
import { SANDBOX_APP_KEY } from './sandbox-store.js';
import { SHOP_MESSAGES } from './service.js';
import { SYNC_BATCH_SIZE, SYNC_MESSAGES, type ProductSyncResult } from './sync.js';
import type { SyncAccepted } from './sync-schemas.js';
import { SHIP_NOTICE_JOB, shipmentNotices } from './sync-shipments.js';

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
const variants = SANDBOX_PRODUCTS.flatMap((p) => p.variants);

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A sandbox store `handle` connected to the demo merchant: the store's grant of a token, the shop with it sealed. */
async function connectedSandboxShop(handle: string, options: { main: boolean }): Promise<string> {
  const token = `shpat_${randomUUID().replace(/-/g, '')}`;
  const shopId = randomUUID();
  await asOperator(t.testDatabase.database, (tx) =>
    tx.execute(sql`
      INSERT INTO sandbox_store_grants (code_hash, store, client_id_of_app, scope, redirect_uri, token_hash,
                                        code_used_at)
      VALUES (${sha256(randomUUID())}, ${handle}, ${SANDBOX_APP_KEY}, 'read_products,read_orders',
              ${`${base}/callback`}, ${sha256(token)}, now())`),
  );
  await asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) => {
    // One main shop per client: the demo's own steps aside while this one is the main shop.
    if (options.main)
      await tx.execute(sql`UPDATE shops SET is_main = false WHERE client_id = ${DEMO_CLIENT_ID}`);
    await tx.execute(sql`
      INSERT INTO shops (id, client_id, name, ecommerce, url, access_token_ciphertext, is_main)
      VALUES (${shopId}::uuid, ${DEMO_CLIENT_ID}, ${`Sandbox ${handle}`}, 'sandbox',
              ${`${base}/sandbox-store/${handle}`}, ${t.app.storeAdapters.tokens.seal(token, shopId)},
              ${options.main})`);
  });
  return shopId;
}

const syncNow = (shopId: string, token = tokens.merchant) =>
  t.app.inject({
    method: 'POST',
    url: `/client/shop/${shopId}/sync`,
    headers: { authorization: `Bearer ${token}` },
  });

const finished = (jobId: string) =>
  waitFor(
    `sync job ${jobId}`,
    async () => {
      const response = await t.app.inject({
        url: `/jobs/${jobId}`,
        headers: { authorization: `Bearer ${tokens.merchant}` },
      });
      const job = response.json<Job>();
      return ['succeeded', 'failed'].includes(job.status) ? job : null;
    },
    60_000,
  );

async function listingsOf(shopId: string) {
  return asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) =>
    rowsOf<{
      external_id: string;
      sku: string;
      price_minor: string;
      product_id: string | null;
      title: string;
    }>(
      await tx.execute(sql`
        SELECT external_id, sku, price_minor::text AS price_minor, product_id::text AS product_id, title
          FROM shop_listings WHERE shop_id = ${shopId}::uuid ORDER BY external_id`),
    ),
  );
}

async function progressEvents(shopId: string) {
  return asOperator(t.testDatabase.database, async (tx) =>
    rowsOf<{ payload: { current: number; total: number; shop: string; shopId: string } }>(
      await tx.execute(sql`
        SELECT payload FROM events
         WHERE name = 'products.sync_progress' AND client_id = ${DEMO_CLIENT_ID} AND payload ->> 'shopId' = ${shopId}
         ORDER BY id`),
    ).map((row) => row.payload),
  );
}

beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_API_URL: base } });
  await t.app.listen({ port, host: '127.0.0.1' });
  tokens = await prepareUsers(t);
}, 120_000);

afterAll(async () => {
  // The demo's main shop back as it was (the database is this file's own, but keep it whole).
  await asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) => {
    await tx.execute(sql`UPDATE shops SET is_main = false WHERE client_id = ${DEMO_CLIENT_ID}`);
    await tx.execute(sql`UPDATE shops SET is_main = true WHERE id = ${DEMO_MAIN_SHOP_ID}::uuid`);
  });
  await t.close();
});

describe('POST client/shop/:id/sync and the product sync job', () => {
  it('syncs the main shop: a listing per variant linked to a product made of each new SKU, with progress', async () => {
    const shopId = await connectedSandboxShop(`main-${randomUUID().slice(0, 6)}`, { main: true });
    const accepted = await syncNow(shopId);
    expect(accepted.statusCode).toBe(202);
    const job = await finished(accepted.json<SyncAccepted>().jobId);
    expect(job.status).toBe('succeeded');
    expect(job.result).toMatchObject<Partial<ProductSyncResult>>({
      shopId,
      listings: variants.length,
      linked: variants.length,
      createdProducts: variants.length,
      skipped: 0,
    });

    const listings = await listingsOf(shopId);
    expect(listings.map((l) => l.external_id).sort()).toEqual(variants.map((v) => String(v.id)).sort());
    expect(listings.every((l) => l.product_id !== null)).toBe(true);
    const tee = variants.find((v) => v.sku === 'SBX-TEE-S')!;
    // The price exactly in cents, the title the product's with the variant's own.
    expect(listings.find((l) => l.sku === 'SBX-TEE-S')).toMatchObject({
      price_minor: String(Number(tee.price.replace('.', ''))),
      title: 'Organic cotton T-shirt - S',
    });
    const [product] = await asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) =>
      rowsOf<{ name: string; weight_kg: string; declared_value_minor: string }>(
        await tx.execute(sql`
          SELECT name, weight_kg::text AS weight_kg, declared_value_minor::text AS declared_value_minor
            FROM products WHERE client_id = ${DEMO_CLIENT_ID} AND sku = 'SBX-TEE-S'`),
      ),
    );
    expect(product).toEqual({
      name: 'Organic cotton T-shirt - S',
      weight_kg: (tee.grams / 1000).toFixed(3),
      declared_value_minor: String(Number(tee.price.replace('.', ''))),
    });

    const events = await progressEvents(shopId);
    expect(events.length).toBe(Math.ceil(variants.length / SYNC_BATCH_SIZE));
    expect(events.at(-1)).toEqual({
      current: variants.length,
      total: variants.length,
      shop: await shopName(shopId),
      shopId,
    });
    const [synced] = await asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) =>
      rowsOf<{ last_synced_at: string | null }>(
        await tx.execute(
          sql`SELECT last_synced_at::text AS last_synced_at FROM shops WHERE id = ${shopId}::uuid`,
        ),
      ),
    );
    expect(synced!.last_synced_at).not.toBeNull();
    // GET accesses/me, read with the shop's token as bearer: its marketplace kept on the shop.
    const [shop] = await asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) =>
      rowsOf<{ marketplace: string | null }>(
        await tx.execute(sql`SELECT marketplace FROM shops WHERE id = ${shopId}::uuid`),
      ),
    );
    expect(shop).toEqual({ marketplace: 'sandbox' });
  });

  it('runs again without creating anything twice, and keeps a link made by hand', async () => {
    const shopId = await connectedSandboxShop(`again-${randomUUID().slice(0, 6)}`, { main: true });
    await finished((await syncNow(shopId)).json<SyncAccepted>().jobId);
    const [own] = await createProducts(t, DEMO_CLIENT_ID, 1);
    const mug = variants.find((v) => v.sku === 'SBX-MUG')!;
    await asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) =>
      tx.execute(sql`
        UPDATE shop_listings SET product_id = ${own!.id}::uuid
         WHERE shop_id = ${shopId}::uuid AND external_id = ${String(mug.id)}`),
    );
    const again = await finished((await syncNow(shopId)).json<SyncAccepted>().jobId);
    expect(again.status).toBe('succeeded');
    expect(again.result).toMatchObject({ listings: variants.length, createdProducts: 0 });
    const listings = await listingsOf(shopId);
    expect(listings).toHaveLength(variants.length);
    expect(listings.find((l) => l.external_id === String(mug.id))!.product_id).toBe(own!.id);
  });

  it("links another shop's variants to the products of their SKUs and makes no product from it", async () => {
    const shopId = await connectedSandboxShop(`side-${randomUUID().slice(0, 6)}`, { main: false });
    const before = await asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) =>
      rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM products`)),
    );
    const job = await finished((await syncNow(shopId)).json<SyncAccepted>().jobId);
    expect(job.result).toMatchObject({
      listings: variants.length,
      createdProducts: 0,
      linked: variants.length,
    });
    const after = await asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) =>
      rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM products`)),
    );
    expect(after).toEqual(before);
  });

  it("refuses another merchant's shop, the operator's users and a disconnected shop, with the reason", async () => {
    const shopId = await connectedSandboxShop(`refused-${randomUUID().slice(0, 6)}`, { main: false });
    const other = await syncNow(shopId, tokens.otherMerchant);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(SHOP_MESSAGES.notFound);
    expect((await syncNow(shopId, tokens.staff)).statusCode).toBe(403);
    expect((await syncNow(randomUUID())).statusCode).toBe(404);
    expect((await syncNow('not-a-uuid')).statusCode).toBe(400);
    await asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) =>
      tx.execute(sql`UPDATE shops SET status = 'disconnected' WHERE id = ${shopId}::uuid`),
    );
    const disconnected = await syncNow(shopId);
    expect(disconnected.statusCode).toBe(409);
    expect(disconnected.json().message).toBe(SYNC_MESSAGES.notConnected);
  });
});

describe("a sandbox store's order, end to end over HTTP", () => {
  it('comes in by its signed webhook already processing, and the store is told when it ships', async () => {
    const handle = `flow-${randomUUID().slice(0, 6)}`;
    const shopId = await connectedSandboxShop(handle, { main: true });
    await finished((await syncNow(shopId)).json<SyncAccepted>().jobId);
    await asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) => {
      const [row] = rowsOf<{ id: string }>(
        await tx.execute(
          sql`SELECT id::text AS id FROM products WHERE client_id = ${DEMO_CLIENT_ID} AND sku = 'SBX-MUG'`,
        ),
      );
      await recordMovements(tx, [
        {
          clientId: DEMO_CLIENT_ID,
          productId: row!.id,
          warehouseId: STAFF_WAREHOUSE,
          quantity: 5,
          reason: 'adjusted',
          documentType: 'adjustment',
          documentId: randomUUID(),
        },
      ]);
      await tx.execute(sql`
        UPDATE shops SET settings = ${JSON.stringify({ automaticOrders: true, automaticOrdersWarehouseId: STAFF_WAREHOUSE })}::jsonb
         WHERE id = ${shopId}::uuid`);
    });
    // The subscription store-connect makes when it connects a store.
    await asOperator(t.testDatabase.database, (tx) =>
      tx.execute(sql`
        INSERT INTO sandbox_store_webhooks (store, topic, address)
        VALUES (${handle}, 'orders/create', ${`${base}/webhooks/shopify/orders/create`})`),
    );

    const emitted = await fetch(`${base}/sandbox-store/${handle}/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.merchant}`, 'content-type': 'application/json' },
      body: JSON.stringify({ lines: [{ sku: 'SBX-MUG', quantity: 2 }] }),
    });
    expect(emitted.status).toBe(201);
    const { order, deliveries } = (await emitted.json()) as {
      order: { id: number; name: string };
      deliveries: { address: string; status: number }[];
    };
    expect(deliveries).toEqual([{ address: `${base}/webhooks/shopify/orders/create`, status: 200 }]);
    const [made] = await asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) =>
      rowsOf<{
        id: string;
        reference: string;
        source: string;
        fulfillment_status: string;
        warehouse_status: string;
      }>(
        await tx.execute(sql`
          SELECT id::text AS id, reference, source, fulfillment_status, warehouse_status FROM orders
           WHERE shop_id = ${shopId}::uuid AND external_id = ${String(order.id)}`),
      ),
    );
    expect(made).toMatchObject({
      reference: order.name,
      source: 'shop',
      fulfillment_status: 'processing',
      warehouse_status: 'ready_to_pick',
    });

    // The floor ships it: its hook tells the store through a job, whose fulfillment the store records.
    await shipmentNotices(t.app)
      .forShop(shopId)!
      .notifyShipped({
        shopId,
        externalId: String(order.id),
        orderId: made!.id,
        reference: made!.reference,
        carrierName: 'FedEx',
        serviceName: 'Express',
        trackingNumber: '794612345678',
      });
    const fulfillment = await waitFor(
      'the sandbox store told of the shipment',
      async () => {
        const [row] = await asOperator(t.testDatabase.database, async (tx) =>
          rowsOf<{ fulfillment: { tracking_number: string; tracking_company: string } | null }>(
            await tx.execute(
              sql`SELECT fulfillment FROM sandbox_store_orders WHERE store = ${handle} AND id = ${order.id}`,
            ),
          ),
        );
        return row?.fulfillment ?? null;
      },
      60_000,
    );
    expect(fulfillment).toMatchObject({ tracking_number: '794612345678', tracking_company: 'FedEx' });
    const [job] = await asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) =>
      rowsOf<{ status: string }>(
        await tx.execute(
          sql`SELECT status FROM jobs WHERE kind = ${SHIP_NOTICE_JOB} ORDER BY created_at DESC LIMIT 1`,
        ),
      ),
    );
    expect(['running', 'succeeded']).toContain(job!.status);

    // An order the shop did not send (made here under the shop) has no one to tell: nothing is queued.
    const queued = async () =>
      asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) =>
        rowsOf<{ n: number }>(
          await tx.execute(sql`SELECT count(*)::int AS n FROM jobs WHERE kind = ${SHIP_NOTICE_JOB}`),
        ),
      );
    const before = await queued();
    await shipmentNotices(t.app).forShop(shopId)!.notifyShipped({
      shopId,
      externalId: null,
      orderId: made!.id,
      reference: made!.reference,
      carrierName: 'FedEx',
      serviceName: 'Express',
      trackingNumber: '794612345679',
    });
    expect(await queued()).toEqual(before);
  });
});

async function shopName(shopId: string): Promise<string> {
  const [row] = await asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) =>
    rowsOf<{ name: string }>(await tx.execute(sql`SELECT name FROM shops WHERE id = ${shopId}::uuid`)),
  );
  return row!.name;
}
