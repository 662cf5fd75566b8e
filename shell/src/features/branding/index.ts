export {
  DEFAULT_BRAND,
  DEFAULT_SITE_URL,
  DEFAULT_TITLE,
  FALLBACK_BRAND_CONFIG,
  WELCOME_BRANDED_ID,
  WELCOME_DEFAULT_ID,
  loadBrandConfig,
  parseBrandConfig,
  resolveBrand,
  type Brand,
  type BrandConfig,
  type BrandEntry,
} from './brand';
export { BrandProvider, useBrand } from './BrandContext';
export { applyBrandToDocument, BRAND_STYLESHEET_ID } from './documentBranding';
export { initTagManager, TAG_MANAGER_ORIGIN, TAG_MANAGER_SCRIPT_ID } from './tagManager';
export {
  createTagManagerIdentifier,
  identifySignedInUsers,
  isTagManagerLoaded,
  IDENTIFY_EVENT,
  type IdentifyOptions,
  type TagManagerIdentifier,
} from './identifyUser';
