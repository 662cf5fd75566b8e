// HTTP routes of returns (issue 17): the merchant's under client/ and the warehouse's under staff/returns.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IDEMPOTENT_REPLAY_HEADER } from '../../platform/idempotency.js';
import { sessionOf } from '../accounts/authentication.js';
import {
  cancelReturnSchema,
  closeReturnSchema,
  createReturnSchema,
  listReturnsSchema,
  receiveReturnSchema,
  returnDetailSchema,
  sendReturnSchema,
  staffReturnSchema,
  staffReturnsSchema,
} from './route-schemas.js';
import { ReturnsService } from './service.js';

export const returnsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const returns = new ReturnsService(app.database);
  const authenticated = { preHandler: app.authenticate };

  app.get('/client/returns', { schema: listReturnsSchema, ...authenticated }, async (request) =>
    returns.list(sessionOf(request), request.query),
  );

  app.get('/client/return/:id', { schema: returnDetailSchema, ...authenticated }, async (request) =>
    returns.detail(sessionOf(request), request.params.id),
  );

  app.post('/client/returns', { schema: createReturnSchema, ...authenticated }, async (request, reply) => {
    const answer = await returns.create(
      sessionOf(request),
      request.headers['idempotency-key'].trim(),
      request.body,
    );
    if (answer.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
    return reply.status(201).send(answer.body);
  });

  app.post('/client/return/:id/send', { schema: sendReturnSchema, ...authenticated }, async (request) =>
    returns.transition(sessionOf(request), request.params.id, 'send', {
      trackingNumber: request.body.trackingNumber,
    }),
  );

  app.post('/client/return/:id/cancel', { schema: cancelReturnSchema, ...authenticated }, async (request) =>
    returns.transition(sessionOf(request), request.params.id, 'cancel'),
  );

  app.post('/client/return/:id/close', { schema: closeReturnSchema, ...authenticated }, async (request) =>
    returns.transition(sessionOf(request), request.params.id, 'close'),
  );

  app.get('/staff/returns', { schema: staffReturnsSchema, ...authenticated }, async (request) =>
    returns.staffList(sessionOf(request), request.query),
  );

  app.get('/staff/returns/:id', { schema: staffReturnSchema, ...authenticated }, async (request) =>
    returns.staffDetail(sessionOf(request), request.params.id),
  );

  app.post('/staff/returns/:id/receive', { schema: receiveReturnSchema, ...authenticated }, async (request) =>
    returns.receive(sessionOf(request), request.params.id, request.body),
  );
};
