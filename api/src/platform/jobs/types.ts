// What a module sees of the job queue: its kinds' options, the context a handler runs in, a new job.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connection.js';
import type { EventPayload } from '../events/outbox.js';
import type { JobResult } from './table.js';

export interface JobOptions {
  /** Retries after the first run fails (pg-boss's default: 2). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Doubles the delay at each retry. */
  retryBackoff?: boolean;
  /** A run taking longer fails (and is retried); pg-boss's default is 15 minutes. */
  expireInSeconds?: number;
}

export interface JobContext<Data extends EventPayload> {
  id: string;
  clientId: string;
  kind: string;
  data: Data;
  createdBy: string | null;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  /** Reports progress (written to the job and sent to the client's sockets); total is null while unknown. */
  progress(current: number, total?: number | null): Promise<void>;
  database: Database;
  log: FastifyBaseLogger;
}

/** A client job's work. It may run more than once (a retry, a crash mid-way), so it must be safe to repeat. */
export type JobHandler<Data extends EventPayload> = (job: JobContext<Data>) => Promise<JobResult | void>;

export interface ScheduledJobContext<Data extends EventPayload> {
  data: Data;
  database: Database;
  log: FastifyBaseLogger;
}
export type ScheduledJobHandler<Data extends EventPayload> = (
  job: ScheduledJobContext<Data>,
) => Promise<void>;

export interface Schedule<Data extends EventPayload> {
  /** Five fields (minute hour day month weekday), read in timeZone: '0 2 * * *' is 02:00 there every day. */
  cron: string;
  /** An IANA time zone ('America/Mexico_City'): a warehouse's day ends at its own midnight. */
  timeZone: string;
  data?: Data;
}

export interface NewClientJob<Data extends EventPayload> {
  clientId: string;
  kind: string;
  data: Data;
  /** The user who asked for it, if one did. */
  createdBy?: string | null;
  /** While a job of this kind and key is queued or running for the client, enqueueing gives its id instead. */
  singletonKey?: string;
}
