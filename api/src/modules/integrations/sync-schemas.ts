// Sync now (issue 19, store-sync): POST client/shop/:id/sync enqueues the shop's product sync. Only TypeBox here.
import Type, { type Static } from 'typebox';
import { errorResponseRef } from '../../platform/error-schema.js';
import { bearerSecurity } from '../../platform/route-schemas.js';

export const SyncShopParams = Type.Object({
  id: Type.String({ format: 'uuid', description: 'The shop id' }),
});
export type SyncShopParams = Static<typeof SyncShopParams>;

export const SyncAccepted = Type.Object({
  jobId: Type.String({
    format: 'uuid',
    description:
      'Follow it with GET /jobs/{jobId}, the job.progress event, or updated-products-count (products.sync_progress)',
  }),
});
export type SyncAccepted = Static<typeof SyncAccepted>;

export const syncShopSchema = {
  tags: ['integrations'],
  summary: "Sync now: reads the shop's products again, as a job",
  description:
    'Listings are written and linked to the products of the same SKU (the main shop’s new SKUs become products); ' +
    'progress goes out as updated-products-count. A sync already waiting or running for the shop answers its ' +
    'job. 404 for a shop not the caller’s; 409 for a shop that is not connected.',
  security: bearerSecurity,
  params: SyncShopParams,
  response: {
    202: SyncAccepted,
    401: errorResponseRef,
    403: errorResponseRef,
    404: errorResponseRef,
    409: errorResponseRef,
  },
};
