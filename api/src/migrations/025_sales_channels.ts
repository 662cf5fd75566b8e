import { clientRowSecurity } from './row-security.js';
import type { Migration } from './types.js';

// Manual sales channels and the notifications centre (issue 19: /store/create, /createStoreFulfillment and
// /apps/mail).
// - A manual sales channel is a shop row with ecommerce 'manual' and no store behind it (no url, no token): its
//   orders come from the CSV import and the orders API. Its default warehouse is the shop's automatic-orders
//   warehouse (migration 019's settings), so the shop settings screen shows and changes it. One name per merchant,
//   so the order import's shop column names one shop.
// - notifications: what the merchant is told in the notifications centre, one per domain event worth a person's
//   attention, written by a trigger on the outbox in the event's own transaction (a change without its
//   notification, or the reverse, cannot commit). The trigger also records a notification.created event, so the
//   centre hears of it live over the socket. Which events make a notification (and why the others do not):
//     order.shipped                      the merchant's customer's parcel left the warehouse
//     receiving_box.received             a box the merchant sent was counted into stock
//     receiving_order.status_changed     only to 'received': the whole receiving order is in stock
//     invoice.issued                     a new invoice to pay
//     charge_dispute.changed             only 'credited' or 'rejected': staff answered the merchant's dispute
//     products.sync_progress             only its last step (current = total): a product sync or import finished
//   Not order.created, order.status_changed or stock.changed: the merchant causes most of them (or an import
//   makes thousands), and the lists they change already update live. Read state is the client's, as the shops are.
export const salesChannels: Migration = {
  version: 25,
  name: 'sales_channels',
  sql: `
CREATE UNIQUE INDEX shops_manual_name_idx ON shops (client_id, lower(name)) WHERE ecommerce = 'manual';
ALTER TABLE shops ADD CONSTRAINT shops_manual_has_no_store CHECK (ecommerce <> 'manual' OR url IS NULL);

CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id text NOT NULL REFERENCES clients (id),
  -- The outbox event it tells of (events are pruned after delivery, so no foreign key).
  event_id bigint NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind ~ '^[a-z_]+(\\.[a-z_]+)+$'),
  payload jsonb NOT NULL CHECK (jsonb_typeof(payload) = 'object'),
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The centre's list: unread first, newest first.
CREATE INDEX notifications_client_idx ON notifications (client_id, (read_at IS NULL) DESC, id DESC);
${clientRowSecurity('notifications')}

-- Runs with the recording transaction's rights and scope (the client's, or the operator's for staff work):
-- the notification belongs to the event's client either way.
CREATE FUNCTION notification_from_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  note notifications;
BEGIN
  INSERT INTO notifications (client_id, event_id, kind, payload)
  VALUES (NEW.client_id, NEW.id, NEW.name, NEW.payload)
  RETURNING * INTO note;
  -- Nested under 'notification', so the relay sends it to the client's sockets only (no top-level warehouseId).
  INSERT INTO events (client_id, name, payload)
  VALUES (NEW.client_id, 'notification.created', jsonb_build_object('notificationId', note.id::text, 'notification', jsonb_build_object(
    'id', note.id::text, 'kind', note.kind, 'payload', note.payload, 'readAt', NULL,
    'createdAt', to_char(note.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))));
  RETURN NULL;
END
$$;
CREATE TRIGGER events_notification AFTER INSERT ON events FOR EACH ROW
  WHEN (
    NEW.name IN ('order.shipped', 'receiving_box.received', 'invoice.issued')
    OR (NEW.name = 'receiving_order.status_changed' AND NEW.payload ->> 'status' = 'received')
    OR (NEW.name = 'charge_dispute.changed' AND NEW.payload ->> 'status' IN ('credited', 'rejected'))
    OR (NEW.name = 'products.sync_progress' AND NEW.payload ->> 'current' = NEW.payload ->> 'total')
  )
  EXECUTE FUNCTION notification_from_event();
`,
};
