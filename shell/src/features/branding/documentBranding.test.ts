import { FALLBACK_BRAND_CONFIG, resolveBrand } from './brand';
import { applyBrandToDocument, BRAND_STYLESHEET_ID } from './documentBranding';

const branded = resolveBrand('partner.test', {
  ...FALLBACK_BRAND_CONFIG,
  hosts: {
    'partner.test': {
      ...FALLBACK_BRAND_CONFIG.default,
      name: 'Partner',
      stylesheetUrl: '/themes/partner.css',
    },
  },
});

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

it('titles the page "Fulfillment - Logistics for Ecommerces" and loads the default stylesheet', () => {
  applyBrandToDocument(resolveBrand('localhost', FALLBACK_BRAND_CONFIG));
  expect(document.title).toBe('Fulfillment - Logistics for Ecommerces');
  expect(document.getElementById(BRAND_STYLESHEET_ID)).toHaveAttribute('href', '/themes/default.css');
});

it('titles a white-label page with the brand name and swaps the stylesheet of index.html', () => {
  document.head.innerHTML = `<link id="${BRAND_STYLESHEET_ID}" rel="stylesheet" href="/themes/default.css" />`;
  applyBrandToDocument(branded);
  expect(document.title).toBe('Partner');
  expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
  expect(document.getElementById(BRAND_STYLESHEET_ID)).toHaveAttribute('href', '/themes/partner.css');
});
