/**
 * @jest-environment node
 */
/* global describe, it, expect, beforeAll, afterAll, beforeEach, jest -- Jest provides them (shared/jest.config.cjs). */
// The static servers' answers over HTTP, on a build folder made here: the security headers on every kind
// of answer, the CSP's sources from the deployment's configuration, and malformed or hostile paths.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticHandler, LOCAL_SECRETS_FILE } from './static-app.mjs';
import { GUARD } from './prerendered.mjs';
import { trustProxy } from './security-headers.mjs';

const START_SCRIPT = "document.body.appendChild(document.createElement('script')).src = '/main.js?1a2b';";
const INDEX = `<!doctype html><html lang="en-US"><head><title>Fulfillment</title></head><body><div id="root"></div><script>${START_SCRIPT}</script></body></html>`;
const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The repository's root (this file is in shared/server/). */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

let base;
let root;
const servers = [];

/** A static server over the folder; env is read on every request, as the real one reads process.env. */
async function serve(dir, { withRegistry = true, env = {}, secretsFile } = {}) {
  const server = createServer(createStaticHandler({ root: dir, withRegistry, env, secretsFile }));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return server.address().port;
}

/** One request with the path exactly as given (a browser or fetch would normalise it). */
function get(port, path, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method, headers: { host: 'localhost', ...headers } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A CSP as directive → sources. */
const directives = (policy) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'static-app-'));
  root = join(base, 'dist');
  mkdirSync(join(root, 'prerendered', 'en-US'), { recursive: true });
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'main.js'), 'console.log("main");\n'.repeat(100));
  writeFileSync(join(root, 'main.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  writeFileSync(join(root, '1234.0a1b2c3d.js'), 'console.log("chunk");');
  writeFileSync(
    join(root, 'brands.json'),
    JSON.stringify({
      defaultHosts: ['localhost'],
      default: { logoUrl: '/logos/estiba.svg', stylesheetUrl: '/themes/default.css' },
      hosts: { 'fulfillment.tiendasnova.test': { logoUrl: 'https://brand-cdn.example.com/nova.svg' } },
    }),
  );
  writeFileSync(
    join(root, 'prerendered', 'en-US', 'prices.json'),
    JSON.stringify({ html: '<main><h1>Prices</h1></main>', css: '', title: 'Prices' }),
  );
  // A sibling whose name starts with the served folder's.
  mkdirSync(join(base, 'distX'));
  writeFileSync(join(base, 'distX', 'secret.txt'), 'not for the web');
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(base, { recursive: true, force: true });
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('every answer carries the security headers', () => {
  let port;
  let brokenPort;
  beforeAll(async () => {
    port = await serve(root);
    const broken = join(base, 'broken-registry.json');
    writeFileSync(broken, '{ not json');
    brokenPort = await serve(root, { env: { REMOTES_REGISTRY_FILE: broken } });
  });

  const expectHeaders = (response) => {
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  };

  it.each([
    ['the single page', '/orders', 200, 'text/html'],
    ['a prerendered page', '/prices', 200, 'text/html'],
    ['the entry script', '/main.js', 200, 'text/javascript'],
    ['a hashed chunk', '/1234.0a1b2c3d.js', 200, 'text/javascript'],
    ['the configuration', '/app-config.json', 200, 'application/json'],
    ['the registry', '/remotes.json', 200, 'application/json'],
    ['a missing file', '/missing.png', 404, 'text/plain'],
    ['a malformed path', '/%', 400, 'text/plain'],
    ['a path outside the folder', '/..%2fdistX%2fsecret.txt', 403, 'text/plain'],
  ])('%s (%s): %d', async (_what, path, status, type) => {
    const response = await get(port, path);
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toContain(type);
    expectHeaders(response);
  });

  it('a revalidated file, page or JSON (304)', async () => {
    for (const path of ['/main.js', '/orders', '/prices', '/app-config.json', '/remotes.json']) {
      const first = await get(port, path, { headers: { 'accept-encoding': 'gzip' } });
      expect(first.headers.etag).toBeTruthy();
      const again = await get(port, path, {
        headers: { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag },
      });
      expect([path, again.status, again.body]).toEqual([path, 304, '']);
      expectHeaders(again);
    }
  });

  it('a server error (500), a refused method (405) and a preflight (204)', async () => {
    const error = await get(brokenPort, '/remotes.json');
    expect(error.status).toBe(500);
    expect(error.body).toBe('Server error');
    expectHeaders(error);
    const post = await get(port, '/main.js', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD, OPTIONS');
    expectHeaders(post);
    const preflight = await get(port, '/main.js', { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expectHeaders(preflight);
  });

  it('a remote’s server (no registry) too', async () => {
    const remotePort = await serve(root, { withRegistry: false });
    for (const path of ['/', '/main.js', '/app-config.json', '/nothing.js'])
      expectHeaders(await get(remotePort, path));
  });
});

describe('the Content-Security-Policy', () => {
  it('lists the registry’s remotes, the API for calls and socket.io, and locks down the rest', async () => {
    const port = await serve(root, {
      env: {
        API_URL: 'https://api.estiba.com',
        ACCOUNTS_URL: 'https://accounts.estiba.com/',
        MF_ORDERS_URL: 'https://cdn.estiba.com/mf-orders/3.1.0',
      },
    });
    const csp = directives((await get(port, '/')).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://cdn.estiba.com', 'http://localhost:3001']),
    );
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        'https://cdn.estiba.com',
        'https://api.estiba.com',
        'wss://api.estiba.com',
        'https://accounts.estiba.com',
      ]),
    );
    expect(csp['img-src']).toEqual(
      expect.arrayContaining(['https://api.estiba.com', 'https://cdn.estiba.com']),
    );
    // A white-label brand's logo hosted elsewhere.
    expect(csp['img-src']).toContain('https://brand-cdn.example.com');
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['script-src'].join(' ')).not.toMatch(/googletagmanager/);
  });

  it('allows the inline scripts of the page it serves by their hashes', async () => {
    const port = await serve(root);
    const page = await get(port, '/prices');
    expect(page.body).toContain('id="prerendered"');
    const scripts = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(scripts).toEqual([GUARD, START_SCRIPT]);
    const csp = directives(page.headers['content-security-policy']);
    for (const script of scripts) expect(csp['script-src']).toContain(sha256(script));
  });

  it('reads REMOTES_REGISTRY_FILE anew on every request', async () => {
    const file = join(base, 'registry.json');
    const registry = (origin) =>
      JSON.stringify({ remotes: [{ name: 'mf_orders', entry: `${origin}/mf-orders/mf-manifest.json` }] });
    writeFileSync(file, registry('https://cdn-one.example.com'));
    const port = await serve(root, { env: { REMOTES_REGISTRY_FILE: file } });
    const before = (await get(port, '/main.js')).headers['content-security-policy'];
    writeFileSync(file, registry('https://cdn-two.example.com'));
    const after = directives((await get(port, '/main.js')).headers['content-security-policy']);
    expect(directives(before)['script-src']).toContain('https://cdn-one.example.com');
    expect(after['script-src']).toContain('https://cdn-two.example.com');
    expect(after['script-src']).not.toContain('https://cdn-one.example.com');
    expect(after['script-src']).not.toContain('http://localhost:3004');
  });

  it('names the tag manager only when a container is set', async () => {
    const port = await serve(root, { env: { TAG_MANAGER_ID: 'GTM-ABC123' } });
    const csp = directives((await get(port, '/')).headers['content-security-policy']);
    expect(csp['script-src']).toContain('https://www.googletagmanager.com');
  });
});

describe('HSTS', () => {
  it('is sent when the public URL is https', async () => {
    const port = await serve(root, { env: { PUBLIC_URL: 'https://app.estiba.com' } });
    expect((await get(port, '/')).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await get(port, '/missing.png')).headers['strict-transport-security']).toBeTruthy();
  });

  it('believes X-Forwarded-Proto from a trusted proxy only', async () => {
    const open = await serve(root, { env: { PUBLIC_URL: 'http://localhost:3000' } });
    const behindProxy = await serve(root, { env: { TRUST_PROXY: '10.0.0.5, 127.0.0.1' } });
    const behindSubnet = await serve(root, { env: { TRUST_PROXY: '127.0.0.0/8' } });
    const oneHop = await serve(root, { env: { TRUST_PROXY: '1' } });
    const elsewhere = await serve(root, { env: { TRUST_PROXY: '10.0.0.0/8' } });
    const forwarded = { headers: { 'x-forwarded-proto': 'https' } };
    expect((await get(open, '/', forwarded)).headers['strict-transport-security']).toBeUndefined();
    expect((await get(behindProxy, '/', forwarded)).headers['strict-transport-security']).toBeTruthy();
    expect((await get(behindProxy, '/')).headers['strict-transport-security']).toBeUndefined();
    expect((await get(behindSubnet, '/', forwarded)).headers['strict-transport-security']).toBeTruthy();
    expect((await get(oneHop, '/', forwarded)).headers['strict-transport-security']).toBeTruthy();
    expect((await get(elsewhere, '/', forwarded)).headers['strict-transport-security']).toBeUndefined();
  });

  it('reads TRUST_PROXY as the API does, refusing true and what is not an address', () => {
    expect(trustProxy(undefined).trusts('127.0.0.1')).toBe(false);
    expect(trustProxy('0').trusts('127.0.0.1')).toBe(false);
    expect(trustProxy('2').trusts('203.0.113.9')).toBe(true);
    expect(trustProxy('10.0.0.0/8, ::1').trusts('::ffff:10.1.2.3')).toBe(true);
    expect(trustProxy('10.0.0.0/8, ::1').trusts('::1')).toBe(true);
    expect(trustProxy('10.0.0.0/8, ::1').trusts('192.168.0.1')).toBe(false);
    expect(trustProxy('true').error).toMatch(/TRUST_PROXY must be/);
    expect(trustProxy('10.0.0.0/33').error).toMatch(/bad: 10.0.0.0\/33/);
    expect(trustProxy('proxy.internal').error).toMatch(/bad: proxy.internal/);
  });
});

describe('malformed and hostile paths', () => {
  let port;
  beforeAll(async () => {
    port = await serve(root);
  });

  it.each(['/%', '/%E0%A4%A', '/%C0%AE%C0%AE/secret.txt', '/%E0%80%AE', '/a%00b', '/main.js%0a'])(
    '%s answers 400',
    async (path) => {
      const response = await get(port, path);
      expect(response.status).toBe(400);
      expect(response.body).toBe('Bad request');
    },
  );

  it('keeps a sibling folder whose name starts with the served folder’s out of reach', async () => {
    for (const path of [
      '/..%2fdistX%2fsecret.txt',
      '/%2e%2e%2fdistX%2fsecret.txt',
      '/..%5cdistX%5csecret.txt',
    ]) {
      const response = await get(port, path);
      expect([path, response.body]).not.toEqual([path, 'not for the web']);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });

  it('does not publish source maps', async () => {
    for (const path of ['/main.js.map', '/main.js.map/', '/./main.js.map', '/%6Dain.js.map']) {
      const response = await get(port, path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(response.body).not.toContain('sources');
    }
    expect((await get(port, '/main.js')).status).toBe(200);
  });
});

describe('the payload key /app-config.json hands to browsers', () => {
  const payloadKeyOf = async (options) =>
    JSON.parse((await get(await serve(root, options), '/app-config.json')).body).payloadKey;

  it('is PAYLOAD_KEY, else the key npm start generated on this machine, else none, never a known default', async () => {
    const secretsFile = join(base, 'secrets.json');
    writeFileSync(secretsFile, JSON.stringify({ jwtSecret: 'j'.repeat(64), payloadKey: 'generated-key' }));
    expect(await payloadKeyOf({ env: { PAYLOAD_KEY: 'site-key' }, secretsFile })).toBe('site-key');
    expect(await payloadKeyOf({ secretsFile })).toBe('generated-key');
    expect(await payloadKeyOf({ secretsFile: join(base, 'no-such-secrets.json') })).toBeNull();
    writeFileSync(secretsFile, '{ broken');
    expect(await payloadKeyOf({ secretsFile })).toBeNull();
  });

  it('looks for the generated key where the API writes it', () => {
    expect(LOCAL_SECRETS_FILE).toBe(join(ROOT, 'api', '.data', 'secrets.json'));
  });
});
