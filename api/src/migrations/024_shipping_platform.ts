import { clientRowSecurity } from './row-security.js';
import type { Migration } from './types.js';

// The shipping-platform integration (issue 19, spec point 7: PUT client/{product}/token). A client connects one
// account at the shipping platform; its token is kept encrypted (AES-GCM, bound to the client, as shops' tokens)
// under row-level security. clients.shipping_platform_id, which the session reads for the navbar's 'Integrated
// with', is the account's id; one platform account belongs to one client at a time.
export const shippingPlatform: Migration = {
  version: 24,
  name: 'shipping_platform',
  sql: `
CREATE TABLE shipping_platform_accounts (
  client_id text PRIMARY KEY REFERENCES clients (id),
  account_id text NOT NULL UNIQUE CHECK (length(account_id) BETWEEN 1 AND 100),
  token_sealed text NOT NULL,
  verified_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
${clientRowSecurity('shipping_platform_accounts')}
`,
};
