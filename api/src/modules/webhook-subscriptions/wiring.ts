// The webhook subscriptions' service with its delivery half, built from the app's database, job queue and mail,
// so the portal's routes and the public API (/v1/webhook-subscriptions) share one set of rules.
import type { FastifyInstance } from 'fastify';
import { WebhookDelivery } from './delivery.js';
import { webhookSecretBox } from './secret-box.js';
import { WebhookSubscriptionsService } from './service.js';

export interface WebhookWiringOptions {
  jwtSecret: string;
  allowPrivateAddresses: boolean;
  timeoutMs: number;
  firstRetryDelayMs: number | null;
}

export function webhookSubscriptions(
  app: FastifyInstance,
  options: WebhookWiringOptions,
): { service: WebhookSubscriptionsService; delivery: WebhookDelivery } {
  const box = webhookSecretBox(options.jwtSecret);
  const delivery = new WebhookDelivery({
    database: app.database,
    jobs: app.jobs,
    mail: app.mail,
    box,
    log: app.log.child({ component: 'webhooks' }),
    allowPrivateAddresses: options.allowPrivateAddresses,
    timeoutMs: options.timeoutMs,
    firstRetryDelayMs: options.firstRetryDelayMs,
  });
  return {
    service: new WebhookSubscriptionsService(app.database, app.jobs, delivery, box, options),
    delivery,
  };
}
