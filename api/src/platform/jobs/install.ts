// pg-boss's installation, once per start, as the tables' owner: the API's role may create no table, and a queue
// is a partition of pg-boss's job table. The role then reads and writes them all.
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { APP_ROLE } from '../../migrations/row-security.js';
import type { Database } from '../db/connection.js';
import type { EventPayload } from '../events/outbox.js';
import { ownerBossDb } from './boss-db.js';
import type { JobOptions, Schedule } from './types.js';

/** pg-boss's schema; the name is its default, kept so its own tools find it. */
export const BOSS_SCHEMA = 'pgboss';
/** The queue pg-boss's scheduler sends through (its timekeeper.js); created with ours. */
const BOSS_CRON_QUEUE = '__pgboss__send-it';
/** An arbitrary key, the same in every process: two processes installing at once take turns. */
const INSTALL_LOCK_KEY = 7_302_118_009;

export interface QueueDefinition {
  options: JobOptions;
  schedule?: Schedule<EventPayload>;
}

function queueOptions(options: JobOptions): PgBoss.Queue {
  // pg-boss checks every key given, so an undefined one would fail its validation: only set ones are passed.
  const given: Partial<PgBoss.Queue> = {
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: options.retryBackoff,
    expireInSeconds: options.expireInSeconds,
  };
  return Object.fromEntries(
    Object.entries(given).filter(([, value]) => value !== undefined),
  ) as unknown as PgBoss.Queue;
}

/**
 * pg-boss's schema (created or upgraded by pg-boss itself), a queue per kind, the schedules (before any
 * scheduler starts, so one due now is seen on its first look), and the API role's right to use them; one
 * process at a time.
 */
export async function installQueues(
  database: Database,
  log: FastifyBaseLogger,
  queues: ReadonlyMap<string, QueueDefinition>,
): Promise<void> {
  await database.asOwner(async (owner) => {
    await owner.query('SELECT pg_advisory_lock($1)', [INSTALL_LOCK_KEY]);
    try {
      const installer = new PgBoss({
        schema: BOSS_SCHEMA,
        db: ownerBossDb(owner),
        supervise: false,
        schedule: false,
        migrate: true,
      });
      installer.on('error', (error) => log.error({ err: error }, 'job queue installation error'));
      await installer.start();
      await installer.createQueue(BOSS_CRON_QUEUE);
      for (const [kind, { options }] of queues) {
        await installer.createQueue(kind, queueOptions(options));
        await installer.updateQueue(kind, queueOptions(options));
      }
      const scheduled = new Set<string>();
      for (const [kind, { schedule }] of queues) {
        if (!schedule) continue;
        scheduled.add(kind);
        await installer.schedule(kind, schedule.cron, schedule.data ?? {}, { tz: schedule.timeZone });
      }
      // A schedule whose kind is gone would send jobs nobody works.
      for (const { name } of await installer.getSchedules()) {
        if (!scheduled.has(name)) await installer.unschedule(name);
      }
      await owner.exec(`
        GRANT USAGE ON SCHEMA ${BOSS_SCHEMA} TO ${APP_ROLE};
        GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${BOSS_SCHEMA} TO ${APP_ROLE};`);
      await installer.stop({ graceful: false, close: false });
    } finally {
      await owner.query('SELECT pg_advisory_unlock($1)', [INSTALL_LOCK_KEY]);
    }
  });
}
