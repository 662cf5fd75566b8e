// The brands of the hosted accounts pages, read once at start from the same brands.json the shell serves, so a
// white-label customer's sign-in page shows its name and logo with no change here. The pages load nothing from
// elsewhere (strict CSP), so each logo file is read now and inlined as a data URI.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The product's own brand, used when brands.json cannot be read (a deployment without the shell folder). */
export const FALLBACK_BRAND_NAME = 'Estiba';
export const FALLBACK_SITE_ID = 'estiba-fulfillment';
/** The logo is drawn at this height; its width follows the image's own proportions. */
export const LOGO_HEIGHT = 40;
/** Logos are small SVG files; anything larger is not inlined into every page. */
const MAX_LOGO_BYTES = 100_000;
const LOGO_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
};
/** Used for an image whose size cannot be read (PNG/WebP, or an SVG without width and height). */
const DEFAULT_LOGO_WIDTH = 160;

export interface BrandLogo {
  dataUri: string;
  width: number;
  height: number;
}

export interface AccountsBrand {
  siteId: string;
  name: string;
  /** Null when the logo cannot be inlined: the page then shows the brand name as text. */
  logo: BrandLogo | null;
}

export interface Brands {
  default: AccountsBrand;
  /** Site id -> brand, the default brand included. */
  bySiteId: ReadonlyMap<string, AccountsBrand>;
  /** Host names of the white-label entries: their sites may receive the hand-off redirect. */
  hosts: readonly string[];
}

export interface LoadedBrands {
  brands: Brands;
  /** Problems worth a log line (an unreadable file or logo); the pages still work with the fallback. */
  warnings: string[];
}

type RawEntry = Partial<Record<'name' | 'logoUrl' | 'siteId', unknown>>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

function svgSize(svg: string): { width: number; height: number } | null {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return null;
  const attribute = (name: string) => {
    const match = new RegExp(`\\s${name}\\s*=\\s*["']\\s*(\\d+(?:\\.\\d+)?)\\s*(?:px)?\\s*["']`, 'i').exec(
      root,
    );
    return match?.[1] ? Number(match[1]) : null;
  };
  const width = attribute('width');
  const height = attribute('height');
  return width && height ? { width, height } : null;
}

/** Reads a logo that brands.json names by a site-relative path (`/logos/estiba.svg`) beside the file. */
function readLogo(brandsDir: string, logoUrl: string | null, warnings: string[]): BrandLogo | null {
  // An absolute URL would be an external asset, which the pages' CSP forbids: the name is shown instead.
  if (!logoUrl || !logoUrl.startsWith('/') || logoUrl.startsWith('//')) return null;
  const file = path.resolve(brandsDir, `.${path.posix.normalize(logoUrl)}`);
  const type = LOGO_TYPES[path.extname(file).toLowerCase()];
  if (!file.startsWith(brandsDir + path.sep) || !type) {
    warnings.push(
      `Brand logo ${logoUrl} is not an SVG, PNG or WebP file beside brands.json; showing the name`,
    );
    return null;
  }
  try {
    const content = readFileSync(file);
    if (content.length > MAX_LOGO_BYTES) {
      warnings.push(`Brand logo ${logoUrl} is larger than ${MAX_LOGO_BYTES} bytes; showing the name`);
      return null;
    }
    const size = type === 'image/svg+xml' ? svgSize(content.toString('utf8')) : null;
    const ratio = size ? size.width / size.height : DEFAULT_LOGO_WIDTH / LOGO_HEIGHT;
    return {
      dataUri: `data:${type};base64,${content.toString('base64')}`,
      width: Math.round(LOGO_HEIGHT * ratio),
      height: LOGO_HEIGHT,
    };
  } catch {
    warnings.push(`Brand logo ${logoUrl} could not be read; showing the name`);
    return null;
  }
}

function fallbackBrands(): Brands {
  const brand: AccountsBrand = { siteId: FALLBACK_SITE_ID, name: FALLBACK_BRAND_NAME, logo: null };
  return { default: brand, bySiteId: new Map([[brand.siteId, brand]]), hosts: [] };
}

/** Builds the brands from the parsed JSON of brands.json (the shell's shape: `default` and `hosts`). */
export function parseBrands(json: unknown, brandsDir: string): LoadedBrands {
  const warnings: string[] = [];
  const raw = (json ?? {}) as { default?: RawEntry; hosts?: unknown };
  const base = raw.default ?? {};
  const defaultBrand: AccountsBrand = {
    siteId: text(base.siteId) ?? FALLBACK_SITE_ID,
    name: text(base.name) ?? FALLBACK_BRAND_NAME,
    logo: readLogo(brandsDir, text(base.logoUrl), warnings),
  };
  const bySiteId = new Map<string, AccountsBrand>([[defaultBrand.siteId, defaultBrand]]);
  const hosts: string[] = [];
  if (raw.hosts && typeof raw.hosts === 'object') {
    for (const [host, value] of Object.entries(raw.hosts as Record<string, RawEntry>)) {
      hosts.push(host.trim().toLowerCase());
      const siteId = text(value?.siteId);
      // An entry without a site id of its own signs in as the default site, so there is nothing to add.
      if (!siteId || bySiteId.has(siteId)) continue;
      const logoUrl = text(value.logoUrl);
      bySiteId.set(siteId, {
        siteId,
        name: text(value.name) ?? defaultBrand.name,
        logo: logoUrl ? readLogo(brandsDir, logoUrl, warnings) : defaultBrand.logo,
      });
    }
  }
  return { brands: { default: defaultBrand, bySiteId, hosts }, warnings };
}

export function loadBrands(file: string): LoadedBrands {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      brands: fallbackBrands(),
      warnings: [
        `Brands file ${file} could not be read (${reason}); the accounts pages use the default brand`,
      ],
    };
  }
  return parseBrands(json, path.dirname(path.resolve(file)));
}

/** The brand of a site id; an unknown or missing one is the default brand (spec point 9, default site). */
export function brandOf(brands: Brands, siteId: string | undefined): AccountsBrand {
  return (siteId && brands.bySiteId.get(siteId)) || brands.default;
}
