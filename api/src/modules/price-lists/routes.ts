// HTTP routes of the price lists: what the public Prices page and its calculators read.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { catalogueAnswers } from '../../platform/cached-answer.js';
import { catalogueLanguage, varyByAcceptLanguage } from '../../platform/catalogue-language.js';
import {
  priceListCategories,
  priceListRanges,
  priceListServices,
  warehouses,
} from '../../platform/db/schema.js';
import { listWarehousePrices } from './repository.js';
import { warehousePricesSchema } from './schemas.js';

/** Everything the answer is made of: a write to any of them reassembles it. */
export const PRICE_LIST_TABLES = [warehouses, priceListCategories, priceListServices, priceListRanges];

export const priceListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answers = await catalogueAnswers(app, PRICE_LIST_TABLES);

  app.get('/warehouse/prices', { schema: warehousePricesSchema }, async (request, reply) => {
    // The names' language follows the header, so shared caches must keep one copy per language.
    varyByAcceptLanguage(reply);
    const language = catalogueLanguage(request.headers['accept-language']);
    return answers.send(request, reply, language, () => listWarehousePrices(app.database.db, language));
  });
};
