// HTTP route of the e-commerce platforms: the public E-commerces page and the integrations list.
import type { FastifyInstance } from 'fastify';
import { logoUrl } from '../media/logo-url.js';
import { listEcommercePlatforms } from './repository.js';
import { ecommercePlatformsSchema } from './schemas.js';

export async function ecommercePlatformRoutes(app: FastifyInstance): Promise<void> {
  app.get('/ecommerce-platforms', { schema: ecommercePlatformsSchema }, async () =>
    listEcommercePlatforms(app.database.db, (slug) => logoUrl(app, 'ecommerce-platforms', slug)),
  );
}
