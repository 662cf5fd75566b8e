// The jobs table's SQL. Every function runs inside a client-scoped transaction (scope.ts's asClient): row
// security keeps each client to its own jobs, whatever a query forgets.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/connection.js';
import { jobs, type JobResult, type JobRow, type JobStatus } from './table.js';

/** Still to finish: a singleton key holds while its job is in one of these. */
const PENDING: JobStatus[] = ['queued', 'running'];

export interface NewJob {
  clientId: string;
  kind: string;
  createdBy: string | null;
  singletonKey: string | null;
}

/** Inserts a job; with a singleton key already pending for the client and kind, returns null instead. */
export async function insertJob(tx: AppDatabase, job: NewJob): Promise<string | null> {
  const [row] = await tx
    .insert(jobs)
    .values(job)
    .onConflictDoNothing({
      target: [jobs.clientId, jobs.kind, jobs.singletonKey],
      where: sql`singleton_key IS NOT NULL AND status IN ('queued', 'running')`,
    })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

export async function pendingJobId(
  tx: AppDatabase,
  job: { clientId: string; kind: string; singletonKey: string },
): Promise<string | null> {
  const [row] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.clientId, job.clientId),
        eq(jobs.kind, job.kind),
        eq(jobs.singletonKey, job.singletonKey),
        inArray(jobs.status, PENDING),
      ),
    );
  return row?.id ?? null;
}

/** Marks a run's start; null when the job is gone or already finished (cancelled meanwhile, say). */
export async function startJob(tx: AppDatabase, id: string): Promise<JobRow | null> {
  const [row] = await tx
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      startedAt: sql`COALESCE(${jobs.startedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, id), inArray(jobs.status, PENDING)))
    .returning();
  return row ?? null;
}

export async function recordProgress(
  tx: AppDatabase,
  id: string,
  current: number,
  total: number | null,
): Promise<void> {
  await tx
    .update(jobs)
    .set({ progressCurrent: current, progressTotal: total, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
}

/** The end of a run: succeeded with its result, failed for good, or back to queued for a retry. */
export async function finishRun(
  tx: AppDatabase,
  id: string,
  outcome: { status: 'succeeded'; result: JobResult | null } | { status: 'failed' | 'queued'; error: string },
): Promise<JobRow | null> {
  const finished = outcome.status !== 'queued';
  const [row] = await tx
    .update(jobs)
    .set({
      status: outcome.status,
      result: outcome.status === 'succeeded' ? outcome.result : undefined,
      error: outcome.status === 'succeeded' ? null : outcome.error,
      finishedAt: finished ? sql`now()` : null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')))
    .returning();
  return row ?? null;
}

export async function findJob(tx: AppDatabase, clientId: string, id: string): Promise<JobRow | null> {
  const [row] = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.clientId, clientId), eq(jobs.id, id)));
  return row ?? null;
}

export async function recentJobs(
  tx: AppDatabase,
  clientId: string,
  options: { kind?: string; limit: number },
): Promise<JobRow[]> {
  return tx
    .select()
    .from(jobs)
    .where(
      and(eq(jobs.clientId, clientId), options.kind === undefined ? undefined : eq(jobs.kind, options.kind)),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(options.limit);
}

/**
 * Marks failed the unfinished jobs pg-boss has failed without their handler ending (a process that died
 * mid-run, a run past its expiry): every client's, so in the operator scope.
 */
export async function failExpiredJobs(tx: AppDatabase, bossSchema: string, error: string): Promise<JobRow[]> {
  return tx
    .update(jobs)
    .set({ status: 'failed', error, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        inArray(jobs.status, PENDING),
        sql`EXISTS (SELECT 1 FROM ${sql.raw(bossSchema)}.job boss
          WHERE boss.name = ${jobs.kind} AND boss.id = ${jobs.id} AND boss.state = 'failed')`,
      ),
    )
    .returning();
}
