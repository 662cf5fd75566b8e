// How the inventory widgets write a calendar day (an arrival date): the day itself, never moved by a time zone.

/** '2026-11-28' → 'Nov 28, 2026' in the page's language (read at noon UTC, formatted in UTC). */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
