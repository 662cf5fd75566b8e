// The sales channels Estiba connects to (GET ecommerce-platforms): store builders and marketplaces of the six
// countries it serves, in the order the integrations page shows them (most used first).
import type { AppDatabase } from '../platform/db/connection.js';
import { ecommercePlatforms } from '../platform/db/schema.js';
import { fromExcluded } from './upsert.js';

/** [slug, name]; the slug names the platform's logo (GET media/logos/ecommerce-platforms/{slug}.svg). */
export const ECOMMERCE_PLATFORMS: readonly (readonly [slug: string, name: string])[] = [
  ['shopify', 'Shopify'],
  ['woocommerce', 'WooCommerce'],
  ['mercado-libre', 'Mercado Libre'],
  ['amazon', 'Amazon'],
  ['tiendanube', 'Tiendanube'],
  ['vtex', 'VTEX'],
  ['magento', 'Adobe Commerce (Magento)'],
  ['prestashop', 'PrestaShop'],
  ['bigcommerce', 'BigCommerce'],
  ['wix', 'Wix'],
  ['squarespace', 'Squarespace'],
  ['jumpseller', 'Jumpseller'],
  ['walmart', 'Walmart Marketplace'],
  ['linio', 'Linio'],
  ['falabella', 'Falabella'],
  ['etsy', 'Etsy'],
  ['ebay', 'eBay'],
  ['ecwid', 'Ecwid'],
  ['shopee', 'Shopee'],
  ['liverpool', 'Liverpool'],
  ['coppel', 'Coppel'],
  ['claro-shop', 'Claro Shop'],
  ['ripley', 'Ripley'],
  ['paris', 'Paris'],
  ['dafiti', 'Dafiti'],
  ['bsale', 'Bsale'],
  ['tiktok-shop', 'TikTok Shop'],
  ['salesforce-commerce-cloud', 'Salesforce Commerce Cloud'],
  ['odoo', 'Odoo'],
  ['empretienda', 'Empretienda'],
  ['opencart', 'OpenCart'],
  ['shopline', 'SHOPLINE'],
  ['webflow', 'Webflow'],
  ['google-shopping', 'Google Shopping'],
];

export async function seedEcommercePlatforms(db: AppDatabase): Promise<void> {
  await db
    .insert(ecommercePlatforms)
    .values(ECOMMERCE_PLATFORMS.map(([slug, name], index) => ({ slug, name, position: index + 1 })))
    .onConflictDoUpdate({
      target: ecommercePlatforms.slug,
      set: fromExcluded(ecommercePlatforms, ['name', 'position']),
    });
}
