#!/usr/bin/env node
// Serves one front-end package's production build from its own origin: CORS for federation,
// gzip, long caching for hashed chunks, SPA fallback, and the run-time JSON the shell reads
// (/app-config.json always; /remotes.json with --registry) so a deployment changes them without a rebuild.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstVisitLocale, injectSnapshot, isOwnHost, readSnapshot } from './prerendered.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] && !args[i + 1].startsWith('--') ? args[i + 1] : fallback;
};
const flag = (name) => args.includes(`--${name}`);

const root = resolve(option('dir', 'dist'));
const port = Number(option('port', process.env.PORT || 3000));
const host = process.env.HOST || '0.0.0.0';
const withRegistry = flag('registry');
const publicHost = process.env.PUBLIC_HOST || 'localhost';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
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
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.json', '.css', '.svg', '.map', '.txt']);
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

export const REMOTE_PORTS = {
  mf_landing: ['MF_LANDING_URL', 3001],
  mf_auth: ['MF_AUTH_URL', 3002],
  mf_inventory: ['MF_INVENTORY_URL', 3003],
  mf_orders: ['MF_ORDERS_URL', 3004],
  mf_billing: ['MF_BILLING_URL', 3005],
  mf_settings: ['MF_SETTINGS_URL', 3006],
};

function appConfig() {
  const apiUrl = process.env.API_URL || `http://${publicHost}:${process.env.API_PORT || 4000}`;
  return {
    apiUrl,
    accountsUrl: process.env.ACCOUNTS_URL || `${apiUrl}/accounts`,
    environment: process.env.ESTIBA_ENV || 'production',
    tagManagerId: process.env.TAG_MANAGER_ID || null,
    // The public key of signed payloads (sign-up, login, new password); the API's PAYLOAD_KEY, same default.
    payloadKey: process.env.PAYLOAD_KEY || 'estiba-development-payload-key-0001',
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

function remotesRegistry() {
  const file = process.env.REMOTES_REGISTRY_FILE;
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const hints = builtRouteHints();
  const remotes = Object.entries(REMOTE_PORTS).map(([name, [variable, defaultPort]]) => {
    const portVar = `${variable.replace('_URL', '_PORT')}`;
    const base = process.env[variable] || `http://${publicHost}:${process.env[portVar] || defaultPort}`;
    return {
      name,
      entry: `${base.replace(/\/$/, '')}/mf-manifest.json`,
      version: process.env.RELEASE || 'local',
      ...(hints[name] ? { routes: hints[name] } : {}),
    };
  });
  return { remotes };
}

const gzipCache = new Map();

async function send(req, res, status, body, type, cache, vary = 'Accept-Encoding') {
  const headers = {
    'Content-Type': type,
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': cache,
    Vary: vary,
  };
  let payload = body;
  if ((req.headers['accept-encoding'] || '').includes('gzip') && body.length > 1024) {
    headers['Content-Encoding'] = 'gzip';
    payload = gzipSync(body);
  }
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

async function serveFile(req, res, file) {
  const ext = extname(file);
  const type = TYPES[ext] || 'application/octet-stream';
  const cache =
    HASHED.test(file) || file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
  const gz = COMPRESSIBLE.has(ext) && (req.headers['accept-encoding'] || '').includes('gzip');
  const headers = {
    'Content-Type': type,
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': cache,
    Vary: 'Accept-Encoding',
  };
  let body;
  if (gz) {
    const info = await stat(file);
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

function readBrands() {
  const file = join(root, 'brands.json');
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

/**
 * The single-page entry. On the shell's server, for the product's own hosts, with the build's snapshot
 * of the page in the visitor's first-visit language when there is one (shared/server/prerendered.mjs).
 */
async function serveIndex(req, res, path, url) {
  const index = join(root, 'index.html');
  if (!withRegistry || !isOwnHost(req.headers.host, readBrands())) return serveFile(req, res, index);
  const locale = firstVisitLocale(url.searchParams.get('lang'), req.headers['accept-language']);
  const snapshot = readSnapshot(root, locale, path);
  if (!snapshot) return serveFile(req, res, index);
  const remoteBases = Object.fromEntries(
    (remotesRegistry().remotes ?? [])
      .filter((remote) => typeof remote?.name === 'string' && typeof remote.entry === 'string')
      .map((remote) => [remote.name, new URL('.', remote.entry).href]),
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

const server = createServer(async (req, res) => {
  try {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' });
      return res.end();
    }
    const url = new URL(req.url || '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname);
    if (path === '/app-config.json') {
      return send(req, res, 200, Buffer.from(JSON.stringify(appConfig())), TYPES['.json'], 'no-cache');
    }
    if (withRegistry && path === '/remotes.json') {
      return send(req, res, 200, Buffer.from(JSON.stringify(remotesRegistry())), TYPES['.json'], 'no-cache');
    }
    const file = normalize(join(root, path));
    if (!file.startsWith(root))
      return send(req, res, 403, Buffer.from('Forbidden'), TYPES['.txt'], 'no-cache');
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return serveFile(req, res, file);
    if (!extname(path)) return serveIndex(req, res, path, url);
    return send(req, res, 404, Buffer.from('Not found'), TYPES['.txt'], 'no-cache');
  } catch (error) {
    console.error(error);
    return send(req, res, 500, Buffer.from('Server error'), TYPES['.txt'], 'no-cache');
  }
});

server.listen(port, host, () => {
  console.log(`serving ${root} on http://${publicHost}:${port}`);
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
