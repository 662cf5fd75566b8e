// HTTP routes of inventory: the merchant's inventory list (spec call GET warehouse/inventory?limit=75) and staff
// stock adjustments through the ledger.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asOperator } from '../../platform/db/scope.js';
import { sessionOf } from '../accounts/authentication.js';
import { runStockDriftCheck, STOCK_DRIFT_CRON, STOCK_DRIFT_JOB } from './drift.js';
import { merchantSession } from './merchant.js';
import { inventoryListSchema, stockAdjustmentSchema } from './schemas.js';
import { InventoryService } from './service.js';

export const inventoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const inventory = new InventoryService(app.database);
  const authenticated = { preHandler: app.authenticate };

  // Nightly: compares every stock level with its ledger rebuild and logs the differences (never fixes them).
  app.jobs.schedule(
    STOCK_DRIFT_JOB,
    { cron: STOCK_DRIFT_CRON, timeZone: 'UTC' },
    async ({ database, log }) => {
      await runStockDriftCheck((work) => asOperator(database, work), log);
    },
  );

  app.get('/warehouse/inventory', { schema: inventoryListSchema, ...authenticated }, async (request) =>
    inventory.list(merchantSession(sessionOf(request)), request.query),
  );

  app.post(
    '/warehouse/stock-adjustments',
    { schema: stockAdjustmentSchema, ...authenticated },
    async (request, reply) =>
      reply.status(201).send(await inventory.adjust(sessionOf(request), request.body)),
  );
};
