// Renders the composed router as the app wires it (store, brand, remotes, texts, router), with the
// remotes, the brand and the browser's full-page navigation supplied by the test.
import { combineReducers, configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import {
  bundledMessages,
  sessionActions,
  sessionSlice,
  type AnyRemoteRouteModule,
  type SessionUser,
} from '@estiba/shared';
import { DEFAULT_BRAND, BrandProvider, type Brand } from '../../features/branding';
import { PRODUCT_PROGRESS_KEY, productProgressReducer } from '../../features/product-progress';
import { createRemoteLoader, RemotesProvider, type RemoteEntry } from '../../features/remotes';
import { ExternalNavigationProvider } from '../../features/session';
import { SETTINGS_STORE_KEY, settingsReducer } from '../../features/settings-panel';
import { ShellThemeProvider } from '../../features/theme';
import { shellMessages } from '../../i18n/messages';
import { ComposedRoutes } from '../ComposedRoutes';

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
    shippingPlatformIntegrated: false,
    shippingPlatformId: null,
    newFeatures: false,
    from: 'api',
    data: { displayName: 'Ana Pérez', photoURL: null, email: 'ana@acme.test', settings: {}, shortcuts: [] },
    ...overrides,
  };
}

export function routeModule(
  name: string,
  overrides: Partial<AnyRemoteRouteModule> = {},
): AnyRemoteRouteModule {
  return {
    name,
    routes: [],
    navigation: [],
    toolbarTitles: {},
    messages: { 'en-US': {}, 'es-MX': {}, 'es-CO': {}, 'es-AR': {}, 'es-CL': {}, 'es-ES': {} },
    ...overrides,
  };
}

/** A remote as the loader sees it: a module, or a function that throws while the remote is down. */
export type FakeRemote = AnyRemoteRouteModule | (() => AnyRemoteRouteModule);

interface ShellOptions {
  path: string;
  /** The signed-in user; null for a visitor. */
  user?: SessionUser | null;
  /** The session is still being decided (automatic sign-in under way). */
  sessionPending?: boolean;
  remotes?: Record<string, FakeRemote>;
  /**
   * Route hints of the registry, by remote. With hints the loader starts as the page does, for the
   * address opened; without, every remote loads at start.
   */
  hints?: Record<string, string[]>;
  brand?: Brand;
}

/** Where the router is now, for assertions on redirects. */
export interface CurrentLocation {
  current: Location | null;
}

function LocationProbe({ into }: { into: CurrentLocation }) {
  into.current = useLocation();
  return null;
}

/** The composed routes under a memory router: the same table and guards as the page's browser router. */
export function renderShell({
  path,
  user = null,
  sessionPending = false,
  remotes = {},
  hints,
  brand = DEFAULT_BRAND,
}: ShellOptions) {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: combineReducers({
      session: sessionSlice.reducer,
      [SETTINGS_STORE_KEY]: settingsReducer,
      [PRODUCT_PROGRESS_KEY]: productProgressReducer,
    }),
    middleware: (getDefault) => getDefault().concat(record),
  });
  if (sessionPending) store.dispatch(sessionActions.signInStarted());
  else if (user) store.dispatch(sessionActions.signedIn(user));
  else store.dispatch(sessionActions.continuedAsGuest());

  const entries: RemoteEntry[] = Object.keys(remotes).map((name) => ({
    name,
    entry: `http://${name}.test/mf-manifest.json`,
    version: '1',
    ...(hints?.[name] ? { routes: hints[name] } : {}),
  }));
  const loadModule = jest.fn(async (name: string) => {
    const remote = remotes[name];
    return typeof remote === 'function' ? remote() : remote;
  });
  const register = jest.fn();
  const loader = createRemoteLoader({
    fetchRegistry: async () => entries,
    register,
    loadModule,
    // Retries happen at once in these tests; their timing is tested with the loader.
    retry: { wait: () => Promise.resolve() },
  });
  void (hints ? loader.start(new URL(path, 'http://shell.test').pathname) : loader.start());

  const location: CurrentLocation = { current: null };
  const assign = jest.fn();
  const view = render(
    <Provider store={store}>
      <BrandProvider brand={brand}>
        <RemotesProvider loader={loader}>
          <IntlProvider locale="en-US" messages={{ ...bundledMessages['en-US'], ...shellMessages['en-US'] }}>
            <ShellThemeProvider>
              <ExternalNavigationProvider assign={assign}>
                <MemoryRouter initialEntries={[path]}>
                  <ComposedRoutes />
                  <LocationProbe into={location} />
                </MemoryRouter>
              </ExternalNavigationProvider>
            </ShellThemeProvider>
          </IntlProvider>
        </RemotesProvider>
      </BrandProvider>
    </Provider>,
  );
  return { ...view, store, actions, location, assign, loader, loadModule, register };
}
