// The product tables' SQL (products, bundle_components, shop_listings). Every function runs inside a
// client-scoped transaction (scope.ts's asClient): row security keeps each client to its own rows.
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { bundleComponents, products, shopListings, shops } from '../../platform/db/schema.js';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

export async function findProduct(
  tx: AppDatabase,
  clientId: string,
  id: string,
): Promise<ProductRow | undefined> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.clientId, clientId), eq(products.id, id)));
  return row;
}

export function findByIdempotencyKeys(
  tx: AppDatabase,
  clientId: string,
  keys: string[],
): Promise<ProductRow[]> {
  return tx
    .select()
    .from(products)
    .where(and(eq(products.clientId, clientId), inArray(products.idempotencyKey, keys)));
}

/** The caller's products holding any of these SKUs or barcodes (other than `exceptId`). */
export async function findTaken(
  tx: AppDatabase,
  clientId: string,
  skus: string[],
  barcodes: string[],
): Promise<{ id: string; sku: string; barcode: string | null }[]> {
  const matches = [
    ...(skus.length ? [inArray(products.sku, skus)] : []),
    ...(barcodes.length ? [inArray(products.barcode, barcodes)] : []),
  ];
  if (matches.length === 0) return [];
  return tx
    .select({ id: products.id, sku: products.sku, barcode: products.barcode })
    .from(products)
    .where(and(eq(products.clientId, clientId), or(...matches)));
}

export function findProductsByIds(
  tx: AppDatabase,
  clientId: string,
  ids: string[],
): Promise<{ id: string; sku: string; name: string; isBundle: boolean }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: products.id, sku: products.sku, name: products.name, isBundle: products.isBundle })
    .from(products)
    .where(and(eq(products.clientId, clientId), inArray(products.id, ids)));
}

export function insertProducts(tx: AppDatabase, rows: NewProductRow[]): Promise<ProductRow[]> {
  return tx.insert(products).values(rows).returning();
}

export async function updateProduct(
  tx: AppDatabase,
  clientId: string,
  id: string,
  values: Partial<NewProductRow>,
): Promise<ProductRow | undefined> {
  const [row] = await tx
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(products.clientId, clientId), eq(products.id, id)))
    .returning();
  return row;
}

export async function replaceComponents(
  tx: AppDatabase,
  clientId: string,
  bundleId: string,
  components: { productId: string; quantity: number }[],
): Promise<void> {
  await tx.delete(bundleComponents).where(eq(bundleComponents.bundleId, bundleId));
  if (components.length === 0) return;
  await tx
    .insert(bundleComponents)
    .values(components.map((c) => ({ clientId, bundleId, componentId: c.productId, quantity: c.quantity })));
}

export function componentsOf(tx: AppDatabase, bundleIds: string[]) {
  if (bundleIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      bundleId: bundleComponents.bundleId,
      productId: products.id,
      sku: products.sku,
      name: products.name,
      quantity: bundleComponents.quantity,
    })
    .from(bundleComponents)
    .innerJoin(products, eq(products.id, bundleComponents.componentId))
    .where(inArray(bundleComponents.bundleId, bundleIds))
    .orderBy(asc(products.sku));
}

export function bundlesContaining(tx: AppDatabase, productId: string) {
  return tx
    .select({
      productId: products.id,
      sku: products.sku,
      name: products.name,
      quantity: bundleComponents.quantity,
    })
    .from(bundleComponents)
    .innerJoin(products, eq(products.id, bundleComponents.bundleId))
    .where(eq(bundleComponents.componentId, productId))
    .orderBy(asc(products.sku));
}

export function listingsOf(tx: AppDatabase, productId: string) {
  return tx
    .select({
      id: shopListings.id,
      shopId: shopListings.shopId,
      shopName: shops.name,
      ecommerce: shops.ecommerce,
      externalId: shopListings.externalId,
      sku: shopListings.sku,
      title: shopListings.title,
      priceMinor: shopListings.priceMinor,
      linkedAt: shopListings.linkedAt,
    })
    .from(shopListings)
    .innerJoin(shops, eq(shops.id, shopListings.shopId))
    .where(eq(shopListings.productId, productId))
    .orderBy(asc(shops.name), asc(shopListings.title));
}
