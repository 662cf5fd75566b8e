import { clientRowSecurity } from './row-security.js';
import type { Migration } from './types.js';

// CSV imports (modules/imports): an uploaded file's rows wait here for the import job, which writes each row's
// outcome beside it, so a retried job resumes where it stopped and the rejected rows can be handed back with
// their reasons. A file is known by its SHA-256 per client and kind: sending it again gives the same import and
// job instead of a second one.
export const imports: Migration = {
  version: 10,
  name: 'imports',
  sql: `
CREATE TABLE imports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id text NOT NULL REFERENCES clients (id),
  kind text NOT NULL CHECK (kind IN ('products', 'listings', 'bundles', 'links')),
  file_sha256 text NOT NULL CHECK (file_sha256 ~ '^[0-9a-f]{64}$'),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  -- Set in the transaction that creates the import (the job is enqueued in it too).
  job_id uuid UNIQUE REFERENCES jobs (id) ON DELETE SET NULL,
  row_count integer NOT NULL CHECK (row_count >= 0),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, kind, file_sha256)
);

CREATE TABLE import_rows (
  client_id text NOT NULL REFERENCES clients (id),
  import_id uuid NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
  -- The row's line in the file (the header is line 1), what the person sees in their spreadsheet.
  line integer NOT NULL CHECK (line > 1),
  -- The row's cells by column name, as read from the file.
  cells jsonb NOT NULL CHECK (jsonb_typeof(cells) = 'object'),
  -- Null until the job (or, for a row no database is needed to refuse, the upload) has decided.
  outcome text CHECK (outcome IN ('created', 'updated', 'skipped', 'rejected')),
  reason_code text,
  reason text CHECK (reason IS NULL OR length(reason) <= 500),
  PRIMARY KEY (import_id, line),
  CHECK ((outcome = 'rejected') = (reason_code IS NOT NULL))
);
-- The job's work list: the rows still undecided, in file order.
CREATE INDEX import_rows_pending_idx ON import_rows (import_id, line) WHERE outcome IS NULL;

${clientRowSecurity('imports')}
${clientRowSecurity('import_rows')}
`,
};
