// Builds the Fastify application from its plugins: platform first (errors, database, Redis, CORS, rate limits,
// OpenAPI, authentication, realtime), then one plugin per domain module. No domain logic lives here.
import cors from '@fastify/cors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config, TrustProxy } from './config.js';
import { accountsRoutes } from './modules/accounts/routes.js';
import { accountSettingsRoutes } from './modules/account-settings/routes.js';
import { apiTokensRoutes } from './modules/api-tokens/routes.js';
import { PUBLIC_API_PREFIX, publicApiRoutes } from './modules/public-api/routes.js';
import { attemptLimitsPlugin } from './modules/accounts/attempt-limits.js';
import { authenticationPlugin } from './modules/accounts/authentication.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { carrierRoutes } from './modules/carriers/routes.js';
import { ecommercePlatformRoutes } from './modules/ecommerce-platforms/routes.js';
import { HEALTH_PATH, healthRoutes } from './modules/health/routes.js';
import { hostedAccountsRoutes } from './modules/hosted-accounts/routes.js';
import { identityProfileRoutes } from './modules/identity-profile/routes.js';
import { featureAnnouncementsRoutes } from './modules/feature-announcements/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { importRoutes } from './modules/imports/routes.js';
import { storeAdaptersPlugin } from './modules/integrations/adapters.js';
import { integrationsRoutes } from './modules/integrations/routes.js';
import { salesChannelsRoutes } from './modules/integrations/sales-channels.js';
import { notificationsRoutes } from './modules/notifications/routes.js';
import { shippingPlatformRoutes } from './modules/shipping-platform/routes.js';
import { webhooksRoutes } from './modules/integrations/webhooks.js';
import { syncRoutes } from './modules/integrations/sync-routes.js';
import { shipmentNotices } from './modules/integrations/sync-shipments.js';
import { inventoryRoutes } from './modules/inventory/routes.js';
import { inventoryDashboardRoutes } from './modules/inventory-dashboard/routes.js';
import { legalDocumentRoutes } from './modules/legal-documents/routes.js';
import { mediaRoutes } from './modules/media/routes.js';
import { ordersRoutes } from './modules/orders/routes.js';
import { commentsRoutes } from './modules/orders/comments-routes.js';
import { automaticOrdersRoutes } from './modules/orders/automatic-orders.js';
import { floorRoutes } from './modules/orders/floor-routes.js';
import { ordersDashboardRoutes } from './modules/orders-dashboard/routes.js';
import { returnsRoutes } from './modules/returns/routes.js';
import { billingRoutes } from './modules/billing/routes.js';
import { billingStaffRoutes } from './modules/billing/staff-routes.js';
import { billingDisputesRoutes } from './modules/billing-disputes/routes.js';
import { passwordResetRoutes } from './modules/password-reset/routes.js';
import { priceListRoutes } from './modules/price-lists/routes.js';
import { productRoutes } from './modules/products/routes.js';
import { receivingRoutes } from './modules/receiving/routes.js';
import { savedViewsRoutes } from './modules/saved-views/routes.js';
import { warehouseRoutes } from './modules/warehouses/routes.js';
import { webhookSubscriptionsRoutes } from './modules/webhook-subscriptions/routes.js';
import type { Database } from './platform/db/connection.js';
import { databasePlugin } from './platform/db/plugin.js';
import { eventsPlugin } from './platform/events/plugin.js';
import { jobsPlugin } from './platform/jobs/plugin.js';
import { errorBody, errorHandlerPlugin } from './platform/error-handler.js';
import { filesPlugin } from './platform/files/plugin.js';
import { inputGuardPlugin } from './platform/input-guard.js';
import { loggerOptions, REQUEST_ID_HEADER, requestId } from './platform/logging.js';
import { mailPlugin } from './platform/mail/plugin.js';
import { openApiPlugin } from './platform/openapi.js';
import { named } from './platform/plugin-name.js';
import { publicUrlPlugin } from './platform/public-url.js';
import { rateLimitPlugin } from './platform/rate-limit.js';
import { realtimePlugin } from './platform/realtime.js';
import { redisPlugin } from './platform/redis.js';
import { lazySchemaCompilers, type SchemaCompilation } from './platform/schema-compilers.js';
import { baseSecurityHeaders, securityHeadersPlugin } from './platform/security-headers.js';

/** The methods the API's routes use, allowed for browsers on other origins. */
const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const BAD_REQUEST = 400;

export interface ServerDependencies {
  database: Database;
  /** Prefix of every Redis key and channel; lets deployments (and parallel test files) share one Redis. */
  redisKeyPrefix?: string;
  /** `eager` (default: Fastify's own compilers) compiles all schemas at start; tests start `lazy` (schema-compilers.ts). */
  schemaCompilation?: SchemaCompilation;
}

export const DEFAULT_REDIS_KEY_PREFIX = 'estiba:';

/**
 * Fastify fails closed on a bare hop count (it cannot check who the nearest peer is), so a count becomes the
 * function proxy-addr would have made of it: the nearest `hops` addresses are proxies, the one before is the client.
 */
function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

export function buildServer(
  config: Config,
  { database, redisKeyPrefix = DEFAULT_REDIS_KEY_PREFIX, schemaCompilation = 'eager' }: ServerDependencies,
): FastifyInstance {
  const app = Fastify({
    ...(schemaCompilation === 'lazy'
      ? { schemaController: { compilersFactory: lazySchemaCompilers() } }
      : {}),
    logger: loggerOptions(config),
    genReqId: requestId,
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      // Load balancers poll /health every few seconds; a line per poll would drown the rest.
      disableRequestLogging: (request) => request.url === HEALTH_PATH,
    }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A path that does not decode is answered before any route (or hook) runs: the headers every answer carries
    // are set here, with the usual error shape.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const statusCode = error.statusCode ?? BAD_REQUEST;
      reply
        .headers({ ...baseSecurityHeaders(config.publicApiUrl), [REQUEST_ID_HEADER]: request.id })
        .status(statusCode)
        .send(errorBody(statusCode, error.message));
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Routes declare their schemas with TypeBox (modules/*/schemas.ts; README "One contract"), which gives their
  // handlers typed input and replies. TypeBox writes plain JSON Schema, so Fastify's own Ajv still validates
  // (coercing query strings and parameters, dropping properties a closed object does not name, ajv-formats'
  // formats) and @fastify/swagger still documents: TypeBox's own validator would coerce differently and
  // answer with other messages. Module plugins are typed FastifyPluginAsyncTypebox to get the provider too.

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  app.register(errorHandlerPlugin);
  app.register(inputGuardPlugin);
  app.register(publicUrlPlugin, { publicApiUrl: config.publicApiUrl });
  // Before CORS, whose hook answers preflights and ends the onRequest hooks there.
  app.register(securityHeadersPlugin, { publicApiUrl: config.publicApiUrl });
  app.register(databasePlugin, { database });
  app.register(redisPlugin, { url: config.redisUrl });
  // The plugin allows only GET, HEAD and POST unless told: the browser would drop every PUT, PATCH and
  // DELETE at the preflight (new password, profile settings).
  app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: CORS_METHODS,
    // The browser dates its signed payloads on the API's clock, read from this header (shared's serverClock).
    exposedHeaders: ['Date'],
  });
  app.register(rateLimitPlugin, { keyPrefix: redisKeyPrefix });
  app.register(attemptLimitsPlugin, { keyPrefix: redisKeyPrefix });
  app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    isProduction: config.isProduction,
  });
  app.register(filesPlugin, config.files);
  app.register(openApiPlugin, {
    publicApiUrl: config.publicApiUrl,
    publicApiPrefix: PUBLIC_API_PREFIX,
  });
  app.register(authenticationPlugin, { jwt: config.jwt });
  app.register(realtimePlugin, {
    corsOrigins: config.corsOrigins,
    securityHeaders: baseSecurityHeaders(config.publicApiUrl),
    channelPrefix: redisKeyPrefix,
    authenticate: (token) => app.accounts.authenticate(token),
  });
  app.register(jobsPlugin, config.jobs);
  app.register(eventsPlugin, config.events);

  // The modules' route plugins are plain functions: named() gives each its display name (platform/plugin-name.ts);
  // the platform's, made with fastify-plugin, have theirs.
  app.register(named(healthRoutes));
  app.register(named(catalogRoutes), { localesDir: config.localesDir });
  app.register(named(accountsRoutes), { payloadKey: config.payloadKey, publicAppUrl: config.publicAppUrl });
  app.register(named(passwordResetRoutes), {
    publicAppUrl: config.publicAppUrl,
    payloadKey: config.payloadKey,
  });
  app.register(named(identityProfileRoutes));
  app.register(named(accountSettingsRoutes), { publicAppUrl: config.publicAppUrl });
  app.register(named(featureAnnouncementsRoutes));
  app.register(named(hostedAccountsRoutes), {
    brandsFile: config.brandsFile,
    corsOrigins: config.corsOrigins,
    publicAppUrl: config.publicAppUrl,
    secret: config.jwt.secret,
  });
  app.register(named(priceListRoutes));
  app.register(named(carrierRoutes));
  app.register(named(ecommercePlatformRoutes));
  app.register(named(legalDocumentRoutes));
  app.register(named(mediaRoutes));
  app.register(named(receivingRoutes));
  app.register(named(productRoutes));
  app.register(named(inventoryRoutes));
  app.register(named(inventoryDashboardRoutes));
  app.register(named(warehouseRoutes));
  app.register(named(importRoutes));
  app.register(storeAdaptersPlugin, {
    secret: config.jwt.secret,
    publicApiUrl: config.publicApiUrl,
    shopify: config.shopify,
  });
  app.register(named(integrationsRoutes), { publicAppUrl: config.publicAppUrl });
  app.register(named(salesChannelsRoutes));
  app.register(named(notificationsRoutes));
  app.register(named(dashboardRoutes));
  app.register(named(shippingPlatformRoutes), {
    secret: config.jwt.secret,
    publicAppUrl: config.publicAppUrl,
  });
  app.register(named(webhooksRoutes));
  app.register(named(syncRoutes));
  app.register(named(ordersRoutes));
  app.register(named(floorRoutes), { connectors: shipmentNotices(app) });
  app.register(named(commentsRoutes));
  app.register(named(automaticOrdersRoutes));
  app.register(named(ordersDashboardRoutes));
  app.register(named(returnsRoutes));
  app.register(named(billingRoutes), { isProduction: config.isProduction, ...config.billing });
  app.register(named(billingStaffRoutes));
  app.register(named(savedViewsRoutes));
  app.register(named(billingDisputesRoutes), { isProduction: config.isProduction, ...config.billing });
  app.register(named(webhookSubscriptionsRoutes), { jwtSecret: config.jwt.secret, ...config.webhooks });
  app.register(named(apiTokensRoutes));
  // The public API keeps its own error shape (problem details) and authentication (API tokens) under its prefix.
  app.register(named(publicApiRoutes), {
    prefix: PUBLIC_API_PREFIX,
    ...config.publicApi,
    webhooks: { jwtSecret: config.jwt.secret, ...config.webhooks },
  });

  return app;
}
