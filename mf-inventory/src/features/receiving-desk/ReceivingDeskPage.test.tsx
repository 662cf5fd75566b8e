import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReceivingOrderDetail, ReceivingOrderSummary } from '@estiba/api/contract';
import { bus } from '@estiba/shared';
import { mockApi, ok, restoreApi, type SentRequest, resetPage } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { receivingOrder } from '../../testing/fixtures';
import { ReceivingDeskPage } from './ReceivingDeskPage';
import { StaffReceivingOrderPage } from './StaffReceivingOrderPage';

jest.setTimeout(60_000);

const summary: ReceivingOrderSummary = {
  id: receivingOrder.id,
  number: 1001,
  reference: 'RO-1001',
  client: { id: 'CL-0002', name: 'Demo Store Co.' },
  warehouseId: 'WH-MX-CDMX',
  warehouseName: 'Mexico City',
  status: 'in_transit',
  boxes: { total: 2, pending: 0, in_transit: 2, received: 0, with_discrepancy: 0 },
  unitsExpected: 25,
  unitsReceived: 0,
  arrivalDate: '2026-11-20',
  createdAt: '2026-11-18T10:00:00.000Z',
};

const EMPTY_TITLE = 'No receiving orders at your warehouse';
/** The data grid draws its rows late on a busy machine. */
const SLOW = { timeout: 10_000 };

beforeEach(() => resetPage());
afterEach(() => restoreApi());

const listCalls = (sent: { requests: SentRequest[] }) =>
  sent.requests
    .filter((request) => request.url === 'staff/receiving-orders')
    .map((request) => String(request.params));

describe('ReceivingDeskPage', () => {
  it("lists every client's orders at the warehouse, filters by status, and opens a scanned box", async () => {
    const sent = mockApi(ok({ receivingOrders: [summary], totalRows: 1 }));
    const user = setupUser();
    renderScreen(<ReceivingDeskPage />, { route: '/receiving' });
    const scan = screen.getByRole('textbox', { name: 'Scan or type a box barcode' });
    expect(scan).toHaveFocus();
    const row = (await screen.findByText('RO-1001', undefined, SLOW)).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Demo Store Co.')).toBeInTheDocument();
    expect(listCalls(sent)).toEqual(['page=1&limit=75']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Arrived');
    await waitFor(() => expect(listCalls(sent).at(-1)).toBe('page=1&limit=75&status=arrived'));

    // What a USB scanner does: types the code, then Enter.
    await user.type(scan, 'ro1001-b02{Enter}');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/receiving/boxes/RO1001-B02');
  });

  it('shows an order a merchant just sent without a reload, when the socket tells of it', async () => {
    let orders: ReceivingOrderSummary[] = [];
    const sent = mockApi(() => ok({ receivingOrders: orders, totalRows: orders.length }));
    renderScreen(<ReceivingDeskPage />, { route: '/receiving' });
    expect(await screen.findByText(EMPTY_TITLE, undefined, SLOW)).toBeInTheDocument();

    orders = [summary];
    act(() =>
      bus.emit('receiving_order.status_changed', { receivingOrderId: summary.id, status: 'in_transit' }),
    );
    expect(await screen.findByText('RO-1001', undefined, SLOW)).toBeInTheDocument();
    // A colleague received a box: the page shown loads again, with the counts as they are now.
    orders = [{ ...summary, status: 'receiving', boxes: { ...summary.boxes, in_transit: 1, received: 1 } }];
    act(() => bus.emit('receiving_box.received', { receivingOrderId: summary.id, boxId: 'b-1' }));
    expect(await screen.findByText('1 of 2 received', undefined, SLOW)).toBeInTheDocument();
    expect(listCalls(sent)).toHaveLength(3);
  });

  it('asks for a code when Enter comes with none', async () => {
    mockApi(ok({ receivingOrders: [], totalRows: 0 }));
    const user = setupUser();
    renderScreen(<ReceivingDeskPage />, { route: '/receiving' });
    await user.type(screen.getByRole('textbox', { name: 'Scan or type a box barcode' }), '{Enter}');
    expect(screen.getByText('Scan or type the barcode of a box label')).toBeInTheDocument();
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });
});

describe('StaffReceivingOrderPage', () => {
  it('shows the client and boxes, and marks an order in transit as arrived', async () => {
    const inTransit: ReceivingOrderDetail = {
      ...receivingOrder,
      status: 'in_transit',
      boxes: receivingOrder.boxes.map((box) => ({ ...box, status: 'in_transit', arrivedAt: null })),
    };
    const sent = mockApi((request: SentRequest) =>
      request.method === 'post' ? ok({ ...inTransit, status: 'arrived' }) : ok(inTransit),
    );
    const user = setupUser();
    renderScreen(<StaffReceivingOrderPage />, {
      route: '/receiving/orders/:receivingOrderId',
      url: `/receiving/orders/${receivingOrder.id}`,
    });
    expect(await screen.findByText('Client: Demo Store Co.')).toBeInTheDocument();
    // The merchant's box card: its heading, lines and timeline, with the way to the box screen.
    const box = screen.getByRole('region', { name: 'Box 1 of 2 · RO1001-B01' });
    expect(within(box).getByRole('heading', { name: 'Timeline' })).toBeInTheDocument();
    expect(within(box).getByRole('rowheader', { name: 'MUG-001' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Still to receive' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Receive RO1001-B01' })).toHaveAttribute(
      'href',
      '/receiving/boxes/RO1001-B01',
    );
    await user.click(screen.getByRole('button', { name: 'Mark as arrived' }));
    expect(await screen.findByText('Arrived')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as arrived' })).not.toBeInTheDocument();
    expect(sent.requests.at(-1)).toMatchObject({
      method: 'post',
      url: `staff/receiving-orders/${receivingOrder.id}/arrived`,
    });
  });

  it('loads again, without the spinner, when a colleague receives one of its boxes, and not for another order', async () => {
    let current: ReceivingOrderDetail = receivingOrder;
    const sent = mockApi(() => ok(current));
    renderScreen(<StaffReceivingOrderPage />, {
      route: '/receiving/orders/:receivingOrderId',
      url: `/receiving/orders/${receivingOrder.id}`,
    });
    await screen.findByRole('region', { name: 'Box 2 of 2 · RO1001-B02' });
    expect(screen.queryByText(/Two tees missing/)).not.toBeInTheDocument();

    act(() => bus.emit('receiving_box.received', { receivingOrderId: 'another', boxId: 'x' }));
    current = {
      ...receivingOrder,
      boxes: receivingOrder.boxes.map((box) =>
        box.id === 'b-2' ? { ...box, status: 'with_discrepancy', discrepancyNote: 'Two tees missing' } : box,
      ),
    };
    act(() => bus.emit('receiving_box.received', { receivingOrderId: receivingOrder.id, boxId: 'b-2' }));
    const second = screen.getByRole('region', { name: 'Box 2 of 2 · RO1001-B02' });
    expect(await within(second).findByText(/Two tees missing/)).toBeInTheDocument();
    expect(sent.requests).toHaveLength(2);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
