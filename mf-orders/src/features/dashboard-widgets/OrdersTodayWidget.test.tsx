import '../../testing/structuredClone';
import { act, screen, within } from '@testing-library/react';
import type { OrdersByWarehouseStatus } from '@estiba/api/contract';
import { bus } from '@estiba/shared';
import { failing, mockApi, ok, resetPage, restoreApi } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { readOrderFilters } from '../orders-list/OrderFiltersBar';
import { OrdersTodayWidget } from './OrdersTodayWidget';

jest.setTimeout(30_000);

const STATUSES = [
  'no_stock',
  'ready_to_pick',
  'picking',
  'packing',
  'ready_to_ship',
  'shipped',
  'delivered',
  'returned',
  null,
] as const;

function today(counts: Partial<Record<string, number>>): OrdersByWarehouseStatus {
  const statuses = STATUSES.map((status) => ({ status, count: counts[String(status)] ?? 0 }));
  return {
    day: '2026-11-26',
    timeZone: 'America/Mexico_City',
    total: statuses.reduce((sum, row) => sum + row.count, 0),
    statuses,
  };
}

beforeEach(() => resetPage());
afterEach(() => restoreApi());

const render = () => renderScreen(<OrdersTodayWidget />, { route: '/welcome', url: '/welcome' });

describe('OrdersTodayWidget', () => {
  it("shows today's total and each status's count as text, linking to the list filtered by it and today", async () => {
    const api = mockApi(() => ok(today({ ready_to_pick: 3, shipped: 2, null: 1 })));
    render();
    expect(await screen.findByText('6 orders today')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: "Today's orders by warehouse status" });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ready to pick: 3', 'Shipped: 2', 'Not sent to the warehouse: 1']);
    const link = within(list).getByRole('link', { name: 'Ready to pick: 3' });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/orders');
    // The list reads exactly this filter from its address.
    expect(readOrderFilters(href.searchParams)).toMatchObject({
      warehouseStatus: 'ready_to_pick',
      createdFrom: '2026-11-26',
      createdTo: '2026-11-26',
    });
    // No warehouse status is no filter the list has: text only.
    expect(within(list).queryByRole('link', { name: /Not sent/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Bar chart of today's orders/ })).toBeInTheDocument();
    expect(api.requests[0]!.url).toBe('dashboard/orders/by-warehouse-status');
    expect(api.requests[0]!.headers.get('timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('loads again when an order is created or changes status, without a reload', async () => {
    const api = mockApi(ok(today({ packing: 1 })), ok(today({ packing: 1, ready_to_ship: 1 })));
    render();
    expect(await screen.findByText('1 order today')).toBeInTheDocument();
    await act(async () => {
      bus.emit('order.status_changed', { orderId: 'o-1', statusColumn: 'warehouse', to: 'ready_to_ship' });
    });
    expect(await screen.findByText('2 orders today')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ready to ship: 1' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  it('says when there is no order yet today', async () => {
    mockApi(() => ok(today({})));
    render();
    expect(await screen.findByText('No orders yet today.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the API's reason with a Retry that loads again", async () => {
    mockApi(
      failing(400, { message: 'The timezone header "X" is not a known IANA time zone' }),
      ok(today({ picking: 4 })),
    );
    const user = setupUser();
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('is not a known IANA time zone');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('4 orders today')).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    mockApi(() => ok(today({ no_stock: 1 })));
    renderScreen(<OrdersTodayWidget />, { route: '/welcome', url: '/welcome', locale: 'es-AR' });
    expect(await screen.findByText('1 pedido hoy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sin stock: 1' })).toBeInTheDocument();
  });
});
