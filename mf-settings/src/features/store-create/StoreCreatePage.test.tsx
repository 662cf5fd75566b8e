import { screen, waitFor } from '@testing-library/react';
import { bus, setAppConfig, getAppConfig, STORAGE_KEYS } from '@estiba/shared';
import { failing, mockApi, ok, resetPage, restoreApi, type SentRequest } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { browser } from '../integrations/integration.flow';
import { bodyOf, callOf } from '../integrations/testing';
import { StoreCreatePage } from './StoreCreatePage';
import { kindForPath, manualChannelErrors, newSandboxStoreUrl } from './storeCreate.rules';

jest.setTimeout(30_000);

const warehouses = [
  { id: 'WH-MX-CDMX', name: 'Mexico City' },
  { id: 'WH-US-LRD', name: 'Laredo' },
];

beforeEach(() => resetPage());
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

function render(path: '/store/create' | '/createStoreFulfillment', locale: 'en-US' | 'es-AR' = 'en-US') {
  const user = setupUser();
  renderScreen(<StoreCreatePage />, { route: path, locale });
  return user;
}

const channelAnswer = (request: SentRequest) => {
  const body = bodyOf(request) as { name: string; warehouseId: string; automaticOrders: boolean };
  return {
    status: 201,
    data: { shopId: 'a7000000-0000-4000-8000-0000000000c1', ecommerce: 'manual', isMain: false, ...body },
  };
};

describe('StoreCreatePage', () => {
  it('/createStoreFulfillment: a manual sales channel with its default warehouse and automatic orders, then Integrations', async () => {
    const notices: unknown[] = [];
    const off = bus.on('notify', (notice) => notices.push(notice));
    const api = mockApi((request) => (request.method === 'get' ? ok(warehouses) : channelAnswer(request)));
    const user = render('/createStoreFulfillment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a store' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Manual sales channel/ })).toBeChecked();

    // Checked before sending: a name and a warehouse.
    await user.click(screen.getByRole('button', { name: 'Create sales channel' }));
    expect(screen.getByRole('textbox', { name: /Channel name/ })).toHaveAccessibleDescription(
      'Give the sales channel a name',
    );
    expect(screen.getByRole('combobox', { name: /Default warehouse/ })).toHaveAccessibleDescription(
      'Choose the default warehouse',
    );
    expect(api.requests.filter((request) => request.method === 'post')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Channel name/ }), '  Phone orders ');
    await user.selectOptions(screen.getByRole('combobox', { name: /Default warehouse/ }), 'WH-US-LRD');
    await user.click(screen.getByRole('switch', { name: 'Automatic orders' }));
    await user.click(screen.getByRole('button', { name: 'Create sales channel' }));

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/integrations');
    const post = api.requests.find((request) => request.method === 'post')!;
    expect(callOf(post)).toBe('POST client/sales-channels');
    expect(bodyOf(post)).toEqual({ name: 'Phone orders', warehouseId: 'WH-US-LRD', automaticOrders: true });
    expect(post.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(notices).toEqual([
      { id: 'settings.storeCreate.created', values: { name: 'Phone orders' }, severity: 'success' },
    ]);
    off();
  });

  it('keeps the same Idempotency-Key when the same form is sent again, and shows the server reason on its field', async () => {
    let attempt = 0;
    const api = mockApi((request) => {
      if (request.method === 'get') return ok(warehouses);
      attempt += 1;
      if (attempt === 1) return failing(503, { message: 'Service unavailable' });
      return failing(409, {
        message: 'You already have a sales channel with this name.',
        fieldErrors: { name: 'You already have a sales channel with this name.' },
      });
    });
    const user = render('/createStoreFulfillment', 'es-AR');
    await user.type(await screen.findByRole('textbox', { name: /Nombre del canal/ }), 'Mayoristas');
    await user.selectOptions(screen.getByRole('combobox', { name: /Almacén predeterminado/ }), 'WH-MX-CDMX');
    await user.click(screen.getByRole('button', { name: 'Crear canal de venta' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear canal de venta' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Nombre del canal/ })).toHaveAccessibleDescription(
        'You already have a sales channel with this name.',
      ),
    );
    const keys = api.requests
      .filter((request) => request.method === 'post')
      .map((request) => request.headers?.['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('/store/create: a new sandbox store of the merchant\u2019s own, validated and sent to its authorisation page', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const authorize = 'https://api.example/sandbox-store/cl-0002-x/oauth/authorize?state=s1';
    const api = mockApi((request) => {
      if (request.method === 'get') return ok(warehouses);
      if (request.url === 'client/shop/validation') return ok({});
      return ok({ authorizationUrl: authorize });
    });
    const user = render('/store/create');
    expect(await screen.findByRole('radio', { name: /Sandbox store/ })).toBeChecked();
    const address = screen.getByRole('textbox', { name: 'Store address' });
    expect((address as HTMLInputElement).value).toMatch(/\/sandbox-store\/cl-0002-[0-9a-z]{6}$/);
    await user.click(screen.getByRole('button', { name: 'Create and connect' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(authorize));
    const posts = api.requests.filter((request) => request.method === 'post');
    expect(posts.map(callOf)).toEqual(['POST client/shop/validation', 'POST client/shop/oauth/start']);
    expect(posts.map((request) => (bodyOf(request) as { url: string }).url)).toEqual([
      (address as HTMLInputElement).value,
      (address as HTMLInputElement).value,
    ]);
  });

  it('/store/create: a refused sandbox store goes back to Integrations with the message kept for it', async () => {
    mockApi((request) =>
      request.method === 'get'
        ? ok(warehouses)
        : failing(403, { message: 'This shop is already registered, please try with another one.' }),
    );
    const user = render('/store/create');
    await user.click(await screen.findByRole('button', { name: 'Create and connect' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/integrations');
    expect(localStorage.getItem(STORAGE_KEYS.integrationError)).toContain('already registered');
  });

  it('lets the merchant switch kinds on either route', async () => {
    mockApi(() => ok(warehouses));
    const user = render('/store/create');
    await user.click(await screen.findByRole('radio', { name: /Manual sales channel/ }));
    expect(screen.getByRole('button', { name: 'Create sales channel' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Store address' })).not.toBeInTheDocument();
  });
});

describe('store-create rules', () => {
  it('pre-selects the manual channel on /createStoreFulfillment and the sandbox store on /store/create', () => {
    expect(kindForPath('/createStoreFulfillment')).toBe('manual');
    expect(kindForPath('/createStoreFulfillment/')).toBe('manual');
    expect(kindForPath('/store/create')).toBe('sandbox');
  });

  it("makes a fresh sandbox store address under the API's own, the client's handle first", () => {
    expect(newSandboxStoreUrl('https://api.estiba.example/', 'CL-0002', () => 0.5)).toBe(
      'https://api.estiba.example/sandbox-store/cl-0002-i00000',
    );
    const config = getAppConfig();
    expect(newSandboxStoreUrl(config.apiUrl, '')).toMatch(/\/sandbox-store\/store-[0-9a-z]{6}$/);
    setAppConfig(config);
  });

  it('asks for a name (at most 100 characters) and a warehouse', () => {
    expect(manualChannelErrors({ name: ' ', warehouseId: '', automaticOrders: false })).toEqual({
      name: 'settings.storeCreate.error.name',
      warehouseId: 'settings.storeCreate.error.warehouse',
    });
    expect(manualChannelErrors({ name: 'x'.repeat(101), warehouseId: 'W', automaticOrders: true })).toEqual({
      name: 'settings.storeCreate.error.nameLength',
    });
    expect(manualChannelErrors({ name: 'Phone', warehouseId: 'W', automaticOrders: true })).toEqual({});
  });
});
