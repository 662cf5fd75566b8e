import Fastify from 'fastify';
import { catalogueLanguage, varyByAcceptLanguage } from './catalogue-language.js';

describe('catalogueLanguage', () => {
  it('reads Spanish from the first language of a tag or header, English otherwise', () => {
    expect(catalogueLanguage('es')).toBe('es');
    expect(catalogueLanguage('es-MX')).toBe('es');
    expect(catalogueLanguage(' es-ES,en;q=0.5')).toBe('es');
    expect(catalogueLanguage('ES-es')).toBe('es');
    expect(catalogueLanguage('en-US,es;q=0.9')).toBe('en');
    expect(catalogueLanguage('et-EE')).toBe('en');
    expect(catalogueLanguage('fr-FR')).toBe('en');
    expect(catalogueLanguage(undefined)).toBe('en');
  });
});

describe('varyByAcceptLanguage', () => {
  async function varyAfter(existing: string | undefined): Promise<string | undefined> {
    const app = Fastify();
    app.get('/', async (_request, reply) => {
      if (existing !== undefined) reply.header('Vary', existing);
      varyByAcceptLanguage(reply);
      varyByAcceptLanguage(reply);
      return 'ok';
    });
    const response = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    return response.headers.vary as string | undefined;
  }

  it('adds Accept-Language once, keeping what was there', async () => {
    expect(await varyAfter(undefined)).toBe('Accept-Language');
    expect(await varyAfter('Origin')).toBe('Origin, Accept-Language');
    expect(await varyAfter('Origin, accept-language')).toBe('Origin, accept-language');
    expect(await varyAfter('*')).toBe('*');
  });
});
