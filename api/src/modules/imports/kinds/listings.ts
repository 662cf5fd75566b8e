// Shop listings ("posts") from a CSV (/posts/import): one row per listing of one of the caller's shops, known by
// the shop and its external id. A new one is created, a known one with another SKU, title or price updated.
import { and, eq, inArray } from 'drizzle-orm';
import { shopListings } from '../../../platform/db/schema.js';
import { optionalMoneyMinor, problem, readRow, requiredText, type Cells } from '../rules.js';
import { created, rejected, skipped, updated, type Decision, type KindDefinition } from './kind.js';
import { shopFinder } from './shops.js';

export interface ListingRowValue {
  shop: string;
  externalId: string;
  sku: string;
  title: string;
  priceMinor?: number;
}

export const listingsKind: KindDefinition<ListingRowValue> = {
  kind: 'listings',
  jobKind: 'import.listings',
  columns: [
    { name: 'shop', required: true },
    { name: 'external_id', required: true },
    { name: 'sku', required: true },
    { name: 'title', required: true },
    { name: 'price', required: false },
  ],
  example: [
    ['Mi Tienda', '8123456789', 'TSHIRT-BLK-M', 'Camiseta negra talla M', '249.00'],
    ['Mi Tienda', '8123456790', 'CAFE-500', 'Café de altura 500 g', '189.00'],
  ],
  read: (cells: Cells) =>
    readRow(() => {
      const value: ListingRowValue = {
        shop: requiredText(cells, 'shop', 200),
        externalId: requiredText(cells, 'external_id', 128),
        sku: requiredText(cells, 'sku', 64),
        title: requiredText(cells, 'title', 300),
      };
      const priceMinor = optionalMoneyMinor(cells, 'price');
      if (priceMinor !== undefined) value.priceMinor = priceMinor;
      return value;
    }),
  key: (value) => `${value.shop.toLowerCase()}\u0000${value.externalId}`,

  async decide(tx, clientId, rows, write) {
    const findShop = await shopFinder(tx, clientId);
    const externalIds = [...new Set(rows.map((r) => r.value.externalId))];
    const stored = externalIds.length
      ? await tx
          .select()
          .from(shopListings)
          .where(and(eq(shopListings.clientId, clientId), inArray(shopListings.externalId, externalIds)))
      : [];
    const byKey = new Map(stored.map((l) => [`${l.shopId}\u0000${l.externalId}`, l]));
    const toInsert: (typeof shopListings.$inferInsert)[] = [];
    const decisions: Decision[] = [];
    for (const { value } of rows) {
      const shop = findShop(value.shop);
      if (!shop) {
        decisions.push(rejected(problem('shopUnknown', 'shop', value.shop)));
        continue;
      }
      const existing = byKey.get(`${shop.id}\u0000${value.externalId}`);
      const fields = {
        sku: value.sku,
        title: value.title,
        ...(value.priceMinor !== undefined ? { priceMinor: value.priceMinor } : {}),
      };
      if (!existing) {
        toInsert.push({ clientId, shopId: shop.id, externalId: value.externalId, ...fields });
        decisions.push(created);
      } else if (
        existing.sku === value.sku &&
        existing.title === value.title &&
        (value.priceMinor === undefined || Number(existing.priceMinor) === value.priceMinor)
      ) {
        decisions.push(skipped);
      } else {
        if (write) await tx.update(shopListings).set(fields).where(eq(shopListings.id, existing.id));
        decisions.push(updated);
      }
    }
    if (write && toInsert.length > 0) await tx.insert(shopListings).values(toInsert);
    return decisions;
  },
};
