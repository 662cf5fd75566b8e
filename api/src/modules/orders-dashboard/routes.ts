// HTTP routes of the orders widgets of the dashboard (issue 20): the merchant's today by warehouse status and
// shipped per day, the staff's work queue summary. Registered in server.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionOf } from '../accounts/authentication.js';
import { byWarehouseStatusSchema, shippedPerDaySchema, workQueueSummarySchema } from './schemas.js';
import { OrdersDashboardService } from './service.js';

export const ordersDashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const dashboard = new OrdersDashboardService(app.database);
  const authenticated = { preHandler: app.authenticate };

  app.get(
    '/dashboard/orders/by-warehouse-status',
    { schema: byWarehouseStatusSchema, ...authenticated },
    async (request) => dashboard.byWarehouseStatus(sessionOf(request), request.headers.timezone),
  );

  app.get(
    '/dashboard/orders/shipped-per-day',
    { schema: shippedPerDaySchema, ...authenticated },
    async (request) => dashboard.shippedPerDay(sessionOf(request), request.query, request.headers.timezone),
  );

  app.get(
    '/staff/dashboard/work-queue',
    { schema: workQueueSummarySchema, ...authenticated },
    async (request) => dashboard.workQueue(sessionOf(request), request.query),
  );
};
