// The caller's shops as an import's shop column names them: by name (any case) or by id.
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../../platform/db/connection.js';
import { shops } from '../../../platform/db/schema.js';

export interface ShopRef {
  id: string;
  name: string;
}

export async function shopFinder(
  tx: AppDatabase,
  clientId: string,
): Promise<(cell: string) => ShopRef | undefined> {
  // Row security keeps this to the caller's shops; the where says so for the reader too.
  const found = await tx
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(eq(shops.clientId, clientId));
  const byId = new Map(found.map((shop) => [shop.id, shop]));
  const byName = new Map(found.map((shop) => [shop.name.trim().toLowerCase(), shop]));
  return (cell) => byId.get(cell) ?? byName.get(cell.trim().toLowerCase());
}
