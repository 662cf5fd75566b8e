// HTTP routes of the carriers: the public Carriers page (country tabs, then each country's carrier cards).
import type { FastifyInstance } from 'fastify';
import { catalogueLanguage, varyByAcceptLanguage } from '../../platform/catalogue-language.js';
import { ValidationFailed } from '../../platform/errors.js';
import { logoUrl } from '../media/logo-url.js';
import { countCarriersByCountry, listCarriers } from './repository.js';
import { carriersSchema, type CarriersQuery } from './schemas.js';

export const MISSING_CARRIERS_QUERY =
  'Give country_code (a two-letter country code such as MX) or return_object=true.';

export async function carrierRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: CarriersQuery }>(
    '/landings/carriers',
    { schema: carriersSchema },
    async (request, reply) => {
      const { country_code: countryCode, return_object: returnObject } = request.query;
      // The description's language follows the header, so shared caches must keep one copy per language.
      varyByAcceptLanguage(reply);
      if (returnObject === true) return countCarriersByCountry(app.database.db);
      if (countryCode === undefined) throw new ValidationFailed(MISSING_CARRIERS_QUERY);
      return listCarriers(
        app.database.db,
        countryCode.toUpperCase(),
        catalogueLanguage(request.headers['accept-language']),
        (slug) => logoUrl(app, 'carriers', slug),
      );
    },
  );
}
