// The business constants of spec point 9 (and the timings of points 2, 4 and 8), named once so every
// package reads the same value.

/** Notification (snackbar) auto-hide: 6 s, top centre. */
export const SNACKBAR_AUTO_HIDE_MS = 6000;
/** The order-list error notice stays 4 s. */
export const ORDER_LIST_ERROR_MS = 4000;
/** The What's New feature-seen error message stays 2 s. */
export const FEATURE_SEEN_ERROR_MS = 2000;
/** The token hand-off splash lasts 2 s. */
export const SPLASH_MS = 2000;
/** A finished product update resets its progress after 2 s. */
export const PROGRESS_RESET_DELAY_MS = 2000;
export const REVIEW_SLIDER_AUTOPLAY_MS = 6000;
export const REVIEW_SLIDER_SPEED_MS = 1500;
export const LOGOS_SLIDER_SPEED_MS = 1000;
/** Delay before retrying to identify the user to analytics. */
export const ANALYTICS_IDENTIFY_RETRY_MS = 2500;
export const COUNTDOWN_TICK_MS = 1000;
/** The countdown widget ends this many days ahead unless told otherwise. */
export const COUNTDOWN_DEFAULT_DAYS = 15;
export const POPUP_MENU_HOVER_DELAY_MS = 150;
/** The navigation search box shows at most this many suggestions. */
export const SEARCH_MAX_SUGGESTIONS = 10;
/** A failed chunk load is retried this many times, this far apart, then the page reloads at /welcome. */
export const CHUNK_RETRY_COUNT = 4;
export const CHUNK_RETRY_DELAY_MS = 1000;
/** Rows of the default inventory load (`GET warehouse/inventory?limit=75`). */
export const INVENTORY_PAGE_LIMIT = 75;
export const DEFAULT_CURRENCY = 'MXN';
/** The default "local setting" of point 9 (the time-zone setting's default value). */
export const DEFAULT_LOCAL_SETTING = 300;

/** Layout measures in px. */
export const LAYOUT = {
  /** Content container max width. */
  contentMaxWidth: 1200,
  /** The wider content container some pages use. */
  contentMaxWidthWide: 1280,
  navbarWidth: 280,
  navbarFoldedWidth: 64,
  boxedMaxWidth: 1280,
  boxedMaxWidthLayout3: 1120,
  containerWidth: 1120,
  /** Nested navigation items indent by level, up to this much. */
  navNestedPaddingMax: 80,
} as const;
