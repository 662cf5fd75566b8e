import type { Migration } from './types.js';

// The warehouse floor of outbound orders (issue 17, staff side): where a product's units sit in a warehouse (a bin
// location such as A-03-2: aisle, rack, level), kept on its stock level, so the pick list walks the warehouse in
// location order. Null: not placed yet (the pick list puts such lines last).
export const ordersFloor: Migration = {
  version: 13,
  name: 'orders_floor',
  sql: `
ALTER TABLE stock_levels ADD COLUMN location text
  CHECK (location IS NULL OR location ~ '^[A-Z0-9][A-Z0-9-]{0,19}$');
`,
};
