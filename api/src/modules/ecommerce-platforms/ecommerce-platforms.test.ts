import { startTestApp, type TestApp } from '../../test/app.js';
import type { EcommercePlatform } from './repository.js';

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
      { name: 'Shopify', image: 'http://localhost:80/media/logos/ecommerce-platforms/shopify.svg' },
      { name: 'WooCommerce', image: 'http://localhost:80/media/logos/ecommerce-platforms/woocommerce.svg' },
      {
        name: 'Mercado Libre',
        image: 'http://localhost:80/media/logos/ecommerce-platforms/mercado-libre.svg',
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
      expect(Object.keys(platform).sort()).toEqual(['image', 'name']);
      expect(platform.image).toMatch(
        /^http:\/\/localhost:80\/media\/logos\/ecommerce-platforms\/[a-z0-9-]+\.svg$/,
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

  it('uses the forwarded protocol and host behind a trusted proxy', async () => {
    const proxied = await startTestApp({ env: { TRUST_PROXY: 'true' }, testDatabase: t.testDatabase });
    try {
      const response = await proxied.app.inject({
        method: 'GET',
        url: '/ecommerce-platforms',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'api.estiba.com' },
      });
      const [first] = response.json() as EcommercePlatform[];
      expect(first!.image).toBe('https://api.estiba.com/media/logos/ecommerce-platforms/shopify.svg');
    } finally {
      await proxied.close();
    }
  });
});
