// Checking an e-mail and password. An unknown e-mail costs the same argon2 work as a wrong password (a dummy
// hash is verified), so response times do not tell which e-mails have accounts.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/connection.js';
import { users } from '../../platform/db/schema.js';
import { asOperator } from '../../platform/db/scope.js';
import { isEmail, MAX_PASSWORD_LENGTH, normalizeEmail } from './account-rules.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { UserRow } from './repository.js';

let dummyHash: Promise<string> | null = null;

/** A hash of a random password with the real parameters, made once per process. */
function dummy(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/** In the operator scope: an e-mail is all a sign-in or a password reset knows, not yet whose client it is. */
export async function findUserByEmail(database: Database, email: string): Promise<UserRow | null> {
  const normalized = normalizeEmail(email);
  if (!isEmail(normalized)) return null;
  const [user] = await asOperator(database, (tx) =>
    tx.select().from(users).where(eq(users.email, normalized)).limit(1),
  );
  return user ?? null;
}

/**
 * The user whose e-mail and password these are; null for an unknown e-mail, a wrong password or a disabled
 * account (one answer for all three, so a caller cannot tell them apart).
 */
export async function verifyCredentials(
  database: Database,
  email: string,
  password: string,
): Promise<UserRow | null> {
  if (typeof email !== 'string' || typeof password !== 'string') return null;
  // argon2 accepts any length, but hashing megabytes on request would be an easy way to load the server.
  const candidate = password.length <= MAX_PASSWORD_LENGTH ? password : '';
  const user = await findUserByEmail(database, email);
  const matches = await verifyPassword(user?.passwordHash ?? (await dummy()), candidate);
  if (!user || !matches || !candidate || user.disabled) return null;
  return user;
}
