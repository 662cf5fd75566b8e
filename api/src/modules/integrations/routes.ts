// HTTP routes of store connections (issue 19, spec point 4): validation (signed in and visitor), the OAuth grant
// and its callback, shops posted with a token, the connected shops, disconnecting; and the sandbox store
// (sandbox-store.ts) under /sandbox-store. The onboarding step (POST dashboard/steps/update) is modules/dashboard's.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionOf } from '../accounts/authentication.js';
import { callbackRefusalPage } from './callback-page.js';
import { AppError, BadGateway, Unauthorized } from './errors.js';
import {
  callbackSchema,
  createShopSchema,
  disconnectShopSchema,
  listShopsSchema,
  startAuthorizationSchema,
  validateOutsideShopSchema,
  validateShopSchema,
} from './route-schemas.js';
import { sandboxStoreRoutes } from './sandbox-store.js';
import { CALLBACK_PATH, IntegrationsService } from './service.js';
import { named } from '../../platform/plugin-name.js';

export interface IntegrationsRoutesOptions {
  publicAppUrl: string;
}

/** A visitor may validate a few stores a minute: enough for typos, too few to list who has which store. */
const VISITOR_VALIDATIONS_PER_MINUTE = 10;

export const integrationsRoutes: FastifyPluginAsyncTypebox<IntegrationsRoutesOptions> = async (
  app,
  options,
) => {
  const settings = { publicApiUrl: app.publicApiUrl, publicAppUrl: options.publicAppUrl };
  const integrations = new IntegrationsService(app.database, app.storeAdapters, settings, app.log, app.jobs);
  const authenticated = { preHandler: app.authenticate };

  app.post('/client/shop/validation', { schema: validateShopSchema, ...authenticated }, async (request) =>
    integrations.validate(integrations.merchant(sessionOf(request)).clientId, request.body.url),
  );

  app.post(
    '/client/shop/outside/validation',
    {
      schema: validateOutsideShopSchema,
      config: { rateLimit: { max: VISITOR_VALIDATIONS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request) => integrations.validate(null, request.body.url),
  );

  app.post(
    '/client/shop/oauth/start',
    { schema: startAuthorizationSchema, ...authenticated },
    async (request) => integrations.startAuthorization(sessionOf(request), request.body.url),
  );

  app.get(CALLBACK_PATH, { schema: callbackSchema }, async (request, reply) => {
    try {
      return reply.redirect(await integrations.completeAuthorization(request.query), 302);
    } catch (error) {
      // The merchant's browser came here from the store: a refusal is a page saying why, with its status.
      // What completeAuthorization refuses with: the state (400), the store's signature (401), the store (502).
      const status = error instanceof BadGateway ? 502 : error instanceof Unauthorized ? 401 : 400;
      if (!(error instanceof AppError) || (error.statusCode !== status && error.statusCode !== 400))
        throw error;
      request.log.warn({ err: error }, 'store callback refused');
      const page = callbackRefusalPage(request, error.message, options.publicAppUrl);
      return reply.status(status).headers(page.headers).send(page.html);
    }
  });

  app.post('/client/shop', { schema: createShopSchema, ...authenticated }, async (request, reply) =>
    reply.status(201).send(await integrations.createShop(sessionOf(request), request.body)),
  );

  app.get('/client/shops', { schema: listShopsSchema, ...authenticated }, async (request) =>
    integrations.list(sessionOf(request)),
  );

  app.delete(
    '/client/shop/:id',
    { schema: disconnectShopSchema, ...authenticated },
    async (request, reply) => {
      await integrations.disconnect(sessionOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  await app.register(named(sandboxStoreRoutes), {
    app: app.storeAdapters.sandboxApp,
    publicApiUrl: app.publicApiUrl,
    publicAppUrl: options.publicAppUrl,
  });
};
