import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import {
  authRoles,
  bundledMessages,
  sessionActions,
  sessionSlice,
  type AnyRemoteRouteModule,
} from '@estiba/shared';
import { createRemoteLoader, RemotesProvider, type RemoteEntry } from '../features/remotes';
import { shellMessages } from '../i18n/messages';
import { routeModule } from './testing/renderShell';
import { UnmatchedRoute } from './UnmatchedRoute';

const landing = routeModule('mf_landing', {
  routes: [
    {
      path: '/contact',
      auth: authRoles.onlyGuest,
      layout: 'landing',
      load: async () => ({ default: () => <h1>Contact</h1> }),
    },
  ],
});
const orders = routeModule('mf_orders');
const ENTRIES: RemoteEntry[] = [
  { name: 'mf_landing', entry: 'http://landing.test/mf-manifest.json', version: '1', routes: ['/contact'] },
  { name: 'mf_orders', entry: 'http://orders.test/mf-manifest.json', version: '1', routes: ['/orders'] },
];

/** A guest's /contact with mf_landing loaded and mf_orders idle, under a table built from `routedModules`. */
async function renderUnmatched(routedModules: AnyRemoteRouteModule[]) {
  const store = configureStore({ reducer: combineReducers({ session: sessionSlice.reducer }) });
  store.dispatch(sessionActions.continuedAsGuest());
  const modules: Record<string, AnyRemoteRouteModule> = { mf_landing: landing, mf_orders: orders };
  const loadModule = jest.fn(async (name: string) => modules[name]);
  const loader = createRemoteLoader({
    fetchRegistry: async () => ENTRIES,
    register: jest.fn(),
    loadModule,
    retry: { wait: () => Promise.resolve() },
  });
  await loader.start('/contact');
  expect(loadModule.mock.calls.map(([name]) => name)).toEqual(['mf_landing']);
  const view = render(
    <Provider store={store}>
      <RemotesProvider loader={loader}>
        <IntlProvider locale="en-US" messages={{ ...bundledMessages['en-US'], ...shellMessages['en-US'] }}>
          <MemoryRouter initialEntries={['/contact']}>
            <UnmatchedRoute routedModules={routedModules} />
          </MemoryRouter>
        </IntlProvider>
      </RemotesProvider>
    </Provider>,
  );
  return { ...view, loadModule };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('waits, fetching no other remote, while the route table has not caught up with a loaded claimant', async () => {
  // The table still built without mf_landing (its update is a transition that has not rendered yet).
  const { loadModule } = await renderUnmatched([]);
  expect(screen.getByLabelText('Loading...')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(loadModule.mock.calls.map(([name]) => name)).toEqual(['mf_landing']);
});

it('looks in the other remotes once the table has the claimant and still no route for the path', async () => {
  // mf_landing loaded and routed, yet without this path (a stale hint): every other remote is searched.
  const { loadModule } = await renderUnmatched([landing]);
  await waitFor(() =>
    expect(loadModule.mock.calls.map(([name]) => name)).toEqual(['mf_landing', 'mf_orders']),
  );
});
