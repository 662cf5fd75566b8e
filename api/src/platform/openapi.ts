// The OpenAPI document, built from the routes' own schemas, and the interactive docs at /documentation.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { stringify as toYaml } from 'yaml';
import { API_ROOT } from '../config.js';
import { named } from './plugin-name.js';
import { documentationContentSecurityPolicy } from './security-headers.js';

export const DOCUMENTATION_PREFIX = '/documentation';
/** The public API's own page (/api-token links here): the /v1 operations only, for the merchant's developers. */
export const PUBLIC_DOCUMENTATION_PREFIX = `${DOCUMENTATION_PREFIX}/v1`;
const PUBLIC_API_TAG = 'public-api';

type Json = Record<string, unknown>;
interface OpenApiDocument {
  info: Json;
  paths: Record<string, Json>;
  tags?: { name: string }[];
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  [key: string]: unknown;
}

/** Names of the components/schemas a value refers to, directly or through other components. */
function referencedSchemas(
  value: unknown,
  all: Record<string, unknown>,
  found = new Set<string>(),
): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) referencedSchemas(item, all, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith('#/components/schemas/')) {
        const name = item.slice('#/components/schemas/'.length);
        if (!found.has(name)) {
          found.add(name);
          referencedSchemas(all[name], all, found);
        }
      } else {
        referencedSchemas(item, all, found);
      }
    }
  }
  return found;
}

/**
 * The public API's document, cut from the whole one: the /v1 paths, their tag, the token's security scheme and
 * the schemas they use. A merchant's developer reads a dozen operations, not the portal's ~170.
 */
export function publicApiDocument(whole: OpenApiDocument, prefix: string): OpenApiDocument {
  const paths = Object.fromEntries(
    Object.entries(whole.paths).filter(([path]) => path.startsWith(`${prefix}/`)),
  );
  const schemas = whole.components?.schemas ?? {};
  const used = referencedSchemas(paths, schemas);
  return {
    ...whole,
    info: {
      ...whole.info,
      title: 'Estiba Fulfillment public API',
      description:
        'Your own systems and Estiba: orders, products, inventory levels, receiving orders and returns under ' +
        `${prefix}, with an API token made on /api-token.`,
    },
    tags: (whole.tags ?? []).filter((tag) => tag.name === PUBLIC_API_TAG),
    paths,
    components: {
      ...whole.components,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
      securitySchemes: { apiToken: whole.components?.securitySchemes?.apiToken },
    },
  };
}

const { version } = JSON.parse(readFileSync(path.join(API_ROOT, 'package.json'), 'utf8')) as {
  version: string;
};

export interface OpenApiOptions {
  /** The document's server: the API's configured public address, so "Try it out" calls it. */
  publicApiUrl: string;
  /** Where the public API's routes live (`/v1`). */
  publicApiPrefix: string;
}

/**
 * What the two pages share. swagger-ui (5.34) virtualizes the operations once the page has 150 rows of tags and
 * operations, as the portal's whole document has: only the rows near the viewport are in the page and the rest
 * are drawn as they scroll into view (issue 20's "stops drawing after 'catalog'" was that, not a document defect;
 * e2e api-pages-csp scrolls the page and finds every operation). Deep links still scroll to their operation.
 */
const UI_CONFIG = {
  // A link to one operation (#/tag/operationId) opens it, and the address follows what is opened.
  deepLinking: true,
  // The schemas section at the bottom repeats every component; each operation shows its own.
  defaultModelsExpandDepth: -1,
};

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
    // The docs' pages run the plugin's own assets: a policy that lets exactly those run. Everything else under
    // the prefix (the OpenAPI JSON, the scripts) keeps the API's policy allowing nothing. Added before the pages'
    // contexts below, which take their parent's hooks as they are made.
    let pagePolicy = '';
    app.addHook('onSend', async (request, reply, payload) => {
      const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      if (isPage && request.url.startsWith(DOCUMENTATION_PREFIX)) {
        reply.header('content-security-policy', pagePolicy);
      }
      return payload;
    });

    // Two pages, each swagger-ui in a context of its own (the plugin decorates its context once): the whole
    // document for the portal's developers, and the public API's alone, which /api-token links to.
    async function portalDocumentation(portal: FastifyInstance) {
      await portal.register(swaggerUi, { routePrefix: DOCUMENTATION_PREFIX, uiConfig: UI_CONFIG });
      pagePolicy = documentationContentSecurityPolicy(options.publicApiUrl, portal.swaggerCSP);
    }
    await app.register(named(portalDocumentation));
    async function publicApiDocumentation(publicApi: FastifyInstance) {
      // The routes are fixed once the app is ready, so the public document is cut once and its YAML written
      // once: swagger-ui would copy the whole document, cut it and write YAML on every request (~100 ms of
      // CPU a request for the YAML, anyone's to ask for).
      let publicDocument: OpenApiDocument | undefined;
      let publicYaml: string | undefined;
      const documentOf = (whole: unknown) =>
        (publicDocument ??= publicApiDocument(whole as OpenApiDocument, options.publicApiPrefix));
      const yamlUrl = `${PUBLIC_DOCUMENTATION_PREFIX}/yaml`;
      publicApi.addHook('onRequest', async (request, reply) => {
        if (request.routeOptions.url !== yamlUrl) return;
        publicYaml ??= toYaml(documentOf(app.swagger()), { strict: false });
        return reply.type('application/x-yaml').send(publicYaml);
      });
      await publicApi.register(swaggerUi, {
        routePrefix: PUBLIC_DOCUMENTATION_PREFIX,
        uiConfig: { ...UI_CONFIG, docExpansion: 'list' },
        // publicApiDocument builds new objects and leaves the whole document as it is: no copy needed.
        transformSpecificationClone: false,
        transformSpecification: (whole) => documentOf(whole) as never,
      });
    }
    await app.register(named(publicApiDocumentation));
  },
  { name: 'estiba-openapi' },
);
