// The notifications centre (issue 19, /apps/mail): the merchant's notifications, made by migration 025's trigger
// from the outbox's events. Request and response schemas, written once for Fastify, the OpenAPI document and the
// front end (through src/contract.ts). Only TypeBox here: the front end's type checker reads this file.
import Type, { type Static } from 'typebox';
import { IsoInstant, NullableInstant, bearerSecurity, routeErrors } from '../../platform/route-schemas.js';

export const MAX_NOTIFICATIONS = 100;
export const DEFAULT_NOTIFICATIONS = 50;

/** The events a notification tells of (migration 025's trigger): the kind is the event's name. */
export const NOTIFICATION_KINDS = [
  'order.shipped',
  'receiving_box.received',
  'receiving_order.status_changed',
  'invoice.issued',
  'charge_dispute.changed',
  'products.sync_progress',
] as const;

const NotificationId = Type.String({ pattern: '^[0-9]{1,18}$', description: 'The notification id' });

export const Notification = Type.Object({
  id: NotificationId,
  kind: Type.String({ description: `The event it tells of: ${NOTIFICATION_KINDS.join(', ')}` }),
  payload: Type.Record(Type.String(), Type.Unknown(), {
    description:
      "The event's payload (ids, numbers, a shop's name): the screen words it in the reader's language",
  }),
  readAt: NullableInstant,
  createdAt: IsoInstant,
});
export type Notification = Static<typeof Notification>;

export const NotificationList = Type.Object({
  notifications: Type.Array(Notification, { description: 'Unread first, then newest first' }),
  unread: Type.Integer({ minimum: 0, description: 'How many are unread in all' }),
});
export type NotificationList = Static<typeof NotificationList>;

export const NotificationsQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_NOTIFICATIONS, default: DEFAULT_NOTIFICATIONS }),
    ),
  },
  { additionalProperties: false },
);
export type NotificationsQuery = Static<typeof NotificationsQuery>;

export const NotificationParams = Type.Object({ id: NotificationId });

export const AllRead = Type.Object({ unread: Type.Literal(0), marked: Type.Integer({ minimum: 0 }) });
export type AllRead = Static<typeof AllRead>;

const tags = ['notifications'];
const security = bearerSecurity;

export const listNotificationsSchema = {
  tags,
  summary: "The merchant's notifications, unread first",
  security,
  querystring: NotificationsQuery,
  response: { 200: NotificationList, ...routeErrors },
};

export const readNotificationSchema = {
  tags,
  summary: 'Marks one notification read (again: no change)',
  description: "404 for a notification that is not the caller's client's.",
  security,
  params: NotificationParams,
  response: { 200: Notification, ...routeErrors },
};

export const readAllNotificationsSchema = {
  tags,
  summary: "Marks every one of the client's notifications read",
  security,
  response: { 200: AllRead, ...routeErrors },
};
