// The send-inventory wizard's rules (FAQ "Sending inventory to the warehouse in 7 steps"), pure so they are
// tested alone: quantities are positive whole numbers, each product's split over the boxes adds up to its
// quantity, and the arrival date is not in the past in the warehouse's own time zone.

/** A box label's barcode numbers boxes with two digits (RO1001-B01), so one order holds at most 99. */
export const MAX_BOXES = 99;
/** More units of one product in one order is a typo, not a shipment. */
export const MAX_LINE_QUANTITY = 1_000_000;

/** A positive whole number written in digits ("12"; not "1.5", "-3", "1e3" or "0"). */
export function isPositiveInteger(text: string): boolean {
  return /^\d{1,7}$/.test(text.trim()) && Number(text) > 0 && Number(text) <= MAX_LINE_QUANTITY;
}

/** Zero or a positive whole number (a box may hold none of one product). */
export function isWholeNumber(text: string): boolean {
  return /^\d{1,7}$/.test(text.trim());
}

/** The number a text field holds, or 0 when it holds none. */
export const toCount = (text: string): number => (isWholeNumber(text) ? Number(text.trim()) : 0);

/** What the boxes hold of one product and what is left to place (negative: too many placed). */
export function splitTotal(perBox: readonly string[]): number {
  return perBox.reduce((sum, text) => sum + toCount(text), 0);
}

/** True when every box's quantity is a whole number and together they make the product's quantity. */
export function splitAddsUp(quantity: string, perBox: readonly string[]): boolean {
  return (
    isPositiveInteger(quantity) &&
    perBox.length > 0 &&
    perBox.every(isWholeNumber) &&
    splitTotal(perBox) === Number(quantity.trim())
  );
}

/** Spreads `quantity` over `boxes` as evenly as whole units allow, the first boxes taking the remainder. */
export function splitEvenly(quantity: number, boxes: number): string[] {
  if (boxes <= 0) return [];
  const base = Math.floor(quantity / boxes);
  const remainder = quantity % boxes;
  return Array.from({ length: boxes }, (_, index) => String(base + (index < remainder ? 1 : 0)));
}

/**
 * The split after the number of boxes changed: a split the person typed is kept box by box, new boxes empty;
 * one still as the wizard spread it, or with nothing placed, is spread again over the new boxes (the common
 * case needs no typing).
 */
export function resizeSplit(
  perBox: readonly string[] | undefined,
  boxes: number,
  quantity: string,
): string[] {
  const units = isPositiveInteger(quantity) ? Number(quantity.trim()) : 0;
  const untouched =
    !perBox ||
    splitTotal(perBox) === 0 ||
    boxes === 1 ||
    splitEvenly(splitTotal(perBox), perBox.length).join() === perBox.join();
  if (untouched) return splitEvenly(units, boxes);
  return Array.from({ length: boxes }, (_, index) => perBox[index] ?? '0');
}

/** Today's calendar date (YYYY-MM-DD) in `timeZone` (the warehouse's), at the instant `now`. */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
  try {
    return new Intl.DateTimeFormat('en-CA', { ...options, timeZone }).format(now);
  } catch {
    // An unknown time zone: the browser's own day.
    return new Intl.DateTimeFormat('en-CA', options).format(now);
  }
}

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The arrival date is today or later where the warehouse is (ISO dates compare as text). */
export function isArrivalDateValid(date: string, today: string): boolean {
  return isCalendarDate(date) && date >= today;
}
