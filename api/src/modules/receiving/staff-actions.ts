// Staff's changes to a receiving order in the caller's transaction (the seed replays them too): arrival, and the
// resolution of a box's discrepancy with its optional stock adjustments. Receiving a box is receive-box.ts.
import type { AppDatabase } from '../../platform/db/connection.js';
import type { ReceivingOrderStatus } from '../../platform/db/schema.js';
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors.js';
import { recordMovements, type MovementInput } from '../inventory/ledger.js';
import { boxDiscrepancyResolved, orderStatusChanged } from './events.js';
import {
  changeOrderStatus,
  findProductsBySku,
  insertBoxEvents,
  lockOrder,
  markBoxesArrived,
  resolveBoxDiscrepancy,
  type BoxRow,
  type OrderScope,
} from './repository.js';
import type { ResolveDiscrepancyBody } from './schemas.js';
import { statusPhrase } from './transitions.js';
import { RECEIVING_MESSAGES } from './view.js';

export const STAFF_MESSAGES = {
  staffOnly: 'Only warehouse staff and admins receive inventory',
  noWarehouse: 'Your user works in no warehouse yet: an admin must assign you one',
  notInTransit: (status: ReceivingOrderStatus) =>
    `This receiving order ${statusPhrase(status)}: only one in transit can arrive`,
  noteRequired: 'A resolution note is required',
  noDiscrepancy: 'This box has no discrepancy to resolve',
  alreadyResolved: "This box's discrepancy was already resolved",
  unknownSku: (sku: string) => `SKU ${sku} is none of this client's products`,
  duplicateSku: (sku: string) => `SKU ${sku} is listed twice`,
  zeroAdjustment: (sku: string) => `The adjustment of ${sku} is 0: leave it out`,
} as const;

/** in_transit → arrived: the boxes' arrival is stamped, which starts their receiving deadline. */
export async function markOrderArrived(
  tx: AppDatabase,
  userId: string,
  orderId: string,
  scope: OrderScope,
): Promise<void> {
  const locked = await lockOrder(tx, orderId, scope);
  if (!locked) throw new NotFound(RECEIVING_MESSAGES.orderNotFound);
  if (locked.status !== 'in_transit') throw new Conflict(STAFF_MESSAGES.notInTransit(locked.status));
  const order = (await changeOrderStatus(tx, orderId, ['in_transit'], 'arrived', { arrivedAt: new Date() }))!;
  const boxes = await markBoxesArrived(tx, orderId);
  await insertBoxEvents(
    tx,
    order.clientId,
    boxes.map((box) => box.id),
    'arrived',
    { createdBy: userId },
  );
  await orderStatusChanged(tx, order, 'in_transit');
}

/** The adjustments as ledger movements (on hand, documented as the box's discrepancy), checked first. */
async function adjustments(
  tx: AppDatabase,
  order: { clientId: string; warehouseId: string },
  box: BoxRow,
  userId: string,
  body: ResolveDiscrepancyBody,
): Promise<MovementInput[]> {
  const wanted = body.adjustments ?? [];
  if (wanted.length === 0) return [];
  const seen = new Set<string>();
  wanted.forEach(({ sku, quantity }, i) => {
    const field = `adjustments.${i}`;
    if (seen.has(sku)) throw new ValidationFailed(STAFF_MESSAGES.duplicateSku(sku), { field });
    if (quantity === 0) throw new ValidationFailed(STAFF_MESSAGES.zeroAdjustment(sku), { field });
    seen.add(sku);
  });
  const products = new Map(
    (await findProductsBySku(tx, order.clientId, [...seen])).map((product) => [product.sku, product.id]),
  );
  return wanted.map(({ sku, quantity }, i) => {
    const productId = products.get(sku);
    if (!productId)
      throw new ValidationFailed(STAFF_MESSAGES.unknownSku(sku), { field: `adjustments.${i}.sku` });
    return {
      clientId: order.clientId,
      productId,
      warehouseId: order.warehouseId,
      quantity,
      reason: 'adjusted' as const,
      documentType: 'discrepancy' as const,
      documentId: box.id,
      documentLine: sku,
      note: body.note.trim(),
      createdBy: userId,
    };
  });
}

/** An explicit step the merchant sees in the box's timeline, with optional stock adjustments in the ledger. */
export async function resolveDiscrepancy(
  tx: AppDatabase,
  userId: string,
  box: BoxRow,
  scope: OrderScope,
  body: ResolveDiscrepancyBody,
): Promise<void> {
  const order = await lockOrder(tx, box.receivingOrderId, scope);
  if (!order) throw new NotFound(RECEIVING_MESSAGES.boxNotFound);
  const note = body.note.trim();
  if (!note) throw new ValidationFailed(STAFF_MESSAGES.noteRequired, { field: 'note' });
  const movements = await adjustments(tx, order, box, userId, body);
  const resolved = await resolveBoxDiscrepancy(tx, box.id, { resolvedBy: userId, note });
  if (!resolved) {
    throw new Conflict(
      box.status === 'with_discrepancy' ? STAFF_MESSAGES.alreadyResolved : STAFF_MESSAGES.noDiscrepancy,
    );
  }
  if (movements.length > 0) await recordMovements(tx, movements);
  await insertBoxEvents(tx, order.clientId, [box.id], 'discrepancy_resolved', { note, createdBy: userId });
  await boxDiscrepancyResolved(tx, { ...resolved, warehouseId: order.warehouseId }, userId);
}
