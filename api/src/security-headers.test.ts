// Every answer of every route carries the security headers: the routes are read from Fastify as it registers
// them (onRoute), so a route added later is checked without anyone listing it here.
import type { FastifyInstance, HTTPMethods, InjectOptions } from 'fastify';
import type { AddressInfo } from 'node:net';
import { io as connectSocket } from 'socket.io-client';
import { API_CONTENT_SECURITY_POLICY, REFERRER_POLICY } from './platform/security-headers.js';
import { buildServer } from './server.js';
import { testConfig } from './test/app.js';
import { createTestDatabase, type TestDatabase } from './test/database.js';

interface Route {
  method: HTTPMethods;
  url: string;
}

interface Started {
  app: FastifyInstance;
  routes: Route[];
  testDatabase: TestDatabase;
}

async function start(env: Record<string, string> = {}): Promise<Started> {
  const testDatabase = await createTestDatabase();
  const app = buildServer(testConfig(env), { database: testDatabase.database });
  const routes: Route[] = [];
  // Added before the plugins load (registration is deferred until ready), so it sees every route they add.
  app.addHook('onRoute', ({ method, url }) => {
    for (const one of Array.isArray(method) ? method : [method]) routes.push({ method: one, url });
  });
  await app.ready();
  return { app, routes, testDatabase };
}

/** A request for the route: parameters and wildcards filled in, an empty JSON object as the body. */
function requestFor({ method, url }: Route): InjectOptions {
  // `OPTIONS *` is CORS's preflight route for every path.
  const path = url === '*' ? '/x' : url.replace(/:[A-Za-z_]+/g, 'x').replace(/\*/g, 'x');
  const withBody = !['GET', 'HEAD', 'OPTIONS', 'DELETE'].includes(method);
  return {
    method,
    url: path,
    ...(withBody ? { payload: '{}', headers: { 'content-type': 'application/json' } } : {}),
  };
}

const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );

type Headers = Record<string, string | string[] | number | undefined>;

/** What every answer must carry, whatever its kind; pages may widen the policy for what they load. */
function expectSecurityHeaders(what: string, headers: Headers): void {
  const policy = String(headers['content-security-policy'] ?? '');
  const csp = directives(policy);
  const summary = {
    what,
    frameAncestors: csp.get('frame-ancestors'),
    baseUri: csp.get('base-uri'),
    plugins: csp.get('object-src') ?? csp.get('default-src'),
    nosniff: headers['x-content-type-options'],
    referrerPolicy: headers['referrer-policy'],
    frameOptions: headers['x-frame-options'],
  };
  expect(summary).toEqual({
    what,
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    plugins: ["'none'"],
    nosniff: 'nosniff',
    referrerPolicy: expect.stringMatching(/^(no-referrer|strict-origin-when-cross-origin)$/),
    frameOptions: 'DENY',
  });
  // A JSON answer opened as a page may load, run and submit nothing.
  if (String(headers['content-type'] ?? '').startsWith('application/json')) {
    expect([what, policy]).toEqual([what, API_CONTENT_SECURITY_POLICY]);
  }
}

describe('the security headers of every route', () => {
  let http: Started;
  let https: Started;

  beforeAll(async () => {
    [http, https] = await Promise.all([start(), start({ PUBLIC_API_URL: 'https://api.estiba.example' })]);
  });

  afterAll(async () => {
    for (const started of [http, https]) {
      await started.app.close();
      await started.testDatabase.destroy();
    }
  });

  it('finds the routes to check', () => {
    const urls = http.routes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /health',
        'GET /ecommerce-platforms',
        'GET /documents/view',
        'GET /accounts/login',
        'POST /accounts/login',
        'GET /documentation',
        'GET /documentation/static/*',
        'OPTIONS *',
        'GET /documentation/json',
      ]),
    );
    expect(urls.length).toBeGreaterThan(30);
  });

  it('sends them on every answer of every route, without HSTS over http', async () => {
    for (const route of http.routes) {
      const response = await http.app.inject(requestFor(route));
      const what = `${route.method} ${route.url} (${response.statusCode})`;
      expectSecurityHeaders(what, response.headers);
      expect([what, response.headers['strict-transport-security']]).toEqual([what, undefined]);
    }
  });

  it('adds HSTS to every answer when the API is served over https', async () => {
    for (const route of https.routes) {
      const response = await https.app.inject(requestFor(route));
      const what = `${route.method} ${route.url} (${response.statusCode})`;
      expectSecurityHeaders(what, response.headers);
      expect([what, response.headers['strict-transport-security']]).toEqual([
        what,
        'max-age=31536000; includeSubDomains',
      ]);
    }
  });

  it.each([
    ['an unknown route', { method: 'GET', url: '/no/such/route' }],
    ['a malformed path', { method: 'GET', url: '/documents/%E0%A4%A' }],
    [
      'a body of a type the route does not read',
      { method: 'POST', url: '/auth/new-password', payload: 'x', headers: { 'content-type': 'text/plain' } },
    ],
    [
      'an unreadable body',
      { method: 'POST', url: '/auth/login', payload: '{', headers: { 'content-type': 'application/json' } },
    ],
    [
      'a CORS preflight',
      {
        method: 'OPTIONS',
        url: '/auth/me',
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
      },
    ],
  ] as const)('sends them on %s', async (what, request) => {
    const response = await http.app.inject(request as InjectOptions);
    expect(response.statusCode).toBeLessThan(500);
    expectSecurityHeaders(what, response.headers);
  });

  it('keeps CORS preflights working', async () => {
    const response = await http.app.inject({
      method: 'OPTIONS',
      url: '/auth/me',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('gives JSON the policy allowing nothing, with no Referer', async () => {
    const response = await http.app.inject({ method: 'GET', url: '/health' });
    expect(directives(String(response.headers['content-security-policy']))).toEqual(
      new Map([
        ['default-src', ["'none'"]],
        ['frame-ancestors', ["'none'"]],
        ['base-uri', ["'none'"]],
      ]),
    );
    expect(response.headers['referrer-policy']).toBe(REFERRER_POLICY);
  });

  it('gives the legal texts the policy allowing nothing: they load, run and style nothing', async () => {
    const list = await http.app.inject({ method: 'GET', url: '/legal-documents?country_code=ES' });
    const names = (list.json() as { name: string }[]).map((document) => document.name);
    expect(names.length).toBeGreaterThanOrEqual(7);
    for (const name of names) {
      for (const language of ['es-ES', 'en-US']) {
        const text = await http.app.inject({
          method: 'GET',
          url: `/documents/view?country=ES&language=${language}&name=${name}`,
        });
        expect([name, text.statusCode]).toEqual([name, 200]);
        expect(text.headers['content-type']).toContain('text/html');
        expect(text.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
        expect([name, text.body.match(/<(script|img|link|style|iframe|object|form)\b| style=/i)]).toEqual([
          name,
          null,
        ]);
      }
    }
  });

  it('lets the interactive docs run their own assets, and nothing from elsewhere', async () => {
    const page = await http.app.inject({ method: 'GET', url: '/documentation/' });
    expect(page.statusCode).toBe(200);
    const csp = directives(String(page.headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://localhost:4000']);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    // What the page loads is on this origin, below the prefix, and allowed by that policy.
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, path = '']) => path);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset).toMatch(/^\.\/static\//);
      const loaded = await http.app.inject({ method: 'GET', url: `/documentation/${asset.slice(2)}` });
      expect([asset, loaded.statusCode]).toEqual([asset, 200]);
    }
    expect(page.body).not.toMatch(/<script>|<style>| style=| on[a-z]+=/);
    const spec = await http.app.inject({ method: 'GET', url: '/documentation/json' });
    expect(spec.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
  });

  it('gives the hosted accounts pages a policy for exactly their stylesheet, logo and forms', async () => {
    const page = await http.app.inject({
      method: 'GET',
      url: '/accounts/login?redirect_url=http%3A%2F%2Flocalhost%3A3000%2Fauthentication',
    });
    expect(page.statusCode).toBe(200);
    const csp = directives(String(page.headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual([expect.stringMatching(/^'sha256-/)]);
    expect(csp.get('form-action')).toEqual(["'self'", 'http://localhost:3000']);
    expect(page.body.match(/<style>/g)).toHaveLength(1);
    expect(page.body).not.toMatch(/<script|<link| style=/);
  });

  it('adds the headers to socket.io’s own answers, and its endpoint still answers', async () => {
    await http.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(http.app.server.address() as AddressInfo).port}`;
    const polling = await fetch(`${base}/socket.io/?EIO=4&transport=polling`);
    expect(polling.status).toBe(200);
    expectSecurityHeaders('socket.io polling', Object.fromEntries(polling.headers));
    // A connection without a token is refused by the API itself (realtime.ts), past the transport.
    const socket = connectSocket(base, { transports: ['websocket'], reconnection: false });
    const refusal = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    socket.close();
    expect(refusal.message).toMatch(/Authentication required/);
  });
});
