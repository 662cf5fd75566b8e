import { APP_ROLE, clientRowSecurity } from './row-security.js';
import type { Migration } from './types.js';

// Tenant isolation in PostgreSQL itself. The API's role (APP_ROLE) is created once per cluster: roles are shared
// by every database of a server, so two databases migrating at once (parallel test files, two deployments) may
// both try; the loser of that race sees duplicate_object, or unique_violation when it waited on the winner's
// uncommitted row, and carries on. The owner running the migrations becomes a member so that it may SET ROLE to
// it (a superuser may anyway; a managed server's owner is often not one).
//
// What the API may touch: it reads the whole public catalogue and writes only the tables of accounts; tables
// later migrations create get reading and writing by default (they are the domain's, which the API writes; a
// read-only one revokes in its own migration), and a client-owned one also gets clientRowSecurity there.
export const rowSecurity: Migration = {
  version: 7,
  name: 'row_security',
  sql: `
DO $$
BEGIN
  BEGIN
    CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN
    NULL;
  END;
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
     AND NOT pg_has_role(current_user, '${APP_ROLE}', 'MEMBER') THEN
    BEGIN
      EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user);
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
END
$$;

GRANT USAGE ON SCHEMA public TO ${APP_ROLE};
GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${APP_ROLE};
REVOKE ALL ON schema_migrations FROM ${APP_ROLE};
GRANT INSERT, UPDATE, DELETE ON clients, authorization_codes, password_reset_tokens, attempt_counters TO ${APP_ROLE};
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE};
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${APP_ROLE};
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${APP_ROLE};
${clientRowSecurity('users')}
${clientRowSecurity('shops')}
`,
};
