import { clientRowSecurity } from './row-security.js';
import type { Migration } from './types.js';

// Jobs and the event outbox (platform/jobs, platform/events).
//
// jobs: what a merchant sees of a long task on the queue (imports, syncs): its status, progress and result. The
// queue itself (pg-boss, in its own schema, which the jobs plugin installs at start) holds the work and its
// retries; a client job's id is the same in both. System jobs (scheduled snapshots, drift checks) belong to no client and
// have no row here: pg-boss keeps their history.
//
// events: the transactional outbox. A change others must learn of inserts its event in the same transaction;
// a trigger NOTIFYs the relay, which emits it to the client's sockets once committed and marks it delivered.
export const jobsAndEvents: Migration = {
  version: 9,
  name: 'jobs_and_events',
  sql: `
CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id text NOT NULL REFERENCES clients (id),
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9_.-]{0,63}$'),
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
  progress_current integer NOT NULL DEFAULT 0 CHECK (progress_current >= 0),
  -- Unknown (null) until the job has counted its work.
  progress_total integer CHECK (progress_total IS NULL OR progress_total >= 0),
  result jsonb,
  error text,
  -- Runs started, retries included.
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- A job enqueued with a key while another of its kind and key is waiting or running gives that one's id.
  singleton_key text,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_client_kind_created_idx ON jobs (client_id, kind, created_at DESC);
CREATE INDEX jobs_client_created_idx ON jobs (client_id, created_at DESC);
CREATE UNIQUE INDEX jobs_pending_singleton_idx ON jobs (client_id, kind, singleton_key)
  WHERE singleton_key IS NOT NULL AND status IN ('queued', 'running');
${clientRowSecurity('jobs')}

CREATE TABLE events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id text NOT NULL REFERENCES clients (id),
  name text NOT NULL CHECK (name ~ '^[a-z_]+(\\.[a-z_]+)+$'),
  payload jsonb NOT NULL CHECK (jsonb_typeof(payload) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz
);
-- The relay's work list: only what is still to deliver.
CREATE INDEX events_undelivered_idx ON events (id) WHERE delivered_at IS NULL;
CREATE INDEX events_delivered_at_idx ON events (delivered_at) WHERE delivered_at IS NOT NULL;
${clientRowSecurity('events')}

-- One notification per inserting statement, sent when (and only if) its transaction commits; the payload is empty
-- because the relay reads what is undelivered rather than trusting a message that may be lost.
CREATE FUNCTION notify_event_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('estiba_events', '');
  RETURN NULL;
END
$$;
CREATE TRIGGER events_notify AFTER INSERT ON events FOR EACH STATEMENT EXECUTE FUNCTION notify_event_recorded();
`,
};
