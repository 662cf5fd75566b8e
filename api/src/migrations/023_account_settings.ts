import { clientRowSecurity } from './row-security.js';
import type { Migration } from './types.js';

// Account settings (issue 19, /settings/account-settings and /settings/change-email). A user's own time zone
// (null: the browser's), and the pending e-mail changes: a change is confirmed through a link mailed to the new
// address, whose random token is stored only as its SHA-256, works once and for a day. Rows carry the user's
// client under row-level security; the confirmation link names only its token, so it is looked up as the operator.
export const accountSettings: Migration = {
  version: 23,
  name: 'account_settings',
  sql: `
ALTER TABLE users ADD COLUMN time_zone text CHECK (time_zone IS NULL OR length(time_zone) BETWEEN 1 AND 64);

CREATE TABLE email_change_tokens (
  token_hash text PRIMARY KEY CHECK (length(token_hash) = 64),
  client_id text NOT NULL REFERENCES clients (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL CHECK (length(new_email) BETWEEN 3 AND 254),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_change_tokens_user_idx ON email_change_tokens (user_id) WHERE used_at IS NULL;
${clientRowSecurity('email_change_tokens')}
`,
};
