// Request and response schemas of the job routes: a client's users follow a long task (an import) through
// them, and the `job.progress` socket event carries the same Job. The front end reads the types through
// src/contract.ts.
import Type, { type Static } from 'typebox';
import { errorResponseRef } from '../error-schema.js';

/** How many jobs GET /jobs lists: the recent ones, newest first. */
export const RECENT_JOBS_LIMIT = 50;
const KIND_PATTERN = '^[a-z][a-z0-9_.-]{0,63}$';

export const JobStatus = Type.Union(
  [
    Type.Literal('queued'),
    Type.Literal('running'),
    Type.Literal('succeeded'),
    Type.Literal('failed'),
    Type.Literal('cancelled'),
  ],
  { description: 'queued (waiting, or waiting for a retry), running, then succeeded, failed or cancelled' },
);
export type JobStatus = Static<typeof JobStatus>;

export const Job = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.String({ examples: ['products.import'] }),
  status: JobStatus,
  progress: Type.Object({
    current: Type.Integer({ minimum: 0 }),
    total: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: 'Null until counted' }),
  }),
  result: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()], {
    description: "What the job reports when it succeeds (its kind's counts, a link to rejected rows)",
    examples: [{ created: 98, rejected: 2 }],
  }),
  error: Type.Union([Type.String(), Type.Null()], {
    description: 'Why the last run failed (kept while a retry waits)',
  }),
  attempts: Type.Integer({ minimum: 0, description: 'Runs started, retries included' }),
  createdBy: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  startedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type Job = Static<typeof Job>;

/** The `job.progress` socket event, sent to the client's sockets at each change of one of its jobs. */
export const JobProgressEvent = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.String(),
  status: JobStatus,
  current: Type.Integer({ minimum: 0 }),
  total: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  result: Job.properties.result,
  error: Job.properties.error,
});
export type JobProgressEvent = Static<typeof JobProgressEvent>;

export const JobParams = Type.Object({ jobId: Type.String({ format: 'uuid' }) });
export const JobsQuery = Type.Object({
  kind: Type.Optional(Type.String({ pattern: KIND_PATTERN, description: 'Only jobs of this kind' })),
});

const errors = { 400: errorResponseRef, 401: errorResponseRef, 404: errorResponseRef };

export const jobSchema = {
  tags: ['jobs'],
  summary: "One of the caller's client's jobs",
  description: "Status, progress and result of a job of the caller's client; another client's job is a 404.",
  security: [{ bearerAuth: [] }],
  params: JobParams,
  response: { 200: Job, ...errors },
};

export const jobsSchema = {
  tags: ['jobs'],
  summary: "The caller's client's recent jobs",
  description: `The ${RECENT_JOBS_LIMIT} most recent jobs of the caller's client, newest first, optionally of one kind.`,
  security: [{ bearerAuth: [] }],
  querystring: JobsQuery,
  response: { 200: Type.Array(Job), 400: errorResponseRef, 401: errorResponseRef },
};
