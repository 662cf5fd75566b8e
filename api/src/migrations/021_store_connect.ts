import { APP_ROLE, clientRowSecurity } from './row-security.js';
import type { Migration } from './types.js';

// Connecting a store (issue 19, store-connect): what a shop needs once it is connected through a platform's
// protocol, the OAuth grants in flight, the onboarding's 'integrate' step, and the sandbox store's own books.
// - shops gain the access token, encrypted at rest (AES-256-GCM, integrations/token-box.ts; never stored plain),
//   the scope it was granted, the platform's own id of the store, a status (a disconnected shop keeps its row
//   and its orders' history but loses its token) and when it last synced.
// - shop_authorizations: one row per OAuth grant started, keyed by the SHA-256 of its `state` (the state itself
//   only travels in the browser), bound to the client and user who started it and the store it is for; good once
//   and for ten minutes, so a callback with another state, an old one or one used already is refused.
// - onboarding_steps: the dashboard's onboarding steps a client has done (spec: POST dashboard/steps/update).
// - sandbox_store_grants, sandbox_store_orders and sandbox_store_webhooks are the sandbox store's side (a store outside any client, like
//   Shopify's own database): authorisation codes and access tokens (hashes only), the orders it emitted and the
//   webhook subscriptions apps made.
export const storeConnect: Migration = {
  version: 21,
  name: 'store_connect',
  sql: `
ALTER TABLE shops
  ADD COLUMN access_token_ciphertext text,
  ADD COLUMN access_scope text,
  ADD COLUMN external_id text,
  ADD COLUMN status text NOT NULL DEFAULT 'connected' CHECK (status IN ('connected', 'disconnected')),
  ADD COLUMN last_synced_at timestamptz;
-- Finds who already has a store connected (one store, one merchant) without scanning every shop.
CREATE INDEX shops_url_idx ON shops (lower(url)) WHERE url IS NOT NULL;

CREATE TABLE shop_authorizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id text NOT NULL REFERENCES clients (id),
  user_id uuid NOT NULL,
  state_hash text NOT NULL UNIQUE,
  platform text NOT NULL,
  -- The store as its callback names it (demo.myshopify.com, or the sandbox store's host and path).
  shop_domain text NOT NULL,
  store_url text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shop_authorizations_client_idx ON shop_authorizations (client_id, created_at DESC);
${clientRowSecurity('shop_authorizations')}

CREATE TABLE onboarding_steps (
  client_id text NOT NULL REFERENCES clients (id),
  step text NOT NULL CHECK (step IN ('integrate')),
  done_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, step)
);
${clientRowSecurity('onboarding_steps')}

CREATE TABLE sandbox_store_grants (
  code_hash text PRIMARY KEY,
  store text NOT NULL,
  client_id_of_app text NOT NULL,
  scope text NOT NULL,
  redirect_uri text NOT NULL,
  token_hash text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  code_used_at timestamptz
);
GRANT SELECT, INSERT, UPDATE ON sandbox_store_grants TO ${APP_ROLE};

CREATE TABLE sandbox_store_orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  store text NOT NULL,
  body jsonb NOT NULL,
  fulfillment jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_store_orders_store_idx ON sandbox_store_orders (store, id);
GRANT SELECT, INSERT, UPDATE ON sandbox_store_orders TO ${APP_ROLE};

CREATE TABLE sandbox_store_webhooks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  store text NOT NULL,
  topic text NOT NULL,
  address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (store, topic, address)
);
GRANT SELECT, INSERT, UPDATE ON sandbox_store_webhooks TO ${APP_ROLE};
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE};
`,
};
