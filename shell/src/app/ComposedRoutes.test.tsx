import { act, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { authRoles, sessionActions } from '@estiba/shared';
import { FALLBACK_BRAND_CONFIG, resolveBrand } from '../features/branding';
import { CHUNK_RELOAD_MARKER } from '../features/remotes';
import { makeUser, renderShell, routeModule } from './testing/renderShell';

const tiendasNova = resolveBrand('fulfillment.tiendasnova.test', {
  ...FALLBACK_BRAND_CONFIG,
  hosts: {
    'fulfillment.tiendasnova.test': {
      ...FALLBACK_BRAND_CONFIG.default,
      name: 'Tiendas Nova',
      welcomeMessageId: 'shell.welcome.branded',
      siteId: 'tiendasnova-fulfillment',
    },
  },
});

const ordersRemote = routeModule('mf_orders', {
  routes: [
    {
      path: '/orders',
      auth: authRoles.loggedIn,
      layout: 'app',
      load: async () => ({ default: () => <h1>All orders</h1> }),
    },
  ],
});

const landingRemote = routeModule('mf_landing', {
  routes: [
    {
      path: '/',
      auth: authRoles.onlyGuest,
      layout: 'landing',
      load: async () => ({ default: () => <h1>Fulfillment for your store</h1> }),
    },
  ],
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('shows the 404 page for an unknown route once every remote has loaded', async () => {
  renderShell({ path: '/no-such-page', remotes: { mf_landing: landingRemote } });
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText('404')).toBeInTheDocument();
});

it('serves the error pages at /pages/errors/error-404 and error-500', async () => {
  renderShell({ path: '/pages/errors/error-500' });
  expect(await screen.findByRole('heading', { name: 'Internal server error' })).toBeInTheDocument();
});

it("shows 'Logging out...' on /logout and dispatches logout", async () => {
  const { actions } = renderShell({ path: '/logout', user: makeUser() });
  expect(await screen.findByText('Logging out...')).toBeInTheDocument();
  expect(actions.map((action) => action.type)).toContain(sessionActions.logoutRequested.type);
});

it("greets a signed-in user on /welcome with the product's welcome text", async () => {
  renderShell({ path: '/welcome', user: makeUser() });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Estiba Fulfillment!' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Hello, Ana Pérez')).toBeInTheDocument();
});

it('opens the same dashboard at /apps/project, titled Dashboard, with the remotes’ widgets', async () => {
  const withWidget = routeModule('mf_orders', {
    widgets: [
      {
        id: 'orders.shipped',
        titleId: 'shell.nav.dashboard',
        audience: 'merchant',
        order: 10,
        width: 12,
        load: async () => ({ default: () => <p>Shipped per day</p> }),
      },
    ],
  });
  renderShell({ path: '/apps/project', user: makeUser(), remotes: { mf_orders: withWidget } });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Estiba Fulfillment!' }),
  ).toBeInTheDocument();
  expect(within(screen.getByRole('banner')).getByText('Dashboard')).toBeInTheDocument();
  expect(await screen.findByText('Shipped per day')).toBeInTheDocument();
});

it("greets on a white-label host with the brand's welcome text", async () => {
  renderShell({ path: '/welcome', user: makeUser(), brand: tiendasNova });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Fulfillment!' }),
  ).toBeInTheDocument();
});

it('shows a loader, never a redirect, while the session is being decided', async () => {
  const { assign, location } = renderShell({ path: '/welcome', sessionPending: true });
  expect(await screen.findByLabelText('Loading...')).toBeInTheDocument();
  expect(assign).not.toHaveBeenCalled();
  expect(location.current?.pathname).toBe('/welcome');
});

it("sends a visitor on a protected route to the hosted login with the brand's site id", async () => {
  const { assign } = renderShell({ path: '/welcome?tab=2', brand: tiendasNova });
  await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  const url = new URL(assign.mock.calls[0][0] as string);
  expect(url.pathname).toBe('/accounts/login');
  expect(url.searchParams.get('site_id')).toBe('tiendasnova-fulfillment');
  expect(url.searchParams.get('redirect_url')).toBe(
    `${window.location.origin}/authentication?redirect=${encodeURIComponent('/welcome?tab=2')}`,
  );
  expect(url.searchParams.get('lang')).toBe('en-US');
});

it("renders a remote's route, and sends a signed-in user away from a guest-only page to /welcome", async () => {
  const { location } = renderShell({ path: '/', user: makeUser(), remotes: { mf_landing: landingRemote } });
  await waitFor(() => expect(location.current?.pathname).toBe('/welcome'));
  expect(await screen.findByRole('heading', { name: 'Welcome to Estiba Fulfillment!' })).toBeInTheDocument();
});

it("renders a remote's lazy screen in its layout for a visitor", async () => {
  renderShell({ path: '/', remotes: { mf_landing: landingRemote } });
  expect(await screen.findByRole('heading', { name: 'Fulfillment for your store' })).toBeInTheDocument();
});

it('keeps the shell and the other remotes working when one remote is down, and Retry loads it', async () => {
  let ordersUp = false;
  const { loadModule, register } = renderShell({
    path: '/orders',
    user: makeUser(),
    remotes: {
      mf_landing: landingRemote,
      mf_orders: () => {
        if (!ordersUp) throw new Error('mf_orders is down');
        return ordersRemote;
      },
    },
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This part of Estiba could not be loaded');
  // The failure sits inside the app layout: the rest of the shell is there.
  expect(screen.getByRole('banner')).toBeInTheDocument();
  // 1 attempt + 4 retries.
  expect(loadModule.mock.calls.filter(([name]) => name === 'mf_orders')).toHaveLength(5);

  ordersUp = true;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'All orders' })).toBeInTheDocument();
  expect(register).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'mf_orders' })], {
    force: true,
  });
});

it('catches a screen that throws and shows Retry in its place', async () => {
  let broken = true;
  function FlakyScreen() {
    if (broken) throw new Error('render failed');
    return <h1>Inventory</h1>;
  }
  renderShell({
    path: '/inventory',
    user: makeUser(),
    remotes: {
      mf_inventory: routeModule('mf_inventory', {
        routes: [{ path: '/inventory', layout: 'bare', load: async () => ({ default: FlakyScreen }) }],
      }),
    },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('This part of Estiba could not be loaded');
  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Inventory' })).toBeInTheDocument();
});

it('shows Retry when a screen chunk still fails after the reload to /welcome, and Retry loads it again', async () => {
  sessionStorage.setItem(CHUNK_RELOAD_MARKER, '1');
  let chunkUp = false;
  const load = jest.fn(async () => {
    if (!chunkUp) throw new Error('ChunkLoadError');
    return { default: () => <h1>Billing</h1> };
  });
  jest.useFakeTimers();
  try {
    renderShell({
      path: '/billing-information',
      user: makeUser(),
      remotes: {
        mf_billing: routeModule('mf_billing', {
          routes: [{ path: '/billing-information', layout: 'bare', load }],
        }),
      },
    });
    // A second at a time: the screen mounts in a transition, which act runs at the end of each step.
    for (let second = 0; second < 6; second += 1) await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(load).toHaveBeenCalledTimes(5);
    expect(screen.getByRole('alert')).toHaveTextContent('This part of Estiba could not be loaded');
    chunkUp = true;
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: 'Billing' })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

const detailRemote = routeModule('mf_orders', {
  routes: [
    {
      path: '/orders',
      auth: authRoles.loggedIn,
      layout: 'bare',
      load: async () => ({ default: () => <Link to="/orders/7">Order 7</Link> }),
    },
    {
      path: '/orders/:orderId',
      auth: authRoles.loggedIn,
      layout: 'bare',
      urlAccessDenied: true,
      load: async () => ({ default: () => <h1>Order detail</h1> }),
    },
  ],
});

it('refuses a URL-access-denied route opened by its address', async () => {
  const { location } = renderShell({
    path: '/orders/7',
    user: makeUser(),
    remotes: { mf_orders: detailRemote },
  });
  await waitFor(() => expect(location.current?.pathname).toBe('/welcome'));
});

it('opens a URL-access-denied route from inside the app', async () => {
  renderShell({ path: '/orders', user: makeUser(), remotes: { mf_orders: detailRemote } });
  await userEvent.click(await screen.findByRole('link', { name: 'Order 7' }));
  expect(await screen.findByRole('heading', { name: 'Order detail' })).toBeInTheDocument();
});

it('offers Retry inside the landing layout to a visitor when a remote is down', async () => {
  renderShell({
    path: '/prices',
    remotes: {
      mf_landing: () => {
        throw new Error('mf_landing is down');
      },
    },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('This part of Estiba could not be loaded');
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

it('sends a signed-in user on /login to /welcome even when no remote claims /login', async () => {
  renderShell({ path: '/login', user: makeUser(), remotes: { mf_landing: landingRemote } });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Estiba Fulfillment!' }),
  ).toBeInTheDocument();
  expect(screen.queryByText('404')).not.toBeInTheDocument();
});

describe('the floating chat button of the public site', () => {
  const CHAT = { name: 'Chat with us on WhatsApp' };
  const publicSite = routeModule('mf_landing', {
    routes: [
      {
        path: '/',
        auth: authRoles.onlyGuest,
        layout: 'landing',
        load: async () => ({ default: () => <h1>Fulfillment for your store</h1> }),
      },
      {
        path: '/fulfillment-for-ecommerces',
        auth: authRoles.onlyGuest,
        layout: 'bare',
        load: async () => ({ default: () => <h1>Your own frame</h1> }),
      },
      {
        path: '/authentication',
        auth: null,
        layout: 'bare',
        load: async () => ({ default: () => <h1>Signing you in</h1> }),
      },
    ],
  });

  it('is on a landing page though the page itself does not draw it', async () => {
    renderShell({ path: '/', remotes: { mf_landing: publicSite } });
    expect(await screen.findByRole('heading', { name: 'Fulfillment for your store' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', CHAT)).toHaveLength(1);
    expect(screen.getByRole('link', CHAT).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/13055550147\?text=/,
    );
  });

  it('is on a guest-only page that draws its own frame', async () => {
    renderShell({ path: '/fulfillment-for-ecommerces', remotes: { mf_landing: publicSite } });
    expect(await screen.findByRole('heading', { name: 'Your own frame' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', CHAT)).toHaveLength(1);
  });

  it('is not on a bare screen open to everyone', async () => {
    renderShell({ path: '/authentication', remotes: { mf_landing: publicSite } });
    expect(await screen.findByRole('heading', { name: 'Signing you in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', CHAT)).not.toBeInTheDocument();
  });

  it('is not in the client area', async () => {
    renderShell({ path: '/welcome', user: makeUser(), remotes: { mf_landing: publicSite } });
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome to/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', CHAT)).not.toBeInTheDocument();
  });
});

describe('with route hints in the registry', () => {
  const hints = { mf_landing: ['/'], mf_orders: ['/orders'] };
  const loadedNames = (loadModule: jest.Mock) => loadModule.mock.calls.map(([name]) => name as string);

  it('fetches only the remote that claims the address a visitor opens', async () => {
    const { loadModule } = renderShell({
      path: '/',
      hints,
      remotes: { mf_landing: landingRemote, mf_orders: ordersRemote },
    });
    expect(await screen.findByRole('heading', { name: 'Fulfillment for your store' })).toBeInTheDocument();
    expect(loadedNames(loadModule)).toEqual(['mf_landing']);
  });

  it('fetches another remote when the visitor goes to a path it claims', async () => {
    const guestOrders = routeModule('mf_orders', {
      routes: [
        {
          path: '/orders',
          layout: 'bare',
          load: async () => ({ default: () => <h1>Order tracking</h1> }),
        },
      ],
    });
    const home = routeModule('mf_landing', {
      routes: [
        {
          path: '/',
          layout: 'bare',
          load: async () => ({ default: () => <Link to="/orders">Track an order</Link> }),
        },
      ],
    });
    const { loadModule } = renderShell({
      path: '/',
      hints,
      remotes: { mf_landing: home, mf_orders: guestOrders },
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Track an order' }));
    expect(await screen.findByRole('heading', { name: 'Order tracking' })).toBeInTheDocument();
    expect(loadedNames(loadModule)).toEqual(['mf_landing', 'mf_orders']);
  });

  it('looks in every remote before showing 404 for a path nobody claims', async () => {
    const { loadModule } = renderShell({
      path: '/no-such-page',
      hints,
      remotes: { mf_landing: landingRemote, mf_orders: ordersRemote },
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(loadedNames(loadModule).sort()).toEqual(['mf_landing', 'mf_orders']);
  });

  it('finds a page whose hint is missing in the remote that really has it', async () => {
    const { loadModule } = renderShell({
      path: '/orders',
      user: makeUser(),
      hints: { mf_landing: ['/'], mf_orders: ['/returns'] },
      remotes: { mf_landing: landingRemote, mf_orders: ordersRemote },
    });
    expect(await screen.findByRole('heading', { name: 'All orders' })).toBeInTheDocument();
    expect(loadedNames(loadModule).sort()).toEqual(['mf_landing', 'mf_orders']);
  });

  it('gives a signed-in person every remote, so the sidebar lists all their screens', async () => {
    const billing = routeModule('mf_billing', {
      navigation: [{ id: 'billing', titleId: 'shell.nav.help', type: 'item', url: '/billing-information' }],
    });
    const { loadModule } = renderShell({
      path: '/welcome',
      user: makeUser(),
      hints: { ...hints, mf_billing: ['/billing-information'] },
      remotes: { mf_landing: landingRemote, mf_orders: ordersRemote, mf_billing: billing },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Estiba Fulfillment!' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(loadedNames(loadModule).sort()).toEqual(['mf_billing', 'mf_landing', 'mf_orders']),
    );
  });

  it('offers Retry at once when the remote that claims the address is down', async () => {
    const { loadModule } = renderShell({
      path: '/orders',
      user: makeUser(),
      hints: { mf_orders: ['/orders'], mf_landing: ['/'] },
      remotes: {
        mf_orders: () => {
          throw new Error('mf_orders is down');
        },
        mf_landing: landingRemote,
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of Estiba could not be loaded');
    expect(loadedNames(loadModule).filter((name) => name === 'mf_orders')).toHaveLength(5);
  });
});
