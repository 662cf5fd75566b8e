// The merchant's orders SQL. Every function runs inside the caller's tenant transaction (asClient: row-level
// security) and still names the client, so the planner picks the per-client indexes of migrations 011 and 012.
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { prefixSql } from '../../platform/db/search.js';
import type { FulfillmentStatus, WarehouseStatus } from '../../platform/db/orders-schema.js';
import { rowsOf } from '../inventory/ledger.js';
import type { OrderListRequest, OrderSortKey } from './list-query.js';
import type {
  OrderComment,
  OrderDetail,
  OrderLine,
  OrderSummary,
  StatusChange,
  StoredFileRef,
} from './schemas.js';
import { allowedActions } from './transitions.js';

/**
 * Rows the list counts exactly on every page. Beyond it the count stops (totalRowsExact false: "10,000+"), so a
 * page of a client with 200,000 orders never counts 200,000 index entries; a page that reaches the end makes the
 * total exact again (offset + its rows).
 */
export const COUNT_CAP = 10_000;

const SORT_COLUMNS: Readonly<Record<OrderSortKey, SQL>> = {
  createdAt: sql`o.created_at`,
  number: sql`o.number`,
  reference: sql`o.reference`,
  customerName: sql`o.customer_name`,
  totalMinor: sql`o.total_minor`,
};

function orderBy(request: OrderListRequest): SQL {
  const direction = request.sort.descending ? sql`DESC` : sql`ASC`;
  const column = SORT_COLUMNS[request.sort.key];
  // number is unique on its own; the others take id as the tie-break (the indexes' last column).
  return request.sort.key === 'number'
    ? sql`${column} ${direction}`
    : sql`${column} ${direction}, o.id ${direction}`;
}

/**
 * The search: starts-with on the stored lower-case columns of migration 018 as index ranges (prefixSql: leakproof
 * operators, so their indexes serve the search under row-level security, which LIKE's could not), exact matches on
 * the number and the tracking number.
 */
function searchCondition(clientId: string, search: NonNullable<OrderListRequest['search']>): SQL {
  const { field, value } = search;
  switch (field) {
    case 'reference':
      return prefixSql(sql`o.reference_lower`, value);
    case 'number': {
      const digits = value.replace(/^#/, '');
      return /^\d{1,15}$/.test(digits) ? sql`o.number = ${Number(digits)}` : sql`false`;
    }
    case 'customerName':
      return prefixSql(sql`o.customer_name_lower`, value);
    case 'customerEmail':
      return prefixSql(sql`o.customer_email_lower`, value);
    case 'trackingNumber':
      return sql`o.tracking_number = ${value}`;
    case 'sku':
      return sql`o.id IN (SELECT l.order_id FROM order_lines l
                           WHERE l.client_id = ${clientId} AND ${prefixSql(sql`l.sku_lower`, value)})`;
  }
}

const inList = (column: SQL, values: readonly string[]): SQL =>
  sql`${column} IN (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

export interface ListScope {
  clientId: string;
  /** Shops and warehouses the names resolved to (null: no such filter). */
  shopIds: string[] | null;
  warehouseIds: string[] | null;
}

function listConditions(scope: ListScope, request: OrderListRequest): SQL {
  const conditions: SQL[] = [sql`o.client_id = ${scope.clientId}`];
  // Deleted orders leave the list unless asked for by their status (the partial index of migration 012).
  if (request.fulfillmentStatus)
    conditions.push(inList(sql`o.fulfillment_status`, request.fulfillmentStatus));
  else conditions.push(sql`o.fulfillment_status <> 'deleted'`);
  if (request.warehouseStatus) conditions.push(inList(sql`o.warehouse_status`, request.warehouseStatus));
  if (request.ecommerceStatus) conditions.push(inList(sql`o.ecommerce_status`, request.ecommerceStatus));
  if (scope.shopIds) conditions.push(inList(sql`o.shop_id::text`, scope.shopIds));
  if (scope.warehouseIds) conditions.push(inList(sql`o.warehouse_id`, scope.warehouseIds));
  if (request.createdFrom)
    conditions.push(sql`o.created_at >= ${request.createdFrom.toISOString()}::timestamptz`);
  if (request.createdBefore)
    conditions.push(sql`o.created_at < ${request.createdBefore.toISOString()}::timestamptz`);
  if (request.search) conditions.push(searchCondition(scope.clientId, request.search));
  return sql.join(conditions, sql` AND `);
}

/** The ids of the client's shops with this name (names → ids before the list's query). */
export async function shopIdsNamed(tx: AppDatabase, clientId: string, name: string): Promise<string[]> {
  return rowsOf<{ id: string }>(
    await tx.execute(sql`SELECT id FROM shops WHERE client_id = ${clientId} AND name = ${name}`),
  ).map((r) => r.id);
}

export async function warehouseIdsNamed(tx: AppDatabase, name: string): Promise<string[]> {
  return rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM warehouses WHERE name = ${name}`)).map(
    (r) => r.id,
  );
}

const iso = (value: unknown): string => new Date(value as string | Date).toISOString();
const isoOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : iso(value);

interface SummaryRow {
  id: string;
  number: string | number;
  reference: string;
  source: OrderSummary['source'];
  shop_id: string | null;
  shop_name: string | null;
  warehouse_id: string;
  warehouse_name: string;
  fulfillment_status: FulfillmentStatus;
  warehouse_status: WarehouseStatus | null;
  ecommerce_status: OrderSummary['ecommerceStatus'];
  customer_name: string;
  customer_email: string | null;
  city: string;
  country_code: string;
  line_count: number | string | null;
  units: number | string | null;
  total_minor: string | number;
  currency: string;
  tracking_number: string | null;
  created_at: string | Date;
  can_start_process: boolean | null;
}

/**
 * Whether every unit a waiting order needs is available now in its warehouse (bundles need their components);
 * a line linked to no product never is. Only asked for orders waiting for stock.
 */
const canStartProcessSql = sql`
  CASE WHEN o.warehouse_status = 'no_stock' AND o.fulfillment_status = 'pending' THEN (
    SELECT coalesce(bool_and(n.product_id IS NOT NULL AND coalesce(sl.available, 0) >= n.need), false)
      FROM (SELECT CASE WHEN p.is_bundle THEN bc.component_id ELSE l.product_id END AS product_id,
                   sum(l.quantity * coalesce(bc.quantity, 1)) AS need
              FROM order_lines l
              LEFT JOIN products p ON p.id = l.product_id
              LEFT JOIN bundle_components bc ON p.is_bundle AND bc.bundle_id = p.id
             WHERE l.order_id = o.id
             GROUP BY 1) n
      LEFT JOIN stock_levels sl ON sl.product_id = n.product_id AND sl.warehouse_id = o.warehouse_id
  ) ELSE false END`;

const SUMMARY_COLUMNS = sql`
  o.id, o.number, o.reference, o.source, o.shop_id, s.name AS shop_name, o.warehouse_id, w.name AS warehouse_name,
  o.fulfillment_status, o.warehouse_status, o.ecommerce_status, o.customer_name, o.customer_email, o.city,
  o.country_code, lc.line_count, lc.units, o.total_minor, o.currency, o.tracking_number, o.created_at,
  ${canStartProcessSql} AS can_start_process`;

const SUMMARY_JOINS = sql`
  JOIN warehouses w ON w.id = o.warehouse_id
  LEFT JOIN shops s ON s.id = o.shop_id
  LEFT JOIN LATERAL (SELECT count(*)::int AS line_count, coalesce(sum(quantity), 0)::int AS units
                       FROM order_lines WHERE order_id = o.id) lc ON true`;

function toSummary(row: SummaryRow): OrderSummary {
  return {
    id: row.id,
    number: Number(row.number),
    reference: row.reference,
    source: row.source,
    shopId: row.shop_id,
    shopName: row.shop_name,
    warehouseId: row.warehouse_id,
    warehouseName: row.warehouse_name,
    fulfillmentStatus: row.fulfillment_status,
    warehouseStatus: row.warehouse_status,
    ecommerceStatus: row.ecommerce_status,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    city: row.city,
    countryCode: row.country_code,
    lineCount: Number(row.line_count ?? 0),
    units: Number(row.units ?? 0),
    totalMinor: Number(row.total_minor),
    currency: row.currency,
    trackingNumber: row.tracking_number,
    createdAt: iso(row.created_at),
    canStartProcess: row.can_start_process === true,
  };
}

export interface OrderPage {
  orders: OrderSummary[];
  totalRows: number;
  totalRowsExact: boolean;
}

/**
 * The list's two statements (exported for the bench's and the tests' EXPLAIN of exactly what the route runs):
 * the page's ids by the index's order (LIMIT/OFFSET over the narrow index), then the page's rows joined with
 * their shop, warehouse, line totals and Start Process check; and the count, capped (COUNT_CAP).
 */
export function orderListStatements(scope: ListScope, request: OrderListRequest): { page: SQL; count: SQL } {
  const where = listConditions(scope, request);
  const order = orderBy(request);
  return {
    page: sql`
      WITH page AS (
        SELECT o.id, row_number() OVER () AS position
          FROM (SELECT o.id FROM orders o WHERE ${where} ORDER BY ${order}
                 LIMIT ${request.limit} OFFSET ${request.offset}) o
      )
      SELECT ${SUMMARY_COLUMNS}
        FROM page JOIN orders o ON o.id = page.id
        ${SUMMARY_JOINS}
       ORDER BY page.position`,
    count: sql`
      SELECT count(*)::int AS n FROM (SELECT 1 FROM orders o WHERE ${where} LIMIT ${COUNT_CAP + 1}) capped`,
  };
}

/** One page of orderListStatements, and its total: exact up to COUNT_CAP, then as far as the pages show. */
export async function listOrders(
  tx: AppDatabase,
  scope: ListScope,
  request: OrderListRequest,
): Promise<OrderPage> {
  const statements = orderListStatements(scope, request);
  const rows = rowsOf<SummaryRow>(await tx.execute(statements.page));
  const [counted] = rowsOf<{ n: number }>(await tx.execute(statements.count));
  const n = counted?.n ?? 0;
  const orders = rows.map(toSummary);
  if (n <= COUNT_CAP) return { orders, totalRows: n, totalRowsExact: true };
  // Past the cap: a short (or empty but not first) page tells where the list ends.
  if (orders.length > 0 && orders.length < request.limit)
    return { orders, totalRows: request.offset + orders.length, totalRowsExact: true };
  return { orders, totalRows: Math.max(COUNT_CAP, request.offset + orders.length), totalRowsExact: false };
}

/** The filters' value lists: the client's shop and warehouse names that orders use. */
export async function namesInUse(
  tx: AppDatabase,
  clientId: string,
): Promise<{ shopNames: string[]; warehouseNames: string[] }> {
  const shopNames = rowsOf<{ name: string }>(
    await tx.execute(sql`
      SELECT DISTINCT s.name FROM shops s
       WHERE s.client_id = ${clientId}
         AND EXISTS (SELECT 1 FROM orders o WHERE o.client_id = ${clientId} AND o.shop_id = s.id)
       ORDER BY s.name`),
  ).map((r) => r.name);
  const warehouseNames = rowsOf<{ name: string }>(
    await tx.execute(sql`
      SELECT DISTINCT w.name FROM warehouses w
       WHERE EXISTS (SELECT 1 FROM orders o WHERE o.client_id = ${clientId} AND o.warehouse_id = w.id)
       ORDER BY w.name`),
  ).map((r) => r.name);
  return { shopNames, warehouseNames };
}

// ----- Detail -----

/** The download route of an order's file (comments' attachments, the label): O3's files route. */
export const orderFileUrl = (orderId: string, fileId: string): string =>
  `client/order/${orderId}/files/${fileId}`;

interface DetailRow extends SummaryRow {
  language: OrderDetail['language'];
  customer_phone: string | null;
  address_line1: string;
  address_line2: string | null;
  region: string | null;
  postal_code: string;
  carrier_id: string | null;
  carrier_name: string | null;
  carrier_service_id: string | null;
  carrier_service_name: string | null;
  label_id: string | null;
  label_name: string | null;
  label_type: string | null;
  label_size: number | null;
  processed_at: string | Date | null;
  shipped_at: string | Date | null;
  delivered_at: string | Date | null;
  cancelled_at: string | Date | null;
}

export async function findOrderDetail(
  tx: AppDatabase,
  clientId: string,
  orderId: string,
): Promise<OrderDetail | null> {
  const [row] = rowsOf<DetailRow>(
    await tx.execute(sql`
      SELECT ${SUMMARY_COLUMNS}, o.language, o.customer_phone, o.address_line1, o.address_line2, o.region,
             o.postal_code, o.carrier_id, c.name AS carrier_name, o.carrier_service_id,
             cs.name AS carrier_service_name, f.id AS label_id, f.file_name AS label_name,
             f.content_type AS label_type, f.size_bytes AS label_size,
             o.processed_at, o.shipped_at, o.delivered_at, o.cancelled_at
        FROM orders o
        ${SUMMARY_JOINS}
        LEFT JOIN carriers c ON c.id = o.carrier_id
        LEFT JOIN carrier_services cs ON cs.id = o.carrier_service_id
        LEFT JOIN stored_files f ON f.id = o.label_file_id
       WHERE o.client_id = ${clientId} AND o.id = ${orderId}::uuid`),
  );
  if (!row) return null;
  const summary = toSummary(row);

  const lines = rowsOf<{
    id: string;
    position: number;
    product_id: string | null;
    handle: string | null;
    sku: string;
    name: string;
    quantity: number;
    unit_price_minor: string | number;
    reserved: number;
    picked: number;
    packed: number;
  }>(
    await tx.execute(sql`
      SELECT l.id, l.position, l.product_id, p.handle, l.sku, l.name, l.quantity, l.unit_price_minor, l.reserved,
             l.picked, l.packed
        FROM order_lines l LEFT JOIN products p ON p.id = l.product_id
       WHERE l.order_id = ${orderId}::uuid ORDER BY l.position`),
  ).map((l): OrderLine => ({
    id: l.id,
    position: l.position,
    productId: l.product_id,
    productHandle: l.handle,
    sku: l.sku,
    name: l.name,
    quantity: l.quantity,
    unitPriceMinor: Number(l.unit_price_minor),
    reserved: l.reserved,
    picked: l.picked,
    packed: l.packed,
  }));

  const history = rowsOf<{
    status_column: StatusChange['statusColumn'];
    from_status: string | null;
    to_status: string;
    note: string | null;
    changed_by: string | null;
    changed_by_name: string | null;
    display_name: string | null;
    changed_at: string | Date;
  }>(
    await tx.execute(sql`
      SELECT h.status_column, h.from_status, h.to_status, h.note, h.changed_by, h.changed_by_name,
             u.display_name, h.changed_at
        FROM order_status_history h LEFT JOIN users u ON u.id = h.changed_by
       WHERE h.order_id = ${orderId}::uuid ORDER BY h.changed_at, h.id`),
  ).map((h): StatusChange => ({
    statusColumn: h.status_column,
    fromStatus: h.from_status,
    toStatus: h.to_status,
    note: h.note,
    changedBy: h.changed_by ? { id: h.changed_by, name: h.display_name ?? h.changed_by_name ?? '' } : null,
    changedAt: iso(h.changed_at),
  }));

  const comments = rowsOf<{
    id: string;
    body: string;
    author_id: string | null;
    author_name: string | null;
    author_role: 'admin' | 'staff' | 'user' | null;
    created_at: string | Date;
    file_id: string | null;
    file_name: string | null;
    content_type: string | null;
    size_bytes: number | null;
  }>(
    await tx.execute(sql`
      SELECT cm.id, cm.body, cm.author_id, u.display_name AS author_name, u.role AS author_role, cm.created_at,
             f.id AS file_id, f.file_name, f.content_type, f.size_bytes
        FROM order_comments cm
        LEFT JOIN users u ON u.id = cm.author_id
        LEFT JOIN stored_files f ON f.id = cm.file_id
       WHERE cm.order_id = ${orderId}::uuid ORDER BY cm.created_at, cm.id`),
  ).map((c): OrderComment => ({
    id: c.id,
    body: c.body,
    file: c.file_id
      ? {
          id: c.file_id,
          fileName: c.file_name ?? '',
          contentType: c.content_type ?? 'application/octet-stream',
          sizeBytes: c.size_bytes ?? 1,
          url: orderFileUrl(orderId, c.file_id),
        }
      : null,
    // A merchant's transaction cannot read the operator's users: an author it cannot see is the warehouse's.
    author: c.author_id
      ? { id: c.author_id, name: c.author_name ?? '', role: c.author_role ?? 'staff' }
      : null,
    createdAt: iso(c.created_at),
  }));

  const label: StoredFileRef | null = row.label_id
    ? {
        id: row.label_id,
        fileName: row.label_name ?? '',
        contentType: row.label_type ?? 'application/pdf',
        sizeBytes: row.label_size ?? 1,
        url: orderFileUrl(orderId, row.label_id),
      }
    : null;

  return {
    ...summary,
    language: row.language,
    address: {
      customerName: row.customer_name,
      customerEmail: row.customer_email,
      customerPhone: row.customer_phone,
      line1: row.address_line1,
      line2: row.address_line2,
      city: row.city,
      region: row.region,
      postalCode: row.postal_code,
      countryCode: row.country_code,
    },
    lines,
    carrier: row.carrier_id ? { id: row.carrier_id, name: row.carrier_name ?? '' } : null,
    carrierService: row.carrier_service_id
      ? { id: row.carrier_service_id, name: row.carrier_service_name ?? '' }
      : null,
    label,
    trackingUrl: null,
    processedAt: isoOrNull(row.processed_at),
    shippedAt: isoOrNull(row.shipped_at),
    deliveredAt: isoOrNull(row.delivered_at),
    cancelledAt: isoOrNull(row.cancelled_at),
    history,
    comments,
    allowedActions: allowedActions({
      fulfillmentStatus: row.fulfillment_status,
      warehouseStatus: row.warehouse_status,
    }),
  };
}

// ----- Writing -----

export interface LockedOrder {
  id: string;
  clientId: string;
  warehouseId: string;
  reference: string;
  fulfillmentStatus: FulfillmentStatus;
  warehouseStatus: WarehouseStatus | null;
}

/** Takes the order's row lock (the process/cancel/delete of one order wait on each other); null if not the client's. */
export async function lockOrder(
  tx: AppDatabase,
  clientId: string,
  orderId: string,
): Promise<LockedOrder | null> {
  const [row] = rowsOf<{
    id: string;
    client_id: string;
    warehouse_id: string;
    reference: string;
    fulfillment_status: FulfillmentStatus;
    warehouse_status: WarehouseStatus | null;
  }>(
    await tx.execute(sql`
      SELECT id, client_id, warehouse_id, reference, fulfillment_status, warehouse_status FROM orders
       WHERE client_id = ${clientId} AND id = ${orderId}::uuid FOR UPDATE`),
  );
  return row
    ? {
        id: row.id,
        clientId: row.client_id,
        warehouseId: row.warehouse_id,
        reference: row.reference,
        fulfillmentStatus: row.fulfillment_status,
        warehouseStatus: row.warehouse_status,
      }
    : null;
}

export interface StockNeed {
  /** The order line's position (the ledger's document line), with the component's SKU for a bundle's part. */
  documentLine: string;
  lineId: string;
  productId: string | null;
  quantity: number;
}

/**
 * The units an order holds or needs, per ledger line: a plain line is its product; a bundle's line is each of its
 * components × the line's quantity (a bundle has no stock of its own: the inventory seed and the imports stock
 * components only). A line linked to no product has productId null.
 */
export async function stockNeeds(tx: AppDatabase, orderId: string): Promise<StockNeed[]> {
  return rowsOf<{ document_line: string; line_id: string; product_id: string | null; quantity: number }>(
    await tx.execute(sql`
      SELECT CASE WHEN bc.component_id IS NULL THEN l.position::text ELSE l.position || ':' || cp.sku END
               AS document_line,
             l.id AS line_id,
             coalesce(bc.component_id, l.product_id) AS product_id,
             (l.quantity * coalesce(bc.quantity, 1))::int AS quantity
        FROM order_lines l
        LEFT JOIN products p ON p.id = l.product_id
        LEFT JOIN bundle_components bc ON p.is_bundle AND bc.bundle_id = p.id
        LEFT JOIN products cp ON cp.id = bc.component_id
       WHERE l.order_id = ${orderId}::uuid
       ORDER BY l.position, cp.sku`),
  ).map((r) => ({
    documentLine: r.document_line,
    lineId: r.line_id,
    productId: r.product_id,
    quantity: r.quantity,
  }));
}

/** Marks every line of the order as fully reserved (sign 1) or as holding nothing (0). */
export async function setLinesReserved(tx: AppDatabase, orderId: string, held: 0 | 1): Promise<void> {
  await tx.execute(
    sql`UPDATE order_lines SET reserved = ${held === 1 ? sql`quantity` : sql`0`} WHERE order_id = ${orderId}::uuid`,
  );
}

export interface ProductForOrder {
  id: string;
  sku: string;
  name: string;
  declaredValueMinor: number;
  currency: string;
}

export async function findProductsForOrder(
  tx: AppDatabase,
  clientId: string,
  productIds: string[],
): Promise<Map<string, ProductForOrder>> {
  if (productIds.length === 0) return new Map();
  const rows = rowsOf<{
    id: string;
    sku: string;
    name: string;
    declared_value_minor: string | number;
    currency: string;
  }>(
    await tx.execute(sql`
      SELECT id, sku, name, declared_value_minor, currency FROM products
       WHERE client_id = ${clientId} AND id IN (${sql.join(
         productIds.map((id) => sql`${id}::uuid`),
         sql`, `,
       )})`),
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        sku: r.sku,
        name: r.name,
        declaredValueMinor: Number(r.declared_value_minor),
        currency: r.currency,
      },
    ]),
  );
}

export async function findWarehouseCurrency(
  tx: AppDatabase,
  warehouseId: string,
): Promise<{ id: string; currency: string } | null> {
  const [row] = rowsOf<{ id: string; currency: string }>(
    await tx.execute(sql`SELECT id, currency FROM warehouses WHERE id = ${warehouseId}`),
  );
  return row ?? null;
}

export async function countryExists(tx: AppDatabase, code: string): Promise<boolean> {
  return rowsOf(await tx.execute(sql`SELECT 1 FROM countries WHERE code = ${code}`)).length > 0;
}

export async function clientHasShop(tx: AppDatabase, clientId: string): Promise<boolean> {
  return rowsOf(await tx.execute(sql`SELECT 1 FROM shops WHERE client_id = ${clientId} LIMIT 1`)).length > 0;
}
