// White-label branding as data: `public/brands.json` maps host names to a brand, so a new white-label
// customer needs a deployment of that file only, never a rebuild.
import { THEME_NAMES, type HostKind, type ThemeName } from '@estiba/shared';

/** The product's own title; a white-label brand shows its own name instead. */
export const DEFAULT_TITLE = 'Fulfillment - Logistics for Ecommerces';
export const DEFAULT_BRAND_KEY = 'default';
export const WELCOME_DEFAULT_ID = 'shell.welcome.default';
export const WELCOME_BRANDED_ID = 'shell.welcome.branded';
/** The product's own public site, where `/` sends hosts that brands.json does not know (spec point 2). */
export const DEFAULT_SITE_URL = 'https://estiba.com/';

/** What the shell needs to draw one brand, and what kind of host it was resolved for. */
export interface Brand {
  /** `default`, or the host name of the white-label entry. */
  key: string;
  isDefault: boolean;
  /** `main` (own domains, local hosts), `white-label` (a brands.json entry) or `other` (an unknown host). */
  hostKind: HostKind;
  /** Where the public home sends an `other` host. */
  defaultSiteUrl: string;
  name: string;
  logoUrl: string;
  /** Message id of the welcome heading (`shell.welcome.default` or `shell.welcome.branded`). */
  welcomeMessageId: string;
  /** The accounts site id sent to the hosted sign-in pages. */
  siteId: string;
  stylesheetUrl: string;
  /** The colour theme the brand imposes, or null to keep the person's choice. */
  themeName: ThemeName | null;
}

export type BrandEntry = Omit<Brand, 'key' | 'isDefault' | 'hostKind' | 'defaultSiteUrl'>;

/** The shape of `public/brands.json`. */
export interface BrandConfig {
  /** Host suffixes of the product's own domains (main company domain, hosted-app domain). */
  defaultDomains: string[];
  /** Hosts that are always the default brand (local development). */
  defaultHosts: string[];
  /** Absolute http(s) URL of the product's own public site. */
  defaultSiteUrl: string;
  default: BrandEntry;
  /** Exact host name -> white-label brand. */
  hosts: Record<string, BrandEntry>;
}

/** Used before `brands.json` arrives and when it cannot be read: the product's own brand. */
export const FALLBACK_BRAND_CONFIG: BrandConfig = {
  defaultDomains: ['estiba.com', 'estiba.app'],
  defaultHosts: ['localhost', '127.0.0.1'],
  defaultSiteUrl: DEFAULT_SITE_URL,
  default: {
    name: 'Estiba',
    logoUrl: '/logos/estiba.svg',
    welcomeMessageId: WELCOME_DEFAULT_ID,
    siteId: 'estiba-fulfillment',
    stylesheetUrl: '/themes/default.css',
    themeName: null,
  },
  hosts: {},
};

function isOwnDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

function defaultBrand(config: BrandConfig, hostKind: 'main' | 'other'): Brand {
  return {
    ...config.default,
    key: DEFAULT_BRAND_KEY,
    isDefault: true,
    hostKind,
    defaultSiteUrl: config.defaultSiteUrl,
  };
}

/**
 * The brand for a host name. The product's own domains and local hosts are the default brand (host kind
 * `main`); an exact white-label entry wins otherwise (`white-label`); any other host gets the default brand,
 * and so the default site id (spec point 9), with host kind `other`.
 */
export function resolveBrand(host: string, config: BrandConfig): Brand {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (config.defaultHosts.includes(name)) return defaultBrand(config, 'main');
  if (config.defaultDomains.some((domain) => isOwnDomain(name, domain.toLowerCase())))
    return defaultBrand(config, 'main');
  const entry = Object.entries(config.hosts).find(([key]) => key.toLowerCase() === name);
  if (!entry) return defaultBrand(config, 'other');
  const [key, brand] = entry;
  return {
    ...config.default,
    ...brand,
    key,
    isDefault: false,
    hostKind: 'white-label',
    defaultSiteUrl: config.defaultSiteUrl,
  };
}

function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}

function asEntry(value: unknown, fallback: BrandEntry): BrandEntry {
  const raw = (value ?? {}) as Partial<Record<keyof BrandEntry, unknown>>;
  const text = (field: keyof BrandEntry) =>
    typeof raw[field] === 'string' && raw[field] ? String(raw[field]) : null;
  return {
    name: text('name') ?? fallback.name,
    logoUrl: text('logoUrl') ?? fallback.logoUrl,
    welcomeMessageId: text('welcomeMessageId') ?? fallback.welcomeMessageId,
    siteId: text('siteId') ?? fallback.siteId,
    stylesheetUrl: text('stylesheetUrl') ?? fallback.stylesheetUrl,
    themeName: isThemeName(raw.themeName) ? raw.themeName : null,
  };
}

const stringList = (value: unknown, fallback: string[]) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : fallback;

/** An absolute http(s) URL, else the fallback: a relative or odd value would redirect nowhere useful. */
function siteUrl(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : fallback;
  } catch {
    return fallback;
  }
}

/** Validates the JSON of `brands.json`; missing fields take the product's own values. */
export function parseBrandConfig(json: unknown): BrandConfig {
  const raw = (json ?? {}) as Partial<Record<keyof BrandConfig, unknown>>;
  const base = asEntry(raw.default, FALLBACK_BRAND_CONFIG.default);
  const hosts: Record<string, BrandEntry> = {};
  if (raw.hosts && typeof raw.hosts === 'object') {
    for (const [host, entry] of Object.entries(raw.hosts as Record<string, unknown>)) {
      hosts[host] = asEntry(entry, { ...base, welcomeMessageId: WELCOME_BRANDED_ID });
    }
  }
  return {
    defaultDomains: stringList(raw.defaultDomains, FALLBACK_BRAND_CONFIG.defaultDomains),
    defaultHosts: stringList(raw.defaultHosts, FALLBACK_BRAND_CONFIG.defaultHosts),
    defaultSiteUrl: siteUrl(raw.defaultSiteUrl, FALLBACK_BRAND_CONFIG.defaultSiteUrl),
    default: base,
    hosts,
  };
}

/** Reads `brands.json`; an unreadable file leaves the product's own brand rather than blanking the page. */
export async function loadBrandConfig(url = '/brands.json'): Promise<BrandConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (response.ok) return parseBrandConfig(await response.json());
  } catch (error) {
    console.warn('brands.json could not be loaded; using the default brand', error);
  }
  return FALLBACK_BRAND_CONFIG;
}

export const DEFAULT_BRAND: Brand = defaultBrand(FALLBACK_BRAND_CONFIG, 'main');
