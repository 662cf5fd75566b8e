// SQL of the accounts module. Finding the user behind a token is the one lookup that cannot be scoped by
// client (it is how the caller's client is learnt); everything the user's client owns goes through forClient.
import { asc, desc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { clients, shops, users } from '../../platform/db/schema.js';
import type { ClientScope } from '../../platform/db/tenant.js';

export type UserRow = typeof users.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;
export type ShopRow = typeof shops.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findUserWithClient(
  db: AppDatabase,
  userId: string,
): Promise<{ user: UserRow; client: ClientRow } | null> {
  // A subject that is not a UUID names nobody; asking PostgreSQL would only raise a cast error.
  if (!UUID.test(userId)) return null;
  const [row] = await db
    .select({ user: users, client: clients })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The client's shops, the main shop first. */
export function listShops(scope: ClientScope): Promise<ShopRow[]> {
  return scope.select(shops, { orderBy: [desc(shops.isMain), asc(shops.createdAt), asc(shops.name)] });
}
