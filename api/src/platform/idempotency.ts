// Idempotency keys of creating requests (migration 011's idempotency_keys): a client that resends a request with
// the same Idempotency-Key gets the first answer again, never a second row.
//
// In the caller's transaction, the first request inserts the key's row (scope, key, SHA-256 of the canonical
// request body) and does its work; its answer is stored on the row before the transaction commits. A concurrent
// request with the same key blocks on the row's unique index until that transaction ends (PostgreSQL waits on the
// uncommitted index entry; PGlite runs one transaction at a time), then finds the committed row and replays its
// answer — same status, same body. If the first transaction failed, its row is gone and the waiting request does
// the work itself. The same key with a different body is a client's bug, answered 422 with the reason.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from './db/connection.js';
import { AppError } from './errors.js';

/** The response header telling a client that this is the first answer again, not a new row. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

export const IDEMPOTENCY_MESSAGES = {
  keyReused: 'This Idempotency-Key was already used for a different request: use a new key for a new request',
} as const;

/** 422: the key names a request whose body differs from this one. */
export class IdempotencyKeyReused extends AppError {
  readonly statusCode = 422;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** JSON with object keys sorted at every depth: two bodies that differ only in key order hash alike. */
export function canonicalJson(value: unknown): string {
  const normalise = (v: unknown): Json => {
    if (v === null || v === undefined) return null;
    if (Array.isArray(v)) return v.map(normalise);
    if (v instanceof Date) return v.toISOString();
    if (typeof v === 'object') {
      const out: { [key: string]: Json } = {};
      for (const key of Object.keys(v).sort()) {
        const item = (v as Record<string, unknown>)[key];
        if (item !== undefined) out[key] = normalise(item);
      }
      return out;
    }
    return v as Json;
  };
  return JSON.stringify(normalise(value));
}

export const requestHash = (body: unknown): string =>
  createHash('sha256').update(canonicalJson(body)).digest('hex');

export interface IdempotentRequest {
  clientId: string;
  /** What the key was used for, e.g. 'orders.create' (the table's CHECK: lower case, dots, dashes). */
  scope: string;
  key: string;
  /** The request's body (and anything else that makes two requests different). */
  request: unknown;
  /** The refusal's words when the key was used for another request (default IDEMPOTENCY_MESSAGES.keyReused). */
  reusedMessage?: string;
}

export interface IdempotentAnswer<T> {
  status: number;
  body: T;
  /** True when this is a stored answer replayed, not new work. */
  replayed: boolean;
}

interface KeyRow {
  request_sha256: string;
  response_status: number | null;
  response_body: unknown;
}

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * Runs `work` once per (client, scope, key) inside the caller's transaction `tx` (asClient: row-level security
 * scopes the key to the client), storing its answer; a later or concurrent request with the same key and body gets
 * that answer back. A thrown error rolls the caller's transaction back, key row included: nothing is stored.
 */
export async function withIdempotencyKey<T>(
  tx: AppDatabase,
  request: IdempotentRequest,
  work: () => Promise<{ status: number; body: T }>,
): Promise<IdempotentAnswer<T>> {
  const hash = requestHash(request.request);
  const inserted = rowsOf<{ key: string }>(
    await tx.execute(sql`
      INSERT INTO idempotency_keys (client_id, scope, key, request_sha256)
      VALUES (${request.clientId}, ${request.scope}, ${request.key}, ${hash})
      ON CONFLICT (client_id, scope, key) DO NOTHING
      RETURNING key`),
  );
  if (inserted.length === 0) {
    const [row] = rowsOf<KeyRow>(
      await tx.execute(sql`
        SELECT request_sha256, response_status, response_body FROM idempotency_keys
         WHERE client_id = ${request.clientId} AND scope = ${request.scope} AND key = ${request.key}`),
    );
    if (!row || row.request_sha256 !== hash)
      throw new IdempotencyKeyReused(request.reusedMessage ?? IDEMPOTENCY_MESSAGES.keyReused);
    // The row is only ever committed with its answer (both are written in one transaction).
    return { status: row.response_status ?? 200, body: row.response_body as T, replayed: true };
  }
  const answer = await work();
  // Stored as the JSON the client receives, so the replay is byte for byte the same shape.
  const stored = JSON.parse(JSON.stringify(answer.body)) as T;
  await tx.execute(sql`
    UPDATE idempotency_keys SET response_status = ${answer.status}, response_body = ${JSON.stringify(stored)}::jsonb
     WHERE client_id = ${request.clientId} AND scope = ${request.scope} AND key = ${request.key}`);
  return { status: answer.status, body: stored, replayed: false };
}
