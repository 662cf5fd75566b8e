import '../../testing/structuredClone';
import { act, configure, screen, within } from '@testing-library/react';
import { bus } from '@estiba/shared';
import { failing, mockApi, ok, resetPage, restoreApi } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import type { BelowCover, ReceivingDue, StaffReceivingQueue, StockByWarehouse } from './dashboardWidgets.api';
import { BelowCoverWidget } from './BelowCoverWidget';
import { ReceivingDueWidget } from './ReceivingDueWidget';
import { StockByWarehouseWidget } from './StockByWarehouseWidget';
import { ToReceiveWidget } from './ToReceiveWidget';

jest.setTimeout(30_000);
// On a machine shared with other builds a screen's first draw can take over a second.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => resetPage());
afterEach(() => restoreApi());

const PRODUCT_ID = '3f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7b';
const ORDER_ID = '9a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d';

const stock = (cdmxAvailable = 1200): StockByWarehouse => ({
  warehouses: [
    {
      warehouseId: 'WH-MX-CDMX',
      warehouseName: 'Ciudad de México',
      currency: 'MXN',
      available: cdmxAvailable,
      onHand: 1250,
      values: [{ currency: 'MXN', valueMinor: 31_125_050 }],
    },
    {
      warehouseId: 'WH-US-LRD',
      warehouseName: 'Laredo',
      currency: 'USD',
      available: 6,
      onHand: 6,
      values: [
        { currency: 'USD', valueMinor: 0 },
        { currency: 'MXN', valueMinor: 15_000 },
      ],
    },
  ],
});

const belowCover = (daysOfCover = 4): BelowCover => ({
  thresholdDays: 14,
  totalRows: 3,
  products: [
    {
      productId: PRODUCT_ID,
      sku: 'TSHIRT-BLK-M',
      name: 'Camiseta negra talla M',
      handle: 'camiseta-negra-talla-m',
      warehouseId: 'WH-MX-CDMX',
      warehouseName: 'Ciudad de México',
      available: 6,
      unitsShippedLast30Days: 45,
      daysOfCover,
    },
  ],
});

const due = (overdue = 1): ReceivingDue => ({
  withinDays: 7,
  totalRows: 2,
  overdue,
  orders: [
    {
      receivingOrderId: ORDER_ID,
      reference: 'RO-1005',
      warehouseId: 'WH-MX-CDMX',
      warehouseName: 'Ciudad de México',
      status: 'in_transit',
      arrivalDate: '2026-11-24',
      daysUntilArrival: -2,
      overdue: true,
      boxes: 2,
      boxesReceived: 0,
      units: 40,
    },
    {
      receivingOrderId: 'b1b2c3d4-4e5f-4a7b-8c9d-0e1f2a3b4c5d',
      reference: 'RO-1006',
      warehouseId: 'WH-MX-CDMX',
      warehouseName: 'Ciudad de México',
      status: 'receiving',
      arrivalDate: '2026-11-25',
      daysUntilArrival: -1,
      overdue: false,
      boxes: 2,
      boxesReceived: 1,
      units: 20,
    },
  ],
});

const queue = (boxes = 5): StaffReceivingQueue => ({
  warehouseId: 'WH-MX-CDMX',
  ordersToReceive: 3,
  boxesToReceive: boxes,
  boxesArrived: 2,
  oldest: {
    receivingOrderId: ORDER_ID,
    reference: 'RO-1004',
    clientName: 'Demo Store Co.',
    status: 'arrived',
    arrivalDate: '2026-11-26',
    arrivedAt: '2026-11-26T15:30:00.000Z',
    boxesToReceive: 2,
  },
  asOf: '2026-11-26T18:00:00.000Z',
});

describe('StockByWarehouseWidget', () => {
  it("shows each warehouse's units and exact stock value as text, other currencies apart", async () => {
    const api = mockApi(() => ok(stock()));
    renderScreen(<StockByWarehouseWidget />, { route: '/welcome' });
    const table = await screen.findByRole('table', { name: 'Units and stock value by warehouse' });
    expect(api.requests[0].url).toBe('dashboard/inventory/stock');
    expect(within(table).getByRole('row', { name: /Ciudad de México/ })).toHaveTextContent(
      'Ciudad de México1,2001,250MX$311,250.50',
    );
    const laredo = within(table).getByRole('row', { name: /Laredo/ });
    expect(laredo).toHaveTextContent('$0.00');
    expect(within(laredo).getByText('+ MX$150.00 declared in MXN')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See inventory' })).toHaveAttribute('href', '/inventory');
  });

  it('loads the figures again when stock changes on the bus, without a loader', async () => {
    let available = 1200;
    const api = mockApi(() => ok(stock(available)));
    renderScreen(<StockByWarehouseWidget />, { route: '/welcome' });
    expect(await screen.findByRole('row', { name: /Ciudad de México 1,200/ })).toBeInTheDocument();
    available = 1190;
    act(() => {
      // A received box moves several levels at once: one reload for the burst.
      bus.emit('stock.changed', { productId: PRODUCT_ID, warehouseId: 'WH-MX-CDMX', available: 10 });
      bus.emit('stock.changed', { productId: PRODUCT_ID, warehouseId: 'WH-MX-CDMX', available: 0 });
    });
    expect(await screen.findByRole('row', { name: /Ciudad de México 1,190/ })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  it('says when there is no stock yet, in the merchant language', async () => {
    mockApi(() => ok({ warehouses: [] }));
    renderScreen(<StockByWarehouseWidget />, { route: '/welcome', locale: 'es-AR' });
    expect(await screen.findByText('Todavía no tenés stock en ningún depósito.')).toBeInTheDocument();
  });

  it('shows a failure with a Retry that loads again', async () => {
    let fail = true;
    mockApi(() => (fail ? failing(503) : ok(stock())));
    renderScreen(<StockByWarehouseWidget />, { route: '/welcome' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await setupUser().click(retry);
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('BelowCoverWidget', () => {
  it('lists the products running out with their days left, each linking to its page', async () => {
    const api = mockApi(() => ok(belowCover()));
    renderScreen(<BelowCoverWidget />, { route: '/welcome' });
    expect(await screen.findByTestId('below-cover-summary')).toHaveTextContent(
      '3 products have less than 14 days of cover at the current pace',
    );
    expect(api.requests[0].url).toBe('dashboard/inventory/below-cover');
    expect(screen.getByRole('link', { name: 'Camiseta negra talla M' })).toHaveAttribute(
      'href',
      `/products/${PRODUCT_ID}/camiseta-negra-talla-m`,
    );
    expect(screen.getByText('TSHIRT-BLK-M · Ciudad de México · 6 units available')).toBeInTheDocument();
    expect(screen.getByText('4 days left')).toBeInTheDocument();
  });

  it('loads again on a stock change and says when nothing runs out', async () => {
    let answer = belowCover(4);
    const api = mockApi(() => ok(answer));
    renderScreen(<BelowCoverWidget />, { route: '/welcome' });
    await screen.findByText('4 days left');
    answer = belowCover(0);
    act(() => bus.emit('stock.changed', { productId: PRODUCT_ID, warehouseId: 'WH-MX-CDMX' }));
    expect(await screen.findByText('None left')).toBeInTheDocument();
    answer = { thresholdDays: 14, totalRows: 0, products: [] };
    act(() => bus.emit('stock.changed', { productId: PRODUCT_ID, warehouseId: 'WH-MX-CDMX' }));
    expect(
      await screen.findByText('No product runs out within 14 days at the current pace.'),
    ).toBeInTheDocument();
    expect(api.requests).toHaveLength(3);
  });
});

describe('ReceivingDueWidget', () => {
  it('lists the orders due, late ones said in words, each linking to its page', async () => {
    const api = mockApi(() => ok(due()));
    renderScreen(<ReceivingDueWidget />, { route: '/welcome' });
    expect(await screen.findByTestId('receiving-due-summary')).toHaveTextContent(
      '2 inventory orders due, 1 late',
    );
    expect(api.requests[0].url).toBe('dashboard/inventory/receiving-due');
    expect(screen.getByRole('link', { name: 'RO-1005' })).toHaveAttribute(
      'href',
      `/inventory-orders/${ORDER_ID}`,
    );
    expect(screen.getByText('2 days late (expected Nov 24, 2026)')).toBeInTheDocument();
    expect(screen.getByText(/Ciudad de México · 20 units · 1 of 2 boxes received/)).toBeInTheDocument();
    expect(screen.getByText('In transit')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See inventory orders' })).toHaveAttribute(
      'href',
      '/inventory-orders',
    );
  });

  it('loads again when a receiving order changes on the bus', async () => {
    let late = 1;
    const api = mockApi(() => ok(due(late)));
    renderScreen(<ReceivingDueWidget />, { route: '/welcome' });
    await screen.findByText('2 inventory orders due, 1 late');
    late = 0;
    act(() => bus.emit('receiving_order.status_changed', { receivingOrderId: ORDER_ID, status: 'arrived' }));
    expect(await screen.findByText('2 inventory orders due')).toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  it('speaks Spain Spanish', async () => {
    mockApi(() => ok({ withinDays: 7, totalRows: 0, overdue: 0, orders: [] }));
    renderScreen(<ReceivingDueWidget />, { route: '/welcome', locale: 'es-ES' });
    expect(
      await screen.findByText('No hay pedidos de inventario por llegar en los próximos 7 días.'),
    ).toBeInTheDocument();
  });
});

describe('ToReceiveWidget', () => {
  it('counts what is left to receive and links the oldest order to its receiving screen', async () => {
    const api = mockApi(() => ok(queue()));
    renderScreen(<ToReceiveWidget />, { route: '/welcome' });
    expect(await screen.findByTestId('to-receive-boxes')).toHaveTextContent('5 boxes to receive');
    expect(api.requests[0].url).toBe('staff/dashboard/receiving');
    expect(screen.getByTestId('to-receive-orders')).toHaveTextContent(
      'In 3 inventory orders; 2 boxes at the warehouse',
    );
    const oldest = screen.getByTestId('to-receive-oldest');
    expect(within(oldest).getByRole('link', { name: 'RO-1004' })).toHaveAttribute(
      'href',
      `/receiving/orders/${ORDER_ID}`,
    );
    expect(oldest).toHaveTextContent('Demo Store Co.');
    expect(oldest).toHaveTextContent(/Arrived .*2026.* · 2 boxes to receive/);
    expect(screen.getByRole('link', { name: 'Open the receiving desk' })).toHaveAttribute(
      'href',
      '/receiving',
    );
  });

  it('loads again when a box is received, and says when nothing is left', async () => {
    let answer = queue(5);
    const api = mockApi(() => ok(answer));
    renderScreen(<ToReceiveWidget />, { route: '/welcome' });
    await screen.findByText('5 boxes to receive');
    answer = queue(4);
    act(() => bus.emit('receiving_box.received', { receivingOrderId: ORDER_ID, boxId: 'b-1' }));
    expect(await screen.findByText('4 boxes to receive')).toBeInTheDocument();
    answer = { ...queue(0), ordersToReceive: 0, boxesArrived: 0, oldest: null };
    act(() => bus.emit('receiving_order.status_changed', { receivingOrderId: ORDER_ID, status: 'received' }));
    expect(await screen.findByText('Nothing to receive right now.')).toBeInTheDocument();
    expect(screen.queryByTestId('to-receive-oldest')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(3);
  });
});
