// Which range prices a quantity and what it costs (spec point 5 "Calculator quantity"). The billing
// remote prices charges with the same two functions, so a quote and an invoice never disagree.
import type { PriceRange } from './types';

/** The range that prices a quantity, where it sits in the list, and whether it bounds the quantity. */
export interface AppliedRange {
  range: PriceRange;
  index: number;
  /**
   * True when the range does not bound the quantity: its `max` is null, or the quantity is above it
   * (above every maximum, so the last range applies).
   */
  openEnded: boolean;
}

const CENTS_DIGITS = 2;

function applied(ranges: readonly PriceRange[], index: number, quantity: number): AppliedRange {
  const range = ranges[index];
  return { range, index, openEnded: range.max === null || quantity > range.max };
}

/**
 * With one range, that range. With several, the first (in the list's order) whose `max` is at least the
 * quantity, a null `max` counting as unbounded; above every maximum, the last range, flagged open-ended.
 * No ranges: null.
 */
export function applicableRange(ranges: readonly PriceRange[], quantity: number): AppliedRange | null {
  if (ranges.length === 0) return null;
  if (ranges.length === 1) return applied(ranges, 0, quantity);
  const index = ranges.findIndex((range) => range.max === null || range.max >= quantity);
  return applied(ranges, index === -1 ? ranges.length - 1 : index, quantity);
}

/** The first range of a list, as a calculator shows it before any quantity; null without ranges. */
export function firstRange(ranges: readonly PriceRange[]): AppliedRange | null {
  return ranges.length === 0 ? null : applied(ranges, 0, 0);
}

/** Above this, a double has no cents left to round. */
const LARGEST_WITH_CENTS = Number.MAX_SAFE_INTEGER / 100;

/**
 * Rounds to cents, half away from zero. Shifting the decimal point in the number's text avoids binary
 * drift (1.005 * 100 is 100.49999...). A non-finite value gives 0.
 */
export function roundToCents(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const magnitude = Math.abs(value);
  if (magnitude >= LARGEST_WITH_CENTS) return value;
  const text = String(magnitude);
  // Only magnitudes below 1e-6 print in exponent notation here: far less than half a cent.
  if (text.includes('e')) return 0;
  const cents = Math.round(Number(`${text}e${CENTS_DIGITS}`));
  const rounded = Number(`${cents}e-${CENTS_DIGITS}`);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Quantity times the range's price, rounded to 2 decimals; 0 when that is not above 0 (or no range). */
export function estimateTotal(quantity: number, range: PriceRange | null | undefined): number {
  if (!range) return 0;
  const total = roundToCents(quantity * range.price);
  return total > 0 ? total : 0;
}
