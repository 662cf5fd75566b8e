import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReceivingOrderSummary } from '@estiba/api/contract';
import { bus } from '@estiba/shared';
import { failing, mockApi, ok, restoreApi, type SentRequest, resetPage } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { warehouses } from '../../testing/fixtures';
import { ReceivingOrdersPage } from './ReceivingOrdersPage';
import { RedirectToInventoryOrders } from './RedirectToInventoryOrders';

jest.setTimeout(30_000);

const summary: ReceivingOrderSummary = {
  id: '0b6f6c1e-4a59-4d8e-9b47-6a2f7d1c9e01',
  number: 1001,
  reference: 'RO-1001',
  client: { id: 'CL-0002', name: 'Demo Store Co.' },
  warehouseId: 'WH-MX-CDMX',
  warehouseName: 'Mexico City',
  status: 'receiving',
  boxes: { total: 3, pending: 0, in_transit: 1, received: 1, with_discrepancy: 1 },
  unitsExpected: 30,
  unitsReceived: 18,
  arrivalDate: '2026-11-20',
  createdAt: '2026-11-18T10:00:00.000Z',
};

function api(orders: ReceivingOrderSummary[] | 'fail' = [summary]) {
  return mockApi((request: SentRequest) => {
    if (request.url === 'warehouses') return ok(warehouses);
    if (request.url === 'warehouse/order') {
      return orders === 'fail' ? failing(500) : ok({ receivingOrders: orders, totalRows: orders.length });
    }
    return failing(404);
  });
}

const orderCalls = (sent: { requests: SentRequest[] }) =>
  sent.requests
    .filter((request) => request.url === 'warehouse/order')
    .map((request) => String(request.params));

beforeEach(() => resetPage());
afterEach(() => restoreApi());

function renderList(url = '/inventory-orders') {
  const user = setupUser();
  renderScreen(<ReceivingOrdersPage />, { route: '/inventory-orders', url });
  return user;
}

describe('ReceivingOrdersPage', () => {
  it('loads the first 75 receiving orders and shows each with its status and boxes', async () => {
    const sent = api();
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Inventory orders' })).toBeInTheDocument();
    const row = (await screen.findByText('RO-1001')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Mexico City')).toBeInTheDocument();
    expect(within(row).getByText('Receiving')).toBeInTheDocument();
    expect(within(row).getByText('2 of 3 received · 1 with discrepancy')).toBeInTheDocument();
    expect(orderCalls(sent)).toEqual(['page=1&limit=75']);
  });

  it('sends the warehouse and box status filters only once chosen, and keeps them in the address', async () => {
    const sent = api();
    const user = renderList();
    await screen.findByText('RO-1001');
    await screen.findByRole('option', { name: 'Mexico City' });
    await user.selectOptions(screen.getByLabelText('Warehouse'), 'Mexico City');
    await user.selectOptions(screen.getByLabelText('Box status'), 'with_discrepancy');
    await waitFor(() =>
      expect(orderCalls(sent).at(-1)).toBe(
        'page=1&limit=75&warehouseName=Mexico+City&boxStatus=with_discrepancy',
      ),
    );
    await user.selectOptions(screen.getByLabelText('Warehouse'), '');
    await waitFor(() => expect(orderCalls(sent).at(-1)).toBe('page=1&limit=75&boxStatus=with_discrepancy'));
  });

  it('reads its filters from a shared link', async () => {
    const sent = api();
    renderList('/inventory-orders?inventoryOrders.boxStatus=received&inventoryOrders.search=sku:MUG');
    await screen.findByText('RO-1001');
    expect(orderCalls(sent)).toEqual([
      'page=1&limit=75&search%5Bfield%5D=sku&search%5Bvalue%5D=MUG&boxStatus=received',
    ]);
    expect(screen.getByLabelText('Box status')).toHaveValue('received');
  });

  it('says what to do when nothing was sent yet', async () => {
    api([]);
    renderList();
    expect(await screen.findByText('No inventory sent yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Send Inventory' }).at(-1)).toHaveAttribute(
      'href',
      '/send-inventory',
    );
  });

  it('offers Retry when the list cannot load', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api('fail');
    renderList();
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('reloads the page shown when a box is received', async () => {
    const sent = api();
    renderList();
    await screen.findByText('RO-1001');
    act(() => bus.emit('receiving_box.received', { receivingOrderId: summary.id }));
    await waitFor(() => expect(orderCalls(sent)).toHaveLength(2));
  });
});

describe('/apps/e-commerce', () => {
  it('redirects to /inventory-orders', async () => {
    renderScreen(<RedirectToInventoryOrders />, { route: '/apps/e-commerce' });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/inventory-orders');
  });
});
