// SQL of password reset tokens. A token is found by the SHA-256 of its raw value; spending it is one UPDATE that
// only matches an unused, unexpired token, so two requests with one token cannot both succeed.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { passwordResetTokens, users } from '../../platform/db/schema.js';

type Executor = Pick<AppDatabase, 'select' | 'insert' | 'update'>;

export async function insertResetToken(
  db: AppDatabase,
  values: { tokenHash: string; userId: string; validForSeconds: number },
): Promise<void> {
  await db.insert(passwordResetTokens).values({
    tokenHash: values.tokenHash,
    userId: values.userId,
    expiresAt: sql`now() + ${values.validForSeconds} * interval '1 second'`,
  });
}

const usable = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

/** The user a still-usable token belongs to (enabled users only), without spending it. */
export async function findResetTokenUser(db: AppDatabase, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(usable(tokenHash), eq(users.disabled, false)))
    .limit(1);
  return row?.userId ?? null;
}

/** Marks the token used; the user it belonged to, or null when it was not usable (any more). */
export async function spendResetToken(db: Executor, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(tokenHash))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/** Ends every other reset link of the user: after a change, an older e-mail must not work any more. */
export async function spendAllResetTokens(db: Executor, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Sets the password and bumps the token version, which ends every session of the user. */
export async function replacePassword(db: Executor, userId: string, passwordHash: string): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.id, userId), eq(users.disabled, false)))
    .returning({ id: users.id });
  return changed.length > 0;
}
