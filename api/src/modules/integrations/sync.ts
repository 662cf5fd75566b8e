// Product sync (issue 19, store-sync): a job that reads a connected shop's products through its adapter and makes
// them the shop's listings here, linked to the merchant's products (DOMAIN: "Product links tie a shop's listing to
// a product, so stock is shared across channels"). A variant links to the merchant's product of the same SKU; a
// SKU the merchant does not have yet becomes a product when the shop is the main shop (FAQ: "its SKUs are the ones
// the warehouse uses"), and stays an unlinked listing from any other shop (linked later, by hand or by import).
// Progress goes out as products.sync_progress { current, total, shop, shopId } after every batch (the socket sends
// it as the spec's `updated-products-count`; the shell shows the bar and '{shop} products updated successfully').
//
// Safe to run again (a retry, Sync now twice): listings are upserted on (shop_id, external_id), products are
// inserted ON CONFLICT (client_id, sku) DO NOTHING, and a listing already linked keeps its link.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { asClient } from '../../platform/db/scope.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { Conflict } from '../../platform/errors.js';
import type { JobContext, JobQueue } from '../../platform/jobs/queue.js';
import { rowsOf } from '../inventory/ledger.js';
import { productHandle } from '../products/rules.js';
import type { StoreConnection, StoreProduct, StoreVariant } from './adapter.js';
import type { StoreAdapters } from './adapters.js';
import type { StoreAdapter } from './adapter.js';

export const PRODUCT_SYNC_JOB = 'shop.products_sync';
/** Variants written per transaction (and per progress event). */
export const SYNC_BATCH_SIZE = 50;

export const SYNC_MESSAGES = {
  notConnected: 'This shop is not connected: connect it again to sync its products',
} as const;

/**
 * The Admin API has no dimensions for a product, and a product here must have some (its volume is billed as
 * storage, DOMAIN "Product"): a product made from a store's variant starts as a 10 cm cube, which the merchant
 * corrects on the product page; its weight is the variant's own when the store gives one.
 */
const NEW_PRODUCT_SIDE_CM = '10.00';
const DEFAULT_WEIGHT_KG = '0.100';
const GRAMS_PER_KG = 1000;

export interface ProductSyncData {
  shopId: string;
  [key: string]: string;
}

export interface ProductSyncResult {
  shopId: string;
  listings: number;
  linked: number;
  createdProducts: number;
  /** Variants without a SKU: nothing to link them by. */
  skipped: number;
  [key: string]: string | number;
}

interface SyncShop {
  id: string;
  name: string;
  isMain: boolean;
  ecommerce: string;
  url: string | null;
  tokenCiphertext: string | null;
}

/** One variant as a listing: the product's title, with the variant's when it has one of its own. */
interface VariantListing {
  variant: StoreVariant;
  title: string;
  imageUrl: string | null;
}

function listingsOf(products: readonly StoreProduct[]): { listings: VariantListing[]; skipped: number } {
  const listings: VariantListing[] = [];
  let skipped = 0;
  for (const product of products) {
    for (const variant of product.variants) {
      if (!variant.sku || variant.sku.length > 64 || !variant.externalId) {
        skipped += 1;
        continue;
      }
      const own = variant.title && variant.title !== 'Default Title' ? ` - ${variant.title}` : '';
      listings.push({
        variant,
        title: `${product.title}${own}`.slice(0, 200) || variant.sku,
        imageUrl: product.imageUrl,
      });
    }
  }
  return { listings, skipped };
}

const weightKg = (grams: number): string =>
  grams > 0 ? (Math.max(grams, 1) / GRAMS_PER_KG).toFixed(3) : DEFAULT_WEIGHT_KG;

export async function findShop(tx: AppDatabase, shopId: string): Promise<SyncShop | null> {
  const [row] = rowsOf<{
    id: string;
    name: string;
    is_main: boolean;
    ecommerce: string;
    url: string | null;
    access_token_ciphertext: string | null;
  }>(
    await tx.execute(sql`
      SELECT id::text AS id, name, is_main, ecommerce, url, access_token_ciphertext
        FROM shops WHERE id = ${shopId}::uuid AND status = 'connected'`),
  );
  return row
    ? {
        id: row.id,
        name: row.name,
        isMain: row.is_main,
        ecommerce: row.ecommerce,
        url: row.url,
        tokenCiphertext: row.access_token_ciphertext,
      }
    : null;
}

/** The shop's adapter and connection (its token opened), or null when it cannot be reached. */
export function connectionOf(
  adapters: StoreAdapters,
  shop: Pick<SyncShop, 'id' | 'ecommerce' | 'url' | 'tokenCiphertext'>,
): { adapter: StoreAdapter; connection: StoreConnection } | null {
  const adapter = adapters.forPlatform(shop.ecommerce);
  const address = shop.url ? adapter?.parseAddress(shop.url) : null;
  const accessToken = shop.tokenCiphertext ? adapters.tokens.open(shop.tokenCiphertext, shop.id) : null;
  if (!adapter || !address || !accessToken) return null;
  return { adapter, connection: { address, accessToken } };
}

/** One batch in the caller's transaction: listings upserted and linked, new products for the main shop. */
async function writeBatch(
  tx: AppDatabase,
  clientId: string,
  shop: SyncShop,
  batch: readonly VariantListing[],
): Promise<{ linked: number; created: number }> {
  let linked = 0;
  let created = 0;
  for (const { variant, title, imageUrl } of batch) {
    let [product] = rowsOf<{ id: string }>(
      await tx.execute(
        sql`SELECT id::text AS id FROM products WHERE client_id = ${clientId} AND sku = ${variant.sku}`,
      ),
    );
    if (!product && shop.isMain) {
      [product] = rowsOf<{ id: string }>(
        await tx.execute(sql`
          INSERT INTO products (client_id, sku, name, handle, barcode, length_cm, width_cm, height_cm, weight_kg,
                                declared_value_minor, image_url)
          VALUES (${clientId}, ${variant.sku}, ${title}, ${productHandle(title)},
                  ${variant.barcode && variant.barcode.length <= 64 ? variant.barcode : null},
                  ${NEW_PRODUCT_SIDE_CM}, ${NEW_PRODUCT_SIDE_CM}, ${NEW_PRODUCT_SIDE_CM}, ${weightKg(variant.grams)},
                  ${variant.priceCents}, ${imageUrl})
          ON CONFLICT (client_id, sku) DO NOTHING
          RETURNING id::text AS id`),
      );
      if (product) created += 1;
    }
    const [listing] = rowsOf<{ product_id: string | null }>(
      await tx.execute(sql`
        INSERT INTO shop_listings (client_id, shop_id, external_id, sku, title, price_minor, product_id, linked_at)
        VALUES (${clientId}, ${shop.id}::uuid, ${variant.externalId}, ${variant.sku}, ${title.slice(0, 300)},
                ${variant.priceCents}, ${product?.id ?? null}::uuid, ${product ? sql`now()` : null})
        ON CONFLICT (shop_id, external_id) DO UPDATE
          SET sku = EXCLUDED.sku, title = EXCLUDED.title, price_minor = EXCLUDED.price_minor,
              -- A link made before (by hand, by import) stays; an unlinked listing takes the SKU's product.
              product_id = coalesce(shop_listings.product_id, EXCLUDED.product_id),
              linked_at = CASE WHEN shop_listings.product_id IS NULL THEN EXCLUDED.linked_at
                               ELSE shop_listings.linked_at END
        RETURNING product_id::text AS product_id`),
    );
    if (listing?.product_id) linked += 1;
  }
  return { linked, created };
}

/** The e-commerce integration API answers within this, or the sync goes on without it. */
const ACCESS_TIMEOUT_MS = 10_000;

/**
 * GET accesses/me with the shop's token as bearer (spec: "Reads access.marketplace and access.name"): the
 * marketplace is kept on the shop. Its failure is only logged: the products are read all the same.
 */
async function readAccess(
  job: JobContext<ProductSyncData>,
  shopId: string,
  connection: StoreConnection,
): Promise<void> {
  try {
    const response = await fetch(`${connection.address.baseUrl}/accesses/me`, {
      headers: { authorization: `Bearer ${connection.accessToken}`, accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(ACCESS_TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => null);
    const access =
      typeof body === 'object' && body !== null
        ? (body as { access?: Record<string, unknown> }).access
        : undefined;
    const marketplace = access?.marketplace;
    if (
      !response.ok ||
      typeof marketplace !== 'string' ||
      marketplace.length === 0 ||
      marketplace.length > 100
    ) {
      job.log.warn({ shopId, status: response.status }, 'accesses/me did not answer an access');
      return;
    }
    await asClient(job.database, job.clientId, (tx) =>
      tx.execute(sql`UPDATE shops SET marketplace = ${marketplace} WHERE id = ${shopId}::uuid`),
    );
    job.log.info({ shopId, marketplace, name: access?.name }, 'accesses/me read');
  } catch (error) {
    job.log.warn({ err: error, shopId }, 'accesses/me could not be read');
  }
}

export async function runProductSync(
  adapters: StoreAdapters,
  job: JobContext<ProductSyncData>,
): Promise<ProductSyncResult> {
  const { clientId, database } = job;
  const { shopId } = job.data;
  const shop = await asClient(database, clientId, (tx) => findShop(tx, shopId));
  const reach = shop ? connectionOf(adapters, shop) : null;
  if (!shop || !reach) throw new Conflict(SYNC_MESSAGES.notConnected);
  // The store is read outside any transaction: a slow store holds no connection or lock here.
  await readAccess(job, shop.id, reach.connection);
  const products = await reach.adapter.fetchProducts(reach.connection);
  const { listings, skipped } = listingsOf(products);
  const total = listings.length;
  const progress = { shop: shop.name, shopId: shop.id };
  await job.progress(0, total);
  let linked = 0;
  let createdProducts = 0;
  for (let start = 0; start < total || start === 0; start += SYNC_BATCH_SIZE) {
    const batch = listings.slice(start, start + SYNC_BATCH_SIZE);
    const current = Math.min(start + SYNC_BATCH_SIZE, total);
    const written = await asClient(database, clientId, async (tx) => {
      const done = await writeBatch(tx, clientId, shop, batch);
      if (current === total)
        await tx.execute(sql`UPDATE shops SET last_synced_at = now() WHERE id = ${shop.id}::uuid`);
      await recordEvent(tx, {
        clientId,
        name: 'products.sync_progress',
        payload: { current, total, ...progress },
      });
      return done;
    });
    linked += written.linked;
    createdProducts += written.created;
    await job.progress(current, total);
    if (total === 0) break;
  }
  job.log.info({ shopId, total, linked, createdProducts, skipped }, 'shop products synced');
  return { shopId, listings: total, linked, createdProducts, skipped };
}

export function registerProductSyncJob(jobs: JobQueue, adapters: StoreAdapters): void {
  jobs.register<ProductSyncData>(PRODUCT_SYNC_JOB, (job) => runProductSync(adapters, job), {
    retryLimit: 3,
    retryDelaySeconds: 30,
    retryBackoff: true,
  });
}

/** Enqueues a shop's product sync (one at a time per shop: a second request while one waits gets its id). */
export function enqueueProductSync(
  jobs: JobQueue,
  tx: AppDatabase,
  job: { clientId: string; shopId: string; createdBy: string | null },
): Promise<string> {
  return jobs.enqueue<ProductSyncData>(tx, {
    clientId: job.clientId,
    kind: PRODUCT_SYNC_JOB,
    data: { shopId: job.shopId },
    createdBy: job.createdBy,
    singletonKey: job.shopId,
  });
}
