// The api_tokens table (migration 026). Merchant reads and writes run in the caller's asClient transaction; the
// bearer lookup runs as the operator, since a secret is all a /v1 request brings.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import type { ApiTokenScope } from './scopes.js';
import type { ApiToken } from './schemas.js';

interface TokenRow {
  id: string;
  name: string;
  scopes: ApiTokenScope[];
  token_prefix: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
}

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;
const iso = (value: Date | string): string => new Date(value).toISOString();

function view(row: TokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    prefix: row.token_prefix,
    createdAt: iso(row.created_at),
    lastUsedAt: row.last_used_at ? iso(row.last_used_at) : null,
    revokedAt: row.revoked_at ? iso(row.revoked_at) : null,
  };
}

const COLUMNS = sql`id, name, scopes, token_prefix, created_at, last_used_at, revoked_at`;

export interface NewToken {
  clientId: string;
  userId: string;
  name: string;
  scopes: ApiTokenScope[];
  prefix: string;
  hash: string;
  idempotencyKey: string;
}

/** Inserts the token; null when the client already made one with this Idempotency-Key. */
export async function insertToken(tx: AppDatabase, token: NewToken): Promise<ApiToken | null> {
  const [row] = rowsOf<TokenRow>(
    await tx.execute(sql`
      INSERT INTO api_tokens (client_id, created_by, name, scopes, token_prefix, token_hash, idempotency_key)
      VALUES (${token.clientId}, ${token.userId}, ${token.name},
              ${`{${token.scopes.join(',')}}`}::text[], ${token.prefix}, ${token.hash}, ${token.idempotencyKey})
      ON CONFLICT (client_id, idempotency_key) DO NOTHING
      RETURNING ${COLUMNS}`),
  );
  return row ? view(row) : null;
}

export async function findByIdempotencyKey(
  tx: AppDatabase,
  clientId: string,
  key: string,
): Promise<{ token: ApiToken; name: string; scopes: ApiTokenScope[] } | null> {
  const [row] = rowsOf<TokenRow>(
    await tx.execute(
      sql`SELECT ${COLUMNS} FROM api_tokens WHERE client_id = ${clientId} AND idempotency_key = ${key}`,
    ),
  );
  return row ? { token: view(row), name: row.name, scopes: row.scopes } : null;
}

/** The client's tokens, newest first, revoked ones included (the list shows when they were revoked). */
export async function listTokens(tx: AppDatabase, clientId: string): Promise<ApiToken[]> {
  return rowsOf<TokenRow>(
    await tx.execute(
      sql`SELECT ${COLUMNS} FROM api_tokens WHERE client_id = ${clientId} ORDER BY created_at DESC, id DESC`,
    ),
  ).map(view);
}

/** Revokes the token (once: a second revoke keeps the first time); null when it is not the client's. */
export async function revokeToken(tx: AppDatabase, clientId: string, id: string): Promise<ApiToken | null> {
  const [row] = rowsOf<TokenRow>(
    await tx.execute(sql`
      UPDATE api_tokens SET revoked_at = coalesce(revoked_at, now())
       WHERE client_id = ${clientId} AND id = ${id}
      RETURNING ${COLUMNS}`),
  );
  return row ? view(row) : null;
}

export interface TokenCaller {
  tokenId: string;
  clientId: string;
  userId: string;
  scopes: ApiTokenScope[];
}

/**
 * The live token whose secret hashes to `hash` (operator scope: the client is not known yet), marking it used.
 * Its maker must still be an enabled merchant user: a disabled user's tokens stop with their sign-in.
 * last_used_at is written at most once a minute per token, so a busy integration does not write on every call.
 */
export async function useToken(tx: AppDatabase, hash: string): Promise<TokenCaller | null> {
  const [row] = rowsOf<{ id: string; client_id: string; created_by: string; scopes: ApiTokenScope[] }>(
    await tx.execute(sql`
      SELECT t.id, t.client_id, t.created_by, t.scopes FROM api_tokens t
        JOIN users u ON u.id = t.created_by
       WHERE t.token_hash = ${hash} AND t.revoked_at IS NULL
         AND u.client_id = t.client_id AND u.role = 'user' AND NOT u.disabled`),
  );
  if (!row) return null;
  await tx.execute(sql`
    UPDATE api_tokens SET last_used_at = now()
     WHERE id = ${row.id} AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`);
  return { tokenId: row.id, clientId: row.client_id, userId: row.created_by, scopes: row.scopes };
}
