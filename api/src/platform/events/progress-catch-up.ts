// A product sync's progress that a browser missed while its page was loading (issue 19's e2e found it): connecting
// a store ends with the OAuth redirect to /integrations, and the first sync it starts (a sandbox store's few
// products, a small shop's) can be over before the new page's socket connects, so the shell never showed the bar
// nor '{shop} products updated successfully'. When a merchant's socket connects, it is sent the latest progress of
// each of the client's shops that the relay delivered in the last few seconds: the bar and, for a sync that ended,
// the message. Only events already delivered before the socket joined are sent, so the relay's own delivery and
// this one do not both reach it (a delivery in the instant between the join and this read may come twice, which
// repeats a message, nothing worse). Older progress is left alone: a later page load is not told again.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.js';
import { asOperator } from '../db/scope.js';
import type { EventPayload } from './outbox.js';
import { socketEvent } from './relay.js';

/** How far back a connecting socket is told of a sync's progress: a page load after a redirect, with room. */
export const SYNC_PROGRESS_CATCH_UP_SECONDS = 20;

/** The socket's events for the client's shops' latest sync progress delivered in the window before `before`. */
export async function missedSyncProgress(
  database: Database,
  clientId: string,
  before: Date,
): Promise<{ event: string; payload: unknown }[]> {
  const rows = await asOperator(database, async (tx) => {
    // events_delivered_at_idx bounds the read to the window's few rows.
    const result = await tx.execute(sql`
      SELECT DISTINCT ON (payload ->> 'shopId') payload FROM events
       WHERE delivered_at IS NOT NULL
         AND delivered_at > ${before.toISOString()}::timestamptz - make_interval(secs => ${SYNC_PROGRESS_CATCH_UP_SECONDS})
         AND delivered_at <= ${before.toISOString()}::timestamptz
         AND client_id = ${clientId} AND name = 'products.sync_progress'
       ORDER BY payload ->> 'shopId', id DESC`);
    return (result as unknown as { rows: { payload: EventPayload }[] }).rows;
  });
  return rows.map((row) => socketEvent('products.sync_progress', row.payload));
}
