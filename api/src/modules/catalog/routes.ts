// HTTP routes of the catalogue module: data the public site and the register form read without signing in.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { catalogueAnswers, directoryAnswers } from '../../platform/cached-answer.js';
import { varyByAcceptLanguage } from '../../platform/catalogue-language.js';
import { countries } from '../../platform/db/schema.js';
import { displayLanguage, listCountries } from './countries.js';
import { LocaleBundles } from './locales.js';
import { countriesSchema, localeSchema } from './schemas.js';

/** Key of the English names, which are the stored ones. */
const STORED_NAMES = 'en';
/**
 * The bundles are kept per language and per message (the single-key refresh); only answers found are kept, so
 * this is never reached with today's few hundred messages and only bounds a much larger set of texts.
 */
const MAX_KEPT_BUNDLE_ANSWERS = 20_000;

export const catalogRoutes: FastifyPluginAsyncTypebox<{ localesDir: string }> = async (app, options) => {
  const locales = new LocaleBundles(options.localesDir);
  const countryLists = await catalogueAnswers(app, [countries]);
  const bundles = directoryAnswers(app, options.localesDir, { maxEntries: MAX_KEPT_BUNDLE_ANSWERS });

  app.get('/countries', { schema: countriesSchema }, async (request, reply) => {
    // The names' language follows the header, so shared caches must keep one copy per language.
    varyByAcceptLanguage(reply);
    const language = displayLanguage(request.headers['accept-language']);
    return countryLists.send(request, reply, language ?? STORED_NAMES, () =>
      listCountries(app.database.db, language),
    );
  });

  app.get('/locales/:language', { schema: localeSchema }, async (request, reply) => {
    const { language } = request.params;
    const { key } = request.query;
    return bundles.send(request, reply, key === undefined ? language : `${language}\n${key}`, () =>
      key === undefined ? locales.bundle(language) : locales.message(language, key),
    );
  });
};
