// Telling a shop an order shipped (issue 19, store-sync): the floor's ship path calls its StoreConnectors hook
// (orders/shipping-connector.ts) after the shipment has committed; here that hook enqueues a job, and the job tells
// the store through its adapter (Shopify's fulfillment, which the sandbox store speaks too). A store that is down
// or refuses fails the job, which pg-boss retries with a growing delay; nothing of it ever blocks or undoes the
// ship. An order the shop did not send (no external id) or a shop no longer connected has no one to tell.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { asClient, asOperator } from '../../platform/db/scope.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import { rowsOf } from '../inventory/ledger.js';
import type { ShippedNotice, StoreConnector, StoreConnectors } from '../orders/shipping-connector.js';
import type { StoreAdapters } from './adapters.js';
import { connectionOf, findShop } from './sync.js';

export const SHIP_NOTICE_JOB = 'shop.notify_shipped';

export interface ShipNoticeData {
  shopId: string;
  orderId: string;
  orderExternalId: string;
  trackingNumber: string;
  carrier: string;
  [key: string]: string;
}

export function registerShipNoticeJob(jobs: JobQueue, adapters: StoreAdapters): void {
  jobs.register<ShipNoticeData>(
    SHIP_NOTICE_JOB,
    async (job) => {
      const shop = await asClient(job.database, job.clientId, (tx) => findShop(tx, job.data.shopId));
      const reach = shop ? connectionOf(adapters, shop) : null;
      if (!reach) {
        job.log.info(
          { shopId: job.data.shopId, orderId: job.data.orderId },
          'shipped order: shop not connected',
        );
        return { told: false };
      }
      await reach.adapter.markShipped(reach.connection, {
        orderExternalId: job.data.orderExternalId,
        trackingNumber: job.data.trackingNumber,
        carrier: job.data.carrier,
        trackingUrl: null,
      });
      return { told: true };
    },
    // A store down for a while: 30 s, 1 min, 2 min … about 8.5 hours over ten tries.
    { retryLimit: 10, retryDelaySeconds: 30, retryBackoff: true },
  );
}

/**
 * The floor's StoreConnectors, read from the app when an order ships (the job queue exists by then, not when the
 * floor's routes are registered). Every shop with an adapter gets the same connector: enqueue the notice.
 */
export function shipmentNotices(app: FastifyInstance): StoreConnectors {
  const connector: StoreConnector = {
    async notifyShipped(notice: ShippedNotice): Promise<void> {
      if (!notice.externalId) return; // made here (file, form) under the shop: the store has no such order
      const [shop] = await asOperator(app.database, async (tx) =>
        rowsOf<{ client_id: string }>(
          await tx.execute(sql`SELECT client_id FROM shops WHERE id = ${notice.shopId}::uuid`),
        ),
      );
      if (!shop) return;
      await app.jobs.enqueue<ShipNoticeData>({
        clientId: shop.client_id,
        kind: SHIP_NOTICE_JOB,
        data: {
          shopId: notice.shopId,
          orderId: notice.orderId,
          orderExternalId: notice.externalId,
          trackingNumber: notice.trackingNumber,
          carrier: notice.carrierName,
        },
      });
    },
  };
  return { forShop: () => connector };
}
