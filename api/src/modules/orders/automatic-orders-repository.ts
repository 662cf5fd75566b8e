// The one question every order path asks (issue 17, migration 019): does this shop send its new orders to process
// at once? createOrder (the form) and the orders import ask it in the order's own transaction.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { rowsOf } from '../inventory/ledger.js';

/** The ids of the given shops (the caller's) whose new orders go to process at once. */
export async function automaticShopIds(
  tx: AppDatabase,
  clientId: string,
  shopIds: readonly (string | null)[],
): Promise<Set<string>> {
  const ids = [...new Set(shopIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Set();
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      SELECT id::text AS id FROM shops
       WHERE client_id = ${clientId} AND settings -> 'automaticOrders' = 'true'::jsonb
         AND id::text IN (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})`),
  );
  return new Set(rows.map((r) => r.id));
}

/** Whether the caller has this shop (an order names only its own shops). */
export async function clientOwnsShop(tx: AppDatabase, clientId: string, shopId: string): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`SELECT id FROM shops WHERE client_id = ${clientId} AND id = ${shopId}::uuid`),
  );
  return rows.length > 0;
}
