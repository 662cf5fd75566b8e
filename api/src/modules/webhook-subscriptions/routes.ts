// Outgoing webhooks (issue 20): the merchants' routes, and the delivery machinery wired to the app — the
// dispatcher job (scheduled every minute to catch up, and run at once when the outbox notifies a commit), the
// delivery task, and the sweeper that sends lost deliveries again.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionOf } from '../accounts/authentication.js';
import { EVENTS_CHANNEL } from '../../platform/events/outbox.js';
import { IDEMPOTENT_REPLAY_HEADER } from '../../platform/idempotency.js';
import { DELIVER_TASK, DISPATCH_JOB, type DeliverData } from './delivery.js';
import {
  createSubscriptionSchema,
  deleteSubscriptionSchema,
  deliveriesSchema,
  listSubscriptionsSchema,
  replayDeliverySchema,
  replayFailedSchema,
  testSubscriptionSchema,
  updateSubscriptionSchema,
} from './route-schemas.js';
import { webhookSubscriptions, type WebhookWiringOptions } from './wiring.js';

export type WebhookSubscriptionsOptions = WebhookWiringOptions;

/** Deliveries a process sends at once. */
const DELIVERY_BATCH = 20;
/** Outbox notifications closer together than this start one dispatch, not one each. */
const DISPATCH_COALESCE_MS = 100;

export const webhookSubscriptionsRoutes: FastifyPluginAsyncTypebox<WebhookSubscriptionsOptions> = async (
  app,
  options,
) => {
  const log = app.log.child({ component: 'webhooks' });
  const { service, delivery } = webhookSubscriptions(app, options);

  app.jobs.schedule(DISPATCH_JOB, { cron: '* * * * *', timeZone: 'UTC' }, async () => {
    await delivery.dispatch();
    await delivery.sweep();
  });
  app.jobs.task<DeliverData>(DELIVER_TASK, ({ data }) => delivery.deliver(data.deliveryId), {
    // A run that dies is retried by pg-boss; a delivery's own schedule is kept by the deliveries table.
    // Deliveries go out in parallel batches: one slow endpoint does not hold the others.
    batchSize: DELIVERY_BATCH,
    retryLimit: 3,
    retryDelaySeconds: 5,
    expireInSeconds: Math.ceil(options.timeoutMs / 1000) + 60,
  });

  // A committed event wakes a dispatch at once (any process may run it); the minute's schedule catches up on
  // notifications lost meanwhile.
  let pending: NodeJS.Timeout | null = null;
  const wake = () => {
    pending ??= setTimeout(() => {
      pending = null;
      app.jobs
        .runNow(DISPATCH_JOB)
        .catch((error: unknown) => log.error({ err: error }, 'could not start a dispatch'));
    }, DISPATCH_COALESCE_MS);
  };
  let unlisten: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    unlisten = await app.database.listen(EVENTS_CHANNEL, {
      message: wake,
      live: (isLive) => {
        if (isLive) wake();
      },
    });
  });
  app.addHook('preClose', async () => {
    if (pending) clearTimeout(pending);
    pending = null;
    await unlisten?.();
  });

  const authenticated = { preHandler: app.authenticate };

  app.post(
    '/client/webhook-subscriptions',
    { schema: createSubscriptionSchema, ...authenticated },
    async (request, reply) => {
      const answer = await service.create(
        sessionOf(request),
        request.headers['idempotency-key'].trim(),
        request.body,
      );
      if (answer.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      return reply.status(201).send(answer.body);
    },
  );

  app.get('/client/webhook-subscriptions', { schema: listSubscriptionsSchema, ...authenticated }, (request) =>
    service.list(sessionOf(request)),
  );

  app.put(
    '/client/webhook-subscriptions/:id',
    { schema: updateSubscriptionSchema, ...authenticated },
    (request) => service.update(sessionOf(request), request.params.id, request.body),
  );

  app.delete(
    '/client/webhook-subscriptions/:id',
    { schema: deleteSubscriptionSchema, ...authenticated },
    async (request, reply) => {
      await service.remove(sessionOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/client/webhook-subscriptions/:id/test',
    { schema: testSubscriptionSchema, ...authenticated },
    async (request, reply) =>
      reply.status(202).send(await service.sendTest(sessionOf(request), request.params.id)),
  );

  app.get(
    '/client/webhook-subscriptions/:id/deliveries',
    { schema: deliveriesSchema, ...authenticated },
    (request) => service.deliveries(sessionOf(request), request.params.id, request.query),
  );

  app.post(
    '/client/webhook-deliveries/:deliveryId/replay',
    { schema: replayDeliverySchema, ...authenticated },
    async (request, reply) =>
      reply.status(202).send(await service.replay(sessionOf(request), request.params.deliveryId)),
  );

  app.post(
    '/client/webhook-subscriptions/:id/replay',
    { schema: replayFailedSchema, ...authenticated },
    async (request, reply) =>
      reply
        .status(202)
        .send(await service.replayFailed(sessionOf(request), request.params.id, request.body.since)),
  );
};
