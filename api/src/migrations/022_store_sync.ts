import { clientRowSecurity } from './row-security.js';
import type { Migration } from './types.js';

// Store sync (issue 19): the webhooks a shop delivered. Shopify (and the sandbox store, which speaks its protocol)
// delivers at least once and retries on any failure, each delivery carrying X-Shopify-Webhook-Id; the first
// delivery of an id inserts its row in the same transaction as what it changes (an order), so a second delivery
// of the id finds the row and changes nothing, and a failed one leaves no row and is handled when retried. Rows
// are the client's (row-level security); the webhook route finds the shop first, then works as its client.
export const storeSync: Migration = {
  version: 22,
  name: 'store_sync',
  sql: `
CREATE TABLE shop_webhook_deliveries (
  client_id text NOT NULL REFERENCES clients (id),
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  webhook_id text NOT NULL CHECK (length(webhook_id) BETWEEN 1 AND 128),
  topic text NOT NULL CHECK (length(topic) BETWEEN 1 AND 64),
  -- What the delivery made, when it made something (orders/create: its order).
  order_id uuid REFERENCES orders (id) ON DELETE SET NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, webhook_id)
);
CREATE INDEX shop_webhook_deliveries_client_idx ON shop_webhook_deliveries (client_id, received_at DESC);
${clientRowSecurity('shop_webhook_deliveries')}
`,
};
