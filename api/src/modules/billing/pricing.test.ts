// Billing's pricing from a price list (issue 18), pure: which service and range price each kind of charge, the
// rule each charge keeps, and what a price list cannot price (PricingError, which the hooks log and skip).
import { estimateTotal } from '../../pricing/rules.js';
import {
  normaliseQuantity,
  priceProcessOrder,
  priceReception,
  priceReturn,
  priceStorage,
  daysInMonthOf,
  PricingError,
  serviceForWeight,
  type BillingCategory,
  type BillingPriceList,
  type BillingRange,
  type BillingService,
} from './pricing.js';

let next = 0;
const range = (min: number, max: number | null, price: string): BillingRange => ({
  id: `r${(next += 1)}`,
  min,
  max,
  price: Number(price),
  priceText: price,
});
const service = (
  id: string,
  min: number | null,
  max: number | null,
  ranges: BillingRange[],
  extraPrice: string | null = null,
): BillingService => ({ id, name: id, nameEs: `${id} (es)`, min, max, unit: null, ranges, extraPrice });

const small = service(
  'small',
  0,
  1,
  [range(1, 100, '25.00'), range(101, 500, '21.50'), range(501, null, '18.75')],
  '6.50',
);
const medium = service('medium', 1, 5, [range(1, 100, '30.00')]);
const processOrder: BillingCategory = { unit: null, services: [small, medium] };

const list = (overrides: Partial<BillingPriceList> = {}): BillingPriceList => ({
  warehouseId: 'WH-TEST',
  currency: 'MXN',
  countryCode: 'MX',
  timeZone: 'America/Mexico_City',
  version: 7,
  reception: {
    unit: null,
    services: [service('box', 0, 25, [range(1, 50, '51.00'), range(51, null, '44.00')])],
  },
  processOrder,
  returns: {
    unit: null,
    services: [service('ret', 0, 5, [range(1, 100, '40.00'), range(101, null, '34.00')])],
  },
  storage: { unit: 'm3', ranges: [range(1, 10, '476.00'), range(11, null, '408.00')] },
  ...overrides,
});

describe('serviceForWeight', () => {
  it('takes the first service whose min–max holds the weight; a boundary belongs to the first listed', () => {
    expect(serviceForWeight(processOrder, 0)?.id).toBe('small');
    expect(serviceForWeight(processOrder, 1)?.id).toBe('small');
    expect(serviceForWeight(processOrder, 1.001)?.id).toBe('medium');
    expect(serviceForWeight(processOrder, 5.5)).toBeNull();
    expect(serviceForWeight({ unit: null, services: [service('open', null, null, [])] }, 99)?.id).toBe(
      'open',
    );
  });
});

describe('process order', () => {
  it('is one order at the range of the month’s count, plus extra products at the extra price', () => {
    const [main, extra] = priceProcessOrder(list(), { weightKg: 0.8, units: 3, monthCount: 101 });
    expect(main).toEqual({
      kind: 'process_order',
      quantity: '1',
      unit: 'order',
      unitPriceCents: 2150,
      amountCents: 2150,
      rule: {
        category: 'processOrder',
        serviceId: 'small',
        serviceName: 'small',
        serviceNameEs: 'small (es)',
        serviceMin: 0,
        serviceMax: 1,
        serviceUnit: null,
        rangeId: small.ranges[1]!.id,
        rangeIndex: 1,
        rangeMin: 101,
        rangeMax: 500,
        price: '21.50',
        tier: 101,
        openEnded: false,
      },
    });
    expect(extra).toMatchObject({
      kind: 'extra_product',
      quantity: '2',
      unit: 'product',
      unitPriceCents: 650,
      amountCents: 1300,
      rule: { price: '6.50', extraProduct: true, tier: 101 },
    });
  });

  it.each([
    [1, 0, 2500, false],
    [100, 0, 2500, false],
    [101, 1, 2150, false],
    [500, 1, 2150, false],
    [501, 2, 1875, true],
    [100000, 2, 1875, true],
  ])('count %p: range %p, %p cents (open-ended: %p), as the calculator says', (count, index, cents, open) => {
    const [main, ...rest] = priceProcessOrder(list(), { weightKg: 0.5, units: 1, monthCount: count });
    expect(rest).toEqual([]);
    expect(main!.rule).toMatchObject({ rangeIndex: index, openEnded: open });
    expect(main!.amountCents).toBe(cents);
    expect(main!.amountCents).toBe(Math.round(estimateTotal(1, small.ranges[index]!) * 100));
  });

  it('has no extra products when the service prices none', () => {
    expect(priceProcessOrder(list(), { weightKg: 3, units: 4, monthCount: 1 }).map((l) => l.kind)).toEqual([
      'process_order',
    ]);
  });

  it('cannot price what no weight class holds, nor without services or ranges', () => {
    expect(() => priceProcessOrder(list(), { weightKg: 40, units: 1, monthCount: 1 })).toThrow(
      new PricingError('No process order service of the price list holds 40 kg'),
    );
    expect(() =>
      priceProcessOrder(list({ processOrder: null }), { weightKg: 1, units: 1, monthCount: 1 }),
    ).toThrow(PricingError);
    const bare = { unit: null, services: [service('bare', 0, null, [])] };
    expect(() =>
      priceProcessOrder(list({ processOrder: bare }), { weightKg: 1, units: 1, monthCount: 1 }),
    ).toThrow(PricingError);
  });
});

describe('reception', () => {
  it('with 2 services or fewer: one box, the first service, range by 1', () => {
    expect(priceReception(list(), [{ units: 500, weightKg: '40.000' }])).toMatchObject([
      {
        kind: 'reception',
        quantity: '1',
        unit: 'box',
        amountCents: 5100,
        serviceId: 'box',
        rule: { tier: 1 },
      },
    ]);
  });

  it('with more: one line per service holding products, quantity and range by its units', () => {
    const byProduct: BillingCategory = {
      unit: null,
      services: [
        service('s', 0, 1, [range(1, 1000, '3.00'), range(1001, null, '2.50')]),
        service('m', 1, 5, [range(1, null, '5.00')]),
        service('l', 5, 15, [range(1, null, '9.35')]),
      ],
    };
    const lines = priceReception(list({ reception: byProduct }), [
      { units: 600, weightKg: '0.750' },
      { units: 500, weightKg: '0.200' },
      { units: 3, weightKg: '2.000' },
      { units: 0, weightKg: '9.000' },
    ]);
    expect(lines.map((line) => [line.serviceId, line.quantity, line.unit, line.amountCents])).toEqual([
      ['s', '1100', 'product', 275000],
      ['m', '3', 'product', 1500],
    ]);
    expect(lines[0]!.rule).toMatchObject({ rangeIndex: 1, tier: 1100, openEnded: true });
  });
});

describe('returns and storage', () => {
  it('prices an exchange by the month’s count', () => {
    expect(priceReturn(list(), { weightKg: 0.8, monthCount: 100 }).amountCents).toBe(4000);
    expect(priceReturn(list(), { weightKg: 0.8, monthCount: 101 })).toMatchObject({
      kind: 'return',
      unit: 'order',
      amountCents: 3400,
      rule: { category: 'returns', rangeIndex: 1, tier: 101, openEnded: true },
    });
  });

  it('prices a storage day as its share of the monthly price per m³, exactly, and not at all at 0 m³', () => {
    expect(priceStorage(list(), '12.375', 30)).toMatchObject({
      kind: 'storage',
      quantity: '12.375',
      unit: 'm3',
      unitPriceCents: 40800, // per m³ per month
      amountCents: 16830, // 12.375 × 408.00 / 30 = 168.30
      rule: { category: 'storage', serviceId: null, serviceName: 'Storage', rangeIndex: 1, periodDays: 30 },
    });
    // 5049.00 / 31 = 162.870967… → 162.87, rounded once (the unit price is never rounded first).
    expect(priceStorage(list(), '12.375', 31)).toMatchObject({
      amountCents: 16287,
      rule: { periodDays: 31 },
    });
    expect(priceStorage(list(), '0.001', 30)).toMatchObject({ quantity: '0.001', amountCents: 2 }); // 0.0158… → 0.02
    expect(priceStorage(list(), '0.000', 30)).toBeNull();
    expect(() => priceStorage(list({ storage: null }), '1', 30)).toThrow(PricingError);
  });

  it('counts the days of a calendar day’s month', () => {
    expect(daysInMonthOf('2026-02-14')).toBe(28);
    expect(daysInMonthOf('2028-02-01')).toBe(29);
    expect(daysInMonthOf('2026-11-30')).toBe(30);
    expect(daysInMonthOf('2026-12-31')).toBe(31);
  });

  it('reads numeric texts as quantities of at most 3 places', () => {
    expect(normaliseQuantity('12.000')).toBe('12');
    expect(normaliseQuantity('0.370')).toBe('0.37');
    expect(normaliseQuantity('7')).toBe('7');
  });
});
