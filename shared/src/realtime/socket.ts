// The realtime socket of spec point 7: authenticated with the stored access token, it turns the
// server's events into bus events (domain event products.sync_progress -> 'products/progress'; stock and
// receiving events, order events and the client's jobs' job.progress under their own names). Remotes subscribe on the bus, which is the page's one instance:
// a separate subscribe module would be bundled into each remote (federation shares only '@estiba/shared'
// itself) and could not reach this connection.
import type { Socket } from 'socket.io-client';
import { bus } from '../bus/bus';
import type { ProductsProgressPayload, RealtimeDomainEvents } from '../bus/events';
import { getAppConfig } from '../config/appConfig';

/** The connection `connectRealtime` returns, for packages that do not depend on socket.io-client. */
export type RealtimeSocket = Socket;

export const REALTIME_EVENTS = { productsCount: 'updated-products-count' } as const;

/** The message id of 'Error updating products' (spec point 8, invalid product-update payload). */
export const PRODUCTS_UPDATE_ERROR_ID = 'products.updateError';

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * Reads an `updated-products-count` payload: a JSON string (the spec's form) or the object itself,
 * with numeric current and total, the shop's name and its id. Anything else gives null.
 */
export function parseProductsProgress(raw: unknown): ProductsProgressPayload | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const { current, total, shop, shopId } = value as Record<string, unknown>;
  if (!isCount(current) || !isCount(total) || typeof shop !== 'string') return null;
  // Some shop ids are numeric in the connectors' data; the app handles them as strings.
  if (typeof shopId !== 'string' && typeof shopId !== 'number') return null;
  return { current, total, shop, shopId: String(shopId) };
}

/** Publishes one `updated-products-count` payload on the bus, or the catalogue error when it is invalid. */
export function publishProductsProgress(raw: unknown): void {
  const progress = parseProductsProgress(raw);
  if (progress) bus.emit('products/progress', progress);
  else bus.emit('notify', { id: PRODUCTS_UPDATE_ERROR_ID, severity: 'error' });
}

/** The domain events forwarded to the bus as they come, under the same names (DOMAIN.md "Events"). */
export const REALTIME_DOMAIN_EVENTS = [
  'stock.changed',
  'receiving_order.status_changed',
  'receiving_box.received',
  'receiving_box.discrepancy_resolved',
  'job.progress',
  'order.created',
  'order.status_changed',
  'order.shipped',
  'order.comment_added',
  'return.status_changed',
  'charge.created',
  'invoice.issued',
  'invoice.paid',
  'charge_dispute.changed',
  'notification.created',
  'notification.read',
] as const satisfies readonly (keyof RealtimeDomainEvents)[];

/** The string fields every domain event needs; the screens read the rest defensively. */
const REQUIRED_IDS: Readonly<Record<keyof RealtimeDomainEvents, readonly string[]>> = {
  'stock.changed': ['productId', 'warehouseId'],
  'receiving_order.status_changed': ['receivingOrderId'],
  'receiving_box.received': ['receivingOrderId'],
  'receiving_box.discrepancy_resolved': ['receivingOrderId'],
  'job.progress': ['id', 'kind', 'status'],
  'order.created': ['orderId'],
  'order.status_changed': ['orderId'],
  'order.shipped': ['orderId'],
  'order.comment_added': ['orderId'],
  'return.status_changed': ['returnId'],
  'charge.created': ['chargeId'],
  'invoice.issued': ['invoiceId'],
  'invoice.paid': ['invoiceId'],
  'charge_dispute.changed': ['disputeId'],
  'notification.created': ['notificationId'],
  'notification.read': [],
};

/**
 * Publishes one domain event on the bus when its payload (an object or its JSON text) carries the ids the
 * event needs; anything else is dropped with a warning (nothing a person could act on).
 */
export function publishDomainEvent<K extends keyof RealtimeDomainEvents>(name: K, raw: unknown): void {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      value = null;
    }
  }
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  if (!record || !REQUIRED_IDS[name].every((field) => typeof record[field] === 'string' && record[field])) {
    console.warn(`realtime: ignoring a ${name} event without its ids`);
    return;
  }
  (bus.emit as (event: K, payload: RealtimeDomainEvents[K]) => void)(
    name,
    record as unknown as RealtimeDomainEvents[K],
  );
}

let current: Socket | null = null;
/** Counts connect and disconnect calls, so a connection whose library arrives late knows it was cancelled. */
let generation = 0;

/**
 * Opens the page's one realtime connection (closing any earlier one) and wires its events to the bus.
 * socket.io-client is loaded on the first connection: visitors of the public pages never download it.
 * Resolves to null when a logout or a newer connection came first.
 */
export async function connectRealtime(
  token: string,
  url: string = getAppConfig().apiUrl,
): Promise<Socket | null> {
  disconnectRealtime();
  const attempt = generation;
  const { io } = await import('socket.io-client');
  if (attempt !== generation) return null;
  // WebSocket first: one connection for the whole session, so a load balancer in front of several API
  // processes needs no sticky sessions (the polling transport's requests must all reach the process that
  // opened the session). Polling stays as the fallback where WebSocket is blocked.
  const socket = io(url, { auth: { token }, transports: ['websocket', 'polling'] });
  socket.on(REALTIME_EVENTS.productsCount, publishProductsProgress);
  for (const name of REALTIME_DOMAIN_EVENTS) socket.on(name, (raw: unknown) => publishDomainEvent(name, raw));
  socket.on('connect_error', (error) => {
    // socket.io retries on its own; a rejected token shows here and the session check handles it.
    console.warn('realtime connection failed', error.message);
  });
  current = socket;
  return socket;
}

/** Closes the realtime connection, if one is open (logout), and cancels one still loading. */
export function disconnectRealtime(): void {
  generation += 1;
  if (!current) return;
  current.removeAllListeners();
  current.disconnect();
  current = null;
}
