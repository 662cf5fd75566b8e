import type { Migration } from './types.js';

// The dashboard's onboarding steps (issue 20): integrate a store, send inventory, first order shipped. Only the
// 'integrate' flag is stored (onboarding_steps, migration 021, under the client's row-level security); the other
// two are read from the merchant's own records each time, so they can never disagree with them. The first order
// shipped is the earliest shipped_at of the client's orders: without an index that reads every order of a client
// with 200,000 of them each time the dashboard opens, with this one it reads a single index entry.
export const onboardingSteps: Migration = {
  version: 29,
  name: 'onboarding_steps',
  sql: `
CREATE INDEX orders_client_shipped_idx ON orders (client_id, shipped_at) WHERE shipped_at IS NOT NULL;
`,
};
