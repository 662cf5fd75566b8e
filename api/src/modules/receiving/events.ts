// The module's domain events (DOMAIN.md "Events"), written to the outbox in the transaction that makes the change:
// they reach the client's sockets once it commits, and never if it rolls back. stock.changed is the ledger's.
import type { AppDatabase } from '../../platform/db/connection.js';
import type { ReceivingOrderStatus } from '../../platform/db/schema.js';
import { recordEvent } from '../../platform/events/outbox.js';

export function orderStatusChanged(
  tx: AppDatabase,
  order: { id: string; clientId: string; number: number; warehouseId: string; status: ReceivingOrderStatus },
  previousStatus: ReceivingOrderStatus | null,
): Promise<number> {
  return recordEvent(tx, {
    clientId: order.clientId,
    name: 'receiving_order.status_changed',
    payload: {
      receivingOrderId: order.id,
      number: order.number,
      warehouseId: order.warehouseId,
      status: order.status,
      previousStatus,
    },
  });
}

export function boxReceived(
  tx: AppDatabase,
  box: {
    id: string;
    clientId: string;
    receivingOrderId: string;
    /** The order's warehouse: its staff learn of the box too (platform/realtime.ts, warehouse rooms). */
    warehouseId: string;
    number: number;
    barcode: string;
    status: string;
  },
  /** Who received it: a colleague's open box screen tells its user, the receiver's own screen does not. */
  by: string,
): Promise<number> {
  return recordEvent(tx, {
    clientId: box.clientId,
    name: 'receiving_box.received',
    payload: boxPayload(box, by),
  });
}

/** A box's discrepancy was resolved (an explicit step): staff with the box open and the merchant learn of it. */
export function boxDiscrepancyResolved(
  tx: AppDatabase,
  box: Parameters<typeof boxReceived>[1],
  by: string,
): Promise<number> {
  return recordEvent(tx, {
    clientId: box.clientId,
    name: 'receiving_box.discrepancy_resolved',
    payload: boxPayload(box, by),
  });
}

function boxPayload(box: Parameters<typeof boxReceived>[1], by: string) {
  return {
    receivingOrderId: box.receivingOrderId,
    warehouseId: box.warehouseId,
    boxId: box.id,
    boxNumber: box.number,
    barcode: box.barcode,
    status: box.status,
    by,
  };
}
