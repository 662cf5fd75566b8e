// Manual sales channels (issue 19, /store/create and /createStoreFulfillment): the merchant creates, in the portal,
// a shop with no store behind it (ecommerce 'manual', no url, no token) for orders that come by CSV import or the
// orders API. It is a shop like any other: Integrations lists it, the order form and the import offer it, and its
// default warehouse and automatic orders are migration 019's settings, which the shop settings screen changes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/connection.js';
import { asClient } from '../../platform/db/scope.js';
import { Conflict, Forbidden, ValidationFailed } from '../../platform/errors.js';
import {
  IDEMPOTENT_REPLAY_HEADER,
  withIdempotencyKey,
  type IdempotentAnswer,
} from '../../platform/idempotency.js';
import { sessionOf } from '../accounts/authentication.js';
import type { Session } from '../accounts/service.js';
import { rowsOf } from '../inventory/ledger.js';
import {
  createSalesChannelSchema,
  MANUAL_PLATFORM,
  type CreateSalesChannelBody,
  type SalesChannel,
} from './sales-channel-schemas.js';

export const SALES_CHANNEL_MESSAGES = {
  merchantsOnly: 'Sales channels are created by merchants, from their own account.',
  nameRequired: 'Give the sales channel a name.',
  nameTaken: 'You already have a sales channel with this name.',
  unknownWarehouse: 'No such warehouse',
} as const;

export class SalesChannelsService {
  constructor(private readonly database: Database) {}

  create(
    session: Session,
    idempotencyKey: string,
    body: CreateSalesChannelBody,
  ): Promise<IdempotentAnswer<SalesChannel>> {
    if (session.role === 'admin' || session.role === 'staff')
      throw new Forbidden(SALES_CHANNEL_MESSAGES.merchantsOnly);
    const name = body.name.trim().replace(/\s+/g, ' ');
    if (!name)
      throw new ValidationFailed(SALES_CHANNEL_MESSAGES.nameRequired, {
        fieldErrors: { name: SALES_CHANNEL_MESSAGES.nameRequired },
      });
    const { clientId } = session;
    return asClient(this.database, clientId, (tx) =>
      withIdempotencyKey(
        tx,
        { clientId, scope: 'sales-channels.create', key: idempotencyKey, request: body },
        async () => {
          const [warehouse] = rowsOf<{ id: string; currency: string }>(
            await tx.execute(sql`SELECT id, currency FROM warehouses WHERE id = ${body.warehouseId}`),
          );
          if (!warehouse)
            throw new ValidationFailed(SALES_CHANNEL_MESSAGES.unknownWarehouse, {
              fieldErrors: { warehouseId: SALES_CHANNEL_MESSAGES.unknownWarehouse },
            });
          const settings = {
            automaticOrders: body.automaticOrders,
            automaticOrdersWarehouseId: warehouse.id,
          };
          // The partial unique index (migration 025) decides a race between two channels of one name.
          const [row] = rowsOf<{ id: string; is_main: boolean }>(
            await tx.execute(sql`
              INSERT INTO shops (client_id, name, ecommerce, url, currency, settings, is_main)
              VALUES (${clientId}, ${name}, ${MANUAL_PLATFORM}, NULL, ${warehouse.currency},
                      ${JSON.stringify(settings)}::jsonb, NOT EXISTS (SELECT 1 FROM shops WHERE is_main))
              ON CONFLICT (client_id, lower(name)) WHERE ecommerce = 'manual' DO NOTHING
              RETURNING id, is_main`),
          );
          if (!row)
            throw new Conflict(SALES_CHANNEL_MESSAGES.nameTaken, {
              fieldErrors: { name: SALES_CHANNEL_MESSAGES.nameTaken },
            });
          return {
            status: 201,
            body: {
              shopId: row.id,
              name,
              ecommerce: MANUAL_PLATFORM,
              warehouseId: warehouse.id,
              automaticOrders: body.automaticOrders,
              isMain: row.is_main,
            },
          };
        },
      ),
    );
  }
}

export const salesChannelsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const channels = new SalesChannelsService(app.database);

  app.post(
    '/client/sales-channels',
    { schema: createSalesChannelSchema, preHandler: app.authenticate },
    async (request, reply) => {
      const answer = await channels.create(
        sessionOf(request),
        request.headers['idempotency-key'],
        request.body,
      );
      if (answer.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      return reply.status(201).send(answer.body);
    },
  );
};
