// HTTP routes of the merchant's warehouse pages: the warehouses (public catalogue data) with the caller's stock
// in each, read in the caller's client scope, and one warehouse with its price list (the price-lists module's).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq, sql } from 'drizzle-orm';
import { catalogueLanguage, varyByAcceptLanguage } from '../../platform/catalogue-language.js';
import type { AppDatabase } from '../../platform/db/connection.js';
import { stockLevels, warehouses } from '../../platform/db/schema.js';
import { asClient } from '../../platform/db/scope.js';
import { NotFound } from '../../platform/errors.js';
import { sessionOf } from '../accounts/authentication.js';
import { listWarehousePrices } from '../price-lists/repository.js';
import {
  listWarehousesSchema,
  warehouseDetailSchema,
  type WarehouseStockSummary,
  type WarehouseSummary,
} from './schemas.js';

export const WAREHOUSE_NOT_FOUND = 'The warehouse was not found.';

const EMPTY: WarehouseStockSummary = { products: 0, onHand: 0, available: 0, incoming: 0 };

async function stockByWarehouse(
  tx: AppDatabase,
  clientId: string,
): Promise<Map<string, WarehouseStockSummary>> {
  const rows = await tx
    .select({
      warehouseId: stockLevels.warehouseId,
      products: sql<number>`count(*) FILTER (WHERE ${stockLevels.onHand} > 0 OR ${stockLevels.incoming} > 0)::int`,
      onHand: sql<number>`coalesce(sum(${stockLevels.onHand}), 0)::int`,
      available: sql<number>`coalesce(sum(${stockLevels.available}), 0)::int`,
      incoming: sql<number>`coalesce(sum(${stockLevels.incoming}), 0)::int`,
    })
    .from(stockLevels)
    .where(eq(stockLevels.clientId, clientId))
    .groupBy(stockLevels.warehouseId);
  return new Map(rows.map(({ warehouseId, ...stock }) => [warehouseId, stock]));
}

async function summaries(tx: AppDatabase, clientId: string, id?: string): Promise<WarehouseSummary[]> {
  const rows = await tx
    .select()
    .from(warehouses)
    .where(id === undefined ? undefined : eq(warehouses.id, id))
    .orderBy(asc(warehouses.countryCode), asc(warehouses.name));
  const stock = await stockByWarehouse(tx, clientId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    country: row.countryCode,
    currency: row.currency,
    timeZone: row.timeZone,
    receivingDeadlineHours: row.receivingDeadlineHours,
    stock: stock.get(row.id) ?? EMPTY,
  }));
}

export const warehouseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const authenticated = { preHandler: app.authenticate };

  app.get('/warehouses', { schema: listWarehousesSchema, ...authenticated }, async (request) => {
    const { clientId } = sessionOf(request);
    return asClient(app.database, clientId, (tx) => summaries(tx, clientId));
  });

  app.get(
    '/warehouses/:warehouseId',
    { schema: warehouseDetailSchema, ...authenticated },
    async (request, reply) => {
      const { clientId } = sessionOf(request);
      varyByAcceptLanguage(reply);
      const language = catalogueLanguage(request.headers['accept-language']);
      const [summary] = await asClient(app.database, clientId, (tx) =>
        summaries(tx, clientId, request.params.warehouseId),
      );
      if (!summary) throw new NotFound(WAREHOUSE_NOT_FOUND);
      const prices = (await listWarehousePrices(app.database.db, language)).find((w) => w.id === summary.id);
      return { ...summary, prices: prices?.categories ?? null };
    },
  );
};
