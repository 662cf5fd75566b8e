import { act, screen, within } from '@testing-library/react';
import type { WorkQueue } from '@estiba/api/contract';
import { bus, type SessionUser } from '@estiba/shared';
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
import { WorkQueuePage } from './WorkQueuePage';

jest.setTimeout(30_000);

const staff: SessionUser = {
  ...demoMerchant,
  userId: 'u-staff',
  role: ['staff'],
  clientId: 'CL-0001',
  displayName: 'Warehouse Staff',
};
const admin: SessionUser = { ...staff, userId: 'u-admin', role: ['admin'] };

const summary = (number: number, overrides: Partial<WorkQueue['stages'][number]['orders'][number]> = {}) => ({
  id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
  number,
  reference: `#R${number}`,
  client: { id: 'CL-0002', name: 'Demo Store Co.' },
  warehouseId: 'WH-MX-CDMX',
  warehouseStatus: 'ready_to_pick' as const,
  customerName: 'Mariana Gómez',
  city: 'Guadalajara',
  countryCode: 'MX',
  lineCount: 2,
  unitCount: 3,
  processedAt: '2026-11-25T15:00:00.000Z',
  shippedAt: null,
  ...overrides,
});

function queue(toPick = [summary(100001), summary(100002)]): WorkQueue {
  return {
    warehouse: { id: 'WH-MX-CDMX', name: 'Ciudad de México', timeZone: 'America/Mexico_City' },
    stages: [
      { stage: 'ready_to_pick', count: toPick.length, orders: toPick },
      { stage: 'picking', count: 0, orders: [] },
      { stage: 'packing', count: 1, orders: [summary(100003, { warehouseStatus: 'packing' })] },
      { stage: 'ready_to_ship', count: 0, orders: [] },
      { stage: 'shipped_today', count: 0, orders: [] },
    ],
  };
}

afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

function render() {
  const user = setupUser();
  renderScreen(<WorkQueuePage />, { route: '/floor', url: '/floor' });
  return user;
}

describe('WorkQueuePage', () => {
  it('shows each stage with its count and its orders, each opening its packing screen', async () => {
    resetPage(staff);
    const api = mockApi(() => ok(queue()));
    const user = render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Work queue: Ciudad de México' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Ready to pick (2)',
      'Picking (0)',
      'Packing (1)',
      'Ready to ship (0)',
      'Shipped today (0)',
    ]);
    const table = screen.getByRole('table', { name: 'Ready to pick' });
    expect(within(table).getByRole('link', { name: '#100001' })).toHaveAttribute(
      'href',
      `/floor/orders/${summary(100001).id}`,
    );
    expect(within(table).getAllByText('Demo Store Co.')).toHaveLength(2);
    // Staff's queue is their own warehouse's: no warehouse is named in the call.
    expect(api.requests[0]!.url).toBe('staff/orders/queue');
    expect(api.requests[0]!.params).toEqual({});

    await user.click(screen.getByRole('tab', { name: 'Packing (1)' }));
    expect(
      within(screen.getByRole('table', { name: 'Packing' })).getByRole('link', { name: '#100003' }),
    ).toBeInTheDocument();
    // Orders being packed do not go on a pick list.
    expect(screen.queryByRole('button', { name: /Pick list/ })).not.toBeInTheDocument();
  });

  it('downloads the pick list of the selected orders', async () => {
    resetPage(staff);
    Object.assign(URL, { createObjectURL: () => 'blob:pick-list', revokeObjectURL: () => undefined });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = mockApi((request: SentRequest) =>
      request.url === 'staff/orders/pick-list' ? ok(new Blob(['%PDF-'])) : ok(queue()),
    );
    const user = render();
    const print = await screen.findByRole('button', { name: 'Pick list (PDF) · 0 selected' });
    expect(print).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select order #100002 for the pick list' }));
    await user.click(screen.getByRole('button', { name: 'Pick list (PDF) · 1 selected' }));
    const sent = api.requests.find((request) => request.url === 'staff/orders/pick-list')!;
    expect(JSON.parse(sent.data as string)).toEqual({ orderIds: [summary(100002).id] });
    expect(clicked).toHaveBeenCalled();
  });

  it('reloads when an order changes status, and says so when the queue cannot load', async () => {
    resetPage(staff);
    let answer = queue([summary(100001)]);
    mockApi(() => ok(answer));
    render();
    expect(await screen.findByRole('tab', { name: 'Ready to pick (1)' })).toBeInTheDocument();
    answer = queue([summary(100001), summary(100004)]);
    await act(async () => {
      bus.emit('order.status_changed', { orderId: summary(100004).id });
    });
    expect(await screen.findByRole('tab', { name: 'Ready to pick (2)' })).toBeInTheDocument();

    restoreApi();
    mockApi(() =>
      failing(403, { message: 'Your user works in no warehouse yet: an admin must assign you one' }),
    );
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your user works in no warehouse yet: an admin must assign you one',
    );
  });

  it('lets an admin choose the warehouse first', async () => {
    resetPage(admin);
    const api = mockApi((request: SentRequest) =>
      request.url === 'warehouses' ? ok([{ id: 'WH-MX-CDMX', name: 'Ciudad de México' }]) : ok(queue()),
    );
    const user = render();
    expect(await screen.findByText('Choose a warehouse to see its work queue.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Warehouse' }));
    await user.click(await screen.findByRole('option', { name: 'Ciudad de México' }));
    expect(await screen.findByRole('tab', { name: 'Ready to pick (2)' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.url === 'staff/orders/queue')!.params).toEqual({
      warehouseId: 'WH-MX-CDMX',
    });
  });
});
