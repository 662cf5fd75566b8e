// The building blocks of the server-rendered accounts pages: escaping, the one inline stylesheet and the
// security headers. Every value that reaches a page goes through `escapeHtml` (text and attributes alike),
// and the Content-Security-Policy allows nothing but that stylesheet (by hash), data: images (the inlined
// logos) and form posts to this origin and to the site the person returns to.
import { createHash } from 'node:crypto';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"'`]/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Markup already escaped: interpolated as it is. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolation = SafeHtml | string | number | null | undefined | false | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(value as string | number);
}

/**
 * A tagged template whose interpolations are escaped, except those already built with it. (Named `markup`
 * rather than `html` so that formatters leave the templates' whitespace alone: the style element's text must
 * stay byte for byte what the CSP hash covers.)
 */
export function markup(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

// Colours meet WCAG AA on white: text #1a1f36 (16:1), muted #4a5270 (7.6:1), error #b3261e (6.5:1), the
// button's white on #1e2a4a (14:1). The layout is one column that widens to a card on larger screens.
export const STYLESHEET = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;background:#f3f5f9;color:#1a1f36;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
.skip{position:absolute;left:-999px;top:0;background:#1e2a4a;color:#fff;padding:.5rem 1rem;z-index:1}
.skip:focus{left:.5rem;top:.5rem}
header{width:100%;display:flex;justify-content:center;padding:1.5rem 1rem .5rem}
header img{display:block;max-width:100%;height:auto}
.brand-name{font-size:1.5rem;font-weight:700;color:#1e2a4a}
main{width:100%;max-width:30rem;padding:0 1rem 2rem;flex:1}
main.wide{max-width:34rem}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(26,31,54,.12);padding:1.5rem}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 .5rem}
.intro{margin:0 0 1.25rem;color:#4a5270}
form{display:grid;gap:1rem}
.row{display:grid;gap:1rem}
.field{display:grid;gap:.25rem;min-width:0;align-content:start}
label{font-weight:600}
.optional{font-weight:400;color:#4a5270}
.hint{margin:0;font-size:.875rem;color:#4a5270}
input,select{width:100%;min-height:2.75rem;padding:.5rem .75rem;border:1px solid #6b7390;border-radius:8px;background:#fff;color:#1a1f36;font:inherit}
input:focus-visible,select:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
[aria-invalid="true"]{border-color:#b3261e;border-width:2px}
.error{margin:0;font-size:.875rem;color:#b3261e;font-weight:600}
.alert{border:2px solid #b3261e;border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem;color:#b3261e;background:#fff}
.alert p{margin:0;font-weight:600}
.alert ul{margin:.5rem 0 0;padding-left:1.25rem}
.alert a{color:#b3261e}
button{min-height:2.75rem;padding:.625rem 1rem;border:0;border-radius:8px;background:#1e2a4a;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:hover{background:#2d3d66}
.switch{margin:1.25rem 0 0;text-align:center}
a{color:#1d4ed8}
footer{padding:0 1rem 1.5rem;text-align:center;font-size:.875rem}
footer ul{list-style:none;margin:0;padding:0;display:flex;gap:1rem;justify-content:center}
@media (min-width:40rem){main{padding-top:1rem}.card{padding:2rem}.row{grid-template-columns:minmax(9rem,1fr) 2fr}}
`
  .trim()
  .replace(/\n/g, '');

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLESHEET).digest('base64')}'`;

/**
 * The page's policy. `formAction` lists where its forms may post: the browser also checks the redirect that
 * follows a post, so the origin the person returns to must be listed, or the hand-off would be blocked.
 */
export function contentSecurityPolicy(formAction: readonly string[]): string {
  const targets = formAction.length > 0 ? formAction.join(' ') : "'none'";
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    'img-src data:',
    `form-action ${targets}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers of every accounts page: no caching (the page holds a CSRF token), no framing, no sniffing. */
export function securityHeaders(formAction: readonly string[]): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': contentSecurityPolicy(formAction),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    // The page's own address carries the return URL; the sites it links to need not see it.
    'referrer-policy': 'no-referrer',
  };
}
