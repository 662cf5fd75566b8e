import { act, screen, waitFor, within } from '@testing-library/react';
import { bus, selectUser, store } from '@estiba/shared';
import { failing, mockApi, noResponse, ok, resetPage, restoreApi } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { IntegrationsPage } from './IntegrationsPage';
import { browser } from './integration.flow';
import { bodyOf, flowCalls, shopRow, SHOP_ID } from './testing';

jest.setTimeout(30_000);

const otherShop = shopRow({
  shopId: 'a7000000-0000-4000-8000-000000000002',
  name: 'Mercado Demo',
  ecommerce: 'mercado-libre',
  url: null,
  lastSyncedAt: null,
  updatedScopes: 0,
});

beforeEach(() => resetPage());
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

function render(url = '/integrations', locale: 'en-US' | 'es-MX' = 'en-US') {
  const user = setupUser();
  renderScreen(<IntegrationsPage />, { route: '/integrations', url, locale });
  return user;
}

describe('IntegrationsPage', () => {
  it('lists the connected shops with platform, status and last sync', async () => {
    const api = mockApi((request) =>
      request.url === 'ecommerce-platforms'
        ? ok([
            { slug: 'shopify', name: 'Shopify', image: 'https://api.example/shopify.svg' },
            { slug: 'mercado-libre', name: 'Mercado Libre', image: 'https://api.example/ml.svg' },
          ])
        : ok({ shops: [shopRow(), otherShop] }),
    );
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Integrations' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Connected shops' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Shop', 'Platform', 'Status', 'Last sync', 'Actions']);
    expect(within(rows[1]!).getByRole('link', { name: 'Demo Shopify' })).toHaveAttribute(
      'href',
      'https://demo-store.myshopify.com',
    );
    expect(within(rows[1]!).getByText('Shopify')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Connected')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Nov 24, 2026/)).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Mercado Demo')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Mercado Libre')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Needs update')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Never')).toBeInTheDocument();
    expect(flowCalls(api.requests)).toEqual(['GET client/shops']);
    expect(screen.getByRole('link', { name: 'Connect a store' })).toHaveAttribute('href', '/new-integration');
  });

  it('Sync now asks the API to sync that shop and a finished sync reloads the list', async () => {
    const api = mockApi((request) => (request.method === 'post' ? ok({}) : ok([shopRow()])));
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Sync now: Demo Shopify' }));
    expect(await screen.findByText('Demo Shopify products are being updated.')).toBeInTheDocument();
    expect(flowCalls(api.requests)).toEqual(['GET client/shops', `POST client/shop/${SHOP_ID}/sync`]);
    act(() =>
      bus.emit('products/progress', { current: 5, total: 10, shop: 'Demo Shopify', shopId: SHOP_ID }),
    );
    act(() =>
      bus.emit('products/progress', { current: 10, total: 10, shop: 'Demo Shopify', shopId: SHOP_ID }),
    );
    await waitFor(() => expect(flowCalls(api.requests).at(-1)).toBe('GET client/shops'));
    expect(flowCalls(api.requests)).toHaveLength(3);
  });

  it('Disconnect asks first, then disconnects and reloads; Cancel does nothing', async () => {
    let shops = [shopRow(), otherShop];
    const api = mockApi((request) => {
      if (request.method === 'delete') {
        shops = [otherShop];
        return ok({});
      }
      return ok(shops);
    });
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Disconnect Demo Shopify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Demo Shopify?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(flowCalls(api.requests)).toEqual(['GET client/shops']);

    await user.click(screen.getByRole('button', { name: 'Disconnect Demo Shopify' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Demo Shopify was disconnected.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Demo Shopify')).not.toBeInTheDocument());
    expect(flowCalls(api.requests)).toEqual([
      'GET client/shops',
      `DELETE client/shop/${SHOP_ID}`,
      'GET client/shops',
    ]);
  });

  it("names the sandbox store, and a platform by its slug when the platforms' names cannot be read", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi((request) =>
      request.url === 'ecommerce-platforms'
        ? failing(500)
        : ok({
            shops: [
              shopRow({ ecommerce: 'sandbox', name: 'cl-0002' }),
              shopRow({ shopId: 'x2', name: 'W', ecommerce: 'woocommerce' }),
            ],
          }),
    );
    render();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(within(rows[1]!).getByText('Estiba sandbox store')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('woocommerce')).toBeInTheDocument();
  });

  it('names a manual sales channel, offers no Sync now for it, and links to creating a store', async () => {
    mockApi(() =>
      ok({ shops: [shopRow({ shopId: 'm1', name: 'Phone orders', ecommerce: 'manual', url: null })] }),
    );
    render();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(within(rows[1]!).getByText('Manual channel')).toBeInTheDocument();
    expect(
      within(rows[1]!).queryByRole('button', { name: 'Sync now: Phone orders' }),
    ).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Disconnect Phone orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a store' })).toHaveAttribute('href', '/store/create');
  });

  it('a disconnected shop is listed without Sync now or Disconnect', async () => {
    mockApi(() => ok({ shops: [shopRow({ status: 'disconnected' })] }));
    render();
    expect(await screen.findByText('Disconnected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync now: Demo Shopify' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disconnect Demo Shopify' })).not.toBeInTheDocument();
  });

  it("a refused sync shows the server's reason", async () => {
    mockApi((request) =>
      request.method === 'post'
        ? failing(409, { message: 'A sync of this shop is running' })
        : ok([shopRow()]),
    );
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Sync now: Demo Shopify' }));
    expect(await screen.findByText('A sync of this shop is running')).toBeInTheDocument();
  });

  it('shows the stored integration error once and clears it', async () => {
    localStorage.setItem(
      'integration-error',
      'This shop is already registered, please try with another one.',
    );
    mockApi(() => ok([]));
    render();
    expect(
      await screen.findByText('This shop is already registered, please try with another one.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('integration-error')).toBeNull();
    expect(
      await screen.findByText(
        'You have no connected stores yet. Connect one to bring in its products and orders.',
      ),
    ).toBeInTheDocument();
  });

  it('a failed load says why and Retry loads again', async () => {
    const api = mockApi(noResponse(), ok([shopRow()]));
    const user = render();
    expect(
      await screen.findByText('Something went wrong, we are working on a solution.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(flowCalls(api.requests)).toHaveLength(2);
  });

  it("a connector's return posts the shop with its token, marks the step and comes back without the query", async () => {
    const api = mockApi((request) => {
      if (request.url === 'client/shop') return ok({ shopId: 'new-shop-9' });
      if (request.url === 'dashboard/steps/update') return ok({});
      return ok([shopRow({ name: 'My Woo', ecommerce: 'WooCommerce' })]);
    });
    render(
      '/integrations?access_token=tok-1&ecommerce=WooCommerce&name=My%20Woo&url=https://woo.example&storeId=77' +
        '&state=fulfillment-landing&invitation=inv-5&userId=u-1',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Connecting your store…');
    expect(await screen.findByText('My Woo')).toBeInTheDocument();
    expect(flowCalls(api.requests)).toEqual([
      'POST client/shop',
      'POST dashboard/steps/update',
      'GET client/shops',
    ]);
    expect(bodyOf(api.requests[0]!)).toEqual({
      id: '77',
      url: 'https://woo.example',
      name: 'My Woo',
      ecommerce: 'WooCommerce',
      token: 'tok-1',
      outsideIntegration: false,
    });
    expect(bodyOf(api.requests[1]!)).toEqual({ field: 'integrate' });
    expect(localStorage.getItem('newShopId')).toBe('new-shop-9');
    expect(localStorage.getItem('invitation')).toBe('inv-5');
  });

  it("a refused shop shows the server's message field and marks no step", async () => {
    const api = mockApi((request) =>
      request.url === 'client/shop'
        ? failing(422, { message: 'The token does not open this store' })
        : ok([]),
    );
    render('/integrations?access_token=bad&ecommerce=WooCommerce&name=W&url=https://woo.example&storeId=7');
    expect(await screen.findByText('The token does not open this store')).toBeInTheDocument();
    expect(flowCalls(api.requests)).toEqual(['POST client/shop', 'GET client/shops']);
    expect(localStorage.getItem('integration-error')).toBeNull();
  });

  it('a Shopify shop in the address is validated, then the browser goes to its authorisation page', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const api = mockApi((request) =>
      request.url === 'client/shop/validation'
        ? ok({})
        : ok({ authorizationUrl: 'https://api.example/sandbox-store/admin/oauth/authorize?state=s1' }),
    );
    render('/integrations?shop=demo.myshopify.com');
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://api.example/sandbox-store/admin/oauth/authorize?state=s1'),
    );
    expect(flowCalls(api.requests)).toEqual(['POST client/shop/validation', 'POST client/shop/oauth/start']);
    expect(bodyOf(api.requests[0]!)).toEqual({ url: 'demo.myshopify.com' });
    expect(bodyOf(api.requests[1]!)).toEqual({ url: 'demo.myshopify.com' });
  });

  it('a visitor validates through the outside variant and starts no grant (it is bound to a merchant)', async () => {
    resetPage(null);
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const api = mockApi(() => ok([]));
    render('/integrations?shop=demo.myshopify.com');
    await waitFor(() =>
      expect(flowCalls(api.requests)).toEqual(['POST client/shop/outside/validation', 'GET client/shops']),
    );
    expect(assign).not.toHaveBeenCalled();
    expect(selectUser(store.getState())).toBeNull();
  });

  it('a grant the API cannot start (503: no Shopify app here) comes back with the generic message', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    mockApi((request) => {
      if (request.url === 'client/shop/oauth/start') return failing(503, { message: 'Not available' });
      return request.method === 'post' ? ok({}) : ok([]);
    });
    render('/integrations?shop=demo.myshopify.com');
    expect(
      await screen.findByText(
        "We're sorry, something went wrong in the process, we're working on it, please try again in a short while.",
      ),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    [403, 'This shop is already registered, please try with another one.'],
    [
      500,
      "We're sorry, something went wrong in the process, we're working on it, please try again in a short while.",
    ],
  ])('a validation refused with %p comes back with its message', async (status, message) => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    mockApi((request) => (request.url === 'client/shop/validation' ? failing(status) : ok([])));
    render('/integrations?shop=demo.myshopify.com');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('a validation refused with 409 comes back silently', async () => {
    const api = mockApi((request) =>
      request.url === 'client/shop/validation' ? failing(409) : ok([shopRow()]),
    );
    render('/integrations?shop=demo.myshopify.com');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(flowCalls(api.requests)).toEqual(['POST client/shop/validation', 'GET client/shops']);
  });

  it("Shopify's OAuth return marks the integrate step and shows the shops", async () => {
    const api = mockApi((request) => (request.method === 'post' ? ok({}) : ok([shopRow()])));
    render(
      '/integrations?ecommerce-name=sandbox&shop=localhost%3A4000%2Fsandbox-store%2Fcl-0002&name=cl-0002',
    );
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(flowCalls(api.requests)).toEqual(['POST dashboard/steps/update', 'GET client/shops']);
  });

  it('reads in Spanish (es-MX)', async () => {
    mockApi(() => ok([shopRow()]));
    render('/integrations', 'es-MX');
    expect(await screen.findByRole('table', { name: 'Tiendas conectadas' })).toBeInTheDocument();
    expect(screen.getByText('Conectada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sincronizar ahora: Demo Shopify' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conectar una tienda' })).toBeInTheDocument();
  });
});
