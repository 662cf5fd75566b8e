// The onboarding steps' SQL, run in the caller's tenant transaction (row-level security scopes every table to the
// client; the explicit client_id conditions say the same and let the planner use the client's indexes).
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { rowsOf } from '../inventory/ledger.js';

type Instant = Date | string | null;

export interface StepTimes {
  /** The 'integrate' flag (POST dashboard/steps/update). */
  integrateFlag: Instant;
  /** The client's first shop (a connected store or a manual sales channel; a disconnected one was connected). */
  firstShop: Instant;
  /** The shipping-platform account (PUT client/{product}/token), an integration too. */
  shippingPlatform: Instant;
  /** When the first receiving order still sent (not a draft, not cancelled) left: its boxes' in_transit event. */
  firstSent: Instant;
  firstShipped: Instant;
}

/** Receiving order states that mean the inventory was sent and is on its way or in (DOMAIN.md). */
const SENT_STATES = sql`('in_transit', 'arrived', 'receiving', 'received')`;

export async function stepTimes(tx: AppDatabase, clientId: string): Promise<StepTimes> {
  const [row] = rowsOf<{
    integrate_flag: Instant;
    first_shop: Instant;
    shipping_platform: Instant;
    first_sent: Instant;
    first_shipped: Instant;
  }>(
    await tx.execute(sql`
      SELECT
        (SELECT done_at FROM onboarding_steps WHERE client_id = ${clientId} AND step = 'integrate') AS integrate_flag,
        (SELECT min(created_at) FROM shops WHERE client_id = ${clientId}) AS first_shop,
        (SELECT created_at FROM shipping_platform_accounts WHERE client_id = ${clientId}) AS shipping_platform,
        (SELECT min(coalesce(
                  (SELECT min(e.created_at) FROM receiving_boxes b
                     JOIN receiving_box_events e ON e.box_id = b.id AND e.kind = 'in_transit'
                    WHERE b.receiving_order_id = ro.id),
                  ro.updated_at))
           FROM receiving_orders ro
          WHERE ro.client_id = ${clientId} AND ro.status IN ${SENT_STATES}) AS first_sent,
        (SELECT min(shipped_at) FROM orders WHERE client_id = ${clientId} AND shipped_at IS NOT NULL)
          AS first_shipped`),
  );
  return {
    integrateFlag: row?.integrate_flag ?? null,
    firstShop: row?.first_shop ?? null,
    shippingPlatform: row?.shipping_platform ?? null,
    firstSent: row?.first_sent ?? null,
    firstShipped: row?.first_shipped ?? null,
  };
}

/** Sets the flag once: a second call keeps the first time. */
export async function markStep(tx: AppDatabase, clientId: string, step: string): Promise<Date | string> {
  const [row] = rowsOf<{ done_at: Date | string }>(
    await tx.execute(sql`
      INSERT INTO onboarding_steps (client_id, step) VALUES (${clientId}, ${step})
      ON CONFLICT (client_id, step) DO UPDATE SET step = EXCLUDED.step
      RETURNING done_at`),
  );
  return row!.done_at;
}
