// HTTP routes of the carriers: the public Carriers page (country tabs, then each country's carrier cards).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { catalogueAnswers } from '../../platform/cached-answer.js';
import { catalogueLanguage, varyByAcceptLanguage } from '../../platform/catalogue-language.js';
import {
  additionalServiceNames,
  additionalServices,
  carrierAdditionalServices,
  carrierDescriptions,
  carriers,
  carrierServices,
} from '../../platform/db/schema.js';
import { ValidationFailed } from '../../platform/errors.js';
import { logoUrl } from '../media/logo-url.js';
import { countCarriersByCountry, listCarriers } from './repository.js';
import { carriersSchema } from './schemas.js';

export const MISSING_CARRIERS_QUERY =
  'Give country_code (a two-letter country code such as MX) or return_object=true.';

/** Everything the answers are made of: a write to any of them reassembles them. */
export const CARRIER_TABLES = [
  carriers,
  carrierDescriptions,
  carrierServices,
  additionalServices,
  additionalServiceNames,
  carrierAdditionalServices,
];

/** Every two-letter country code in both languages. */
const MAX_KEPT_ANSWERS = 26 * 26 * 2;

export const carrierRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answers = await catalogueAnswers(app, CARRIER_TABLES, { maxEntries: MAX_KEPT_ANSWERS });

  app.get('/landings/carriers', { schema: carriersSchema }, async (request, reply) => {
    const { country_code: countryCode, return_object: returnObject } = request.query;
    if (returnObject === true) {
      return answers.send(request, reply, 'counts', () => countCarriersByCountry(app.database.db));
    }
    if (countryCode === undefined) throw new ValidationFailed(MISSING_CARRIERS_QUERY);
    // The description's language follows the header, so shared caches must keep one copy per language.
    varyByAcceptLanguage(reply);
    const country = countryCode.toUpperCase();
    const language = catalogueLanguage(request.headers['accept-language']);
    return answers.send(request, reply, `${country}\n${language}`, () =>
      listCarriers(app.database.db, country, language, (slug) => logoUrl(app, 'carriers', slug)),
    );
  });
};
