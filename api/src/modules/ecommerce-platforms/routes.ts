// HTTP route of the e-commerce platforms: the public E-commerces page and the integrations list.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { catalogueAnswers } from '../../platform/cached-answer.js';
import { ecommercePlatforms } from '../../platform/db/schema.js';
import { logoUrl } from '../media/logo-url.js';
import { listEcommercePlatforms } from './repository.js';
import { ecommercePlatformsSchema } from './schemas.js';

export const ecommercePlatformRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answers = await catalogueAnswers(app, [ecommercePlatforms]);

  // One answer for everyone: the logos' URLs come from configuration, not from the caller's Host.
  app.get('/ecommerce-platforms', { schema: ecommercePlatformsSchema }, async (request, reply) =>
    answers.send(request, reply, 'all', () =>
      listEcommercePlatforms(app.database.db, (slug) => logoUrl(app, 'ecommerce-platforms', slug)),
    ),
  );
};
