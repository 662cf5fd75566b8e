// The keyset reads behind /v1's lists: which rows of the client's come next in (updated_at, key) order. The rows'
// contents come from the domain services (routes.ts); these queries only choose and order them. Every query runs
// in the caller's asClient transaction, so row-level security holds whatever they say.
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { ValidationFailed } from '../../platform/errors.js';
import type { InventoryLevel } from './schemas.js';
import { CURSOR_INVALID, DEFAULT_LIMIT, encodeCursor, type PageQuery, type Position } from './cursor.js';

/** A listed table: its name, key columns (uuid or text) and the condition hiding rows the API does not list. */
export interface Listed {
  table: 'orders' | 'products' | 'stock_levels' | 'receiving_orders' | 'returns' | 'webhook_subscriptions';
  keys: { column: string; uuid: boolean }[];
  where?: SQL;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const POSITION_TEXT = sql.raw(`to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

export interface KeyPage {
  keys: string[][];
  nextCursor: string | null;
}

/** The keys of the next page's rows and the cursor after them (null when no row follows). */
export async function nextKeys(
  tx: AppDatabase,
  clientId: string,
  listed: Listed,
  query: PageQuery,
  after: Position | null,
): Promise<KeyPage> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const columns = listed.keys.map((k) => sql.raw(k.column));
  const keyList = sql.join(columns, sql`, `);
  const conditions: SQL[] = [sql`client_id = ${clientId}`];
  if (listed.where) conditions.push(listed.where);
  if (query.updated_since) conditions.push(sql`updated_at >= ${query.updated_since}::timestamptz`);
  if (after) {
    const values = listed.keys.map((key, i) => {
      const value = after.k[i]!;
      if (key.uuid && !UUID.test(value))
        throw new ValidationFailed(CURSOR_INVALID, { fieldErrors: { cursor: CURSOR_INVALID } });
      return key.uuid ? sql`${value}::uuid` : sql`${value}`;
    });
    conditions.push(sql`(updated_at, ${keyList}) > (${after.t}::timestamptz, ${sql.join(values, sql`, `)})`);
  }
  const rows = rowsOf<{ position: string; keys: string[] }>(
    await tx.execute(sql`
      SELECT ${POSITION_TEXT} AS position, ARRAY[${sql.join(
        columns.map((c) => sql`${c}::text`),
        sql`, `,
      )}] AS keys
        FROM ${sql.raw(listed.table)}
       WHERE ${sql.join(conditions, sql` AND `)}
       ORDER BY updated_at, ${keyList}
       LIMIT ${limit + 1}`),
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    keys: page.map((r) => r.keys),
    nextCursor: rows.length > limit && last ? encodeCursor({ t: last.position, k: last.keys }) : null,
  };
}

/** The stock levels of the given (product, warehouse) pairs, in the pairs' order. */
export async function inventoryLevels(
  tx: AppDatabase,
  clientId: string,
  pairs: string[][],
): Promise<InventoryLevel[]> {
  if (pairs.length === 0) return [];
  const rows = rowsOf<{
    product_id: string;
    sku: string;
    warehouse_id: string;
    on_hand: number;
    reserved: number;
    available: number;
    incoming: number;
    damaged: number;
    updated_at: Date | string;
  }>(
    await tx.execute(sql`
      SELECT s.product_id, p.sku, s.warehouse_id, s.on_hand, s.reserved, s.available, s.incoming, s.damaged,
             s.updated_at
        FROM stock_levels s JOIN products p ON p.id = s.product_id
       WHERE s.client_id = ${clientId}
         AND (s.product_id::text, s.warehouse_id) IN (${sql.join(
           pairs.map(([product, warehouse]) => sql`(${product}, ${warehouse})`),
           sql`, `,
         )})`),
  );
  const byPair = new Map(rows.map((r) => [`${r.product_id}/${r.warehouse_id}`, r]));
  return pairs.flatMap(([product, warehouse]) => {
    const r = byPair.get(`${product}/${warehouse}`);
    if (!r) return [];
    return [
      {
        productId: r.product_id,
        sku: r.sku,
        warehouseId: r.warehouse_id,
        onHand: Number(r.on_hand),
        reserved: Number(r.reserved),
        available: Number(r.available),
        incoming: Number(r.incoming),
        damaged: Number(r.damaged),
        updatedAt: new Date(r.updated_at).toISOString(),
      },
    ];
  });
}
