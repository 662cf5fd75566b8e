// Hands the job queue to every module as `app.jobs` and serves the routes a client's users follow their jobs
// with. Modules register their kinds while the app is built; the queue starts when the app is ready and stops
// (letting running jobs finish a while) when it closes, before the database is closed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sessionOf } from '../../modules/accounts/authentication.js';
import { asClient } from '../db/scope.js';
import { NotFound } from '../errors.js';
import { JOB_PROGRESS_EVENT, JobQueue } from './queue.js';
import { findJob, recentJobs } from './repository.js';
import { jobSchema, jobsSchema, RECENT_JOBS_LIMIT, type Job, type JobProgressEvent } from './schemas.js';
import type { JobRow } from './table.js';
import { named } from '../plugin-name.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  workers: boolean;
  pollingIntervalMs: number;
}

export const JOB_NOT_FOUND = 'Job not found.';

export function jobView(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    progress: { current: row.progressCurrent, total: row.progressTotal },
    result: row.result,
    error: row.error,
    attempts: row.attempts,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

function progressEvent(row: JobRow): JobProgressEvent {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    current: row.progressCurrent,
    total: row.progressTotal,
    result: row.result,
    error: row.error,
  };
}

const jobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/jobs/:jobId', { schema: jobSchema, preHandler: app.authenticate }, async (request) => {
    const { clientId } = sessionOf(request);
    const row = await asClient(app.database, clientId, (tx) => findJob(tx, clientId, request.params.jobId));
    if (!row) throw new NotFound(JOB_NOT_FOUND);
    return jobView(row);
  });

  app.get('/jobs', { schema: jobsSchema, preHandler: app.authenticate }, async (request) => {
    const { clientId } = sessionOf(request);
    const rows = await asClient(app.database, clientId, (tx) =>
      recentJobs(tx, clientId, { kind: request.query.kind, limit: RECENT_JOBS_LIMIT }),
    );
    return rows.map(jobView);
  });
};

export const jobsPlugin = fp(
  async (app: FastifyInstance, options: JobsPluginOptions) => {
    const queue = new JobQueue({
      database: app.database,
      log: app.log.child({ component: 'jobs' }),
      workers: options.workers,
      pollingIntervalMs: options.pollingIntervalMs,
      onChange: (row) => app.realtime.emitToClient(row.clientId, JOB_PROGRESS_EVENT, progressEvent(row)),
    });
    app.decorate('jobs', queue);
    app.addHook('onReady', () => queue.start());
    app.addHook('onClose', () => queue.stop());
    await app.register(named(jobRoutes));
  },
  { name: 'estiba-jobs', dependencies: ['estiba-database', 'estiba-realtime', 'estiba-authentication'] },
);
