import { act, renderHook } from '@testing-library/react';
import { bus } from '../bus/bus';
import type { Locale } from './locales';
import {
  adoptQueryLanguage,
  getLanguage,
  LANGUAGE_STORAGE_KEY,
  resolveLanguage,
  setLanguage,
  useLanguage,
} from './language';

beforeEach(() => {
  localStorage.clear();
  window.history.pushState({}, '', '/');
});

describe('resolveLanguage', () => {
  it('uses a valid stored choice before anything else', () => {
    expect(resolveLanguage({ stored: 'es-CL', query: 'es-AR', browser: ['es-ES'] })).toBe('es-CL');
  });

  it('uses a valid lang query when nothing valid is stored', () => {
    expect(resolveLanguage({ stored: 'xx-YY', query: 'es-AR', browser: ['es-ES'] })).toBe('es-AR');
    expect(resolveLanguage({ stored: null, query: 'es-CO', browser: [] })).toBe('es-CO');
  });

  it('ignores an unsupported query', () => {
    expect(resolveLanguage({ query: 'fr-FR', browser: ['es-ES'] })).toBe('es-ES');
  });

  it('uses the browser language when it is supported exactly', () => {
    expect(resolveLanguage({ browser: ['es-AR'] })).toBe('es-AR');
    expect(resolveLanguage({ browser: ['es-cl'] })).toBe('es-CL');
  });

  it('maps any other English to en-US', () => {
    expect(resolveLanguage({ browser: ['en-GB'] })).toBe('en-US');
    expect(resolveLanguage({ browser: ['en'] })).toBe('en-US');
  });

  it('maps any other Spanish to es-MX', () => {
    expect(resolveLanguage({ browser: ['es'] })).toBe('es-MX');
    expect(resolveLanguage({ browser: ['es-PE'] })).toBe('es-MX');
  });

  it('prefers an exact match anywhere in the browser list over a language family', () => {
    expect(resolveLanguage({ browser: ['en-GB', 'es-ES'] })).toBe('es-ES');
    expect(resolveLanguage({ browser: ['fr-FR', 'es'] })).toBe('es-MX');
  });

  it('falls back to en-US for other languages and without a browser language', () => {
    expect(resolveLanguage({ browser: ['fr'] })).toBe('en-US');
    expect(resolveLanguage({})).toBe('en-US');
  });
});

describe('getLanguage', () => {
  it('reads the stored choice', () => {
    localStorage.setItem('language', 'es-ES');
    expect(getLanguage()).toBe('es-ES');
  });

  it('reads the lang query parameter when nothing is stored', () => {
    window.history.pushState({}, '', '/prices?lang=es-CO');
    expect(getLanguage()).toBe('es-CO');
  });

  it("follows the browser's languages otherwise", () => {
    // jsdom reports en-US.
    expect(getLanguage()).toBe('en-US');
  });
});

describe('setLanguage', () => {
  it('stores the choice, sets the page language and tells the bus', () => {
    const heard: Locale[] = [];
    const off = bus.on('language/changed', ({ language }) => heard.push(language));
    setLanguage('es-AR');
    off();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es-AR');
    expect(document.documentElement.lang).toBe('es-AR');
    expect(heard).toEqual(['es-AR']);
  });

  it('refuses a language we do not support', () => {
    expect(() => setLanguage('fr-FR' as Locale)).toThrow('"fr-FR" is not a supported language');
  });
});

describe('adoptQueryLanguage', () => {
  it('stores a valid lang query over an earlier choice', () => {
    localStorage.setItem('language', 'en-US');
    const heard: Locale[] = [];
    const off = bus.on('language/changed', ({ language }) => heard.push(language));
    expect(adoptQueryLanguage('?lang=es-CL')).toBe('es-CL');
    off();
    expect(localStorage.getItem('language')).toBe('es-CL');
    expect(heard).toEqual(['es-CL']);
  });

  it('reads the address by default', () => {
    window.history.pushState({}, '', '/carriers?lang=es-ES');
    expect(adoptQueryLanguage()).toBe('es-ES');
    expect(getLanguage()).toBe('es-ES');
  });

  it('does nothing for an unsupported, missing or already stored language', () => {
    localStorage.setItem('language', 'es-MX');
    expect(adoptQueryLanguage('?lang=fr-FR')).toBeNull();
    expect(adoptQueryLanguage('')).toBeNull();
    expect(adoptQueryLanguage('?lang=es-MX')).toBeNull();
    expect(localStorage.getItem('language')).toBe('es-MX');
  });
});

describe('useLanguage', () => {
  it('re-renders when the language is set', () => {
    const { result } = renderHook(() => useLanguage());
    expect(result.current).toBe('en-US');
    act(() => setLanguage('es-MX'));
    expect(result.current).toBe('es-MX');
  });

  it('follows a change of the stored language made in another tab', () => {
    const { result } = renderHook(() => useLanguage());
    act(() => {
      localStorage.setItem('language', 'es-CL');
      window.dispatchEvent(new StorageEvent('storage', { key: 'language', newValue: 'es-CL' }));
    });
    expect(result.current).toBe('es-CL');
  });
});
