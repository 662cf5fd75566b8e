import { needsRestocking, stockStateOf } from './stockState';

describe('stockStateOf', () => {
  it('reads a product never stocked as no stock yet, not low stock, whatever its threshold', () => {
    expect(stockStateOf(0, 5, false)).toBe('noStockYet');
    expect(stockStateOf(0, null, false)).toBe('noStockYet');
    expect(needsRestocking('noStockYet')).toBe(false);
  });

  it('reads none available after having units as out of stock, with or without a threshold', () => {
    expect(stockStateOf(0, null, true)).toBe('outOfStock');
    expect(stockStateOf(0, 5, true)).toBe('outOfStock');
    expect(needsRestocking('outOfStock')).toBe(true);
  });

  it('reads some available at or below the threshold as low stock, above it or without one as in stock', () => {
    expect(stockStateOf(5, 5, true)).toBe('lowStock');
    expect(stockStateOf(6, 5, true)).toBe('inStock');
    expect(stockStateOf(1, null, true)).toBe('inStock');
    expect(needsRestocking('lowStock')).toBe(true);
    expect(needsRestocking('inStock')).toBe(false);
  });
});
