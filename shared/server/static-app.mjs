// The request handler of the static servers (static-server.mjs starts it): one front-end package's
// production build from its own origin, with CORS for federation, gzip, long caching for hashed chunks,
// revalidation by ETag, SPA fallback, the run-time JSON the shell reads (/app-config.json always;
// /remotes.json with the registry) so a deployment changes them without a rebuild, and the security
// headers on every answer (security-headers.mjs).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { GUARD, firstVisitLocale, injectSnapshot, isOwnHost, readSnapshot } from './prerendered.mjs';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  originOf,
  scriptHash,
  securityHeaders,
  servedOverHttps,
  trustProxy,
} from './security-headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.json', '.css', '.svg', '.txt']);
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
const GZIP_MIN_BYTES = 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Source maps are built (hidden-source-map, shared/webpack/federation.cjs) for error reports, never
 * published: they hold the whole source.
 */
const UNPUBLISHED = /\.map$/i;
/** Characters no file name of a build has; a path with one is a malformed request. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const REMOTE_PORTS = {
  mf_landing: ['MF_LANDING_URL', 3001],
  mf_auth: ['MF_AUTH_URL', 3002],
  mf_inventory: ['MF_INVENTORY_URL', 3003],
  mf_orders: ['MF_ORDERS_URL', 3004],
  mf_billing: ['MF_BILLING_URL', 3005],
  mf_settings: ['MF_SETTINGS_URL', 3006],
};

/** A request the server refuses with a 4xx, said in plain text. */
class Refused extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

const etagOf = (body) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether the browser's copy (If-None-Match) is the one it would get. */
function isFresh(req, etag) {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** The secrets `npm start` generates on a developer's machine (api/src/local-secrets.ts writes them). */
export const LOCAL_SECRETS_FILE = fileURLToPath(new URL('../../api/.data/secrets.json', import.meta.url));

/** This machine's payload key, when `npm start` generated one; null otherwise. */
function localPayloadKey(file) {
  try {
    const { payloadKey } = JSON.parse(readFileSync(file, 'utf8'));
    return typeof payloadKey === 'string' && payloadKey !== '' ? payloadKey : null;
  } catch {
    return null;
  }
}

/**
 * @param {object} options
 * @param {string} options.root            the package's dist folder (absolute)
 * @param {boolean} [options.withRegistry] the shell's server: serves /remotes.json and the snapshots
 * @param {NodeJS.ProcessEnv} [options.env] read on every request, so a test can change it
 * @param {string} [options.secretsFile]   where a developer's generated payload key is looked for
 */
export function createStaticHandler({
  root,
  withRegistry = false,
  env = process.env,
  secretsFile = LOCAL_SECRETS_FILE,
}) {
  const publicHost = () => env.PUBLIC_HOST || 'localhost';

  function appConfig() {
    const apiUrl = env.API_URL || `http://${publicHost()}:${env.API_PORT || 4000}`;
    return {
      apiUrl,
      accountsUrl: env.ACCOUNTS_URL || `${apiUrl}/accounts`,
      environment: env.ESTIBA_ENV || 'production',
      tagManagerId: env.TAG_MANAGER_ID || null,
      // The public key of signed payloads (sign-up, login, new password): the API's PAYLOAD_KEY. Without it,
      // the key `npm start` generated on this machine; else none (the browser then refuses to sign), never a
      // key known from the repository.
      payloadKey: env.PAYLOAD_KEY || localPayloadKey(secretsFile),
    };
  }

  /**
   * Route hints (the paths each remote claims, so the shell fetches only the remotes a page needs) from
   * the registry the shell's build ships (shell/public/remotes.json, copied into dist/).
   */
  function builtRouteHints() {
    const file = join(root, 'remotes.json');
    if (!existsSync(file)) return {};
    try {
      const { remotes = [] } = JSON.parse(readFileSync(file, 'utf8'));
      return Object.fromEntries(
        remotes
          .filter((r) => typeof r?.name === 'string' && Array.isArray(r.routes))
          .map((r) => [r.name, r.routes]),
      );
    } catch (error) {
      console.warn(`${file}: no route hints (${error.message})`);
      return {};
    }
  }

  /** The registry: REMOTES_REGISTRY_FILE as it is (read on every call), else one from the variables. */
  function remotesRegistry() {
    const file = env.REMOTES_REGISTRY_FILE;
    if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
    const hints = builtRouteHints();
    const remotes = Object.entries(REMOTE_PORTS).map(([name, [variable, defaultPort]]) => {
      const portVar = `${variable.replace('_URL', '_PORT')}`;
      const base = env[variable] || `http://${publicHost()}:${env[portVar] || defaultPort}`;
      return {
        name,
        entry: `${base.replace(/\/$/, '')}/mf-manifest.json`,
        version: env.RELEASE || 'local',
        ...(hints[name] ? { routes: hints[name] } : {}),
      };
    });
    return { remotes };
  }

  /** The remotes of the registry that name an absolute manifest URL. */
  function registeredRemotes() {
    const { remotes } = remotesRegistry() ?? {};
    return (Array.isArray(remotes) ? remotes : []).filter(
      (remote) => typeof remote?.name === 'string' && originOf(remote.entry),
    );
  }

  function readBrands() {
    const file = join(root, 'brands.json');
    try {
      return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
    } catch {
      return null;
    }
  }

  /** Origins of brand logos and stylesheets that are not on the shell's own origin. */
  function brandOrigins() {
    const brands = readBrands();
    if (!brands) return [];
    const entries = [brands.default, ...Object.values(brands.hosts ?? {})];
    return entries
      .flatMap((brand) => [brand?.logoUrl, brand?.stylesheetUrl])
      .map((url) => (typeof url === 'string' ? originOf(url) : null))
      .filter(Boolean);
  }

  // index.html's inline scripts, hashed once per build of the file.
  let indexHashes = { mtimeMs: -1, hashes: [] };
  function indexScriptHashes() {
    const file = join(root, 'index.html');
    const info = statSync(file, { throwIfNoEntry: false });
    if (!info) return [];
    if (info.mtimeMs !== indexHashes.mtimeMs) {
      indexHashes = { mtimeMs: info.mtimeMs, hashes: inlineScriptHashes(readFileSync(file, 'utf8')) };
    }
    return indexHashes.hashes;
  }

  /**
   * The policy, from the deployment's configuration as it is now. It never throws: a registry that
   * cannot be read leaves the remotes out (the shell cannot load them then anyway).
   */
  function policy() {
    const config = appConfig();
    let remoteOrigins = [];
    try {
      remoteOrigins = registeredRemotes().map((remote) => originOf(remote.entry));
    } catch (error) {
      console.warn(`remotes registry unreadable, no remote origins in the CSP (${error.message})`);
    }
    let scriptHashes = [];
    try {
      scriptHashes = [...indexScriptHashes(), ...(withRegistry ? [scriptHash(GUARD)] : [])];
    } catch (error) {
      console.warn(`index.html unreadable, no inline scripts in the CSP (${error.message})`);
    }
    let brands = [];
    try {
      brands = withRegistry ? brandOrigins() : [];
    } catch (error) {
      console.warn(`brands.json unreadable, no brand origins in the CSP (${error.message})`);
    }
    return contentSecurityPolicy({
      remoteOrigins,
      apiOrigins: [originOf(config.apiUrl), originOf(config.accountsUrl)].filter(Boolean),
      brandOrigins: brands,
      scriptHashes,
      tagManager: Boolean(config.tagManagerId),
    });
  }

  // TRUST_PROXY is read per request like the rest of env, but parsed only when it changes.
  let proxies = { value: undefined, trusts: () => false };
  function trustsProxy(address) {
    if (env.TRUST_PROXY !== proxies.value) {
      const parsed = trustProxy(env.TRUST_PROXY);
      // A bad value trusts no one here; static-server.mjs refuses to start with one.
      proxies = { value: env.TRUST_PROXY, trusts: 'trusts' in parsed ? parsed.trusts : () => false };
    }
    return proxies.trusts(address);
  }

  function baseHeaders(req) {
    const https = servedOverHttps(req, { publicUrl: env.PUBLIC_URL, trustsProxy });
    return { 'Access-Control-Allow-Origin': '*', ...securityHeaders(policy(), { https }) };
  }

  /** Answers a body made here (JSON, a page with a snapshot, an error), revalidated by its ETag. */
  function send(req, res, status, body, type, cache, vary = 'Accept-Encoding') {
    const headers = { ...baseHeaders(req), 'Content-Type': type, 'Cache-Control': cache, Vary: vary };
    if (status === 200) {
      headers.ETag = etagOf(body);
      if (isFresh(req, headers.ETag)) {
        res.writeHead(304, headers);
        return res.end();
      }
    }
    let payload = body;
    if ((req.headers['accept-encoding'] || '').includes('gzip') && body.length > GZIP_MIN_BYTES) {
      headers['Content-Encoding'] = 'gzip';
      payload = gzipSync(body);
    }
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  const gzipCache = new Map();

  async function serveFile(req, res, file, info) {
    const ext = extname(file);
    const cache = HASHED.test(file) || file.includes(`${sep}assets${sep}`) ? IMMUTABLE : 'no-cache';
    const gz = COMPRESSIBLE.has(ext) && (req.headers['accept-encoding'] || '').includes('gzip');
    const headers = {
      ...baseHeaders(req),
      'Content-Type': TYPES[ext] || 'application/octet-stream',
      'Cache-Control': cache,
      Vary: 'Accept-Encoding',
      // The file's version (size and time); the gzip form is another representation with its own tag.
      ETag: `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}${gz ? '-gz' : ''}"`,
    };
    if (isFresh(req, headers.ETag)) {
      res.writeHead(304, headers);
      return res.end();
    }
    let body;
    if (gz) {
      const key = `${file}:${info.mtimeMs}`;
      body = gzipCache.get(key);
      if (!body) {
        body = gzipSync(await readFile(file));
        gzipCache.set(key, body);
      }
      headers['Content-Encoding'] = 'gzip';
    } else {
      body = await readFile(file);
    }
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * The single-page entry. On the shell's server, for the product's own hosts, with the build's snapshot
   * of the page in the visitor's first-visit language when there is one (shared/server/prerendered.mjs).
   */
  async function serveIndex(req, res, path, url) {
    const index = join(root, 'index.html');
    const info = await stat(index).catch(() => null);
    if (!info?.isFile()) return send(req, res, 404, Buffer.from('Not found'), TYPES['.txt'], 'no-cache');
    if (!withRegistry || !isOwnHost(req.headers.host, readBrands())) return serveFile(req, res, index, info);
    const locale = firstVisitLocale(url.searchParams.get('lang'), req.headers['accept-language']);
    const snapshot = readSnapshot(root, locale, path);
    if (!snapshot) return serveFile(req, res, index, info);
    const remoteBases = Object.fromEntries(
      registeredRemotes().map((remote) => [remote.name, new URL('.', remote.entry).href]),
    );
    const origins = { apiOrigin: new URL(appConfig().apiUrl).origin, remoteBases };
    const page = injectSnapshot(await readFile(index, 'utf8'), snapshot, locale, origins);
    return send(
      req,
      res,
      200,
      Buffer.from(page),
      TYPES['.html'],
      'no-cache',
      'Accept-Encoding, Accept-Language',
    );
  }

  /** The decoded path of a request, or Refused for one that is not a well-formed path. */
  function requestPath(req) {
    // Origin-form only (`/path?query`); `//host` would otherwise be read as another host.
    if (!req.url?.startsWith('/')) throw new Refused(400, 'Bad request');
    let url;
    let path;
    try {
      url = new URL(`http://localhost${req.url}`);
      // Throws on a lone `%`, a cut-off sequence and overlong or otherwise invalid UTF-8 (`%C0%AE`).
      path = decodeURIComponent(url.pathname);
    } catch {
      throw new Refused(400, 'Bad request');
    }
    if (CONTROL_CHARACTERS.test(path)) throw new Refused(400, 'Bad request');
    return { url, path };
  }

  async function answer(req, res) {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...baseHeaders(req), 'Access-Control-Allow-Headers': '*' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD, OPTIONS');
      throw new Refused(405, 'Method not allowed');
    }
    const { url, path } = requestPath(req);
    if (path === '/app-config.json') {
      return send(req, res, 200, Buffer.from(JSON.stringify(appConfig())), TYPES['.json'], 'no-cache');
    }
    if (withRegistry && path === '/remotes.json') {
      return send(req, res, 200, Buffer.from(JSON.stringify(remotesRegistry())), TYPES['.json'], 'no-cache');
    }
    const file = normalize(join(root, path));
    if (UNPUBLISHED.test(file.replace(/[\\/]+$/, ''))) throw new Refused(404, 'Not found');
    // With the separator: a sibling folder whose name starts with the root's (dist-old) is outside it.
    if (file !== root && !file.startsWith(root + sep)) throw new Refused(403, 'Forbidden');
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return serveFile(req, res, file, info);
    if (!extname(path)) return serveIndex(req, res, path, url);
    throw new Refused(404, 'Not found');
  }

  return async function handle(req, res) {
    try {
      await answer(req, res);
    } catch (error) {
      if (res.headersSent) {
        console.error(error);
        return res.destroy();
      }
      if (error instanceof Refused) {
        return send(req, res, error.status, Buffer.from(error.message), TYPES['.txt'], 'no-cache');
      }
      console.error(error);
      return send(req, res, 500, Buffer.from('Server error'), TYPES['.txt'], 'no-cache');
    }
  };
}
