import { sql } from 'drizzle-orm';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { DEMO_CLIENT_ID } from '../../seed/ids.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { checkStockDrift } from './drift.js';
import { changeIncoming, recordMovements } from './ledger.js';
import { createTestProducts } from './test-helpers.js';

const WH = 'WH-MX-MTY';

describe('checkStockDrift', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.destroy());

  const driftOf = async (productIds: string[]) =>
    (await asOperator(t.database, checkStockDrift)).filter((d) => productIds.includes(d.productId));

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
  });
});
