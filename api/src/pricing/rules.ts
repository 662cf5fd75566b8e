// The pricing rules, once, for both sides of a price (issue 18): the calculators on the public site (through
// shared/src/pricing, which re-exports this file as '@estiba/api/pricing') and the API's billing, which charges
// with the very same functions. So what a merchant estimates on /prices is what the invoice says, to the cent,
// by construction rather than by two implementations agreeing.
//
// This file is bundled into the browser as well as run by the API: it imports NOTHING (no relative import, which
// the front ends' bundler and the API's NodeNext build would resolve differently, and no package), and holds pure
// functions only.
//
// Money is exact: a price or a quantity is read as a decimal (its text, or a double's shortest text, which is
// the decimal it was written as), multiplied as integers (BigInt), and rounded ONCE, half away from zero ("half
// up" for the non-negative amounts billing charges), to cents.

/** A quantity tier: the first range whose `max` is at least the quantity prices it (the API's PriceRange). */
export interface PriceRange {
  min: number;
  max: number | null;
  /** Price per unit in the warehouse currency, a decimal with at most 2 places in a price list. */
  price: number;
}

/** The range that prices a quantity, where it sits in the list, and whether it bounds the quantity. */
export interface AppliedRange<R extends PriceRange = PriceRange> {
  range: R;
  index: number;
  /**
   * True when the range does not bound the quantity: its `max` is null, or the quantity is above it
   * (above every maximum, so the last range applies).
   */
  openEnded: boolean;
}

function applied<R extends PriceRange>(
  ranges: readonly R[],
  index: number,
  quantity: number,
): AppliedRange<R> {
  const range = ranges[index];
  return { range, index, openEnded: range.max === null || quantity > range.max };
}

/**
 * With one range, that range. With several, the first (in the list's order) whose `max` is at least the
 * quantity, a null `max` counting as unbounded; above every maximum, the last range, flagged open-ended.
 * No ranges: null.
 */
export function applicableRange<R extends PriceRange>(
  ranges: readonly R[],
  quantity: number,
): AppliedRange<R> | null {
  if (ranges.length === 0) return null;
  if (ranges.length === 1) return applied(ranges, 0, quantity);
  const index = ranges.findIndex((range) => range.max === null || range.max >= quantity);
  return applied(ranges, index === -1 ? ranges.length - 1 : index, quantity);
}

/** The first range of a list, as a calculator shows it before any quantity; null without ranges. */
export function firstRange<R extends PriceRange>(ranges: readonly R[]): AppliedRange<R> | null {
  return ranges.length === 0 ? null : applied(ranges, 0, 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Exact decimals: `units × 10^-scale`, units a BigInt.

/** A decimal number, exactly: `units × 10^-scale`. */
export interface Decimal {
  units: bigint;
  scale: number;
}

const ZERO = BigInt(0);
const TWO = BigInt(2);
const TEN = BigInt(10);
const BASIS_POINTS = BigInt(10000);

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

function pow10(exponent: number): bigint {
  return TEN ** BigInt(exponent);
}

/**
 * A decimal's text ('21.50', '-0.375', '1e-7', '12') as an exact Decimal; null when it is not one. A double's
 * `String()` is the shortest text that reads back as it, i.e. the decimal it was written as (21.5, not
 * 21.499999...), so numbers go through their text.
 */
export function parseDecimal(text: string): Decimal | null {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = '', exponentText] = match;
  if (whole === '' && fraction === '') return null;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400) return null;
  let units = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= pow10(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

/** A number, a decimal text or a BigInt as an exact Decimal; null for NaN, ±Infinity or text that is no number. */
export function toDecimal(value: number | string | bigint): Decimal | null {
  if (typeof value === 'bigint') return { units: value, scale: 0 };
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return parseDecimal(String(value));
}

/** n / d rounded half away from zero (d > 0): the one rounding step of every amount. */
function divideHalfUp(n: bigint, d: bigint): bigint {
  const magnitude = n < ZERO ? -n : n;
  const rounded = (magnitude * TWO + d) / (TWO * d);
  return n < ZERO ? -rounded : rounded;
}

/** A Decimal rounded half up to `places` decimals, as an integer of 10^-places (cents for 2). */
function roundTo(value: Decimal, places: number): bigint {
  if (value.scale <= places) return value.units * pow10(places - value.scale);
  return divideHalfUp(value.units, pow10(value.scale - places));
}

/** An integer number of cents as a JS number; a RangeError beyond 2^53 (no invoice is that large). */
function centsNumber(cents: bigint): number {
  const result = Number(cents);
  if (!Number.isSafeInteger(result)) throw new RangeError(`${cents} cents is beyond exact arithmetic`);
  return result;
}

/**
 * Quantity × unit price, exactly, rounded once half up to cents: the amount of every priced charge and of every
 * calculator total. Null when either is not a number.
 */
export function amountInCents(
  quantity: number | string | bigint,
  unitPrice: number | string | bigint,
): bigint | null {
  const q = toDecimal(quantity);
  const p = toDecimal(unitPrice);
  if (!q || !p) return null;
  return roundTo({ units: q.units * p.units, scale: q.scale + p.scale }, 2);
}

/**
 * A price list's price (a decimal: '21.50' from the database, or 21.5 as `GET /warehouse/prices` serves it) in
 * integer cents, half up beyond 2 places (a price list has 2). RangeError when it is not a number.
 */
export function priceToCents(price: number | string): number {
  const decimal = toDecimal(price);
  if (!decimal) throw new RangeError(`Price '${String(price)}' is not a decimal number`);
  return centsNumber(roundTo(decimal, 2));
}

const QUANTITY_TEXT = /^\d{1,11}(?:\.\d{1,3})?$/;

/**
 * Billing's amount of a charge: `quantity` (a decimal string, at most 3 places, as numeric(14, 3) holds it: '1',
 * '0.375') times `unitPriceCents`, computed on thousandths × cents with BigInt, rounded half up once to cents.
 * RangeError for a quantity that is not such a string, or a unit price that is not an integer.
 */
export function chargeAmountCents(quantity: string, unitPriceCents: bigint | number): number {
  return proratedAmountCents(quantity, unitPriceCents, 1);
}

/**
 * `parts`-th share of quantity × unit price, rounded half up once to cents: a day's storage at a price per m³ per
 * month is (m³ × monthly price) / days of that month, so a month of constant volume sums to the monthly price
 * within a cent a day, and never rounds the unit price first. Same inputs and errors as chargeAmountCents.
 */
export function proratedAmountCents(
  quantity: string,
  unitPriceCents: bigint | number,
  parts: number,
): number {
  if (!QUANTITY_TEXT.test(quantity))
    throw new RangeError(`Quantity '${quantity}' is not a decimal of 3 places`);
  if (typeof unitPriceCents === 'number' && !Number.isSafeInteger(unitPriceCents)) {
    throw new RangeError(`Unit price ${unitPriceCents} is not an integer number of cents`);
  }
  if (!Number.isSafeInteger(parts) || parts < 1)
    throw new RangeError(`${parts} is not a positive whole number`);
  const [whole, fraction = ''] = quantity.split('.');
  const thousandths = BigInt(whole) * BigInt(1000) + BigInt(fraction.padEnd(3, '0'));
  return centsNumber(divideHalfUp(thousandths * BigInt(unitPriceCents), BigInt(1000) * BigInt(parts)));
}

/** `amountCents` × basis points / 10 000, half up once: an invoice's tax (1600 = 16 %). */
export function basisPointsOfCents(amountCents: number | bigint, basisPoints: number): number {
  if (!Number.isSafeInteger(basisPoints))
    throw new RangeError(`${basisPoints} basis points is not an integer`);
  return centsNumber(divideHalfUp(BigInt(amountCents) * BigInt(basisPoints), BASIS_POINTS));
}

/** Integer cents as a currency amount for display (12345 → 123.45), the closest double to that decimal. */
export function centsToAmount(cents: number | bigint): number {
  return Number(`${BigInt(cents)}e-2`);
}

/**
 * Rounds to cents, half away from zero, exactly (1.005 is 1.01: the decimal 1.005, not the double below it).
 * A non-finite value gives 0.
 */
export function roundToCents(value: number): number {
  const decimal = toDecimal(value);
  if (!decimal) return 0;
  return centsToAmount(roundTo(decimal, 2));
}

/**
 * The calculators' total: quantity times the range's price, rounded once to cents (the same `amountInCents`
 * billing charges with); 0 when that is not above 0, or without a range.
 */
export function estimateTotal(quantity: number, range: PriceRange | null | undefined): number {
  if (!range) return 0;
  const cents = amountInCents(quantity, range.price);
  return cents !== null && cents > ZERO ? centsToAmount(cents) : 0;
}
