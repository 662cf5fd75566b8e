// The inventory list's SQL and the stock figures of given products. Every function runs inside a client-scoped
// transaction (scope.ts's asClient) and names the client too, so the indexes that lead with client_id serve it.
//
// Speed at 100,000 products × 8 warehouses for one client (see e2e/system/inventory-bench.mjs, which prints the
// plans): one statement picks the page's product ids first — by an index-backed order plus LIMIT/OFFSET — then
// sums stock and recent shipments for those ids only.
// - Product columns (sku, name, barcode, created) walk the products indexes of migration 008.
// - Stock columns over all warehouses walk product_stock_totals (migration 016: one row per product, kept by the
//   ledger), for one warehouse stock_levels, each by its (client_id[, warehouse_id], bucket, product_id) index,
//   so a sorted page no longer sums every product's levels. The tie-break is the product id for that reason.
// - Text filters reach their indexes under row-level security (migration 018): starts-with is a range of a stored
//   lower-case column (leakproof operators), contains / ends-with / matches go through product_ids_matching, a
//   SECURITY DEFINER function that runs the trigram search for the transaction's client only.
// - Only days of cover (a pass over the window's shipments) still aggregates for every product.
// The count joins the stock table only when a stock filter or the warehouse needs it; otherwise it is an
// index-only scan of (client_id, sku).
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { prefixSql } from '../../platform/db/search.js';
import { rowsOf } from './ledger.js';
import type { InventoryFilter, InventoryPageRequest, NumberField } from './list-query.js';
import type { InventoryList, InventoryRow, StockFigures, WarehouseStock } from './schemas.js';
import { DAYS_OF_COVER_WINDOW_DAYS, daysOfCover, needsRestocking, stockState } from './stock-rules.js';

const WINDOW = sql.raw(`interval '${DAYS_OF_COVER_WINDOW_DAYS} days'`);

/** Escapes LIKE's wildcards (and its escape character) so a searched `%` or `_` means itself. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The stock table's columns (`t`: product_stock_totals, or stock_levels for one warehouse; never null). */
const NUMBER_COLUMN: Record<NumberField, SQL> = {
  onHand: sql`t.on_hand`,
  reserved: sql`t.reserved`,
  available: sql`t.available`,
  incoming: sql`t.incoming`,
  damaged: sql`t.damaged`,
  // As stock-rules.ts computes it: whole days, null without shipments in the window.
  daysOfCover: sql`(CASE WHEN coalesce(sh.units, 0) <= 0 THEN NULL
                         WHEN t.available <= 0 THEN 0
                         ELSE (t.available * ${DAYS_OF_COVER_WINDOW_DAYS}) / sh.units END)`,
};

const LOWER_COLUMN = {
  sku: sql`p.sku_lower`,
  name: sql`p.name_lower`,
  barcode: sql`p.barcode_lower`,
} as const;

/**
 * The list's text filters. Starts-with is an index range (prefixSql); contains, ends-with and matches ask
 * product_ids_matching (migration 018), which runs the trigram search for the transaction's client only.
 */
function filterSql(clientId: string, filter: InventoryFilter): SQL {
  if (filter.kind === 'number') {
    const column = NUMBER_COLUMN[filter.field];
    const op = { 'greater-than': sql`>`, 'less-than': sql`<`, equals: sql`=` }[filter.operator];
    return sql`${column} ${op} ${filter.value}`;
  }
  const text = escapeLike(filter.value);
  const matching = (operator: 'like' | 'regex', pattern: string): SQL =>
    sql`p.id IN (SELECT m.id FROM product_ids_matching(${clientId}, ${filter.field}, ${operator}, ${pattern}) AS m(id))`;
  switch (filter.operator) {
    case 'contains':
      return matching('like', `%${text}%`);
    case 'starts-with':
      return prefixSql(LOWER_COLUMN[filter.field], filter.value);
    case 'ends-with':
      return matching('like', `%${text}`);
    case 'matches':
      // The whole text must match (plain text: an exact match ignoring case).
      return matching('regex', `^(?:${filter.value})$`);
  }
}

const isStockField = (field: string): boolean => field in NUMBER_COLUMN;

/** Whether the page must join the stock table (a stock sort or filter, low stock, or one warehouse). */
const needsStock = (request: InventoryPageRequest): boolean =>
  request.lowStock ||
  request.warehouseId !== undefined ||
  request.filters.some((f) => f.kind === 'number') ||
  isStockField(request.sort.field);

const needsShipped = (request: InventoryPageRequest): boolean =>
  request.sort.field === 'daysOfCover' || request.filters.some((f) => f.field === 'daysOfCover');

function orderSql(request: InventoryPageRequest): SQL {
  const dir = request.sort.direction === 'desc' ? sql`DESC` : sql`ASC`;
  switch (request.sort.field) {
    case 'sku':
      return sql`p.sku ${dir}`;
    case 'name':
      return sql`lower(p.name) ${dir}, p.id ${dir}`;
    case 'barcode':
      return sql`p.barcode ${dir} NULLS LAST, p.sku ${dir}`;
    case 'createdAt':
      return sql`p.created_at ${dir}, p.id ${dir}`;
    case 'daysOfCover':
      return sql`${NUMBER_COLUMN.daysOfCover} ${dir} NULLS LAST, t.product_id ${dir}`;
    default:
      // The bucket then the product id, both in one direction: the stock table's index order, read either way.
      return sql`${NUMBER_COLUMN[request.sort.field]} ${dir}, t.product_id ${dir}`;
  }
}

/**
 * The products joined to the stock figures the list shows: each product's totals (a row per product, migration
 * 016), or its level in the one warehouse (products without one there are left out), plus, only for days of
 * cover, the units shipped in the window.
 */
function stockFrom(clientId: string, request: InventoryPageRequest): SQL {
  const { warehouseId } = request;
  const stock =
    warehouseId === undefined
      ? sql`JOIN product_stock_totals t ON t.product_id = p.id AND t.client_id = ${clientId}`
      : sql`JOIN stock_levels t
              ON t.product_id = p.id AND t.client_id = ${clientId} AND t.warehouse_id = ${warehouseId}
            ${
              // Whether the product was ever stocked is the product's (its totals row): only low stock asks.
              request.lowStock
                ? sql`JOIN product_stock_totals pt ON pt.product_id = p.id AND pt.client_id = ${clientId}`
                : sql``
            }`;
  const inWarehouse = warehouseId === undefined ? sql`` : sql`AND m.warehouse_id = ${warehouseId}`;
  const shipped = needsShipped(request)
    ? sql`LEFT JOIN (
            SELECT m.product_id, (-sum(m.quantity))::int AS units
              FROM inventory_movements m
             WHERE m.client_id = ${clientId} AND m.reason = 'shipped' AND m.created_at >= now() - ${WINDOW}
                   ${inWarehouse}
             GROUP BY m.product_id
          ) sh ON sh.product_id = p.id`
    : sql``;
  return sql`products p ${stock} ${shipped}`;
}

/** stockState's needsRestocking in SQL: out of stock (ever stocked, none available) or at/below the threshold. */
function restockingSql(request: InventoryPageRequest): SQL {
  const stocked = request.warehouseId === undefined ? sql`t.stocked` : sql`pt.stocked`;
  return sql`((${stocked} AND t.available <= 0)
              OR (t.available > 0 AND p.low_stock_threshold IS NOT NULL AND t.available <= p.low_stock_threshold))`;
}

/**
 * The stock of the products `ids` selects, per warehouse, as JSON per product: what the list's rows and the
 * product page show. `ids` is a subquery of product ids (the page's, or one product's).
 */
function levelsCte(clientId: string, ids: SQL, warehouseId: string | undefined): SQL {
  const inWarehouse = warehouseId === undefined ? sql`` : sql`AND s.warehouse_id = ${warehouseId}`;
  return sql`
    page_shipped AS (
      SELECT m.product_id, m.warehouse_id, (-sum(m.quantity))::int AS units
        FROM inventory_movements m
       WHERE m.client_id = ${clientId} AND m.reason = 'shipped' AND m.created_at >= now() - ${WINDOW}
         AND m.product_id IN (${ids})
       GROUP BY m.product_id, m.warehouse_id
    ),
    page_levels AS (
      SELECT s.product_id,
             json_agg(json_build_object(
               'warehouseId', s.warehouse_id, 'warehouseName', w.name, 'onHand', s.on_hand,
               'reserved', s.reserved, 'available', s.available, 'incoming', s.incoming, 'damaged', s.damaged,
               'unitsShippedLast30Days', coalesce(ps.units, 0)) ORDER BY s.warehouse_id) AS warehouses
        FROM stock_levels s
        JOIN warehouses w ON w.id = s.warehouse_id
        LEFT JOIN page_shipped ps ON ps.product_id = s.product_id AND ps.warehouse_id = s.warehouse_id
       WHERE s.client_id = ${clientId} AND s.product_id IN (${ids}) ${inWarehouse}
       GROUP BY s.product_id
    )`;
}

interface LevelJson {
  warehouseId: string;
  warehouseName: string;
  onHand: number;
  reserved: number;
  available: number;
  incoming: number;
  damaged: number;
  unitsShippedLast30Days: number;
}

const parseJson = <T>(value: unknown): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : (value as T);

export function warehouseStock(levels: LevelJson[]): WarehouseStock[] {
  return levels.map((level) => ({
    ...level,
    daysOfCover: daysOfCover(level.available, level.unitsShippedLast30Days),
  }));
}

/** The figures summed over warehouses; days of cover from the summed available and shipments. */
export function totalOf(levels: WarehouseStock[]): StockFigures {
  const sum = (
    key: 'onHand' | 'reserved' | 'available' | 'incoming' | 'damaged' | 'unitsShippedLast30Days',
  ) => levels.reduce((total, level) => total + level[key], 0);
  return {
    onHand: sum('onHand'),
    reserved: sum('reserved'),
    available: sum('available'),
    incoming: sum('incoming'),
    damaged: sum('damaged'),
    daysOfCover: daysOfCover(sum('available'), sum('unitsShippedLast30Days')),
  };
}

const toIso = (value: unknown): string => new Date(value as string | Date).toISOString();

interface PageRow {
  total_rows: number;
  id: string | null;
  sku: string;
  name: string;
  handle: string;
  barcode: string | null;
  image_url: string | null;
  is_bundle: boolean;
  low_stock_threshold: number | null;
  created_at: string | Date;
  stocked: boolean | null;
  warehouses: unknown;
}

/** The list's one statement (exported for the bench's EXPLAIN of exactly what the route runs). */
export function inventoryListSql(clientId: string, request: InventoryPageRequest): SQL {
  const stock = needsStock(request);
  const from = stock ? stockFrom(clientId, request) : sql`products p`;
  const conditions = [sql`p.client_id = ${clientId}`, ...request.filters.map((f) => filterSql(clientId, f))];
  if (request.lowStock) conditions.push(restockingSql(request));
  const where = sql.join(conditions, sql` AND `);
  // Without the warehouse or a stock filter every product has its one totals row: count the products alone
  // (an index-only scan). One warehouse without filters: count its levels alone, likewise.
  const stockFiltered = request.lowStock || request.filters.some((f) => f.kind === 'number');
  const count =
    request.warehouseId !== undefined && !stockFiltered && request.filters.length === 0
      ? sql`SELECT count(*)::int AS total_rows FROM stock_levels t
             WHERE t.client_id = ${clientId} AND t.warehouse_id = ${request.warehouseId}`
      : sql`SELECT count(*)::int AS total_rows
              FROM ${stockFiltered || request.warehouseId !== undefined ? from : sql`products p`}
             WHERE ${where}`;
  const order = orderSql(request);
  const pageIds = sql`SELECT id FROM page`;
  return sql`
      WITH page AS (
        SELECT p.id, p.sku, p.name, p.handle, p.barcode, p.image_url, p.is_bundle, p.low_stock_threshold,
               p.created_at, row_number() OVER (ORDER BY ${order}) AS position
          FROM ${from}
         WHERE ${where}
         ORDER BY ${order}
         LIMIT ${request.limit} OFFSET ${request.offset}
      ),
      ${levelsCte(clientId, pageIds, request.warehouseId)}
      SELECT c.total_rows, page.*, pst.stocked, pl.warehouses
        FROM (${count}) c
        LEFT JOIN (page
                   LEFT JOIN page_levels pl ON pl.product_id = page.id
                   LEFT JOIN product_stock_totals pst ON pst.product_id = page.id) ON true
       ORDER BY page.position`;
}

export async function listInventory(
  tx: AppDatabase,
  clientId: string,
  request: InventoryPageRequest,
): Promise<InventoryList> {
  const rows = rowsOf<PageRow>(await tx.execute(inventoryListSql(clientId, request)));
  const products = rows
    .filter((row) => row.id !== null)
    .map((row): InventoryRow => {
      const levels = warehouseStock(parseJson<LevelJson[] | null>(row.warehouses) ?? []);
      const total = totalOf(levels);
      const state = stockState({
        available: total.available,
        lowStockThreshold: row.low_stock_threshold,
        stocked: row.stocked === true,
      });
      return {
        productId: row.id!,
        sku: row.sku,
        name: row.name,
        handle: row.handle,
        barcode: row.barcode,
        imageUrl: row.image_url,
        isBundle: row.is_bundle,
        lowStockThreshold: row.low_stock_threshold,
        stockState: state,
        lowStock: needsRestocking(state),
        createdAt: toIso(row.created_at),
        total,
        warehouses: levels,
      };
    });
  return { products, totalRows: rows[0]?.total_rows ?? 0 };
}

/** One product's stock per warehouse (the product page). */
export async function stockOfProduct(
  tx: AppDatabase,
  clientId: string,
  productId: string,
): Promise<WarehouseStock[]> {
  const rows = rowsOf<{ warehouses: unknown }>(
    await tx.execute(sql`
      WITH ${levelsCte(clientId, sql`SELECT ${productId}::uuid`, undefined)}
      SELECT warehouses FROM page_levels`),
  );
  return warehouseStock(parseJson<LevelJson[] | null>(rows[0]?.warehouses) ?? []);
}
