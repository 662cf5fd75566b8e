// Text search conditions that keep their indexes under row-level security (migration 018). PostgreSQL uses a
// condition of the query as an index condition ahead of a table's policy only when every function in it is
// leakproof; LIKE, ILIKE and lower() are not, so searches are written with the operators that are.
import { sql, type SQL } from 'drizzle-orm';

/**
 * `column` starts with `value`, ignoring case: `column` is a stored lower-case column (migration 018) indexed
 * (client_id, column text_pattern_ops). The range ~>=~ / ~<~ is what the index reads; starts_with() is the exact
 * check. The value is lowered by PostgreSQL, as the column was, and the bounds are folded once per query.
 */
export function prefixSql(column: SQL, value: string): SQL {
  return sql`(${column} ~>=~ lower(${value}) AND ${column} ~<~ text_prefix_end(lower(${value}))
              AND starts_with(${column}, lower(${value})))`;
}
