import type { Migration } from './types.js';

// One-time authorization codes of the hosted accounts pages: a successful sign-in or sign-up there redirects
// back to the site with a code, which the site exchanges once (POST /authentication) for an access token.
// Only the SHA-256 of a code is stored, so a copy of the table cannot be replayed; a code is bound to the
// site id and to the origin it was sent to, lives two minutes and is spent by setting used_at.
export const hostedAccounts: Migration = {
  version: 5,
  name: 'hosted_accounts',
  sql: `
CREATE TABLE authorization_codes (
  code_hash text PRIMARY KEY CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  site_id text NOT NULL,
  redirect_origin text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX authorization_codes_user_id_idx ON authorization_codes (user_id);
-- Spent and expired codes are purged by age; the index keeps that delete cheap.
CREATE INDEX authorization_codes_expires_at_idx ON authorization_codes (expires_at);
`,
};
