// The OpenAPI document, built from the routes' own schemas, and the interactive docs at /documentation.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_ROOT } from '../config.js';
import { documentationContentSecurityPolicy } from './security-headers.js';

export const DOCUMENTATION_PREFIX = '/documentation';

const { version } = JSON.parse(readFileSync(path.join(API_ROOT, 'package.json'), 'utf8')) as {
  version: string;
};

export interface OpenApiOptions {
  /** The document's server: the API's configured public address, so "Try it out" calls it. */
  publicApiUrl: string;
}

export const openApiPlugin = fp(
  async (app: FastifyInstance, options: OpenApiOptions) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Estiba Fulfillment API',
          description: 'Merchant portal and warehouse operations of Estiba Fulfillment.',
          version,
        },
        servers: [{ url: options.publicApiUrl }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // The public API's tokens (issue 20, /v1): made on /api-token, sent as Bearer estiba_live_….
            apiToken: { type: 'http', scheme: 'bearer', bearerFormat: 'estiba_live_…' },
          },
        },
        tags: [
          { name: 'health', description: 'Service status' },
          { name: 'catalog', description: 'Countries, translations and other public data' },
          { name: 'accounts', description: 'Sessions and users' },
          {
            name: 'public-api',
            description:
              'The public REST API under /v1, for your own systems: send an API token made on /api-token as ' +
              'Authorization: Bearer estiba_live_…. Lists page with limit (at most 250), cursor (the last ' +
              "page's nextCursor) and updated_since; every POST takes an Idempotency-Key; errors are " +
              'application/problem+json (type, title, status, detail); a token that sends too many requests ' +
              'gets 429 with Retry-After (seconds).',
          },
        ],
      },
    });
    await app.register(swaggerUi, { routePrefix: DOCUMENTATION_PREFIX });

    // The docs' pages run the plugin's own assets: a policy that lets exactly those run. Everything else under
    // the prefix (the OpenAPI JSON, the scripts) keeps the API's policy allowing nothing.
    const pagePolicy = documentationContentSecurityPolicy(options.publicApiUrl, app.swaggerCSP);
    app.addHook('onSend', async (request, reply, payload) => {
      const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      if (isPage && request.url.startsWith(DOCUMENTATION_PREFIX)) {
        reply.header('content-security-policy', pagePolicy);
      }
      return payload;
    });
  },
  { name: 'estiba-openapi' },
);
