import { clientRowSecurity } from './row-security.js';
import type { Migration } from './types.js';

// Outbound (DOMAIN.md "Outbound: orders"): orders and their lines, the history of their three status columns,
// comments with stored files, returns, saved list views, and the platform's idempotency keys. Every table is
// client-owned and protected by row-level security (row-security.ts).
//
// Rules the database itself holds:
// - the three status columns only take the domain's values (the transition table in modules/orders decides which
//   moves are allowed, and its UPDATEs name the allowed from-states, so two racing changes cannot both pass);
// - an order's reference is unique per client and shop, so an import or a webhook delivered twice creates nothing
//   twice;
// - an idempotency key is unique per client and scope: 50 concurrent requests with one key wait on one row.
export const orders: Migration = {
  version: 11,
  name: 'orders',
  sql: `
CREATE SEQUENCE order_number_seq START WITH 100001;

CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id text NOT NULL REFERENCES clients (id),
  -- Estiba's own number, what staff and labels read (#100001).
  number bigint NOT NULL UNIQUE DEFAULT nextval('order_number_seq'),
  -- The merchant's or the shop's reference (#1042); unique per client and shop (manual orders: shop null).
  reference text NOT NULL CHECK (length(reference) BETWEEN 1 AND 100),
  shop_id uuid REFERENCES shops (id) ON DELETE SET NULL,
  -- The shop's own id of the order (webhooks, syncs), when it came from a shop.
  external_id text CHECK (external_id IS NULL OR length(external_id) BETWEEN 1 AND 128),
  source text NOT NULL CHECK (source IN ('manual', 'import', 'shop', 'api')),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  fulfillment_status text NOT NULL DEFAULT 'pending'
    CHECK (fulfillment_status IN ('pending', 'processing', 'fulfilled', 'cancelled', 'deleted')),
  -- Null until the order is sent to process (the floor does not know it yet).
  warehouse_status text
    CHECK (warehouse_status IN ('no_stock', 'ready_to_pick', 'picking', 'packing', 'ready_to_ship', 'shipped',
      'delivered', 'returned')),
  ecommerce_status text NOT NULL DEFAULT 'unfulfilled'
    CHECK (ecommerce_status IN ('unfulfilled', 'partially_fulfilled', 'fulfilled', 'cancelled', 'refunded')),
  customer_name text NOT NULL CHECK (length(customer_name) BETWEEN 1 AND 200),
  customer_email text CHECK (customer_email IS NULL OR length(customer_email) BETWEEN 3 AND 254),
  customer_phone text CHECK (customer_phone IS NULL OR length(customer_phone) BETWEEN 3 AND 40),
  address_line1 text NOT NULL CHECK (length(address_line1) BETWEEN 1 AND 200),
  address_line2 text CHECK (address_line2 IS NULL OR length(address_line2) <= 200),
  city text NOT NULL CHECK (length(city) BETWEEN 1 AND 100),
  region text CHECK (region IS NULL OR length(region) <= 100),
  postal_code text NOT NULL CHECK (length(postal_code) BETWEEN 1 AND 20),
  country_code char(2) NOT NULL REFERENCES countries (code),
  -- The language the customer is written to in (the tracking e-mail): a locale such as es-MX.
  language text NOT NULL DEFAULT 'es-MX' CHECK (language IN ('en-US', 'es-MX', 'es-CO', 'es-AR', 'es-CL', 'es-ES')),
  currency char(3) NOT NULL,
  -- Sum of the lines' quantity × unit price, in minor units.
  total_minor bigint NOT NULL DEFAULT 0 CHECK (total_minor >= 0),
  carrier_id text REFERENCES carriers (id),
  carrier_service_id text REFERENCES carrier_services (id),
  tracking_number text CHECK (tracking_number IS NULL OR length(tracking_number) BETWEEN 1 AND 100),
  label_file_id uuid,
  -- Set when the order last waited for stock: Start Process is offered once it is available again.
  no_stock_since timestamptz,
  idempotency_key text CHECK (idempotency_key IS NULL OR length(idempotency_key) BETWEEN 1 AND 210),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz,
  shipped_at timestamptz,
  delivered_at timestamptz,
  cancelled_at timestamptz,
  deleted_at timestamptz,
  CHECK ((fulfillment_status = 'pending') OR (fulfillment_status IN ('cancelled', 'deleted'))
    OR warehouse_status IS NOT NULL),
  UNIQUE (client_id, idempotency_key)
);
-- NULL shop ids would never collide in a plain UNIQUE: manual and imported orders share the '' shop.
CREATE UNIQUE INDEX orders_client_shop_reference_key
  ON orders (client_id, coalesce(shop_id::text, ''), reference);
CREATE UNIQUE INDEX orders_shop_external_key ON orders (shop_id, external_id) WHERE external_id IS NOT NULL;
-- The orders list (a million rows, one client with 200,000): newest first, and each status filter newest first.
CREATE INDEX orders_client_created_idx ON orders (client_id, created_at DESC, id DESC);
CREATE INDEX orders_client_warehouse_status_idx ON orders (client_id, warehouse_status, created_at DESC, id DESC);
CREATE INDEX orders_client_fulfillment_status_idx
  ON orders (client_id, fulfillment_status, created_at DESC, id DESC);
CREATE INDEX orders_client_ecommerce_status_idx ON orders (client_id, ecommerce_status, created_at DESC, id DESC);
CREATE INDEX orders_client_shop_idx ON orders (client_id, shop_id, created_at DESC, id DESC);
CREATE INDEX orders_client_warehouse_idx ON orders (client_id, warehouse_id, created_at DESC, id DESC);
-- Search by the start of a reference, customer name or e-mail (lower(col) LIKE 'abc%': an index range).
CREATE INDEX orders_client_reference_prefix_idx ON orders (client_id, lower(reference) text_pattern_ops);
CREATE INDEX orders_client_customer_prefix_idx ON orders (client_id, lower(customer_name) text_pattern_ops);
CREATE INDEX orders_client_email_prefix_idx ON orders (client_id, lower(customer_email) text_pattern_ops);
-- The staff work queue: a warehouse's orders on the floor, oldest first.
CREATE INDEX orders_warehouse_floor_idx ON orders (warehouse_id, warehouse_status, processed_at)
  WHERE warehouse_status IN ('ready_to_pick', 'picking', 'packing', 'ready_to_ship');
-- Start Process: a client's orders waiting for stock.
CREATE INDEX orders_client_no_stock_idx ON orders (client_id, no_stock_since) WHERE warehouse_status = 'no_stock';

CREATE TABLE order_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id text NOT NULL REFERENCES clients (id),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- 1, 2, 3… in the order the lines were given (the ledger's document line).
  position integer NOT NULL CHECK (position > 0),
  -- Null when a shop's SKU is linked to no product yet (it cannot be processed until it is).
  product_id uuid REFERENCES products (id),
  sku text NOT NULL CHECK (length(sku) BETWEEN 1 AND 64),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 300),
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price_minor bigint NOT NULL DEFAULT 0 CHECK (unit_price_minor >= 0),
  -- Units of this line held by the order (movements reserved/released/shipped keep it).
  reserved integer NOT NULL DEFAULT 0 CHECK (reserved >= 0 AND reserved <= quantity),
  picked integer NOT NULL DEFAULT 0 CHECK (picked >= 0 AND picked <= quantity),
  packed integer NOT NULL DEFAULT 0 CHECK (packed >= 0 AND packed <= quantity),
  UNIQUE (order_id, position)
);
CREATE INDEX order_lines_product_idx ON order_lines (client_id, product_id);

-- Who moved which status column of an order, when, from what to what.
CREATE TABLE order_status_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id text NOT NULL REFERENCES clients (id),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status_column text NOT NULL CHECK (status_column IN ('fulfillment', 'warehouse', 'ecommerce')),
  from_status text,
  to_status text NOT NULL,
  note text CHECK (note IS NULL OR length(note) <= 500),
  changed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_status_history_order_idx ON order_status_history (order_id, changed_at, id);

-- Files people attach or the platform produces (comment attachments, shipping labels, pick lists), stored outside
-- the web root: storage_key names the object in the file store (a folder by default, an S3-compatible bucket when
-- configured). Type and size are checked by content before a row is written.
CREATE TABLE stored_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id text NOT NULL REFERENCES clients (id),
  purpose text NOT NULL CHECK (purpose IN ('order_comment', 'shipping_label', 'return')),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  -- The type the content was recognised as (never the name's extension or the client's claim).
  content_type text NOT NULL CHECK (length(content_type) BETWEEN 3 AND 100),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  storage_key text NOT NULL UNIQUE,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE orders ADD CONSTRAINT orders_label_file_fk FOREIGN KEY (label_file_id) REFERENCES stored_files (id);

-- The thread between the merchant and the warehouse about one order (spec: POST client/order/{id}/comment).
CREATE TABLE order_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id text NOT NULL REFERENCES clients (id),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  body text NOT NULL CHECK (length(body) <= 4000),
  file_id uuid REFERENCES stored_files (id),
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (length(body) > 0 OR file_id IS NOT NULL)
);
CREATE INDEX order_comments_order_idx ON order_comments (order_id, created_at, id);

CREATE SEQUENCE return_number_seq START WITH 5001;

CREATE TABLE returns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id text NOT NULL REFERENCES clients (id),
  number integer NOT NULL UNIQUE DEFAULT nextval('return_number_seq'),
  order_id uuid NOT NULL REFERENCES orders (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  type text NOT NULL CHECK (type IN ('exchange', 'refund')),
  status text NOT NULL DEFAULT 'requested'
    CHECK (status IN ('requested', 'in_transit', 'received', 'restocked', 'discarded', 'closed')),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 1000),
  tracking_number text CHECK (tracking_number IS NULL OR length(tracking_number) BETWEEN 1 AND 100),
  idempotency_key text CHECK (idempotency_key IS NULL OR length(idempotency_key) BETWEEN 1 AND 200),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  received_at timestamptz,
  closed_at timestamptz,
  UNIQUE (client_id, idempotency_key)
);
CREATE INDEX returns_client_created_idx ON returns (client_id, created_at DESC, id DESC);
CREATE INDEX returns_order_idx ON returns (order_id);
CREATE INDEX returns_warehouse_status_idx ON returns (warehouse_id, status);

CREATE TABLE return_lines (
  client_id text NOT NULL REFERENCES clients (id),
  return_id uuid NOT NULL REFERENCES returns (id) ON DELETE CASCADE,
  order_line_id uuid NOT NULL REFERENCES order_lines (id),
  product_id uuid REFERENCES products (id),
  quantity integer NOT NULL CHECK (quantity > 0),
  -- Set when staff receive the return: good units are restocked, damaged ones discarded.
  good integer CHECK (good IS NULL OR good >= 0),
  damaged integer CHECK (damaged IS NULL OR damaged >= 0),
  PRIMARY KEY (return_id, order_line_id),
  CHECK (coalesce(good, 0) + coalesce(damaged, 0) <= quantity)
);

CREATE TABLE return_status_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id text NOT NULL REFERENCES clients (id),
  return_id uuid NOT NULL REFERENCES returns (id) ON DELETE CASCADE,
  from_status text,
  to_status text NOT NULL,
  note text CHECK (note IS NULL OR length(note) <= 500),
  changed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX return_status_history_return_idx ON return_status_history (return_id, changed_at, id);

-- A named set of list filters (e.g. "No stock"), the user's own or shared with the client's team.
CREATE TABLE saved_views (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id text NOT NULL REFERENCES clients (id),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  list text NOT NULL CHECK (list IN ('orders', 'returns', 'inventory', 'receiving_orders')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  filters jsonb NOT NULL CHECK (jsonb_typeof(filters) = 'object'),
  shared boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, owner_id, list, name)
);

-- Idempotency keys of creating requests (platform/idempotency): the first request with a key inserts its row and
-- does the work in the same transaction; a concurrent one with the same key waits on the unique index, then finds
-- the stored answer and replays it, or answers 422 when its body differs (request_sha256).
CREATE TABLE idempotency_keys (
  client_id text NOT NULL REFERENCES clients (id),
  -- What the key was used for (e.g. 'orders.create', 'orders.comment'): one key may serve two kinds of request.
  scope text NOT NULL CHECK (scope ~ '^[a-z][a-z0-9_.-]{0,63}$'),
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
  request_sha256 text NOT NULL CHECK (request_sha256 ~ '^[0-9a-f]{64}$'),
  response_status integer,
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, scope, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

-- Orders come in by file too.
ALTER TABLE imports DROP CONSTRAINT imports_kind_check;
ALTER TABLE imports ADD CONSTRAINT imports_kind_check
  CHECK (kind IN ('products', 'listings', 'bundles', 'links', 'orders'));

${clientRowSecurity('orders')}
${clientRowSecurity('order_lines')}
${clientRowSecurity('order_status_history')}
${clientRowSecurity('stored_files')}
${clientRowSecurity('order_comments')}
${clientRowSecurity('returns')}
${clientRowSecurity('return_lines')}
${clientRowSecurity('return_status_history')}
${clientRowSecurity('saved_views')}
${clientRowSecurity('idempotency_keys')}
-- Histories are append-only for the API.
REVOKE UPDATE, DELETE ON order_status_history FROM estiba_app;
REVOKE UPDATE, DELETE ON return_status_history FROM estiba_app;
GRANT USAGE, SELECT ON SEQUENCE order_number_seq TO estiba_app;
GRANT USAGE, SELECT ON SEQUENCE return_number_seq TO estiba_app;
`,
};
