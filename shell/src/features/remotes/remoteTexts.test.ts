import type { Locale, Messages, AnyRemoteRouteModule } from '@estiba/shared';
import { createRemoteTexts, textsOf } from './remoteTexts';

const perLanguage = (load: (language: Locale) => Promise<Messages>): AnyRemoteRouteModule => ({
  name: 'mf_landing',
  routes: [],
  navigation: [],
  toolbarTitles: {},
  messages: load,
});

const TEXTS: Partial<Record<Locale, Messages>> = {
  'en-US': { 'landing.hello': 'Hello' },
  'es-MX': { 'landing.hello': 'Hola' },
};

it('loads a language’s texts once, and keeps the first language’s words while another is on its way', async () => {
  const load = jest.fn(async (language: Locale) => TEXTS[language] ?? {});
  const module = perLanguage(load);
  const texts = createRemoteTexts();
  expect(texts.has(module, 'en-US')).toBe(false);

  await Promise.all([texts.load(module, 'en-US'), texts.load(module, 'en-US')]);
  expect(load).toHaveBeenCalledTimes(1);
  expect(textsOf(texts.loaded(), module, 'en-US')).toEqual({ 'landing.hello': 'Hello' });
  expect(textsOf(texts.loaded(), module, 'es-MX')).toEqual({ 'landing.hello': 'Hello' });

  const before = texts.loaded();
  await texts.load(module, 'es-MX');
  expect(texts.loaded()).not.toBe(before);
  expect(textsOf(texts.loaded(), module, 'es-MX')).toEqual({ 'landing.hello': 'Hola' });
  expect(load).toHaveBeenCalledTimes(2);
});

it('retries a failed load, rejects after the last attempt, and tries again on the next call', async () => {
  const load = jest.fn().mockRejectedValue(new Error('chunk failed'));
  const module = perLanguage(load);
  const texts = createRemoteTexts({ retries: 1, delayMs: 0 });
  await expect(texts.load(module, 'en-US')).rejects.toThrow('chunk failed');
  expect(load).toHaveBeenCalledTimes(2);

  load.mockResolvedValueOnce({ 'landing.hello': 'Hello' });
  await texts.load(module, 'en-US');
  expect(texts.has(module, 'en-US')).toBe(true);
});

it('reads a module that bundles every language without loading anything', async () => {
  const module: AnyRemoteRouteModule = {
    ...perLanguage(async () => ({})),
    messages: { 'en-US': {}, 'es-MX': { a: 'b' }, 'es-CO': {}, 'es-AR': {}, 'es-CL': {}, 'es-ES': {} },
  };
  const texts = createRemoteTexts();
  expect(texts.has(module, 'es-MX')).toBe(true);
  await texts.load(module, 'es-MX');
  expect(textsOf(texts.loaded(), module, 'es-MX')).toEqual({ a: 'b' });
});
