import type { Migration } from './types.js';

// Automatic orders per shop (issue 17, spec FAQ "Settings > Shops > pick shop > Automatic Orders > toggle > choose
// warehouse > Save"). The setting lives in shops.settings (migration 001's jsonb, which the account's shops already
// answer as { automaticOrders, automaticOrdersWarehouseId }): every shop gets both keys (a new shop by default),
// and the database refuses a flag that is not a boolean, a warehouse that is not a text or null, or the flag on
// without a warehouse, so the order paths (form, import) read one shape (a missing key reads as off). A partial
// index finds a client's automatic shops.
export const automaticOrders: Migration = {
  version: 19,
  name: 'automatic_orders',
  sql: `
UPDATE shops
   SET settings = jsonb_build_object('automaticOrders', false, 'automaticOrdersWarehouseId', NULL) || settings
 WHERE NOT (settings ? 'automaticOrders' AND settings ? 'automaticOrdersWarehouseId');

ALTER TABLE shops
  ALTER COLUMN settings SET DEFAULT '{"automaticOrders": false, "automaticOrdersWarehouseId": null}'::jsonb,
  ADD CONSTRAINT shops_automatic_orders_shape CHECK (
    coalesce(jsonb_typeof(settings -> 'automaticOrders'), 'boolean') = 'boolean'
    AND coalesce(jsonb_typeof(settings -> 'automaticOrdersWarehouseId'), 'null') IN ('string', 'null')
    AND (settings -> 'automaticOrders' IS DISTINCT FROM 'true'::jsonb
         OR jsonb_typeof(settings -> 'automaticOrdersWarehouseId') = 'string')
  );

CREATE INDEX shops_automatic_orders_idx ON shops (client_id) WHERE settings -> 'automaticOrders' = 'true'::jsonb;
`,
};
