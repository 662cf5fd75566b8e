// Product links from a CSV (/linking/import): a shop's listing, named by its external id or its SKU, tied to one
// of the caller's products by SKU, so stock is shared across channels. An unlinked listing gets linked
// (created), one linked to another product is re-linked (updated), one already linked to it is skipped.
import { and, eq, inArray, or } from 'drizzle-orm';
import { products, shopListings } from '../../../platform/db/schema.js';
import { problem, readRow, requiredText, type Cells } from '../rules.js';
import { created, rejected, skipped, updated, type Decision, type KindDefinition } from './kind.js';
import { shopFinder } from './shops.js';

export interface LinkRowValue {
  shop: string;
  /** The listing's external id or, failing that, its SKU. */
  listing: string;
  productSku: string;
}

export const linksKind: KindDefinition<LinkRowValue> = {
  kind: 'links',
  jobKind: 'import.links',
  columns: [
    { name: 'shop', required: true },
    { name: 'listing', required: true },
    { name: 'product_sku', required: true },
  ],
  example: [
    ['Mi Tienda', '8123456789', 'TSHIRT-BLK-M'],
    ['Mi Tienda', 'CAFE-500', 'CAFE-500'],
  ],
  read: (cells: Cells) =>
    readRow(() => ({
      shop: requiredText(cells, 'shop', 200),
      listing: requiredText(cells, 'listing', 128),
      productSku: requiredText(cells, 'product_sku', 64),
    })),
  key: (value) => `${value.shop.toLowerCase()}\u0000${value.listing}`,

  async decide(tx, clientId, rows, write) {
    const findShop = await shopFinder(tx, clientId);
    const refs = [...new Set(rows.map((r) => r.value.listing))];
    const listings = await tx
      .select({
        id: shopListings.id,
        shopId: shopListings.shopId,
        externalId: shopListings.externalId,
        sku: shopListings.sku,
        productId: shopListings.productId,
      })
      .from(shopListings)
      .where(
        and(
          eq(shopListings.clientId, clientId),
          or(inArray(shopListings.externalId, refs), inArray(shopListings.sku, refs)),
        ),
      );
    const skus = [...new Set(rows.map((r) => r.value.productSku))];
    const found = await tx
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(and(eq(products.clientId, clientId), inArray(products.sku, skus)));
    const productBySku = new Map(found.map((p) => [p.sku, p.id]));

    const decisions: Decision[] = [];
    for (const { value } of rows) {
      const shop = findShop(value.shop);
      if (!shop) {
        decisions.push(rejected(problem('shopUnknown', 'shop', value.shop)));
        continue;
      }
      const inShop = listings.filter((l) => l.shopId === shop.id);
      const byExternalId = inShop.find((l) => l.externalId === value.listing);
      const bySku = inShop.filter((l) => l.sku === value.listing);
      if (!byExternalId && bySku.length > 1) {
        decisions.push(rejected(problem('listingAmbiguous', 'listing', value.listing)));
        continue;
      }
      const listing = byExternalId ?? bySku[0];
      const productId = productBySku.get(value.productSku);
      if (!listing) decisions.push(rejected(problem('listingUnknown', 'listing', value.listing)));
      else if (!productId)
        decisions.push(rejected(problem('productUnknown', 'product_sku', value.productSku)));
      else if (listing.productId === productId) decisions.push(skipped);
      else {
        if (write) {
          await tx
            .update(shopListings)
            .set({ productId, linkedAt: new Date() })
            .where(eq(shopListings.id, listing.id));
        }
        decisions.push(listing.productId === null ? created : updated);
        listing.productId = productId;
      }
    }
    return decisions;
  },
};
