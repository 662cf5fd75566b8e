// How the order screens write money and instants.
import { formatDateTime } from '@estiba/shared';

/** Money from minor units (cents) in the page's language: `12345, 'MXN'` → `$123.45` (en-US: `MX$123.45`). */
export function formatMinor(minor: number, currency: string, locale: string): string {
  try {
    const digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** digits);
  } catch {
    // An unknown currency code: the amount with two decimals and the code beside it.
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

/** An instant in the user's time zone (saved in account settings, else the browser's), in the page's language. */
export function formatInstant(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatDateTime(date, locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A file size people read: 512 B, 12.3 KB, 4.1 MB. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit ? 1 : 0 }).format(value)} ${units[unit]}`;
}

/** The dash shown where a value does not exist. */
export const NO_VALUE = '—';
