import {
  isArrivalDateValid,
  isPositiveInteger,
  isWholeNumber,
  MAX_BOXES,
  resizeSplit,
  splitAddsUp,
  splitEvenly,
  todayIn,
} from './sendInventory.rules';
import {
  buildRequest,
  emptyValues,
  stepOfErrors,
  validateSteps,
  type SendInventoryValues,
} from './sendInventory.form';

describe('quantities', () => {
  it.each(['1', '12', ' 40 ', '1000000'])('accepts %j as a positive whole number', (text) => {
    expect(isPositiveInteger(text)).toBe(true);
  });

  it.each(['', '0', '-3', '1.5', '1e3', 'ten', '1000001', '00'])('refuses %j', (text) => {
    expect(isPositiveInteger(text)).toBe(false);
  });

  it('lets a box hold none of a product, but not a fraction', () => {
    expect(isWholeNumber('0')).toBe(true);
    expect(isWholeNumber('2.5')).toBe(false);
  });
});

describe('the split over the boxes', () => {
  it('adds up only when the boxes make exactly the quantity', () => {
    expect(splitAddsUp('10', ['4', '6'])).toBe(true);
    expect(splitAddsUp('10', ['4', '5'])).toBe(false);
    expect(splitAddsUp('10', ['4', '7'])).toBe(false);
    expect(splitAddsUp('10', ['10', '0'])).toBe(true);
  });

  it('refuses boxes with fractions or signs even when the sum matches', () => {
    expect(splitAddsUp('10', ['4.5', '5.5'])).toBe(false);
    expect(splitAddsUp('10', ['12', '-2'])).toBe(false);
    expect(splitAddsUp('10', [])).toBe(false);
  });

  it('spreads evenly, the first boxes taking the remainder', () => {
    expect(splitEvenly(10, 3)).toEqual(['4', '3', '3']);
    expect(splitEvenly(2, 3)).toEqual(['1', '1', '0']);
    expect(splitEvenly(5, 0)).toEqual([]);
  });

  it('keeps what was typed when boxes are added or removed, and spreads a product nothing was placed of', () => {
    expect(resizeSplit(['6', '4'], 3, '10')).toEqual(['6', '4', '0']);
    expect(resizeSplit(['6', '4', '0'], 2, '10')).toEqual(['6', '4']);
    // Still as the wizard spread it: spread again.
    expect(resizeSplit(['10'], 2, '10')).toEqual(['5', '5']);
    expect(resizeSplit(['5', '5'], 3, '10')).toEqual(['4', '3', '3']);
    expect(resizeSplit(undefined, 2, '10')).toEqual(['5', '5']);
    expect(resizeSplit(['0', '0'], 2, '9')).toEqual(['5', '4']);
    expect(resizeSplit(['6', '4'], 1, '10')).toEqual(['10']);
  });
});

describe('the arrival date', () => {
  it("is today's date where the warehouse is, not where the browser is", () => {
    // 03:00 UTC on 2 March is still 1 March in Mexico City (UTC-6) and already 2 March in Madrid.
    const now = new Date('2026-03-02T03:00:00Z');
    expect(todayIn('America/Mexico_City', now)).toBe('2026-03-01');
    expect(todayIn('Europe/Madrid', now)).toBe('2026-03-02');
  });

  it('falls back to the browser day for an unknown time zone', () => {
    expect(todayIn('Mars/Olympus', new Date('2026-03-02T12:00:00Z'))).toMatch(/^2026-03-0[12]$/);
  });

  it('may be today or later, never in the past, and must be a real date', () => {
    expect(isArrivalDateValid('2026-03-01', '2026-03-01')).toBe(true);
    expect(isArrivalDateValid('2026-04-10', '2026-03-01')).toBe(true);
    expect(isArrivalDateValid('2026-02-28', '2026-03-01')).toBe(false);
    expect(isArrivalDateValid('2026-02-30', '2026-01-01')).toBe(false);
    expect(isArrivalDateValid('next week', '2026-01-01')).toBe(false);
  });
});

const line = (productId: string, quantity: string, perBox: string[]) => ({
  productId,
  sku: `SKU-${productId}`,
  name: `Product ${productId}`,
  onHand: 0,
  quantity,
  perBox,
});

const complete = (): SendInventoryValues => ({
  ...emptyValues(),
  warehouseId: 'WH-MX-CDMX',
  lines: [line('p1', '10', ['6', '4']), line('p2', '3', ['0', '3'])],
  shippingMethod: 'own_carrier',
  carrierName: ' DHL ',
  trackingNumber: '',
  boxCount: '2',
  arrivalDate: '2026-03-05',
});

describe('validating the steps', () => {
  const today = '2026-03-01';

  it('passes a complete shipment through every step', async () => {
    expect(await validateSteps(complete(), 5, today)).toEqual({});
  });

  it('wants a warehouse first', async () => {
    expect(await validateSteps(emptyValues(), 0, today)).toEqual({
      warehouseId: 'inventory.send.errors.warehouse',
    });
  });

  it('wants at least one product, each with a positive whole quantity', async () => {
    const none = { ...complete(), lines: [] };
    expect(await validateSteps(none, 1, today)).toEqual({ lines: 'inventory.send.errors.noProducts' });
    const fraction = { ...complete(), lines: [line('p1', '2.5', [])] };
    expect(await validateSteps(fraction, 1, today)).toEqual({
      lines: [{ quantity: 'inventory.send.errors.quantity' }],
    });
  });

  it('names the product whose boxes do not add up, and refuses more than 99 boxes', async () => {
    const values = complete();
    values.lines[1] = line('p2', '3', ['1', '1']);
    expect(await validateSteps(values, 3, today)).toEqual({
      lines: [undefined, { perBox: 'inventory.send.errors.split' }],
    });
    expect(await validateSteps({ ...complete(), boxCount: String(MAX_BOXES + 1) }, 3, today)).toMatchObject({
      boxCount: 'inventory.send.errors.boxCount',
    });
  });

  it('refuses an arrival date in the past', async () => {
    expect(await validateSteps({ ...complete(), arrivalDate: '2026-02-27' }, 4, today)).toEqual({
      arrivalDate: 'inventory.send.errors.arrivalPast',
    });
    expect(await validateSteps({ ...complete(), arrivalDate: '' }, 4, today)).toEqual({
      arrivalDate: 'inventory.send.errors.arrivalRequired',
    });
  });

  it('checks the earlier steps again, and says which step to go back to', async () => {
    const errors = await validateSteps({ ...complete(), warehouseId: '' }, 5, today);
    expect(stepOfErrors(errors)).toBe(0);
    expect(stepOfErrors({ arrivalDate: 'x' })).toBe(4);
    expect(stepOfErrors({ lines: [undefined, { perBox: 'x' }] } as never)).toBe(3);
  });
});

describe('the request', () => {
  it('sends the lines, the boxes with what each holds, and the carrier only for an own carrier', () => {
    expect(buildRequest(complete(), true)).toEqual({
      warehouseId: 'WH-MX-CDMX',
      shippingMethod: 'own_carrier',
      carrierName: 'DHL',
      arrivalDate: '2026-03-05',
      send: true,
      lines: [
        { productId: 'p1', quantity: 10 },
        { productId: 'p2', quantity: 3 },
      ],
      boxes: [
        { lines: [{ productId: 'p1', quantity: 6 }] },
        {
          lines: [
            { productId: 'p1', quantity: 4 },
            { productId: 'p2', quantity: 3 },
          ],
        },
      ],
    });
    const platform = buildRequest({ ...complete(), shippingMethod: 'shipping_platform' }, false);
    expect(platform).not.toHaveProperty('carrierName');
    expect(platform.send).toBe(false);
  });
});
