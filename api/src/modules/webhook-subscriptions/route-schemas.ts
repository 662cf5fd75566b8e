// Route schemas of the webhook subscriptions (OpenAPI and validation).
import Type from 'typebox';
import { errorResponseRef } from '../../platform/error-schema.js';
import {
  CreatedWebhookSubscription,
  DeliveriesQuery,
  DeliveryParams,
  NewWebhookSubscription,
  ReplayedCount,
  ReplayFailedBody,
  SubscriptionParams,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookSubscription,
  WebhookSubscriptionChanges,
  WebhookSubscriptionList,
} from './schemas.js';

const errors = {
  400: errorResponseRef,
  401: errorResponseRef,
  403: errorResponseRef,
  404: errorResponseRef,
  409: errorResponseRef,
  422: errorResponseRef,
};
const security = [{ bearerAuth: [] }];
const tags = ['webhook-subscriptions'];

export const createSubscriptionSchema = {
  tags,
  summary: 'Subscribes an endpoint to topics; the signing secret is in this answer only',
  description:
    'Messages are signed the Standard Webhooks way (webhook-id, webhook-timestamp, webhook-signature: v1,<base64 ' +
    'HMAC-SHA256 of "id.timestamp.body">, keyed with the base64 after whsec_). The Idempotency-Key header is ' +
    'required: the same key and body answer the first 201 again (header Idempotent-Replayed: true, secret ' +
    'included); the same key with another body answers 422.',
  security,
  headers: Type.Object({
    'idempotency-key': Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'One per attempt to create',
    }),
  }),
  body: NewWebhookSubscription,
  response: { 201: CreatedWebhookSubscription, ...errors },
};

export const listSubscriptionsSchema = {
  tags,
  summary: "The caller's webhook subscriptions, oldest first, and the topics to choose from",
  security,
  response: { 200: WebhookSubscriptionList, ...errors },
};

export const updateSubscriptionSchema = {
  tags,
  summary: "Changes a subscription's URL or topics, or enables or disables it",
  description: 'Enabling a subscription again starts its failing streak over.',
  security,
  params: SubscriptionParams,
  body: WebhookSubscriptionChanges,
  response: { 200: WebhookSubscription, ...errors },
};

export const deleteSubscriptionSchema = {
  tags,
  summary: 'Deletes a subscription and its delivery log',
  security,
  params: SubscriptionParams,
  response: { 204: Type.Null(), ...errors },
};

export const testSubscriptionSchema = {
  tags,
  summary: 'Sends a webhook.test message to the endpoint now',
  security,
  params: SubscriptionParams,
  response: { 202: WebhookDelivery, ...errors },
};

export const deliveriesSchema = {
  tags,
  summary: "A subscription's delivery log, latest first, each delivery with its attempts",
  security,
  params: SubscriptionParams,
  querystring: DeliveriesQuery,
  response: { 200: WebhookDeliveryList, ...errors },
};

export const replayDeliverySchema = {
  tags,
  summary: 'Sends a delivery that succeeded or failed again (a new round of retries)',
  security,
  params: DeliveryParams,
  response: { 202: WebhookDelivery, ...errors },
};

export const replayFailedSchema = {
  tags,
  summary: 'Sends again every failed delivery of the subscription created since a time',
  security,
  params: SubscriptionParams,
  body: ReplayFailedBody,
  response: { 202: ReplayedCount, ...errors },
};
