import { APP_ROLE, clientRowSecurity } from './row-security.js';
import type { Migration } from './types.js';

// What's New (issue 19, spec point 4): announcements staff write and publish for every merchant, each a topic with
// its features ("characteristics": an image and a description, shown one step at a time), and which features each
// user has seen. Announcements are the operator's, not a client's: no row-level security, merchants read the
// published ones through the API. A view is the user's, under their client's row-level security.
// (Version 28, not 24: another helper's shipping-platform migration took 24 in the same session.)
export const featureAnnouncements: Migration = {
  version: 28,
  name: 'feature_announcements',
  sql: `
CREATE TABLE feature_announcements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  topic text NOT NULL CHECK (length(topic) BETWEEN 1 AND 120),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- The clock, not the transaction's time: announcements written together (the seed) keep their order.
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  published_at timestamptz,
  published_by uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX feature_announcements_published_idx ON feature_announcements (published_at) WHERE published_at IS NOT NULL;

CREATE TABLE feature_characteristics (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  announcement_id uuid NOT NULL REFERENCES feature_announcements (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  image_url text CHECK (image_url IS NULL OR length(image_url) BETWEEN 1 AND 2000),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 2000),
  UNIQUE (announcement_id, position)
);
GRANT SELECT, INSERT, UPDATE, DELETE ON feature_announcements, feature_characteristics TO ${APP_ROLE};

CREATE TABLE feature_views (
  client_id text NOT NULL REFERENCES clients (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  characteristic_id uuid NOT NULL REFERENCES feature_characteristics (id) ON DELETE CASCADE,
  viewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, characteristic_id)
);
CREATE INDEX feature_views_client_idx ON feature_views (client_id);
${clientRowSecurity('feature_views')}
`,
};
