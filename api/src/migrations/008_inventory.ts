import { clientRowSecurity } from './row-security.js';
import type { Migration } from './types.js';

// Inventory and inbound (DOMAIN.md "Catalogue and stock", "Inbound"): products and bundles, shop listings and
// their product links, stock levels per product and warehouse derived from an append-only movement ledger, and
// receiving orders with their boxes, box lines and box timelines. Every table here is client-owned and protected
// by row-level security (row-security.ts).
//
// Stock rules the database itself holds, so no code path can break them:
// - no bucket of a stock level goes below zero, and reserved never exceeds on hand (CHECKs);
// - available is on hand minus reserved, computed by the database (a generated column, sortable and filterable);
// - a movement is unique on its source document, line and reason, so a replayed event cannot count twice.
export const inventory: Migration = {
  version: 8,
  name: 'inventory',
  sql: `
-- How long staff have to receive a box once it has arrived (the box timeline counts it down).
ALTER TABLE warehouses ADD COLUMN receiving_deadline_hours integer NOT NULL DEFAULT 48
  CHECK (receiving_deadline_hours BETWEEN 1 AND 720);
-- The warehouse a staff user works in: they see every client's receiving orders there.
ALTER TABLE users ADD COLUMN warehouse_id text REFERENCES warehouses (id);

CREATE TABLE products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id text NOT NULL REFERENCES clients (id),
  sku text NOT NULL CHECK (length(sku) BETWEEN 1 AND 64),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  -- The URL's readable tail (/products/{productId}/{productHandle}).
  handle text NOT NULL,
  barcode text CHECK (barcode IS NULL OR length(barcode) BETWEEN 1 AND 64),
  length_cm numeric(10, 2) NOT NULL CHECK (length_cm > 0),
  width_cm numeric(10, 2) NOT NULL CHECK (width_cm > 0),
  height_cm numeric(10, 2) NOT NULL CHECK (height_cm > 0),
  weight_kg numeric(10, 3) NOT NULL CHECK (weight_kg > 0),
  -- Money in minor units of the currency (never floats).
  declared_value_minor bigint NOT NULL DEFAULT 0 CHECK (declared_value_minor >= 0),
  currency char(3) NOT NULL DEFAULT 'MXN',
  image_url text,
  is_bundle boolean NOT NULL DEFAULT false,
  -- Available units at or below which the product is highlighted as low stock.
  low_stock_threshold integer CHECK (low_stock_threshold IS NULL OR low_stock_threshold >= 0),
  -- The Idempotency-Key of the request that created it (a batch's rows get key#row): a resent request replays.
  idempotency_key text CHECK (idempotency_key IS NULL OR length(idempotency_key) BETWEEN 1 AND 210),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, sku),
  UNIQUE (client_id, idempotency_key),
  -- Optional, but unique where given (NULLs never collide).
  UNIQUE (client_id, barcode)
);
CREATE INDEX products_client_name_idx ON products (client_id, lower(name));
-- The inventory list's starts-with on SKU and barcode (scanning, typing a code's start): lower(col) LIKE 'abc%'
-- is an index range with text_pattern_ops; ILIKE would scan the client's products (EXPLAIN-checked at 100,000).
CREATE INDEX products_client_sku_prefix_idx ON products (client_id, lower(sku) text_pattern_ops);
CREATE INDEX products_client_barcode_prefix_idx ON products (client_id, lower(barcode) text_pattern_ops);
CREATE INDEX products_client_created_idx ON products (client_id, created_at DESC, id);

-- A bundle is a product made of component products (each with its quantity in one bundle).
CREATE TABLE bundle_components (
  client_id text NOT NULL REFERENCES clients (id),
  bundle_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  component_id uuid NOT NULL REFERENCES products (id),
  quantity integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (bundle_id, component_id),
  CHECK (bundle_id <> component_id)
);

-- A shop's listing (a "post"); product_id set means it is linked to a product, so stock is shared across channels.
CREATE TABLE shop_listings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id text NOT NULL REFERENCES clients (id),
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  external_id text NOT NULL CHECK (length(external_id) BETWEEN 1 AND 128),
  sku text NOT NULL CHECK (length(sku) BETWEEN 1 AND 64),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
  price_minor bigint CHECK (price_minor IS NULL OR price_minor >= 0),
  product_id uuid REFERENCES products (id) ON DELETE SET NULL,
  linked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (shop_id, external_id)
);
CREATE INDEX shop_listings_product_idx ON shop_listings (product_id);

CREATE TABLE stock_levels (
  client_id text NOT NULL REFERENCES clients (id),
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  on_hand integer NOT NULL DEFAULT 0 CHECK (on_hand >= 0),
  reserved integer NOT NULL DEFAULT 0 CHECK (reserved >= 0),
  available integer GENERATED ALWAYS AS (on_hand - reserved) STORED,
  -- In receiving orders sent but not yet received (kept from the receiving order lines, rebuildable from them).
  incoming integer NOT NULL DEFAULT 0 CHECK (incoming >= 0),
  damaged integer NOT NULL DEFAULT 0 CHECK (damaged >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (product_id, warehouse_id),
  CHECK (reserved <= on_hand)
);
CREATE INDEX stock_levels_client_warehouse_idx ON stock_levels (client_id, warehouse_id);

-- The ledger behind every stock change: append-only (the API role may only insert and read it).
-- Signed quantity of the bucket the reason names: received, returned, adjusted → on hand; reserved, released →
-- reserved; shipped → on hand and reserved; damaged → damaged.
CREATE TABLE inventory_movements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id text NOT NULL REFERENCES clients (id),
  -- No cascade: a product with history is never deleted, its ledger stays whole.
  product_id uuid NOT NULL REFERENCES products (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  quantity integer NOT NULL CHECK (quantity <> 0),
  reason text NOT NULL
    CHECK (reason IN ('received', 'reserved', 'released', 'shipped', 'returned', 'adjusted', 'damaged')),
  document_type text NOT NULL
    CHECK (document_type IN ('receiving_box', 'order', 'return', 'adjustment', 'import', 'discrepancy')),
  document_id text NOT NULL,
  document_line text NOT NULL DEFAULT '',
  note text CHECK (note IS NULL OR length(note) <= 500),
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, document_type, document_id, document_line, reason)
);
CREATE INDEX inventory_movements_product_idx
  ON inventory_movements (client_id, product_id, warehouse_id, created_at, id);
CREATE INDEX inventory_movements_shipped_idx
  ON inventory_movements (client_id, warehouse_id, created_at) WHERE reason = 'shipped';

CREATE SEQUENCE receiving_order_number_seq START WITH 1001;

CREATE TABLE receiving_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id text NOT NULL REFERENCES clients (id),
  -- What people read and the labels print (RO-1001).
  number integer NOT NULL UNIQUE DEFAULT nextval('receiving_order_number_seq'),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'in_transit', 'arrived', 'receiving', 'received', 'cancelled')),
  shipping_method text NOT NULL CHECK (shipping_method IN ('own_carrier', 'shipping_platform')),
  carrier_name text CHECK (carrier_name IS NULL OR length(carrier_name) <= 100),
  tracking_number text CHECK (tracking_number IS NULL OR length(tracking_number) <= 100),
  arrival_date date NOT NULL,
  arrived_at timestamptz,
  received_at timestamptz,
  cancelled_at timestamptz,
  idempotency_key text CHECK (idempotency_key IS NULL OR length(idempotency_key) BETWEEN 1 AND 200),
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, idempotency_key)
);
CREATE INDEX receiving_orders_client_created_idx ON receiving_orders (client_id, created_at DESC, id);
CREATE INDEX receiving_orders_warehouse_status_idx ON receiving_orders (warehouse_id, status);

-- What the receiving order announces per product, and what was counted so far across its boxes.
CREATE TABLE receiving_order_lines (
  client_id text NOT NULL REFERENCES clients (id),
  receiving_order_id uuid NOT NULL REFERENCES receiving_orders (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products (id),
  expected integer NOT NULL CHECK (expected > 0),
  received integer NOT NULL DEFAULT 0 CHECK (received >= 0),
  damaged integer NOT NULL DEFAULT 0 CHECK (damaged >= 0),
  PRIMARY KEY (receiving_order_id, product_id)
);

CREATE TABLE receiving_boxes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id text NOT NULL REFERENCES clients (id),
  receiving_order_id uuid NOT NULL REFERENCES receiving_orders (id) ON DELETE CASCADE,
  -- Box n of N.
  number integer NOT NULL CHECK (number > 0),
  -- The Code 128 text on the label, what staff scan (RO1001-B01).
  barcode text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'in_transit', 'received', 'with_discrepancy')),
  arrived_at timestamptz,
  received_at timestamptz,
  received_by uuid REFERENCES users (id),
  discrepancy_note text CHECK (discrepancy_note IS NULL OR length(discrepancy_note) <= 1000),
  discrepancy_resolved_at timestamptz,
  discrepancy_resolved_by uuid REFERENCES users (id),
  resolution_note text CHECK (resolution_note IS NULL OR length(resolution_note) <= 1000),
  UNIQUE (receiving_order_id, number)
);

-- A box's contents: announced lines (expected > 0) and, after counting, unexpected SKUs found in it
-- (expected 0, product_id null when the SKU is not one of the client's products).
CREATE TABLE receiving_box_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id text NOT NULL REFERENCES clients (id),
  box_id uuid NOT NULL REFERENCES receiving_boxes (id) ON DELETE CASCADE,
  product_id uuid REFERENCES products (id),
  sku text NOT NULL CHECK (length(sku) BETWEEN 1 AND 64),
  expected integer NOT NULL CHECK (expected >= 0),
  received integer CHECK (received IS NULL OR received >= 0),
  damaged integer CHECK (damaged IS NULL OR damaged >= 0),
  unexpected boolean NOT NULL DEFAULT false,
  UNIQUE (box_id, sku)
);

-- The box timeline: created, in transit, arrived, received, discrepancy, discrepancy resolved.
CREATE TABLE receiving_box_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id text NOT NULL REFERENCES clients (id),
  box_id uuid NOT NULL REFERENCES receiving_boxes (id) ON DELETE CASCADE,
  kind text NOT NULL
    CHECK (kind IN ('created', 'in_transit', 'arrived', 'received', 'discrepancy', 'discrepancy_resolved', 'cancelled')),
  note text CHECK (note IS NULL OR length(note) <= 1000),
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX receiving_box_events_box_idx ON receiving_box_events (box_id, created_at, id);

${clientRowSecurity('products')}
${clientRowSecurity('bundle_components')}
${clientRowSecurity('shop_listings')}
${clientRowSecurity('stock_levels')}
${clientRowSecurity('inventory_movements')}
${clientRowSecurity('receiving_orders')}
${clientRowSecurity('receiving_order_lines')}
${clientRowSecurity('receiving_boxes')}
${clientRowSecurity('receiving_box_lines')}
${clientRowSecurity('receiving_box_events')}
-- The ledger is append-only for the API: no UPDATE or DELETE.
REVOKE UPDATE, DELETE ON inventory_movements FROM estiba_app;
GRANT USAGE, SELECT ON SEQUENCE receiving_order_number_seq TO estiba_app;
`,
};
