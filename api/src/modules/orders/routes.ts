// HTTP routes of the merchant's orders (spec point 3 and issue 17): list, filters, detail, create, process, cancel,
// bulk delete. The comments and files routes are comments-routes.ts's; the floor's are floor-routes.ts's.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IDEMPOTENT_REPLAY_HEADER } from '../../platform/idempotency.js';
import { sessionOf } from '../accounts/authentication.js';
import {
  cancelOrderSchema,
  createOrderSchema,
  deleteOrdersSchema,
  listOrdersSchema,
  orderDetailSchema,
  orderFiltersSchema,
  processOrderSchema,
  processOrdersSchema,
} from './route-schemas.js';
import { OrdersService } from './service.js';

export const ordersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const orders = new OrdersService(app.database);
  const authenticated = { preHandler: app.authenticate };

  app.get('/client/orders', { schema: listOrdersSchema, ...authenticated }, async (request) =>
    orders.list(sessionOf(request), request.query, request.headers.timezone),
  );

  app.get('/client/orders/filters', { schema: orderFiltersSchema, ...authenticated }, async (request) =>
    orders.filters(sessionOf(request)),
  );

  app.get('/client/order/:id', { schema: orderDetailSchema, ...authenticated }, async (request) =>
    orders.detail(sessionOf(request), request.params.id),
  );

  app.post('/client/order', { schema: createOrderSchema, ...authenticated }, async (request, reply) => {
    const answer = await orders.create(sessionOf(request), request.headers['idempotency-key'], request.body);
    if (answer.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
    return reply.status(201).send(answer.body);
  });

  app.post('/client/order/:id/process', { schema: processOrderSchema, ...authenticated }, async (request) =>
    orders.process(sessionOf(request), request.params.id),
  );

  app.post('/client/orders/process', { schema: processOrdersSchema, ...authenticated }, async (request) =>
    orders.processMany(sessionOf(request), request.body.orderIds),
  );

  app.post('/client/order/:id/cancel', { schema: cancelOrderSchema, ...authenticated }, async (request) =>
    orders.cancel(sessionOf(request), request.params.id),
  );

  app.delete('/client/order', { schema: deleteOrdersSchema, ...authenticated }, async (request) =>
    orders.deleteMany(sessionOf(request), request.body.orderIds),
  );
};
