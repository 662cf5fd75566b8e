// The merchant's changes to receiving orders in the caller's transaction (the seed replays them too): send
// inventory (find or create by idempotency key), send a draft, cancel. Each takes the order's row lock first or
// relies on the idempotency key's uniqueness, so two requests never both apply.
import type { AppDatabase } from '../../platform/db/connection.js';
import type { ReceivingOrderStatus } from '../../platform/db/schema.js';
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors.js';
import { changeIncoming } from '../inventory/ledger.js';
import { orderStatusChanged } from './events.js';
import {
  changeOrderStatus,
  findBoxes,
  findOrder,
  findOrderIdByIdempotencyKey,
  findOrderLines,
  findProducts,
  findWarehouse,
  insertBoxEvents,
  insertBoxes,
  insertBoxLines,
  insertOrder,
  insertOrderLines,
  lockOrder,
  setBoxesStatus,
  type OrderRow,
} from './repository.js';
import type { SendInventoryBody } from './schemas.js';
import { checkSendInventory, todayIn } from './send-inventory.js';
import { isCancellable, statusPhrase } from './transitions.js';
import { boxBarcode, RECEIVING_MESSAGES } from './view.js';

export const SEND_MESSAGES = {
  merchantsOnly: "Sending, sending a draft and cancelling inventory are the merchant's own actions",
  unknownWarehouse: 'No such warehouse',
  keyReused: 'This Idempotency-Key already sent another receiving order: use a new key for a new request',
  notCancellable: (status: ReceivingOrderStatus) =>
    `This receiving order ${statusPhrase(status)}: only a draft or one in transit can be cancelled`,
  notDraft: (status: ReceivingOrderStatus) =>
    `This receiving order ${statusPhrase(status)}: only a draft can be sent`,
} as const;

/** Adds (sign +1) or removes (sign −1) the order's announced units from the warehouse's incoming stock. */
async function moveIncoming(tx: AppDatabase, order: OrderRow, sign: 1 | -1): Promise<void> {
  const lines = await findOrderLines(tx, order.id);
  await changeIncoming(
    tx,
    lines.map((line) => ({
      clientId: order.clientId,
      productId: line.productId,
      warehouseId: order.warehouseId,
      delta: sign * line.expected,
    })),
  );
}

/** What a request asks for, comparable with an order's: warehouse, units per product, number of boxes. */
function fingerprint(
  warehouseId: string,
  lines: { productId: string; quantity: number }[],
  boxes: number,
): string {
  const units = [...lines]
    .sort((a, b) => (a.productId < b.productId ? -1 : 1))
    .map((l) => `${l.productId}:${l.quantity}`);
  return JSON.stringify([warehouseId, units, boxes]);
}

/**
 * The order an idempotency key already created, answered again; a key reused for a different request is refused,
 * so a client's bug cannot pass for a replay.
 */
async function replay(tx: AppDatabase, orderId: string, body: SendInventoryBody) {
  const order = (await findOrder(tx, orderId, {}))!.order;
  const lines = await findOrderLines(tx, orderId);
  const boxes = await findBoxes(tx, orderId);
  const stored = fingerprint(
    order.warehouseId,
    lines.map((line) => ({ productId: line.productId, quantity: line.expected })),
    boxes.length,
  );
  if (stored !== fingerprint(body.warehouseId, body.lines, body.boxes.length)) {
    throw new Conflict(SEND_MESSAGES.keyReused);
  }
  return { id: orderId, created: false };
}

/** Who acts: the merchant's client and user (the seed acts as the demo merchant). */
export interface Actor {
  clientId: string;
  userId: string;
}

/**
 * Creates the receiving order of a send-inventory request in the caller's transaction, or finds the one its
 * idempotency key already created. `arrivalFrom` replaces "today at the warehouse" as the earliest arrival date
 * (the seed's history only).
 */
export async function createReceivingOrder(
  tx: AppDatabase,
  actor: Actor,
  idempotencyKey: string,
  body: SendInventoryBody,
  options: { arrivalFrom?: string } = {},
): Promise<{ id: string; created: boolean }> {
  const { clientId } = actor;
  const existing = await findOrderIdByIdempotencyKey(tx, clientId, idempotencyKey);
  if (existing) return replay(tx, existing, body);

  const warehouse = await findWarehouse(tx, body.warehouseId);
  if (!warehouse) {
    throw new ValidationFailed(SEND_MESSAGES.unknownWarehouse, {
      fieldErrors: { warehouseId: SEND_MESSAGES.unknownWarehouse },
    });
  }
  const productIds = [...new Set(body.lines.map((line) => line.productId))];
  const products = await findProducts(tx, clientId, productIds);
  checkSendInventory(body, products, options.arrivalFrom ?? todayIn(warehouse.timeZone));

  const ownCarrier = body.shippingMethod === 'own_carrier';
  const status: ReceivingOrderStatus = body.send ? 'in_transit' : 'draft';
  const inserted = await insertOrder(tx, {
    clientId,
    warehouseId: warehouse.id,
    status,
    shippingMethod: body.shippingMethod,
    carrierName: ownCarrier ? body.carrierName?.trim() || null : null,
    trackingNumber: ownCarrier ? body.trackingNumber?.trim() || null : null,
    arrivalDate: body.arrivalDate,
    idempotencyKey,
    createdBy: actor.userId,
  });
  if (!inserted) {
    // A concurrent request with the same key committed first: answer with its order.
    return replay(tx, (await findOrderIdByIdempotencyKey(tx, clientId, idempotencyKey))!, body);
  }

  await insertOrderLines(
    tx,
    body.lines.map((line) => ({
      clientId,
      receivingOrderId: inserted.id,
      productId: line.productId,
      expected: line.quantity,
    })),
  );
  const boxes = await insertBoxes(
    tx,
    body.boxes.map((_, index) => ({
      clientId,
      receivingOrderId: inserted.id,
      number: index + 1,
      barcode: boxBarcode(inserted.number, index + 1),
      status: body.send ? ('in_transit' as const) : ('pending' as const),
    })),
  );
  const boxIdByNumber = new Map(boxes.map((box) => [box.number, box.id]));
  const skuById = new Map(products.map((product) => [product.id, product.sku]));
  await insertBoxLines(
    tx,
    body.boxes.flatMap((box, index) =>
      box.lines.map((line) => ({
        clientId,
        boxId: boxIdByNumber.get(index + 1)!,
        productId: line.productId,
        sku: skuById.get(line.productId)!,
        expected: line.quantity,
      })),
    ),
  );
  const boxIds = boxes.map((box) => box.id);
  await insertBoxEvents(tx, clientId, boxIds, 'created', { createdBy: actor.userId });
  if (body.send) await insertBoxEvents(tx, clientId, boxIds, 'in_transit', { createdBy: actor.userId });

  const order = (await findOrder(tx, inserted.id, { clientId }))!.order;
  if (body.send) await moveIncoming(tx, order, 1);
  await orderStatusChanged(tx, order, null);
  return { id: inserted.id, created: true };
}

/** draft → in_transit in the caller's transaction: the boxes leave, their units become incoming. */
export async function sendDraftOrder(tx: AppDatabase, actor: Actor, orderId: string): Promise<void> {
  const scope = { clientId: actor.clientId };
  const locked = await lockOrder(tx, orderId, scope);
  if (!locked) throw new NotFound(RECEIVING_MESSAGES.orderNotFound);
  if (locked.status !== 'draft') throw new Conflict(SEND_MESSAGES.notDraft(locked.status));
  const order = (await changeOrderStatus(tx, orderId, ['draft'], 'in_transit'))!;
  const boxes = await setBoxesStatus(tx, orderId, 'pending', 'in_transit');
  await insertBoxEvents(
    tx,
    actor.clientId,
    boxes.map((box) => box.id),
    'in_transit',
    { createdBy: actor.userId },
  );
  await moveIncoming(tx, order, 1);
  await orderStatusChanged(tx, order, 'draft');
}

/** Cancels a draft or in-transit order in the caller's transaction; incoming stock is given back. */
export async function cancelReceivingOrder(tx: AppDatabase, actor: Actor, orderId: string): Promise<void> {
  const scope = { clientId: actor.clientId };
  const locked = await lockOrder(tx, orderId, scope);
  if (!locked) throw new NotFound(RECEIVING_MESSAGES.orderNotFound);
  if (!isCancellable(locked.status)) throw new Conflict(SEND_MESSAGES.notCancellable(locked.status));
  const order = (await changeOrderStatus(tx, orderId, [locked.status], 'cancelled', {
    cancelledAt: new Date(),
  }))!;
  // Only an order in transit had added its units to incoming stock.
  if (locked.status === 'in_transit') await moveIncoming(tx, order, -1);
  const boxes = await findBoxes(tx, orderId);
  await insertBoxEvents(
    tx,
    actor.clientId,
    boxes.map((box) => box.id),
    'cancelled',
    { createdBy: actor.userId },
  );
  await orderStatusChanged(tx, order, locked.status);
}
