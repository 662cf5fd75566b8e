// Small formatting rules shared by the inventory screens.

/** What people read for a receiving order's number (RO-1001), as the labels print it. */
export const receivingOrderLabel = (number: number) => `RO-${number}`;

/** Days of cover with one decimal, or null ("—") when the product had no sales to divide by. */
export function formatDaysOfCover(days: number | null | undefined, locale: string): string | null {
  if (days === null || days === undefined || !Number.isFinite(days)) return null;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(days);
}

/** The dash shown where a value does not exist (no sales, no date). */
export const NO_VALUE = '—';
