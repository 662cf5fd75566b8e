// SQL of receiving orders, run inside the caller's scoped transaction (platform/db/scope.ts): row-level security
// keeps a merchant to their own rows, and every query also names the client or warehouse it wants, so an operator
// scope sees exactly what it asked for. Status changes are conditional UPDATE … WHERE status … RETURNING: the
// database decides which of two concurrent requests wins, never a read followed by a write.
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import {
  clients,
  products,
  receivingBoxEvents,
  receivingBoxes,
  receivingBoxLines,
  receivingOrderLines,
  receivingOrders,
  users,
  warehouses,
  type BoxEventKind,
  type BoxStatus,
  type ReceivingOrderStatus,
} from '../../platform/db/schema.js';

export type OrderRow = typeof receivingOrders.$inferSelect;
export type BoxRow = typeof receivingBoxes.$inferSelect;
export type WarehouseRow = typeof warehouses.$inferSelect;

/** Which receiving orders a query may touch, beyond row-level security: a client's, or a warehouse's (staff). */
export interface OrderScope {
  clientId?: string;
  warehouseId?: string;
}

function scopeCondition(scope: OrderScope): SQL | undefined {
  return and(
    scope.clientId === undefined ? undefined : eq(receivingOrders.clientId, scope.clientId),
    scope.warehouseId === undefined ? undefined : eq(receivingOrders.warehouseId, scope.warehouseId),
  );
}

export async function findWarehouse(tx: AppDatabase, warehouseId: string): Promise<WarehouseRow | undefined> {
  const [row] = await tx.select().from(warehouses).where(eq(warehouses.id, warehouseId));
  return row;
}

export function findProducts(tx: AppDatabase, clientId: string, productIds: string[]) {
  return tx
    .select({ id: products.id, sku: products.sku, name: products.name, isBundle: products.isBundle })
    .from(products)
    .where(and(eq(products.clientId, clientId), inArray(products.id, productIds)));
}

export function findProductsBySku(tx: AppDatabase, clientId: string, skus: string[]) {
  return tx
    .select({ id: products.id, sku: products.sku, name: products.name })
    .from(products)
    .where(and(eq(products.clientId, clientId), inArray(products.sku, skus)));
}

export async function findOrderIdByIdempotencyKey(
  tx: AppDatabase,
  clientId: string,
  key: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: receivingOrders.id })
    .from(receivingOrders)
    .where(and(eq(receivingOrders.clientId, clientId), eq(receivingOrders.idempotencyKey, key)));
  return row?.id;
}

/** Inserts the order; undefined when another request already created one with the same idempotency key. */
export async function insertOrder(
  tx: AppDatabase,
  values: Omit<typeof receivingOrders.$inferInsert, 'number'>,
): Promise<{ id: string; number: number } | undefined> {
  const [row] = await tx
    .insert(receivingOrders)
    // The column's default, named: the typed mirror does not know the number comes from a sequence.
    .values({ ...values, number: sql`nextval('receiving_order_number_seq')` })
    .onConflictDoNothing({ target: [receivingOrders.clientId, receivingOrders.idempotencyKey] })
    .returning({ id: receivingOrders.id, number: receivingOrders.number });
  return row;
}

export async function insertOrderLines(tx: AppDatabase, rows: (typeof receivingOrderLines.$inferInsert)[]) {
  await tx.insert(receivingOrderLines).values(rows);
}

export function insertBoxes(tx: AppDatabase, rows: (typeof receivingBoxes.$inferInsert)[]) {
  return tx
    .insert(receivingBoxes)
    .values(rows)
    .returning({ id: receivingBoxes.id, number: receivingBoxes.number });
}

export async function insertBoxLines(tx: AppDatabase, rows: (typeof receivingBoxLines.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(receivingBoxLines).values(rows);
}

export async function insertBoxEvents(
  tx: AppDatabase,
  clientId: string,
  boxIds: string[],
  kind: BoxEventKind,
  options: { note?: string | null; createdBy?: string | null } = {},
): Promise<void> {
  if (boxIds.length === 0) return;
  await tx.insert(receivingBoxEvents).values(
    boxIds.map((boxId) => ({
      clientId,
      boxId,
      kind,
      note: options.note ?? null,
      createdBy: options.createdBy ?? null,
    })),
  );
}

// ----- Reading one order -----

export async function findOrder(tx: AppDatabase, orderId: string, scope: OrderScope) {
  const [row] = await tx
    .select({ order: receivingOrders, warehouse: warehouses, clientName: clients.name })
    .from(receivingOrders)
    .innerJoin(warehouses, eq(warehouses.id, receivingOrders.warehouseId))
    .innerJoin(clients, eq(clients.id, receivingOrders.clientId))
    .where(and(eq(receivingOrders.id, orderId), scopeCondition(scope)));
  return row;
}

/**
 * Locks the order row for the rest of the transaction, so its status read here is the one the change starts
 * from: two changes of one order (two boxes received, a cancel racing an arrival) run one after the other.
 */
export async function lockOrder(
  tx: AppDatabase,
  orderId: string,
  scope: OrderScope,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(receivingOrders)
    .where(and(eq(receivingOrders.id, orderId), scopeCondition(scope)))
    .for('update');
  return row;
}

export function findOrderLines(tx: AppDatabase, orderId: string) {
  return tx
    .select({
      productId: receivingOrderLines.productId,
      sku: products.sku,
      name: products.name,
      expected: receivingOrderLines.expected,
      received: receivingOrderLines.received,
      damaged: receivingOrderLines.damaged,
    })
    .from(receivingOrderLines)
    .innerJoin(products, eq(products.id, receivingOrderLines.productId))
    .where(eq(receivingOrderLines.receivingOrderId, orderId))
    .orderBy(asc(products.sku));
}

export function findBoxes(tx: AppDatabase, orderId: string) {
  return tx
    .select()
    .from(receivingBoxes)
    .where(eq(receivingBoxes.receivingOrderId, orderId))
    .orderBy(asc(receivingBoxes.number));
}

export function findBoxLines(tx: AppDatabase, boxIds: string[]) {
  return tx
    .select({
      boxId: receivingBoxLines.boxId,
      productId: receivingBoxLines.productId,
      sku: receivingBoxLines.sku,
      name: products.name,
      expected: receivingBoxLines.expected,
      received: receivingBoxLines.received,
      damaged: receivingBoxLines.damaged,
      unexpected: receivingBoxLines.unexpected,
    })
    .from(receivingBoxLines)
    .leftJoin(products, eq(products.id, receivingBoxLines.productId))
    .where(inArray(receivingBoxLines.boxId, boxIds))
    .orderBy(asc(receivingBoxLines.unexpected), asc(receivingBoxLines.sku));
}

export function findBoxEvents(tx: AppDatabase, boxIds: string[]) {
  return tx
    .select({
      boxId: receivingBoxEvents.boxId,
      kind: receivingBoxEvents.kind,
      note: receivingBoxEvents.note,
      createdAt: receivingBoxEvents.createdAt,
    })
    .from(receivingBoxEvents)
    .where(inArray(receivingBoxEvents.boxId, boxIds))
    .orderBy(asc(receivingBoxEvents.createdAt), asc(receivingBoxEvents.id));
}

export async function findBoxByBarcode(tx: AppDatabase, barcode: string, scope: OrderScope) {
  const [row] = await tx
    .select({ box: receivingBoxes })
    .from(receivingBoxes)
    .innerJoin(receivingOrders, eq(receivingOrders.id, receivingBoxes.receivingOrderId))
    .where(and(eq(receivingBoxes.barcode, barcode), scopeCondition(scope)));
  return row?.box;
}

export async function findBox(tx: AppDatabase, boxId: string, scope: OrderScope) {
  const [row] = await tx
    .select({ box: receivingBoxes })
    .from(receivingBoxes)
    .innerJoin(receivingOrders, eq(receivingOrders.id, receivingBoxes.receivingOrderId))
    .where(and(eq(receivingBoxes.id, boxId), scopeCondition(scope)));
  return row?.box;
}

/** The box with the name of who received it (operator scope: staff users belong to the operator client). */
export async function findBoxReceiver(tx: AppDatabase, boxId: string) {
  const [row] = await tx
    .select({
      status: receivingBoxes.status,
      arrivedAt: receivingBoxes.arrivedAt,
      receivedBy: users.displayName,
    })
    .from(receivingBoxes)
    .leftJoin(users, eq(users.id, receivingBoxes.receivedBy))
    .where(eq(receivingBoxes.id, boxId));
  return row;
}

// ----- Status changes (conditional) -----

/** Moves the order from one of `from` to `to`; undefined when it was in none of them (someone else moved it). */
export async function changeOrderStatus(
  tx: AppDatabase,
  orderId: string,
  from: readonly ReceivingOrderStatus[],
  to: ReceivingOrderStatus,
  extra: Partial<Pick<OrderRow, 'arrivedAt' | 'receivedAt' | 'cancelledAt'>> = {},
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(receivingOrders)
    .set({ status: to, updatedAt: sql`now()`, ...extra })
    .where(and(eq(receivingOrders.id, orderId), inArray(receivingOrders.status, [...from])))
    .returning();
  return row;
}

/** receiving → received once no box of the order is left to count. */
export async function completeOrderIfAllBoxesCounted(tx: AppDatabase, orderId: string) {
  const [row] = await tx
    .update(receivingOrders)
    .set({ status: 'received', receivedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(receivingOrders.id, orderId),
        eq(receivingOrders.status, 'receiving'),
        sql`NOT EXISTS (SELECT 1 FROM ${receivingBoxes} WHERE ${receivingBoxes.receivingOrderId} = ${orderId}
          AND ${receivingBoxes.status} IN ('pending', 'in_transit'))`,
      ),
    )
    .returning();
  return row;
}

export function setBoxesStatus(tx: AppDatabase, orderId: string, from: BoxStatus, to: BoxStatus) {
  return tx
    .update(receivingBoxes)
    .set({ status: to })
    .where(and(eq(receivingBoxes.receivingOrderId, orderId), eq(receivingBoxes.status, from)))
    .returning({ id: receivingBoxes.id });
}

/** Stamps arrival on the order's boxes not yet arrived; returns those boxes. */
export function markBoxesArrived(tx: AppDatabase, orderId: string) {
  return tx
    .update(receivingBoxes)
    .set({ arrivedAt: sql`now()` })
    .where(and(eq(receivingBoxes.receivingOrderId, orderId), isNull(receivingBoxes.arrivedAt)))
    .returning({ id: receivingBoxes.id });
}

/** The one write that decides who receives a box: only from in_transit, so a second attempt changes nothing. */
export async function claimBoxReception(
  tx: AppDatabase,
  boxId: string,
  values: { status: BoxStatus; receivedBy: string; discrepancyNote: string | null },
) {
  const [row] = await tx
    .update(receivingBoxes)
    .set({
      ...values,
      receivedAt: sql`now()`,
      arrivedAt: sql`coalesce(${receivingBoxes.arrivedAt}, now())`,
    })
    .where(and(eq(receivingBoxes.id, boxId), eq(receivingBoxes.status, 'in_transit')))
    .returning();
  return row;
}

export async function updateBoxLineCount(
  tx: AppDatabase,
  boxId: string,
  sku: string,
  counts: { received: number; damaged: number },
) {
  await tx
    .update(receivingBoxLines)
    .set(counts)
    .where(and(eq(receivingBoxLines.boxId, boxId), eq(receivingBoxLines.sku, sku)));
}

/** Adds counted units to the order line (an increment in SQL: concurrent boxes of one order both count). */
export async function addOrderLineCounts(
  tx: AppDatabase,
  orderId: string,
  productId: string,
  counts: { received: number; damaged: number },
) {
  await tx
    .update(receivingOrderLines)
    .set({
      received: sql`${receivingOrderLines.received} + ${counts.received}`,
      damaged: sql`${receivingOrderLines.damaged} + ${counts.damaged}`,
    })
    .where(
      and(eq(receivingOrderLines.receivingOrderId, orderId), eq(receivingOrderLines.productId, productId)),
    );
}

export async function resolveBoxDiscrepancy(
  tx: AppDatabase,
  boxId: string,
  values: { resolvedBy: string; note: string },
) {
  const [row] = await tx
    .update(receivingBoxes)
    .set({
      discrepancyResolvedAt: sql`now()`,
      discrepancyResolvedBy: values.resolvedBy,
      resolutionNote: values.note,
    })
    .where(
      and(
        eq(receivingBoxes.id, boxId),
        eq(receivingBoxes.status, 'with_discrepancy'),
        isNull(receivingBoxes.discrepancyResolvedAt),
      ),
    )
    .returning();
  return row;
}

// ----- Lists -----

export interface ListFilters extends OrderScope {
  warehouseName?: string;
  boxStatus?: BoxStatus;
  status?: ReceivingOrderStatus;
  search?: { field: string; pattern: string };
  limit: number;
  offset: number;
}

/** The search condition; `pattern` is an ILIKE pattern with the value's own wildcards escaped. */
function searchCondition(search: { field: string; pattern: string }): SQL | undefined {
  const { field, pattern } = search;
  switch (field) {
    case 'number':
      return or(
        sql`('RO-' || ${receivingOrders.number}::text) ILIKE ${pattern}`,
        sql`${receivingOrders.number}::text ILIKE ${pattern}`,
      );
    case 'trackingNumber':
      return sql`${receivingOrders.trackingNumber} ILIKE ${pattern}`;
    case 'carrierName':
      return sql`${receivingOrders.carrierName} ILIKE ${pattern}`;
    case 'sku':
    case 'productName': {
      const column = field === 'sku' ? products.sku : products.name;
      return sql`EXISTS (SELECT 1 FROM ${receivingOrderLines} JOIN ${products} ON ${products.id} = ${receivingOrderLines.productId}
        WHERE ${receivingOrderLines.receivingOrderId} = ${receivingOrders.id} AND ${column} ILIKE ${pattern})`;
    }
    default:
      return undefined;
  }
}

function listCondition(filters: ListFilters): SQL | undefined {
  return and(
    scopeCondition(filters),
    filters.warehouseName === undefined
      ? undefined
      : sql`lower(${warehouses.name}) = lower(${filters.warehouseName})`,
    filters.status === undefined ? undefined : eq(receivingOrders.status, filters.status),
    filters.boxStatus === undefined
      ? undefined
      : sql`EXISTS (SELECT 1 FROM ${receivingBoxes} WHERE ${receivingBoxes.receivingOrderId} = ${receivingOrders.id}
          AND ${receivingBoxes.status} = ${filters.boxStatus})`,
    filters.search === undefined ? undefined : searchCondition(filters.search),
  );
}

export async function listOrders(tx: AppDatabase, filters: ListFilters) {
  const where = listCondition(filters);
  const rows = await tx
    .select({
      id: receivingOrders.id,
      number: receivingOrders.number,
      clientId: receivingOrders.clientId,
      clientName: clients.name,
      warehouseId: receivingOrders.warehouseId,
      warehouseName: warehouses.name,
      status: receivingOrders.status,
      arrivalDate: receivingOrders.arrivalDate,
      createdAt: receivingOrders.createdAt,
    })
    .from(receivingOrders)
    .innerJoin(warehouses, eq(warehouses.id, receivingOrders.warehouseId))
    .innerJoin(clients, eq(clients.id, receivingOrders.clientId))
    .where(where)
    .orderBy(desc(receivingOrders.createdAt), desc(receivingOrders.id))
    .limit(filters.limit)
    .offset(filters.offset);
  const [counted] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(receivingOrders)
    .innerJoin(warehouses, eq(warehouses.id, receivingOrders.warehouseId))
    .where(where);
  return { rows, totalRows: counted?.total ?? 0 };
}

export function countBoxesByStatus(tx: AppDatabase, orderIds: string[]) {
  return tx
    .select({
      orderId: receivingBoxes.receivingOrderId,
      status: receivingBoxes.status,
      count: sql<number>`count(*)::int`,
    })
    .from(receivingBoxes)
    .where(inArray(receivingBoxes.receivingOrderId, orderIds))
    .groupBy(receivingBoxes.receivingOrderId, receivingBoxes.status);
}

export function sumUnits(tx: AppDatabase, orderIds: string[]) {
  return tx
    .select({
      orderId: receivingOrderLines.receivingOrderId,
      expected: sql<number>`coalesce(sum(${receivingOrderLines.expected}), 0)::int`,
      received: sql<number>`coalesce(sum(${receivingOrderLines.received} + ${receivingOrderLines.damaged}), 0)::int`,
    })
    .from(receivingOrderLines)
    .where(inArray(receivingOrderLines.receivingOrderId, orderIds))
    .groupBy(receivingOrderLines.receivingOrderId);
}

/** The warehouse a staff user works in (operator scope: users are the operator client's rows). */
export async function findStaffWarehouse(tx: AppDatabase, userId: string): Promise<string | null> {
  const [row] = await tx.select({ warehouseId: users.warehouseId }).from(users).where(eq(users.id, userId));
  return row?.warehouseId ?? null;
}
