// Where the `jti`s of spent signed payloads are kept (platform/signed-payload.ts): in Redis when it is
// configured, else in the database's attempt_counters table, so a payload is single use across every API
// process. Both record with one atomic "set if absent" that lapses when the payload would expire anyway.
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { AppDatabase } from '../../platform/db/connection.js';
import { attemptCounters } from '../../platform/db/schema.js';
import type { UsedPayloads } from '../../platform/signed-payload.js';
import { counterKey } from './attempt-counters.js';

const SCOPE = 'used-payload';

export function redisUsedPayloads(redis: Redis, prefix: string): UsedPayloads {
  return {
    async firstUse(id, ttlMs) {
      // SET NX answers 'OK' only to the one request that created the key.
      const created = await redis.set(prefix + counterKey(SCOPE, id), '1', 'PX', ttlMs, 'NX');
      return created === 'OK';
    },
  };
}

export function databaseUsedPayloads(db: AppDatabase): UsedPayloads {
  return {
    async firstUse(id, ttlMs) {
      // A row that has lapsed is taken over; a live one makes the insert return nothing. One statement, so
      // two requests with the same payload serialise on the row and only one gets it.
      const rows = await db
        .insert(attemptCounters)
        .values({
          key: counterKey(SCOPE, id),
          count: 1,
          windowEndsAt: sql`now() + ${ttlMs} * interval '1 millisecond'`,
        })
        .onConflictDoUpdate({
          target: attemptCounters.key,
          set: { count: 1, windowEndsAt: sql`excluded.window_ends_at` },
          setWhere: sql`${attemptCounters.windowEndsAt} <= now()`,
        })
        .returning({ key: attemptCounters.key });
      // A lapsed row, of any counter, counts as absent (a counter reads it as zero): clearing them keeps the
      // table as small as the payloads and windows still open.
      await db.delete(attemptCounters).where(sql`${attemptCounters.windowEndsAt} < now()`);
      return rows.length === 1;
    },
  };
}
