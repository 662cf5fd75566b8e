// The two halves of delivery. The dispatcher (a pg-boss job, woken by the outbox's NOTIFY and run every minute
// to catch up) fans each new event out to the client's enabled subscriptions of its topic: one delivery per
// (event, subscription), the unique index settling any second pass, and in the same transaction a delivery
// task per new delivery. The delivery task leases its delivery, POSTs the signed message, and records the
// attempt and what follows (done, the next retry with its own delayed task, or failed), in one transaction.
// A process dying between the POST and that record leaves the lease to expire; the sweeper (in the dispatcher's
// minute) sends an overdue delivery's task again, so the message is sent again: at least once.
import type { FastifyBaseLogger } from 'fastify';
import type { Database, AppDatabase } from '../../platform/db/connection.js';
import { asOperator } from '../../platform/db/scope.js';
import { recordEvent } from '../../platform/events/outbox.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { MailQueue } from '../../platform/mail/plugin.js';
import {
  claimUndispatched,
  insertAttempt,
  insertDelivery,
  leaseDelivery,
  markDispatched,
  markEndpoint,
  overdueDeliveries,
  recipientsOf,
  settleDelivery,
  subscribersOf,
  updateSubscription,
  findSubscription,
  type DeliveryRow,
  type SubscriptionRow,
} from './repository.js';
import { isSuccessStatus, messageBody, nextRetryDelayMs, shouldDisable, signedHeaders } from './rules.js';
import { sendWebhook } from './sender.js';
import type { SecretBox } from './secret-box.js';
import { endpointDisabledMail } from './email.js';

export const DISPATCH_JOB = 'webhooks.dispatch';
export const DELIVER_TASK = 'webhooks.deliver';
/** Events fanned out per transaction. */
const DISPATCH_BATCH = 100;
/** Overdue deliveries re-sent per sweep. */
const SWEEP_BATCH = 500;
/** A pending delivery this long past due with no live lease has lost its task. */
const SWEEP_GRACE_MS = 60_000;

export const DISABLED_REASON = 'Failed for 5 days without a successful delivery';

export interface DeliveryOptions {
  database: Database;
  jobs: JobQueue;
  mail: MailQueue;
  box: SecretBox;
  log: FastifyBaseLogger;
  allowPrivateAddresses: boolean;
  timeoutMs: number;
  firstRetryDelayMs: number | null;
}

/** What the delivery task is given: the delivery's id. */
export type DeliverData = { deliveryId: string };

export class WebhookDelivery {
  constructor(private readonly options: DeliveryOptions) {}

  /** A lease outlives the longest POST with room to record its outcome. */
  private get leaseMs(): number {
    return this.options.timeoutMs + 30_000;
  }

  /** Sends the delivery's task to run at its next attempt time, inside `tx`. */
  async schedule(tx: AppDatabase, row: DeliveryRow): Promise<void> {
    const startAfter =
      row.next_attempt_at && row.next_attempt_at.getTime() > Date.now() ? row.next_attempt_at : undefined;
    await this.options.jobs.sendTask<DeliverData>(DELIVER_TASK, { deliveryId: row.id }, { tx, startAfter });
  }

  /** Fans out every undispatched event; returns how many deliveries were created. */
  async dispatch(): Promise<number> {
    let created = 0;
    for (;;) {
      const { events, deliveries } = await asOperator(this.options.database, async (tx) => {
        const batch = await claimUndispatched(tx, DISPATCH_BATCH);
        const subscribers = await subscribersOf(
          tx,
          [...new Set(batch.map((event) => event.client_id))],
          [...new Set(batch.map((event) => event.name))],
        );
        const made: DeliveryRow[] = [];
        for (const event of batch) {
          for (const subscription of subscribers) {
            // An event older than the subscription is history the endpoint did not ask for.
            if (
              subscription.client_id !== event.client_id ||
              !subscription.topics.includes(event.name) ||
              subscription.created_at > event.created_at
            )
              continue;
            const row = await insertDelivery(tx, {
              clientId: event.client_id,
              subscriptionId: subscription.id,
              eventId: event.id,
              eventName: event.name,
              payload: event.payload,
              occurredAt: event.created_at,
            });
            if (row) {
              await this.schedule(tx, row);
              made.push(row);
            }
          }
        }
        await markDispatched(
          tx,
          batch.map((event) => event.id),
        );
        return { events: batch.length, deliveries: made.length };
      });
      created += deliveries;
      if (deliveries > 0) this.options.jobs.wake(DELIVER_TASK);
      if (events < DISPATCH_BATCH) return created;
    }
  }

  /** Sends again the tasks of pending deliveries that lost theirs; returns how many. */
  async sweep(): Promise<number> {
    const count = await asOperator(this.options.database, async (tx) => {
      const overdue = await overdueDeliveries(tx, SWEEP_GRACE_MS, SWEEP_BATCH);
      for (const row of overdue) await this.schedule(tx, row);
      return overdue.length;
    });
    if (count > 0) {
      this.options.log.warn({ count }, 'webhook deliveries without a task were sent again');
      this.options.jobs.wake(DELIVER_TASK);
    }
    return count;
  }

  /** One attempt of a delivery, if it is due and no one else holds it. */
  async deliver(deliveryId: string): Promise<void> {
    const { database, box, log } = this.options;
    const leased = await asOperator(database, async (tx) => {
      const row = await leaseDelivery(tx, deliveryId, this.leaseMs);
      if (!row) return null;
      const subscription = await findSubscription(tx, row.subscription_id);
      return subscription ? { row, subscription } : null;
    });
    if (!leased) return;
    const { row, subscription } = leased;

    if (!subscription.enabled) {
      // No attempt to a disabled endpoint: the delivery waits, failed, for a replay once it is enabled again.
      await asOperator(database, (tx) => settleDelivery(tx, row.id, { status: 'failed' }));
      return;
    }
    const secret = box.open(subscription.secret_sealed, subscription.id);
    const attemptedAt = new Date();
    const body = messageBody({ name: row.event_name, occurredAt: row.occurred_at, payload: row.payload });
    const result =
      secret === null
        ? {
            status: null,
            durationMs: 0,
            excerpt: null,
            error: 'The signing secret cannot be read; create a new subscription',
          }
        : await sendWebhook({
            url: subscription.url,
            headers: {
              ...signedHeaders(secret, messageId(row), Math.floor(attemptedAt.getTime() / 1000), body),
            },
            body,
            timeoutMs: this.options.timeoutMs,
            allowPrivateAddresses: this.options.allowPrivateAddresses,
          });
    const succeeded = result.status !== null && isSuccessStatus(result.status);
    const error = succeeded ? null : (result.error ?? `The endpoint answered ${result.status}`);

    const disabled = await asOperator(database, async (tx) => {
      await insertAttempt(tx, {
        clientId: row.client_id,
        deliveryId: row.id,
        attemptedAt,
        httpStatus: result.status,
        durationMs: result.durationMs,
        excerpt: result.excerpt,
        error,
      });
      if (succeeded) {
        await settleDelivery(tx, row.id, { status: 'succeeded' });
        await markEndpoint(tx, subscription.id, true);
        return null;
      }
      const retryInMs = nextRetryDelayMs(row.round_attempts + 1, {
        firstRetryDelayMs: this.options.firstRetryDelayMs ?? undefined,
      });
      const settled = await settleDelivery(
        tx,
        row.id,
        retryInMs === null ? { status: 'failed' } : { status: 'pending', retryInMs },
      );
      if (settled.status === 'pending') await this.schedule(tx, settled);
      const endpoint = await markEndpoint(tx, subscription.id, false);
      if (!endpoint?.enabled || !shouldDisable(endpoint.failing_since, new Date())) return null;
      return this.disable(tx, endpoint);
    });
    log.info(
      { deliveryId: row.id, subscriptionId: subscription.id, status: result.status, succeeded },
      'webhook attempt',
    );
    if (disabled) await this.tell(disabled);
  }

  /** Disables a failing endpoint and records the event its merchant's screens learn it from. */
  private async disable(tx: AppDatabase, endpoint: SubscriptionRow): Promise<SubscriptionRow> {
    const row = await updateSubscription(tx, endpoint.id, {
      enabled: false,
      disabledReason: DISABLED_REASON,
    });
    await recordEvent(tx, {
      clientId: endpoint.client_id,
      name: 'webhook_subscription.disabled',
      payload: { subscriptionId: endpoint.id, url: endpoint.url, reason: DISABLED_REASON },
    });
    return row!;
  }

  /** E-mails the merchant; a mail that fails is logged (the subscription shows disabled regardless). */
  private async tell(endpoint: SubscriptionRow): Promise<void> {
    try {
      const recipients = await asOperator(this.options.database, (tx) =>
        recipientsOf(tx, endpoint.client_id, endpoint.created_by),
      );
      for (const recipient of recipients)
        this.options.mail.sendLater(endpointDisabledMail({ ...recipient, url: endpoint.url }));
    } catch (error) {
      this.options.log.error(
        { err: error, subscriptionId: endpoint.id },
        'could not mail a disabled endpoint',
      );
    }
  }
}

/** The message's `webhook-id`: the delivery's, the same on every retry and replay so a receiver can de-duplicate. */
export function messageId(row: Pick<DeliveryRow, 'id'>): string {
  return `msg_${row.id.replaceAll('-', '')}`;
}
