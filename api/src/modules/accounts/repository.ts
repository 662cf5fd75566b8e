// SQL of the accounts module. Every function takes a transaction of scope.ts (asClient, or asOperator for the
// lookups that happen before the caller's client is known); row-level security keeps it to that scope's rows.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { clients, shops, users } from '../../platform/db/schema.js';

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
export function listShops(tx: AppDatabase, clientId: string): Promise<ShopRow[]> {
  return tx
    .select()
    .from(shops)
    .where(eq(shops.clientId, clientId))
    .orderBy(desc(shops.isMain), asc(shops.createdAt), asc(shops.name));
}

/** Changes the user's own row; null when it is not (any more) there. */
export async function updateOwnUser(
  tx: AppDatabase,
  { clientId, userId }: { clientId: string; userId: string },
  changes: Partial<typeof users.$inferInsert>,
): Promise<UserRow | null> {
  const [row] = await tx
    .update(users)
    .set(changes)
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)))
    .returning();
  return row ?? null;
}
