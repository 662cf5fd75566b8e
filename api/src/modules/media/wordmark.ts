// Logos of carriers and e-commerce platforms, drawn as wordmarks: the brand name in white on a colour derived
// from the slug. Generated rather than stored, so the catalogue needs no image files and no third-party marks.

export const WORDMARK_WIDTH = 240;
export const WORDMARK_HEIGHT = 80;
const PADDING = 16;
const MAX_FONT_SIZE = 30;
const MIN_FONT_SIZE = 12;
/** Average advance of a bold sans-serif glyph as a share of the font size; good enough to fit the box. */
const GLYPH_WIDTH_RATIO = 0.62;
/** Dark enough that white text keeps at least 4.5:1 contrast on any hue (WCAG AA). */
const SATURATION = 65;
const LIGHTNESS = 28;

/** Characters XML 1.0 forbids even when escaped: they would make the SVG unreadable. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(FORBIDDEN_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** FNV-1a: a stable 32-bit hash, so a slug always gets the same colour on every instance. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function wordmarkColour(slug: string): string {
  return hslToHex(fnv1a(slug) % 360, SATURATION, LIGHTNESS);
}

export function renderWordmark(name: string, slug: string): string {
  const label = escapeXml(name);
  const available = WORDMARK_WIDTH - 2 * PADDING;
  const length = Math.max([...name].length, 1);
  const fitted = Math.floor(available / (length * GLYPH_WIDTH_RATIO));
  const fontSize = Math.max(MIN_FONT_SIZE, Math.min(MAX_FONT_SIZE, fitted));
  // A name too long even at the smallest size is squeezed into the box rather than cut off.
  const squeeze = fitted < MIN_FONT_SIZE ? ` textLength="${available}" lengthAdjust="spacingAndGlyphs"` : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WORDMARK_WIDTH}" height="${WORDMARK_HEIGHT}" viewBox="0 0 ${WORDMARK_WIDTH} ${WORDMARK_HEIGHT}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<rect width="${WORDMARK_WIDTH}" height="${WORDMARK_HEIGHT}" rx="12" fill="${wordmarkColour(slug)}"/>`,
    `<text x="${WORDMARK_WIDTH / 2}" y="${WORDMARK_HEIGHT / 2}" fill="#ffffff" font-family="Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" dominant-baseline="central"${squeeze}>${label}</text>`,
    '</svg>',
  ].join('');
}
