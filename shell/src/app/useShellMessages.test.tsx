import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { bundledMessages, type Locale, type Messages } from '@estiba/shared';
import { createRemoteLoader, remoteTexts, RemotesProvider } from '../features/remotes';
import { shellMessages } from '../i18n/messages';
import { routeModule } from './testing/renderShell';
import { useShellMessages } from './useShellMessages';

const loader = createRemoteLoader({
  fetchRegistry: async () => [],
  register: () => undefined,
  loadModule: async () => {
    throw new Error('no remotes in this test');
  },
});
const wrapper = ({ children }: { children: ReactNode }) => (
  <RemotesProvider loader={loader}>{children}</RemotesProvider>
);

beforeEach(() => localStorage.clear());

it('paints with the bundled texts while the API bundle loads, then takes the API’s', async () => {
  let answer: (messages: Messages) => void = () => undefined;
  const pending = new Promise<Messages>((resolve) => {
    answer = resolve;
  });
  const initial = { language: 'en-US' as const, messages: pending, shell: shellMessages['en-US'] };
  const { result } = renderHook(() => useShellMessages('en-US', initial), { wrapper });

  expect(result.current['common.retry']).toBe('Retry');

  await act(async () => answer({ 'common.retry': 'Try again' }));
  expect(result.current['common.retry']).toBe('Try again');
});

it('uses texts already known at start without loading them', () => {
  const initial = {
    language: 'es-MX' as const,
    messages: { 'common.retry': 'Reintentar ya' },
    shell: shellMessages['es-MX'],
  };
  const { result } = renderHook(() => useShellMessages('es-MX', initial), { wrapper });
  expect(result.current['common.retry']).toBe('Reintentar ya');
});

it('keeps the bundled texts object when the API sends the same texts, so nothing re-renders', async () => {
  let answer: (messages: Messages) => void = () => undefined;
  const pending = new Promise<Messages>((resolve) => {
    answer = resolve;
  });
  const initial = { language: 'en-US' as const, messages: pending, shell: shellMessages['en-US'] };
  const { result } = renderHook(() => useShellMessages('en-US', initial), { wrapper });
  const before = result.current;

  await act(async () => answer({ ...bundledMessages['en-US'] }));
  expect(result.current).toBe(before);
});

it('loads a remote’s texts in the new language when the language changes, keeping the old words meanwhile', async () => {
  const texts: Partial<Record<string, Messages>> = {
    'en-US': { 'landing.hello': 'Hello' },
    'es-MX': { 'landing.hello': 'Hola' },
  };
  let answerSpanish: () => void = () => undefined;
  const landing = routeModule('mf_landing', {
    messages: (language) =>
      language === 'en-US'
        ? Promise.resolve(texts['en-US'] ?? {})
        : new Promise((resolve) => {
            answerSpanish = () => resolve(texts[language] ?? {});
          }),
  });
  const remotes = createRemoteLoader({
    fetchRegistry: async () => [
      { name: 'mf_landing', entry: 'http://localhost/mf-manifest.json', version: '1' },
    ],
    register: () => undefined,
    loadModule: async () => landing,
    prepare: (module) => remoteTexts.load(module, 'en-US'),
  });
  const remotesWrapper = ({ children }: { children: ReactNode }) => (
    <RemotesProvider loader={remotes}>{children}</RemotesProvider>
  );
  const initial = {
    language: 'en-US' as const,
    messages: bundledMessages['en-US'],
    shell: shellMessages['en-US'],
  };
  const { result, rerender } = renderHook(({ language }) => useShellMessages(language, initial), {
    wrapper: remotesWrapper,
    initialProps: { language: 'en-US' as Locale },
  });
  await act(() => remotes.start('/'));
  expect(result.current['landing.hello']).toBe('Hello');

  rerender({ language: 'es-MX' });
  expect(result.current['landing.hello']).toBe('Hello');
  await act(async () => answerSpanish());
  expect(result.current['landing.hello']).toBe('Hola');
});

it('loads the shell’s texts in the new language when the language changes, keeping the old words meanwhile', async () => {
  const initial = {
    language: 'en-US' as const,
    messages: bundledMessages['en-US'],
    shell: shellMessages['en-US'],
  };
  const { result, rerender } = renderHook(({ language }) => useShellMessages(language, initial), {
    wrapper,
    initialProps: { language: 'en-US' as Locale },
  });
  const welcome = 'shell.welcome.default';
  expect(result.current[welcome]).toBe(shellMessages['en-US'][welcome]);

  rerender({ language: 'es-AR' });
  // The Spanish chunk is on its way: the English words stay rather than message ids.
  expect(result.current[welcome]).toBe(shellMessages['en-US'][welcome]);
  await waitFor(() => expect(result.current[welcome]).toBe(shellMessages['es-AR'][welcome]));
  expect(shellMessages['es-AR'][welcome]).not.toBe(shellMessages['en-US'][welcome]);
});
