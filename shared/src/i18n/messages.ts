// Translation bundles (spec point 3 "Language resource bundle", point 7 `GET locales/{language}`, point 9
// "Locale cache"): fetched from the API, cached in session storage for 7 days, with shared's own bundled
// texts underneath so the error catalogue and common words always resolve.
import { apiGet } from '../api/apiGet';
import type { Messages } from '../routing/types';
import { LOCALES, type Locale } from './locales';
import enUS from './messages/en-US.json';
import esMX from './messages/es-MX.json';
import esCO from './messages/es-CO.json';
import esAR from './messages/es-AR.json';
import esCL from './messages/es-CL.json';
import esES from './messages/es-ES.json';

export const LOCALE_CACHE_PREFIX = 'i18n_wms_';
/** Seven days. */
export const LOCALE_CACHE_TTL_MS = 604800000;

/** Shared's own texts; the API serves these same files at `GET locales/{language}`. */
export const bundledMessages: Record<Locale, Messages> = {
  'en-US': enUS,
  'es-MX': esMX,
  'es-CO': esCO,
  'es-AR': esAR,
  'es-CL': esCL,
  'es-ES': esES,
};

/** Fetches a bundle; with `key`, the API answers for that one key. Resolves with the response body. */
export type MessagesFetcher = (language: Locale, key?: string) => Promise<unknown>;

export interface LoadMessagesOptions {
  fetcher?: MessagesFetcher;
  /** The current time in ms; tests pass it to check the cache lifetime. */
  now?: number;
}

interface CacheEntry {
  savedAt: number;
  messages: Messages;
}

const apiFetcher: MessagesFetcher = async (language, key) => {
  const response = await apiGet<unknown>(`locales/${language}`, { params: key ? { key } : undefined });
  return response.data;
};

export const localeCacheKey = (language: Locale) => `${LOCALE_CACHE_PREFIX}${language}`;

/** Keeps the string entries of a response; anything that is not an object is not a bundle. */
function asMessages(value: unknown): Messages | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const messages: Messages = {};
  for (const [id, text] of Object.entries(value)) {
    if (typeof text === 'string') messages[id] = text;
  }
  return messages;
}

function readCache(language: Locale): CacheEntry | null {
  try {
    const raw = sessionStorage.getItem(localeCacheKey(language));
    if (!raw) return null;
    const entry = JSON.parse(raw) as { savedAt?: unknown; messages?: unknown };
    const messages = asMessages(entry.messages);
    if (typeof entry.savedAt !== 'number' || !messages) return null;
    return { savedAt: entry.savedAt, messages };
  } catch {
    // An unreadable entry is as good as none: the bundle is fetched again.
    return null;
  }
}

function writeCache(language: Locale, entry: CacheEntry): void {
  try {
    sessionStorage.setItem(localeCacheKey(language), JSON.stringify(entry));
  } catch (error) {
    console.warn('the translation bundle could not be cached', error);
  }
}

const isFresh = (entry: CacheEntry, now: number) => now - entry.savedAt <= LOCALE_CACHE_TTL_MS;

/**
 * The bundle for `language`: from the session cache while it is younger than 7 days, else from the API
 * (then cached). Shared's bundled texts sit underneath; when the API fails they are what remains.
 */
export async function loadMessages(
  language: Locale,
  { fetcher = apiFetcher, now = Date.now() }: LoadMessagesOptions = {},
): Promise<Messages> {
  const bundled = bundledMessages[language];
  const cached = readCache(language);
  if (cached && isFresh(cached, now)) return { ...bundled, ...cached.messages };
  try {
    const messages = asMessages(await fetcher(language));
    if (!messages) throw new Error(`GET locales/${language} did not return a bundle`);
    writeCache(language, { savedAt: now, messages });
    return { ...bundled, ...messages };
  } catch (error) {
    console.warn(`translations for ${language} could not be loaded; using the bundled ones`, error);
    return { ...bundled, ...cached?.messages };
  }
}

/**
 * Fetches one key again (`GET locales/{language}?key=`) and merges it into the cached bundle, keeping
 * the bundle's age. Resolves with the bundle as it now stands.
 */
export async function refreshMessage(
  language: Locale,
  key: string,
  { fetcher = apiFetcher, now = Date.now() }: LoadMessagesOptions = {},
): Promise<Messages> {
  const cached = readCache(language);
  const fresh = cached && isFresh(cached, now) ? cached : null;
  const current = { ...bundledMessages[language], ...fresh?.messages };
  try {
    const text = asMessages(await fetcher(language, key))?.[key];
    if (text === undefined) throw new Error(`GET locales/${language}?key=${key} did not return the key`);
    // Without a fresh bundle in the cache there is nothing to merge into; the next load fetches it whole.
    if (fresh) writeCache(language, { savedAt: fresh.savedAt, messages: { ...fresh.messages, [key]: text } });
    return { ...current, [key]: text };
  } catch (error) {
    console.warn(`translation "${key}" for ${language} could not be refreshed`, error);
    return current;
  }
}

/**
 * Throws when a locale lacks a key another locale has, or has an empty text. Every package's
 * translation test calls it with its bundles.
 */
export function assertCompleteLocales(bundles: Record<Locale, Messages>, name: string): void {
  const allKeys = new Set(LOCALES.flatMap((locale) => Object.keys(bundles[locale] ?? {})));
  const problems: string[] = [];
  for (const locale of LOCALES) {
    const bundle = bundles[locale] ?? {};
    const missing = [...allKeys].filter((key) => !(key in bundle)).sort();
    const empty = Object.keys(bundle)
      .filter((key) => typeof bundle[key] !== 'string' || bundle[key].trim() === '')
      .sort();
    if (missing.length) problems.push(`${locale} is missing ${missing.join(', ')}`);
    if (empty.length) problems.push(`${locale} has empty ${empty.join(', ')}`);
  }
  if (problems.length) throw new Error(`${name} translations are incomplete:\n${problems.join('\n')}`);
}
