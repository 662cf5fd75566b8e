import { parse as parseYaml } from 'yaml';
import { INTERNAL_ERROR_MESSAGE, NotFound } from './platform/errors.js';
import { startTestApp, type TestApp } from './test/app.js';
import { createTestDatabase } from './test/database.js';

const RATE_LIMIT_MAX = 2;
const ONE_MINUTE_MS = 60_000;

describe('the server', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Compiles every route's schemas at start, as production does: a schema that does not compile fails here.
    t = await startTestApp({
      schemaCompilation: 'eager',
      testRoutes: async (app) => {
        app.get('/test/boom', async () => {
          throw new Error('connection string postgres://secret@db leaked');
        });
        app.get('/test/missing', async () => {
          throw new NotFound('No receiving order RO-1.');
        });
        app.post(
          '/test/echo',
          {
            schema: {
              body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
            },
          },
          async (request) => request.body,
        );
        app.get(
          '/test/limited',
          { config: { rateLimit: { max: RATE_LIMIT_MAX, timeWindow: ONE_MINUTE_MS } } },
          async () => ({ ok: true }),
        );
      },
    });
  });

  afterAll(() => t.close());

  it('names the headers of every headers schema in lower case, as Node gives them', () => {
    // The tests' lazy compilers make Fastify skip its own lower-casing of these names (schema-compilers.ts).
    const named = t.routes.flatMap(({ method, url, schema }) => {
      const headers = schema?.headers as
        { properties?: Record<string, unknown>; required?: string[] } | undefined;
      const names = [...Object.keys(headers?.properties ?? {}), ...(headers?.required ?? [])];
      return names.map((name) => ({ route: `${method} ${url}`, name }));
    });
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter(({ name }) => name !== name.toLowerCase())).toEqual([]);
  });

  it('reports health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('gives every response a request id, keeping a well-formed incoming one', async () => {
    const generated = await t.app.inject({ method: 'GET', url: '/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'lb-42' } });
    expect(kept.headers['x-request-id']).toBe('lb-42');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'bad id\twith spaces' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('bad id\twith spaces');
  });

  it('answers an unknown route with a 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/nowhere?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET /nowhere not found',
    });
  });

  it('maps a typed error to its status code and message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No receiving order RO-1.',
    });
  });

  it('answers an unexpected error with the generic text and never its details', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: INTERNAL_ERROR_MESSAGE,
    });
    expect(response.body).not.toContain('secret');
  });

  it('answers bad input with a 400 and the reason', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/test/echo', payload: { nom: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: "body must have required property 'name'",
    });

    const broken = await t.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(broken.json().message).toMatch(/JSON/);
  });

  it('limits a route that opts in, and only that route', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT_MAX; i += 1) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/test/limited' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await t.app.inject({ method: 'GET', url: '/test/limited' });
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(limited.json().message).toMatch(/^Too many requests\. Try again in /);

    for (let i = 0; i <= RATE_LIMIT_MAX; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    }
  });

  it('keeps rate-limit counters in Redis when REDIS_URL is set', async () => {
    if (!process.env.REDIS_URL) {
      expect(t.app.redis).toBeNull();
      return;
    }
    expect(t.app.redis).not.toBeNull();
    const keys = await t.app.redis!.keys('estiba-test:*rate-limit:*');
    expect(keys.length).toBeGreaterThan(0);
  });

  it('serves the OpenAPI document listing every route, with the interactive docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/documentation/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/health', '/countries', '/locales/{language}', '/auth/me']),
    );
    expect(document.paths['/auth/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ scheme: 'bearer' });

    const ui = await t.app.inject({ method: 'GET', url: '/documentation/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it("serves the public API's own document and page: the /v1 operations, their tag, scheme and schemas", async () => {
    const whole = (await t.app.inject({ method: 'GET', url: '/documentation/json' })).json();
    const response = await t.app.inject({ method: 'GET', url: '/documentation/v1/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.every((path) => path.startsWith('/v1/'))).toBe(true);
    expect(paths.sort()).toEqual(
      Object.keys(whole.paths)
        .filter((path) => path.startsWith('/v1/'))
        .sort(),
    );
    expect(document.tags.map((tag: { name: string }) => tag.name)).toEqual(['public-api']);
    expect(Object.keys(document.components.securitySchemes)).toEqual(['apiToken']);
    // Every schema a /v1 operation refers to is there, and none of the portal's others.
    const refs = [...JSON.stringify(document).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map(
      (m) => m[1],
    );
    for (const name of refs) expect(document.components.schemas).toHaveProperty([name]);
    expect(Object.keys(document.components.schemas ?? {}).length).toBeLessThanOrEqual(
      Object.keys(whole.components.schemas ?? {}).length,
    );
    // The whole document is untouched by the cut.
    expect(Object.keys(whole.paths)).toEqual(expect.arrayContaining(['/auth/me', '/v1/orders']));

    // The same document as YAML, written once: a second request and a HEAD get the same text.
    const yaml = await t.app.inject({ method: 'GET', url: '/documentation/v1/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.headers['content-type']).toContain('application/x-yaml');
    expect(parseYaml(yaml.body)).toEqual(document);
    expect((await t.app.inject({ method: 'GET', url: '/documentation/v1/yaml' })).body).toBe(yaml.body);
    const head = await t.app.inject({ method: 'HEAD', url: '/documentation/v1/yaml' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');

    const page = await t.app.inject({ method: 'GET', url: '/documentation/v1/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const initializer = await t.app.inject({
      method: 'GET',
      url: '/documentation/v1/static/swagger-initializer.js',
    });
    expect(initializer.body).toContain('"deepLinking":true');
  });

  it('allows cross-origin calls from the web application by default, not from any origin', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/auth/me',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
    const response = await preflight('http://localhost:3000');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const stranger = await preflight('https://evil.example');
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the web application read the Date header, by which it dates its signed payloads', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.headers.date).toEqual(expect.any(String));
    expect(String(response.headers['access-control-expose-headers']).toLowerCase()).toContain('date');
  });

  it.each(['PUT', 'PATCH', 'DELETE'])(
    'lets browsers send %s across origins, not only GET and POST',
    async (method) => {
      const response = await t.app.inject({
        method: 'OPTIONS',
        url: '/auth/new-password',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(String(response.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
    },
  );

  it('answers 503 on /health when the database does not answer', async () => {
    const testDatabase = await createTestDatabase();
    const broken = await startTestApp({ testDatabase });
    try {
      // The job queue stops first: on PostgreSQL with Redis, closing the app while its workers poll a dropped
      // database does not end (seen since the billing and store-sync queues; to be found, see the session note).
      await broken.app.jobs.stop();
      await testDatabase.destroy();
      const response = await broken.app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The database is not answering.',
      });
    } finally {
      await broken.close();
    }
    // A database of its own, migrated from nothing, then a queue that stops against a dead one: seconds alone, far
    // more on CI's two cores under the whole suite.
  }, 90_000);
});
