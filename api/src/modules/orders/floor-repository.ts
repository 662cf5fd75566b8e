// SQL of the warehouse floor, run in the operator scope (staff see every client's orders) and always filtered by
// the warehouse the caller works at: the scope opens the rows, the warehouse filter keeps a staff user to theirs.
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import type { FulfillmentStatus, OrderLanguage, WarehouseStatus } from '../../platform/db/orders-schema.js';
import { rowsOf } from '../inventory/ledger.js';
import type { CarrierChoice, FloorOrderLine, FloorOrderSummary, FloorStage } from './floor-schemas.js';

export interface FloorWarehouse {
  id: string;
  name: string;
  address: string;
  countryCode: string;
  currency: string;
  timeZone: string;
}

export async function findWarehouse(tx: AppDatabase, warehouseId: string): Promise<FloorWarehouse | null> {
  const [row] = rowsOf<{
    id: string;
    name: string;
    address: string;
    country_code: string;
    currency: string;
    time_zone: string;
  }>(
    await tx.execute(
      sql`SELECT id, name, address, country_code, currency, time_zone FROM warehouses WHERE id = ${warehouseId}`,
    ),
  );
  return row
    ? {
        id: row.id,
        name: row.name,
        address: row.address,
        countryCode: row.country_code,
        currency: row.currency,
        timeZone: row.time_zone,
      }
    : null;
}

/** The start of today at the warehouse, as an instant (shipped today is the warehouse's today). */
const startOfToday = (timeZone: string): SQL =>
  sql`(date_trunc('day', now() AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone})`;

const FLOOR_STATUSES = ['ready_to_pick', 'picking', 'packing', 'ready_to_ship'] as const;

/** Which orders a stage holds: the floor's statuses of orders still being processed, and today's shipments. */
export function stageCondition(stage: FloorStage, timeZone: string): SQL {
  if (stage === 'shipped_today')
    return sql`o.warehouse_status = 'shipped' AND o.shipped_at >= ${startOfToday(timeZone)}`;
  return sql`o.fulfillment_status = 'processing' AND o.warehouse_status = ${stage}`;
}

export async function countStages(
  tx: AppDatabase,
  warehouse: FloorWarehouse,
): Promise<Record<FloorStage, number>> {
  const rows = rowsOf<{ stage: FloorStage; count: string | number }>(
    await tx.execute(sql`
      SELECT o.warehouse_status AS stage, count(*) AS count
        FROM orders o
       WHERE o.warehouse_id = ${warehouse.id} AND o.fulfillment_status = 'processing'
         AND o.warehouse_status IN (${sql.join(
           FLOOR_STATUSES.map((s) => sql`${s}`),
           sql`, `,
         )})
       GROUP BY o.warehouse_status
      UNION ALL
      SELECT 'shipped_today', count(*) FROM orders o
       WHERE o.warehouse_id = ${warehouse.id} AND ${stageCondition('shipped_today', warehouse.timeZone)}`),
  );
  const counts: Record<FloorStage, number> = {
    ready_to_pick: 0,
    picking: 0,
    packing: 0,
    ready_to_ship: 0,
    shipped_today: 0,
  };
  for (const row of rows) counts[row.stage] = Number(row.count);
  return counts;
}

interface SummaryRow {
  id: string;
  number: string | number;
  reference: string;
  client_id: string;
  client_name: string;
  warehouse_id: string;
  warehouse_status: WarehouseStatus;
  customer_name: string;
  city: string;
  country_code: string;
  line_count: string | number;
  unit_count: string | number;
  processed_at: string | Date | null;
  shipped_at: string | Date | null;
}

const iso = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const SUMMARY_COLUMNS = sql`
  o.id, o.number, o.reference, o.client_id, c.name AS client_name, o.warehouse_id, o.warehouse_status,
  o.customer_name, o.city, o.country_code, o.processed_at, o.shipped_at,
  (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id) AS line_count,
  (SELECT coalesce(sum(l.quantity), 0) FROM order_lines l WHERE l.order_id = o.id) AS unit_count`;

function summaryOf(row: SummaryRow): FloorOrderSummary {
  return {
    id: row.id,
    number: Number(row.number),
    reference: row.reference,
    client: { id: row.client_id, name: row.client_name },
    warehouseId: row.warehouse_id,
    warehouseStatus: row.warehouse_status,
    customerName: row.customer_name,
    city: row.city,
    countryCode: row.country_code.trim(),
    lineCount: Number(row.line_count),
    unitCount: Number(row.unit_count),
    processedAt: iso(row.processed_at),
    shippedAt: iso(row.shipped_at),
  };
}

/** The floor works first in, first out: the order sent to process first comes first. */
export const OLDEST_FIRST = sql`o.processed_at ASC NULLS LAST, o.number`;

/** One stage's orders, oldest first (the floor works first in, first out); today's shipments latest first. */
export async function listStage(
  tx: AppDatabase,
  warehouse: FloorWarehouse,
  stage: FloorStage,
  limit: number,
): Promise<FloorOrderSummary[]> {
  const order = stage === 'shipped_today' ? sql`o.shipped_at DESC, o.id` : OLDEST_FIRST;
  const rows = rowsOf<SummaryRow>(
    await tx.execute(sql`
      SELECT ${SUMMARY_COLUMNS}
        FROM orders o JOIN clients c ON c.id = o.client_id
       WHERE o.warehouse_id = ${warehouse.id} AND ${stageCondition(stage, warehouse.timeZone)}
       ORDER BY ${order}
       LIMIT ${limit}`),
  );
  return rows.map(summaryOf);
}

export interface FloorOrderRow extends FloorOrderSummary {
  fulfillmentStatus: FulfillmentStatus;
  ecommerceStatus: string;
  shopId: string | null;
  externalId: string | null;
  language: OrderLanguage;
  customerEmail: string | null;
  customerPhone: string | null;
  address: {
    line1: string;
    line2: string | null;
    city: string;
    region: string | null;
    postalCode: string;
    countryCode: string;
  };
  carrier: { id: string; name: string } | null;
  carrierService: { id: string; name: string } | null;
  trackingNumber: string | null;
  label: { id: string; fileName: string } | null;
}

/**
 * One order of the warehouse on the floor (null: none, not sent to process yet, or another warehouse's, which the
 * caller answers as not found).
 * `lock` takes the order's row lock for the rest of the transaction (packing and shipping serialise on it).
 */
export async function findFloorOrder(
  tx: AppDatabase,
  orderId: string,
  warehouseId: string | null,
  { lock = false }: { lock?: boolean } = {},
): Promise<FloorOrderRow | null> {
  if (lock) {
    await tx.execute(sql`SELECT 1 FROM orders WHERE id = ${orderId}::uuid FOR UPDATE`);
  }
  const [row] = rowsOf<
    SummaryRow & {
      fulfillment_status: FulfillmentStatus;
      ecommerce_status: string;
      shop_id: string | null;
      external_id: string | null;
      language: OrderLanguage;
      customer_email: string | null;
      customer_phone: string | null;
      address_line1: string;
      address_line2: string | null;
      region: string | null;
      postal_code: string;
      carrier_id: string | null;
      carrier_name: string | null;
      carrier_service_id: string | null;
      service_name: string | null;
      tracking_number: string | null;
      label_file_id: string | null;
      label_file_name: string | null;
    }
  >(
    await tx.execute(sql`
      SELECT ${SUMMARY_COLUMNS}, o.fulfillment_status, o.ecommerce_status, o.shop_id, o.external_id, o.language,
             o.customer_email, o.customer_phone, o.address_line1, o.address_line2, o.region, o.postal_code,
             o.carrier_id, ca.name AS carrier_name, o.carrier_service_id, cs.name AS service_name,
             o.tracking_number, o.label_file_id, f.file_name AS label_file_name
        FROM orders o
        JOIN clients c ON c.id = o.client_id
        LEFT JOIN carriers ca ON ca.id = o.carrier_id
        LEFT JOIN carrier_services cs ON cs.id = o.carrier_service_id
        LEFT JOIN stored_files f ON f.id = o.label_file_id
       WHERE o.id = ${orderId}::uuid AND o.warehouse_status IS NOT NULL
         ${warehouseId === null ? sql`` : sql`AND o.warehouse_id = ${warehouseId}`}`),
  );
  if (!row) return null;
  return {
    ...summaryOf(row),
    fulfillmentStatus: row.fulfillment_status,
    ecommerceStatus: row.ecommerce_status,
    shopId: row.shop_id,
    externalId: row.external_id,
    language: row.language,
    customerEmail: row.customer_email,
    customerPhone: row.customer_phone,
    address: {
      line1: row.address_line1,
      line2: row.address_line2,
      city: row.city,
      region: row.region,
      postalCode: row.postal_code,
      countryCode: row.country_code.trim(),
    },
    carrier: row.carrier_id ? { id: row.carrier_id, name: row.carrier_name ?? row.carrier_id } : null,
    carrierService: row.carrier_service_id
      ? { id: row.carrier_service_id, name: row.service_name ?? row.carrier_service_id }
      : null,
    trackingNumber: row.tracking_number,
    label: row.label_file_id ? { id: row.label_file_id, fileName: row.label_file_name ?? 'label.pdf' } : null,
  };
}

export interface FloorLineRow extends FloorOrderLine {
  reserved: number;
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export async function findFloorLines(
  tx: AppDatabase,
  orderId: string,
  warehouseId: string,
): Promise<FloorLineRow[]> {
  const rows = rowsOf<{
    id: string;
    position: number;
    product_id: string | null;
    sku: string;
    name: string;
    barcode: string | null;
    location: string | null;
    quantity: number;
    reserved: number;
    picked: number;
    packed: number;
    weight_kg: string | null;
    length_cm: string | null;
    width_cm: string | null;
    height_cm: string | null;
  }>(
    await tx.execute(sql`
      SELECT l.id, l.position, l.product_id, l.sku, l.name, p.barcode, s.location, l.quantity, l.reserved,
             l.picked, l.packed, p.weight_kg, p.length_cm, p.width_cm, p.height_cm
        FROM order_lines l
        LEFT JOIN products p ON p.id = l.product_id
        LEFT JOIN stock_levels s ON s.product_id = l.product_id AND s.warehouse_id = ${warehouseId}
       WHERE l.order_id = ${orderId}::uuid
       ORDER BY l.position`),
  );
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    productId: row.product_id,
    sku: row.sku,
    name: row.name,
    barcode: row.barcode,
    location: row.location,
    quantity: row.quantity,
    reserved: row.reserved,
    picked: row.picked,
    packed: row.packed,
    weightKg: Number(row.weight_kg ?? 0),
    lengthCm: Number(row.length_cm ?? 0),
    widthCm: Number(row.width_cm ?? 0),
    heightCm: Number(row.height_cm ?? 0),
  }));
}

export async function findCarriers(tx: AppDatabase, countryCode: string): Promise<CarrierChoice[]> {
  const rows = rowsOf<{
    carrier_id: string;
    carrier_name: string;
    service_id: string;
    service_name: string;
    international: boolean;
  }>(
    await tx.execute(sql`
      SELECT c.id AS carrier_id, c.name AS carrier_name, s.id AS service_id, s.name AS service_name, s.international
        FROM carriers c JOIN carrier_services s ON s.carrier_id = c.id
       WHERE c.country_code = ${countryCode}
       ORDER BY c.position, s.position`),
  );
  const byId = new Map<string, CarrierChoice>();
  for (const row of rows) {
    const carrier = byId.get(row.carrier_id) ?? { id: row.carrier_id, name: row.carrier_name, services: [] };
    carrier.services.push({ id: row.service_id, name: row.service_name, international: row.international });
    byId.set(row.carrier_id, carrier);
  }
  return [...byId.values()];
}

export interface CarrierServiceRow {
  carrierId: string;
  carrierName: string;
  brand: string;
  countryCode: string;
  serviceId: string;
  serviceName: string;
}

export async function findCarrierService(
  tx: AppDatabase,
  carrierId: string,
  serviceId: string,
): Promise<CarrierServiceRow | null> {
  const [row] = rowsOf<{
    carrier_id: string;
    carrier_name: string;
    logo_slug: string;
    country_code: string;
    service_id: string;
    service_name: string;
  }>(
    await tx.execute(sql`
      SELECT c.id AS carrier_id, c.name AS carrier_name, c.logo_slug, c.country_code,
             s.id AS service_id, s.name AS service_name
        FROM carriers c JOIN carrier_services s ON s.carrier_id = c.id
       WHERE c.id = ${carrierId} AND s.id = ${serviceId}`),
  );
  return row
    ? {
        carrierId: row.carrier_id,
        carrierName: row.carrier_name,
        brand: row.logo_slug,
        countryCode: row.country_code.trim(),
        serviceId: row.service_id,
        serviceName: row.service_name,
      }
    : null;
}

export async function carrierExists(tx: AppDatabase, carrierId: string): Promise<boolean> {
  const rows = rowsOf(await tx.execute(sql`SELECT 1 FROM carriers WHERE id = ${carrierId}`));
  return rows.length > 0;
}

/** Every line picked in full (the staff's confirmation that the pick list's units are in the tote). */
export async function markAllPicked(tx: AppDatabase, orderId: string): Promise<void> {
  await tx.execute(sql`UPDATE order_lines SET picked = quantity WHERE order_id = ${orderId}::uuid`);
}

/**
 * The line a scanned code names: a product barcode or the line's SKU (case-insensitive). A line with units still to
 * pack comes first when the same product is on two lines.
 */
export async function findLineByCode(
  tx: AppDatabase,
  orderId: string,
  code: string,
): Promise<{ id: string; sku: string; quantity: number; packed: number } | null> {
  const [row] = rowsOf<{ id: string; sku: string; quantity: number; packed: number }>(
    await tx.execute(sql`
      SELECT l.id, l.sku, l.quantity, l.packed
        FROM order_lines l LEFT JOIN products p ON p.id = l.product_id
       WHERE l.order_id = ${orderId}::uuid AND (p.barcode = ${code} OR upper(l.sku) = upper(${code}))
       ORDER BY (l.packed < l.quantity) DESC, l.position
       LIMIT 1`),
  );
  return row ?? null;
}

/** One more unit packed, only while the line has one to pack; the new count, or null when it was full. */
export async function packOneUnit(tx: AppDatabase, lineId: string): Promise<number | null> {
  const [row] = rowsOf<{ packed: number }>(
    await tx.execute(sql`
      UPDATE order_lines SET packed = packed + 1
       WHERE id = ${lineId}::uuid AND packed < quantity
      RETURNING packed`),
  );
  return row ? row.packed : null;
}

export async function allLinesPacked(tx: AppDatabase, orderId: string): Promise<boolean> {
  const [row] = rowsOf<{ done: boolean | null }>(
    await tx.execute(
      sql`SELECT bool_and(packed = quantity) AS done FROM order_lines WHERE order_id = ${orderId}::uuid`,
    ),
  );
  return row?.done === true;
}

/** The order's hold is gone once it ships (the 'shipped' movements took it out of on hand and reserved). */
export async function clearReservations(tx: AppDatabase, orderId: string): Promise<void> {
  await tx.execute(sql`UPDATE order_lines SET reserved = 0 WHERE order_id = ${orderId}::uuid`);
}

export interface PickRow {
  location: string | null;
  sku: string;
  name: string;
  barcode: string | null;
  orderNumber: number;
  reference: string;
  quantity: number;
}

/** The lines of the chosen orders, in walk order: by location (unknown last), then SKU and order. */
export async function findPickRows(
  tx: AppDatabase,
  orderIds: readonly string[],
  warehouseId: string,
): Promise<PickRow[]> {
  const rows = rowsOf<{
    location: string | null;
    sku: string;
    name: string;
    barcode: string | null;
    number: string | number;
    reference: string;
    quantity: number;
  }>(
    await tx.execute(sql`
      SELECT s.location, l.sku, l.name, p.barcode, o.number, o.reference, l.quantity - l.picked AS quantity
        FROM order_lines l
        JOIN orders o ON o.id = l.order_id
        LEFT JOIN products p ON p.id = l.product_id
        LEFT JOIN stock_levels s ON s.product_id = l.product_id AND s.warehouse_id = o.warehouse_id
       WHERE o.warehouse_id = ${warehouseId}
         AND o.id IN (${sql.join(
           orderIds.map((id) => sql`${id}::uuid`),
           sql`, `,
         )})
         AND l.quantity > l.picked
       ORDER BY s.location ASC NULLS LAST, l.sku, o.number`),
  );
  return rows.map((row) => ({
    location: row.location,
    sku: row.sku,
    name: row.name,
    barcode: row.barcode,
    orderNumber: Number(row.number),
    reference: row.reference,
    quantity: row.quantity,
  }));
}

/** The chosen orders of the warehouse with their floor status (missing ids: another warehouse's, or none). */
export async function findOrdersStatus(
  tx: AppDatabase,
  orderIds: readonly string[],
  warehouseId: string,
): Promise<
  { id: string; number: number; warehouseStatus: WarehouseStatus | null; fulfillmentStatus: string }[]
> {
  const rows = rowsOf<{
    id: string;
    number: string | number;
    warehouse_status: WarehouseStatus | null;
    fulfillment_status: string;
  }>(
    await tx.execute(sql`
      SELECT id, number, warehouse_status, fulfillment_status FROM orders
       WHERE warehouse_id = ${warehouseId}
         AND id IN (${sql.join(
           orderIds.map((id) => sql`${id}::uuid`),
           sql`, `,
         )})`),
  );
  return rows.map((row) => ({
    id: row.id,
    number: Number(row.number),
    warehouseStatus: row.warehouse_status,
    fulfillmentStatus: row.fulfillment_status,
  }));
}

/** The ecommerce column's move on shipping (no shop tells us otherwise: we shipped it), with its history row. */
export async function markEcommerceFulfilled(
  tx: AppDatabase,
  order: { id: string; clientId: string },
  actorId: string,
): Promise<{ from: string } | null> {
  const [row] = rowsOf<{ from_status: string }>(
    await tx.execute(sql`
      WITH old AS (SELECT id, ecommerce_status FROM orders WHERE id = ${order.id}::uuid)
      UPDATE orders o SET ecommerce_status = 'fulfilled'
        FROM old
       WHERE o.id = old.id AND o.ecommerce_status IN ('unfulfilled', 'partially_fulfilled')
      RETURNING old.ecommerce_status AS from_status`),
  );
  if (!row) return null;
  await tx.execute(sql`
    INSERT INTO order_status_history (client_id, order_id, status_column, from_status, to_status, changed_by,
                                      changed_by_name)
    SELECT ${order.clientId}, ${order.id}::uuid, 'ecommerce', ${row.from_status}, 'fulfilled', ${actorId}::uuid,
           (SELECT display_name FROM users WHERE id = ${actorId}::uuid)`);
  return { from: row.from_status };
}
