// Test helpers for the shell's chrome: a real store (session + settings slices), a router at a given
// address, and react-intl with the chrome's English texts, as the app wires them.
import type { ReactElement, ReactNode } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { IntlProvider } from 'react-intl';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionActions, sessionSlice, type Messages, type SessionUser } from '@estiba/shared';
import { settingsReducer, SETTINGS_STORE_KEY } from '../../settings-panel';
import chromeEnUS from '../../../i18n/chrome/en-US.json';

export const chromeMessages: Messages = chromeEnUS;

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    userId: 'user-1',
    role: ['user'],
    clientName: 'Acme Retail',
    clientId: 'CL-0042',
    displayName: 'Ana Pérez',
    email: 'ana@acme.test',
    shops: [],
    defaultShopId: null,
    lang: 'en-US',
    billingEnabled: false,
    shippingPlatformIntegrated: true,
    shippingPlatformId: 'SP-7781',
    newFeatures: false,
    from: 'api',
    data: { displayName: 'Ana Pérez', photoURL: null, email: 'ana@acme.test', settings: {}, shortcuts: [] },
    ...overrides,
  };
}

export function makeStore(user: SessionUser | null = null) {
  const store = configureStore({
    reducer: { session: sessionSlice.reducer, [SETTINGS_STORE_KEY]: settingsReducer },
  });
  store.dispatch(user ? sessionActions.signedIn(user) : sessionActions.continuedAsGuest());
  return store;
}

export type TestStore = ReturnType<typeof makeStore>;

interface ChromeOptions {
  route?: string;
  user?: SessionUser | null;
  /** Extra texts, e.g. the navigation titles of a test's items. */
  messages?: Messages;
  store?: TestStore;
  /** The test uses Jest's fake timers: user-event must advance them while it waits between steps. */
  fakeTimers?: boolean;
}

export function ChromeProviders({
  store,
  route = '/',
  messages = {},
  children,
}: {
  store: TestStore;
  route?: string;
  messages?: Messages;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <IntlProvider locale="en-US" messages={{ ...chromeMessages, ...messages }}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </IntlProvider>
    </Provider>
  );
}

export function renderWithChrome(ui: ReactElement, options: ChromeOptions = {}) {
  const store = options.store ?? makeStore(options.user ?? null);
  const user = userEvent.setup(
    options.fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {},
  );
  const view = render(
    <ChromeProviders store={store} route={options.route} messages={options.messages}>
      {ui}
    </ChromeProviders>,
  );
  return { ...view, store, user };
}

/**
 * jsdom has no layout, so `matchMedia` is missing; this answers width queries as a window of `width`
 * pixels would (MUI's useMediaQuery asks `(min-width:900px)`, `(max-width:899.95px)` and the like).
 */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => {
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
      return {
        matches,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      };
    },
  });
}

/** Window widths on either side of MUI's md breakpoint (900 px). */
export const DESKTOP_WIDTH = 1280;
export const MOBILE_WIDTH = 600;
