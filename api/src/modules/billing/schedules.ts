// Billing's scheduled jobs (issue 18), one schedule per warehouse time zone and job, since a warehouse's day and
// month end at its own midnight: pg-boss keeps one schedule per queue name, so each zone has a queue of its own
// ('billing.storage-snapshot.America_Mexico_City'). The zones are read from the warehouses when the app is built; a
// warehouse in a new zone is scheduled from the next start (the issuing job also catches any month left open:
// it issues every open invoice whose month is over, whenever it runs).
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/connection.js';
import { asOperator } from '../../platform/db/scope.js';
import { rowsOf } from '../inventory/ledger.js';
import { billSafely, chargeStorageDay, type BillingLog } from './charges.js';
import { INVOICE_ISSUING_CRON, INVOICE_ISSUING_JOB, issueDueInvoices } from './invoice-job.js';
import {
  STORAGE_SNAPSHOT_CRON,
  STORAGE_SNAPSHOT_JOB,
  takeStorageSnapshots,
  type StorageDayCharger,
} from './storage-job.js';

/** A queue name's form of a time zone: pg-boss's names keep to letters, digits, '_', '-' and '.'. */
export function zoneQueue(kind: string, timeZone: string): string {
  return `${kind}.${timeZone.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

export async function warehouseTimeZones(database: Database): Promise<string[]> {
  const rows = await asOperator(database, async (tx) =>
    rowsOf<{ time_zone: string }>(
      await tx.execute(sql`SELECT DISTINCT time_zone FROM warehouses ORDER BY time_zone`),
    ),
  );
  return rows.map((row) => row.time_zone);
}

/**
 * The storage snapshot of a zone's warehouses for the day that has just ended there, then (on the 1st) that
 * zone's invoices: the storage of a month's last day is charged before the month is issued, whichever job runs
 * first.
 */
export async function runStorageSnapshot(
  database: Database,
  charge: StorageDayCharger,
  timeZone: string,
  now = new Date(),
) {
  return asOperator(database, (tx) => takeStorageSnapshots(tx, charge, { now, timeZones: [timeZone] }));
}

export async function runInvoiceIssuing(
  database: Database,
  charge: StorageDayCharger,
  timeZone: string,
  now = new Date(),
) {
  // The month's last day of storage first (a no-op when its snapshot ran already), in its own transaction.
  await runStorageSnapshot(database, charge, timeZone, now);
  return asOperator(database, (tx) => issueDueInvoices(tx, { now, timeZones: [timeZone] }));
}

/**
 * Charges a storage day through billing-core, in a savepoint: a warehouse whose price list cannot price storage is
 * logged and skipped (its snapshot stays), so one warehouse never holds up the other clients' days.
 */
export function storageDayCharger(log: BillingLog): StorageDayCharger {
  return (tx, day) =>
    billSafely(
      tx,
      { kind: 'storage', clientId: day.clientId, warehouseId: day.warehouseId, day: day.day },
      async (savepoint) => {
        const charge = await chargeStorageDay(savepoint, day);
        return charge ? [charge] : [];
      },
      log,
    );
}

export async function scheduleBillingJobs(app: FastifyInstance): Promise<void> {
  const charge = storageDayCharger(app.log.child({ component: 'billing-jobs' }));
  for (const timeZone of await warehouseTimeZones(app.database)) {
    app.jobs.schedule(
      zoneQueue(STORAGE_SNAPSHOT_JOB, timeZone),
      { cron: STORAGE_SNAPSHOT_CRON, timeZone, data: { timeZone } },
      async ({ database, log }) => {
        const result = await runStorageSnapshot(database, charge, timeZone);
        log.info({ timeZone, ...result }, 'storage snapshot taken');
      },
      // A run covers a whole zone's clients; a failed one is retried (it is safe to repeat).
      { retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true },
    );
    app.jobs.schedule(
      zoneQueue(INVOICE_ISSUING_JOB, timeZone),
      { cron: INVOICE_ISSUING_CRON, timeZone, data: { timeZone } },
      async ({ database, log }) => {
        const issued = await runInvoiceIssuing(database, charge, timeZone);
        log.info({ timeZone, issued: issued.length }, 'invoices issued');
      },
      { retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true },
    );
  }
}
