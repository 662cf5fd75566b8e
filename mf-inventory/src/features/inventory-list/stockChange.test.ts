import { products } from '../../testing/fixtures';
import { applyStockChange, daysOfCover } from './stockChange';

const [mug, tee] = products;
const change = {
  productId: 'p-mug',
  warehouseId: 'WH-MX-CDMX',
  onHand: 45,
  reserved: 5,
  available: 40,
  incoming: 5,
  damaged: 1,
};

describe('days of cover', () => {
  it('divides available by the average units shipped per day over 30 days, in whole days', () => {
    expect(daysOfCover(35, 30)).toBe(35);
    expect(daysOfCover(10, 7)).toBe(42);
    expect(daysOfCover(10, 0)).toBeNull();
  });
});

describe('applyStockChange', () => {
  it("replaces the warehouse's levels, its days of cover and the row's totals", () => {
    const row = applyStockChange(mug, change);
    expect(row.warehouses[0]).toMatchObject({
      onHand: 45,
      available: 40,
      incoming: 5,
      damaged: 1,
      daysOfCover: 40,
    });
    expect(row.warehouses[1]).toBe(mug.warehouses[1]);
    expect(row.total).toEqual({
      onHand: 48,
      reserved: 5,
      available: 43,
      incoming: 5,
      damaged: 1,
      daysOfCover: 43,
    });
  });

  it('leaves other products, other warehouses than the one shown, and events without levels alone', () => {
    expect(applyStockChange(tee, change)).toBe(tee);
    expect(applyStockChange(mug, change, 'WH-US-LRD')).toBe(mug);
    expect(applyStockChange(mug, { productId: 'p-mug', warehouseId: 'WH-MX-CDMX' })).toBe(mug);
  });

  it('adds a warehouse the row did not list, and flags low stock at or below the threshold', () => {
    const row = applyStockChange(
      tee,
      { ...change, productId: 'p-tee', warehouseId: 'WH-US-LRD', available: 40 },
      undefined,
      'Laredo',
    );
    expect(row.warehouses.map((level) => level.warehouseName)).toEqual(['Mexico City', 'Laredo']);
    expect(row.lowStock).toBe(false);
    const low = applyStockChange(mug, {
      ...change,
      onHand: 5,
      reserved: 5,
      available: 0,
      warehouseId: 'WH-MX-CDMX',
    });
    expect(low.total.available).toBe(3);
    expect(low.lowStock).toBe(true);
  });

  it('moves the stock state: a new product receiving units is in stock, one whose last units go is out of stock', () => {
    const fresh = {
      ...tee!,
      stockState: 'noStockYet' as const,
      lowStock: false,
      lowStockThreshold: 10,
      warehouses: [],
    };
    const stocked = applyStockChange(fresh, { ...change, productId: 'p-tee' }, undefined, 'Mexico City');
    expect([stocked.stockState, stocked.lowStock]).toEqual(['inStock', false]);
    const gone = applyStockChange(stocked, {
      ...change,
      productId: 'p-tee',
      onHand: 0,
      reserved: 0,
      available: 0,
    });
    expect([gone.stockState, gone.lowStock]).toEqual(['outOfStock', true]);
  });
});
