// HTTP routes of What's New (issue 19): the merchant's GET user/{id}/all-features and PUT feature-viewed (spec
// point 7), and the operator's announcement desk under staff/ (the /floor/announcements screen of mf-settings).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IDEMPOTENT_REPLAY_HEADER } from '../../platform/idempotency.js';
import { sessionOf } from '../accounts/authentication.js';
import {
  allFeaturesSchema,
  featureViewedSchema,
  staffCreateSchema,
  staffListSchema,
  staffPublishSchema,
  staffUnpublishSchema,
} from './schemas.js';
import { FeatureAnnouncementsService } from './service.js';

export const featureAnnouncementsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new FeatureAnnouncementsService(app.database);
  const authenticated = { preHandler: app.authenticate };

  app.get('/user/:id/all-features', { schema: allFeaturesSchema, ...authenticated }, (request) =>
    service.allFeatures(sessionOf(request), request.params.id),
  );

  app.put('/feature-viewed', { schema: featureViewedSchema, ...authenticated }, (request) =>
    service.viewed(sessionOf(request), request.body),
  );

  app.get('/staff/feature-announcements', { schema: staffListSchema, ...authenticated }, (request) =>
    service.list(sessionOf(request)),
  );

  app.post(
    '/staff/feature-announcements',
    { schema: staffCreateSchema, ...authenticated },
    async (request, reply) => {
      const { announcement, created } = await service.create(
        sessionOf(request),
        request.headers['idempotency-key'],
        request.body,
      );
      if (!created) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      return reply.status(201).send(announcement);
    },
  );

  app.post(
    '/staff/feature-announcements/:id/publish',
    { schema: staffPublishSchema, ...authenticated },
    (request) => service.publish(sessionOf(request), request.params.id),
  );

  app.post(
    '/staff/feature-announcements/:id/unpublish',
    { schema: staffUnpublishSchema, ...authenticated },
    (request) => service.unpublish(sessionOf(request), request.params.id),
  );
};
