// Fixed-window counters shared by every API process: in Redis when it is configured, else in the database
// (attempt_counters), never in process memory, so a limit holds however many instances run.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { AppDatabase } from '../../platform/db/connection.js';
import { attemptCounters } from '../../platform/db/schema.js';

export interface CounterState {
  count: number;
  /** Milliseconds until the window closes and the count starts again from zero. */
  resetInMs: number;
}

export interface AttemptCounters {
  /** Counts one more attempt in the key's window (opening a window of `windowMs` if none is open). */
  hit(key: string, windowMs: number): Promise<CounterState>;
  read(key: string): Promise<CounterState>;
  clear(key: string): Promise<void>;
}

const EMPTY: CounterState = { count: 0, resetInMs: 0 };

/** Keys name accounts by e-mail; hashing keeps e-mail addresses out of Redis and the counters table. */
export function counterKey(scope: string, subject: string): string {
  return `${scope}:${createHash('sha256').update(subject).digest('hex')}`;
}

// INCR and PEXPIRE in one script, so a crash between them cannot leave a counter that never expires.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

export function redisCounters(redis: Redis, prefix: string): AttemptCounters {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowMs)) as [number, number];
      return { count, resetInMs: Math.max(ttl, 0) };
    },
    async read(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return count === null ? EMPTY : { count: Number(count), resetInMs: Math.max(ttl, 0) };
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}

/** Milliseconds left in the row's window, by the database clock (the one that opened the window). */
const remainingMs = sql<number>`greatest(0, ceil(extract(epoch from (${attemptCounters.windowEndsAt} - now())) * 1000))::integer`;

export function databaseCounters(db: AppDatabase): AttemptCounters {
  return {
    async hit(key, windowMs) {
      // One statement, so concurrent hits on one key serialise on its row instead of losing counts.
      const windowEnds = sql`now() + ${windowMs} * interval '1 millisecond'`;
      const expired = sql`${attemptCounters.windowEndsAt} <= now()`;
      const [row] = await db
        .insert(attemptCounters)
        .values({ key, count: 1, windowEndsAt: windowEnds })
        .onConflictDoUpdate({
          target: attemptCounters.key,
          set: {
            count: sql`CASE WHEN ${expired} THEN 1 ELSE ${attemptCounters.count} + 1 END`,
            windowEndsAt: sql`CASE WHEN ${expired} THEN excluded.window_ends_at ELSE ${attemptCounters.windowEndsAt} END`,
          },
        })
        .returning({ count: attemptCounters.count, resetInMs: remainingMs });
      return { count: row!.count, resetInMs: Number(row!.resetInMs) };
    },
    async read(key) {
      const [row] = await db
        .select({ count: attemptCounters.count, resetInMs: remainingMs })
        .from(attemptCounters)
        .where(eq(attemptCounters.key, key));
      const resetInMs = Number(row?.resetInMs ?? 0);
      return row && resetInMs > 0 ? { count: row.count, resetInMs } : EMPTY;
    },
    async clear(key) {
      await db.delete(attemptCounters).where(eq(attemptCounters.key, key));
    },
  };
}
