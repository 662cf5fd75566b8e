import shippedConfig from '../../../public/brands.json';
import {
  DEFAULT_SITE_URL,
  DEFAULT_TITLE,
  FALLBACK_BRAND_CONFIG,
  parseBrandConfig,
  resolveBrand,
  type BrandConfig,
} from './brand';

const config: BrandConfig = parseBrandConfig(shippedConfig);

describe('resolveBrand', () => {
  it.each(['estiba.com', 'app.estiba.com', 'portal.estiba.app', 'estiba.app', 'localhost', '127.0.0.1'])(
    'gives the default brand to %s',
    (host) => {
      const brand = resolveBrand(host, config);
      expect(brand).toMatchObject({
        key: 'default',
        isDefault: true,
        hostKind: 'main',
        welcomeMessageId: 'shell.welcome.default',
      });
      expect(brand.siteId).toBe(config.default.siteId);
    },
  );

  it('ignores a port and letter case', () => {
    expect(resolveBrand('LOCALHOST:3000', config).isDefault).toBe(true);
    expect(resolveBrand('Fulfillment.TiendasNova.test', config).name).toBe('Tiendas Nova');
  });

  it('gives a white-label host its own logo, welcome text, site id, stylesheet and theme', () => {
    expect(resolveBrand('fulfillment.tiendasnova.test', config)).toEqual({
      key: 'fulfillment.tiendasnova.test',
      isDefault: false,
      hostKind: 'white-label',
      defaultSiteUrl: 'https://estiba.com/',
      name: 'Tiendas Nova',
      logoUrl: '/logos/tiendasnova.svg',
      welcomeMessageId: 'shell.welcome.branded',
      siteId: 'tiendasnova-fulfillment',
      stylesheetUrl: '/themes/tiendasnova.css',
      themeName: 'greeny',
    });
  });

  it('gives an unknown host the default brand and so the default site id, as host kind "other"', () => {
    const brand = resolveBrand('shop.example.org', config);
    expect(brand.isDefault).toBe(true);
    expect(brand.siteId).toBe('estiba-fulfillment');
    expect(brand.hostKind).toBe('other');
    expect(brand.defaultSiteUrl).toBe('https://estiba.com/');
  });

  it('tells the product domains, a white-label host and an unknown host apart', () => {
    expect(resolveBrand('app.estiba.com', config).hostKind).toBe('main');
    expect(resolveBrand('127.0.0.1:3000', config).hostKind).toBe('main');
    expect(resolveBrand('fulfillment.tiendasnova.test', config).hostKind).toBe('white-label');
    expect(resolveBrand('notestiba.com', config).hostKind).toBe('other');
  });

  it('does not take a look-alike of the company domain for the company domain', () => {
    expect(resolveBrand('notestiba.com', { ...config, hosts: {} }).isDefault).toBe(true);
    const lookAlike = { ...config, hosts: { 'notestiba.com': config.hosts['fulfillment.tiendasnova.test'] } };
    expect(resolveBrand('notestiba.com', lookAlike).isDefault).toBe(false);
  });

  it('lets the company domain win over a host entry under it', () => {
    const underOwnDomain = {
      ...config,
      hosts: { 'shop.estiba.com': config.hosts['fulfillment.tiendasnova.test'] },
    };
    expect(resolveBrand('shop.estiba.com', underOwnDomain).isDefault).toBe(true);
  });
});

describe('parseBrandConfig', () => {
  it('fills what a white-label entry leaves out from the default brand, with the branded welcome text', () => {
    const parsed = parseBrandConfig({
      hosts: { 'partner.test': { name: 'Partner', themeName: 'no-such-theme' } },
    });
    expect(parsed.hosts['partner.test']).toEqual({
      ...FALLBACK_BRAND_CONFIG.default,
      name: 'Partner',
      welcomeMessageId: 'shell.welcome.branded',
      themeName: null,
    });
    expect(parsed.defaultDomains).toEqual(['estiba.com', 'estiba.app']);
    expect(parsed.defaultSiteUrl).toBe('https://estiba.com/');
  });

  it('reads the default site from the file and keeps the product site when the value is not absolute', () => {
    expect(config.defaultSiteUrl).toBe('https://estiba.com/');
    expect(parseBrandConfig({ defaultSiteUrl: 'https://www.estiba.com/es' }).defaultSiteUrl).toBe(
      'https://www.estiba.com/es',
    );
    for (const value of ['estiba.com', '/', 'javascript:alert(1)', 42]) {
      expect(parseBrandConfig({ defaultSiteUrl: value }).defaultSiteUrl).toBe(DEFAULT_SITE_URL);
    }
  });

  it('keeps the product brand when the file is not an object', () => {
    expect(parseBrandConfig(null)).toEqual(FALLBACK_BRAND_CONFIG);
  });
});

it('uses the product title by default', () => {
  expect(DEFAULT_TITLE).toBe('Fulfillment - Logistics for Ecommerces');
});
