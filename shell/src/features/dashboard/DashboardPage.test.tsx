import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import {
  bundledMessages,
  sessionActions,
  sessionSlice,
  type AnyRemoteRouteModule,
  type DashboardWidget,
  type Role,
} from '@estiba/shared';
import { MemoryRouter } from 'react-router-dom';
import { demoMerchant, failing, mockApi, ok, restoreApi, type MockedApi } from '@estiba/shared/testing';
import { shellMessages } from '../../i18n/messages';
import { BrandProvider, DEFAULT_BRAND } from '../branding';
import { createRemoteLoader, RemotesProvider, type RemoteEntry } from '../remotes';
import { DashboardPage } from './DashboardPage';

/** The widgets' titles, as a remote's texts would bring them. */
const WIDGET_TITLES = {
  'orders.widget.shipped': 'Orders shipped per day',
  'orders.widget.queue': 'Work queue',
  'inventory.widget.available': 'Units available',
  'inventory.widget.low': 'Below their days of cover',
};

const instantly = { wait: () => Promise.resolve() };

const widget = (
  id: string,
  titleId: keyof typeof WIDGET_TITLES,
  order: number,
  overrides: Partial<DashboardWidget> = {},
): DashboardWidget => ({
  id,
  titleId,
  audience: 'merchant',
  order,
  width: 6,
  load: async () => ({ default: () => <p>Body of {id}</p> }),
  ...overrides,
});

const remote = (name: string, widgets: DashboardWidget[] = []): AnyRemoteRouteModule => ({
  name,
  routes: [],
  navigation: [],
  toolbarTitles: {},
  messages: { 'en-US': {}, 'es-MX': {}, 'es-CO': {}, 'es-AR': {}, 'es-CL': {}, 'es-ES': {} },
  widgets,
});

/** A remote as the loader sees it: a module, or a function that throws while the remote is down. */
type FakeRemote = AnyRemoteRouteModule | (() => AnyRemoteRouteModule);

interface DashboardOptions {
  roles?: Role[];
  remotes?: Record<string, FakeRemote>;
  /** Reads the registry; by default it lists the remotes. */
  fetchRegistry?: () => Promise<RemoteEntry[]>;
}

function renderDashboard({ roles = ['user'], remotes = {}, fetchRegistry }: DashboardOptions) {
  const store = configureStore({ reducer: combineReducers({ session: sessionSlice.reducer }) });
  store.dispatch(sessionActions.signedIn({ ...demoMerchant, displayName: 'Ana Pérez', role: roles }));
  const entries: RemoteEntry[] = Object.keys(remotes).map((name) => ({
    name,
    entry: `http://${name}.test/mf-manifest.json`,
    version: '1',
  }));
  const loadModule = jest.fn(async (name: string) => {
    const answer = remotes[name];
    return typeof answer === 'function' ? answer() : answer;
  });
  const loader = createRemoteLoader({
    fetchRegistry: fetchRegistry ?? (async () => entries),
    register: jest.fn(),
    loadModule,
    retry: instantly,
  });
  void loader.start();
  render(
    <Provider store={store}>
      <BrandProvider brand={DEFAULT_BRAND}>
        <RemotesProvider loader={loader}>
          <IntlProvider
            locale="en-US"
            messages={{ ...bundledMessages['en-US'], ...shellMessages['en-US'], ...WIDGET_TITLES }}
          >
            <MemoryRouter initialEntries={['/welcome']}>
              <DashboardPage retry={instantly} />
            </MemoryRouter>
          </IntlProvider>
        </RemotesProvider>
      </BrandProvider>
    </Provider>,
  );
  return { loader, loadModule };
}

/** The cards' names, in the order they are on the page (each is a region labelled by its heading). */
const regionNames = () =>
  screen
    .getAllByRole('region')
    .map((region) => document.getElementById(region.getAttribute('aria-labelledby') ?? '')?.textContent);

const ONBOARDING = 'Your first steps';
const onboardingSteps = (done: boolean) =>
  (['integrate', 'sendInventory', 'firstOrderShipped'] as const).map((step) => ({
    step,
    done,
    doneAt: done ? '2026-11-20T10:00:00.000Z' : null,
  }));

let api: MockedApi;
beforeEach(() => {
  api = mockApi((request) =>
    request.url === 'dashboard/steps' ? ok({ steps: onboardingSteps(false) }) : failing(404),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  restoreApi();
});

const ordersRemote = remote('mf_orders', [
  widget('orders.shipped', 'orders.widget.shipped', 30, { width: 12 }),
  widget('orders.queue', 'orders.widget.queue', 10, { audience: 'staff' }),
]);
const inventoryRemote = remote('mf_inventory', [
  widget('inventory.available', 'inventory.widget.available', 20),
  widget('inventory.low', 'inventory.widget.low', 40),
]);

it('greets the merchant with the brand’s welcome text and shows every remote’s merchant widgets by order', async () => {
  renderDashboard({
    remotes: { mf_orders: ordersRemote, mf_inventory: inventoryRemote, mf_auth: remote('mf_auth') },
  });

  expect(
    screen.getByRole('heading', { level: 1, name: 'Welcome to Estiba Fulfillment!' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Hello, Ana Pérez')).toBeInTheDocument();
  expect(await screen.findByText('Body of inventory.low')).toBeInTheDocument();
  // The onboarding steps come first, above the widgets.
  await screen.findByText('0 of 3 done');
  expect(regionNames()).toEqual([
    ONBOARDING,
    'Units available',
    'Orders shipped per day',
    'Below their days of cover',
  ]);
  const shipped = screen.getByRole('region', { name: 'Orders shipped per day' });
  expect(within(shipped).getByText('Body of orders.shipped')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Work queue' })).not.toBeInTheDocument();
});

it('shows staff the warehouse’s widgets instead of the merchant’s', async () => {
  renderDashboard({ roles: ['staff'], remotes: { mf_orders: ordersRemote, mf_inventory: inventoryRemote } });

  const queue = await screen.findByRole('region', { name: 'Work queue' });
  expect(await within(queue).findByText('Body of orders.queue')).toBeInTheDocument();
  // No onboarding steps for the warehouse: only its widgets.
  expect(regionNames()).toEqual(['Work queue']);
  expect(api.requests.filter((request) => request.url === 'dashboard/steps')).toEqual([]);
});

it('shows Retry in the card of a widget whose chunk fails while the others stand, and Retry loads it again', async () => {
  let attempts = 0;
  const flaky = widget('inventory.low', 'inventory.widget.low', 40, {
    load: async () => {
      attempts += 1;
      if (attempts <= 5) throw new Error('chunk failed');
      return { default: () => <p>Low stock list</p> };
    },
  });
  renderDashboard({
    remotes: { mf_orders: ordersRemote, mf_inventory: remote('mf_inventory', [flaky]) },
  });

  const low = await screen.findByRole('region', { name: 'Below their days of cover' });
  const alert = await within(low).findByRole('alert');
  expect(alert).toHaveTextContent('This card could not be loaded');
  // The first try and the 4 retries of spec point 4, then the card gives up without reloading the page.
  expect(attempts).toBe(5);
  expect(
    within(screen.getByRole('region', { name: 'Orders shipped per day' })).getByText(
      'Body of orders.shipped',
    ),
  ).toBeInTheDocument();

  await userEvent.click(within(low).getByRole('button', { name: 'Retry' }));
  expect(await within(low).findByText('Low stock list')).toBeInTheDocument();
  expect(within(low).queryByRole('alert')).not.toBeInTheDocument();
});

it('shows Retry in the card of a widget whose body throws while rendering, the others standing', async () => {
  const Broken = () => {
    throw new Error('render failed');
  };
  const broken = widget('inventory.low', 'inventory.widget.low', 40, {
    load: async () => ({ default: Broken }),
  });
  renderDashboard({ remotes: { mf_orders: ordersRemote, mf_inventory: remote('mf_inventory', [broken]) } });

  const low = await screen.findByRole('region', { name: 'Below their days of cover' });
  expect(await within(low).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(await screen.findByText('Body of orders.shipped')).toBeInTheDocument();
});

it('leaves one card with Retry for a remote that is down, and Retry loads it and its widgets', async () => {
  let ordersUp = false;
  const { loadModule } = renderDashboard({
    remotes: {
      mf_orders: () => {
        if (!ordersUp) throw new Error('mf_orders is down');
        return ordersRemote;
      },
      mf_inventory: inventoryRemote,
    },
  });

  const down = await screen.findByRole('region', { name: 'Orders' });
  expect(within(down).getByRole('alert')).toHaveTextContent('This part of Estiba could not be loaded');
  expect(await screen.findByText('Body of inventory.available')).toBeInTheDocument();
  expect(screen.getByText('Body of inventory.low')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);

  ordersUp = true;
  const callsBefore = loadModule.mock.calls.filter(([name]) => name === 'mf_orders').length;
  await userEvent.click(within(down).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByText('Body of orders.shipped')).toBeInTheDocument();
  expect(loadModule.mock.calls.filter(([name]) => name === 'mf_orders').length).toBe(callsBefore + 1);
  expect(screen.queryByRole('region', { name: 'Orders' })).not.toBeInTheDocument();
  expect(regionNames()).toEqual([
    ONBOARDING,
    'Units available',
    'Orders shipped per day',
    'Below their days of cover',
  ]);
});

it('names a down remote the shell has no name for as another part of Estiba', async () => {
  renderDashboard({
    remotes: {
      mf_returns: () => {
        throw new Error('down');
      },
    },
  });
  expect(await screen.findByRole('region', { name: 'Another part of Estiba' })).toBeInTheDocument();
});

it('offers Retry when the registry of remotes could not be read, and Retry reads it again', async () => {
  let registryUp = false;
  renderDashboard({
    remotes: { mf_inventory: inventoryRemote },
    fetchRegistry: async () => {
      if (!registryUp) throw new Error('remotes.json failed');
      return [{ name: 'mf_inventory', entry: 'http://mf_inventory.test/mf-manifest.json', version: '1' }];
    },
  });

  const retry = await screen.findByRole('button', { name: 'Retry' });
  expect(
    screen.getByRole('heading', { level: 1, name: 'Welcome to Estiba Fulfillment!' }),
  ).toBeInTheDocument();
  registryUp = true;
  await userEvent.click(retry);
  expect(await screen.findByText('Body of inventory.available')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});
