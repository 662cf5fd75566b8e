import { clientRowSecurity } from './row-security.js';
import type { Migration } from './types.js';

// The inventory list's speed at 100,000 products × 8 warehouses for one client (issue 16; EXPLAINs in the
// inventory bench, e2e/system/inventory-bench.mjs):
//
// - Sorting by a stock column. Summing stock_levels per product for every page made a sort by available take
//   0.7 s on PostgreSQL and 2.9 s on PGlite. product_stock_totals keeps each product's stock summed over its
//   warehouses, one row per product (a product gets its zero row when it is created, by the trigger below, so the
//   list joins it without an outer join). The ledger (modules/inventory/ledger.ts, the one writer of
//   stock_levels) changes it in the same transaction and statement order as the levels, after locking the
//   product's row first; the drift check rebuilds it from stock_levels and reports any difference. With
//   (client_id, <bucket>, product_id) indexes a sorted page is an index scan plus LIMIT in either direction;
//   for one warehouse the same indexes on stock_levels serve it.
// - A name's "contains" search. lower(name) LIKE '%text%' with a trigram GIN index (pg_trgm) instead of
//   scanning the client's products. pg_trgm is a trusted extension (PostgreSQL 13+: the database owner may
//   create it); PGlite loads it as a contrib extension (platform/db/connection.ts's PGLITE_EXTENSIONS).
export const inventorySearch: Migration = {
  version: 16,
  name: 'inventory_search',
  sql: `
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX products_name_trgm_idx ON products USING gin (lower(name) gin_trgm_ops);

CREATE TABLE product_stock_totals (
  client_id text NOT NULL REFERENCES clients (id),
  product_id uuid PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  on_hand integer NOT NULL DEFAULT 0 CHECK (on_hand >= 0),
  reserved integer NOT NULL DEFAULT 0 CHECK (reserved >= 0),
  available integer GENERATED ALWAYS AS (on_hand - reserved) STORED,
  incoming integer NOT NULL DEFAULT 0 CHECK (incoming >= 0),
  damaged integer NOT NULL DEFAULT 0 CHECK (damaged >= 0),
  -- Whether the product has ever had units on hand: a product never stocked reads "no stock yet", not "out of
  -- stock" or "low stock" (stock-rules.ts's stockState). Set by the ledger, never cleared.
  stocked boolean NOT NULL DEFAULT false,
  CHECK (reserved <= on_hand)
);
CREATE INDEX product_stock_totals_on_hand_idx ON product_stock_totals (client_id, on_hand, product_id);
CREATE INDEX product_stock_totals_reserved_idx ON product_stock_totals (client_id, reserved, product_id);
CREATE INDEX product_stock_totals_available_idx ON product_stock_totals (client_id, available, product_id);
CREATE INDEX product_stock_totals_incoming_idx ON product_stock_totals (client_id, incoming, product_id);
CREATE INDEX product_stock_totals_damaged_idx ON product_stock_totals (client_id, damaged, product_id);

-- One warehouse's page sorted by a bucket (the list's warehouse filter).
CREATE INDEX stock_levels_on_hand_idx ON stock_levels (client_id, warehouse_id, on_hand, product_id);
CREATE INDEX stock_levels_reserved_idx ON stock_levels (client_id, warehouse_id, reserved, product_id);
CREATE INDEX stock_levels_available_idx ON stock_levels (client_id, warehouse_id, available, product_id);
CREATE INDEX stock_levels_incoming_idx ON stock_levels (client_id, warehouse_id, incoming, product_id);
CREATE INDEX stock_levels_damaged_idx ON stock_levels (client_id, warehouse_id, damaged, product_id);

INSERT INTO product_stock_totals (client_id, product_id, on_hand, reserved, incoming, damaged, stocked)
SELECT p.client_id, p.id, coalesce(sum(s.on_hand), 0), coalesce(sum(s.reserved), 0),
       coalesce(sum(s.incoming), 0), coalesce(sum(s.damaged), 0),
       coalesce(sum(s.on_hand), 0) > 0 OR EXISTS (
         SELECT 1 FROM inventory_movements m
          WHERE m.product_id = p.id AND m.quantity > 0 AND m.reason IN ('received', 'returned', 'adjusted'))
  FROM products p
  LEFT JOIN stock_levels s ON s.product_id = p.id
 GROUP BY p.client_id, p.id;

-- Every product has its totals row from the start, whoever inserts it (the products routes, imports, the seed).
-- Runs as the inserting role, so row-level security checks the row like the product's.
CREATE FUNCTION product_stock_totals_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_stock_totals (client_id, product_id) VALUES (NEW.client_id, NEW.id);
  RETURN NULL;
END;
$$;
CREATE TRIGGER products_open_stock_totals AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION product_stock_totals_open();

${clientRowSecurity('product_stock_totals')}
`,
};
