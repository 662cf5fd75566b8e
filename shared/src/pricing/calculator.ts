// What the calculators show (spec point 2 "Price calculator" and "Storage/reception calculator", point 9
// "Default units"), as data: the UI translates the words, this module decides which ones apply.
import type { AppliedRange } from './ranges';
import type {
  PriceCalculatorMode,
  PriceCategory,
  PriceList,
  PriceRange,
  PriceService,
  UnitCalculatorMode,
} from './types';

/** Unit words the UI translates; any other unit a price list names is shown as it is written. */
export const UNIT_WORDS = ['order', 'product', 'box', 'kg', 'm3'] as const;
export type UnitWord = (typeof UNIT_WORDS)[number];

export type UnitLabel = { kind: 'word'; word: UnitWord } | { kind: 'text'; text: string };

/** Spec point 9: range unit kg, storage unit m3, reception box. */
export const DEFAULT_RANGE_UNIT: UnitWord = 'kg';
export const DEFAULT_STORAGE_UNIT: UnitWord = 'm3';
export const DEFAULT_RECEPTION_UNIT: UnitWord = 'box';
/** Reception priced by product, with a range selector, once it has more services than this. */
export const RECEPTION_SERVICES_BY_BOX = 2;

/** Spellings of the unit words a price list may use. */
const UNIT_ALIASES: Readonly<Record<string, UnitWord>> = {
  order: 'order',
  orders: 'order',
  product: 'product',
  products: 'product',
  box: 'box',
  boxes: 'box',
  kg: 'kg',
  m3: 'm3',
  'm³': 'm3',
};

/** A price list's unit as a translatable word when it is one, else its own text; blank gives `fallback`. */
export function unitLabel(unit: string | null | undefined, fallback: UnitWord): UnitLabel {
  const text = unit?.trim() ?? '';
  if (!text) return { kind: 'word', word: fallback };
  const word = UNIT_ALIASES[text.toLowerCase()];
  return word ? { kind: 'word', word } : { kind: 'text', text };
}

/** Reception with more than 2 services is priced by product and offers the range selector. */
function receptionByProduct(category: PriceCategory): boolean {
  return category.services.length > RECEPTION_SERVICES_BY_BOX;
}

/**
 * The unit after "Calculate ... by": the category's unit, else 'order' for process order and returns,
 * and for reception 'product' with more than 2 services, else 'box'.
 */
export function calculatorHeadingUnit(mode: PriceCalculatorMode, category: PriceCategory): UnitLabel {
  if (mode !== 'reception') return unitLabel(category.unit, 'order');
  return unitLabel(category.unit, receptionByProduct(category) ? 'product' : DEFAULT_RECEPTION_UNIT);
}

/** The range selector shows for process order, and for reception with more than 2 services. */
export function showsRangeSelector(mode: PriceCalculatorMode, category: PriceCategory): boolean {
  return mode === 'processOrder' || (mode === 'reception' && receptionByProduct(category));
}

/** Extra Product Per Order: shown outside reception, when the service prices it. */
export function extraProductPrice(mode: PriceCalculatorMode, service: PriceService | null): number | null {
  if (mode === 'reception' || !service || typeof service.extraPrice !== 'number') return null;
  return Number.isFinite(service.extraPrice) ? service.extraPrice : null;
}

/**
 * A range selector option: 'name (min unit - max unit)', kg when the service names no unit. Without a
 * maximum it reads 'name (min unit +)'; with neither bound, the name alone.
 */
export function serviceOptionLabel(service: PriceService): string {
  const unit = service.unit?.trim() || DEFAULT_RANGE_UNIT;
  if (service.min === null && service.max === null) return service.name;
  const min = `${service.min ?? 0} ${unit}`;
  if (service.max === null) return `${service.name} (${min} +)`;
  return `${service.name} (${min} - ${service.max} ${unit})`;
}

/**
 * The price calculator's per-unit line. With one range: 'price Each'. With several: 'Up to: max - price
 * Each', or 'min Onwards - price Each' for the last range (and for a range with no maximum).
 */
export type PerUnitLine =
  | { kind: 'each'; price: number }
  | { kind: 'upTo'; max: number; price: number }
  | { kind: 'onwards'; min: number; price: number };

export function perUnitLine(ranges: readonly PriceRange[], applied: AppliedRange | null): PerUnitLine | null {
  if (!applied || ranges.length === 0) return null;
  const { range, index } = applied;
  if (ranges.length === 1) return { kind: 'each', price: range.price };
  if (index === ranges.length - 1 || range.max === null) {
    return { kind: 'onwards', min: range.min, price: range.price };
  }
  return { kind: 'upTo', max: range.max, price: range.price };
}

/** The storage/reception calculator's line: 'price per unit' (storage per m3, reception per box). */
export interface UnitPriceLine {
  price: number;
  unit: UnitLabel;
}

export function unitCalculatorUnit(mode: UnitCalculatorMode, priceList: PriceList): UnitLabel {
  return mode === 'storage'
    ? unitLabel(priceList.categories.storage.unit, DEFAULT_STORAGE_UNIT)
    : unitLabel(priceList.categories.reception.unit, DEFAULT_RECEPTION_UNIT);
}

export function unitPriceLine(
  mode: UnitCalculatorMode,
  priceList: PriceList,
  applied: AppliedRange | null,
): UnitPriceLine | null {
  return applied ? { price: applied.range.price, unit: unitCalculatorUnit(mode, priceList) } : null;
}

/** The id of the one service a storage calculator works on (storage has ranges but no services). */
export const STORAGE_SERVICE_ID = 'storage';

/**
 * The services a calculator chooses from. Storage has its ranges directly, so it is seen as one service;
 * the reception-per-box calculator uses the reception services (the first one, as it has no selector).
 */
export function calculatorServices(
  priceList: PriceList,
  mode: PriceCalculatorMode | 'storage',
): PriceService[] {
  if (mode !== 'storage') return priceList.categories[mode].services;
  const { name, unit, ranges } = priceList.categories.storage;
  return [{ id: STORAGE_SERVICE_ID, name, min: null, max: null, unit, ranges }];
}
