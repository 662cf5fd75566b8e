// The pricing rules from billing's side (issue 18): exact amounts, each range boundary, the open-ended last range,
// and the property that a calculator's total and billing's amount are the same number of cents.
import fc from 'fast-check';
import {
  amountInCents,
  applicableRange,
  basisPointsOfCents,
  chargeAmountCents,
  proratedAmountCents,
  estimateTotal,
  parseDecimal,
  priceToCents,
  roundToCents,
  type PriceRange,
} from './rules.js';

const TIERS: PriceRange[] = [
  { min: 1, max: 100, price: 25 },
  { min: 101, max: 500, price: 21.5 },
  { min: 501, max: 1000, price: 18.75 },
];

describe('parseDecimal and priceToCents', () => {
  it('reads decimal texts and doubles exactly', () => {
    expect(parseDecimal('21.50')).toEqual({ units: BigInt(2150), scale: 2 });
    expect(parseDecimal('-0.375')).toEqual({ units: BigInt(-375), scale: 3 });
    expect(parseDecimal('1e-7')).toEqual({ units: BigInt(1), scale: 7 });
    expect(parseDecimal('1.5e+3')).toEqual({ units: BigInt(1500), scale: 0 });
    expect(parseDecimal('abc')).toBeNull();
    expect(parseDecimal('.')).toBeNull();
  });

  it('turns price-list prices into integer cents', () => {
    expect(priceToCents('21.50')).toBe(2150);
    expect(priceToCents(21.5)).toBe(2150);
    expect(priceToCents(0.1)).toBe(10);
    expect(priceToCents('1.005')).toBe(101);
    expect(priceToCents(59.9)).toBe(5990);
    expect(() => priceToCents('twelve')).toThrow(RangeError);
    expect(() => priceToCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('chargeAmountCents', () => {
  it('multiplies thousandths by cents and rounds half up once', () => {
    expect(chargeAmountCents('1', 2150)).toBe(2150);
    expect(chargeAmountCents('3', BigInt(1010))).toBe(3030);
    // 0.375 m³ × 380.00 = 142.50; 0.001 × 0.05 rounds to 0; 0.01 × 0.50 = 0.005 → 0.01 (half up).
    expect(chargeAmountCents('0.375', 38000)).toBe(14250);
    expect(chargeAmountCents('0.001', 5)).toBe(0);
    expect(chargeAmountCents('0.01', 50)).toBe(1);
    expect(chargeAmountCents('0.5', 1)).toBe(1);
    expect(chargeAmountCents('12.345', 1999)).toBe(24678); // 246.776... → 246.78
  });

  it('refuses what is not a 3-place decimal quantity or integer cents', () => {
    expect(() => chargeAmountCents('1.2345', 100)).toThrow(RangeError);
    expect(() => chargeAmountCents('-1', 100)).toThrow(RangeError);
    expect(() => chargeAmountCents('1e3', 100)).toThrow(RangeError);
    expect(() => chargeAmountCents('1', 1.5)).toThrow(RangeError);
  });
});

describe('proratedAmountCents', () => {
  it('takes one share of quantity × price and rounds once, half up', () => {
    // 0.699 m³ × 476.00 a month, one day of 30: 332.724 / 30 = 11.0908 → 11.09.
    expect(proratedAmountCents('0.699', 47600, 30)).toBe(1109);
    expect(proratedAmountCents('1', 3000, 30)).toBe(100);
    expect(proratedAmountCents('1', 100, 8)).toBe(13); // 12.5 → 13 (half up)
    expect(proratedAmountCents('2', 2150, 1)).toBe(chargeAmountCents('2', 2150));
  });

  it('sums a month of the same volume to the monthly amount within half a cent a day', () => {
    for (const days of [28, 29, 30, 31]) {
      const month = chargeAmountCents('12.375', 40800);
      const daily = proratedAmountCents('12.375', 40800, days);
      expect(Math.abs(daily * days - month)).toBeLessThanOrEqual(days / 2);
    }
  });

  it('refuses a share that is not a positive whole number', () => {
    expect(() => proratedAmountCents('1', 100, 0)).toThrow(RangeError);
    expect(() => proratedAmountCents('1', 100, 1.5)).toThrow(RangeError);
  });
});

describe('amountInCents, roundToCents, estimateTotal (the calculators)', () => {
  it('are exact where doubles drift', () => {
    expect(amountInCents(3, 10.1)).toBe(BigInt(3030));
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(-1.005)).toBe(-1.01);
    expect(roundToCents(0.1 + 0.2)).toBe(0.3);
    expect(estimateTotal(7, { min: 1, max: 10, price: 18.755 })).toBe(131.29);
    expect(estimateTotal(250, TIERS[1])).toBe(5375);
  });

  it('taxes by basis points, half up once', () => {
    expect(basisPointsOfCents(10000, 1600)).toBe(1600);
    expect(basisPointsOfCents(3, 1600)).toBe(0); // 0.48 cents
    expect(basisPointsOfCents(25, 2100)).toBe(5); // 5.25
    expect(basisPointsOfCents(50, 1900)).toBe(10); // 9.5 → 10
    expect(basisPointsOfCents(12345, 0)).toBe(0);
  });
});

describe('each range boundary, from billing', () => {
  it.each([
    [1, 0, 2500],
    [100, 0, 2500],
    [101, 1, 2150],
    [500, 1, 2150],
    [501, 2, 1875],
    [1000, 2, 1875],
  ])('order number %p of the month is priced by range %p (%p cents)', (count, index, cents) => {
    const applied = applicableRange(TIERS, count);
    expect(applied?.index).toBe(index);
    expect(applied?.openEnded).toBe(false);
    expect(chargeAmountCents('1', priceToCents(applied!.range.price))).toBe(cents);
  });

  it('prices above every maximum with the last range, open-ended', () => {
    const applied = applicableRange(TIERS, 1001);
    expect(applied).toEqual({ range: TIERS[2], index: 2, openEnded: true });
    const unbounded = [
      { min: 1, max: 10, price: 5 },
      { min: 11, max: null, price: 4.25 },
    ];
    expect(applicableRange(unbounded, 1_000_000)).toEqual({ range: unbounded[1], index: 1, openEnded: true });
  });

  it("prices an order's extra products at the service's extra price", () => {
    // 3 units: 1 order + 2 extra products at 6.50.
    expect(chargeAmountCents('2', priceToCents(6.5))).toBe(1300);
  });
});

// Prices as a price list holds them: numeric(14, 2), so at most 2 places.
const priceArbitrary = fc
  .integer({ min: 0, max: 99_999_999 })
  .map((cents) => ({ cents, price: Number(`${cents}e-2`) }));
const quantityArbitrary = fc.integer({ min: 0, max: 99_999_999 }).map((thousandths) => ({
  text: (thousandths / 1000).toFixed(3),
  value: thousandths / 1000,
}));

describe('a calculator total equals the billed amount (property)', () => {
  it('for whole quantities (the calculators take digits only)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), priceArbitrary, (quantity, { cents, price }) => {
        const billed = chargeAmountCents(String(quantity), priceToCents(price));
        expect(priceToCents(price)).toBe(cents);
        expect(Math.round(estimateTotal(quantity, { min: 0, max: null, price }) * 100)).toBe(billed);
        expect(estimateTotal(quantity, { min: 0, max: null, price })).toBe(Number(`${billed}e-2`));
      }),
    );
  });

  it('for 3-place quantities (storage m³), through the range each side picks', () => {
    fc.assert(
      fc.property(
        quantityArbitrary,
        fc.array(priceArbitrary, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (quantity, prices, lastOpen) => {
          const ranges: PriceRange[] = prices.map(({ price }, index) => ({
            min: index * 1000,
            max: lastOpen && index === prices.length - 1 ? null : index * 1000 + 999,
            price,
          }));
          const calculator = applicableRange(ranges, quantity.value);
          const billing = applicableRange(ranges, Number(quantity.text));
          expect(billing).toEqual(calculator);
          const billed = chargeAmountCents(quantity.text, priceToCents(billing!.range.price));
          const total = estimateTotal(quantity.value, calculator!.range);
          expect(total).toBe(billed > 0 ? Number(`${billed}e-2`) : 0);
        },
      ),
    );
  });
});
