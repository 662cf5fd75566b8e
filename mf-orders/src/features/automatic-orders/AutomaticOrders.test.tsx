import { screen, within } from '@testing-library/react';
import type { ShopAutomaticOrders } from '@estiba/api/contract';
import type { Locale } from '@estiba/shared';
import { failing, mockApi, ok, resetPage, restoreApi, type SentRequest } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { AutomaticOrders } from './AutomaticOrders';

const place = (id: string, name: string) => ({
  id,
  name,
  address: '',
  country: 'MX',
  currency: 'MXN',
  timeZone: 'America/Mexico_City',
  receivingDeadlineHours: 48,
  stock: { products: 0, onHand: 0, available: 0, incoming: 0 },
});

const MAIN: ShopAutomaticOrders = {
  shopId: '00000000-0000-4000-8000-000000000101',
  shopName: 'Demo Store',
  automaticOrders: false,
  warehouseId: null,
};
const SANDBOX: ShopAutomaticOrders = {
  shopId: '00000000-0000-4000-8000-000000000102',
  shopName: 'Sandbox Store',
  automaticOrders: true,
  warehouseId: 'WH-MX-MTY',
};

function api(put: (request: SentRequest) => ReturnType<typeof ok> = (request) => ok(request.data)) {
  return mockApi((request: SentRequest) => {
    if (request.url === 'client/shops/automatic-orders') return ok({ shops: [MAIN, SANDBOX] });
    if (request.url === 'warehouses')
      return ok([place('WH-MX-CDMX', 'Ciudad de México'), place('WH-MX-MTY', 'Monterrey')]);
    if (request.method === 'put') {
      const answer = put(request);
      const body = JSON.parse(String(request.data)) as Pick<
        ShopAutomaticOrders,
        'automaticOrders' | 'warehouseId'
      >;
      return answer.status === 200 ? ok({ ...MAIN, ...body }) : answer;
    }
    return failing(404, { message: `no route ${request.method} ${request.url}` });
  });
}

async function open(locale: Locale = 'en-US') {
  const user = setupUser();
  renderScreen(<AutomaticOrders />, { route: '/orders', url: '/orders', locale });
  await user.click(
    screen.getByRole('button', { name: locale === 'en-US' ? 'Automatic orders' : 'Pedidos automáticos' }),
  );
  return { user, dialog: await screen.findByRole('dialog') };
}

beforeEach(() => resetPage());
afterEach(() => restoreApi());

describe('AutomaticOrders', () => {
  it("shows each shop's setting, asks for a warehouse before turning one on, and saves only what changed", async () => {
    const sent = api();
    const { user, dialog } = await open();
    const mainSwitch = await within(dialog).findByRole('switch', { name: 'Demo Store: automatic orders' });
    expect(mainSwitch).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Sandbox Store: automatic orders' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Warehouse for Sandbox Store' })).toHaveDisplayValue(
      'Monterrey',
    );

    await user.click(mainSwitch);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Choose the warehouse automatic orders go to'),
    ).toBeInTheDocument();
    expect(sent.requests.some((r) => r.method === 'put')).toBe(false);

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Warehouse for Demo Store' }),
      'Ciudad de México',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Automatic orders saved');
    const puts = sent.requests.filter((r) => r.method === 'put');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.url).toBe(`client/shop/${MAIN.shopId}/automatic-orders`);
    expect(JSON.parse(String(puts[0]!.data))).toEqual({ automaticOrders: true, warehouseId: 'WH-MX-CDMX' });
  });

  it("shows the server's refusal in the page's language", async () => {
    api(() => failing(400, { message: 'No such warehouse' }));
    const { user, dialog } = await open('es-AR');
    await user.click(
      await within(dialog).findByRole('switch', { name: 'Sandbox Store: pedidos automáticos' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No such warehouse');
    expect(within(dialog).getByRole('combobox', { name: 'Depósito para Demo Store' })).toHaveDisplayValue(
      'Elegí un depósito',
    );
  });
});
