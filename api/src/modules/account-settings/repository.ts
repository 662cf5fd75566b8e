// SQL of the account settings. Every function runs in a transaction of scope.ts: the caller's client (asClient)
// for their own row, the operator's for a confirmation link, which names only its token.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { rowsOf } from '../inventory/ledger.js';

export interface Owner {
  clientId: string;
  userId: string;
}

export interface AccountRow {
  display_name: string;
  email: string;
  company_name: string;
  phone: string | null;
  lang: string;
  time_zone: string | null;
  password_hash: string;
  role: string;
  pending_email: string | null;
}

export async function findAccount(tx: AppDatabase, { clientId, userId }: Owner): Promise<AccountRow | null> {
  const [row] = rowsOf<AccountRow>(
    await tx.execute(sql`
      SELECT u.display_name, u.email, c.name AS company_name, u.phone, u.lang, u.time_zone, u.password_hash,
             u.role,
             (SELECT t.new_email FROM email_change_tokens t
               WHERE t.user_id = u.id AND t.used_at IS NULL AND t.expires_at > now()
               ORDER BY t.created_at DESC LIMIT 1) AS pending_email
        FROM users u JOIN clients c ON c.id = u.client_id
       WHERE u.client_id = ${clientId} AND u.id = ${userId}::uuid AND NOT u.disabled`),
  );
  return row ?? null;
}

export interface UserColumns {
  display_name?: string;
  phone?: string | null;
  lang?: string;
  time_zone?: string | null;
}

/** Sets the given columns of the user's own row (only these four names can reach the SQL). */
export async function updateUser(tx: AppDatabase, owner: Owner, columns: UserColumns): Promise<void> {
  const sets = Object.entries(columns).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
  if (sets.length === 0) return;
  await tx.execute(sql`
    UPDATE users SET ${sql.join(sets, sql`, `)}
     WHERE client_id = ${owner.clientId} AND id = ${owner.userId}::uuid`);
}

export async function renameClient(tx: AppDatabase, clientId: string, name: string): Promise<void> {
  await tx.execute(sql`UPDATE clients SET name = ${name} WHERE id = ${clientId}`);
}

/** Sets the password and bumps the token version, which ends every session; the new version. */
export async function replacePassword(tx: AppDatabase, owner: Owner, passwordHash: string): Promise<number> {
  const [row] = rowsOf<{ token_version: number }>(
    await tx.execute(sql`
      UPDATE users SET password_hash = ${passwordHash}, token_version = token_version + 1
       WHERE client_id = ${owner.clientId} AND id = ${owner.userId}::uuid
      RETURNING token_version`),
  );
  return row!.token_version;
}

/** Whether any account (of any client: e-mails are unique across the product) has the address. */
export async function emailTaken(tx: AppDatabase, email: string): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM users WHERE email = ${email}`));
  return rows.length > 0;
}

export async function insertEmailChange(
  tx: AppDatabase,
  owner: Owner,
  values: { tokenHash: string; newEmail: string; validForSeconds: number },
): Promise<void> {
  // One pending change at a time: an older link must not work once a newer one is asked for.
  await tx.execute(sql`
    UPDATE email_change_tokens SET used_at = now() WHERE user_id = ${owner.userId}::uuid AND used_at IS NULL`);
  await tx.execute(sql`
    INSERT INTO email_change_tokens (token_hash, client_id, user_id, new_email, expires_at)
    VALUES (${values.tokenHash}, ${owner.clientId}, ${owner.userId}::uuid, ${values.newEmail},
            now() + ${values.validForSeconds} * interval '1 second')`);
}

export interface SpentEmailChange {
  user_id: string;
  new_email: string;
  old_email: string;
  display_name: string;
  lang: string;
}

/** Spends a usable token (one UPDATE, so two requests with one link cannot both succeed) and tells whose it was. */
export async function spendEmailChange(tx: AppDatabase, tokenHash: string): Promise<SpentEmailChange | null> {
  const [row] = rowsOf<SpentEmailChange>(
    await tx.execute(sql`
      UPDATE email_change_tokens t SET used_at = now()
        FROM users u
       WHERE t.token_hash = ${tokenHash} AND t.used_at IS NULL AND t.expires_at > now()
         AND u.id = t.user_id AND NOT u.disabled
      RETURNING t.user_id, t.new_email, u.email AS old_email, u.display_name, u.lang`),
  );
  return row ?? null;
}

export async function setEmail(tx: AppDatabase, userId: string, email: string): Promise<void> {
  await tx.execute(sql`UPDATE users SET email = ${email} WHERE id = ${userId}::uuid`);
}
