// The shop webhooks' route (issue 19, store-sync): POST /webhooks/shopify/:resource/:event, the topic itself as
// the address (orders/create is delivered to /webhooks/shopify/orders/create, as store-connect subscribes it),
// signed by the shop with X-Shopify-Hmac-Sha256 over the raw body. Only TypeBox here.
import Type, { type Static } from 'typebox';
import { errorResponseRef } from '../../platform/error-schema.js';
import { literals } from '../../platform/route-schemas.js';

/** Shopify's topic (X-Shopify-Topic, 'orders/create'): its resource and its event. */
export const WebhookParams = Type.Object({
  resource: Type.String({ pattern: '^[a-z_]{1,40}$', examples: ['orders'] }),
  event: Type.String({ pattern: '^[a-z_]{1,40}$', examples: ['create'] }),
});
export type WebhookParams = Static<typeof WebhookParams>;

export const WEBHOOK_OUTCOMES = ['created', 'duplicate', 'exists', 'disconnected', 'ignored'] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

export const WebhookAnswer = Type.Object({
  outcome: literals([...WEBHOOK_OUTCOMES], {
    description:
      'created: the delivery made its order; duplicate: this X-Shopify-Webhook-Id was handled already; exists: ' +
      'the shop’s order is here already (another delivery made it); disconnected: app/uninstalled took the shop’s ' +
      'token; ignored: a topic Estiba does not act on',
  }),
  orderId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
});
export type WebhookAnswer = Static<typeof WebhookAnswer>;

export const shopifyWebhookSchema = {
  tags: ['integrations'],
  summary: 'A webhook from a Shopify store (or the sandbox store): orders/create makes the order',
  description:
    'Verified before anything is read: X-Shopify-Hmac-Sha256 must be the base64 HMAC-SHA256 of the raw body with ' +
    'the app secret (401 otherwise, nothing written). X-Shopify-Webhook-Id is handled once: a second delivery ' +
    'answers duplicate and changes nothing. The shop is found by X-Shopify-Shop-Domain among connected shops ' +
    '(404 otherwise). orders/create creates the order with source shop, sent to process at once when the ' +
    'shop’s automatic orders are on; 409 with the reason when it cannot be made yet (a line no product has, no ' +
    'warehouse), so the shop delivers it again once the merchant has fixed it; 400 for a body that is no order.',
  params: WebhookParams,
  response: {
    200: WebhookAnswer,
    400: errorResponseRef,
    401: errorResponseRef,
    404: errorResponseRef,
    409: errorResponseRef,
  },
};
