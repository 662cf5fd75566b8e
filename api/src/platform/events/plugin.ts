// Runs the outbox's relay for the app's lifetime (from ready to close, before the database closes) and prunes
// delivered events daily: the outbox is a queue to the sockets, not an archive.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { lt, and, isNotNull, sql } from 'drizzle-orm';
import { asOperator } from '../db/scope.js';
import { events } from './outbox.js';
import { missedSyncProgress } from './progress-catch-up.js';
import { EventRelay } from './relay.js';
import type { RealtimeIdentity } from '../realtime.js';

/** Delivered events are kept this long (to look into a complaint), then deleted. */
export const DELIVERED_EVENTS_KEPT_DAYS = 7;
export const PRUNE_EVENTS_JOB = 'events.prune';

export const eventsPlugin = fp(
  async (app: FastifyInstance, options: { catchUpIntervalMs: number }) => {
    const relay = new EventRelay({
      database: app.database,
      emit: (target, event, payload) => app.realtime.emitToClientAndWarehouse(target, event, payload),
      log: app.log.child({ component: 'events' }),
      catchUpIntervalMs: options.catchUpIntervalMs,
    });
    app.jobs.schedule(PRUNE_EVENTS_JOB, { cron: '30 3 * * *', timeZone: 'UTC' }, async ({ database }) => {
      await asOperator(database, (tx) =>
        tx
          .delete(events)
          .where(
            and(
              isNotNull(events.deliveredAt),
              lt(events.deliveredAt, sql`now() - make_interval(days => ${DELIVERED_EVENTS_KEPT_DAYS})`),
            ),
          ),
      );
    });
    // A merchant's page that connects just after a sync ended still shows it (progress-catch-up.ts).
    app.realtime.io.on('connection', (socket) => {
      const identity = socket.data.identity as RealtimeIdentity;
      if (identity.role !== 'user') return;
      missedSyncProgress(app.database, identity.clientId, new Date()).then(
        (missed) => missed.forEach(({ event, payload }) => socket.emit(event, payload)),
        (error: unknown) => app.log.warn({ err: error }, 'missed sync progress not sent'),
      );
    });
    app.addHook('onReady', () => relay.start());
    app.addHook('onClose', () => relay.stop());
  },
  { name: 'estiba-events', dependencies: ['estiba-database', 'estiba-realtime', 'estiba-jobs'] },
);
