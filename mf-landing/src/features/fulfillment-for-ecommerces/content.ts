// The fixed content of the conversion page (/fulfillment-for-ecommerces): our warehouse cities, the
// sales channels we integrate and the claims of spec point 1. Texts live in the messages under
// landing.fulfillmentForEcommerces.*.

/** Where our warehouses are, by city, with the ISO country code (its name comes from Intl). */
export const WAREHOUSE_CITIES = [
  { city: 'cdmx', country: 'MX' },
  { city: 'monterrey', country: 'MX' },
  { city: 'guadalajara', country: 'MX' },
  { city: 'miami', country: 'US' },
  { city: 'bogota', country: 'CO' },
  { city: 'buenosAires', country: 'AR' },
  { city: 'santiago', country: 'CL' },
  { city: 'madrid', country: 'ES' },
] as const;

/** Sales channels merchants connect most; the full list (30+) is on /ecommerces. */
export const SALES_CHANNELS = [
  'Shopify',
  'WooCommerce',
  'Mercado Libre',
  'Amazon',
  'Tiendanube',
  'VTEX',
  'Adobe Commerce (Magento)',
  'PrestaShop',
  'Wix',
  'Jumpseller',
  'Walmart Marketplace',
  'BigCommerce',
] as const;

/** The four stages the logistics cards present. */
export const LOGISTICS_CARDS = ['receiving', 'storage', 'picking', 'shipping'] as const;
export const TESTIMONIALS = [
  { key: 'outdoor', person: 'Luis Ortega' },
  { key: 'home', person: 'Valentina Rojas' },
  { key: 'nutrition', person: 'Javier Morales' },
] as const;
export const HERO_TICKS = ['packing', 'integrations', 'noMinimum'] as const;
export const MONITORING_POINTS = 3;

/** Claims of spec point 1, shown in the closing block. */
export const CLAIMS = {
  packingHours: 24,
  efficiency: 0.9995,
  orders: 950_000,
  carriers: 100,
} as const;

export const MONITORING_IMAGE_SIZE = { width: 560, height: 400 } as const;
/** The id of the top content that Start today and Learn more scroll back to. */
export const TOP_CONTENT_ID = 'top-content';
