import { act, screen, waitFor, within } from '@testing-library/react';
import { bus, setSavedTimeZone } from '@estiba/shared';
import { failing, mockApi, ok, resetPage, restoreApi } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { callOf } from '../integrations/testing';
import { byUnreadThenNewest, notificationText } from './notification.text';
import type { Notification } from './notifications.api';
import { NotificationsPage } from './NotificationsPage';

jest.setTimeout(30_000);

const note = (id: string, kind: string, payload: Record<string, unknown>, readAt: string | null = null) => ({
  id,
  kind,
  payload,
  readAt,
  createdAt: '2026-11-25T23:30:00.000Z',
});

const shipped = note('12', 'order.shipped', {
  orderId: 'o-1',
  trackingNumber: 'TRK-77',
  warehouseId: 'WH-MX-CDMX',
});
const box = note('11', 'receiving_box.received', { receivingOrderId: 'r-1', barcode: 'BX-0042' });
const invoice = note(
  '9',
  'invoice.issued',
  { invoiceId: 'i-1', warehouseId: 'WH-MX-CDMX', periodMonth: '2026-10' },
  '2026-11-20T10:00:00.000Z',
);

beforeEach(() => resetPage());
afterEach(() => {
  restoreApi();
  act(() => setSavedTimeZone(null));
  jest.restoreAllMocks();
});

function render(locale: 'en-US' | 'es-ES' = 'en-US') {
  const user = setupUser();
  renderScreen(<NotificationsPage />, { route: '/apps/mail', locale });
  return user;
}

const items = () => within(screen.getByRole('list', { name: 'Your notifications' })).getAllByRole('listitem');

describe('NotificationsPage', () => {
  it('lists unread first with what happened, when (in the saved time zone) and a link; marks one and all read', async () => {
    act(() => setSavedTimeZone('Asia/Tokyo'));
    let unread = [shipped, box];
    const api = mockApi((request) => {
      if (request.method === 'get') return ok({ notifications: [invoice, ...unread], unread: unread.length });
      if (request.url === 'client/notifications/11/read') {
        unread = unread.filter((item) => item.id !== '11');
        return ok({ ...box, readAt: '2026-11-26T08:00:00.000Z' });
      }
      unread = [];
      return ok({ unread: 0, marked: 1 });
    });
    const user = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 unread notifications');
    expect(items().map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Order shipped',
      'Box received',
      'New invoice',
    ]);
    const first = items()[0]!;
    expect(first).toHaveTextContent('An order left the warehouse with tracking number TRK-77.');
    // 23:30 UTC on 25 November is the 26th, 8:30 in Tokyo.
    expect(first).toHaveTextContent('Nov 26, 2026, 8:30 AM');
    expect(within(first).getByRole('link', { name: 'Open: Order shipped' })).toHaveAttribute(
      'href',
      '/orders/o-1',
    );
    expect(items()[2]).toHaveTextContent('The invoice for October 2026 was issued.');
    expect(within(items()[2]!).queryByRole('button', { name: /Mark as read/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark as read: Box received' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 unread notification'));
    expect(items().map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Order shipped',
      'Box received',
      'New invoice',
    ]);

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No unread notifications'));
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(api.requests.map(callOf)).toEqual([
      'GET client/notifications',
      'POST client/notifications/11/read',
      'POST client/notifications/read-all',
      'GET client/notifications',
    ]);
  });

  it('shows a new notification as it arrives on the socket, once, and follows marks made elsewhere', async () => {
    mockApi(() => ok({ notifications: [invoice], unread: 0 }));
    render('es-ES');
    expect(await screen.findByRole('status')).toHaveTextContent('No hay notificaciones sin leer');
    const arrived = note('13', 'products.sync_progress', { current: 5, total: 5, shop: 'Demo Store' });
    act(() => {
      bus.emit('notification.created', { notificationId: '13', notification: arrived });
      bus.emit('notification.created', { notificationId: '13', notification: arrived });
    });
    expect(screen.getByRole('status')).toHaveTextContent('1 notificación sin leer');
    const list = within(screen.getByRole('list', { name: 'Vuestras notificaciones' })).getAllByRole(
      'listitem',
    );
    expect(list).toHaveLength(2);
    expect(list[0]).toHaveTextContent('Productos de Demo Store actualizados correctamente');

    act(() => bus.emit('notification.read', { all: true }));
    expect(screen.getByRole('status')).toHaveTextContent('No hay notificaciones sin leer');
  });

  it('says when there is nothing, and offers a retry when the list does not load', async () => {
    let fail = true;
    mockApi(() => (fail ? failing(503) : ok({ notifications: [], unread: 0 })));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = render();
    const retry = await screen.findByRole('button', { name: /retry/i });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('You have no notifications yet.')).toBeInTheDocument();
  });
});

describe('notification texts', () => {
  const text = (notification: Notification) => notificationText(notification, 'en-US');

  it('words each kind from its payload and links to its screen', () => {
    expect(text(shipped)).toEqual({
      titleId: 'settings.notifications.kind.order.shipped',
      bodyId: 'settings.notifications.body.order.shippedWithTracking',
      values: { tracking: 'TRK-77' },
      link: '/orders/o-1',
    });
    expect(text(note('1', 'order.shipped', { orderId: 'o-2' })).bodyId).toBe(
      'settings.notifications.body.order.shipped',
    );
    expect(text(box).link).toBe('/inventory-orders/r-1');
    expect(
      text(note('2', 'receiving_order.status_changed', { receivingOrderId: 'r-2', number: 7 })),
    ).toMatchObject({
      values: { number: 7 },
      link: '/inventory-orders/r-2',
    });
    expect(text(invoice)).toMatchObject({
      values: { period: 'October 2026' },
      link: '/invoice/WH-MX-CDMX/i-1',
    });
    expect(text(note('3', 'charge_dispute.changed', { disputeId: 'd', status: 'credited' })).bodyId).toBe(
      'settings.notifications.body.charge_dispute.credited',
    );
    expect(text(note('4', 'charge_dispute.changed', { disputeId: 'd', status: 'rejected' })).bodyId).toBe(
      'settings.notifications.body.charge_dispute.rejected',
    );
    expect(text(note('5', 'something.new', {}))).toMatchObject({
      link: null,
      bodyId: 'settings.notifications.body.other',
    });
  });

  it('orders unread first, then newest first, by numeric id', () => {
    const list = [
      note('9', 'a.b', {}),
      note('10', 'a.b', {}, '2026-01-01T00:00:00Z'),
      note('100', 'a.b', {}),
    ];
    expect([...list].sort(byUnreadThenNewest).map((item) => item.id)).toEqual(['100', '9', '10']);
  });
});
