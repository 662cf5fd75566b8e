import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { bundledMessages, type Messages } from '@estiba/shared';
import { createRemoteLoader, RemotesProvider } from '../features/remotes';
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
  const initial = { language: 'en-US' as const, messages: pending };
  const { result } = renderHook(() => useShellMessages('en-US', initial), { wrapper });

  expect(result.current['common.retry']).toBe('Retry');

  await act(async () => answer({ 'common.retry': 'Try again' }));
  expect(result.current['common.retry']).toBe('Try again');
});

it('uses texts already known at start without loading them', () => {
  const initial = { language: 'es-MX' as const, messages: { 'common.retry': 'Reintentar ya' } };
  const { result } = renderHook(() => useShellMessages('es-MX', initial), { wrapper });
  expect(result.current['common.retry']).toBe('Reintentar ya');
});

it('keeps the bundled texts object when the API sends the same texts, so nothing re-renders', async () => {
  let answer: (messages: Messages) => void = () => undefined;
  const pending = new Promise<Messages>((resolve) => {
    answer = resolve;
  });
  const initial = { language: 'en-US' as const, messages: pending };
  const { result } = renderHook(() => useShellMessages('en-US', initial), { wrapper });
  const before = result.current;

  await act(async () => answer({ ...bundledMessages['en-US'] }));
  expect(result.current).toBe(before);
});
