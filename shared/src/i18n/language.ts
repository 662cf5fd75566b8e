// The navigation language (spec point 2 "Language" and point 4): resolution, the stored choice, and a
// hook that follows changes made here, by another package through the bus, or in another tab.
import { useSyncExternalStore } from 'react';
import { bus } from '../bus/bus';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';

export const LANGUAGE_STORAGE_KEY = 'language';

/** Where a bare language falls when the browser's exact locale is not one of ours. */
const LANGUAGE_FAMILY_DEFAULTS: Readonly<Record<string, Locale>> = { en: 'en-US', es: 'es-MX' };

export interface LanguageSources {
  /** The `lang` query parameter. */
  query?: string | null;
  /** The stored choice (local storage `language`). */
  stored?: string | null;
  /** The browser's preferred languages, most preferred first (`navigator.languages`). */
  browser?: readonly string[];
}

function exactLocale(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase();
  return LOCALES.find((locale) => locale.toLowerCase() === lower) ?? null;
}

/**
 * The stored choice wins, then a valid `lang` query; otherwise the browser language when we support it
 * exactly, else any English to en-US and any Spanish to es-MX, else en-US.
 */
export function resolveLanguage({ query, stored, browser = [] }: LanguageSources): Locale {
  if (isLocale(stored)) return stored;
  if (isLocale(query)) return query;
  for (const tag of browser) {
    const exact = exactLocale(tag);
    if (exact) return exact;
  }
  for (const tag of browser) {
    const family = LANGUAGE_FAMILY_DEFAULTS[tag.trim().toLowerCase().split(/[-_]/)[0]];
    if (family) return family;
  }
  return DEFAULT_LOCALE;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

function readStored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (privacy modes); the language still resolves without it.
    return null;
  }
}

/** The current navigation language, resolved from the stored choice, the address and the browser. */
export function getLanguage(): Locale {
  const query =
    typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('lang');
  return resolveLanguage({ query, stored: readStored(), browser: browserLanguages() });
}

/** Stores the choice, sets `<html lang>` and announces it on the bus. */
export function setLanguage(locale: Locale): void {
  if (!isLocale(locale)) throw new Error(`"${String(locale)}" is not a supported language`);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch (error) {
    console.warn('the language choice could not be stored', error);
  }
  document.documentElement.lang = locale;
  bus.emit('language/changed', { language: locale });
}

function subscribe(onChange: () => void): () => void {
  const offBus = bus.on('language/changed', onChange);
  // Spec point 4: a storage change (another tab) updates the navigation language.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LANGUAGE_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    offBus();
    window.removeEventListener('storage', onStorage);
  };
}

/** The current language; re-renders when it changes here, on the bus or in another tab. */
export function useLanguage(): Locale {
  return useSyncExternalStore(subscribe, getLanguage, () => DEFAULT_LOCALE);
}

/**
 * Spec point 2: a `lang` query parameter sets the language. Stores a valid one (so it outlives the
 * address) unless it is already the stored choice; returns the language it set, else null.
 */
export function adoptQueryLanguage(search: string = window.location.search): Locale | null {
  const requested = new URLSearchParams(search).get('lang');
  if (!isLocale(requested) || readStored() === requested) return null;
  setLanguage(requested);
  return requested;
}
