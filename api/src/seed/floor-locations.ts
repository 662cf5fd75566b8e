// Bin locations of the demo stock (migration 013): every stock level without one gets a deterministic aisle, rack
// and level from its product's SKU, e.g. B-07-3, so the pick list has a walk order. Safe to run twice.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../platform/db/connection.js';

export async function seedFloorLocations(tx: AppDatabase): Promise<void> {
  // hashtext is stable across PostgreSQL versions and PGlite: aisles A–F, racks 01–12, levels 1–4.
  await tx.execute(sql`
    UPDATE stock_levels s
       SET location = chr(65 + abs(hashtext(p.sku)) % 6) || '-'
                   || lpad((1 + abs(hashtext(p.sku || ':rack')) % 12)::text, 2, '0') || '-'
                   || (1 + abs(hashtext(p.sku || ':level')) % 4)::text
      FROM products p
     WHERE p.id = s.product_id AND s.location IS NULL`);
}
