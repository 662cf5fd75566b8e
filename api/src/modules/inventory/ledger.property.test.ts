// Property: whatever sequence of receptions, adjustments, reservations, releases, shipments and damage runs
// through recordMovements against the real database, the stored levels equal a rebuild of the stored ledger and
// the model's levels, no bucket is ever below zero, refused changes leave nothing behind, and replaying an
// applied movement changes nothing.
import fc from 'fast-check';
import type { MovementReason } from '../../platform/db/schema.js';
import { asClient } from '../../platform/db/scope.js';
import { DEMO_CLIENT_ID } from '../../seed/ids.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { InsufficientStock, recordMovements, type MovementInput } from './ledger.js';
import {
  addBuckets,
  bucketDelta,
  bucketsAreValid,
  EMPTY_BUCKETS,
  levelKey,
  rebuild,
  type LedgerBuckets,
} from './stock-rules.js';
import { createTestProducts, ledgerOf, levelsOf, totalsOf } from './test-helpers.js';

const WAREHOUSES = ['WH-MX-CDMX', 'WH-US-LRD'];

const operation = fc.record({
  product: fc.nat({ max: 1 }),
  warehouse: fc.nat({ max: 1 }),
  reason: fc.constantFrom<MovementReason>(
    'received',
    'adjusted',
    'reserved',
    'released',
    'shipped',
    'damaged',
    'returned',
  ),
  size: fc.integer({ min: 1, max: 6 }),
  negative: fc.boolean(),
});

function signed(reason: MovementReason, size: number, negative: boolean): number {
  if (reason === 'released' || reason === 'shipped') return -size;
  if (reason === 'adjusted' || reason === 'damaged') return negative ? -size : size;
  return size;
}

describe('ledger property: database levels = rebuild(ledger)', () => {
  let t: TestDatabase;
  let run = 0;

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.destroy());

  it('holds after random sequences of movements, with replays changing nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), fc.nat(), async (ops, pick) => {
        run += 1;
        const productIds = await createTestProducts(t.database, DEMO_CLIENT_ID, 2, `PROP${run}`);
        const model = new Map<string, LedgerBuckets>();
        const applied: MovementInput[] = [];
        for (const [i, op] of ops.entries()) {
          const productId = productIds[op.product]!;
          const warehouseId = WAREHOUSES[op.warehouse]!;
          const m: MovementInput = {
            clientId: DEMO_CLIENT_ID,
            productId,
            warehouseId,
            reason: op.reason,
            quantity: signed(op.reason, op.size, op.negative),
            documentType: 'adjustment',
            documentId: `prop-${run}-${i}`,
          };
          const key = levelKey(productId, warehouseId);
          const next = addBuckets(model.get(key) ?? EMPTY_BUCKETS, bucketDelta(m.reason, m.quantity));
          const attempt = asClient(t.database, DEMO_CLIENT_ID, (tx) => recordMovements(tx, [m]));
          if (bucketsAreValid(next)) {
            await expect(attempt).resolves.toEqual({ applied: 1, skipped: 0 });
            model.set(key, next);
            applied.push(m);
          } else {
            await expect(attempt).rejects.toBeInstanceOf(InsufficientStock);
          }
        }
        if (applied.length > 0) {
          const replay = applied[pick % applied.length]!;
          await expect(
            asClient(t.database, DEMO_CLIENT_ID, (tx) => recordMovements(tx, [replay])),
          ).resolves.toEqual({ applied: 0, skipped: 1 });
        }

        const stored = await levelsOf(t.database, DEMO_CLIENT_ID, productIds);
        const ledger = (
          await Promise.all(productIds.map((id) => ledgerOf(t.database, DEMO_CLIENT_ID, id)))
        ).flat();
        expect(ledger).toHaveLength(applied.length);
        const rebuilt = rebuild(ledger);
        for (const level of stored) {
          const key = levelKey(level.productId, level.warehouseId);
          const buckets = { onHand: level.onHand, reserved: level.reserved, damaged: level.damaged };
          expect(bucketsAreValid(buckets)).toBe(true);
          expect(level.available).toBe(level.onHand - level.reserved);
          expect(buckets).toEqual(rebuilt.get(key) ?? EMPTY_BUCKETS);
          expect(buckets).toEqual(model.get(key) ?? EMPTY_BUCKETS);
        }
        // Each product's totals (what the list sorts by) are the sum of its levels, rebuilt here.
        const totals = await totalsOf(t.database, DEMO_CLIENT_ID, productIds);
        expect(totals).toHaveLength(productIds.length);
        for (const total of totals) {
          const mine = stored.filter((level) => level.productId === total.productId);
          const sum = (key: 'onHand' | 'reserved' | 'damaged' | 'incoming') =>
            mine.reduce((n, level) => n + level[key], 0);
          expect({ ...total, stocked: undefined }).toEqual({
            productId: total.productId,
            onHand: sum('onHand'),
            reserved: sum('reserved'),
            available: sum('onHand') - sum('reserved'),
            damaged: sum('damaged'),
            incoming: sum('incoming'),
            stocked: undefined,
          });
          // Stocked once any units were on hand (a received, returned or positive adjusted movement applied).
          const everReceived = applied.some(
            (m) => m.productId === total.productId && bucketDelta(m.reason, m.quantity).onHand > 0,
          );
          expect(total.stocked).toBe(everReceived);
        }
        // Every level the model has is stored (a level opened by a refused change may exist at zero).
        for (const key of model.keys()) {
          expect(stored.some((l) => levelKey(l.productId, l.warehouseId) === key)).toBe(true);
        }
      }),
      { numRuns: 25, seed: 16 },
    );
  });
});
