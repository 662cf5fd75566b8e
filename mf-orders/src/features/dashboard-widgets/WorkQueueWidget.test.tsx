import { act, screen, within } from '@testing-library/react';
import type { WorkQueueSummary } from '@estiba/api/contract';
import { bus, type SessionUser } from '@estiba/shared';
import { demoMerchant, failing, mockApi, ok, resetPage, restoreApi } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { WorkQueueWidget } from './WorkQueueWidget';

jest.setTimeout(30_000);

const staff: SessionUser = { ...demoMerchant, userId: 'u-staff', role: ['staff'], clientId: 'CL-0001' };
const ORDER_ID = '00000000-0000-4000-8000-000000100001';

function summary(
  toPick: number,
  warehouse: WorkQueueSummary['warehouse'] = { id: 'WH-MX-CDMX', name: 'Ciudad de México' },
): WorkQueueSummary {
  return {
    warehouse,
    steps: [
      {
        step: 'to_pick',
        count: toPick,
        oldest:
          toPick > 0
            ? {
                id: ORDER_ID,
                number: 100001,
                reference: '#R1',
                clientName: 'Demo Store Co.',
                warehouseId: 'WH-MX-CDMX',
                since: '2026-11-25T15:00:00.000Z',
              }
            : null,
      },
      { step: 'to_pack', count: 0, oldest: null },
      { step: 'to_ship', count: 0, oldest: null },
    ],
  };
}

beforeEach(() => resetPage(staff));
afterEach(() => restoreApi());

const render = () => renderScreen(<WorkQueueWidget />, { route: '/welcome', url: '/welcome' });

describe('WorkQueueWidget', () => {
  it('shows each step’s count and its oldest order, which opens its packing screen', async () => {
    const api = mockApi(() => ok(summary(2)));
    render();
    const list = await screen.findByRole('list', { name: 'Work queue by step' });
    expect(screen.getByText('Ciudad de México')).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('paragraph')[0]!.textContent)).toEqual([
      'To pick: 2',
      'To pack: 0',
      'To ship: 0',
    ]);
    expect(items[0]).toHaveTextContent(/Oldest: #100001 \(Demo Store Co\.\), waiting since Nov 25, 2026/);
    expect(within(items[0]!).getByRole('link', { name: '#100001' })).toHaveAttribute(
      'href',
      `/floor/orders/${ORDER_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Open the work queue' })).toHaveAttribute('href', '/floor');
    expect(api.requests[0]!.url).toBe('staff/dashboard/work-queue');
  });

  it('loads again when an order moves on the floor, without a reload', async () => {
    const api = mockApi(ok(summary(1)), ok(summary(0)));
    render();
    expect(await screen.findByText('To pick: 1')).toBeInTheDocument();
    await act(async () => {
      bus.emit('order.status_changed', { orderId: ORDER_ID, statusColumn: 'warehouse', to: 'packing' });
    });
    expect(await screen.findByText('To pick: 0')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '#100001' })).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  it('names every warehouse for an admin, and offers Retry when the queue cannot be loaded', async () => {
    mockApi(failing(503, {}), ok(summary(0, null)));
    const user = setupUser();
    render();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('All warehouses')).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    mockApi(() => ok(summary(3)));
    renderScreen(<WorkQueueWidget />, { route: '/welcome', url: '/welcome', locale: 'es-MX' });
    expect(await screen.findByText('Por surtir: 3')).toBeInTheDocument();
  });
});
