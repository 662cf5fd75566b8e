import { clientRowSecurity } from './row-security.js';
import type { Migration } from './types.js';

// API tokens of the public REST API (issue 20, /api-token and /v1). A merchant names a token and picks its scopes;
// its secret (estiba_live_ + 32 random bytes) is shown once and stored only as its SHA-256, with a short prefix
// kept to tell tokens apart in the list. A token dies with the user who made it (the API acts in that user's name)
// and is revoked at once by revoked_at: every /v1 request looks the hash up again. Rows are the client's under
// row-level security; a request's bearer names only its secret, so that lookup runs as the operator.
export const apiTokens: Migration = {
  version: 26,
  name: 'api_tokens',
  sql: `
CREATE TABLE api_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id text NOT NULL REFERENCES clients (id),
  created_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  scopes text[] NOT NULL CHECK (cardinality(scopes) BETWEEN 1 AND 8 AND scopes <@ ARRAY[
    'orders:read', 'orders:write', 'products:read', 'products:write', 'inventory:read',
    'receiving_orders:read', 'receiving_orders:write', 'webhooks']::text[]),
  token_prefix text NOT NULL CHECK (length(token_prefix) BETWEEN 8 AND 32),
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  -- The merchant's Idempotency-Key of the create: a retry finds this token instead of making a second one.
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz,
  UNIQUE (client_id, idempotency_key)
);
CREATE INDEX api_tokens_client_idx ON api_tokens (client_id, created_at DESC);
${clientRowSecurity('api_tokens')}
`,
};
