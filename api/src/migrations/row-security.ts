// Row-level security for client-owned tables, written once so every migration that creates such a table
// protects it the same way. The API runs its queries as APP_ROLE (neither owner nor superuser), with the caller's
// client set per transaction (`set_config('app.client_id', …, true)`) or, for staff and admin work, an explicit
// operator scope (`set_config('app.operator', 'on', true)`); see platform/db/scope.ts.

/** The role the API's queries run as: no superuser, no BYPASSRLS, not the tables' owner. */
export const APP_ROLE = 'estiba_app';

/** The policy's condition: the row's client is the transaction's, or the transaction is the operator's. */
const VISIBLE = `client_id = current_setting('app.client_id', true) OR current_setting('app.operator', true) = 'on'`;

/**
 * SQL that enables and forces row-level security on a table with a `client_id` column, adds the isolation
 * policy and grants the API role what it needs. Use it in the migration that creates the table.
 */
export function clientRowSecurity(table: string): string {
  return `
ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
CREATE POLICY ${table}_client_isolation ON ${table} USING (${VISIBLE}) WITH CHECK (${VISIBLE});
GRANT SELECT, INSERT, UPDATE, DELETE ON ${table} TO ${APP_ROLE};
`;
}
