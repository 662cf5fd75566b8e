// SQL of outgoing webhooks. Merchants' calls run as their client (asClient: row-level security keeps each
// client to its own rows); the dispatcher and the delivery task run as the operator, over every client.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { rowsOf } from '../inventory/ledger.js';

export interface SubscriptionRow {
  id: string;
  client_id: string;
  url: string;
  topics: string[];
  secret_sealed: string;
  enabled: boolean;
  disabled_reason: string | null;
  disabled_at: Date | null;
  failing_since: Date | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface DeliveryRow {
  id: string;
  client_id: string;
  subscription_id: string;
  event_id: string | null;
  event_name: string;
  payload: Record<string, unknown>;
  occurred_at: Date;
  status: 'pending' | 'succeeded' | 'failed';
  round_attempts: number;
  next_attempt_at: Date | null;
  lease_until: Date | null;
  last_attempt_at: Date | null;
  created_at: Date;
}

export interface AttemptRow {
  id: string;
  delivery_id: string;
  attempted_at: Date;
  http_status: number | null;
  duration_ms: number;
  response_excerpt: string | null;
  error: string | null;
}

const asDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));

function subscription(row: SubscriptionRow): SubscriptionRow {
  return {
    ...row,
    disabled_at: asDate(row.disabled_at),
    failing_since: asDate(row.failing_since),
    created_at: asDate(row.created_at)!,
    updated_at: asDate(row.updated_at)!,
  };
}

function delivery(row: DeliveryRow): DeliveryRow {
  return {
    ...row,
    event_id: row.event_id === null ? null : String(row.event_id),
    occurred_at: asDate(row.occurred_at)!,
    next_attempt_at: asDate(row.next_attempt_at),
    lease_until: asDate(row.lease_until),
    last_attempt_at: asDate(row.last_attempt_at),
    created_at: asDate(row.created_at)!,
  };
}

function attempt(row: AttemptRow): AttemptRow {
  return { ...row, id: String(row.id), attempted_at: asDate(row.attempted_at)! };
}

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

// ----- Subscriptions -----

export async function insertSubscription(
  tx: AppDatabase,
  row: {
    id: string;
    clientId: string;
    url: string;
    topics: string[];
    secretSealed: string;
    createdBy: string;
  },
): Promise<SubscriptionRow> {
  const [created] = rowsOf<SubscriptionRow>(
    await tx.execute(sql`
      INSERT INTO webhook_subscriptions (id, client_id, url, topics, secret_sealed, created_by)
      VALUES (${row.id}::uuid, ${row.clientId}, ${row.url}, ${textArray(row.topics)}, ${row.secretSealed},
              ${row.createdBy}::uuid)
      RETURNING *`),
  );
  return subscription(created!);
}

export async function listSubscriptions(tx: AppDatabase, clientId: string): Promise<SubscriptionRow[]> {
  return rowsOf<SubscriptionRow>(
    await tx.execute(sql`
      SELECT * FROM webhook_subscriptions WHERE client_id = ${clientId} ORDER BY created_at, id`),
  ).map(subscription);
}

export async function findSubscription(
  tx: AppDatabase,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<SubscriptionRow | null> {
  const [row] = rowsOf<SubscriptionRow>(
    await tx.execute(sql`
      SELECT * FROM webhook_subscriptions WHERE id = ${id}::uuid
      ${options.forUpdate ? sql`FOR UPDATE` : sql``}`),
  );
  return row ? subscription(row) : null;
}

export async function updateSubscription(
  tx: AppDatabase,
  id: string,
  changes: { url?: string; topics?: string[]; enabled?: boolean; disabledReason?: string | null },
): Promise<SubscriptionRow | null> {
  const sets = [sql`updated_at = now()`];
  if (changes.url !== undefined) sets.push(sql`url = ${changes.url}`);
  if (changes.topics !== undefined) sets.push(sql`topics = ${textArray(changes.topics)}`);
  if (changes.enabled === true)
    // Enabled again: the failing streak starts over, or the next failure would disable it at once.
    sets.push(sql`enabled = true, disabled_reason = NULL, disabled_at = NULL, failing_since = NULL`);
  if (changes.enabled === false)
    sets.push(
      sql`enabled = false, disabled_reason = ${changes.disabledReason ?? null},
          disabled_at = COALESCE(disabled_at, now())`,
    );
  const [row] = rowsOf<SubscriptionRow>(
    await tx.execute(sql`
      UPDATE webhook_subscriptions SET ${sql.join(sets, sql`, `)} WHERE id = ${id}::uuid RETURNING *`),
  );
  return row ? subscription(row) : null;
}

export async function deleteSubscription(tx: AppDatabase, id: string): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`DELETE FROM webhook_subscriptions WHERE id = ${id}::uuid RETURNING id`),
  );
  return rows.length > 0;
}

/**
 * Records the outcome of an attempt on its endpoint: a success ends a failing streak, a failure starts one.
 * A success on a healthy endpoint writes nothing (null): every delivery to an endpoint would otherwise update
 * its one row, and concurrent deliveries would queue on that row's lock until their transactions commit.
 */
export async function markEndpoint(
  tx: AppDatabase,
  id: string,
  succeeded: boolean,
): Promise<SubscriptionRow | null> {
  const [row] = rowsOf<SubscriptionRow>(
    await tx.execute(
      succeeded
        ? sql`
      UPDATE webhook_subscriptions SET failing_since = NULL
       WHERE id = ${id}::uuid AND failing_since IS NOT NULL RETURNING *`
        : sql`
      UPDATE webhook_subscriptions SET failing_since = COALESCE(failing_since, now())
       WHERE id = ${id}::uuid RETURNING *`,
    ),
  );
  return row ? subscription(row) : null;
}

// ----- Deliveries -----

export interface NewDelivery {
  clientId: string;
  subscriptionId: string;
  eventId: number | null;
  eventName: string;
  payload: Record<string, unknown>;
  occurredAt: Date;
}

/** Inserts a delivery due now; null when the (event, subscription) already has one. */
export async function insertDelivery(tx: AppDatabase, row: NewDelivery): Promise<DeliveryRow | null> {
  const [created] = rowsOf<DeliveryRow>(
    await tx.execute(sql`
      INSERT INTO webhook_deliveries
        (client_id, subscription_id, event_id, event_name, payload, occurred_at, next_attempt_at)
      VALUES (${row.clientId}, ${row.subscriptionId}::uuid, ${row.eventId}, ${row.eventName},
              ${JSON.stringify(row.payload)}::jsonb, ${row.occurredAt.toISOString()}::timestamptz, now())
      ON CONFLICT (event_id, subscription_id) DO NOTHING
      RETURNING *`),
  );
  return created ? delivery(created) : null;
}

export async function findDelivery(tx: AppDatabase, id: string): Promise<DeliveryRow | null> {
  const [row] = rowsOf<DeliveryRow>(
    await tx.execute(sql`SELECT * FROM webhook_deliveries WHERE id = ${id}::uuid`),
  );
  return row ? delivery(row) : null;
}

export async function listDeliveries(
  tx: AppDatabase,
  subscriptionId: string,
  options: { limit: number; status?: DeliveryRow['status'] },
): Promise<DeliveryRow[]> {
  return rowsOf<DeliveryRow>(
    await tx.execute(sql`
      SELECT * FROM webhook_deliveries
       WHERE subscription_id = ${subscriptionId}::uuid
         ${options.status ? sql`AND status = ${options.status}` : sql``}
       ORDER BY created_at DESC, id
       LIMIT ${options.limit}`),
  ).map(delivery);
}

export async function attemptsOf(tx: AppDatabase, deliveryIds: string[]): Promise<AttemptRow[]> {
  if (deliveryIds.length === 0) return [];
  return rowsOf<AttemptRow>(
    await tx.execute(sql`
      SELECT id, delivery_id, attempted_at, http_status, duration_ms, response_excerpt, error
        FROM webhook_attempts
       WHERE delivery_id IN (${sql.join(
         deliveryIds.map((id) => sql`${id}::uuid`),
         sql`, `,
       )})
       ORDER BY attempted_at, id`),
  ).map(attempt);
}

/** Starts a new round of a finished delivery, due now; null when it is still pending (or gone). */
export async function restartDelivery(tx: AppDatabase, id: string): Promise<DeliveryRow | null> {
  const [row] = rowsOf<DeliveryRow>(
    await tx.execute(sql`
      UPDATE webhook_deliveries
         SET status = 'pending', round_attempts = 0, next_attempt_at = now(), lease_until = NULL
       WHERE id = ${id}::uuid AND status <> 'pending'
       RETURNING *`),
  );
  return row ? delivery(row) : null;
}

/** Starts a new round of every failed delivery of a subscription created since `since`. */
export async function restartFailedSince(
  tx: AppDatabase,
  subscriptionId: string,
  since: Date,
): Promise<DeliveryRow[]> {
  return rowsOf<DeliveryRow>(
    await tx.execute(sql`
      UPDATE webhook_deliveries
         SET status = 'pending', round_attempts = 0, next_attempt_at = now(), lease_until = NULL
       WHERE subscription_id = ${subscriptionId}::uuid AND status = 'failed'
         AND created_at >= ${since.toISOString()}::timestamptz
       RETURNING *`),
  ).map(delivery);
}

/**
 * Takes a due delivery for one attempt: a lease of `leaseMs` that another sender respects. Null when it is not
 * due, finished, or leased by a sender still within its lease.
 */
export async function leaseDelivery(
  tx: AppDatabase,
  id: string,
  leaseMs: number,
): Promise<DeliveryRow | null> {
  const [row] = rowsOf<DeliveryRow>(
    await tx.execute(sql`
      UPDATE webhook_deliveries
         SET lease_until = now() + make_interval(secs => ${leaseMs / 1000})
       WHERE id = ${id}::uuid AND status = 'pending' AND next_attempt_at <= now()
         AND (lease_until IS NULL OR lease_until < now())
       RETURNING *`),
  );
  return row ? delivery(row) : null;
}

export async function insertAttempt(
  tx: AppDatabase,
  row: {
    clientId: string;
    deliveryId: string;
    attemptedAt: Date;
    httpStatus: number | null;
    durationMs: number;
    excerpt: string | null;
    error: string | null;
  },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO webhook_attempts
      (client_id, delivery_id, attempted_at, http_status, duration_ms, response_excerpt, error)
    VALUES (${row.clientId}, ${row.deliveryId}::uuid, ${row.attemptedAt.toISOString()}::timestamptz,
            ${row.httpStatus}, ${row.durationMs}, ${row.excerpt}, ${row.error})`);
}

/** The delivery after an attempt: finished (succeeded or failed) or due again after `retryInMs`. */
export async function settleDelivery(
  tx: AppDatabase,
  id: string,
  outcome: { status: 'succeeded' | 'failed' } | { status: 'pending'; retryInMs: number },
): Promise<DeliveryRow> {
  const next =
    outcome.status === 'pending'
      ? sql`now() + make_interval(secs => ${outcome.retryInMs / 1000})`
      : sql`NULL`;
  const [row] = rowsOf<DeliveryRow>(
    await tx.execute(sql`
      UPDATE webhook_deliveries
         SET status = ${outcome.status}, round_attempts = round_attempts + 1, next_attempt_at = ${next},
             lease_until = NULL, last_attempt_at = now()
       WHERE id = ${id}::uuid
       RETURNING *`),
  );
  return delivery(row!);
}

/** Pending deliveries due for a while with no live lease: their task was lost (a crash, a dropped send). */
export async function overdueDeliveries(
  tx: AppDatabase,
  graceMs: number,
  limit: number,
): Promise<DeliveryRow[]> {
  return rowsOf<DeliveryRow>(
    await tx.execute(sql`
      SELECT * FROM webhook_deliveries
       WHERE status = 'pending' AND next_attempt_at < now() - make_interval(secs => ${graceMs / 1000})
         AND (lease_until IS NULL OR lease_until < now())
       ORDER BY next_attempt_at
       LIMIT ${limit}`),
  ).map(delivery);
}

// ----- The outbox -----

export interface OutboxEvent {
  id: number;
  client_id: string;
  name: string;
  payload: Record<string, unknown>;
  created_at: Date;
}

/** Claims up to `limit` events not yet fanned out to subscriptions (skipping those another process holds). */
export async function claimUndispatched(tx: AppDatabase, limit: number): Promise<OutboxEvent[]> {
  return rowsOf<OutboxEvent>(
    await tx.execute(sql`
      SELECT id, client_id, name, payload, created_at FROM events
       WHERE webhooks_dispatched_at IS NULL
       ORDER BY id
       LIMIT ${limit}
       FOR UPDATE SKIP LOCKED`),
  ).map((row) => ({ ...row, id: Number(row.id), created_at: asDate(row.created_at)! }));
}

export async function markDispatched(tx: AppDatabase, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    UPDATE events SET webhooks_dispatched_at = now()
     WHERE id IN (${sql.join(
       ids.map((id) => sql`${id}`),
       sql`, `,
     )})`);
}

/** The enabled subscriptions of these clients that want any of these topics. */
export async function subscribersOf(
  tx: AppDatabase,
  clientIds: string[],
  topics: string[],
): Promise<SubscriptionRow[]> {
  if (clientIds.length === 0) return [];
  return rowsOf<SubscriptionRow>(
    await tx.execute(sql`
      SELECT * FROM webhook_subscriptions
       WHERE enabled AND client_id IN (${sql.join(
         clientIds.map((id) => sql`${id}`),
         sql`, `,
       )}) AND topics && ${textArray(topics)}`),
  ).map(subscription);
}

/** Who to tell that an endpoint was disabled: the subscription's creator, else the client's users. */
export async function recipientsOf(
  tx: AppDatabase,
  clientId: string,
  createdBy: string | null,
): Promise<{ email: string; display_name: string; lang: string }[]> {
  return rowsOf<{ email: string; display_name: string; lang: string }>(
    await tx.execute(sql`
      SELECT email, display_name, lang FROM users
       WHERE client_id = ${clientId} AND role = 'user' AND NOT disabled
         AND (${createdBy}::uuid IS NULL OR id = ${createdBy}::uuid)
       ORDER BY created_at
       LIMIT 5`),
  );
}
