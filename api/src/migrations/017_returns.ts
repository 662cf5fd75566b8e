import type { Migration } from './types.js';

// Returns (issue 17): a merchant may cancel a return while it is still only requested (the customer never sent it),
// so the status gains `cancelled`, a final state beside `closed`; and the history keeps the name of who moved it
// (as order_status_history does since migration 012), since a merchant cannot read the operator's users.
export const returnsFlow: Migration = {
  version: 17,
  name: 'returns',
  sql: `
ALTER TABLE returns DROP CONSTRAINT returns_status_check;
ALTER TABLE returns ADD CONSTRAINT returns_status_check
  CHECK (status IN ('requested', 'in_transit', 'received', 'restocked', 'discarded', 'closed', 'cancelled'));
ALTER TABLE return_status_history ADD COLUMN changed_by_name text
  CHECK (changed_by_name IS NULL OR length(changed_by_name) <= 200);
CREATE INDEX returns_client_status_idx ON returns (client_id, status, created_at DESC);
`,
};
