// The durable job queue: pg-boss on the API's own database (PGlite or PostgreSQL, through boss-db.ts), so a job
// enqueued survives a restart and runs once however many API processes share the database (pg-boss fetches with
// FOR UPDATE SKIP LOCKED). A client's job also has a row in `jobs` (status, progress, result) that its users
// read and that a progress event mirrors on their sockets; scheduled system jobs (snapshots, drift checks)
// belong to no client and have none.
//
// pg-boss 10.4 is the last line that runs on Node 20 (11 needs Node 22, as does graphile-worker 0.18).
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { AppError, INTERNAL_ERROR_MESSAGE } from '../errors.js';
import type { AppDatabase, Database } from '../db/connection.js';
import { asClient, asOperator } from '../db/scope.js';
import type { EventPayload } from '../events/outbox.js';
import { appBossDb } from './boss-db.js';
import { BOSS_SCHEMA, installQueues, type QueueDefinition } from './install.js';
import {
  failExpiredJobs,
  finishRun,
  insertJob,
  pendingJobId,
  recordProgress,
  startJob,
} from './repository.js';
import type { JobResult, JobRow } from './table.js';
import type { JobHandler, JobOptions, NewClientJob, Schedule, ScheduledJobHandler } from './types.js';

export type * from './types.js';

/** Progress writes are spaced at least this far apart (but the last is always written). */
export const PROGRESS_INTERVAL_MS = 250;
/** On shutdown, running jobs get this long to finish before pg-boss hands them back for a retry. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** The longest a user reads of an error: a stack trace or a dump is not a message. */
const MAX_ERROR_LENGTH = 1000;
/** The socket event of a client job's progress and status. */
export const JOB_PROGRESS_EVENT = 'job.progress';

/** What travels in pg-boss's job: the client's job row holds the rest. */
interface Envelope {
  clientId: string;
  createdBy: string | null;
  data: EventPayload;
}

export interface JobQueueOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** false: enqueue only, run nothing here. */
  workers: boolean;
  pollingIntervalMs: number;
  /** Called with each change of a client job the client's users should see live. */
  onChange: (job: JobRow) => void;
}

interface Registered extends QueueDefinition {
  /** A system task: sent with sendTask, no client job row. */
  task?: boolean;
  /** Jobs fetched and run together (tasks only; client jobs run one at a time). */
  batchSize?: number;
  run: (job: PgBoss.JobWithMetadata<EventPayload>) => Promise<unknown>;
}

/** The user-facing text of a failure: typed errors speak to the user, anything else stays in the log. */
function userMessage(error: unknown): string {
  return error instanceof AppError ? error.message.slice(0, MAX_ERROR_LENGTH) : INTERNAL_ERROR_MESSAGE;
}

export class JobQueue {
  private readonly kinds = new Map<string, Registered>();
  private readonly boss: PgBoss;
  private readonly workerIds = new Map<string, string>();
  private started = false;
  /** The queue's own queries and handlers under way: stop() waits for them. */
  private busy = 0;

  constructor(private readonly options: JobQueueOptions) {
    const db = appBossDb(options.database.db);
    // Every query of the queue's own is counted, so stop() can wait for a fetch still on its way (see drain).
    this.boss = new PgBoss({
      ...this.bossSettings(),
      db: {
        executeSql: async (text, values) => {
          this.busy += 1;
          try {
            return await db.executeSql(text, values);
          } finally {
            this.busy -= 1;
          }
        },
      },
    });
    this.boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
    // pg-boss's periodic maintenance (one process at a time) has just failed the expired runs.
    this.boss.on('maintenance', () => {
      this.failExpired().catch((error: unknown) =>
        options.log.error({ err: error }, 'could not mark expired jobs failed'),
      );
    });
  }

  private bossSettings(): PgBoss.ConstructorOptions {
    const pollingSeconds = this.options.pollingIntervalMs / 1000;
    return {
      schema: BOSS_SCHEMA,
      // Installed as the owner before start (install.ts); the API's role may not create tables.
      migrate: false,
      supervise: this.options.workers,
      schedule: this.options.workers,
      // The scheduler's own queue is polled like the others, at least every second (its minimum).
      cronWorkerIntervalSeconds: Math.max(1, Math.round(pollingSeconds)),
    };
  }

  /** A client job's kind and its handler; before start. */
  register<Data extends EventPayload>(
    kind: string,
    handler: JobHandler<Data>,
    options: JobOptions = {},
  ): void {
    this.add(kind, { options, run: (job) => this.runClientJob(kind, handler, job) });
  }

  /** A system job run on a schedule (cron in a time zone), once per occurrence across all processes; before start. */
  schedule<Data extends EventPayload>(
    kind: string,
    schedule: Schedule<Data>,
    handler: ScheduledJobHandler<Data>,
    options: JobOptions = {},
  ): void {
    this.add(kind, {
      options,
      schedule,
      run: (job) =>
        handler({ data: job.data as Data, database: this.options.database, log: this.options.log }),
    });
  }

  /**
   * A system task's kind: work of no one client's job list (a webhook delivery), sent with sendTask, possibly
   * delayed, and run once per send across all processes; before start.
   */
  task<Data extends EventPayload>(
    kind: string,
    handler: ScheduledJobHandler<Data>,
    { batchSize, ...options }: JobOptions & { batchSize?: number } = {},
  ): void {
    this.add(kind, {
      options,
      task: true,
      batchSize,
      run: (job) =>
        handler({ data: job.data as Data, database: this.options.database, log: this.options.log }),
    });
  }

  /**
   * Sends a task, to run from `startAfter` on (now if absent). Given `tx`, inside that transaction: the task
   * exists only if the caller's change commits.
   */
  async sendTask<Data extends EventPayload>(
    kind: string,
    data: Data,
    options: { startAfter?: Date; tx?: AppDatabase } = {},
  ): Promise<void> {
    if (!this.kinds.get(kind)?.task) throw new Error(`No task kind ${kind} is registered`);
    const sent = await this.boss.send(kind, data, {
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.tx ? { db: appBossDb(options.tx) } : {}),
    });
    if (sent === null) throw new Error(`The queue of task kind ${kind} does not exist`);
    if (!options.tx && !options.startAfter) this.wake(kind);
  }

  /** Wakes this process's worker of `kind` now (after a commit that sent it work) instead of at its next poll. */
  wake(kind: string): void {
    const workerId = this.workerIds.get(kind);
    if (workerId) this.boss.notifyWorker(workerId);
  }

  private add(kind: string, registered: Registered): void {
    // Queues are created (as the owner) at start, and the API's role cannot create one later.
    if (this.started) throw new Error(`Job kind ${kind} registered after the queue started`);
    if (this.kinds.has(kind)) throw new Error(`Job kind ${kind} is registered twice`);
    this.kinds.set(kind, registered);
  }

  /**
   * Enqueues a client job and returns its id. Given `tx`, inside that transaction: the job exists only if the
   * caller's change commits. Otherwise in a transaction of its own, and this process's worker is woken at once.
   */
  async enqueue<Data extends EventPayload>(
    txOrJob: AppDatabase | NewClientJob<Data>,
    maybeJob?: NewClientJob<Data>,
  ): Promise<string> {
    const job = maybeJob ?? (txOrJob as NewClientJob<Data>);
    const registered = this.kinds.get(job.kind);
    if (!registered || registered.schedule || registered.task) {
      throw new Error(`No client job kind ${job.kind} is registered`);
    }
    if (maybeJob) return this.enqueueIn(txOrJob as AppDatabase, job);
    const id = await asClient(this.options.database, job.clientId, (tx) => this.enqueueIn(tx, job));
    const workerId = this.workerIds.get(job.kind);
    if (workerId) this.boss.notifyWorker(workerId);
    return id;
  }

  private async enqueueIn<Data extends EventPayload>(
    tx: AppDatabase,
    job: NewClientJob<Data>,
  ): Promise<string> {
    const singletonKey = job.singletonKey ?? null;
    const id = await insertJob(tx, {
      clientId: job.clientId,
      kind: job.kind,
      createdBy: job.createdBy ?? null,
      singletonKey,
    });
    if (id === null) {
      const pending = await pendingJobId(tx, {
        clientId: job.clientId,
        kind: job.kind,
        singletonKey: singletonKey!,
      });
      // The pending one finished between the insert and the look-up: this one is new after all.
      return pending ?? this.enqueueIn(tx, job);
    }
    const envelope: Envelope = { clientId: job.clientId, createdBy: job.createdBy ?? null, data: job.data };
    const sent = await this.boss.send(job.kind, envelope, { id, db: appBossDb(tx) });
    if (sent === null) throw new Error(`The queue of job kind ${job.kind} does not exist`);
    return id;
  }

  /** Runs a scheduled (system) job now, outside its schedule: an operator's request, or a test. */
  async runNow(kind: string, data: EventPayload = {}): Promise<void> {
    if (!this.kinds.get(kind)?.schedule) throw new Error(`No scheduled job kind ${kind} is registered`);
    await this.boss.send(kind, data);
    const workerId = this.workerIds.get(kind);
    if (workerId) this.boss.notifyWorker(workerId);
  }

  /** Installs pg-boss's tables and our queues, then starts the workers (unless this process runs none). */
  async start(): Promise<void> {
    this.started = true;
    await installQueues(this.options.database, this.options.log, this.kinds);
    await this.boss.start();
    if (!this.options.workers) return;
    for (const [kind, registered] of this.kinds) {
      const id = await this.boss.work<EventPayload>(
        kind,
        {
          includeMetadata: true,
          batchSize: registered.batchSize ?? 1,
          pollingIntervalSeconds: this.options.pollingIntervalMs / 1000,
        },
        async (jobs) => {
          this.busy += 1;
          try {
            return await this.runFetched(kind, registered, jobs);
          } finally {
            this.busy -= 1;
          }
        },
      );
      this.workerIds.set(kind, id);
    }
  }

  private async runFetched(
    kind: string,
    registered: Registered,
    jobs: PgBoss.JobWithMetadata<EventPayload>[],
  ): Promise<unknown> {
    // pg-boss waits a polling interval after every fetch: a full batch means more is waiting, fetch again now.
    if (registered.batchSize && jobs.length === registered.batchSize) this.wake(kind);
    // A batch fails as one in pg-boss: each task of it must settle its own failures (a webhook delivery
    // records them), and a throw retries the batch's tasks, which are safe to repeat.
    if (registered.batchSize) return Promise.all(jobs.map((job) => registered.run(job)));
    const [job] = jobs;
    return job ? registered.run(job) : undefined;
  }

  /** Stops taking jobs and waits (a while) for those running; the database must stay open until it resolves. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    const deadline = Date.now() + SHUTDOWN_TIMEOUT_MS;
    await this.boss.stop({ graceful: true, close: false, timeout: SHUTDOWN_TIMEOUT_MS });
    await this.drain(deadline);
  }

  /**
   * pg-boss's graceful stop waits for the jobs it counts as running, but not for a worker's fetch still on its
   * way: that fetch then hands jobs to a handler after the caller closed the database, and the handler and
   * pg-boss's own fail() query break on the closed pool (in tests, inside the next suite). So wait until the
   * queue's own queries and handlers are done, twice in a row a moment apart (a fetch starts a tick after
   * its worker decides to).
   */
  private async drain(deadline: number): Promise<void> {
    let quietChecks = 0;
    while (quietChecks < 2 && Date.now() < deadline) {
      quietChecks = this.busy === 0 ? quietChecks + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  private async runClientJob<Data extends EventPayload>(
    kind: string,
    handler: JobHandler<Data>,
    job: PgBoss.JobWithMetadata<EventPayload>,
  ): Promise<JobResult | null> {
    const { database, log } = this.options;
    const envelope = job.data as unknown as Envelope;
    const inScope = <T>(work: (tx: AppDatabase) => Promise<T>) => asClient(database, envelope.clientId, work);

    const started = await inScope((tx) => startJob(tx, job.id));
    // Cancelled meanwhile (or its row is gone): nothing to do, and nothing to retry.
    if (!started) return null;
    this.options.onChange(started);

    let lastWrite = 0;
    const progress = async (current: number, total: number | null = null) => {
      const now = Date.now();
      if (current !== total && now - lastWrite < PROGRESS_INTERVAL_MS) return;
      lastWrite = now;
      await inScope((tx) => recordProgress(tx, job.id, current, total));
      this.options.onChange({ ...started, progressCurrent: current, progressTotal: total });
    };

    try {
      const result = await handler({
        id: job.id,
        clientId: envelope.clientId,
        kind,
        data: envelope.data as Data,
        createdBy: envelope.createdBy,
        attempt: started.attempts,
        progress,
        database,
        log: log.child({ jobId: job.id, kind }),
      });
      const finished = await inScope((tx) =>
        finishRun(tx, job.id, { status: 'succeeded', result: result ?? null }),
      );
      if (finished) this.options.onChange(finished);
      return result ?? null;
    } catch (error) {
      const retrying = job.retryCount < job.retryLimit;
      log.error({ err: error, jobId: job.id, kind, retrying }, 'job failed');
      const finished = await inScope((tx) =>
        finishRun(tx, job.id, { status: retrying ? 'queued' : 'failed', error: userMessage(error) }),
      );
      if (finished) this.options.onChange(finished);
      // pg-boss records the failure and schedules the retry.
      throw error;
    }
  }

  /**
   * pg-boss's maintenance now (it runs on its own every few minutes): runs past their expiry fail (and are
   * retried or given up), old jobs are archived, and given-up jobs are marked failed for their users.
   */
  async maintain(): Promise<void> {
    await this.boss.maintain();
    await this.failExpired();
  }

  /** Jobs pg-boss failed without our handler finishing (a crashed process, a run past its expiry). */
  private async failExpired(): Promise<void> {
    const failed = await asOperator(this.options.database, (tx) =>
      failExpiredJobs(tx, BOSS_SCHEMA, INTERNAL_ERROR_MESSAGE),
    );
    failed.forEach((job) => this.options.onChange(job));
  }
}
