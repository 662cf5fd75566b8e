// The rules every import kind reads its cells with, and the reasons a row is refused. A reason is a code the
// screens translate (with the column and the value it concerns) and an English message the rejected-rows CSV
// carries. No database here: kinds/*.ts add the checks that need one.
import type { ImportReasonCode as ReasonCode } from './schemas.js';

/** Why one row is refused. */
export interface RowProblem {
  code: ReasonCode;
  /** The column it concerns, when it is one. */
  column: string | null;
  /** The cell's value (or the other row's number, for a repeated row), for the message. */
  value: string | null;
  /** In English: the rejected-rows CSV's reason column. */
  message: string;
}

const MESSAGES: Record<ReasonCode, (column: string, value: string) => string> = {
  cellCount: (_column, value) => `The row has ${value} cells, not as many as the header's columns.`,
  required: (column) => `${column} is required.`,
  tooLong: (column, value) => `${column} is longer than ${value} characters.`,
  noSpaces: (column) => `${column} cannot contain spaces.`,
  decimal: (column, value) => `${column} must be a number greater than 0 with at most ${value} decimals.`,
  integer: (column) => `${column} must be a whole number within range.`,
  currency: (column) => `${column} must be a three-letter currency code such as MXN.`,
  url: (column) => `${column} must be a web address starting with https:// or http://.`,
  repeated: (_column, value) => `Row ${value} of the file has the same key with other values.`,
  barcodeTaken: (column, value) => `The ${column} ${value} is already used by another product.`,
  shopUnknown: (_column, value) => `You have no shop named ${value}.`,
  productUnknown: (_column, value) => `You have no product with SKU ${value}.`,
  listingUnknown: (_column, value) => `The shop has no listing with external id or SKU ${value}.`,
  listingAmbiguous: (_column, value) =>
    `Several listings of the shop have SKU ${value}: give the external id.`,
  componentSelf: () => 'A bundle cannot contain itself.',
  componentIsBundle: (_column, value) => `${value} is a bundle, and a bundle cannot be a component.`,
  bundleIsComponent: (_column, value) =>
    `${value} is a component of another bundle, so it cannot be a bundle.`,
  tooManyComponents: (_column, value) => `A bundle has at most ${value} components.`,
  email: (column) => `${column} must be an e-mail address such as ana@example.com.`,
  countryUnknown: (_column, value) =>
    `${value} is not a country code Estiba knows (two letters, such as MX).`,
  warehouseUnknown: (_column, value) => `There is no warehouse named ${value}.`,
  orderExists: (_column, value) => `You already have an order with the number ${value}.`,
  orderConflict: (_column, value) =>
    `Row ${value} of the file has the same order number with another shop, warehouse, customer or address.`,
  orderRowRejected: (_column, value) =>
    `Row ${value} of the same order was refused, so the order is not imported.`,
};

export function problem(
  code: ReasonCode,
  column: string | null = null,
  value: string | null = null,
): RowProblem {
  return { code, column, value, message: MESSAGES[code](column ?? '', value ?? '') };
}

/** A row's cells by column name (columns the file leaves out are absent). */
export type Cells = Record<string, string>;

/** What reading a row's cells gives: its value, or the first problem found. */
export type Read<Value> = { value: Value } | { problem: RowProblem };

/** Thrown by the readers below and caught by readRow: a cell's problem ends the row's reading. */
class CellProblem extends Error {
  constructor(readonly problem: RowProblem) {
    super(problem.message);
  }
}

/** Runs a kind's reader over one row's cells: the value, or the first problem a cell had. */
export function readRow<Value>(read: () => Value): Read<Value> {
  try {
    return { value: read() };
  } catch (error) {
    if (error instanceof CellProblem) return { problem: error.problem };
    throw error;
  }
}

/** A cell's text, or undefined when the column is absent or the cell empty. */
export function optionalText(cells: Cells, column: string, max: number): string | undefined {
  const value = cells[column]?.trim();
  if (!value) return undefined;
  if (value.length > max) throw new CellProblem(problem('tooLong', column, String(max)));
  return value;
}

export function requiredText(cells: Cells, column: string, max: number): string {
  const value = optionalText(cells, column, max);
  if (value === undefined) throw new CellProblem(problem('required', column));
  return value;
}

/**
 * An exact positive decimal with at most `decimals` decimals (a comma as the decimal mark is read too, as Spanish
 * spreadsheets write it), normalised without leading or trailing zeros: `012,50` → `12.5`.
 */
export function positiveDecimal(cells: Cells, column: string, decimals: number, integerDigits = 8): string {
  const raw = requiredText(cells, column, 32).replace(',', '.');
  const match = new RegExp(`^(\\d{1,${integerDigits}})(?:\\.(\\d{1,${decimals}}))?$`).exec(raw);
  if (!match || !/[1-9]/.test(raw)) throw new CellProblem(problem('decimal', column, String(decimals)));
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** The same decimal form for a stored numeric (`12.50` → `12.5`), so a cell and a column compare as equal. */
export function sameDecimal(stored: string): string {
  const [whole = '0', fraction = ''] = stored.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const integer = whole.replace(/^0+(?=\d)/, '');
  return trimmed ? `${integer}.${trimmed}` : integer;
}

/** An amount of money in minor units (2 decimals: cents), read exactly from `249.90` or `249,9`; zero allowed. */
export function optionalMoneyMinor(cells: Cells, column: string): number | undefined {
  const raw = optionalText(cells, column, 32)?.replace(',', '.');
  if (raw === undefined) return undefined;
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(raw);
  if (!match) throw new CellProblem(problem('decimal', column, '2'));
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function optionalInteger(cells: Cells, column: string, min: number, max: number): number | undefined {
  const raw = optionalText(cells, column, 16);
  if (raw === undefined) return undefined;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max)) throw new CellProblem(problem('integer', column, raw));
  return value;
}

export function requiredInteger(cells: Cells, column: string, min: number, max: number): number {
  const value = optionalInteger(cells, column, min, max);
  if (value === undefined) throw new CellProblem(problem('required', column));
  return value;
}

export function optionalCurrency(cells: Cells, column: string): string | undefined {
  const raw = optionalText(cells, column, 8)?.toUpperCase();
  if (raw !== undefined && !/^[A-Z]{3}$/.test(raw)) throw new CellProblem(problem('currency', column, raw));
  return raw;
}

export function optionalUrl(cells: Cells, column: string): string | undefined {
  const raw = optionalText(cells, column, 2000);
  if (raw === undefined) return undefined;
  try {
    if (['https:', 'http:'].includes(new URL(raw).protocol)) return raw;
  } catch {
    // Not a URL at all: the same refusal as another scheme.
  }
  throw new CellProblem(problem('url', column, raw));
}

/** No spaces inside (SKUs, barcodes). */
export function optionalCode(cells: Cells, column: string, max: number): string | undefined {
  const value = optionalText(cells, column, max);
  if (value !== undefined && /\s/.test(value)) throw new CellProblem(problem('noSpaces', column, value));
  return value;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function optionalEmail(cells: Cells, column: string): string | undefined {
  const value = optionalText(cells, column, 254);
  if (value !== undefined && !EMAIL.test(value)) throw new CellProblem(problem('email', column, value));
  return value;
}

/** A two-letter country code (ISO 3166-1 alpha-2, any case); whether Estiba knows it is the database's to say. */
export function requiredCountry(cells: Cells, column: string): string {
  const value = requiredText(cells, column, 2_000).toUpperCase();
  if (!/^[A-Z]{2}$/.test(value)) throw new CellProblem(problem('countryUnknown', column, value));
  return value;
}
