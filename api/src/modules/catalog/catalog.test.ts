import { startTestApp, type TestApp } from '../../test/app.js';

const PRODUCT_COUNTRIES = ['MX', 'US', 'CO', 'AR', 'CL', 'ES'];

describe('catalog routes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  describe('GET /countries', () => {
    it('lists the countries with id, name and phone code, in English by default', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/countries' });
      expect(response.statusCode).toBe(200);
      const countries = response.json() as { id: number; code: string; name: string; phone_code: string }[];
      expect(countries.map((c) => c.code)).toEqual(expect.arrayContaining(PRODUCT_COUNTRIES));
      expect(countries.length).toBeGreaterThan(PRODUCT_COUNTRIES.length + 10);
      expect(countries.find((c) => c.code === 'MX')).toEqual({
        id: 1,
        code: 'MX',
        name: 'Mexico',
        phone_code: '+52',
      });
      const names = countries.map((c) => c.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    });

    it("names the countries in the caller's language", async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/countries',
        headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' },
      });
      const countries = response.json() as { code: string; name: string }[];
      const names = Object.fromEntries(countries.map((c) => [c.code, c.name]));
      expect(names).toMatchObject({ MX: 'México', US: 'Estados Unidos', ES: 'España', PE: 'Perú' });
    });
  });

  describe('GET /locales/:language', () => {
    it('serves the whole bundle of a language', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/locales/es-MX' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ 'search.noResults': 'Sin resultados..' });
      expect(Object.keys(response.json())).toHaveLength(3);
    });

    it('serves one message for the single-key refresh', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/locales/en-US?key=search.noResults' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ 'search.noResults': 'No results..' });
    });

    it('answers 404 for a key the language does not have', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/locales/en-US?key=nope.missing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'No message "nope.missing" in the en-US translations.',
      });
    });

    it('answers 404 for a language it does not offer', async () => {
      const unknown = await t.app.inject({ method: 'GET', url: '/locales/fr-FR' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('No translations for language "fr-FR".');

      // es-CO is offered, but the fixture folder has no file for it.
      const missingFile = await t.app.inject({ method: 'GET', url: '/locales/es-CO' });
      expect(missingFile.statusCode).toBe(404);
    });

    it('answers 400 with the reason for a malformed language', async () => {
      for (const language of ['english', 'EN-us', '..%2F..%2Fpackage']) {
        const response = await t.app.inject({ method: 'GET', url: `/locales/${language}` });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: 'params/language must match pattern "^[a-z]{2}-[A-Z]{2}$"',
        });
      }
    });

    it('answers 400 for an empty key', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/locales/en-US?key=' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('querystring/key must NOT have fewer than 1 characters');
    });
  });
});
