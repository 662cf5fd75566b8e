// HTTP routes of the inventory's dashboard widgets (issue 20): the merchant's stock per warehouse, products below
// their days of cover and receiving orders due; the staff's receiving queue.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionOf } from '../accounts/authentication.js';
import {
  belowCoverSchema,
  receivingDueSchema,
  staffReceivingSchema,
  stockByWarehouseSchema,
} from './schemas.js';
import { InventoryDashboardService } from './service.js';

export const inventoryDashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const dashboard = new InventoryDashboardService(app.database);
  const authenticated = { preHandler: app.authenticate };

  app.get(
    '/dashboard/inventory/stock',
    { schema: stockByWarehouseSchema, ...authenticated },
    async (request) => dashboard.stockByWarehouse(sessionOf(request)),
  );

  app.get(
    '/dashboard/inventory/below-cover',
    { schema: belowCoverSchema, ...authenticated },
    async (request) => dashboard.belowCover(sessionOf(request), request.query),
  );

  app.get(
    '/dashboard/inventory/receiving-due',
    { schema: receivingDueSchema, ...authenticated },
    async (request) => dashboard.receivingDue(sessionOf(request), request.query),
  );

  app.get('/staff/dashboard/receiving', { schema: staffReceivingSchema, ...authenticated }, async (request) =>
    dashboard.staffReceiving(sessionOf(request), request.query),
  );
};
