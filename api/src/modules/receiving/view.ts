// Shapes repository rows into the contract's receiving order detail and list rows: one place where dates become
// ISO instants and each arrived box gets its receiving deadline.
import type { AppDatabase } from '../../platform/db/connection.js';
import type { BoxStatus } from '../../platform/db/schema.js';
import { NotFound } from '../../platform/errors.js';
import {
  countBoxesByStatus,
  findBoxes,
  findBoxEvents,
  findBoxLines,
  findOrder,
  findOrderLines,
  listOrders,
  sumUnits,
  type BoxRow,
  type ListFilters,
  type OrderScope,
} from './repository.js';
import type {
  BoxCounts,
  ReceivingBox,
  ReceivingBoxEvent,
  ReceivingBoxLine,
  ReceivingOrderDetail,
  ReceivingOrderList,
} from './schemas.js';
import { isCancellable } from './transitions.js';

export const RECEIVING_MESSAGES = {
  orderNotFound: 'Receiving order not found',
  boxNotFound: 'Box not found',
} as const;

const HOUR_MS = 3_600_000;

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** What people read and labels print: RO-1001. */
export const orderReference = (number: number): string => `RO-${number}`;

/** The text a box's Code 128 barcode carries: RO1001-B01 (no dash after RO, so scanners' keyboards agree). */
export const boxBarcode = (orderNumber: number, boxNumber: number): string =>
  `RO${orderNumber}-B${String(boxNumber).padStart(2, '0')}`;

/** Arrival plus the warehouse's hours to receive; null before arrival. */
export function receivingDeadline(arrivedAt: Date | null, hours: number): string | null {
  return arrivedAt ? new Date(arrivedAt.getTime() + hours * HOUR_MS).toISOString() : null;
}

function groupByBox<T extends { boxId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.boxId, [...(groups.get(row.boxId) ?? []), row]);
  return groups;
}

function boxView(
  box: BoxRow,
  lines: ReceivingBoxLine[],
  timeline: ReceivingBoxEvent[],
  deadlineHours: number,
): ReceivingBox {
  return {
    id: box.id,
    number: box.number,
    barcode: box.barcode,
    status: box.status,
    arrivedAt: iso(box.arrivedAt),
    receivedAt: iso(box.receivedAt),
    receivingDeadline: receivingDeadline(box.arrivedAt, deadlineHours),
    discrepancyNote: box.discrepancyNote,
    discrepancyResolvedAt: iso(box.discrepancyResolvedAt),
    resolutionNote: box.resolutionNote,
    lines,
    timeline,
  };
}

/** The whole receiving order as the detail screen (and staff's box screen) shows it; 404 outside the scope. */
export async function loadDetail(
  tx: AppDatabase,
  orderId: string,
  scope: OrderScope,
): Promise<ReceivingOrderDetail> {
  const found = await findOrder(tx, orderId, scope);
  if (!found) throw new NotFound(RECEIVING_MESSAGES.orderNotFound);
  const { order, warehouse, clientName } = found;
  // One after another: a transaction is one connection, which runs one query at a time (pg refuses overlap).
  const lines = await findOrderLines(tx, orderId);
  const boxes = await findBoxes(tx, orderId);
  const boxIds = boxes.map((box) => box.id);
  const boxLines = boxIds.length === 0 ? [] : await findBoxLines(tx, boxIds);
  const events = boxIds.length === 0 ? [] : await findBoxEvents(tx, boxIds);
  const linesByBox = groupByBox(boxLines);
  const eventsByBox = groupByBox(events);
  return {
    id: order.id,
    number: order.number,
    reference: orderReference(order.number),
    status: order.status,
    client: { id: order.clientId, name: clientName },
    warehouse: {
      id: warehouse.id,
      name: warehouse.name,
      address: warehouse.address,
      timeZone: warehouse.timeZone,
      receivingDeadlineHours: warehouse.receivingDeadlineHours,
    },
    shippingMethod: order.shippingMethod,
    carrierName: order.carrierName,
    trackingNumber: order.trackingNumber,
    arrivalDate: order.arrivalDate,
    arrivedAt: iso(order.arrivedAt),
    receivedAt: iso(order.receivedAt),
    cancelledAt: iso(order.cancelledAt),
    createdAt: order.createdAt.toISOString(),
    cancellable: isCancellable(order.status),
    lines,
    boxes: boxes.map((box) =>
      boxView(
        box,
        (linesByBox.get(box.id) ?? []).map(({ boxId: _boxId, ...line }) => line),
        (eventsByBox.get(box.id) ?? []).map((event) => ({
          kind: event.kind,
          note: event.note,
          createdAt: event.createdAt.toISOString(),
        })),
        warehouse.receivingDeadlineHours,
      ),
    ),
  };
}

const EMPTY_COUNTS: Omit<BoxCounts, 'total'> = {
  pending: 0,
  in_transit: 0,
  received: 0,
  with_discrepancy: 0,
};

/** One page of receiving orders with their box counts per status and units expected and counted. */
export async function loadList(tx: AppDatabase, filters: ListFilters): Promise<ReceivingOrderList> {
  const { rows, totalRows } = await listOrders(tx, filters);
  const ids = rows.map((row) => row.id);
  // Sequential: both run on the one transaction's connection.
  const boxCounts = ids.length === 0 ? [] : await countBoxesByStatus(tx, ids);
  const units = ids.length === 0 ? [] : await sumUnits(tx, ids);
  const countsByOrder = new Map<string, BoxCounts>();
  for (const { orderId, status, count } of boxCounts) {
    const counts = countsByOrder.get(orderId) ?? { total: 0, ...EMPTY_COUNTS };
    counts[status as BoxStatus] += count;
    counts.total += count;
    countsByOrder.set(orderId, counts);
  }
  const unitsByOrder = new Map(units.map((row) => [row.orderId, row]));
  return {
    receivingOrders: rows.map((row) => ({
      id: row.id,
      number: row.number,
      reference: orderReference(row.number),
      client: { id: row.clientId, name: row.clientName },
      warehouseId: row.warehouseId,
      warehouseName: row.warehouseName,
      status: row.status,
      boxes: countsByOrder.get(row.id) ?? { total: 0, ...EMPTY_COUNTS },
      unitsExpected: unitsByOrder.get(row.id)?.expected ?? 0,
      unitsReceived: unitsByOrder.get(row.id)?.received ?? 0,
      arrivalDate: row.arrivalDate,
      createdAt: row.createdAt.toISOString(),
    })),
    totalRows,
  };
}
