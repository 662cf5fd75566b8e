// Migration 009's jobs table as the typed query layer sees it: what a client's user sees of a job.
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EventPayload } from '../events/outbox.js';

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** What a handler may return as its result: a JSON object (counts, a link to the rejected rows). */
export type JobResult = EventPayload;

export const jobs = pgTable('jobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: text('client_id').notNull(),
  kind: text('kind').notNull(),
  status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
  progressCurrent: integer('progress_current').notNull().default(0),
  progressTotal: integer('progress_total'),
  result: jsonb('result').$type<JobResult>(),
  error: text('error'),
  attempts: integer('attempts').notNull().default(0),
  singletonKey: text('singleton_key'),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type JobRow = typeof jobs.$inferSelect;
