// The inventory list's SQL and the stock figures of given products. Every function runs inside a client-scoped
// transaction (scope.ts's asClient) and names the client too, so the indexes that lead with client_id serve it.
//
// Speed at 100,000 products × 8 warehouses for one client (see e2e/system/inventory-bench.mjs): one statement
// picks the page's product ids first — by an index-backed order plus LIMIT/OFFSET when the sort and filters are
// the product's own columns — then sums stock and recent shipments for those ids only. Only a sort or filter on
// a stock column (or the warehouse and low-stock filters) needs every product's totals; that aggregate is a
// CTE used by both the page and the count, so PostgreSQL computes it once. The count, with no filter, is an
// index-only scan of (client_id, sku).
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { rowsOf } from './ledger.js';
import type { InventoryFilter, InventoryPageRequest, NumberField } from './list-query.js';
import type { InventoryList, InventoryRow, StockFigures, WarehouseStock } from './schemas.js';
import { DAYS_OF_COVER_WINDOW_DAYS, daysOfCover } from './stock-rules.js';

const WINDOW = sql.raw(`interval '${DAYS_OF_COVER_WINDOW_DAYS} days'`);

/** Escapes LIKE's wildcards (and its escape character) so a searched `%` or `_` means itself. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const TEXT_COLUMN = { sku: sql`p.sku`, name: sql`p.name`, barcode: sql`p.barcode` } as const;

/** The totals CTE's columns, and days of cover computed as stock-rules.ts does (whole days, null without sales). */
const NUMBER_COLUMN: Record<NumberField, SQL> = {
  onHand: sql`coalesce(t.on_hand, 0)`,
  reserved: sql`coalesce(t.reserved, 0)`,
  available: sql`coalesce(t.available, 0)`,
  incoming: sql`coalesce(t.incoming, 0)`,
  damaged: sql`coalesce(t.damaged, 0)`,
  daysOfCover: sql`(CASE WHEN coalesce(t.shipped, 0) <= 0 THEN NULL
                         WHEN coalesce(t.available, 0) <= 0 THEN 0
                         ELSE (t.available * ${DAYS_OF_COVER_WINDOW_DAYS}) / t.shipped END)`,
};

function filterSql(filter: InventoryFilter): SQL {
  if (filter.kind === 'number') {
    const column = NUMBER_COLUMN[filter.field];
    const op = { 'greater-than': sql`>`, 'less-than': sql`<`, equals: sql`=` }[filter.operator];
    return sql`${column} ${op} ${filter.value}`;
  }
  const column = TEXT_COLUMN[filter.field];
  const text = escapeLike(filter.value);
  switch (filter.operator) {
    case 'contains':
      return sql`${column} ILIKE ${`%${text}%`}`;
    case 'starts-with':
      // lower() LIKE rather than ILIKE: the same match, and an index range on SKU and barcode (migration 008).
      return sql`lower(${column}) LIKE lower(${`${text}%`})`;
    case 'ends-with':
      return sql`${column} ILIKE ${`%${text}`}`;
    case 'matches':
      // The whole text must match (plain text: an exact match ignoring case).
      return sql`${column} ~* ${`^(?:${filter.value})$`}`;
  }
}

const needsTotals = (request: InventoryPageRequest): boolean =>
  request.lowStock ||
  request.warehouseId !== undefined ||
  request.filters.some((f) => f.kind === 'number') ||
  !['sku', 'name', 'barcode', 'createdAt'].includes(request.sort.field);

function orderSql(request: InventoryPageRequest): SQL {
  const dir = request.sort.direction === 'desc' ? sql`DESC` : sql`ASC`;
  const nullsLast = sql`${dir} NULLS LAST`;
  switch (request.sort.field) {
    case 'sku':
      return sql`p.sku ${dir}`;
    case 'name':
      return sql`lower(p.name) ${dir}, p.id ${dir}`;
    case 'barcode':
      return sql`p.barcode ${nullsLast}, p.sku ${dir}`;
    case 'createdAt':
      return sql`p.created_at ${dir}, p.id ${dir}`;
    default:
      return sql`${NUMBER_COLUMN[request.sort.field]} ${nullsLast}, p.sku ${dir}`;
  }
}

/**
 * Every product's stock summed over the warehouse(s) in question, and — only when days of cover is sorted or
 * filtered on, as it costs a pass over the window's shipments — the units shipped in the window.
 */
function totalsCte(clientId: string, warehouseId: string | undefined, withShipped: boolean): SQL {
  const inWarehouse = (alias: string) =>
    warehouseId === undefined ? sql`` : sql`AND ${sql.raw(alias)}.warehouse_id = ${warehouseId}`;
  const shipped = withShipped
    ? sql`
    shipped_totals AS (
      SELECT m.product_id, (-sum(m.quantity))::int AS units
        FROM inventory_movements m
       WHERE m.client_id = ${clientId} AND m.reason = 'shipped' AND m.created_at >= now() - ${WINDOW}
             ${inWarehouse('m')}
       GROUP BY m.product_id
    ),`
    : sql``;
  return sql`${shipped}
    totals AS (
      SELECT s.product_id, sum(s.on_hand)::int AS on_hand, sum(s.reserved)::int AS reserved,
             sum(s.available)::int AS available, sum(s.incoming)::int AS incoming,
             sum(s.damaged)::int AS damaged, ${withShipped ? sql`max(st.units)` : sql`NULL::int`} AS shipped
        FROM stock_levels s
        ${withShipped ? sql`LEFT JOIN shipped_totals st ON st.product_id = s.product_id` : sql``}
       WHERE s.client_id = ${clientId} ${inWarehouse('s')}
       GROUP BY s.product_id
    ),`;
}

const needsShipped = (request: InventoryPageRequest): boolean =>
  request.sort.field === 'daysOfCover' || request.filters.some((f) => f.field === 'daysOfCover');

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
  warehouses: unknown;
}

export async function listInventory(
  tx: AppDatabase,
  clientId: string,
  request: InventoryPageRequest,
): Promise<InventoryList> {
  const totals = needsTotals(request);
  const from = totals
    ? sql`products p ${request.warehouseId === undefined ? sql`LEFT JOIN` : sql`JOIN`} totals t ON t.product_id = p.id`
    : sql`products p`;
  const conditions = [sql`p.client_id = ${clientId}`, ...request.filters.map(filterSql)];
  if (request.lowStock) {
    conditions.push(
      sql`p.low_stock_threshold IS NOT NULL AND ${NUMBER_COLUMN.available} <= p.low_stock_threshold`,
    );
  }
  const where = sql.join(conditions, sql` AND `);
  const order = orderSql(request);
  const pageIds = sql`SELECT id FROM page`;
  const rows = rowsOf<PageRow>(
    await tx.execute(sql`
      WITH ${totals ? totalsCte(clientId, request.warehouseId, needsShipped(request)) : sql``}
      page AS (
        SELECT p.id, p.sku, p.name, p.handle, p.barcode, p.image_url, p.is_bundle, p.low_stock_threshold,
               p.created_at, row_number() OVER (ORDER BY ${order}) AS position
          FROM ${from}
         WHERE ${where}
         ORDER BY ${order}
         LIMIT ${request.limit} OFFSET ${request.offset}
      ),
      ${levelsCte(clientId, pageIds, request.warehouseId)}
      SELECT c.total_rows, page.*, pl.warehouses
        FROM (SELECT count(*)::int AS total_rows FROM ${from} WHERE ${where}) c
        LEFT JOIN (page LEFT JOIN page_levels pl ON pl.product_id = page.id) ON true
       ORDER BY page.position`),
  );
  const products = rows
    .filter((row) => row.id !== null)
    .map((row): InventoryRow => {
      const levels = warehouseStock(parseJson<LevelJson[] | null>(row.warehouses) ?? []);
      const total = totalOf(levels);
      return {
        productId: row.id!,
        sku: row.sku,
        name: row.name,
        handle: row.handle,
        barcode: row.barcode,
        imageUrl: row.image_url,
        isBundle: row.is_bundle,
        lowStockThreshold: row.low_stock_threshold,
        lowStock: row.low_stock_threshold !== null && total.available <= row.low_stock_threshold,
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
