// The claims the public site makes (spec points 1 and 9). They are figures of the business, so they
// live here as named constants and every locale formats them its own way.
export const PACKING_HOURS = 24;
export const OPERATIONAL_EFFICIENCY = 0.9995;
export const ORDERS_PROCESSED = 950_000;
export const COUNTRIES = 5;
export const CARRIERS = 100;
export const ECOMMERCE_PLATFORMS = 30;

/** The three customer success stories, each with its own page. */
export const SUCCESS_STORIES = [
  { name: 'Acapella', path: '/success-stories-acapella' },
  { name: 'Be Shine', path: '/success-stories-be-shine' },
  { name: 'El Menú de mi Casa', path: '/success-stories-el-menu-de-mi-casa' },
] as const;

/** Content column width of the public pages (spec point 9). */
export const CONTENT_MAX_WIDTH = 1200;
