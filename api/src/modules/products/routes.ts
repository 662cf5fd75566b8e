// HTTP routes of products: create (one, or several at once), read with stock, replace, and its ledger.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionOf } from '../accounts/authentication.js';
import { merchantSession } from '../inventory/merchant.js';
import {
  createProductBatchSchema,
  createProductSchema,
  productDetailSchema,
  productMovementsSchema,
  updateProductSchema,
} from './schemas.js';
import { ProductsService } from './service.js';

/** Tells a client that resent an Idempotency-Key that this is the first answer again, not a new product. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const products = new ProductsService(app.database);
  const authenticated = { preHandler: app.authenticate };
  const merchant = (request: Parameters<typeof sessionOf>[0]) => merchantSession(sessionOf(request));

  app.post('/products', { schema: createProductSchema, ...authenticated }, async (request, reply) => {
    const { product, created } = await products.create(
      merchant(request),
      request.headers['idempotency-key'],
      request.body,
    );
    if (!created) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
    return reply.status(201).send(product);
  });

  app.post(
    '/products/batch',
    { schema: createProductBatchSchema, ...authenticated },
    async (request, reply) => {
      const result = await products.createBatch(
        merchant(request),
        request.headers['idempotency-key'],
        request.body.products,
      );
      if (!result.created) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      return reply.status(201).send({ products: result.products });
    },
  );

  app.get('/products/:productId', { schema: productDetailSchema, ...authenticated }, async (request) =>
    products.detail(merchant(request), request.params.productId),
  );

  app.put('/products/:productId', { schema: updateProductSchema, ...authenticated }, async (request) =>
    products.update(merchant(request), request.params.productId, request.body),
  );

  app.get(
    '/products/:productId/movements',
    { schema: productMovementsSchema, ...authenticated },
    async (request) => products.movements(merchant(request), request.params.productId, request.query),
  );
};
