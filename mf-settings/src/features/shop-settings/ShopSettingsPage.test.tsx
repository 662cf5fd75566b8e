import { screen, waitFor, within } from '@testing-library/react';
import { failing, mockApi, ok, resetPage, restoreApi, type SentRequest } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { ShopSettingsPage } from './ShopSettingsPage';

jest.setTimeout(30_000);

const MAIN = 'a7000000-0000-4000-8000-000000000001';
const SANDBOX = 'a7000000-0000-4000-8000-000000000002';
const shops = [
  { shopId: MAIN, shopName: 'Demo Shopify', automaticOrders: false, warehouseId: null },
  { shopId: SANDBOX, shopName: 'Sandbox store', automaticOrders: true, warehouseId: 'WH-MX-MTY' },
];
const warehouses = [
  { id: 'WH-MX-CDMX', name: 'Mexico City' },
  { id: 'WH-MX-MTY', name: 'Monterrey' },
];

const callOf = (request: SentRequest) => `${String(request.method).toUpperCase()} ${request.url}`;
const bodyOf = (request: SentRequest): unknown => JSON.parse(String(request.data)) as unknown;

function api(
  save: (request: SentRequest) => ReturnType<typeof ok> = (request) =>
    ok({ ...shops[0], ...(bodyOf(request) as object) }),
) {
  return mockApi((request) => {
    if (request.url === 'client/shops/automatic-orders') return ok({ shops });
    if (request.url === 'warehouses') return ok(warehouses);
    return save(request);
  });
}

beforeEach(() => resetPage());
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

async function render(locale: 'en-US' | 'es-ES' = 'en-US') {
  const user = setupUser();
  renderScreen(<ShopSettingsPage />, { route: '/settings/shop-settings', locale });
  await screen.findByRole('heading', { level: 1 });
  return user;
}

async function choose(user: ReturnType<typeof setupUser>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('ShopSettingsPage', () => {
  it('turns automatic orders on for a shop with its warehouse and saves', async () => {
    const sent = api();
    const user = await render();
    expect(screen.getByRole('combobox', { name: 'Shop' })).toHaveTextContent('Demo Shopify');
    const toggle = screen.getByRole('switch', { name: 'Automatic Orders' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await choose(user, 'Warehouse', 'Mexico City');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The shop settings were saved.')).toBeInTheDocument();
    const save = sent.requests.find((request) => request.method === 'put')!;
    expect(callOf(save)).toBe(`PUT client/shop/${MAIN}/automatic-orders`);
    expect(bodyOf(save)).toEqual({ automaticOrders: true, warehouseId: 'WH-MX-CDMX' });
  });

  it("shows another shop's own setting when it is picked", async () => {
    api();
    const user = await render();
    await choose(user, 'Shop', 'Sandbox store');
    expect(screen.getByRole('switch', { name: 'Automatic Orders' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Warehouse' })).toHaveTextContent('Monterrey');
  });

  it('wants a warehouse before turning automatic orders on, and sends nothing without one', async () => {
    const sent = api();
    const user = await render();
    await user.click(screen.getByRole('switch', { name: 'Automatic Orders' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Choose the warehouse automatic orders go to')).toBeInTheDocument();
    expect(sent.requests.filter((request) => request.method === 'put')).toEqual([]);
  });

  it("shows the server's reason when the save is refused", async () => {
    api(() => failing(404, { statusCode: 404, message: 'No such shop' }));
    const user = await render();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No such shop')).toBeInTheDocument();
  });

  it('offers Retry when the shops do not load', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi(() => failing(500));
    const user = setupUser();
    renderScreen(<ShopSettingsPage />, { route: '/settings/shop-settings' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    api();
    await user.click(retry);
    expect(await screen.findByRole('switch', { name: 'Automatic Orders' })).toBeInTheDocument();
  });

  it('says so when there is no shop', async () => {
    mockApi((request) => (request.url === 'warehouses' ? ok(warehouses) : ok({ shops: [] })));
    renderScreen(<ShopSettingsPage />, { route: '/settings/shop-settings' });
    expect(
      await screen.findByText('You have no shops yet. Connect one from Integrations.'),
    ).toBeInTheDocument();
  });

  it('reads in Spanish (es-ES)', async () => {
    api();
    await render('es-ES');
    expect(screen.getByRole('heading', { level: 1, name: 'Configuración de tiendas' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Pedidos automáticos' })).toBeInTheDocument(),
    );
  });
});
