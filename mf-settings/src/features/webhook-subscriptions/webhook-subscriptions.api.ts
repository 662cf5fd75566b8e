// The merchant's outgoing webhooks (the API's webhook-subscriptions module, issue 20): subscriptions (the signing
// secret comes once, in the create's answer), their delivery log with each attempt, test messages and replays.
import { apiClient, failedResponse, newIdempotencyKey } from '@estiba/shared';

export interface WebhookSubscription {
  id: string;
  url: string;
  topics: string[];
  enabled: boolean;
  disabledReason: string | null;
  disabledAt: string | null;
  failingSince: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface WebhookAttempt {
  attemptedAt: string;
  /** Null when no answer came (refused, unreachable, timed out). */
  httpStatus: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  error: string | null;
}

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface WebhookDelivery {
  id: string;
  subscriptionId: string;
  messageId: string;
  eventId: string | null;
  eventName: string;
  status: DeliveryStatus;
  nextAttemptAt: string | null;
  occurredAt: string;
  createdAt: string;
  attempts: WebhookAttempt[];
}

const base = 'client/webhook-subscriptions';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export async function fetchSubscriptions(): Promise<{
  subscriptions: WebhookSubscription[];
  topics: string[];
}> {
  const { data } = await apiClient.get<{ subscriptions: WebhookSubscription[]; topics: string[] }>(base);
  return data;
}

/** One Idempotency-Key per attempt: a retry of the same click (`key`) never makes a second subscription. */
export async function createSubscription(
  input: { url: string; topics: string[] },
  key: string = newIdempotencyKey(),
): Promise<{ subscription: WebhookSubscription; secret: string }> {
  const { data } = await apiClient.post<{ subscription: WebhookSubscription; secret: string }>(base, input, {
    headers: { 'Idempotency-Key': key },
  });
  return data;
}

export async function updateSubscription(
  id: string,
  changes: { url?: string; topics?: string[]; enabled?: boolean },
): Promise<WebhookSubscription> {
  const { data } = await apiClient.put<WebhookSubscription>(one(id), changes);
  return data;
}

export async function deleteSubscription(id: string): Promise<void> {
  await apiClient.delete(one(id));
}

export async function sendTest(id: string): Promise<WebhookDelivery> {
  const { data } = await apiClient.post<WebhookDelivery>(`${one(id)}/test`);
  return data;
}

export async function fetchDeliveries(id: string): Promise<WebhookDelivery[]> {
  const { data } = await apiClient.get<{ deliveries: WebhookDelivery[] }>(`${one(id)}/deliveries`);
  return data.deliveries;
}

export async function replayDelivery(deliveryId: string): Promise<WebhookDelivery> {
  const { data } = await apiClient.post<WebhookDelivery>(
    `client/webhook-deliveries/${encodeURIComponent(deliveryId)}/replay`,
  );
  return data;
}

export async function replayFailedSince(id: string, since: string): Promise<number> {
  const { data } = await apiClient.post<{ replayed: number }>(`${one(id)}/replay`, { since });
  return data.replayed;
}

/** The field a 400 names (the API's `field`), to show its message there. */
export function failedField(error: unknown): string | null {
  const response = failedResponse(error);
  const data = response?.data;
  if (!data || typeof data !== 'object' || !('field' in data)) return null;
  const { field } = data as { field: unknown };
  return typeof field === 'string' ? field : null;
}
