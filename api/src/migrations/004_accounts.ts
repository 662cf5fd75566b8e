import type { Migration } from './types.js';

// Self-service accounts: what sign-up records beyond the foundation's users (phone, country), password reset
// tokens and the counters behind per-account limits when no Redis is configured.
export const accounts: Migration = {
  version: 4,
  name: 'accounts',
  sql: `
ALTER TABLE users ADD COLUMN phone text;
ALTER TABLE clients ADD COLUMN country_id integer REFERENCES countries (id);

-- Client ids read like the seeded ones (CL-0002); numbers from 1000 on leave the low ones to the seed.
CREATE SEQUENCE client_number_seq START WITH 1000;

-- Only the SHA-256 of a reset token is stored, so a copy of the table cannot reset anyone's password.
-- A token is single-use (used_at) and expires an hour after it is issued.
CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_user_id_idx ON password_reset_tokens (user_id);
CREATE INDEX password_reset_tokens_expires_at_idx ON password_reset_tokens (expires_at);

-- Fixed-window counters (failed sign-ins per account, reset requests per account) shared by every API process
-- when Redis is not configured. The key holds no e-mail in clear: it is a hash.
CREATE TABLE attempt_counters (
  key text PRIMARY KEY,
  count integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
CREATE INDEX attempt_counters_window_ends_at_idx ON attempt_counters (window_ends_at);
`,
};
