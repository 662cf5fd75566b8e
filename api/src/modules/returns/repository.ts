// SQL of returns. The merchant's queries run as their client (asClient: row-level security) and name the client
// too; the warehouse's run in the operator scope and always filter by the staff user's warehouse.
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { rowsOf } from '../inventory/ledger.js';
import type {
  CreateReturnBody,
  ReturnLine,
  ReturnStatus,
  ReturnStatusChange,
  ReturnSummary,
  ReturnType,
  WarehouseOption,
} from './schemas.js';

/** Where a query may look: one client's returns (merchant), one warehouse's (staff), or both. */
export interface ReturnScope {
  clientId?: string | null;
  warehouseId?: string | null;
}

export interface ReturnFilter {
  statuses: ReturnStatus[] | null;
  type: ReturnType | null;
  warehouseId: string | null;
  /** A return or order number (digits), else part of the order's reference. */
  search: { number: number | null; text: string } | null;
  limit: number;
  offset: number;
}

interface SummaryRow {
  id: string;
  number: number;
  order_id: string;
  order_number: string | number;
  order_reference: string;
  client_id: string;
  client_name: string;
  warehouse_id: string;
  warehouse_name: string;
  type: ReturnType;
  status: ReturnStatus;
  reason: string;
  customer_name: string;
  tracking_number: string | null;
  line_count: number;
  unit_count: number;
  created_at: string | Date;
  updated_at: string | Date;
  received_at: string | Date | null;
  closed_at: string | Date | null;
}

const iso = (value: string | Date): string => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null): string | null => (value ? iso(value) : null);

function summaryOf(row: SummaryRow): ReturnSummary {
  return {
    id: row.id,
    number: Number(row.number),
    orderId: row.order_id,
    orderNumber: Number(row.order_number),
    orderReference: row.order_reference,
    client: { id: row.client_id, name: row.client_name },
    warehouseId: row.warehouse_id,
    warehouseName: row.warehouse_name,
    type: row.type,
    status: row.status,
    reason: row.reason,
    customerName: row.customer_name,
    trackingNumber: row.tracking_number,
    lineCount: Number(row.line_count),
    unitCount: Number(row.unit_count),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const SUMMARY_COLUMNS = sql`
  r.id, r.number, r.order_id, o.number AS order_number, o.reference AS order_reference,
  r.client_id, c.name AS client_name, r.warehouse_id, w.name AS warehouse_name, r.type, r.status, r.reason,
  o.customer_name, r.tracking_number, r.created_at, r.updated_at, r.received_at, r.closed_at,
  (SELECT count(*)::int FROM return_lines l WHERE l.return_id = r.id) AS line_count,
  (SELECT coalesce(sum(l.quantity), 0)::int FROM return_lines l WHERE l.return_id = r.id) AS unit_count`;

const SUMMARY_FROM = sql`
  FROM returns r
  JOIN orders o ON o.id = r.order_id
  JOIN clients c ON c.id = r.client_id
  JOIN warehouses w ON w.id = r.warehouse_id`;

function scopeConditions(scope: ReturnScope): SQL[] {
  const where: SQL[] = [];
  if (scope.clientId) where.push(sql`r.client_id = ${scope.clientId}`);
  if (scope.warehouseId) where.push(sql`r.warehouse_id = ${scope.warehouseId}`);
  return where;
}

const textList = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** LIKE's wildcards taken literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listReturns(
  tx: AppDatabase,
  scope: ReturnScope,
  filter: ReturnFilter,
): Promise<{ returns: ReturnSummary[]; totalRows: number }> {
  const where = scopeConditions(scope);
  if (filter.statuses) where.push(sql`r.status = ANY(${textList(filter.statuses)})`);
  if (filter.type) where.push(sql`r.type = ${filter.type}`);
  if (filter.warehouseId) where.push(sql`r.warehouse_id = ${filter.warehouseId}`);
  if (filter.search) {
    const { number, text } = filter.search;
    const byText = sql`o.reference ILIKE ${`%${likeEscaped(text)}%`}`;
    where.push(number === null ? byText : sql`(r.number = ${number} OR o.number = ${number} OR ${byText})`);
  }
  const condition = where.length > 0 ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  const rows = rowsOf<SummaryRow>(
    await tx.execute(sql`
      SELECT ${SUMMARY_COLUMNS} ${SUMMARY_FROM} ${condition}
       ORDER BY r.created_at DESC, r.id DESC
       LIMIT ${filter.limit} OFFSET ${filter.offset}`),
  );
  const [counted] = rowsOf<{ n: number }>(
    await tx.execute(
      sql`SELECT count(*)::int AS n FROM returns r JOIN orders o ON o.id = r.order_id ${condition}`,
    ),
  );
  return { returns: rows.map(summaryOf), totalRows: Number(counted?.n ?? 0) };
}

/** The warehouses of a client's returns (the list's warehouse filter). */
export async function returnWarehouses(tx: AppDatabase, clientId: string): Promise<WarehouseOption[]> {
  return rowsOf<WarehouseOption>(
    await tx.execute(sql`
      SELECT w.id, w.name FROM warehouses w
       WHERE EXISTS (SELECT 1 FROM returns r WHERE r.client_id = ${clientId} AND r.warehouse_id = w.id)
       ORDER BY w.name`),
  );
}

export interface ReturnRow extends ReturnSummary {
  receivedAt: string | null;
  closedAt: string | null;
}

export async function findReturn(
  tx: AppDatabase,
  returnId: string,
  scope: ReturnScope,
): Promise<ReturnRow | null> {
  const where = [sql`r.id = ${returnId}::uuid`, ...scopeConditions(scope)];
  const [row] = rowsOf<SummaryRow>(
    await tx.execute(sql`SELECT ${SUMMARY_COLUMNS} ${SUMMARY_FROM} WHERE ${sql.join(where, sql` AND `)}`),
  );
  if (!row) return null;
  return { ...summaryOf(row), receivedAt: isoOrNull(row.received_at), closedAt: isoOrNull(row.closed_at) };
}

interface LineRow {
  order_line_id: string;
  product_id: string | null;
  sku: string;
  name: string;
  quantity: number;
  good: number | null;
  damaged: number | null;
  position: number;
}

export async function findReturnLines(
  tx: AppDatabase,
  returnId: string,
): Promise<(ReturnLine & { position: number })[]> {
  const rows = rowsOf<LineRow>(
    await tx.execute(sql`
      SELECT l.order_line_id, l.product_id, ol.sku, ol.name, l.quantity, l.good, l.damaged, ol.position
        FROM return_lines l JOIN order_lines ol ON ol.id = l.order_line_id
       WHERE l.return_id = ${returnId}::uuid
       ORDER BY ol.position`),
  );
  return rows.map((row) => ({
    orderLineId: row.order_line_id,
    productId: row.product_id,
    sku: row.sku,
    name: row.name,
    quantity: row.quantity,
    good: row.good,
    damaged: row.damaged,
    position: row.position,
  }));
}

interface HistoryRow {
  from_status: ReturnStatus | null;
  to_status: ReturnStatus;
  note: string | null;
  changed_by: string | null;
  changed_by_name: string | null;
  changed_at: string | Date;
}

export async function findReturnHistory(tx: AppDatabase, returnId: string): Promise<ReturnStatusChange[]> {
  const rows = rowsOf<HistoryRow>(
    await tx.execute(sql`
      SELECT from_status, to_status, note, changed_by, changed_by_name, changed_at
        FROM return_status_history WHERE return_id = ${returnId}::uuid
       ORDER BY changed_at, id`),
  );
  return rows.map((row) => ({
    fromStatus: row.from_status,
    toStatus: row.to_status,
    note: row.note,
    changedBy: row.changed_by ? { id: row.changed_by, name: row.changed_by_name ?? '' } : null,
    changedAt: iso(row.changed_at),
  }));
}

// ----- Creating a return -----

export interface ReturnableOrder {
  id: string;
  clientId: string;
  number: number;
  warehouseId: string;
  fulfillmentStatus: string;
  warehouseStatus: string | null;
}

/** The order, locked: two returns of one order (other keys) are counted one after the other. */
export async function lockOrderForReturn(
  tx: AppDatabase,
  clientId: string,
  orderId: string,
): Promise<ReturnableOrder | null> {
  const [row] = rowsOf<{
    id: string;
    client_id: string;
    number: string | number;
    warehouse_id: string;
    fulfillment_status: string;
    warehouse_status: string | null;
  }>(
    await tx.execute(sql`
      SELECT id, client_id, number, warehouse_id, fulfillment_status, warehouse_status FROM orders
       WHERE id = ${orderId}::uuid AND client_id = ${clientId} AND fulfillment_status <> 'deleted'
       FOR UPDATE`),
  );
  if (!row) return null;
  return {
    id: row.id,
    clientId: row.client_id,
    number: Number(row.number),
    warehouseId: row.warehouse_id,
    fulfillmentStatus: row.fulfillment_status,
    warehouseStatus: row.warehouse_status,
  };
}

export interface ReturnableLine {
  id: string;
  productId: string | null;
  sku: string;
  quantity: number;
  /** Units of the line in the order's other returns (cancelled ones aside). */
  alreadyReturned: number;
}

export async function returnableLines(tx: AppDatabase, orderId: string): Promise<ReturnableLine[]> {
  const rows = rowsOf<{
    id: string;
    product_id: string | null;
    sku: string;
    quantity: number;
    already_returned: number;
  }>(
    await tx.execute(sql`
      SELECT ol.id, ol.product_id, ol.sku, ol.quantity,
             coalesce((SELECT sum(l.quantity) FROM return_lines l JOIN returns r ON r.id = l.return_id
                        WHERE l.order_line_id = ol.id AND r.status <> 'cancelled'), 0)::int AS already_returned
        FROM order_lines ol WHERE ol.order_id = ${orderId}::uuid
       ORDER BY ol.position`),
  );
  return rows.map((row) => ({
    id: row.id,
    productId: row.product_id,
    sku: row.sku,
    quantity: row.quantity,
    alreadyReturned: row.already_returned,
  }));
}

export async function insertReturn(
  tx: AppDatabase,
  input: {
    order: ReturnableOrder;
    body: CreateReturnBody;
    lines: { orderLineId: string; productId: string | null; quantity: number }[];
    createdBy: string | null;
    idempotencyKey: string | null;
    status?: ReturnStatus;
    at?: Date;
  },
): Promise<{ id: string; number: number }> {
  const at = input.at ? sql`${input.at.toISOString()}::timestamptz` : sql`now()`;
  const [row] = rowsOf<{ id: string; number: number }>(
    await tx.execute(sql`
      INSERT INTO returns (client_id, order_id, warehouse_id, type, status, reason, idempotency_key, created_by,
                           created_at, updated_at)
      VALUES (${input.order.clientId}, ${input.order.id}::uuid, ${input.order.warehouseId}, ${input.body.type},
              ${input.status ?? 'requested'}, ${input.body.reason.trim()}, ${input.idempotencyKey},
              ${input.createdBy}::uuid, ${at}, ${at})
      RETURNING id, number`),
  );
  await tx.execute(sql`
    INSERT INTO return_lines (client_id, return_id, order_line_id, product_id, quantity)
    VALUES ${sql.join(
      input.lines.map(
        (line) =>
          sql`(${input.order.clientId}, ${row!.id}::uuid, ${line.orderLineId}::uuid, ${line.productId}::uuid, ${line.quantity})`,
      ),
      sql`, `,
    )}`);
  return { id: row!.id, number: Number(row!.number) };
}

/** Records what staff counted per line. */
export async function setReceivedCounts(
  tx: AppDatabase,
  returnId: string,
  counts: { orderLineId: string; good: number; damaged: number }[],
): Promise<void> {
  for (const count of counts) {
    await tx.execute(sql`
      UPDATE return_lines SET good = ${count.good}, damaged = ${count.damaged}
       WHERE return_id = ${returnId}::uuid AND order_line_id = ${count.orderLineId}::uuid`);
  }
}

export async function findWarehouseOption(
  tx: AppDatabase,
  warehouseId: string,
): Promise<WarehouseOption | null> {
  const [row] = rowsOf<WarehouseOption>(
    await tx.execute(sql`SELECT id, name FROM warehouses WHERE id = ${warehouseId}`),
  );
  return row ?? null;
}
