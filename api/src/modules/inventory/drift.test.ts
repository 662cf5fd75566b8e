import { sql } from 'drizzle-orm';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { DEMO_CLIENT_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import type { TestDatabase } from '../../test/database.js';
import { captureLogs } from '../../test/logs.js';
import { checkStockDrift, checkStockTotalsDrift, runStockDriftCheck, STOCK_DRIFT_JOB } from './drift.js';
import { changeIncoming, recordMovements } from './ledger.js';
import { createTestProducts } from './test-helpers.js';

const WH = 'WH-MX-MTY';

describe('checkStockDrift', () => {
  let app: TestApp;
  let t: TestDatabase;

  beforeAll(async () => {
    app = await startTestApp({ env: { LOG_LEVEL: 'warn' } });
    t = app.testDatabase;
  });
  afterAll(() => app.close());

  const driftOf = async (productIds: string[]) =>
    (await asOperator(t.database, checkStockDrift)).filter((d) => productIds.includes(d.productId));
  const totalsDriftOf = async (productIds: string[]) =>
    (await asOperator(t.database, checkStockTotalsDrift)).filter((d) => productIds.includes(d.productId));

  it('finds nothing while every change went through the ledger, and reports (never fixes) a level changed behind it', async () => {
    const [p, q] = await createTestProducts(t.database, DEMO_CLIENT_ID, 2);
    await asClient(t.database, DEMO_CLIENT_ID, (tx) =>
      recordMovements(tx, [
        {
          clientId: DEMO_CLIENT_ID,
          productId: p!,
          warehouseId: WH,
          quantity: 9,
          reason: 'received',
          documentType: 'adjustment',
          documentId: 'drift-1',
        },
        {
          clientId: DEMO_CLIENT_ID,
          productId: p!,
          warehouseId: WH,
          quantity: 2,
          reason: 'reserved',
          documentType: 'order',
          documentId: 'drift-o',
        },
      ]),
    );
    expect(await driftOf([p!, q!])).toEqual([]);
    expect(await totalsDriftOf([p!, q!])).toEqual([]);

    // Incoming with no open receiving order behind it, and on hand changed by a write that bypassed the ledger.
    await asClient(t.database, DEMO_CLIENT_ID, (tx) =>
      changeIncoming(tx, [{ clientId: DEMO_CLIENT_ID, productId: q!, warehouseId: WH, delta: 4 }]),
    );
    await t.database.asOwner(({ db }) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('app.operator', 'on', true)`);
        await tx.execute(sql`UPDATE stock_levels SET on_hand = on_hand + 1 WHERE product_id = ${p!}`);
      }),
    );
    const drift = await driftOf([p!, q!]);
    expect(drift).toEqual(
      expect.arrayContaining([
        { clientId: DEMO_CLIENT_ID, productId: p, warehouseId: WH, bucket: 'onHand', stored: 10, rebuilt: 9 },
        {
          clientId: DEMO_CLIENT_ID,
          productId: q,
          warehouseId: WH,
          bucket: 'incoming',
          stored: 4,
          rebuilt: 0,
        },
      ]),
    );
    expect(drift).toHaveLength(2);
    // Reported, not repaired: a second check finds the same.
    expect(await driftOf([p!, q!])).toEqual(drift);
    // The ledger kept q's totals with its incoming; p's level changed behind it, so its totals no longer add up.
    expect(await totalsDriftOf([p!, q!])).toEqual([
      { clientId: DEMO_CLIENT_ID, productId: p, bucket: 'onHand', stored: 9, rebuilt: 10 },
    ]);
  });

  it("reports a product's totals changed behind the ledger", async () => {
    const [p] = await createTestProducts(t.database, DEMO_CLIENT_ID, 1);
    expect(await totalsDriftOf([p!])).toEqual([]);
    await t.database.asOwner(({ db }) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('app.operator', 'on', true)`);
        await tx.execute(
          sql`UPDATE product_stock_totals SET reserved = 1, on_hand = 3 WHERE product_id = ${p!}`,
        );
      }),
    );
    expect(await totalsDriftOf([p!])).toEqual([
      { clientId: DEMO_CLIENT_ID, productId: p, bucket: 'onHand', stored: 3, rebuilt: 0 },
      { clientId: DEMO_CLIENT_ID, productId: p, bucket: 'reserved', stored: 1, rebuilt: 0 },
    ]);
  });

  it('runs nightly on the job queue, logging each difference as a warning', async () => {
    const logs = captureLogs(app.app);
    try {
      const { differences, totalsDifferences } = await runStockDriftCheck(
        (work) => asOperator(t.database, work),
        app.app.log,
      );
      expect(differences.length).toBeGreaterThan(0);
      const warnings = logs.entries().filter((e) => e.msg === 'stock level differs from its ledger rebuild');
      expect(warnings).toHaveLength(differences.length);
      expect(warnings[0]).toMatchObject({ level: 40, drift: differences[0] });
      expect(totalsDifferences.length).toBeGreaterThan(0);
      const totalsWarnings = logs
        .entries()
        .filter((e) => e.msg === 'product stock totals differ from their levels');
      expect(totalsWarnings).toHaveLength(totalsDifferences.length);
    } finally {
      logs.stop();
    }
    // A scheduled kind of the queue (runNow refuses a kind that is not).
    await expect(app.app.jobs.runNow(STOCK_DRIFT_JOB)).resolves.toBeUndefined();
  });
});
