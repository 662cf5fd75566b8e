// The outgoing webhooks' contract (issue 20): subscriptions, their delivery log with each attempt, and the
// bodies of create, change and replay. Only TypeBox here; the front end mirrors the types.
import Type, { type Static } from 'typebox';

/** The topics a subscription may choose: DOMAIN.md's events, the names the socket and the bus use too. */
export const WEBHOOK_TOPICS = [
  'products.sync_progress',
  'stock.changed',
  'receiving_order.status_changed',
  'receiving_box.received',
  'order.created',
  'order.status_changed',
  'order.shipped',
  'return.status_changed',
  'charge.created',
  'invoice.issued',
] as const;
export type WebhookTopic = (typeof WEBHOOK_TOPICS)[number];

/** The event name of the message "Send test event" sends. */
export const TEST_EVENT_NAME = 'webhook.test';

const Topic = Type.String({ maxLength: 64, description: `One of: ${WEBHOOK_TOPICS.join(', ')}` });
const Url = Type.String({
  maxLength: 2000,
  description: 'The endpoint: an https URL (http outside production)',
});
const Timestamp = Type.String({ format: 'date-time' });
const NullableTimestamp = Type.Union([Timestamp, Type.Null()]);

export const WebhookSubscription = Type.Object({
  id: Type.String({ format: 'uuid' }),
  url: Type.String(),
  topics: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  disabledReason: Type.Union([Type.String(), Type.Null()]),
  disabledAt: NullableTimestamp,
  failingSince: Type.Union([Timestamp, Type.Null()], {
    description: 'Since when every attempt has failed; 5 days of it disable the endpoint',
  }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type WebhookSubscription = Static<typeof WebhookSubscription>;

export const CreatedWebhookSubscription = Type.Object({
  subscription: WebhookSubscription,
  secret: Type.String({ description: 'The signing secret (whsec_…), shown this once only' }),
});
export type CreatedWebhookSubscription = Static<typeof CreatedWebhookSubscription>;

export const WebhookSubscriptionList = Type.Object({
  subscriptions: Type.Array(WebhookSubscription),
  topics: Type.Array(Type.String(), { description: 'Every topic a subscription may choose' }),
});
export type WebhookSubscriptionList = Static<typeof WebhookSubscriptionList>;

export const NewWebhookSubscription = Type.Object(
  { url: Url, topics: Type.Array(Topic, { minItems: 1, maxItems: WEBHOOK_TOPICS.length }) },
  {
    additionalProperties: false,
    examples: [{ url: 'https://example.com/estiba/webhooks', topics: ['order.shipped', 'stock.changed'] }],
  },
);
export type NewWebhookSubscription = Static<typeof NewWebhookSubscription>;

export const WebhookSubscriptionChanges = Type.Object(
  {
    url: Type.Optional(Url),
    topics: Type.Optional(Type.Array(Topic, { minItems: 1, maxItems: WEBHOOK_TOPICS.length })),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, examples: [{ enabled: false }, { topics: ['order.shipped'] }] },
);
export type WebhookSubscriptionChanges = Static<typeof WebhookSubscriptionChanges>;

export const WebhookAttempt = Type.Object({
  attemptedAt: Timestamp,
  httpStatus: Type.Union([Type.Integer(), Type.Null()], { description: 'Null when no answer came' }),
  durationMs: Type.Integer(),
  responseExcerpt: Type.Union([Type.String(), Type.Null()], { description: "The answer's first 1 KB" }),
  error: Type.Union([Type.String(), Type.Null()]),
});
export type WebhookAttempt = Static<typeof WebhookAttempt>;

export const WebhookDelivery = Type.Object({
  id: Type.String({ format: 'uuid' }),
  subscriptionId: Type.String({ format: 'uuid' }),
  messageId: Type.String({ description: 'The webhook-id header: the same on every retry and replay' }),
  eventId: Type.Union([Type.String(), Type.Null()], { description: 'Null for a test message' }),
  eventName: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]),
  nextAttemptAt: NullableTimestamp,
  occurredAt: Timestamp,
  createdAt: Timestamp,
  attempts: Type.Array(WebhookAttempt),
});
export type WebhookDelivery = Static<typeof WebhookDelivery>;

export const WebhookDeliveryList = Type.Object({ deliveries: Type.Array(WebhookDelivery) });
export type WebhookDeliveryList = Static<typeof WebhookDeliveryList>;

export const DELIVERIES_LIMIT = 100;

export const DeliveriesQuery = Type.Object(
  {
    status: Type.Optional(
      Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]),
    ),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: DELIVERIES_LIMIT, default: 50 })),
  },
  { additionalProperties: false },
);
export type DeliveriesQuery = Static<typeof DeliveriesQuery>;

export const ReplayFailedBody = Type.Object(
  { since: Type.String({ format: 'date-time', description: 'Failed deliveries created from this time on' }) },
  { additionalProperties: false, examples: [{ since: '2026-11-25T00:00:00Z' }] },
);
export type ReplayFailedBody = Static<typeof ReplayFailedBody>;

export const ReplayedCount = Type.Object({ replayed: Type.Integer() });
export type ReplayedCount = Static<typeof ReplayedCount>;

export const SubscriptionParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const DeliveryParams = Type.Object({ deliveryId: Type.String({ format: 'uuid' }) });
