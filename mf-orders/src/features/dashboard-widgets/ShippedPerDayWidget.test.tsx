import '../../testing/structuredClone';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ShippedPerDay } from '@estiba/api/contract';
import { bus } from '@estiba/shared';
import { mockApi, ok, resetPage, restoreApi } from '@estiba/shared/testing';
import { renderScreen } from '../../testing/renderScreen';
import { ShippedPerDayWidget } from './ShippedPerDayWidget';

jest.setTimeout(30_000);

/** 30 days ending 2026-11-26, with `counts` on the days named (others zero, as the API zero-fills). */
function shipped(counts: Record<string, number>): ShippedPerDay {
  const days = Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 9, 28 + i)).toISOString().slice(0, 10);
    return { day, count: counts[day] ?? 0 };
  });
  return {
    from: days[0]!.day,
    to: days[29]!.day,
    timeZone: 'America/Mexico_City',
    total: days.reduce((sum, day) => sum + day.count, 0),
    days,
  };
}

beforeEach(() => resetPage());
afterEach(() => restoreApi());

const render = () => renderScreen(<ShippedPerDayWidget />, { route: '/welcome', url: '/welcome' });

describe('ShippedPerDayWidget', () => {
  it("shows the 30 days' total, today's and the busiest day as text, and every day in the chart's table", async () => {
    const api = mockApi(() => ok(shipped({ '2026-11-26': 2, '2026-11-20': 5, '2026-10-28': 1 })));
    render();
    expect(await screen.findByText('8 orders shipped in the last 30 days')).toBeInTheDocument();
    expect(screen.getByText(/Today: 2/)).toHaveTextContent('Today: 2 · Busiest day: Nov 20, 2026 (5)');
    expect(
      screen.getByRole('img', {
        name: 'Bar chart of the orders shipped each day from Oct 28, 2026 to Nov 26, 2026',
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Orders shipped per day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(rows[0]).toHaveTextContent('Oct 28, 20261');
    expect(rows[1]).toHaveTextContent('Oct 29, 20260');
    expect(api.requests[0]!.url).toBe('dashboard/orders/shipped-per-day');
    expect(api.requests[0]!.params).toEqual({ days: 30 });
    expect(api.requests[0]!.headers.get('timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('loads again when an order ships, without a reload', async () => {
    const api = mockApi(ok(shipped({ '2026-11-25': 1 })), ok(shipped({ '2026-11-25': 1, '2026-11-26': 1 })));
    render();
    expect(await screen.findByText('1 order shipped in the last 30 days')).toBeInTheDocument();
    await act(async () => {
      bus.emit('order.shipped', { orderId: 'o-1', trackingNumber: 'TRK1' });
    });
    expect(await screen.findByText('2 orders shipped in the last 30 days')).toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  it('folds a burst of shipments into one more load', async () => {
    const waiting: ((answer: ReturnType<typeof ok>) => void)[] = [];
    const api = mockApi(() => new Promise((resolve) => waiting.push(resolve)));
    /** Answers the request waiting (once it has been sent). */
    const answerNext = async (data: ShippedPerDay) => {
      await waitFor(() => expect(waiting).toHaveLength(1));
      await act(async () => waiting.shift()!(ok(data)));
    };
    render();
    await answerNext(shipped({}));
    expect(await screen.findByText('0 orders shipped in the last 30 days')).toBeInTheDocument();
    await act(async () => {
      for (const n of [1, 2, 3]) bus.emit('order.shipped', { orderId: `o-${n}` });
    });
    await answerNext(shipped({ '2026-11-26': 1 }));
    // The second and third came while the first reload ran: one more load covers both.
    await answerNext(shipped({ '2026-11-26': 3 }));
    expect(await screen.findByText('3 orders shipped in the last 30 days')).toBeInTheDocument();
    expect(api.requests).toHaveLength(3);
  });

  it('reads in Spanish', async () => {
    mockApi(() => ok(shipped({ '2026-11-26': 1 })));
    renderScreen(<ShippedPerDayWidget />, { route: '/welcome', url: '/welcome', locale: 'es-MX' });
    expect(await screen.findByText('1 pedido enviado en los últimos 30 días')).toBeInTheDocument();
  });
});
