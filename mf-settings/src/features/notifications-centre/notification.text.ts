// How a notification reads: its title, its sentence and where it leads, from its kind (the domain event it tells
// of) and the event's payload, which carries ids and numbers rather than words, so it reads in the reader's
// language. The kinds are the API's (migration 025's trigger).
import type { Notification } from './notifications.api';

export interface NotificationText {
  titleId: string;
  bodyId: string;
  values: Record<string, string | number>;
  /** The screen it is about, or null. */
  link: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const segment = (value: string) => encodeURIComponent(value);

/** 2026-10 → "October 2026" in the page's language. */
function monthName(period: string | null, locale: string): string {
  const match = period ? /^(\d{4})-(\d{2})/.exec(period) : null;
  if (!match) return period ?? '';
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)),
  );
}

export function notificationText(notification: Notification, locale: string): NotificationText {
  const payload = notification.payload;
  const title = (kind: string) => `settings.notifications.kind.${kind}`;
  switch (notification.kind) {
    case 'order.shipped': {
      const orderId = text(payload.orderId);
      const tracking = text(payload.trackingNumber);
      return {
        titleId: title('order.shipped'),
        bodyId: tracking
          ? 'settings.notifications.body.order.shippedWithTracking'
          : 'settings.notifications.body.order.shipped',
        values: tracking ? { tracking } : {},
        link: orderId ? `/orders/${segment(orderId)}` : '/orders',
      };
    }
    case 'receiving_box.received': {
      const receivingOrderId = text(payload.receivingOrderId);
      return {
        titleId: title('receiving_box.received'),
        bodyId: 'settings.notifications.body.receiving_box.received',
        values: { barcode: text(payload.barcode) ?? '' },
        link: receivingOrderId ? `/inventory-orders/${segment(receivingOrderId)}` : '/inventory-orders',
      };
    }
    case 'receiving_order.status_changed': {
      const receivingOrderId = text(payload.receivingOrderId);
      return {
        titleId: title('receiving_order.status_changed'),
        bodyId: 'settings.notifications.body.receiving_order.status_changed',
        values: {
          number: typeof payload.number === 'number' ? payload.number : (text(payload.number) ?? ''),
        },
        link: receivingOrderId ? `/inventory-orders/${segment(receivingOrderId)}` : '/inventory-orders',
      };
    }
    case 'invoice.issued': {
      const invoiceId = text(payload.invoiceId);
      const warehouseId = text(payload.warehouseId);
      return {
        titleId: title('invoice.issued'),
        bodyId: 'settings.notifications.body.invoice.issued',
        values: { period: monthName(text(payload.periodMonth), locale) },
        link:
          invoiceId && warehouseId
            ? `/invoice/${segment(warehouseId)}/${segment(invoiceId)}`
            : '/billing-information',
      };
    }
    case 'charge_dispute.changed':
      return {
        titleId: title('charge_dispute.changed'),
        bodyId:
          payload.status === 'credited'
            ? 'settings.notifications.body.charge_dispute.credited'
            : 'settings.notifications.body.charge_dispute.rejected',
        values: {},
        link: '/billing-information/disputes',
      };
    case 'products.sync_progress':
      return {
        titleId: title('products.sync_progress'),
        bodyId: 'settings.notifications.body.products.sync_progress',
        values: { shop: text(payload.shop) ?? '' },
        link: '/inventory',
      };
    default:
      return {
        titleId: title('other'),
        bodyId: 'settings.notifications.body.other',
        values: {},
        link: null,
      };
  }
}

/** Unread first, then newest first (ids grow with time). */
export function byUnreadThenNewest(a: Notification, b: Notification): number {
  if ((a.readAt === null) !== (b.readAt === null)) return a.readAt === null ? -1 : 1;
  const difference = BigInt(b.id) - BigInt(a.id);
  return difference > 0n ? 1 : difference < 0n ? -1 : 0;
}
