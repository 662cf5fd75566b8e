import { screen, waitFor, within } from '@testing-library/react';
import type { ReceivingOrderDetail, ReceivingOrderSummary } from '@estiba/api/contract';
import { mockApi, ok, restoreApi, type SentRequest } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { resetPage } from '../../testing/session';
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
    const row = (await screen.findByText('RO-1001')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Demo Store Co.')).toBeInTheDocument();
    expect(listCalls(sent)).toEqual(['page=1&limit=75']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Arrived');
    await waitFor(() => expect(listCalls(sent).at(-1)).toBe('page=1&limit=75&status=arrived'));

    // What a USB scanner does: types the code, then Enter.
    await user.type(scan, 'ro1001-b02{Enter}');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/receiving/boxes/RO1001-B02');
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
});
