import Fastify, { type FastifyInstance } from 'fastify';
import { lazySchemaCompilers, type SchemaCompilation } from './schema-compilers.js';

const nameBody = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: { name: { type: 'string', minLength: 2 }, count: { type: 'integer', default: 1 } },
};
const namedReply = {
  200: { type: 'object', properties: { name: { type: 'string' }, count: { type: 'integer' } } },
};

async function appWith(compilation: SchemaCompilation, schema: object): Promise<FastifyInstance> {
  // `eager` is Fastify as production builds it: its own compilers.
  const app = Fastify(
    compilation === 'lazy' ? { schemaController: { compilersFactory: lazySchemaCompilers() } } : {},
  );
  app.post('/things', { schema }, async (request) => ({ ...(request.body as object), secret: 'kept back' }));
  return app;
}

describe.each<SchemaCompilation>(['eager', 'lazy'])('schema compilers (%s)', (compilation) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith(compilation, { body: nameBody, response: namedReply });
    await app.ready();
  });
  afterAll(() => app.close());

  it('validates with Fastify’s Ajv: the reason of a failure, coerced types and defaults', async () => {
    const bad = await app.inject({ method: 'POST', url: '/things', payload: { name: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('body/name must NOT have fewer than 2 characters');
    const good = await app.inject({ method: 'POST', url: '/things', payload: { name: 'box', extra: 1 } });
    expect(good.statusCode).toBe(200);
    // `extra` is dropped by the closed body, `count` defaulted, and `secret` left out by the reply's serializer.
    expect(good.json()).toEqual({ name: 'box', count: 1 });
  });

  it('answers each failure with its own reason, not the one before', async () => {
    const missing = await app.inject({ method: 'POST', url: '/things', payload: {} });
    expect(missing.json().message).toBe("body must have required property 'name'");
    const coerced = await app.inject({ method: 'POST', url: '/things', payload: { name: 42 } });
    expect(coerced.json()).toEqual({ name: '42', count: 1 });
    const short = await app.inject({ method: 'POST', url: '/things', payload: { name: 'y' } });
    expect(short.json().message).toBe('body/name must NOT have fewer than 2 characters');
  });
});

describe('a schema that does not compile', () => {
  const broken = { body: { type: 'object', properties: { name: { type: 'no-such-type' } } } };

  it('stops an eager start', async () => {
    const app = await appWith('eager', broken);
    await expect(app.ready()).rejects.toThrow(/no-such-type|schema is invalid/i);
    await app.close().catch(() => undefined);
  });

  it('fails the first request of a lazy start with a 500, the start itself going on', async () => {
    const app = await appWith('lazy', broken);
    await app.ready();
    const response = await app.inject({ method: 'POST', url: '/things', payload: { name: 'box' } });
    expect(response.statusCode).toBe(500);
    await app.close();
  });
});
