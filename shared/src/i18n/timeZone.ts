// The time zone the client area dates things in (issue 19): the signed-in user's saved one (account settings,
// the session's timeZone), else the browser's. Kept here once: the intl provider (IntlRoot) formats every
// intl.formatDate / FormattedDate in it, formatDateTime serves code that builds its own Intl.DateTimeFormat, and
// the API client's `timezone` header carries it, so a day filter and the dates shown agree.
import { useSyncExternalStore } from 'react';
import { bus } from '../bus/bus';

let saved: string | null = null;
const listeners = new Set<() => void>();

/** Whether the runtime knows the IANA zone (a saved zone the browser lacks falls back to the browser's own). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Sets the saved zone (null or an unknown one: the browser's) and tells the intl provider. */
export function setSavedTimeZone(zone: string | null | undefined): void {
  const next = zone && isKnownTimeZone(zone) ? zone : null;
  if (next === saved) return;
  saved = next;
  for (const listener of listeners) listener();
}

/** The user's saved zone, or null when dates follow the browser. */
export function savedTimeZone(): string | null {
  return saved;
}

/**
 * The zone to format in: the saved one, or undefined, which Intl and react-intl read as the browser's (so a
 * browser's zone is never read when nothing is saved: reading it costs a public page some 40 ms).
 */
export function displayTimeZone(): string | undefined {
  return saved ?? undefined;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** displayTimeZone() as a hook: a component re-renders when the saved zone changes. */
export function useDisplayTimeZone(): string | undefined {
  return useSyncExternalStore(subscribe, displayTimeZone, displayTimeZone);
}

/** Formats an instant in the display zone, for code that does not go through react-intl. */
export function formatDateTime(
  value: Date | string | number,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const zone = displayTimeZone();
  return new Intl.DateTimeFormat(locale, zone ? { timeZone: zone, ...options } : options).format(
    value instanceof Date ? value : new Date(value),
  );
}

// The session is the shell's; every package hears of its user on the bus (sign-in, account saved, sign-out).
bus.on('session/changed', ({ user }) => setSavedTimeZone(user?.timeZone ?? null));
