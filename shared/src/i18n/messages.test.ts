import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../api/client';
import { ERROR_MESSAGE_IDS, ERROR_MESSAGES, type ErrorKey } from '../api/errors';
import { setAppConfig } from '../config/appConfig';
import { LOCALES, type Locale } from './locales';
import {
  assertCompleteLocales,
  bundledMessages,
  loadMessages,
  LOCALE_CACHE_PREFIX,
  LOCALE_CACHE_TTL_MS,
  refreshMessage,
  type MessagesFetcher,
} from './messages';
import type { Messages } from '../routing/types';

const NOW = Date.UTC(2025, 5, 1);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

const serving = (bundle: Messages) => {
  const calls: [Locale, string | undefined][] = [];
  const fetcher: MessagesFetcher = async (language, key) => {
    calls.push([language, key]);
    return key ? { [key]: bundle[key] } : bundle;
  };
  return { fetcher, calls };
};

const failing: MessagesFetcher = async () => {
  throw new Error('offline');
};

const cacheEntry = (language: Locale) =>
  JSON.parse(sessionStorage.getItem(`i18n_wms_${language}`) ?? 'null') as {
    savedAt: number;
    messages: Messages;
  } | null;

describe('shared translations', () => {
  it('has every key in every locale, none empty', () => {
    expect(() => assertCompleteLocales(bundledMessages, 'shared')).not.toThrow();
  });

  it('holds the error catalogue word for word in en-US', () => {
    for (const key of Object.keys(ERROR_MESSAGES) as ErrorKey[]) {
      expect([key, bundledMessages['en-US'][ERROR_MESSAGE_IDS[key]]]).toEqual([key, ERROR_MESSAGES[key]]);
    }
  });

  it('has the spec texts of the product-update notifier', () => {
    expect(bundledMessages['en-US']['products.updateError']).toBe('Error updating products');
    expect(bundledMessages['en-US']['products.updated']).toBe('{shop} products updated successfully');
  });

  it.each(LOCALES.filter((locale) => locale !== 'en-US'))('%s is translated, not copied', (locale) => {
    const copied = Object.keys(bundledMessages['en-US']).filter(
      (key) => bundledMessages[locale][key] === bundledMessages['en-US'][key],
    );
    expect(copied).toEqual([]);
  });

  it.each(LOCALES)('%s keeps the {shop} placeholder', (locale) => {
    expect(bundledMessages[locale]['products.updated']).toContain('{shop}');
  });
});

describe('assertCompleteLocales', () => {
  it('lists missing and empty keys per locale', () => {
    const bundles: Record<Locale, Messages> = {
      'en-US': { a: 'A', b: 'B' },
      'es-MX': { a: 'A', b: 'B' },
      'es-CO': { a: 'A', b: 'B' },
      'es-AR': { a: 'A', b: 'B' },
      'es-CL': { a: 'A' },
      'es-ES': { a: 'A', b: ' ' },
    };
    expect(() => assertCompleteLocales(bundles, 'demo')).toThrow(
      'demo translations are incomplete:\nes-CL is missing b\nes-ES has empty b',
    );
  });
});

describe('loadMessages', () => {
  it('fetches the bundle, caches it with its time and lays it over the bundled texts', async () => {
    const { fetcher, calls } = serving({ 'nav.dashboard': 'Tablero' });
    const messages = await loadMessages('es-MX', { fetcher, now: NOW });
    expect(calls).toEqual([['es-MX', undefined]]);
    expect(messages['nav.dashboard']).toBe('Tablero');
    expect(messages['common.retry']).toBe('Reintentar');
    expect(cacheEntry('es-MX')).toEqual({ savedAt: NOW, messages: { 'nav.dashboard': 'Tablero' } });
    expect(LOCALE_CACHE_PREFIX).toBe('i18n_wms_');
  });

  it('uses the cached bundle while it is at most 7 days old', async () => {
    await loadMessages('es-AR', { fetcher: serving({ greeting: 'Hola' }).fetcher, now: NOW });
    const { fetcher, calls } = serving({ greeting: 'Buenas' });
    const messages = await loadMessages('es-AR', { fetcher, now: NOW + LOCALE_CACHE_TTL_MS });
    expect(calls).toEqual([]);
    expect(messages.greeting).toBe('Hola');
  });

  it('fetches again once the cached bundle is older than 7 days', async () => {
    expect(LOCALE_CACHE_TTL_MS).toBe(604800000);
    await loadMessages('es-AR', { fetcher: serving({ greeting: 'Hola' }).fetcher, now: NOW });
    const later = NOW + LOCALE_CACHE_TTL_MS + 1;
    const { fetcher, calls } = serving({ greeting: 'Buenas' });
    const messages = await loadMessages('es-AR', { fetcher, now: later });
    expect(calls).toHaveLength(1);
    expect(messages.greeting).toBe('Buenas');
    expect(cacheEntry('es-AR')?.savedAt).toBe(later);
  });

  it('falls back to the bundled texts when the API fails', async () => {
    const messages = await loadMessages('es-CO', { fetcher: failing, now: NOW });
    expect(messages).toEqual(bundledMessages['es-CO']);
    expect(cacheEntry('es-CO')).toBeNull();
  });

  it('keeps an expired bundle when the API fails', async () => {
    await loadMessages('es-CL', { fetcher: serving({ greeting: 'Hola' }).fetcher, now: NOW });
    const messages = await loadMessages('es-CL', { fetcher: failing, now: NOW + 2 * LOCALE_CACHE_TTL_MS });
    expect(messages.greeting).toBe('Hola');
  });

  it('treats an answer that is not a bundle as a failure', async () => {
    const messages = await loadMessages('en-US', { fetcher: async () => 'not found', now: NOW });
    expect(messages).toEqual(bundledMessages['en-US']);
  });

  it('ignores an unreadable cache entry', async () => {
    sessionStorage.setItem('i18n_wms_es-ES', '{broken');
    const { fetcher, calls } = serving({ greeting: 'Hola' });
    await loadMessages('es-ES', { fetcher, now: NOW });
    expect(calls).toHaveLength(1);
  });

  it('asks the API through the shared client by default', async () => {
    setAppConfig({ apiUrl: 'https://api.example.test' });
    const sent: InternalAxiosRequestConfig[] = [];
    const adapter: AxiosAdapter = async (config) => {
      sent.push(config);
      return { data: { greeting: 'Hello' }, status: 200, statusText: 'OK', headers: {}, config };
    };
    const previous = apiClient.defaults.adapter;
    apiClient.defaults.adapter = adapter;
    try {
      expect((await loadMessages('en-US', { now: NOW })).greeting).toBe('Hello');
      await refreshMessage('en-US', 'greeting', { now: NOW });
    } finally {
      apiClient.defaults.adapter = previous;
    }
    expect(sent.map((config) => [config.baseURL, config.url, config.params])).toEqual([
      ['https://api.example.test', 'locales/en-US', undefined],
      ['https://api.example.test', 'locales/en-US', { key: 'greeting' }],
    ]);
  });
});

describe('refreshMessage', () => {
  it('merges the one key into the cached bundle and keeps its age', async () => {
    await loadMessages('es-MX', { fetcher: serving({ a: 'uno', b: 'dos' }).fetcher, now: NOW });
    const { fetcher, calls } = serving({ b: 'DOS' });
    const messages = await refreshMessage('es-MX', 'b', { fetcher, now: NOW + 1000 });
    expect(calls).toEqual([['es-MX', 'b']]);
    expect(messages).toMatchObject({ a: 'uno', b: 'DOS', 'common.retry': 'Reintentar' });
    expect(cacheEntry('es-MX')).toEqual({ savedAt: NOW, messages: { a: 'uno', b: 'DOS' } });
  });

  it('returns the refreshed key without caching when there is no fresh bundle', async () => {
    const messages = await refreshMessage('es-ES', 'b', { fetcher: serving({ b: 'dos' }).fetcher, now: NOW });
    expect(messages.b).toBe('dos');
    expect(cacheEntry('es-ES')).toBeNull();
  });

  it('keeps the current texts when the API fails', async () => {
    await loadMessages('es-MX', { fetcher: serving({ a: 'uno' }).fetcher, now: NOW });
    const messages = await refreshMessage('es-MX', 'a', { fetcher: failing, now: NOW });
    expect(messages.a).toBe('uno');
  });
});
