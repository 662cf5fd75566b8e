// The dashboard's figures, each one statement that aggregates in SQL. The merchant's run in the client's scope
// (asClient: row-level security) and name the client too, so the indexes that lead with client_id serve them; the
// staff's run in the operator scope with an explicit warehouse filter.
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { rowsOf } from '../inventory/ledger.js';
import { DAYS_OF_COVER_WINDOW_DAYS } from '../inventory/stock-rules.js';
import { orderReference } from '../receiving/view.js';
import type { OldestToReceive, ReceivingDueOrder, StaffReceivingQueue } from './schemas.js';

const WINDOW = sql.raw(`interval '${DAYS_OF_COVER_WINDOW_DAYS} days'`);
/** Orders sent and not yet received (DOMAIN.md "Receiving order"): their boxes may still be counted. */
const OPEN_STATUSES = sql`('in_transit', 'arrived', 'receiving')`;

/** A sum PostgreSQL answers as numeric/bigint text, as a JavaScript integer. */
const integer = (value: unknown): number => Number(value ?? 0);

export interface WarehouseStockRow {
  warehouseId: string;
  warehouseName: string;
  currency: string;
  available: number;
  onHand: number;
  values: { currency: string; valueMinor: number }[];
}

/**
 * Units available and on hand per warehouse holding the client's stock, and the on-hand units' declared value per
 * currency the products are declared in (the warehouse's own first).
 */
export async function stockByWarehouse(tx: AppDatabase, clientId: string): Promise<WarehouseStockRow[]> {
  const rows = rowsOf<{
    warehouse_id: string;
    warehouse_name: string;
    warehouse_currency: string;
    available: string | number;
    on_hand: string | number;
    values: unknown;
  }>(
    await tx.execute(sql`
      WITH per_currency AS (
        SELECT s.warehouse_id, p.currency,
               sum(s.available)::bigint AS available, sum(s.on_hand)::bigint AS on_hand,
               sum(s.on_hand::numeric * p.declared_value_minor)::text AS value_minor
          FROM stock_levels s
          JOIN products p ON p.id = s.product_id AND p.client_id = ${clientId}
         WHERE s.client_id = ${clientId}
         GROUP BY s.warehouse_id, p.currency
      )
      SELECT w.id AS warehouse_id, w.name AS warehouse_name, w.currency AS warehouse_currency,
             sum(pc.available)::bigint AS available, sum(pc.on_hand)::bigint AS on_hand,
             json_agg(json_build_object('currency', pc.currency, 'valueMinor', pc.value_minor)
                      ORDER BY pc.currency = w.currency DESC, pc.currency) AS values
        FROM per_currency pc
        JOIN warehouses w ON w.id = pc.warehouse_id
       GROUP BY w.id, w.name, w.currency
       ORDER BY w.name, w.id`),
  );
  return rows.map((row) => {
    const declared = (typeof row.values === 'string' ? JSON.parse(row.values) : row.values) as {
      currency: string;
      valueMinor: string;
    }[];
    const values = declared.map((one) => ({
      currency: one.currency.trim(),
      valueMinor: integer(one.valueMinor),
    }));
    const currency = row.warehouse_currency.trim();
    // The warehouse's currency is always shown, as 0 when none of its products is declared in it.
    if (!values.some((one) => one.currency === currency)) values.unshift({ currency, valueMinor: 0 });
    return {
      warehouseId: row.warehouse_id,
      warehouseName: row.warehouse_name,
      currency,
      available: integer(row.available),
      onHand: integer(row.on_hand),
      values,
    };
  });
}

export interface BelowCoverRow {
  productId: string;
  sku: string;
  name: string;
  handle: string;
  warehouseId: string;
  warehouseName: string;
  available: number;
  unitsShippedLast30Days: number;
}

/**
 * Stock levels whose days of cover (stock-rules.ts: floor(available × 30 ÷ units shipped in 30 days)) is under
 * `thresholdDays`. For whole days floor(x) < n ⟺ x < n, so the test is exact in integers: available × 30 <
 * threshold × shipped. Levels with no shipments in the window have no cover to run out and are left out.
 */
export async function belowCover(
  tx: AppDatabase,
  clientId: string,
  thresholdDays: number,
  limit: number,
): Promise<{ rows: BelowCoverRow[]; totalRows: number }> {
  const rows = rowsOf<{
    total_rows: number;
    product_id: string | null;
    sku: string;
    name: string;
    handle: string;
    warehouse_id: string;
    warehouse_name: string;
    available: number;
    units: number;
  }>(
    await tx.execute(sql`
      WITH shipped AS (
        SELECT m.product_id, m.warehouse_id, (-sum(m.quantity))::int AS units
          FROM inventory_movements m
         WHERE m.client_id = ${clientId} AND m.reason = 'shipped' AND m.created_at >= now() - ${WINDOW}
         GROUP BY m.product_id, m.warehouse_id
      ),
      below AS (
        SELECT s.product_id, s.warehouse_id, s.available, sh.units
          FROM stock_levels s
          JOIN shipped sh ON sh.product_id = s.product_id AND sh.warehouse_id = s.warehouse_id
         WHERE s.client_id = ${clientId} AND sh.units > 0
           AND s.available::bigint * ${DAYS_OF_COVER_WINDOW_DAYS} < ${thresholdDays}::bigint * sh.units
      ),
      page AS (
        SELECT p.id AS product_id, p.sku, p.name, p.handle, w.id AS warehouse_id, w.name AS warehouse_name,
               b.available, b.units
          FROM below b
          JOIN products p ON p.id = b.product_id
          JOIN warehouses w ON w.id = b.warehouse_id
         ORDER BY (greatest(b.available, 0)::bigint * ${DAYS_OF_COVER_WINDOW_DAYS}) / b.units, p.sku, w.id
         LIMIT ${limit}
      )
      SELECT (SELECT count(*)::int FROM below) AS total_rows, page.*
        FROM (SELECT 1) one LEFT JOIN page ON true`),
  );
  return {
    totalRows: rows[0]?.total_rows ?? 0,
    rows: rows
      .filter((row) => row.product_id !== null)
      .map((row) => ({
        productId: row.product_id!,
        sku: row.sku,
        name: row.name,
        handle: row.handle,
        warehouseId: row.warehouse_id,
        warehouseName: row.warehouse_name,
        available: row.available,
        unitsShippedLast30Days: row.units,
      })),
  };
}

/**
 * The client's receiving orders due: sent and not yet received, either in transit and expected at most
 * `withinDays` from today in the warehouse's time zone (late ones too), or already at the warehouse.
 */
export async function receivingDue(
  tx: AppDatabase,
  clientId: string,
  withinDays: number,
  limit: number,
): Promise<{ orders: ReceivingDueOrder[]; totalRows: number; overdue: number }> {
  const rows = rowsOf<{
    total_rows: number;
    overdue_rows: number;
    id: string | null;
    number: number;
    warehouse_id: string;
    warehouse_name: string;
    status: ReceivingDueOrder['status'];
    arrival_date: string;
    days_until: number;
    overdue: boolean;
    boxes: number;
    boxes_received: number;
    units: number;
  }>(
    await tx.execute(sql`
      WITH due AS (
        SELECT o.id, o.number, o.warehouse_id, w.name AS warehouse_name, o.status, o.arrival_date,
               (o.arrival_date - (now() AT TIME ZONE w.time_zone)::date) AS days_until
          FROM receiving_orders o
          JOIN warehouses w ON w.id = o.warehouse_id
         WHERE o.client_id = ${clientId} AND o.status IN ${OPEN_STATUSES}
           AND (o.status <> 'in_transit'
                OR o.arrival_date <= (now() AT TIME ZONE w.time_zone)::date + ${withinDays}::int)
      ),
      page AS (
        SELECT due.*, due.status = 'in_transit' AND due.days_until < 0 AS overdue,
               (SELECT count(*)::int FROM receiving_boxes b WHERE b.receiving_order_id = due.id) AS boxes,
               (SELECT count(*)::int FROM receiving_boxes b
                 WHERE b.receiving_order_id = due.id AND b.status IN ('received', 'with_discrepancy'))
                 AS boxes_received,
               (SELECT coalesce(sum(l.expected), 0)::int FROM receiving_order_lines l
                 WHERE l.receiving_order_id = due.id) AS units
          FROM due
         ORDER BY due.arrival_date, due.number
         LIMIT ${limit}
      )
      SELECT (SELECT count(*)::int FROM due) AS total_rows,
             (SELECT count(*)::int FROM due WHERE status = 'in_transit' AND days_until < 0) AS overdue_rows,
             page.id, page.number, page.warehouse_id, page.warehouse_name, page.status,
             page.arrival_date::text AS arrival_date, page.days_until, page.overdue, page.boxes,
             page.boxes_received, page.units
        FROM (SELECT 1) one LEFT JOIN page ON true
       ORDER BY page.arrival_date, page.number`),
  );
  return {
    totalRows: rows[0]?.total_rows ?? 0,
    overdue: rows[0]?.overdue_rows ?? 0,
    orders: rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        receivingOrderId: row.id!,
        reference: orderReference(row.number),
        warehouseId: row.warehouse_id,
        warehouseName: row.warehouse_name,
        status: row.status,
        arrivalDate: row.arrival_date,
        daysUntilArrival: row.days_until,
        overdue: row.overdue,
        boxes: row.boxes,
        boxesReceived: row.boxes_received,
        units: row.units,
      })),
  };
}

/**
 * A warehouse's receiving queue (every client's; all warehouses when `warehouseId` is undefined): the boxes still
 * to count of orders that may be received (the desk's receivable rule: order in transit, arrived or receiving; box
 * in transit), how many of them have arrived, and the order waiting longest.
 */
export async function staffReceivingQueue(
  tx: AppDatabase,
  warehouseId: string | undefined,
): Promise<Omit<StaffReceivingQueue, 'warehouseId' | 'asOf'>> {
  const inWarehouse: SQL = warehouseId === undefined ? sql`` : sql`AND o.warehouse_id = ${warehouseId}`;
  const rows = rowsOf<{
    orders: number;
    boxes: number;
    boxes_arrived: number;
    id: string | null;
    number: number;
    client_name: string;
    status: OldestToReceive['status'];
    arrival_date: string;
    arrived_at: string | Date | null;
    boxes_to_receive: number;
  }>(
    await tx.execute(sql`
      WITH open AS (
        SELECT o.id, o.number, o.status, o.arrival_date, o.arrived_at, c.name AS client_name,
               count(*)::int AS boxes,
               count(*) FILTER (WHERE b.arrived_at IS NOT NULL)::int AS boxes_arrived
          FROM receiving_orders o
          JOIN receiving_boxes b ON b.receiving_order_id = o.id AND b.status = 'in_transit'
          JOIN clients c ON c.id = o.client_id
         WHERE o.status IN ${OPEN_STATUSES} ${inWarehouse}
         GROUP BY o.id, c.name
      ),
      oldest AS (
        SELECT * FROM open ORDER BY arrived_at ASC NULLS LAST, arrival_date, number LIMIT 1
      )
      SELECT (SELECT count(*)::int FROM open) AS orders,
             (SELECT coalesce(sum(boxes), 0)::int FROM open) AS boxes,
             (SELECT coalesce(sum(boxes_arrived), 0)::int FROM open) AS boxes_arrived,
             oldest.id, oldest.number, oldest.client_name, oldest.status,
             oldest.arrival_date::text AS arrival_date, oldest.arrived_at, oldest.boxes AS boxes_to_receive
        FROM (SELECT 1) one LEFT JOIN oldest ON true`),
  );
  const row = rows[0]!;
  return {
    ordersToReceive: row.orders,
    boxesToReceive: row.boxes,
    boxesArrived: row.boxes_arrived,
    oldest:
      row.id === null
        ? null
        : {
            receivingOrderId: row.id,
            reference: orderReference(row.number),
            clientName: row.client_name,
            status: row.status,
            arrivalDate: row.arrival_date,
            arrivedAt: row.arrived_at === null ? null : new Date(row.arrived_at).toISOString(),
            boxesToReceive: row.boxes_to_receive,
          },
  };
}
