// HTTP routes of the catalogue module: data the public site and the register form read without signing in.
import type { FastifyInstance } from 'fastify';
import { displayLanguage, listCountries } from './countries.js';
import { LocaleBundles } from './locales.js';
import { countriesSchema, localeSchema, type LocaleParams, type LocaleQuery } from './schemas.js';

export async function catalogRoutes(app: FastifyInstance, options: { localesDir: string }): Promise<void> {
  const locales = new LocaleBundles(options.localesDir);

  app.get('/countries', { schema: countriesSchema }, async (request) =>
    listCountries(app.database.db, displayLanguage(request.headers['accept-language'])),
  );

  app.get<{ Params: LocaleParams; Querystring: LocaleQuery }>(
    '/locales/:language',
    { schema: localeSchema },
    async (request) => {
      const { language } = request.params;
      const { key } = request.query;
      return key === undefined ? locales.bundle(language) : locales.message(language, key);
    },
  );
}
