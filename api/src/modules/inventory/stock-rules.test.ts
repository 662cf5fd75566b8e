import {
  bucketDelta,
  bucketsAreValid,
  daysOfCover,
  levelKey,
  movementProblem,
  needsRestocking,
  rebuild,
  stockState,
} from './stock-rules.js';

describe('stock rules', () => {
  it('names the bucket each reason changes (migration 008)', () => {
    expect(bucketDelta('received', 5)).toEqual({ onHand: 5, reserved: 0, damaged: 0 });
    expect(bucketDelta('returned', 2)).toEqual({ onHand: 2, reserved: 0, damaged: 0 });
    expect(bucketDelta('adjusted', -3)).toEqual({ onHand: -3, reserved: 0, damaged: 0 });
    expect(bucketDelta('reserved', 4)).toEqual({ onHand: 0, reserved: 4, damaged: 0 });
    expect(bucketDelta('released', -4)).toEqual({ onHand: 0, reserved: -4, damaged: 0 });
    expect(bucketDelta('shipped', -2)).toEqual({ onHand: -2, reserved: -2, damaged: 0 });
    expect(bucketDelta('damaged', 1)).toEqual({ onHand: 0, reserved: 0, damaged: 1 });
  });

  it('refuses a zero, fractional or wrongly signed quantity', () => {
    expect(movementProblem('received', 0)).toMatch(/other than 0/);
    expect(movementProblem('received', 1.5)).toMatch(/whole number/);
    expect(movementProblem('received', -1)).toMatch(/positive/);
    expect(movementProblem('shipped', 1)).toMatch(/negative/);
    expect(movementProblem('released', 1)).toMatch(/negative/);
    expect(movementProblem('adjusted', -7)).toBeNull();
    expect(movementProblem('damaged', -1)).toBeNull();
  });

  it('rebuilds levels per product and warehouse from a ledger in any order', () => {
    const ledger = [
      { productId: 'p', warehouseId: 'A', reason: 'received' as const, quantity: 10 },
      { productId: 'p', warehouseId: 'B', reason: 'received' as const, quantity: 1 },
      { productId: 'p', warehouseId: 'A', reason: 'reserved' as const, quantity: 3 },
      { productId: 'p', warehouseId: 'A', reason: 'shipped' as const, quantity: -3 },
    ];
    const expected = new Map([
      [levelKey('p', 'A'), { onHand: 7, reserved: 0, damaged: 0 }],
      [levelKey('p', 'B'), { onHand: 1, reserved: 0, damaged: 0 }],
    ]);
    expect(rebuild(ledger)).toEqual(expected);
    expect(rebuild([...ledger].reverse())).toEqual(expected);
  });

  it('holds the database’s rules: no bucket below zero, reserved at most on hand', () => {
    expect(bucketsAreValid({ onHand: 2, reserved: 2, damaged: 0 })).toBe(true);
    expect(bucketsAreValid({ onHand: 1, reserved: 2, damaged: 0 })).toBe(false);
    expect(bucketsAreValid({ onHand: 1, reserved: 0, damaged: -1 })).toBe(false);
  });

  it('gives days of cover as available ÷ the 30-day daily shipping pace, null without sales', () => {
    expect(daysOfCover(100, 0)).toBeNull();
    expect(daysOfCover(100, 30)).toBe(100);
    expect(daysOfCover(45, 60)).toBe(22);
    expect(daysOfCover(0, 10)).toBe(0);
  });

  describe('stockState', () => {
    it('reads a product that never had units as no stock yet, whatever its threshold (not low stock)', () => {
      expect(stockState({ available: 0, lowStockThreshold: 5, stocked: false })).toBe('noStockYet');
      expect(stockState({ available: 0, lowStockThreshold: null, stocked: false })).toBe('noStockYet');
      expect(needsRestocking('noStockYet')).toBe(false);
    });

    it('reads a product that had units and has none available as out of stock, threshold or not', () => {
      expect(stockState({ available: 0, lowStockThreshold: null, stocked: true })).toBe('outOfStock');
      expect(stockState({ available: 0, lowStockThreshold: 5, stocked: true })).toBe('outOfStock');
      expect(needsRestocking('outOfStock')).toBe(true);
    });

    it('reads some available at or below the threshold as low stock, above it or without one as in stock', () => {
      expect(stockState({ available: 5, lowStockThreshold: 5, stocked: true })).toBe('lowStock');
      expect(stockState({ available: 1, lowStockThreshold: 5, stocked: true })).toBe('lowStock');
      expect(stockState({ available: 6, lowStockThreshold: 5, stocked: true })).toBe('inStock');
      expect(stockState({ available: 1, lowStockThreshold: null, stocked: true })).toBe('inStock');
      expect(needsRestocking('lowStock')).toBe(true);
      expect(needsRestocking('inStock')).toBe(false);
    });
  });
});
