// HTTP routes of the price lists: what the public Prices page and its calculators read.
import type { FastifyInstance } from 'fastify';
import { catalogueLanguage, varyByAcceptLanguage } from '../../platform/catalogue-language.js';
import { listWarehousePrices } from './repository.js';
import { warehousePricesSchema } from './schemas.js';

export async function priceListRoutes(app: FastifyInstance): Promise<void> {
  app.get('/warehouse/prices', { schema: warehousePricesSchema }, async (request, reply) => {
    // The names' language follows the header, so shared caches must keep one copy per language.
    varyByAcceptLanguage(reply);
    return listWarehousePrices(app.database.db, catalogueLanguage(request.headers['accept-language']));
  });
}
