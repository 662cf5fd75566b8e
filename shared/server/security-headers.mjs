// The security headers every answer of a static server carries (static-app.mjs): the Content-Security-Policy
// built from the deployment's origins, and the headers that stop framing, MIME sniffing and referrer leaks.
// Node built-ins only; pure functions.
import { createHash } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/** The tag manager's scripts come from here (shell/src/features/branding/tagManager.ts). */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Pages other sites serve that the public pages embed: the success stories' videos
 * (mf-landing/src/features/success-stories/stories.ts) and the meeting scheduler
 * (mf-landing/src/features/contact/supportContacts.ts).
 */
export const EMBEDDED_ORIGINS = ['https://videos.estiba.com', 'https://meetings.estiba.com'];

/** One year, the value HSTS preload lists ask for. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/** The http(s) origin of a URL, or null for anything else (relative, malformed, another scheme). */
export function originOf(url, base) {
  try {
    const parsed = base === undefined ? new URL(url) : new URL(url, base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The origin socket.io reaches an http(s) origin on (ws: or wss:). */
export const webSocketOrigin = (origin) => origin.replace(/^http/, 'ws');

/**
 * `'sha256-…'` sources for the inline scripts of a page (those without src). The browser hashes the
 * script element's text as it is in the document, so the text between the tags is hashed as it is.
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of String(html).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(match[1])) continue;
    hashes.push(scriptHash(match[2]));
  }
  return hashes;
}

/** The CSP source that allows one inline script with exactly this text. */
export const scriptHash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const unique = (values) => [...new Set(values.filter(Boolean))];

/**
 * The policy of a static server's answers.
 * @param {object} sources
 * @param {string[]} sources.remoteOrigins   origins of the remotes in the registry (scripts, manifests, assets)
 * @param {string[]} sources.apiOrigins      the API's and the accounts service's origins (calls, media, socket.io)
 * @param {string[]} [sources.brandOrigins]  origins of brand logos and stylesheets hosted elsewhere
 * @param {string[]} [sources.scriptHashes]  the inline scripts the pages may run
 * @param {boolean} [sources.tagManager]     whether the tag manager is loaded (TAG_MANAGER_ID)
 */
export function contentSecurityPolicy({
  remoteOrigins,
  apiOrigins,
  brandOrigins = [],
  scriptHashes = [],
  tagManager = false,
}) {
  const remotes = unique(remoteOrigins);
  const apis = unique(apiOrigins);
  const tags = tagManager ? [TAG_MANAGER_ORIGIN] : [];
  const directives = [
    ['default-src', "'self'"],
    // No 'unsafe-inline' and no eval: the only inline scripts are index.html's start-up script and the
    // prerendered pages' guard, allowed by their hashes; every other script is a file from these origins.
    ['script-src', "'self'", ...remotes, ...tags, ...unique(scriptHashes)],
    // 'unsafe-inline' for styles: emotion (MUI's styling) writes each component's rules into style elements
    // it creates at run time, and the prerendered markup carries style attributes, which no nonce or hash
    // can allow. A nonce would also disable 'unsafe-inline' for those attributes.
    ['style-src', "'self'", "'unsafe-inline'", ...remotes, ...brandOrigins],
    ['img-src', "'self'", 'data:', 'blob:', ...remotes, ...apis, ...brandOrigins, ...tags],
    ['font-src', "'self'", 'data:', ...remotes],
    ['connect-src', "'self'", ...remotes, ...apis, ...apis.map(webSocketOrigin), ...tags],
    // The locale-data worker runs from a blob: URL (shell/public/index.html).
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', ...EMBEDDED_ORIGINS],
    ['manifest-src', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => unique(directive).join(' ')).join('; ');
}

/** The headers every answer carries; HSTS only for one that reached the browser over https. */
export function securityHeaders(policy, { https = false } = {}) {
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    ...(https ? { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` } : {}),
  };
}

const plainAddress = (address) => String(address ?? '').replace(/^::ffff:/, '');

/** The most proxies TRUST_PROXY may count, as the API allows. */
const MAX_PROXY_HOPS = 10;

/**
 * Reads TRUST_PROXY as the API does (api/src/config.ts): unset or `false` trusts no one; a number of proxies in
 * front of this server (the nearest one is then the peer); or their addresses and CIDRs, comma-separated. Returns
 * whether a peer address is a trusted proxy, or an error message for a value that is neither (`true` included:
 * it would believe anyone).
 * @param {string | undefined} value
 * @returns {{ trusts: (address: string | undefined) => boolean } | { error: string }}
 */
export function trustProxy(value) {
  const text = String(value ?? '').trim();
  if (text === '' || text === 'false') return { trusts: () => false };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_PROXY_HOPS)
      return { error: `TRUST_PROXY must be a number of proxies from 0 to ${MAX_PROXY_HOPS}` };
    return { trusts: () => hops > 0 };
  }
  const list = new BlockList();
  for (const entry of text
    .split(',')
    .map((part) => plainAddress(part.trim()))
    .filter(Boolean)) {
    const [address, bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : isIP(address) === 4 ? 'ipv4' : null;
    const prefix = bits === undefined ? null : Number(bits);
    const maxPrefix = family === 'ipv6' ? 128 : 32;
    if (!family || (prefix !== null && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= maxPrefix))) {
      return {
        error:
          'TRUST_PROXY must be a number of proxies or a comma-separated list of their IP addresses or CIDRs ' +
          `(bad: ${entry})`,
      };
    }
    if (prefix === null) list.addAddress(address, family);
    else list.addSubnet(address, prefix, family);
  }
  return {
    trusts: (peer) => {
      const address = plainAddress(peer);
      const family = isIP(address) === 6 ? 'ipv6' : isIP(address) === 4 ? 'ipv4' : null;
      return family !== null && list.check(address, family);
    },
  };
}

/**
 * Whether the browser reached this answer over https: the connection is TLS, or the server's public URL
 * (PUBLIC_URL, behind a proxy that ends TLS) is https, or a proxy TRUST_PROXY trusts says so in
 * X-Forwarded-Proto. Anyone else's X-Forwarded-Proto is ignored: a client could send it.
 */
export function servedOverHttps(req, { publicUrl, trustsProxy = () => false } = {}) {
  if (req.socket?.encrypted) return true;
  if (publicUrl && originOf(publicUrl)?.startsWith('https:')) return true;
  if (!trustsProxy(req.socket?.remoteAddress)) return false;
  // The last value is the one the trusted proxy itself wrote; earlier ones came from its clients.
  const proto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')
    .pop()
    .trim()
    .toLowerCase();
  return proto === 'https';
}
