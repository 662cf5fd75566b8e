// The two ways a request reaches client-owned tables, both enforced by PostgreSQL's row-level security
// (migrations/row-security.ts): asClient sees and writes only the caller's client's rows, whatever the query
// forgets; asOperator is the explicit, greppable scope of staff and admin work and of the sign-in lookups that run
// before any client is known (an e-mail address is all they have).
//
// Both open one transaction and set, for it alone (`set_config(…, true)`, i.e. SET LOCAL), the role and the scope,
// so a pooled connection carries neither to the next request. The role is set here too, not only on the
// connection (see connection.ts: PostgreSQL pool connections log in with `role=estiba_app`, PGlite's one session
// runs SET ROLE after the migrations), so a scope never runs as a superuser, whom RLS never stops.
// Outside any scope the API still runs as APP_ROLE, with neither setting: client-owned tables show no row.
//
// Inside `work`, query through `tx` only. `database.db`, or another asClient/asOperator, would wait for this
// transaction to end on PGlite (one session: a deadlock) and take a second connection, outside the transaction
// and its scope, on PostgreSQL.
import { sql } from 'drizzle-orm';
import { APP_ROLE } from '../../migrations/row-security.js';
import type { AppDatabase, Database } from './connection.js';

function scoped<T>(
  database: Database,
  settings: { clientId: string } | { operator: true },
  work: (tx: AppDatabase) => Promise<T>,
): Promise<T> {
  const clientId = 'clientId' in settings ? settings.clientId : '';
  const operator = 'operator' in settings ? 'on' : '';
  return database.db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('role', ${APP_ROLE}, true), set_config('app.client_id', ${clientId}, true), set_config('app.operator', ${operator}, true)`,
    );
    return work(tx);
  });
}

/** Runs work in one transaction as APP_ROLE with app.client_id = clientId. */
export function asClient<T>(
  database: Database,
  clientId: string,
  work: (tx: AppDatabase) => Promise<T>,
): Promise<T> {
  // An empty id would match no row, but it is always a caller's bug: say so rather than answer "nothing".
  if (!clientId) return Promise.reject(new Error('asClient needs a client id'));
  return scoped(database, { clientId }, work);
}

/** Runs work in one transaction as APP_ROLE in the operator scope (staff/admin routes, sign-in lookups). */
export function asOperator<T>(database: Database, work: (tx: AppDatabase) => Promise<T>): Promise<T> {
  return scoped(database, { operator: true }, work);
}
