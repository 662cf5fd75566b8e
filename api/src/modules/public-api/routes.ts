// The public REST API under /v1 (issue 20): the merchant's orders, products, inventory levels, receiving orders
// and returns for their own systems, with an API token (Bearer estiba_live_…) instead of a portal session. Lists
// page by cursor (cursor.ts); reads and creates go through the domain services, as the portal's routes do, so the
// rules (and row-level security) are the same. Errors are problem details (problem.ts), limits are per token.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { Database } from '../../platform/db/connection.js';
import { asClient } from '../../platform/db/scope.js';
import { IDEMPOTENT_REPLAY_HEADER } from '../../platform/idempotency.js';
import { ApiTokensService } from '../api-tokens/service.js';
import { OrdersService } from '../orders/service.js';
import { CreateOrderBody, OrderDetail } from '../orders/schemas.js';
import { ProductsService } from '../products/service.js';
import { Product, ProductDetail, ProductInput } from '../products/schemas.js';
import { ReceivingService } from '../receiving/service.js';
import { ReceivingOrderDetail, SendInventoryBody } from '../receiving/schemas.js';
import { StaffReceivingService } from '../receiving/staff-service.js';
import { ReturnsService } from '../returns/service.js';
import { ReturnDetail } from '../returns/schemas.js';
import {
  CreatedWebhookSubscription,
  DeliveriesQuery,
  NewWebhookSubscription,
  WebhookDeliveryList,
  WebhookSubscription,
} from '../webhook-subscriptions/schemas.js';
import { webhookSubscriptions, type WebhookWiringOptions } from '../webhook-subscriptions/wiring.js';
import { authenticateToken, callerOf, requireScope, sessionOfCaller } from './caller.js';
import { decodeCursor, pageOf, PageQuery, type Page } from './cursor.js';
import {
  INVENTORY_LEVEL_EXAMPLE,
  ORDER_EXAMPLE,
  PRODUCT_EXAMPLE,
  RECEIVING_ORDER_EXAMPLE,
  RETURN_EXAMPLE,
  WEBHOOK_DELIVERIES_EXAMPLE,
  WEBHOOK_SUBSCRIPTION_EXAMPLE,
  CREATED_WEBHOOK_SUBSCRIPTION_EXAMPLE,
} from './examples.js';
import { Problem, problem, problemErrorHandler, problemRef, sendProblem } from './problem.js';
import { inventoryLevels, nextKeys, type Listed } from './repository.js';
import { InventoryLevel as InventoryLevelSchema } from './schemas.js';

export const PUBLIC_API_PREFIX = '/v1';

export interface PublicApiOptions {
  /** Requests per token per minute, across every /v1 route (counted in Redis when REDIS_URL is set). */
  rateLimitPerMinute: number;
  /** The webhook subscriptions' settings (the same as the portal's routes get: one set of rules). */
  webhooks: WebhookWiringOptions;
}

const errors = { 400: problemRef, 401: problemRef, 403: problemRef, 404: problemRef, 429: problemRef };
const security = [{ apiToken: [] }];
const IdParams = Type.Object({ id: Type.String({ format: 'uuid', examples: [ORDER_EXAMPLE.id] }) });
const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'One per thing to create: a retry with the same key and body answers the first result again',
    examples: ['6c0e4d7a-order-1042'],
  }),
});

/** The next page of a listed table, each row read by the domain's own reader. */
async function readPage<T>(
  database: Database,
  request: FastifyRequest<{ Querystring: PageQuery }>,
  listed: Listed,
  read: (keys: string[][]) => Promise<T[]>,
): Promise<Page<T>> {
  const caller = callerOf(request);
  const after = decodeCursor(request.query.cursor, listed.keys.length);
  const page = await asClient(database, caller.clientId, (tx) =>
    nextKeys(tx, caller.clientId, listed, request.query, after),
  );
  return { data: await read(page.keys), nextCursor: page.nextCursor };
}

/** Reads one by one, in order: each service call is its own asClient transaction, as on the portal. */
async function each<T>(keys: string[][], read: (key: string[]) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (const key of keys) out.push(await read(key));
  return out;
}

const uuidKey = [{ column: 'id', uuid: true }];

export const publicApiRoutes: FastifyPluginAsyncTypebox<PublicApiOptions> = async (app, options) => {
  const tokens = new ApiTokensService(app.database);
  const orders = new OrdersService(app.database);
  const products = new ProductsService(app.database);
  const receiving = new ReceivingService(app.database, new StaffReceivingService(app.database));
  const returns = new ReturnsService(app.database);
  const webhooks = webhookSubscriptions(app, options.webhooks).service;
  const session = (request: FastifyRequest) => sessionOfCaller(callerOf(request));

  app.addSchema(Problem);
  app.decorateRequest('apiCaller', null);
  app.setErrorHandler(problemErrorHandler);
  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, problem(404, `Route ${request.method} ${request.url.split('?')[0]} not found`)),
  );
  // Before the routes' own hooks (the rate limit's among them), so the limit counts per token.
  app.addHook('onRequest', authenticateToken(tokens));

  const rateLimit = {
    max: options.rateLimitPerMinute,
    timeWindow: 60_000,
    groupId: 'public-api',
    keyGenerator: (request: FastifyRequest) => `token:${request.apiCaller?.tokenId ?? request.ip}`,
  };
  const config = { rateLimit };
  const page = (item: Parameters<typeof pageOf>[0], example: unknown) => ({
    querystring: PageQuery,
    response: { 200: pageOf(item, example), ...errors },
  });

  // ---- Orders ----------------------------------------------------------------------------------------------
  app.get(
    '/orders',
    {
      schema: {
        tags: ['public-api'],
        summary: 'Orders, in the order they last changed',
        security,
        ...page(OrderDetail, ORDER_EXAMPLE),
      },
      preValidation: requireScope('orders:read'),
      config,
    },
    async (request) =>
      readPage(app.database, request, { table: 'orders', keys: uuidKey }, (keys) =>
        each(keys, ([id]) => orders.detail(session(request), id!)),
      ),
  );
  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['public-api'],
        summary: 'One order',
        security,
        params: IdParams,
        response: { 200: { ...OrderDetail, examples: [ORDER_EXAMPLE] }, ...errors },
      },
      preValidation: requireScope('orders:read'),
      config,
    },
    async (request) => orders.detail(session(request), request.params.id),
  );
  app.post(
    '/orders',
    {
      schema: {
        tags: ['public-api'],
        summary: 'Creates an order (pending) from your products',
        description:
          'The same Idempotency-Key and body answer the first 201 again; another body answers 422.',
        security,
        headers: IdempotencyHeaders,
        body: CreateOrderBody,
        response: {
          201: { ...OrderDetail, examples: [ORDER_EXAMPLE] },
          ...errors,
          409: problemRef,
          422: problemRef,
        },
      },
      preValidation: requireScope('orders:write'),
      config,
    },
    async (request, reply) => {
      const answer = await orders.create(
        session(request),
        request.headers['idempotency-key'],
        request.body,
        'api',
      );
      if (answer.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      return reply.status(201).send(answer.body);
    },
  );

  // ---- Products --------------------------------------------------------------------------------------------
  app.get(
    '/products',
    {
      schema: {
        tags: ['public-api'],
        summary: 'Products with their stock, in the order they last changed',
        security,
        ...page(ProductDetail, PRODUCT_EXAMPLE),
      },
      preValidation: requireScope('products:read'),
      config,
    },
    async (request) =>
      readPage(app.database, request, { table: 'products', keys: uuidKey }, (keys) =>
        each(keys, ([id]) => products.detail(session(request), id!)),
      ),
  );
  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['public-api'],
        summary: 'One product with its stock per warehouse',
        security,
        params: IdParams,
        response: { 200: { ...ProductDetail, examples: [PRODUCT_EXAMPLE] }, ...errors },
      },
      preValidation: requireScope('products:read'),
      config,
    },
    async (request) => products.detail(session(request), request.params.id),
  );
  app.post(
    '/products',
    {
      schema: {
        tags: ['public-api'],
        summary: 'Creates a product',
        description:
          'The same Idempotency-Key answers the first 201 again. A taken SKU or barcode answers 409.',
        security,
        headers: IdempotencyHeaders,
        body: ProductInput,
        response: { 201: { ...Product, examples: [PRODUCT_EXAMPLE.product] }, ...errors, 409: problemRef },
      },
      preValidation: requireScope('products:write'),
      config,
    },
    async (request, reply) => {
      const { product, created } = await products.create(
        session(request),
        request.headers['idempotency-key'],
        request.body,
      );
      if (!created) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      return reply.status(201).send(product);
    },
  );

  // ---- Inventory levels ------------------------------------------------------------------------------------
  const stockKeys = [
    { column: 'product_id', uuid: true },
    { column: 'warehouse_id', uuid: false },
  ];
  app.get(
    '/inventory-levels',
    {
      schema: {
        tags: ['public-api'],
        summary: 'Stock per product and warehouse, in the order it last changed',
        security,
        ...page(InventoryLevelSchema, INVENTORY_LEVEL_EXAMPLE),
      },
      preValidation: requireScope('inventory:read'),
      config,
    },
    async (request) => {
      const { clientId } = callerOf(request);
      return readPage(app.database, request, { table: 'stock_levels', keys: stockKeys }, (keys) =>
        asClient(app.database, clientId, (tx) => inventoryLevels(tx, clientId, keys)),
      );
    },
  );

  // ---- Receiving orders ------------------------------------------------------------------------------------
  app.get(
    '/receiving-orders',
    {
      schema: {
        tags: ['public-api'],
        summary: 'Receiving orders (inventory sent to a warehouse), in the order they last changed',
        security,
        ...page(ReceivingOrderDetail, RECEIVING_ORDER_EXAMPLE),
      },
      preValidation: requireScope('receiving_orders:read'),
      config,
    },
    async (request) =>
      readPage(app.database, request, { table: 'receiving_orders', keys: uuidKey }, (keys) =>
        each(keys, ([id]) => receiving.detail(session(request), id!)),
      ),
  );
  app.get(
    '/receiving-orders/:id',
    {
      schema: {
        tags: ['public-api'],
        summary: 'One receiving order with its lines and boxes',
        security,
        params: IdParams,
        response: { 200: { ...ReceivingOrderDetail, examples: [RECEIVING_ORDER_EXAMPLE] }, ...errors },
      },
      preValidation: requireScope('receiving_orders:read'),
      config,
    },
    async (request) => receiving.detail(session(request), request.params.id),
  );
  app.post(
    '/receiving-orders',
    {
      schema: {
        tags: ['public-api'],
        summary: 'Sends inventory to a warehouse (or keeps it as a draft with send: false)',
        description:
          'The same Idempotency-Key and body answer the first 201 again; another body answers 422.',
        security,
        headers: IdempotencyHeaders,
        body: SendInventoryBody,
        response: {
          201: { ...ReceivingOrderDetail, examples: [RECEIVING_ORDER_EXAMPLE] },
          ...errors,
          409: problemRef,
          422: problemRef,
        },
      },
      preValidation: requireScope('receiving_orders:write'),
      config,
    },
    async (request, reply) => {
      const result = await receiving.send(session(request), request.headers['idempotency-key'], request.body);
      if (!result.created) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      return reply.status(201).send(result.detail);
    },
  );

  // ---- Returns (read with the orders scope: a return is an order's) ----------------------------------------
  app.get(
    '/returns',
    {
      schema: {
        tags: ['public-api'],
        summary: 'Returns of your orders, in the order they last changed',
        security,
        ...page(ReturnDetail, RETURN_EXAMPLE),
      },
      preValidation: requireScope('orders:read'),
      config,
    },
    async (request) =>
      readPage(app.database, request, { table: 'returns', keys: uuidKey }, (keys) =>
        each(keys, ([id]) => returns.detail(session(request), id!)),
      ),
  );
  app.get(
    '/returns/:id',
    {
      schema: {
        tags: ['public-api'],
        summary: 'One return with its lines and history',
        security,
        params: IdParams,
        response: { 200: { ...ReturnDetail, examples: [RETURN_EXAMPLE] }, ...errors },
      },
      preValidation: requireScope('orders:read'),
      config,
    },
    async (request) => returns.detail(session(request), request.params.id),
  );

  // ---- Webhook subscriptions (scope webhooks): the portal's service, so the same URL and topic rules ----------
  const SubscriptionParams = Type.Object({
    id: Type.String({ format: 'uuid', examples: [WEBHOOK_SUBSCRIPTION_EXAMPLE.id] }),
  });
  app.get(
    '/webhook-subscriptions',
    {
      schema: {
        tags: ['public-api'],
        summary: 'Your webhook subscriptions, in the order they last changed',
        security,
        ...page(WebhookSubscription, WEBHOOK_SUBSCRIPTION_EXAMPLE),
      },
      preValidation: requireScope('webhooks'),
      config,
    },
    async (request) =>
      readPage(app.database, request, { table: 'webhook_subscriptions', keys: uuidKey }, (keys) =>
        each(keys, ([id]) => webhooks.detail(session(request), id!)),
      ),
  );
  app.get(
    '/webhook-subscriptions/:id',
    {
      schema: {
        tags: ['public-api'],
        summary: 'One webhook subscription (never its secret)',
        security,
        params: SubscriptionParams,
        response: { 200: { ...WebhookSubscription, examples: [WEBHOOK_SUBSCRIPTION_EXAMPLE] }, ...errors },
      },
      preValidation: requireScope('webhooks'),
      config,
    },
    async (request) => webhooks.detail(session(request), request.params.id),
  );
  app.post(
    '/webhook-subscriptions',
    {
      schema: {
        tags: ['public-api'],
        summary: 'Subscribes an endpoint to topics; the signing secret is in this answer only',
        description:
          'Messages are signed the Standard Webhooks way (webhook-id, webhook-timestamp, webhook-signature: ' +
          'v1,<base64 HMAC-SHA256 of "id.timestamp.body">, keyed with the base64 after whsec_). No read answers ' +
          'the secret again. The same Idempotency-Key and body answer the first 201 again, byte for byte, secret ' +
          'included (header Idempotent-Replayed: true): it is the one secret of the one subscription, not a new ' +
          'one, so a client whose first answer was lost still learns it; another body answers 422. An address ' +
          'that is not https, carries credentials or is private, or a topic that is not one of the list, answers ' +
          '400 with the reason.',
        security,
        headers: IdempotencyHeaders,
        body: NewWebhookSubscription,
        response: {
          201: { ...CreatedWebhookSubscription, examples: [CREATED_WEBHOOK_SUBSCRIPTION_EXAMPLE] },
          ...errors,
          422: problemRef,
        },
      },
      preValidation: requireScope('webhooks'),
      config,
    },
    async (request, reply) => {
      const answer = await webhooks.create(
        session(request),
        request.headers['idempotency-key'].trim(),
        request.body,
      );
      if (answer.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      return reply.status(201).send(answer.body);
    },
  );
  app.delete(
    '/webhook-subscriptions/:id',
    {
      schema: {
        tags: ['public-api'],
        summary: 'Deletes a webhook subscription and its delivery log',
        security,
        params: SubscriptionParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errors },
      },
      preValidation: requireScope('webhooks'),
      config,
    },
    async (request, reply) => {
      await webhooks.remove(session(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/webhook-subscriptions/:id/deliveries',
    {
      schema: {
        tags: ['public-api'],
        summary:
          "A subscription's latest deliveries (at most limit, 100), latest first, each with its attempts",
        description: 'A log, not a synced list: no cursor; filter by status to find the failed ones.',
        security,
        params: SubscriptionParams,
        querystring: DeliveriesQuery,
        response: { 200: { ...WebhookDeliveryList, examples: [WEBHOOK_DELIVERIES_EXAMPLE] }, ...errors },
      },
      preValidation: requireScope('webhooks'),
      config,
    },
    async (request) => webhooks.deliveries(session(request), request.params.id, request.query),
  );
};
