// The public catalogue the marketing site reads: price lists of the warehouses, carriers, e-commerce platforms
// and legal documents. Shared by every client (no client_id). Deterministic upserts: running it again leaves
// the same rows, and a database seeded by an older version is brought up to the current texts and prices.
import { count } from 'drizzle-orm';
import type { AppDatabase } from '../platform/db/connection.js';
import { carriers } from '../platform/db/schema.js';
import { seedCarriers } from './carriers/index.js';
import { seedEcommercePlatforms } from './ecommerce-platforms.js';
import { seedLegalDocuments } from './legal-documents/index.js';
import { seedPriceLists } from './price-lists.js';

/** Whether the catalogue has been loaded (it is written in one transaction, so carriers stand for the rest). */
export async function hasPublicCatalogue(db: AppDatabase): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(carriers);
  return (row?.n ?? 0) > 0;
}

/** Needs the warehouses first: a price list belongs to one. Run it inside the caller's transaction. */
export async function seedPublicCatalogue(db: AppDatabase): Promise<void> {
  await seedPriceLists(db);
  await seedCarriers(db);
  await seedEcommercePlatforms(db);
  await seedLegalDocuments(db);
}
