// pg-boss runs over our Database instead of a pool of its own ("bring your own connection": its `db` option takes
// any `executeSql(text, values)`), so the queue works on PGlite (one in-process session) and PostgreSQL alike,
// as the API's role, and a job can be enqueued inside the caller's transaction.
import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { AppDatabase, SqlSession } from '../db/connection.js';

type Rows = { rows: Record<string, unknown>[] };

/**
 * pg-boss's schema changes and maintenance come as one string `BEGIN; SET LOCAL …; SELECT
 * pg_advisory_xact_lock(…); <statement>; COMMIT;` (its plans.locked). PGlite runs a statement at a time through
 * the query builder, so such a string is taken apart and run in one transaction of ours: the same effect.
 */
const LOCKED =
  /^\s*BEGIN;\s*((?:SET LOCAL [^;]+;\s*)*)(SELECT pg_advisory_xact_lock\([\s\S]*?\))\s*;([\s\S]*);\s*COMMIT;\s*$/;

/** drizzle numbers parameters itself: `$n` placeholders become its params, in order (a reused `$n` twice). */
function withParameters(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    // One parameter even for an array (a bare interpolation would spread it into a list); pg sends undefined
    // as NULL, PGlite's serialiser would not accept it.
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

async function execute(db: AppDatabase, text: string, values: readonly unknown[]): Promise<Rows> {
  const result = (await db.execute(withParameters(text, values))) as unknown as Rows;
  return { rows: result.rows };
}

/** pg-boss's queries as the API's role, each on its own (or, given a transaction, inside it). */
export function appBossDb(db: AppDatabase): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const locked = LOCKED.exec(text);
      if (!locked) return execute(db, text, values);
      const [, settings = '', lock = '', statement = ''] = locked;
      await db.transaction(async (tx) => {
        for (const setting of settings.split(';').filter((part) => part.trim())) {
          await tx.execute(sql.raw(setting));
        }
        await tx.execute(sql.raw(lock));
        await tx.execute(sql.raw(statement));
      });
      return { rows: [] };
    },
  };
}

/**
 * pg-boss's installation and upgrades as the tables' owner (the API's role may create no table). These run
 * whole: they hold function bodies that cannot be split at semicolons.
 */
export function ownerBossDb(owner: SqlSession): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (!/^\s*BEGIN;/.test(text)) return { rows: await owner.query(text, values) };
      try {
        await owner.exec(text);
      } catch (error) {
        // A failed statement leaves its transaction open on this connection.
        await owner.exec('ROLLBACK');
        throw error;
      }
      return { rows: [] };
    },
  };
}
