// Sync now (issue 19, store-sync): the merchant asks for a shop's product sync (sync.ts's job) from /integrations.
// The shop must be theirs (row-level security: another merchant's shop is not there) and connected.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { asClient } from '../../platform/db/scope.js';
import { Conflict, Forbidden, NotFound } from '../../platform/errors.js';
import { sessionOf } from '../accounts/authentication.js';
import { rowsOf } from '../inventory/ledger.js';
import { SHOP_MESSAGES } from './service.js';
import { enqueueProductSync, registerProductSyncJob, SYNC_MESSAGES } from './sync.js';
import { registerShipNoticeJob } from './sync-shipments.js';
import { syncShopSchema } from './sync-schemas.js';

export const syncRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerProductSyncJob(app.jobs, app.storeAdapters);
  registerShipNoticeJob(app.jobs, app.storeAdapters);

  app.post(
    '/client/shop/:id/sync',
    { schema: syncShopSchema, preHandler: app.authenticate },
    async (request, reply) => {
      const session = sessionOf(request);
      if (session.role === 'admin' || session.role === 'staff')
        throw new Forbidden(SHOP_MESSAGES.merchantsOnly);
      const shopId = request.params.id;
      const jobId = await asClient(app.database, session.clientId, async (tx) => {
        const [shop] = rowsOf<{ status: string }>(
          await tx.execute(sql`SELECT status FROM shops WHERE id = ${shopId}::uuid`),
        );
        if (!shop) throw new NotFound(SHOP_MESSAGES.notFound);
        if (shop.status !== 'connected') throw new Conflict(SYNC_MESSAGES.notConnected);
        return enqueueProductSync(app.jobs, tx, {
          clientId: session.clientId,
          shopId,
          createdBy: session.userId,
        });
      });
      return reply.status(202).send({ jobId });
    },
  );
};
