import type { Migration } from './types.js';

// The merchant's orders API (issue 17):
// - the orders list's other sort keys, each an index range for one client (a million orders, one client with
//   200,000): number, reference, customer name and total, with id as the tie-break the keyset needs;
// - the default list (every order but the deleted ones, newest first) reads a partial index that holds only those,
//   so its page and its count are index-only scans rather than a heap visit per row to test the status;
// - the history keeps the name of who changed a status as it was then: a merchant's transaction cannot read the
//   operator's users (row-level security), and the history must still say which person moved the order.
export const ordersApi: Migration = {
  version: 12,
  name: 'orders_api',
  sql: `
CREATE INDEX orders_client_live_created_idx ON orders (client_id, created_at DESC, id DESC)
  WHERE fulfillment_status <> 'deleted';
CREATE INDEX orders_client_number_idx ON orders (client_id, number);
CREATE INDEX orders_client_reference_idx ON orders (client_id, reference, id);
CREATE INDEX orders_client_customer_idx ON orders (client_id, customer_name, id);
CREATE INDEX orders_client_total_idx ON orders (client_id, total_minor, id);
-- Search by tracking number (exact) and by a line's SKU (prefix).
CREATE INDEX orders_client_tracking_idx ON orders (client_id, tracking_number) WHERE tracking_number IS NOT NULL;
CREATE INDEX order_lines_client_sku_prefix_idx ON order_lines (client_id, lower(sku) text_pattern_ops);

ALTER TABLE order_status_history ADD COLUMN changed_by_name text
  CHECK (changed_by_name IS NULL OR length(changed_by_name) <= 200);
`,
};
