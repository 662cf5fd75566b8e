// The drift check: stock_levels are kept by the ledger call by call (ledger.ts); this compares every level with
// what it should be rebuilt from its sources — the ledger for on hand, reserved and damaged (the rules of
// stock-rules.ts, written once more here in SQL so a whole warehouse is checked in one statement), and the open
// receiving order lines for incoming — and every product's totals (product_stock_totals, migration 016) with the
// sum of its levels.
//
// What happens on drift: it is REPORTED, never fixed automatically. The nightly job (registered in routes.ts)
// logs each difference as a warning with its client, product, warehouse, bucket, stored and rebuilt figures, and
// a summary line with the count — the logs are the record; a person finds the cause (a write that bypassed the ledger is a bug to fix)
// before anyone corrects stock, because an automatic "fix" would hide that bug and could erase real units.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../platform/db/connection.js';
import { rowsOf } from './ledger.js';

/** Open receiving orders: their lines' units not yet counted are on their way (incoming). */
export const OPEN_RECEIVING_STATUSES = ['in_transit', 'arrived', 'receiving'] as const;

export interface StockDrift {
  clientId: string;
  productId: string;
  warehouseId: string;
  bucket: 'onHand' | 'reserved' | 'damaged' | 'incoming';
  stored: number;
  rebuilt: number;
}

interface DriftRow {
  client_id: string;
  product_id: string;
  warehouse_id: string;
  stored_on_hand: number;
  stored_reserved: number;
  stored_damaged: number;
  stored_incoming: number;
  on_hand: number;
  reserved: number;
  damaged: number;
  incoming: number;
}

/**
 * Every (product, warehouse) whose stored level differs from its rebuild, one entry per bucket that differs.
 * Runs in the caller's scope: asOperator checks every client, asClient one.
 */
export async function checkStockDrift(tx: AppDatabase): Promise<StockDrift[]> {
  const open = sql.join(
    OPEN_RECEIVING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const rows = rowsOf<DriftRow>(
    await tx.execute(sql`
      WITH ledger AS (
        SELECT client_id, product_id, warehouse_id,
               sum(quantity) FILTER (WHERE reason IN ('received', 'returned', 'adjusted', 'shipped'))::int AS on_hand,
               sum(quantity) FILTER (WHERE reason IN ('reserved', 'released', 'shipped'))::int AS reserved,
               sum(quantity) FILTER (WHERE reason = 'damaged')::int AS damaged
          FROM inventory_movements
         GROUP BY client_id, product_id, warehouse_id
      ), incoming AS (
        SELECT l.client_id, l.product_id, o.warehouse_id,
               sum(GREATEST(l.expected - l.received - l.damaged, 0))::int AS incoming
          FROM receiving_order_lines l
          JOIN receiving_orders o ON o.id = l.receiving_order_id
         WHERE o.status IN (${open})
         GROUP BY l.client_id, l.product_id, o.warehouse_id
      ), rebuilt AS (
        SELECT coalesce(g.client_id, i.client_id) AS client_id,
               coalesce(g.product_id, i.product_id) AS product_id,
               coalesce(g.warehouse_id, i.warehouse_id) AS warehouse_id,
               coalesce(g.on_hand, 0) AS on_hand, coalesce(g.reserved, 0) AS reserved,
               coalesce(g.damaged, 0) AS damaged, coalesce(i.incoming, 0) AS incoming
          FROM ledger g
          FULL JOIN incoming i
            ON i.product_id = g.product_id AND i.warehouse_id = g.warehouse_id
      )
      SELECT coalesce(s.client_id, r.client_id) AS client_id,
             coalesce(s.product_id, r.product_id) AS product_id,
             coalesce(s.warehouse_id, r.warehouse_id) AS warehouse_id,
             coalesce(s.on_hand, 0) AS stored_on_hand, coalesce(s.reserved, 0) AS stored_reserved,
             coalesce(s.damaged, 0) AS stored_damaged, coalesce(s.incoming, 0) AS stored_incoming,
             coalesce(r.on_hand, 0) AS on_hand, coalesce(r.reserved, 0) AS reserved,
             coalesce(r.damaged, 0) AS damaged, coalesce(r.incoming, 0) AS incoming
        FROM stock_levels s
        FULL JOIN rebuilt r ON r.product_id = s.product_id AND r.warehouse_id = s.warehouse_id
       WHERE coalesce(s.on_hand, 0) <> coalesce(r.on_hand, 0)
          OR coalesce(s.reserved, 0) <> coalesce(r.reserved, 0)
          OR coalesce(s.damaged, 0) <> coalesce(r.damaged, 0)
          OR coalesce(s.incoming, 0) <> coalesce(r.incoming, 0)
       ORDER BY 1, 2, 3`),
  );
  return rows.flatMap((row) => {
    const level = { clientId: row.client_id, productId: row.product_id, warehouseId: row.warehouse_id };
    const pairs: [StockDrift['bucket'], number, number][] = [
      ['onHand', row.stored_on_hand, row.on_hand],
      ['reserved', row.stored_reserved, row.reserved],
      ['damaged', row.stored_damaged, row.damaged],
      ['incoming', row.stored_incoming, row.incoming],
    ];
    return pairs
      .filter(([, stored, rebuilt]) => stored !== rebuilt)
      .map(([bucket, stored, rebuilt]) => ({ ...level, bucket, stored, rebuilt }));
  });
}

export interface StockTotalsDrift {
  clientId: string;
  productId: string;
  bucket: 'onHand' | 'reserved' | 'damaged' | 'incoming';
  stored: number;
  rebuilt: number;
}

interface TotalsDriftRow {
  client_id: string;
  product_id: string;
  stored_on_hand: number;
  stored_reserved: number;
  stored_damaged: number;
  stored_incoming: number;
  on_hand: number;
  reserved: number;
  damaged: number;
  incoming: number;
}

/**
 * Every product whose product_stock_totals row (migration 016, what the inventory list sorts by) differs from
 * its rebuild, the sum of its stock_levels, one entry per bucket; a product with levels but no totals row counts
 * as stored 0. Checked against the levels rather than the ledger: checkStockDrift checks the levels.
 */
export async function checkStockTotalsDrift(tx: AppDatabase): Promise<StockTotalsDrift[]> {
  const rows = rowsOf<TotalsDriftRow>(
    await tx.execute(sql`
      WITH rebuilt AS (
        SELECT client_id, product_id, sum(on_hand)::int AS on_hand, sum(reserved)::int AS reserved,
               sum(damaged)::int AS damaged, sum(incoming)::int AS incoming
          FROM stock_levels
         GROUP BY client_id, product_id
      )
      SELECT coalesce(t.client_id, r.client_id) AS client_id, coalesce(t.product_id, r.product_id) AS product_id,
             coalesce(t.on_hand, 0) AS stored_on_hand, coalesce(t.reserved, 0) AS stored_reserved,
             coalesce(t.damaged, 0) AS stored_damaged, coalesce(t.incoming, 0) AS stored_incoming,
             coalesce(r.on_hand, 0) AS on_hand, coalesce(r.reserved, 0) AS reserved,
             coalesce(r.damaged, 0) AS damaged, coalesce(r.incoming, 0) AS incoming
        FROM product_stock_totals t
        FULL JOIN rebuilt r ON r.product_id = t.product_id
       WHERE coalesce(t.on_hand, 0) <> coalesce(r.on_hand, 0)
          OR coalesce(t.reserved, 0) <> coalesce(r.reserved, 0)
          OR coalesce(t.damaged, 0) <> coalesce(r.damaged, 0)
          OR coalesce(t.incoming, 0) <> coalesce(r.incoming, 0)
       ORDER BY 1, 2`),
  );
  return rows.flatMap((row) => {
    const pairs: [StockTotalsDrift['bucket'], number, number][] = [
      ['onHand', row.stored_on_hand, row.on_hand],
      ['reserved', row.stored_reserved, row.reserved],
      ['damaged', row.stored_damaged, row.damaged],
      ['incoming', row.stored_incoming, row.incoming],
    ];
    return pairs
      .filter(([, stored, rebuilt]) => stored !== rebuilt)
      .map(([bucket, stored, rebuilt]) => ({
        clientId: row.client_id,
        productId: row.product_id,
        bucket,
        stored,
        rebuilt,
      }));
  });
}

/** The job queue's kind for the nightly check, and when it runs (03:30 UTC, after the day's shipping). */
export const STOCK_DRIFT_JOB = 'inventory.stock-drift';
export const STOCK_DRIFT_CRON = '30 3 * * *';

/**
 * The nightly job's work: checks every client's levels in the operator scope, logs each difference as a warning
 * and returns them. Reports only; see the top of this file.
 */
export async function runStockDriftCheck(
  runInOperatorScope: <T>(work: (tx: AppDatabase) => Promise<T>) => Promise<T>,
  log: FastifyBaseLogger,
): Promise<{ differences: StockDrift[]; totalsDifferences: StockTotalsDrift[] }> {
  const { differences, totalsDifferences } = await runInOperatorScope(async (tx) => ({
    differences: await checkStockDrift(tx),
    totalsDifferences: await checkStockTotalsDrift(tx),
  }));
  for (const drift of differences) log.warn({ drift }, 'stock level differs from its ledger rebuild');
  for (const drift of totalsDifferences) log.warn({ drift }, 'product stock totals differ from their levels');
  log.info(
    { count: differences.length, totalsCount: totalsDifferences.length },
    'stock drift check finished',
  );
  return { differences, totalsDifferences };
}
