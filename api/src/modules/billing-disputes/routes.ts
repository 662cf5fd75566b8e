// HTTP routes of charge disputes (issue 18): the merchant's under client/, the staff's under staff/billing.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IDEMPOTENT_REPLAY_HEADER } from '../../platform/idempotency.js';
import { sessionOf } from '../accounts/authentication.js';
import type { BillingVisibilitySettings } from '../billing/visibility.js';
import {
  creditDisputeSchema,
  disputeDetailSchema,
  disputeMessageSchema,
  listDisputesSchema,
  openDisputeSchema,
  rejectDisputeSchema,
  staffDisputeMessageSchema,
  staffDisputeSchema,
  staffDisputesSchema,
} from './route-schemas.js';
import { BillingDisputesService } from './service.js';

export const billingDisputesRoutes: FastifyPluginAsyncTypebox<BillingVisibilitySettings> = async (
  app,
  options,
) => {
  const disputes = new BillingDisputesService(app.database, {
    isProduction: options.isProduction,
    clientAllowList: options.clientAllowList,
  });
  const authenticated = { preHandler: app.authenticate };

  app.post(
    '/client/charge/:chargeId/dispute',
    { schema: openDisputeSchema, ...authenticated },
    async (request, reply) => {
      const answer = await disputes.open(
        sessionOf(request),
        request.params.chargeId,
        request.headers['idempotency-key'].trim(),
        request.body,
      );
      if (answer.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      return reply.status(201).send(answer.body);
    },
  );

  app.get('/client/billing/disputes', { schema: listDisputesSchema, ...authenticated }, async (request) =>
    disputes.list(sessionOf(request)),
  );

  app.get('/client/billing/dispute/:id', { schema: disputeDetailSchema, ...authenticated }, async (request) =>
    disputes.detail(sessionOf(request), request.params.id),
  );

  app.post(
    '/client/billing/dispute/:id/messages',
    { schema: disputeMessageSchema, ...authenticated },
    async (request, reply) =>
      reply.status(201).send(await disputes.addMessage(sessionOf(request), request.params.id, request.body)),
  );

  app.get('/staff/billing/disputes', { schema: staffDisputesSchema, ...authenticated }, async (request) =>
    disputes.staffList(sessionOf(request), request.query),
  );

  app.get('/staff/billing/dispute/:id', { schema: staffDisputeSchema, ...authenticated }, async (request) =>
    disputes.staffDetail(sessionOf(request), request.params.id),
  );

  app.post(
    '/staff/billing/dispute/:id/messages',
    { schema: staffDisputeMessageSchema, ...authenticated },
    async (request, reply) =>
      reply
        .status(201)
        .send(await disputes.staffMessage(sessionOf(request), request.params.id, request.body)),
  );

  app.post(
    '/staff/billing/dispute/:id/reject',
    { schema: rejectDisputeSchema, ...authenticated },
    async (request) => disputes.reject(sessionOf(request), request.params.id, request.body),
  );

  app.post(
    '/staff/billing/dispute/:id/credit',
    { schema: creditDisputeSchema, ...authenticated },
    async (request) => disputes.credit(sessionOf(request), request.params.id, request.body),
  );
};
