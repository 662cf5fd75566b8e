// The daily storage snapshot (issue 18), on PGlite by default and on PostgreSQL with DATABASE_URL: units and m³ of a
// client's on-hand stock per warehouse for the local day that has just ended, charged through billing-core as one
// storage line; a day run twice, or by two processes at once, is measured and charged once; only the run's time
// zone is measured; the job is a scheduled kind of the queue and, run there, takes the day before today.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/connection.js';
import { products } from '../../platform/db/schema.js';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { recordMovements, rowsOf } from '../inventory/ledger.js';
import { createTestClient, eventsOf } from './jobs-test-support.js';
import { runStorageSnapshot, storageDayCharger, zoneQueue } from './schedules.js';
import { STORAGE_SNAPSHOT_JOB, takeStorageSnapshots, type StorageSnapshotOptions } from './storage-job.js';

const CDMX = 'WH-MX-CDMX'; // America/Mexico_City (UTC-6 all year); storage 476.00 MXN per m³ up to 10 m³
const MADRID = 'WH-ES-MAD';
const MEXICO = 'America/Mexico_City';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
const db = (): Database => t.testDatabase.database;

/** Products of the given size (cm) with units on hand at a warehouse, through the ledger. */
async function stock(
  clientId: string,
  warehouseId: string,
  items: { cm: [string, string, string]; units: number }[],
): Promise<void> {
  const tag = randomUUID().slice(0, 8);
  await asClient(db(), clientId, async (tx) => {
    const rows = await tx
      .insert(products)
      .values(
        items.map(({ cm: [lengthCm, widthCm, heightCm] }, i) => ({
          clientId,
          sku: `STO-${tag}-${i}`,
          name: `Storage test ${tag} ${i}`,
          handle: `storage-test-${tag}-${i}`,
          lengthCm,
          widthCm,
          heightCm,
          weightKg: '1.000',
        })),
      )
      .returning({ id: products.id });
    await recordMovements(
      tx,
      rows
        .map((row, i) => ({ row, units: items[i]!.units }))
        .filter(({ units }) => units > 0)
        .map(({ row, units }, i) => ({
          clientId,
          productId: row.id,
          warehouseId,
          quantity: units,
          reason: 'received' as const,
          documentType: 'adjustment' as const,
          documentId: `storage-test-${tag}`,
          documentLine: String(i),
        })),
    );
  });
}

async function snapshotsOf(clientId: string) {
  return asOperator(db(), async (tx) =>
    rowsOf<{ warehouse_id: string; day: string; units: string; volume_m3: string }>(
      await tx.execute(sql`
        SELECT warehouse_id, day::text AS day, units::text AS units, volume_m3::text AS volume_m3
          FROM storage_snapshots WHERE client_id = ${clientId} ORDER BY warehouse_id, day`),
    ),
  );
}

async function storageChargesOf(clientId: string) {
  return asOperator(db(), async (tx) =>
    rowsOf<{
      warehouse_id: string;
      quantity: string;
      unit: string;
      unit_price_cents: string;
      amount_cents: string;
      source_type: string;
      source_id: string;
      source_label: string;
      occurred_at: Date | string;
      period_month: string;
    }>(
      await tx.execute(sql`
        SELECT c.warehouse_id, c.quantity::text AS quantity, c.unit, c.unit_price_cents::text AS unit_price_cents,
               c.amount_cents::text AS amount_cents, c.source_type, c.source_id, c.source_label, c.occurred_at,
               i.period_month::text AS period_month
          FROM charges c JOIN invoices i ON i.id = c.invoice_id
         WHERE c.client_id = ${clientId} AND c.kind = 'storage' ORDER BY c.source_id`),
    ),
  );
}

const run = (options: StorageSnapshotOptions) =>
  asOperator(db(), (tx) => takeStorageSnapshots(tx, storageDayCharger(t.app.log), options));

describe('the storage snapshot', () => {
  // 00:00 on May 11th in Mexico City: May 10th has just ended there.
  const midnight = new Date('2040-05-11T06:00:00.000Z');

  it("measures a client's on-hand units and m³ for the day that ended and charges it once", async () => {
    const clientId = await createTestClient(db());
    // 20×15×5 cm = 0.0015 m³ × 7 = 0.0105; 100×50×40 cm = 0.2 m³ × 3 = 0.6; nothing on hand of the third.
    await stock(clientId, CDMX, [
      { cm: ['20.00', '15.00', '5.00'], units: 7 },
      { cm: ['100.00', '50.00', '40.00'], units: 3 },
      { cm: ['30.00', '30.00', '30.00'], units: 0 },
    ]);
    await stock(clientId, MADRID, [{ cm: ['10.00', '10.00', '10.00'], units: 5 }]);

    expect(await run({ now: midnight, timeZones: [MEXICO] })).toMatchObject({ charged: expect.any(Number) });
    // 0.6105 m³ rounds once, half away from zero, to 0.611; Madrid (another zone) is not measured by this run.
    expect(await snapshotsOf(clientId)).toEqual([
      { warehouse_id: CDMX, day: '2040-05-10', units: '10', volume_m3: '0.611' },
    ]);
    // 0.611 m³ × 476.00 a month = 290.836, a day of May's 31: 9.3818… → 9.38 MXN, occurred at the day's start in
    // Mexico City, in May's invoice.
    const charged = await storageChargesOf(clientId);
    expect(charged).toEqual([
      {
        warehouse_id: CDMX,
        quantity: '0.611',
        unit: 'm3',
        unit_price_cents: '47600',
        amount_cents: '938',
        source_type: 'storage_day',
        source_id: `${CDMX}:2040-05-10`,
        source_label: '2040-05-10',
        occurred_at: expect.anything(),
        period_month: '2040-05-01',
      },
    ]);
    expect(new Date(charged[0]!.occurred_at).toISOString()).toBe('2040-05-10T06:00:00.000Z');
    expect(await eventsOf(db(), clientId, 'charge.created')).toHaveLength(1);

    // The day again, after stock changed: the first measure stands and nothing more is charged.
    await stock(clientId, CDMX, [{ cm: ['100.00', '100.00', '100.00'], units: 2 }]);
    expect(await run({ now: midnight, timeZones: [MEXICO] })).toMatchObject({ taken: 0 });
    expect(await snapshotsOf(clientId)).toEqual([
      { warehouse_id: CDMX, day: '2040-05-10', units: '10', volume_m3: '0.611' },
    ]);
    expect(await storageChargesOf(clientId)).toHaveLength(1);
    expect(await eventsOf(db(), clientId, 'charge.created')).toHaveLength(1);

    // Madrid's own midnight (22:00 UTC in May) measures Madrid's day.
    await run({ now: new Date('2040-05-10T22:00:00Z'), timeZones: ['Europe/Madrid'] });
    expect((await snapshotsOf(clientId)).map((s) => [s.warehouse_id, s.day, s.volume_m3])).toEqual([
      [MADRID, '2040-05-10', '0.005'],
      [CDMX, '2040-05-10', '0.611'],
    ]);
    expect((await storageChargesOf(clientId)).map((c) => c.source_id)).toEqual([
      `${MADRID}:2040-05-10`,
      `${CDMX}:2040-05-10`,
    ]);
  });

  it('charges once when two processes run the same day at the same moment', async () => {
    const clientId = await createTestClient(db());
    await stock(clientId, CDMX, [{ cm: ['50.00', '40.00', '30.00'], units: 4 }]); // 0.06 × 4 = 0.24 m³
    const day = { now: midnight, day: '2040-05-20', warehouseIds: [CDMX] };
    // On PostgreSQL each run is a transaction on its own connection: the later insert waits on the first's key and
    // then does nothing, and its charge meets charges_once_per_source. PGlite (one session) runs them in turn.
    const runs = await Promise.all([run(day), run(day), run(day)]);
    // One run took the day's snapshots (the demo merchants' stock at the warehouse too); the others found them.
    expect(runs.filter((one) => one.taken > 0)).toHaveLength(1);
    expect(await snapshotsOf(clientId)).toEqual([
      { warehouse_id: CDMX, day: '2040-05-20', units: '4', volume_m3: '0.240' },
    ]);
    // 0.24 × 476.00 = 114.24 MXN a month; a day of May's 31: 3.6851… → 3.69 MXN
    expect((await storageChargesOf(clientId)).map((c) => [c.source_id, c.amount_cents])).toEqual([
      [`${CDMX}:2040-05-20`, '369'],
    ]);
    expect(await eventsOf(db(), clientId, 'charge.created')).toHaveLength(1);
  });

  it('refuses a day that is not YYYY-MM-DD', async () => {
    await expect(run({ now: midnight, day: '20-05-2040' })).rejects.toThrow('YYYY-MM-DD');
  });

  it('runs on the job queue for each warehouse time zone, taking the day before today there', async () => {
    const clientId = await createTestClient(db());
    await stock(clientId, CDMX, [{ cm: ['10.00', '10.00', '10.00'], units: 1 }]);
    const [today] = await asOperator(db(), async (tx) =>
      rowsOf<{ yesterday: string }>(
        await tx.execute(sql`SELECT ((now() AT TIME ZONE ${MEXICO})::date - 1)::text AS yesterday`),
      ),
    );
    await t.app.jobs.runNow(zoneQueue(STORAGE_SNAPSHOT_JOB, MEXICO));
    // The queue's worker runs it (polling at most every JOB_POLLING_INTERVAL_MS); wait for its snapshot.
    let snapshots: Awaited<ReturnType<typeof snapshotsOf>> = [];
    for (let attempt = 0; attempt < 100 && snapshots.length === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      snapshots = await snapshotsOf(clientId);
    }
    expect(snapshots).toEqual([
      { warehouse_id: CDMX, day: today!.yesterday, units: '1', volume_m3: '0.001' },
    ]);
    // The same run by hand: already measured.
    expect(await runStorageSnapshot(db(), storageDayCharger(t.app.log), MEXICO)).toMatchObject({ taken: 0 });
  });

  it('charges a day once when two API processes on one database both run it from the queue', async () => {
    const second = await startTestApp({ testDatabase: t.testDatabase });
    try {
      const clientId = await createTestClient(db());
      await stock(clientId, CDMX, [{ cm: ['50.00', '20.00', '10.00'], units: 3 }]); // 0.01 × 3 = 0.03 m³
      const queue = zoneQueue(STORAGE_SNAPSHOT_JOB, MEXICO);
      const completed = async () =>
        (
          await asOperator(db(), async (tx) =>
            rowsOf<{ n: number }>(
              await tx.execute(
                sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${queue} AND state = 'completed'`,
              ),
            ),
          )
        )[0]!.n;
      const before = await completed();
      // Each process sends the occurrence and its worker takes one: two runs of the same day at about once.
      await Promise.all([t.app.jobs.runNow(queue), second.app.jobs.runNow(queue)]);
      for (let attempt = 0; attempt < 150 && (await completed()) < before + 2; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await completed()).toBe(before + 2);
      expect((await snapshotsOf(clientId)).map((s) => s.volume_m3)).toEqual(['0.030']);
      const charged = await storageChargesOf(clientId);
      expect(charged).toHaveLength(1);
      expect(await eventsOf(db(), clientId, 'charge.created')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
