// Upserts for the catalogue seed: a re-run overwrites each row with the seed's values, so a database seeded
// by an older version converges on the current data instead of keeping stale texts or prices.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** The `set` of `onConflictDoUpdate` that takes the given columns from the proposed row (EXCLUDED). */
export function fromExcluded<T extends PgTable, K extends keyof T['$inferInsert'] & string>(
  table: T,
  keys: readonly K[],
): Record<K, SQL> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.fromEntries(
    keys.map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`${key} is not a column`);
      return [key, sql.raw(`excluded."${column.name}"`)];
    }),
  ) as Record<K, SQL>;
}
