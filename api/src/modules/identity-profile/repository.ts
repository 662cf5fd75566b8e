// SQL of the identity profile: the user's own row, always in a transaction of the caller's client (asClient).
import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { users } from '../../platform/db/schema.js';
import type { UserMetadataChanges } from './schemas.js';

export type ProfileRow = typeof users.$inferSelect;

/** Whose profile: the caller's client and user, both from the token. */
export interface Owner {
  clientId: string;
  userId: string;
}

const own = ({ clientId, userId }: Owner) => and(eq(users.clientId, clientId), eq(users.id, userId));

export async function findProfile(tx: AppDatabase, owner: Owner): Promise<ProfileRow | null> {
  const [row] = await tx.select().from(users).where(own(owner)).limit(1);
  return row ?? null;
}

export async function updateUserMetadata(
  tx: AppDatabase,
  owner: Owner,
  changes: UserMetadataChanges,
): Promise<ProfileRow | null> {
  const [row] = await tx.update(users).set(changes).where(own(owner)).returning();
  return row ?? null;
}
