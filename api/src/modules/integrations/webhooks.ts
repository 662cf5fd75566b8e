// POST /webhooks/shopify/:resource/:event (issue 19, store-sync): shop webhooks, from Shopify or the sandbox store that
// speaks its protocol. Nothing in a delivery is believed before its signature is: the body is kept as the bytes
// that were sent (X-Shopify-Hmac-Sha256 signs bytes, and JSON parsed and written again is not the same bytes), the
// shop named by X-Shopify-Shop-Domain picks the adapter whose app secret signed it, and only a delivery that
// verifies (constant-time, in the adapter) is parsed and handed to the service. A bad or missing signature, or a
// domain no connected shop has, answers 401 and writes nothing.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ValidationFailed, Unauthorized } from '../../platform/errors.js';
import { assertSafeInput } from '../../platform/input-guard.js';
import { SHOP_DOMAIN_HEADER, TOPIC_HEADER, WEBHOOK_ID_HEADER } from './shopify-protocol.js';
import { shopifyWebhookSchema } from './webhooks-schemas.js';
import { findShopByDomain, WEBHOOK_MESSAGES, WebhooksService } from './webhooks-service.js';

/** Shopify's deliveries are far smaller; an order of 200 lines with its addresses is well under this. */
export const MAX_WEBHOOK_BYTES = 1024 * 1024;

/** The raw bodies of this plugin's requests, kept beside the request rather than as its parsed body. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export const webhooksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new WebhooksService(app.database);

  // Encapsulated: only these routes keep JSON as bytes. The parsed body is left empty (the input guard, which
  // walks parsed bodies, would walk a Buffer byte by byte); the guard's check runs on the JSON once it is verified.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: MAX_WEBHOOK_BYTES },
    (request, body, done) => {
      rawBodies.set(request, body as Buffer);
      done(null, undefined);
    },
  );

  app.post('/webhooks/shopify/:resource/:event', { schema: shopifyWebhookSchema }, async (request) => {
    const rawBody = rawBodies.get(request) ?? Buffer.alloc(0);
    const domain = header(request, SHOP_DOMAIN_HEADER);
    const shop = domain ? await findShopByDomain(app.database, domain) : null;
    // The adapter of the shop's platform (storeAdaptersPlugin): its app secret is the one that signed.
    const adapter = shop ? app.storeAdapters.forPlatform(shop.platform) : null;
    if (!shop || !adapter || !adapter.verifyWebhook({ rawBody, headers: request.headers })) {
      request.log.warn({ shopDomain: domain, found: shop !== null }, 'shop webhook refused: not verified');
      throw new Unauthorized(WEBHOOK_MESSAGES.badSignature);
    }
    const topic = header(request, TOPIC_HEADER);
    if (!topic) throw new ValidationFailed(WEBHOOK_MESSAGES.missingHeader('X-Shopify-Topic'));
    if (topic !== `${request.params.resource}/${request.params.event}`)
      throw new ValidationFailed(WEBHOOK_MESSAGES.topicMismatch);
    const webhookId = header(request, WEBHOOK_ID_HEADER);
    if (!webhookId || webhookId.length > 128)
      throw new ValidationFailed(WEBHOOK_MESSAGES.missingHeader('X-Shopify-Webhook-Id'));
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new ValidationFailed(WEBHOOK_MESSAGES.notJson);
    }
    assertSafeInput({ params: request.params, query: request.query, body });
    return service.receive(shop, { webhookId, topic, body });
  });
};
