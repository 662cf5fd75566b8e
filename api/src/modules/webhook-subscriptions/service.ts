// Merchants' management of their webhook subscriptions: create (the secret shown once, per Idempotency-Key),
// list, change the URL, topics or enabled state, delete, send a test message, read the delivery log, and replay
// one delivery or every failed one since a time. Operators (staff, admins) have no subscriptions of their own.
import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type { Database, AppDatabase } from '../../platform/db/connection.js';
import { asClient } from '../../platform/db/scope.js';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../platform/errors.js';
import { withIdempotencyKey, type IdempotentAnswer } from '../../platform/idempotency.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { Session } from '../accounts/service.js';
import { DELIVER_TASK, messageId, type WebhookDelivery as Delivery } from './delivery.js';
import {
  attemptsOf,
  deleteSubscription,
  findDelivery,
  findSubscription,
  insertDelivery,
  insertSubscription,
  listDeliveries,
  listSubscriptions,
  restartDelivery,
  restartFailedSince,
  updateSubscription,
  type AttemptRow,
  type DeliveryRow,
  type SubscriptionRow,
} from './repository.js';
import { newSecret } from './rules.js';
import {
  TEST_EVENT_NAME,
  WEBHOOK_TOPICS,
  type CreatedWebhookSubscription,
  type DeliveriesQuery,
  type NewWebhookSubscription,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookSubscription,
  type WebhookSubscriptionChanges,
  type WebhookSubscriptionList,
} from './schemas.js';
import { isForbiddenAddress } from './sender.js';
import type { SecretBox } from './secret-box.js';

export const WEBHOOK_MESSAGES = {
  operators: 'Webhook subscriptions belong to merchants: staff and admins have none',
  notFound: 'Webhook subscription not found.',
  deliveryNotFound: 'Webhook delivery not found.',
  badUrl: 'Enter the full address of your endpoint, starting with https://',
  httpsOnly: 'The endpoint must use https://',
  credentials: 'The address may not carry a user name or password',
  privateAddress: 'The endpoint must be a public address, not a private or local one',
  badTopic: (topic: string) => `${topic} is not a webhook topic`,
  stillPending: 'This delivery is still being attempted: replay it once it has succeeded or failed',
  disabled: 'This subscription is disabled: enable it before replaying its deliveries',
  sinceInFuture: 'Choose a time in the past',
} as const;

export interface WebhookServiceOptions {
  allowPrivateAddresses: boolean;
}

function merchantOf(session: Session): { clientId: string; userId: string } {
  if (session.role === 'admin' || session.role === 'staff') throw new Forbidden(WEBHOOK_MESSAGES.operators);
  return { clientId: session.clientId, userId: session.userId };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function subscriptionView(row: SubscriptionRow): WebhookSubscription {
  return {
    id: row.id,
    url: row.url,
    topics: row.topics,
    enabled: row.enabled,
    disabledReason: row.disabled_reason,
    disabledAt: iso(row.disabled_at),
    failingSince: iso(row.failing_since),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function deliveryView(row: DeliveryRow, attempts: AttemptRow[]): WebhookDelivery {
  return {
    id: row.id,
    subscriptionId: row.subscription_id,
    messageId: messageId(row),
    eventId: row.event_id,
    eventName: row.event_name,
    status: row.status,
    nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
    occurredAt: row.occurred_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    attempts: attempts
      .filter((attempt) => attempt.delivery_id === row.id)
      .map((attempt) => ({
        attemptedAt: attempt.attempted_at.toISOString(),
        httpStatus: attempt.http_status,
        durationMs: attempt.duration_ms,
        responseExcerpt: attempt.response_excerpt,
        error: attempt.error,
      })),
  };
}

/** The URL as stored, or a field error saying what is wrong with it. */
export function checkedUrl(raw: string, allowPrivateAddresses: boolean): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ValidationFailed(WEBHOOK_MESSAGES.badUrl, { field: 'url' });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ValidationFailed(WEBHOOK_MESSAGES.badUrl, { field: 'url' });
  if (url.protocol === 'http:' && !allowPrivateAddresses)
    throw new ValidationFailed(WEBHOOK_MESSAGES.httpsOnly, { field: 'url' });
  if (url.username || url.password)
    throw new ValidationFailed(WEBHOOK_MESSAGES.credentials, { field: 'url' });
  // Names are checked when resolved, at each delivery; a literal address or localhost is refused at once.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const local =
    host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && isForbiddenAddress(host));
  if (local && !allowPrivateAddresses)
    throw new ValidationFailed(WEBHOOK_MESSAGES.privateAddress, { field: 'url' });
  return url.toString();
}

function checkedTopics(topics: readonly string[]): string[] {
  const bad = topics.find((topic) => !(WEBHOOK_TOPICS as readonly string[]).includes(topic));
  if (bad !== undefined) throw new ValidationFailed(WEBHOOK_MESSAGES.badTopic(bad), { field: 'topics' });
  return [...new Set(topics)];
}

export class WebhookSubscriptionsService {
  constructor(
    private readonly database: Database,
    private readonly jobs: JobQueue,
    private readonly delivery: Delivery,
    private readonly box: SecretBox,
    private readonly options: WebhookServiceOptions,
  ) {}

  private asMerchant<T>(
    session: Session,
    work: (tx: AppDatabase, clientId: string) => Promise<T>,
  ): Promise<T> {
    const { clientId } = merchantOf(session);
    return asClient(this.database, clientId, (tx) => work(tx, clientId));
  }

  private async subscriptionOf(tx: AppDatabase, id: string, forUpdate = false): Promise<SubscriptionRow> {
    const row = await findSubscription(tx, id, { forUpdate });
    if (!row) throw new NotFound(WEBHOOK_MESSAGES.notFound);
    return row;
  }

  async create(
    session: Session,
    idempotencyKey: string,
    body: NewWebhookSubscription,
  ): Promise<IdempotentAnswer<CreatedWebhookSubscription>> {
    const { userId } = merchantOf(session);
    const url = checkedUrl(body.url, this.options.allowPrivateAddresses);
    const topics = checkedTopics(body.topics);
    return this.asMerchant(session, (tx, clientId) =>
      withIdempotencyKey(
        tx,
        { clientId, scope: 'webhook-subscriptions.create', key: idempotencyKey, request: { url, topics } },
        async () => {
          const id = randomUUID();
          const secret = newSecret();
          const row = await insertSubscription(tx, {
            id,
            clientId,
            url,
            topics,
            secretSealed: this.box.seal(secret, id),
            createdBy: userId,
          });
          return { status: 201, body: { subscription: subscriptionView(row), secret } };
        },
      ),
    );
  }

  list(session: Session): Promise<WebhookSubscriptionList> {
    return this.asMerchant(session, async (tx, clientId) => ({
      subscriptions: (await listSubscriptions(tx, clientId)).map(subscriptionView),
      topics: [...WEBHOOK_TOPICS],
    }));
  }

  /** One subscription of the caller's (404 for another client's: row-level security hides it). */
  detail(session: Session, id: string): Promise<WebhookSubscription> {
    return this.asMerchant(session, async (tx) => subscriptionView(await this.subscriptionOf(tx, id)));
  }

  update(session: Session, id: string, changes: WebhookSubscriptionChanges): Promise<WebhookSubscription> {
    const url =
      changes.url === undefined ? undefined : checkedUrl(changes.url, this.options.allowPrivateAddresses);
    const topics = changes.topics === undefined ? undefined : checkedTopics(changes.topics);
    return this.asMerchant(session, async (tx) => {
      await this.subscriptionOf(tx, id, true);
      const row = await updateSubscription(tx, id, {
        url,
        topics,
        enabled: changes.enabled,
        disabledReason: changes.enabled === false ? null : undefined,
      });
      return subscriptionView(row!);
    });
  }

  async remove(session: Session, id: string): Promise<void> {
    await this.asMerchant(session, async (tx) => {
      if (!(await deleteSubscription(tx, id))) throw new NotFound(WEBHOOK_MESSAGES.notFound);
    });
  }

  /** Queues a `webhook.test` message to the endpoint, whatever its topics; answers the delivery. */
  async sendTest(session: Session, id: string): Promise<WebhookDelivery> {
    const row = await this.asMerchant(session, async (tx, clientId) => {
      const subscription = await this.subscriptionOf(tx, id);
      if (!subscription.enabled) throw new Conflict(WEBHOOK_MESSAGES.disabled);
      const created = await insertDelivery(tx, {
        clientId,
        subscriptionId: id,
        eventId: null,
        eventName: TEST_EVENT_NAME,
        payload: { subscriptionId: id, message: 'A test message from Estiba' },
        occurredAt: new Date(),
      });
      await this.delivery.schedule(tx, created!);
      return created!;
    });
    this.jobs.wake(DELIVER_TASK);
    return deliveryView(row, []);
  }

  deliveries(session: Session, id: string, query: DeliveriesQuery): Promise<WebhookDeliveryList> {
    return this.asMerchant(session, async (tx) => {
      await this.subscriptionOf(tx, id);
      const rows = await listDeliveries(tx, id, { limit: query.limit ?? 50, status: query.status });
      const attempts = await attemptsOf(
        tx,
        rows.map((row) => row.id),
      );
      return { deliveries: rows.map((row) => deliveryView(row, attempts)) };
    });
  }

  /** Sends one finished delivery again, as a new round of the schedule. */
  async replay(session: Session, deliveryId: string): Promise<WebhookDelivery> {
    const row = await this.asMerchant(session, async (tx) => {
      const found = await findDelivery(tx, deliveryId);
      if (!found) throw new NotFound(WEBHOOK_MESSAGES.deliveryNotFound);
      const subscription = await this.subscriptionOf(tx, found.subscription_id);
      if (!subscription.enabled) throw new Conflict(WEBHOOK_MESSAGES.disabled);
      const restarted = await restartDelivery(tx, deliveryId);
      if (!restarted) throw new Conflict(WEBHOOK_MESSAGES.stillPending);
      await this.delivery.schedule(tx, restarted);
      return { restarted, attempts: await attemptsOf(tx, [deliveryId]) };
    });
    this.jobs.wake(DELIVER_TASK);
    return deliveryView(row.restarted, row.attempts);
  }

  /** Sends again every failed delivery of a subscription created since `since`; answers how many. */
  async replayFailed(session: Session, id: string, since: string): Promise<{ replayed: number }> {
    const from = new Date(since);
    if (Number.isNaN(from.getTime()))
      throw new ValidationFailed(WEBHOOK_MESSAGES.sinceInFuture, { field: 'since' });
    if (from.getTime() > Date.now())
      throw new ValidationFailed(WEBHOOK_MESSAGES.sinceInFuture, { field: 'since' });
    const replayed = await this.asMerchant(session, async (tx) => {
      const subscription = await this.subscriptionOf(tx, id, true);
      if (!subscription.enabled) throw new Conflict(WEBHOOK_MESSAGES.disabled);
      const rows = await restartFailedSince(tx, id, from);
      for (const row of rows) await this.delivery.schedule(tx, row);
      return rows.length;
    });
    if (replayed > 0) this.jobs.wake(DELIVER_TASK);
    return { replayed };
  }
}
