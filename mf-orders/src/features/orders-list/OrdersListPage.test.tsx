import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderSummary } from '@estiba/api/contract';
import { bus, type NotifyPayload } from '@estiba/shared';
import { failing, mockApi, ok, restoreApi, type SentRequest, resetPage } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { detail, orderFilters, orders } from '../../testing/fixtures';
import { OrdersListPage } from './OrdersListPage';

jest.setTimeout(30_000);
// The grid renders slowly in jsdom, on a machine shared with other test runs.
configure({ asyncUtilTimeout: 5000 });

type Answer = ReturnType<typeof ok>;
interface Api {
  list?: (request: SentRequest) => Answer;
  other?: (request: SentRequest) => Answer | undefined;
}

function api({
  list = () => ok({ orders, totalRows: orders.length, search: null, orderKeys: [] }),
  other,
}: Api = {}) {
  return mockApi((request: SentRequest) => {
    const answer = other?.(request);
    if (answer) return answer;
    if (request.url === 'client/orders/filters') return ok(orderFilters);
    if (request.url === 'client/saved-views') return ok({ views: [] });
    if (request.url === 'client/orders' && request.method === 'get') return list(request);
    return failing(404, { message: `no route ${request.method} ${request.url}` });
  });
}

const listCalls = (sent: { requests: SentRequest[] }) =>
  sent.requests
    .filter((request) => request.url === 'client/orders' && request.method === 'get')
    .map((request) => decodeURIComponent(String(request.params).replace(/\+/g, ' ')));

const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

beforeEach(() => resetPage());
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

function renderList(url = '/orders') {
  const user = setupUser();
  renderScreen(<OrdersListPage />, { route: '/orders', url });
  return user;
}

describe('OrdersListPage', () => {
  it("loads the newest orders with the browser's time zone and shows shop, warehouse, statuses, customer and total", async () => {
    const sent = api();
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'All Orders' })).toBeInTheDocument();
    const row = (await screen.findByText('#1002')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Demo Shopify')).toBeInTheDocument();
    expect(within(row).getByText('Mexico City')).toBeInTheDocument();
    expect(within(row).getByText('No stock')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('Unfulfilled')).toBeInTheDocument();
    expect(within(row).getByText('Mateo Gómez')).toBeInTheDocument();
    expect(within(row).getByText('MX$1,234.50')).toBeInTheDocument();
    expect(within(row).getByText('Nov 20, 2026, 6:30 PM')).toBeInTheDocument();
    expect(listCalls(sent)).toEqual(['limit=75&page=1&sort=-createdAt']);
    const call = sent.requests.find((request) => request.url === 'client/orders')!;
    expect(call.headers.get('timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(sent.requests.some((request) => request.url === 'client/orders/filters')).toBe(true);
  });

  it('reads "10,000+" in the pager when the API stopped counting, in the page\'s language', async () => {
    api({
      list: () => ok({ orders, totalRows: 10_000, totalRowsExact: false, search: null, orderKeys: [] }),
    });
    renderScreen(<OrdersListPage />, { route: '/orders', url: '/orders', locale: 'es-ES' });
    expect(await screen.findByText('1–75 de 10.000+')).toBeInTheDocument();
  });

  it('sends a chosen filter and a created day under their spec names, back on page 1, and clears them', async () => {
    const sent = api();
    const user = renderList('/orders?orders.page=2');
    await screen.findByText('#1001');
    await user.selectOptions(screen.getByLabelText('Warehouse Status'), 'no_stock');
    // A date input takes its value whole, as the browser's date picker gives it.
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(listCalls(sent).at(-1)).toBe(
        'limit=75&page=1&warehouseStatus=no_stock&createdAt[from]=2026-11-01&sort=-createdAt',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(listCalls(sent).at(-1)).toBe('limit=75&page=1&sort=-createdAt'));
  });

  it('reads a shared link: a filter and a search with both field and value', async () => {
    const sent = api();
    renderList('/orders?orders.warehouseStatus=no_stock&orders.search=customerName:%20Mateo%20');
    await screen.findByText('#1001');
    expect(listCalls(sent)).toEqual([
      'limit=75&page=1&warehouseStatus=no_stock&sort=-createdAt&search[field]=customerName&search[value]=Mateo',
    ]);
    expect(screen.getByLabelText('Warehouse Status')).toHaveValue('no_stock');
  });

  it('shows an order-list failure for 4 s, in the server words, and offers Retry', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const notices: NotifyPayload[] = [];
    const off = bus.on('notify', (notice) => notices.push(notice));
    api({ list: () => failing(422, { message: 'The search field is not one of the list fields' }) });
    renderList();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    off();
    expect(notices).toEqual([
      { text: 'The search field is not one of the list fields', severity: 'error', autoHideMs: 4000 },
    ]);
  });

  it('starts processing an order that waits for stock and now has it, and shows the new status', async () => {
    let started = false;
    const sent = api({
      list: () =>
        ok({
          orders: started
            ? orders.map((order) =>
                order.id === orders[1].id
                  ? {
                      ...order,
                      fulfillmentStatus: 'processing',
                      warehouseStatus: 'ready_to_pick',
                      canStartProcess: false,
                    }
                  : order,
              )
            : orders,
          totalRows: 3,
          search: null,
          orderKeys: [],
        }),
      other: (request) => {
        if (request.url === `client/order/${orders[1].id}/process` && request.method === 'post') {
          started = true;
          return ok(
            detail({ ...orders[1], fulfillmentStatus: 'processing', warehouseStatus: 'ready_to_pick' }),
          );
        }
        return undefined;
      },
    });
    const user = renderList();
    await screen.findByText('#1002');
    // Only the order that can start shows the button.
    expect(screen.getAllByRole('button', { name: /^Start Process/ })).toHaveLength(1);
    await user.click(within(rowOf('#1002')).getByRole('button', { name: 'Start Process #1002' }));
    await waitFor(() => expect(within(rowOf('#1002')).getByText('Ready to pick')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Start Process/ })).not.toBeInTheDocument();
    expect(sent.requests.filter((request) => request.url?.endsWith('/process'))).toHaveLength(1);
    // The button's click did not open the order.
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });

  it("sends the ticked pending orders to process and shows each order's outcome", async () => {
    const sent = api({
      other: (request) =>
        request.url === 'client/orders/process'
          ? ok({
              results: [
                {
                  orderId: orders[0].id,
                  ok: true,
                  fulfillmentStatus: 'processing',
                  warehouseStatus: 'ready_to_pick',
                  code: null,
                  message: null,
                },
                {
                  orderId: orders[1].id,
                  ok: true,
                  fulfillmentStatus: 'pending',
                  warehouseStatus: 'no_stock',
                  code: null,
                  message: null,
                },
              ],
            })
          : undefined,
    });
    const user = renderList();
    await screen.findByText('#1001');
    // An order already on the floor cannot be ticked.
    expect(within(rowOf('#1003')).getByRole('checkbox')).toBeDisabled();
    await user.click(within(rowOf('#1001')).getByRole('checkbox'));
    await user.click(within(rowOf('#1002')).getByRole('checkbox'));
    expect(screen.getByText('2 orders selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send to process' }));
    const outcomes = await screen.findByRole('list', { name: 'Outcome per order' });
    expect(
      within(outcomes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#1001: sent to process', '#1002: No stock']);
    expect(screen.getByText('Sent to process: 2. Refused: 0.')).toBeInTheDocument();
    const call = sent.requests.find((request) => request.url === 'client/orders/process')!;
    expect(JSON.parse(call.data as string)).toEqual({ orderIds: [orders[0].id, orders[1].id] });
    await waitFor(() => expect(listCalls(sent)).toHaveLength(2));
  });

  it("deletes the ticked orders after a confirmation, showing a refusal of the whole, then each order's outcome", async () => {
    let deletes = 0;
    const sent = api({
      other: (request) =>
        request.url === 'client/order' && request.method === 'delete'
          ? ++deletes === 1
            ? failing(409, { message: 'Order #1001 is already processing' })
            : ok({
                results: [
                  {
                    orderId: orders[0].id,
                    ok: true,
                    fulfillmentStatus: 'deleted',
                    warehouseStatus: null,
                    code: null,
                    message: null,
                  },
                  {
                    orderId: orders[1].id,
                    ok: false,
                    fulfillmentStatus: 'pending',
                    warehouseStatus: 'no_stock',
                    code: 'STORE_NOT_INTEGRATED',
                    message: 'No store',
                  },
                ],
              })
          : undefined,
    });
    const user = renderList();
    await screen.findByText('#1001');
    await user.click(within(rowOf('#1001')).getByRole('checkbox'));
    await user.click(within(rowOf('#1002')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 orders?' });
    expect(sent.requests.some((request) => request.method === 'delete')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // Refused as a whole: the server's message, the selection kept for another try.
    expect(await screen.findByRole('alert')).toHaveTextContent('Order #1001 is already processing');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const outcomes = await screen.findByRole('list', { name: 'Outcome per order' });
    expect(
      within(outcomes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#1001: deleted', '#1002: Please integrate a store so we can fetch your orders']);
    const calls = sent.requests.filter((request) => request.method === 'delete');
    expect(calls.map((call) => JSON.parse(call.data as string))).toEqual([
      { orderIds: [orders[0].id, orders[1].id] },
      { orderIds: [orders[0].id, orders[1].id] },
    ]);
  });

  it('refreshes the row of an order whose status changed, reloads on a new order, and opens a clicked row', async () => {
    const sent = api({
      other: (request) =>
        request.url === `client/order/${orders[2].id}`
          ? ok(detail({ ...orders[2], warehouseStatus: 'packing' }))
          : undefined,
    });
    renderList();
    await screen.findByText('#1003');
    act(() => bus.emit('order.status_changed', { orderId: orders[2].id, to: 'packing' }));
    await waitFor(() => expect(within(rowOf('#1003')).getByText('Packing')).toBeInTheDocument());
    // An order not shown is not fetched.
    act(() => bus.emit('order.status_changed', { orderId: 'another-order' }));
    expect(sent.requests.filter((request) => request.url?.startsWith('client/order/'))).toHaveLength(1);
    act(() => bus.emit('order.created', { orderId: 'new-order' }));
    await waitFor(() => expect(listCalls(sent)).toHaveLength(2));
    // A row opens its order.
    await setupUser().click(await screen.findByText('Sofía Ruiz'));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/orders/${orders[2].id}`);
  });

  it('unticks the orders of a page left behind, so a bulk action never reaches orders not shown', async () => {
    const sent = api({
      list: (request) => {
        const page = (request.params as URLSearchParams).get('page');
        return ok({
          orders: page === '1' ? orders.slice(0, 2) : [orders[2]],
          totalRows: 30,
          search: null,
          orderKeys: [],
        });
      },
    });
    const user = renderList('/orders?orders.limit=25');
    await screen.findByText('#1001');
    await user.click(within(rowOf('#1001')).getByRole('checkbox'));
    expect(screen.getByText('1 order selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await screen.findByText('#1003');
    expect(screen.queryByText('1 order selected')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to process' })).not.toBeInTheDocument();
    expect(listCalls(sent).at(-1)).toBe('limit=25&page=2&sort=-createdAt');
  });

  it('speaks Spanish', async () => {
    api();
    renderScreen(<OrdersListPage />, { route: '/orders', locale: 'es-AR' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Todos los pedidos' })).toBeInTheDocument();
    expect(await screen.findByText('Sin stock')).toBeInTheDocument();
    expect(screen.getByLabelText('Estado en depósito')).toBeInTheDocument();
  });
});

export type { OrderSummary };
