// The daily storage snapshot (issue 18, billing-contract "storage"): just after midnight in a warehouse's time zone,
// each client's on-hand stock there is measured — units, and volume in m³ (each product's length × width × height in
// cm, ÷ 1,000,000, × its units on hand, summed exactly in numeric and rounded once to the litre) — into
// storage_snapshots for the local day that has just ended, and that day is charged as storage through billing-core's
// chargeStorageDay. On-hand at midnight is the stock the day ended with.
//
// Charged once however it runs: the snapshot is INSERT … ON CONFLICT DO NOTHING on its primary key (client,
// warehouse, day), so a second run, or a second API process running the same occurrence at the same moment (its
// insert waits on the first's key, then does nothing), keeps the first measure; the charge's source is the storage
// day, which charges_once_per_source lets in once. The day's snapshots are charged whether this run took them or
// an earlier one did, so a run that stopped between the two (they share one transaction, so it cannot) would heal.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { rowsOf } from '../inventory/ledger.js';

export const STORAGE_SNAPSHOT_JOB = 'billing.storage-snapshot';
/** 00:00 in the warehouse's time zone: the day that just ended is measured and charged. */
export const STORAGE_SNAPSHOT_CRON = '0 0 * * *';

/** One client's storage at one warehouse for one local day, as the snapshot holds it. */
export interface StorageDay {
  clientId: string;
  warehouseId: string;
  /** The warehouse's local day, 'YYYY-MM-DD'. */
  day: string;
  units: number;
  /** numeric(14, 3) as its decimal text ('0.375'). */
  volumeM3: string;
  /** The warehouse's time zone (the day's start there is when the charge occurred). */
  timeZone: string;
}

/** Charges one storage day (billing-core's chargeStorageDay), in the snapshot's transaction; once per day. */
export type StorageDayCharger = (tx: AppDatabase, day: StorageDay) => Promise<unknown>;

export interface StorageSnapshotOptions {
  /** The run's moment: the day measured is the local day before this one, in each warehouse's time zone. */
  now: Date;
  /** A given local day instead ('YYYY-MM-DD'): an operator's catch-up of a missed night, or a test. */
  day?: string;
  /** Only warehouses in these time zones (the schedule's own); all warehouses when absent. */
  timeZones?: readonly string[];
  /** Only these warehouses. */
  warehouseIds?: readonly string[];
}

export interface StorageSnapshotResult {
  /** Snapshots this run took (0 when the day was measured already). */
  taken: number;
  /** Storage days handed to the charger (snapshots of the day with a volume above 0). */
  charged: number;
}

interface SnapshotRow {
  client_id: string;
  warehouse_id: string;
  day: string;
  units: string | number;
  volume_m3: string;
  time_zone: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function inList(values: readonly string[]) {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

/**
 * Takes the day's snapshots of the warehouses asked for and charges each storage day with a volume, in the caller's
 * transaction (operator scope: every client's stock).
 */
export async function takeStorageSnapshots(
  tx: AppDatabase,
  charge: StorageDayCharger,
  options: StorageSnapshotOptions,
): Promise<StorageSnapshotResult> {
  if (options.day !== undefined && !DAY.test(options.day)) {
    throw new Error(`A storage day is YYYY-MM-DD, not ${options.day}`);
  }
  const at = options.now.toISOString();
  const zones = options.timeZones ? sql`AND w.time_zone IN (${inList(options.timeZones)})` : sql``;
  const only = options.warehouseIds ? sql`AND w.id IN (${inList(options.warehouseIds)})` : sql``;
  const dayOf = options.day
    ? sql`${options.day}::date`
    : sql`(${at}::timestamptz AT TIME ZONE w.time_zone)::date - 1`;

  const taken = rowsOf<{ client_id: string }>(
    await tx.execute(sql`
      INSERT INTO storage_snapshots (client_id, warehouse_id, day, units, volume_m3)
      SELECT s.client_id, s.warehouse_id, ${dayOf},
             sum(s.on_hand)::bigint,
             round(sum(s.on_hand * p.length_cm * p.width_cm * p.height_cm) / 1000000, 3)
        FROM stock_levels s
        JOIN products p ON p.id = s.product_id
        JOIN warehouses w ON w.id = s.warehouse_id
       WHERE s.on_hand > 0 ${zones} ${only}
       GROUP BY s.client_id, s.warehouse_id, w.time_zone
       -- One order for every run, so two runs at once meet on the same first key instead of deadlocking.
       ORDER BY s.warehouse_id, s.client_id
      ON CONFLICT (client_id, warehouse_id, day) DO NOTHING
      RETURNING client_id`),
  ).length;

  const days = rowsOf<SnapshotRow>(
    await tx.execute(sql`
      SELECT n.client_id, n.warehouse_id, n.day::text AS day, n.units, n.volume_m3::text AS volume_m3,
             w.time_zone
        FROM storage_snapshots n
        JOIN warehouses w ON w.id = n.warehouse_id
       WHERE n.day = ${dayOf} AND n.volume_m3 > 0 ${zones} ${only}
       ORDER BY n.warehouse_id, n.client_id`),
  );
  for (const row of days) {
    await charge(tx, {
      clientId: row.client_id,
      warehouseId: row.warehouse_id,
      day: row.day,
      units: Number(row.units),
      volumeM3: row.volume_m3,
      timeZone: row.time_zone,
    });
  }
  return { taken, charged: days.length };
}
