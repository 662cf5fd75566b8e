// Every event that crosses a package boundary, with its payload. Remotes and the shell talk only
// through these (and the store); adding an event means adding it here first.
import type { JobProgressEvent } from '@estiba/api/contract';
import type { Locale } from '../i18n/locales';
import type { SessionUser } from '../session/types';

export type Severity = 'success' | 'info' | 'warning' | 'error';

export interface NotifyPayload {
  /** Message id to translate, or a literal text when `id` is absent (e.g. a server message). */
  id?: string;
  text?: string;
  values?: Record<string, string | number>;
  severity: Severity;
  /** Defaults to the spec's 6 s. */
  autoHideMs?: number;
}

export interface DialogAction {
  labelId: string;
  /** Bus-free callback; the dialog closes after it runs. */
  onClick?: () => void;
  variant?: 'text' | 'contained';
}

export interface DialogPayload {
  titleId?: string;
  title?: string;
  bodyId?: string;
  body?: string;
  values?: Record<string, string | number>;
  actions?: DialogAction[];
}

export interface ProductsProgressPayload {
  current: number;
  total: number;
  shop: string;
  shopId: string;
}

/**
 * Domain events the API emits on the client's socket room (DOMAIN.md "Events"), forwarded to the bus under the
 * same names. Ids, not objects: a screen patches what it shows or reloads it. Fields past the ids are optional
 * because a screen must cope with an older API that sends less.
 */
export interface StockChangedPayload {
  productId: string;
  warehouseId: string;
  onHand?: number;
  reserved?: number;
  available?: number;
  incoming?: number;
  damaged?: number;
}

export interface ReceivingOrderStatusChangedPayload {
  receivingOrderId: string;
  status?: string;
}

export interface ReceivingBoxReceivedPayload {
  receivingOrderId: string;
  boxId?: string;
  barcode?: string;
  status?: string;
  /** The user who received it (a colleague's open box screen says the box changed; the receiver's does not). */
  by?: string;
}

/** A box's discrepancy was resolved (an explicit step): the API's receiving_box.discrepancy_resolved event. */
export type ReceivingBoxDiscrepancyResolvedPayload = ReceivingBoxReceivedPayload;

/** An order was created (shop, import, API or the Create Order screen): the API's order.created event. */
export interface OrderCreatedPayload {
  orderId: string;
  warehouseId?: string;
}

/** One of an order's three status columns moved (DOMAIN.md "Outbound: orders"). */
export interface OrderStatusChangedPayload {
  orderId: string;
  warehouseId?: string;
  statusColumn?: 'fulfillment' | 'warehouse' | 'ecommerce';
  from?: string | null;
  to?: string;
}

/** An order left the warehouse with its tracking number. */
export interface OrderShippedPayload {
  orderId: string;
  warehouseId?: string;
  trackingNumber?: string;
}

/** A return moved along its states (requested → in_transit → received → restocked | discarded → closed). */
export interface ReturnStatusChangedPayload {
  returnId: string;
  orderId?: string;
  warehouseId?: string;
  number?: number;
  from?: string | null;
  to?: string;
}

/** Someone (the merchant, or the warehouse's staff) wrote in an order's comment thread. */
export interface OrderCommentAddedPayload {
  orderId: string;
  warehouseId?: string;
  commentId?: string;
  authorRole?: 'admin' | 'staff' | 'user';
  hasFile?: boolean;
}

/** A charge was written (issue 18 billing): the API's charge.created event. Amounts in integer cents. */
export interface ChargeCreatedPayload {
  chargeId: string;
  clientId?: string;
  warehouseId?: string;
  invoiceId?: string;
  kind?: string;
  amountCents?: number;
  currency?: string;
  occurredAt?: string;
}

/** A month's invoice was issued (open → issued): the API's invoice.issued event. */
export interface InvoiceIssuedPayload {
  invoiceId: string;
  clientId?: string;
  warehouseId?: string;
  periodMonth?: string;
  totalCents?: number;
  currency?: string;
}

/** Staff marked an issued invoice paid (issued → paid): the API's invoice.paid event. */
export interface InvoicePaidPayload {
  invoiceId: string;
  clientId?: string;
  warehouseId?: string;
  periodMonth?: string;
  totalCents?: number | null;
  currency?: string;
  paidAt?: string;
}

/** A charge dispute was opened, answered or resolved (issue 18): the API's charge_dispute.changed event. */
export interface ChargeDisputeChangedPayload {
  disputeId: string;
  chargeId?: string;
  clientId?: string;
  warehouseId?: string;
  status?: 'open' | 'rejected' | 'credited';
}

/** A job of the client changed (status or progress): the API's job.progress event, its JobProgressEvent. */
export type JobProgressPayload = JobProgressEvent;

/** One of the merchant's notifications (the notifications centre, /apps/mail), as GET client/notifications gives it. */
export interface NotificationRecord {
  id: string;
  /** The domain event it tells of (order.shipped, receiving_box.received…). */
  kind: string;
  payload: Record<string, unknown>;
  readAt: string | null;
  createdAt: string;
}

/** A notification was made (API migration 025's trigger): the API's notification.created event. */
export interface NotificationCreatedPayload {
  notificationId: string;
  notification?: NotificationRecord;
}

/** Notifications were marked read, one or all (another tab of the merchant's, say). */
export interface NotificationReadPayload {
  notificationIds?: string[];
  all?: boolean;
}

/** The domain events the realtime socket forwards to the bus, by their one name (socket, bus and webhooks). */
export interface RealtimeDomainEvents {
  'stock.changed': StockChangedPayload;
  'receiving_order.status_changed': ReceivingOrderStatusChangedPayload;
  'receiving_box.received': ReceivingBoxReceivedPayload;
  'receiving_box.discrepancy_resolved': ReceivingBoxDiscrepancyResolvedPayload;
  'job.progress': JobProgressPayload;
  'order.created': OrderCreatedPayload;
  'order.status_changed': OrderStatusChangedPayload;
  'order.shipped': OrderShippedPayload;
  'order.comment_added': OrderCommentAddedPayload;
  'return.status_changed': ReturnStatusChangedPayload;
  'charge.created': ChargeCreatedPayload;
  'invoice.issued': InvoiceIssuedPayload;
  'invoice.paid': InvoicePaidPayload;
  'charge_dispute.changed': ChargeDisputeChangedPayload;
  'notification.created': NotificationCreatedPayload;
  'notification.read': NotificationReadPayload;
}

export interface BusEvents extends RealtimeDomainEvents {
  /** Show the snackbar (spec: 6 s, top centre). */
  notify: NotifyPayload;
  'dialog/open': DialogPayload;
  'dialog/close': void;
  /** The signed-in user changed (sign-in, refresh, sign-out = null). */
  'session/changed': { user: SessionUser | null };
  /** Ask the shell to end the session. */
  'session/logout': void;
  'language/changed': { language: Locale };
  /** The realtime `updated-products-count` event, parsed (domain event products.sync_progress). */
  'products/progress': ProductsProgressPayload;
}

export type BusEventName = keyof BusEvents;
