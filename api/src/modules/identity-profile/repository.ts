// SQL of the identity profile: the user's own row, always reached through the caller's client scope.
import { eq } from 'drizzle-orm';
import { users } from '../../platform/db/schema.js';
import type { ClientScope } from '../../platform/db/tenant.js';
import type { UserMetadataChanges } from './schemas.js';

export type ProfileRow = typeof users.$inferSelect;

export async function findProfile(scope: ClientScope, userId: string): Promise<ProfileRow | null> {
  const [row] = await scope.select(users, { where: eq(users.id, userId), limit: 1 });
  return row ?? null;
}

export async function updateUserMetadata(
  scope: ClientScope,
  userId: string,
  changes: UserMetadataChanges,
): Promise<ProfileRow | null> {
  const [row] = await scope.update(users, changes, eq(users.id, userId));
  return row ?? null;
}
