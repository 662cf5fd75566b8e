import {
  applicableRange,
  chargeAmountCents,
  estimateTotal,
  firstRange,
  priceToCents,
  roundToCents,
} from './ranges';
import type { PriceRange } from './types';

const TIERS: PriceRange[] = [
  { min: 1, max: 100, price: 25 },
  { min: 101, max: 500, price: 21.5 },
  { min: 501, max: 1000, price: 18.75 },
];

describe('applicableRange', () => {
  it('has nothing to apply without ranges', () => {
    expect(applicableRange([], 10)).toBeNull();
  });

  it('applies the only range whatever the quantity', () => {
    const only = { min: 1, max: 50, price: 12 };
    expect(applicableRange([only], 10)).toEqual({ range: only, index: 0, openEnded: false });
    expect(applicableRange([only], 5000)).toEqual({ range: only, index: 0, openEnded: true });
  });

  it.each([
    [0, 0],
    [1, 0],
    [100, 0],
    [101, 1],
    [500, 1],
    [501, 2],
    [1000, 2],
  ])('prices %p with the first range whose max is at least it (index %p)', (quantity, index) => {
    expect(applicableRange(TIERS, quantity)).toEqual({ range: TIERS[index], index, openEnded: false });
  });

  it('uses the last range above every maximum, flagged open-ended', () => {
    expect(applicableRange(TIERS, 1001)).toEqual({ range: TIERS[2], index: 2, openEnded: true });
  });

  it('reads a null maximum as unbounded and open-ended', () => {
    const ranges = [
      { min: 1, max: 10, price: 5 },
      { min: 11, max: null, price: 4 },
    ];
    expect(applicableRange(ranges, 11)).toEqual({ range: ranges[1], index: 1, openEnded: true });
    expect(applicableRange(ranges, 10)).toEqual({ range: ranges[0], index: 0, openEnded: false });
  });

  it("keeps the list's order: the first matching range wins", () => {
    const unordered = [
      { min: 1, max: 500, price: 9 },
      { min: 1, max: 100, price: 10 },
    ];
    expect(applicableRange(unordered, 50)?.index).toBe(0);
  });
});

describe('firstRange', () => {
  it('is the first range, bounded', () => {
    expect(firstRange(TIERS)).toEqual({ range: TIERS[0], index: 0, openEnded: false });
  });

  it('is null without ranges', () => {
    expect(firstRange([])).toBeNull();
  });
});

describe('roundToCents', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [1.004, 1],
    [10.1 * 3, 30.3],
    [-1.005, -1.01],
    [0.0000001, 0],
    [123456789.125, 123456789.13],
  ])('%p rounds to %p', (value, rounded) => {
    expect(roundToCents(value)).toBe(rounded);
  });

  it('gives 0 for what is not a finite number', () => {
    expect(roundToCents(Number.NaN)).toBe(0);
    expect(roundToCents(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('keeps values too large to have cents', () => {
    expect(roundToCents(1e20)).toBe(1e20);
  });
});

describe('estimateTotal', () => {
  it('multiplies the quantity by the range price, to 2 decimals', () => {
    expect(estimateTotal(3, { min: 1, max: 10, price: 10.1 })).toBe(30.3);
    expect(estimateTotal(7, { min: 1, max: 10, price: 18.755 })).toBe(131.29);
    expect(estimateTotal(250, TIERS[1])).toBe(5375);
  });

  it('is 0 when the product is not above 0', () => {
    expect(estimateTotal(0, TIERS[0])).toBe(0);
    expect(estimateTotal(5, { min: 0, max: null, price: 0 })).toBe(0);
    expect(estimateTotal(5, { min: 0, max: null, price: -3 })).toBe(0);
    expect(estimateTotal(Number.NaN, TIERS[0])).toBe(0);
    expect(estimateTotal(Number.POSITIVE_INFINITY, TIERS[0])).toBe(0);
  });

  it('is 0 without a range', () => {
    expect(estimateTotal(10, null)).toBe(0);
    expect(estimateTotal(10, undefined)).toBe(0);
  });
});

describe('the calculators and billing', () => {
  // Billing charges with chargeAmountCents on the price in cents; the calculators show estimateTotal. Both are
  // the one module (api/src/pricing/rules.ts), so they agree to the cent: checked here over a grid of
  // quantities and prices with every cent ending (the API's fast-check property covers random ones).
  it('say the same amount for every quantity and price', () => {
    for (let quantity = 0; quantity <= 120; quantity += 1) {
      for (let priceCents = 0; priceCents <= 2500; priceCents += 7) {
        const price = Number(`${priceCents}e-2`);
        const billed = chargeAmountCents(String(quantity), priceToCents(price));
        expect(estimateTotal(quantity, { min: 0, max: null, price })).toBe(billed > 0 ? billed / 100 : 0);
      }
    }
  });
});
