import { clientRowSecurity } from './row-security.js';
import type { Migration } from './types.js';

// Outgoing webhooks (issue 20). A client's subscriptions (an endpoint URL, the topics it wants, its signing
// secret sealed like shops' tokens, since signing needs it back; disabled with a reason, e.g. after failing for
// five days), one delivery per (event, subscription) — the unique index makes the dispatcher's fan-out happen
// once however often it runs — and each attempt of a delivery (time, HTTP status, duration, the answer's first
// kilobyte, the error). A delivery keeps its own copy of the event (name, payload, time): the outbox prunes
// events after a week, and a replay must still have the body. `lease_until` marks a delivery being sent: if
// the process dies before recording the attempt, the lease runs out and the sweeper sends it again (at least once).
//
// events.webhooks_dispatched_at is the dispatcher's own mark, apart from the socket relay's delivered_at;
// events written before this migration are marked, so no subscription receives history.
export const webhookSubscriptions: Migration = {
  version: 27,
  name: 'webhook_subscriptions',
  sql: `
CREATE TABLE webhook_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id text NOT NULL REFERENCES clients (id),
  url text NOT NULL CHECK (length(url) BETWEEN 8 AND 2000),
  topics text[] NOT NULL CHECK (cardinality(topics) >= 1),
  secret_sealed text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  disabled_reason text CHECK (disabled_reason IS NULL OR length(disabled_reason) <= 500),
  disabled_at timestamptz,
  failing_since timestamptz,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_subscriptions_client_idx ON webhook_subscriptions (client_id, created_at);
${clientRowSecurity('webhook_subscriptions')}

CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id text NOT NULL REFERENCES clients (id),
  subscription_id uuid NOT NULL REFERENCES webhook_subscriptions (id) ON DELETE CASCADE,
  -- The outbox event (no foreign key: events are pruned); null for a test message.
  event_id bigint,
  event_name text NOT NULL CHECK (event_name ~ '^[a-z_]+(\\.[a-z_]+)+$'),
  payload jsonb NOT NULL CHECK (jsonb_typeof(payload) = 'object'),
  occurred_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  -- Attempts of the current round (a replay starts a new one); the schedule's next step follows from it.
  round_attempts integer NOT NULL DEFAULT 0 CHECK (round_attempts >= 0),
  next_attempt_at timestamptz,
  lease_until timestamptz,
  last_attempt_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, subscription_id)
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_subscription_idx ON webhook_deliveries (subscription_id, created_at DESC);
${clientRowSecurity('webhook_deliveries')}

CREATE TABLE webhook_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id text NOT NULL REFERENCES clients (id),
  delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempted_at timestamptz NOT NULL,
  http_status integer CHECK (http_status IS NULL OR http_status BETWEEN 100 AND 599),
  duration_ms integer NOT NULL CHECK (duration_ms >= 0),
  response_excerpt text CHECK (response_excerpt IS NULL OR octet_length(response_excerpt) <= 1024),
  error text CHECK (error IS NULL OR length(error) <= 1000)
);
CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, attempted_at);
${clientRowSecurity('webhook_attempts')}

ALTER TABLE events ADD COLUMN webhooks_dispatched_at timestamptz;
UPDATE events SET webhooks_dispatched_at = now();
CREATE INDEX events_webhooks_undispatched_idx ON events (id) WHERE webhooks_dispatched_at IS NULL;
`,
};
