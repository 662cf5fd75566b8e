// Reads the e-commerce platforms of the public catalogue (migration 003), shared by every client.
import { asc } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { ecommercePlatforms } from '../../platform/db/schema.js';
import type { EcommercePlatforms } from './schemas.js';

export async function listEcommercePlatforms(
  db: AppDatabase,
  logo: (slug: string) => string,
): Promise<EcommercePlatforms> {
  const rows = await db
    .select({ slug: ecommercePlatforms.slug, name: ecommercePlatforms.name })
    .from(ecommercePlatforms)
    .orderBy(asc(ecommercePlatforms.position), asc(ecommercePlatforms.name));
  return rows.map((row) => ({ slug: row.slug, name: row.name, image: logo(row.slug) }));
}
