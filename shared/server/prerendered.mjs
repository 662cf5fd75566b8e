// Prerendered public pages: the build's snapshots (e2e/system/prerender.mjs writes them into the shell's
// dist/prerendered/<locale>/<page>.json) are put into index.html by the shell's server, so the first paint
// shows the page. The shell takes over once its live page has settled (shell/src/app/prerendered.ts).
// Node built-ins only; pure functions apart from reading the snapshot file.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCALES = ['en-US', 'es-MX', 'es-CO', 'es-AR', 'es-CL', 'es-ES'];
const FAMILY_DEFAULTS = { en: 'en-US', es: 'es-MX' };
const DEFAULT_LOCALE = 'en-US';

/** Placeholders the snapshots carry instead of the origins of the build that made them. */
export const API_ORIGIN_TOKEN = '__ESTIBA_API_ORIGIN__';
/** Id of the style element with the snapshot's class rules, which the shell hands to emotion (prerendered.ts). */
export const PRERENDERED_CLASSES_ID = 'prerendered-classes';
export const remoteBaseToken = (name) => `__ESTIBA_REMOTE_${name}__/`;

/** Browser languages from an Accept-Language header, most preferred first. */
export function acceptedLanguages(header) {
  if (!header) return [];
  return String(header)
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language the shell will start in for a first visit, as shared/src/i18n/language.ts resolves it:
 * a valid `lang` query, else the browser's exact locale, else its language family, else en-US.
 */
export function firstVisitLocale(query, acceptLanguage) {
  if (LOCALES.includes(query)) return query;
  const browser = acceptedLanguages(acceptLanguage);
  for (const tag of browser) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
  }
  for (const tag of browser) {
    const family = FAMILY_DEFAULTS[tag.toLowerCase().split(/[-_]/)[0]];
    if (family) return family;
  }
  return DEFAULT_LOCALE;
}

/** The snapshot's file name for a path: `index` for `/`, else the path's segments joined with `__`. */
export function pageSlug(path) {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return 'index';
  return /^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(trimmed) ? trimmed.replace(/\//g, '__') : null;
}

/**
 * Whether a host is the product's own (brands.json's default domains and hosts): white-label hosts have
 * their own brand and unknown hosts are sent to the default site, so snapshots are for the own hosts only.
 */
export function isOwnHost(hostHeader, brands) {
  if (!hostHeader || !brands) return false;
  const host = String(hostHeader).replace(/:\d+$/, '').toLowerCase();
  if ((brands.defaultHosts ?? []).some((h) => String(h).toLowerCase() === host)) return true;
  return (brands.defaultDomains ?? []).some((domain) => {
    const d = String(domain).toLowerCase();
    return host === d || host.endsWith(`.${d}`);
  });
}

/** Reads a snapshot, or null when there is none (or it is unreadable: the page then starts as usual). */
export function readSnapshot(distDir, locale, path) {
  const slug = pageSlug(path);
  if (!slug || !LOCALES.includes(locale)) return null;
  const file = join(distDir, 'prerendered', locale, `${slug}.json`);
  if (!existsSync(file)) return null;
  try {
    const snapshot = JSON.parse(readFileSync(file, 'utf8'));
    return typeof snapshot.html === 'string' && typeof snapshot.css === 'string' ? snapshot : null;
  } catch {
    return null;
  }
}

/** Puts the deployment's origins where the snapshot has placeholders. */
export function withOrigins(text, { apiOrigin, remoteBases }) {
  let out = text.split(API_ORIGIN_TOKEN).join(apiOrigin);
  for (const [name, base] of Object.entries(remoteBases)) {
    out = out.split(remoteBaseToken(name)).join(base.endsWith('/') ? base : `${base}/`);
  }
  return out;
}

// Runs before the first paint: a visitor whose stored language differs from the snapshot's, or who is
// signed in (public pages send them on), never sees it. Mirrors shared/src/i18n/language.ts. The static
// servers' CSP allows it by its hash (static-app.mjs).
export const GUARD = `(function(){var s=document.getElementById('prerendered');if(!s)return;
function drop(){s.remove();['prerendered-css','prerendered-classes'].forEach(function(id){var c=document.getElementById(id);if(c)c.remove();});}
try{var L=${JSON.stringify(LOCALES)},q=new URLSearchParams(location.search).get('lang'),
st=localStorage.getItem('language'),lang=L.indexOf(q)>=0?q:L.indexOf(st)>=0?st:null;
if(localStorage.getItem('access_token'))return drop();
if(!lang){var b=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||''];
for(var i=0;i<b.length&&!lang;i++)for(var j=0;j<L.length;j++)if(L[j].toLowerCase()===String(b[i]).toLowerCase())lang=L[j];
for(var k=0;k<b.length&&!lang;k++){var f=String(b[k]).toLowerCase().split(/[-_]/)[0];lang=f==='en'?'en-US':f==='es'?'es-MX':null;}
lang=lang||'en-US';}
if(lang!==s.getAttribute('data-locale'))drop();}catch(e){drop();}})();`;

const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const styleText = (css, origins) => withOrigins(css, origins).replace(/<\/style/gi, '<\\/style');

/** index.html with the snapshot: its styles in the head, its markup before #root, and the guard. */
export function injectSnapshot(indexHtml, snapshot, locale, origins) {
  const css = styleText(snapshot.css, origins);
  // The components' class rules apart: the shell hands them to emotion's cache, and they stay.
  const classRules =
    typeof snapshot.classCss === 'string' && snapshot.classCss
      ? `<style id="${PRERENDERED_CLASSES_ID}">${styleText(snapshot.classCss, origins)}</style>\n`
      : '';
  const html = withOrigins(snapshot.html, origins);
  const title = snapshot.title ? `<title>${escapeAttribute(snapshot.title)}</title>` : null;
  let page = indexHtml
    // Minified builds drop the quotes of attributes: both forms are matched.
    .replace(/<html lang="?[^"\s>]*"?/, `<html lang="${locale}"`)
    .replace('</head>', () => `<style id="prerendered-css">${css}</style>\n${classRules}</head>`)
    .replace(
      /<div id="?root"?><\/div>/,
      () =>
        `<div id="prerendered" data-locale="${locale}">${html}</div><script>${GUARD}</script><div id="root"></div>`,
    );
  if (title) page = page.replace(/<title>[^<]*<\/title>/, () => title);
  return page;
}
