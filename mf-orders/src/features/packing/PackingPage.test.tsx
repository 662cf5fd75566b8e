import { screen, within } from '@testing-library/react';
import type { FloorOrder } from '@estiba/api/contract';
import {
  failing,
  mockApi,
  ok,
  restoreApi,
  type SentRequest,
  demoMerchant,
  resetPage,
} from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { PackingPage } from './PackingPage';

jest.setTimeout(30_000);

const ID = '00000000-0000-4000-8000-000000100001';
const PATH = `staff/orders/${ID}`;

function order(overrides: Partial<FloorOrder> = {}): FloorOrder {
  return {
    id: ID,
    number: 100001,
    reference: '#1042',
    client: { id: 'CL-0002', name: 'Demo Store Co.' },
    warehouseId: 'WH-MX-CDMX',
    warehouseStatus: 'packing',
    customerName: 'Mariana Gómez',
    city: 'Guadalajara',
    countryCode: 'MX',
    lineCount: 2,
    unitCount: 3,
    processedAt: '2026-11-25T15:00:00.000Z',
    shippedAt: null,
    fulfillmentStatus: 'processing',
    address: {
      customerName: 'Mariana Gómez',
      customerEmail: 'mariana@example.test',
      customerPhone: null,
      line1: 'Calle Río Lerma 12',
      line2: null,
      city: 'Guadalajara',
      region: 'Jalisco',
      postalCode: '44100',
      countryCode: 'MX',
    },
    lines: [
      {
        id: '00000000-0000-4000-8000-0000000000a1',
        position: 1,
        productId: '00000000-0000-4000-8000-0000000000b1',
        sku: 'MUG-WHT',
        name: 'Ceramic mug',
        barcode: '7501234567890',
        location: 'A-03-2',
        quantity: 2,
        picked: 2,
        packed: 0,
      },
      {
        id: '00000000-0000-4000-8000-0000000000a2',
        position: 2,
        productId: '00000000-0000-4000-8000-0000000000b2',
        sku: 'TEE-BLK-M',
        name: 'Black tee M',
        barcode: null,
        location: null,
        quantity: 1,
        picked: 1,
        packed: 0,
      },
    ],
    carrier: null,
    carrierService: null,
    trackingNumber: null,
    label: null,
    allowedActions: ['pack'],
    carriers: [],
    ...overrides,
  };
}

beforeEach(() => resetPage({ ...demoMerchant, role: ['staff'], clientId: 'CL-0001' }));
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

function render() {
  const user = setupUser();
  renderScreen(<PackingPage />, { route: '/floor/orders/:orderId', url: `/floor/orders/${ID}` });
  return user;
}

describe('PackingPage', () => {
  it('checks each scanned code with a clear message and shows each line’s progress', async () => {
    const packedOne = order({
      lines: order().lines.map((line, i) => (i === 0 ? { ...line, packed: 1 } : line)),
    });
    const api = mockApi((request: SentRequest) => {
      if (request.url === `${PATH}/pack`) {
        const { barcode } = JSON.parse(request.data as string) as { barcode: string };
        if (barcode === '7501234567890')
          return ok({
            order: packedOne,
            line: { id: 'a1', sku: 'MUG-WHT', packed: 1, quantity: 2 },
            complete: false,
          });
        return failing(422, { message: `${barcode} is not in this order: put it back`, field: 'barcode' });
      }
      return ok(order());
    });
    const user = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #100001' })).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Lines to pack' });
    expect(within(lines).getByText('A-03-2')).toBeInTheDocument();
    expect(within(lines).getByText('No location')).toBeInTheDocument();

    const field = screen.getByRole('textbox', { name: 'Barcode or SKU' });
    expect(field).toHaveFocus();
    await user.type(field, '7501234567890{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('MUG-WHT: 1 of 2 packed');
    expect(screen.getByRole('progressbar', { name: 'MUG-WHT packed' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();

    await user.type(field, 'SOCK-RED{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('SOCK-RED is not in this order: put it back');
    expect(api.requests.filter((r) => r.url === `${PATH}/pack`)).toHaveLength(2);
  });

  it('starts picking and confirms it picked', async () => {
    let current = order({ warehouseStatus: 'ready_to_pick', allowedActions: ['start_picking'] });
    mockApi((request: SentRequest) => {
      if (request.url === `${PATH}/start-picking`)
        current = order({ warehouseStatus: 'picking', allowedActions: ['finish_picking'] });
      if (request.url === `${PATH}/picked`) current = order();
      return ok(current);
    });
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Start picking' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm picked' }));
    expect(await screen.findByRole('textbox', { name: 'Barcode or SKU' })).toBeInTheDocument();
  });

  it('ships with the chosen carrier and service, then offers the label', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:label', revokeObjectURL: () => undefined });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const ready = order({
      warehouseStatus: 'ready_to_ship',
      allowedActions: ['ship'],
      carriers: [
        {
          id: 'mx-fedex',
          name: 'FedEx',
          services: [{ id: 'mx-fedex:s1', name: 'FedEx Nacional Día Siguiente', international: false }],
        },
      ],
    });
    const shipped = order({
      warehouseStatus: 'shipped',
      fulfillmentStatus: 'fulfilled',
      allowedActions: [],
      carrier: { id: 'mx-fedex', name: 'FedEx' },
      carrierService: { id: 'mx-fedex:s1', name: 'FedEx Nacional Día Siguiente' },
      trackingNumber: '123456789012',
      label: { id: '00000000-0000-4000-8000-0000000000c1', fileName: 'label-123456789012.pdf', url: 'x' },
    });
    const api = mockApi((request: SentRequest) => {
      if (request.url === `${PATH}/ship`) return ok(shipped);
      if (request.url === `${PATH}/label`) return ok(new Blob(['%PDF-']));
      return ok(ready);
    });
    const user = render();
    const buy = await screen.findByRole('button', { name: 'Buy label and ship' });
    expect(buy).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Carrier' }));
    await user.click(await screen.findByRole('option', { name: 'FedEx' }));
    await user.click(screen.getByRole('combobox', { name: 'Service' }));
    await user.click(await screen.findByRole('option', { name: 'FedEx Nacional Día Siguiente' }));
    await user.click(buy);
    expect(
      await screen.findByText('FedEx, FedEx Nacional Día Siguiente: tracking number 123456789012'),
    ).toBeInTheDocument();
    expect(JSON.parse(api.requests.find((r) => r.url === `${PATH}/ship`)!.data as string)).toEqual({
      carrierId: 'mx-fedex',
      carrierServiceId: 'mx-fedex:s1',
    });
    await user.click(screen.getByRole('button', { name: 'Download label (PDF)' }));
    expect(clicked).toHaveBeenCalled();
  });

  it('says so when the order is not on the staff’s floor', async () => {
    mockApi(() => failing(404, { message: 'Order not found' }));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent("This order is not on your warehouse's floor");
  });
});
