import { startTestApp, type TestApp } from '../../test/app.js';
import type { EcommercePlatform } from './schemas.js';

describe('GET /ecommerce-platforms', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  it('lists 30+ platforms, most used first, each with an absolute logo URL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ecommerce-platforms' });
    expect(response.statusCode).toBe(200);
    const platforms = response.json() as EcommercePlatform[];
    expect(platforms.length).toBeGreaterThanOrEqual(30);
    expect(platforms.slice(0, 3)).toEqual([
      {
        slug: 'shopify',
        name: 'Shopify',
        image: 'http://localhost:4000/media/logos/ecommerce-platforms/shopify.svg',
      },
      {
        slug: 'woocommerce',
        name: 'WooCommerce',
        image: 'http://localhost:4000/media/logos/ecommerce-platforms/woocommerce.svg',
      },
      {
        slug: 'mercado-libre',
        name: 'Mercado Libre',
        image: 'http://localhost:4000/media/logos/ecommerce-platforms/mercado-libre.svg',
      },
    ]);
    expect(platforms.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'Amazon',
        'Tiendanube',
        'VTEX',
        'PrestaShop',
        'Jumpseller',
        'Falabella',
        'Shopee',
      ]),
    );
    expect(new Set(platforms.map((p) => p.name)).size).toBe(platforms.length);
    for (const platform of platforms) {
      expect(Object.keys(platform).sort()).toEqual(['image', 'name', 'slug']);
      // The logo is named by the slug POST client/shop takes as its ecommerce.
      expect(platform.image).toBe(
        `http://localhost:4000/media/logos/ecommerce-platforms/${platform.slug}.svg`,
      );
    }
  });

  it('serves every logo it links to', async () => {
    const platforms = (
      await t.app.inject({ method: 'GET', url: '/ecommerce-platforms' })
    ).json() as EcommercePlatform[];
    for (const platform of platforms) {
      const logo = await t.app.inject({ method: 'GET', url: new URL(platform.image).pathname });
      expect(logo.statusCode).toBe(200);
      expect(logo.body).toContain(`<title>${platform.name}</title>`);
    }
  });

  it('links to the configured public address, never to the Host or X-Forwarded-Host a caller sends', async () => {
    const configured = await startTestApp({
      env: { PUBLIC_API_URL: 'https://api.estiba.com/', TRUST_PROXY: 'loopback' },
      testDatabase: t.testDatabase,
    });
    try {
      for (const headers of [
        { host: 'evil.example' },
        { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' },
      ]) {
        const response = await configured.app.inject({ method: 'GET', url: '/ecommerce-platforms', headers });
        const [first] = response.json() as EcommercePlatform[];
        expect(first!.image).toBe('https://api.estiba.com/media/logos/ecommerce-platforms/shopify.svg');
        expect(response.body).not.toContain('evil.example');
      }
    } finally {
      await configured.close();
    }
  });
});
