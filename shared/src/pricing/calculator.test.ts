import {
  calculatorHeadingUnit,
  calculatorServices,
  extraProductPrice,
  perUnitLine,
  serviceOptionLabel,
  showsRangeSelector,
  STORAGE_SERVICE_ID,
  unitCalculatorUnit,
  unitLabel,
  unitPriceLine,
} from './calculator';
import { applicableRange } from './ranges';
import {
  largePackage,
  mediumPackage,
  priceList,
  processOrder,
  receptionByBox,
  receptionByProduct,
  returns,
  smallPackage,
} from './priceList.fixture';

const twoServices = {
  ...receptionByBox,
  services: [receptionByBox.services[0], receptionByProduct.services[1]],
};

describe('unitLabel', () => {
  it('falls back to the given word when the unit is missing or blank', () => {
    expect(unitLabel(null, 'box')).toEqual({ kind: 'word', word: 'box' });
    expect(unitLabel(undefined, 'order')).toEqual({ kind: 'word', word: 'order' });
    expect(unitLabel('  ', 'm3')).toEqual({ kind: 'word', word: 'm3' });
  });

  it('recognises the unit words, whatever their case or number, so they can be translated', () => {
    expect(unitLabel('Boxes', 'order')).toEqual({ kind: 'word', word: 'box' });
    expect(unitLabel('m³', 'box')).toEqual({ kind: 'word', word: 'm3' });
    expect(unitLabel('KG', 'box')).toEqual({ kind: 'word', word: 'kg' });
  });

  it('keeps any other unit as written', () => {
    expect(unitLabel(' pallet ', 'box')).toEqual({ kind: 'text', text: 'pallet' });
  });
});

describe('calculatorHeadingUnit', () => {
  it("names the category's own unit", () => {
    expect(calculatorHeadingUnit('processOrder', { ...processOrder, unit: 'pallet' })).toEqual({
      kind: 'text',
      text: 'pallet',
    });
  });

  it("falls back to 'order' for process order and returns", () => {
    expect(calculatorHeadingUnit('processOrder', processOrder)).toEqual({ kind: 'word', word: 'order' });
    expect(calculatorHeadingUnit('returns', returns)).toEqual({ kind: 'word', word: 'order' });
  });

  it("falls back to 'product' for reception with more than 2 services", () => {
    expect(calculatorHeadingUnit('reception', receptionByProduct)).toEqual({ kind: 'word', word: 'product' });
  });

  it("falls back to 'box' for reception with 2 services or fewer", () => {
    expect(calculatorHeadingUnit('reception', receptionByBox)).toEqual({ kind: 'word', word: 'box' });
    expect(calculatorHeadingUnit('reception', twoServices)).toEqual({ kind: 'word', word: 'box' });
  });
});

describe('showsRangeSelector', () => {
  it('shows for process order', () => {
    expect(showsRangeSelector('processOrder', processOrder)).toBe(true);
  });

  it('shows for reception with more than 2 services only', () => {
    expect(showsRangeSelector('reception', receptionByProduct)).toBe(true);
    expect(showsRangeSelector('reception', twoServices)).toBe(false);
    expect(showsRangeSelector('reception', receptionByBox)).toBe(false);
  });

  it('never shows for returns', () => {
    expect(showsRangeSelector('returns', { ...returns, services: receptionByProduct.services })).toBe(false);
  });
});

describe('serviceOptionLabel', () => {
  it("reads 'name (min unit - max unit)'", () => {
    expect(serviceOptionLabel(smallPackage)).toBe('Small package (0 kg - 1 kg)');
    expect(serviceOptionLabel({ ...smallPackage, unit: 'lb' })).toBe('Small package (0 lb - 1 lb)');
  });

  it('uses kg when the service names no unit', () => {
    expect(serviceOptionLabel(mediumPackage)).toBe('Medium package (1 kg - 5 kg)');
    expect(serviceOptionLabel({ ...mediumPackage, unit: ' ' })).toBe('Medium package (1 kg - 5 kg)');
  });

  it('reads an open weight band as min and more, and no band as the name alone', () => {
    expect(serviceOptionLabel({ ...largePackage, max: null })).toBe('Large package (5 kg +)');
    expect(serviceOptionLabel({ ...largePackage, min: null, max: null })).toBe('Large package');
    expect(serviceOptionLabel({ ...largePackage, min: null })).toBe('Large package (0 kg - 20 kg)');
  });
});

describe('perUnitLine', () => {
  const tiers = smallPackage.ranges;

  it('reads price Each with one range', () => {
    const ranges = largePackage.ranges;
    expect(perUnitLine(ranges, applicableRange(ranges, 9000))).toEqual({ kind: 'each', price: 59.9 });
  });

  it("reads 'Up to: max - price Each' for a range that is not the last", () => {
    expect(perUnitLine(tiers, applicableRange(tiers, 0))).toEqual({ kind: 'upTo', max: 500, price: 32 });
    expect(perUnitLine(tiers, applicableRange(tiers, 501))).toEqual({ kind: 'upTo', max: 2000, price: 28.5 });
  });

  it("reads 'min Onwards - price Each' for the last range, within or above its maximum", () => {
    expect(perUnitLine(tiers, applicableRange(tiers, 2001))).toEqual({
      kind: 'onwards',
      min: 2001,
      price: 25,
    });
    expect(perUnitLine(tiers, applicableRange(tiers, 99999))).toEqual({
      kind: 'onwards',
      min: 2001,
      price: 25,
    });
  });

  it('reads a range with no maximum as onwards', () => {
    const ranges = [
      { min: 1, max: null, price: 3 },
      { min: 10, max: 20, price: 2 },
    ];
    expect(perUnitLine(ranges, applicableRange(ranges, 5))).toEqual({ kind: 'onwards', min: 1, price: 3 });
  });

  it('has no line without ranges', () => {
    expect(perUnitLine([], null)).toBeNull();
  });
});

describe('extraProductPrice', () => {
  it('is shown outside reception', () => {
    expect(extraProductPrice('processOrder', smallPackage)).toBe(6.5);
    expect(extraProductPrice('returns', returns.services[0])).toBe(7);
  });

  it('is never shown in reception', () => {
    expect(extraProductPrice('reception', smallPackage)).toBeNull();
  });

  it('is not shown when the service has none', () => {
    expect(extraProductPrice('processOrder', { ...smallPackage, extraPrice: undefined })).toBeNull();
    expect(extraProductPrice('processOrder', null)).toBeNull();
  });
});

describe('storage/reception calculator units', () => {
  it('prices storage per cubic metre, m3 when the list names no unit', () => {
    expect(unitCalculatorUnit('storage', priceList)).toEqual({ kind: 'word', word: 'm3' });
    const noUnit = {
      ...priceList,
      categories: { ...priceList.categories, storage: { ...priceList.categories.storage, unit: null } },
    };
    expect(unitCalculatorUnit('storage', noUnit)).toEqual({ kind: 'word', word: 'm3' });
  });

  it('prices reception per box', () => {
    expect(unitCalculatorUnit('reception', priceList)).toEqual({ kind: 'word', word: 'box' });
  });

  it("gives the applied range's price per unit", () => {
    const ranges = priceList.categories.storage.ranges;
    expect(unitPriceLine('storage', priceList, applicableRange(ranges, 12))).toEqual({
      price: 380,
      unit: { kind: 'word', word: 'm3' },
    });
    expect(unitPriceLine('storage', priceList, null)).toBeNull();
  });
});

describe('calculatorServices', () => {
  it('gives the services of a category', () => {
    expect(calculatorServices(priceList, 'processOrder')).toBe(processOrder.services);
    expect(calculatorServices(priceList, 'reception')).toBe(receptionByBox.services);
  });

  it('sees storage as one service holding its ranges', () => {
    expect(calculatorServices(priceList, 'storage')).toEqual([
      {
        id: STORAGE_SERVICE_ID,
        name: 'Storage',
        min: null,
        max: null,
        unit: 'm3',
        ranges: priceList.categories.storage.ranges,
      },
    ]);
  });
});
