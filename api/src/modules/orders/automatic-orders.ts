// Automatic orders per shop (issue 17): the setting (shops.settings' automaticOrders and automaticOrdersWarehouseId,
// migration 019), its routes, and the one question every order path asks — does this shop send its new orders to
// process at once? createOrder (the form) and the orders import ask it in the order's own transaction.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/connection.js';
import { asClient } from '../../platform/db/scope.js';
import { Forbidden, NotFound, ValidationFailed } from '../../platform/errors.js';
import { rowsOf } from '../inventory/ledger.js';
import { sessionOf } from '../accounts/authentication.js';
import type { Session } from '../accounts/service.js';
import { ORDER_MESSAGES } from './actions.js';
import { clientOwnsShop } from './automatic-orders-repository.js';
import {
  listAutomaticOrdersSchema,
  setAutomaticOrdersSchema,
  type SetAutomaticOrdersBody,
  type ShopAutomaticOrders,
  type ShopsAutomaticOrders,
} from './automatic-orders-schemas.js';

export const AUTOMATIC_ORDERS_MESSAGES = {
  unknownShop: 'No such shop',
  unknownWarehouse: 'No such warehouse',
  warehouseRequired: 'Choose the warehouse automatic orders go to',
} as const;

interface ShopRow {
  id: string;
  name: string;
  automatic: boolean | null;
  warehouse_id: string | null;
}

const answerOf = (row: ShopRow): ShopAutomaticOrders => ({
  shopId: row.id,
  shopName: row.name,
  automaticOrders: row.automatic === true,
  warehouseId: row.warehouse_id,
});

const SHOP_COLUMNS = sql`id, name, (settings ->> 'automaticOrders')::boolean AS automatic,
  settings ->> 'automaticOrdersWarehouseId' AS warehouse_id`;

function merchantOf(session: Session): string {
  if (session.role === 'admin' || session.role === 'staff') throw new Forbidden(ORDER_MESSAGES.operatorsRead);
  return session.clientId;
}

export class AutomaticOrdersService {
  constructor(private readonly database: Database) {}

  list(session: Session): Promise<ShopsAutomaticOrders> {
    const clientId = merchantOf(session);
    return asClient(this.database, clientId, async (tx) => ({
      shops: rowsOf<ShopRow>(
        await tx.execute(
          sql`SELECT ${SHOP_COLUMNS} FROM shops WHERE client_id = ${clientId} ORDER BY is_main DESC, name, id`,
        ),
      ).map(answerOf),
    }));
  }

  set(session: Session, shopId: string, body: SetAutomaticOrdersBody): Promise<ShopAutomaticOrders> {
    const clientId = merchantOf(session);
    return asClient(this.database, clientId, async (tx) => {
      if (!(await clientOwnsShop(tx, clientId, shopId)))
        throw new NotFound(AUTOMATIC_ORDERS_MESSAGES.unknownShop);
      if (body.automaticOrders && body.warehouseId === null)
        throw new ValidationFailed(AUTOMATIC_ORDERS_MESSAGES.warehouseRequired, {
          fieldErrors: { warehouseId: AUTOMATIC_ORDERS_MESSAGES.warehouseRequired },
        });
      if (body.warehouseId !== null) {
        const known = rowsOf<{ id: string }>(
          await tx.execute(sql`SELECT id FROM warehouses WHERE id = ${body.warehouseId}`),
        );
        if (known.length === 0)
          throw new ValidationFailed(AUTOMATIC_ORDERS_MESSAGES.unknownWarehouse, {
            fieldErrors: { warehouseId: AUTOMATIC_ORDERS_MESSAGES.unknownWarehouse },
          });
      }
      const setting = { automaticOrders: body.automaticOrders, automaticOrdersWarehouseId: body.warehouseId };
      const [row] = rowsOf<ShopRow>(
        await tx.execute(sql`
          UPDATE shops SET settings = settings || ${JSON.stringify(setting)}::jsonb
           WHERE client_id = ${clientId} AND id = ${shopId}::uuid
          RETURNING ${SHOP_COLUMNS}`),
      );
      return answerOf(row!);
    });
  }
}

export const automaticOrdersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new AutomaticOrdersService(app.database);
  const authenticated = { preHandler: app.authenticate };

  app.get(
    '/client/shops/automatic-orders',
    { schema: listAutomaticOrdersSchema, ...authenticated },
    (request) => service.list(sessionOf(request)),
  );

  app.put(
    '/client/shop/:id/automatic-orders',
    { schema: setAutomaticOrdersSchema, ...authenticated },
    (request) => service.set(sessionOf(request), request.params.id, request.body),
  );
};
