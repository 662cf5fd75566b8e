// Receiving one box, in the caller's transaction (the order row already locked): the counts are checked against
// what the box announced, then the box is claimed with a conditional UPDATE (only from in_transit, so of two staff
// counting the same box one wins and the other is told who did), and its lines, the order lines, the movement
// ledger, incoming stock, the timelines, the order's status and the events all change together.
import type { AppDatabase } from '../../platform/db/connection.js';
import type { ReceivingOrderStatus } from '../../platform/db/schema.js';
import { Conflict, ValidationFailed } from '../../platform/errors.js';
import { billSafely, chargeReceivedBox } from '../billing/charges.js';
import { changeIncoming, recordMovements, type MovementInput } from '../inventory/ledger.js';
import { boxReceived, orderStatusChanged } from './events.js';
import {
  addOrderLineCounts,
  changeOrderStatus,
  claimBoxReception,
  completeOrderIfAllBoxesCounted,
  findBoxLines,
  findBoxReceiver,
  findOrderLines,
  findProductsBySku,
  insertBoxEvents,
  insertBoxLines,
  updateBoxLineCount,
  type OrderRow,
} from './repository.js';
import type { ReceiveBoxBody } from './schemas.js';
import { orderReference } from './view.js';
import { sourcesOf, statusPhrase } from './transitions.js';

export const RECEIVE_MESSAGES = {
  alreadyReceived: (name: string) => `This box was already received by ${name}`,
  notReceivable: (status: ReceivingOrderStatus) =>
    `This receiving order ${statusPhrase(status)}: its boxes cannot be received`,
  duplicateSku: (sku: string) => `SKU ${sku} is counted twice`,
  missingSku: (sku: string) => `Count SKU ${sku}: the box announced it (0 if it is not there)`,
  noteRequired: 'The counts differ from what the box announced: add a note saying what was found',
  /** When the receiver's user is gone (it never is: users are disabled, not deleted). */
  someone: 'another user',
} as const;

const RECEIVABLE: readonly ReceivingOrderStatus[] = ['in_transit', 'arrived', 'receiving'];

interface CountedLine {
  sku: string;
  productId: string | null;
  expected: number;
  received: number;
  damaged: number;
  unexpected: boolean;
}

async function refuseAlreadyReceived(tx: AppDatabase, boxId: string): Promise<never> {
  const receiver = await findBoxReceiver(tx, boxId);
  throw new Conflict(RECEIVE_MESSAGES.alreadyReceived(receiver?.receivedBy ?? RECEIVE_MESSAGES.someone));
}

/** The box's announced lines with their counts, plus the unexpected SKUs found (with their product, if any). */
async function countedLines(
  tx: AppDatabase,
  order: OrderRow,
  boxId: string,
  body: ReceiveBoxBody,
): Promise<CountedLine[]> {
  const counts = new Map<string, { received: number; damaged: number }>();
  body.lines.forEach((line, i) => {
    const sku = line.sku.trim();
    if (counts.has(sku))
      throw new ValidationFailed(RECEIVE_MESSAGES.duplicateSku(sku), { field: `lines.${i}.sku` });
    counts.set(sku, { received: line.received, damaged: line.damaged ?? 0 });
  });
  const announced = (await findBoxLines(tx, [boxId])).filter((line) => !line.unexpected);
  const lines: CountedLine[] = announced.map((line) => {
    const count = counts.get(line.sku);
    if (!count) throw new ValidationFailed(RECEIVE_MESSAGES.missingSku(line.sku), { field: 'lines' });
    counts.delete(line.sku);
    return { sku: line.sku, productId: line.productId, expected: line.expected, unexpected: false, ...count };
  });
  const found = [...counts].filter(([, count]) => count.received + count.damaged > 0);
  if (found.length > 0) {
    const products = await findProductsBySku(
      tx,
      order.clientId,
      found.map(([sku]) => sku),
    );
    const idBySku = new Map(products.map((product) => [product.sku, product.id]));
    for (const [sku, count] of found) {
      lines.push({ sku, productId: idBySku.get(sku) ?? null, expected: 0, unexpected: true, ...count });
    }
  }
  return lines;
}

function movementsOf(
  order: OrderRow,
  boxId: string,
  userId: string,
  lines: CountedLine[],
  note: string | null,
) {
  const movements: MovementInput[] = [];
  for (const line of lines) {
    if (!line.productId) continue;
    const base = {
      clientId: order.clientId,
      productId: line.productId,
      warehouseId: order.warehouseId,
      documentType: 'receiving_box' as const,
      documentId: boxId,
      documentLine: line.sku,
      note,
      createdBy: userId,
    };
    // The ledger refuses a zero quantity: a line with no good (or no damaged) units writes no such movement.
    if (line.received > 0) movements.push({ ...base, quantity: line.received, reason: 'received' });
    if (line.damaged > 0) movements.push({ ...base, quantity: line.damaged, reason: 'damaged' });
  }
  return movements;
}

/** Moves the order to receiving, and to received once every box is counted; returns whether it is complete. */
async function advanceOrder(tx: AppDatabase, order: OrderRow): Promise<boolean> {
  if (order.status !== 'receiving') {
    const receiving = await changeOrderStatus(tx, order.id, sourcesOf('receiving'), 'receiving', {
      arrivedAt: order.arrivedAt ?? new Date(),
    });
    if (receiving) await orderStatusChanged(tx, receiving, order.status);
  }
  const received = await completeOrderIfAllBoxesCounted(tx, order.id);
  if (received) await orderStatusChanged(tx, received, 'receiving');
  return received !== undefined;
}

type OrderLineCounts = { productId: string; expected: number; received: number; damaged: number };

/** Units of an open order's line still on their way (migration 008: incoming is kept from the order lines). */
const remaining = (line: OrderLineCounts) => Math.max(line.expected - line.received - line.damaged, 0);

/**
 * The change of incoming stock per product: what the order lines still await after this box, minus what they
 * awaited before it; nothing is awaited any more once the order is received.
 */
function incomingChanges(
  order: OrderRow,
  before: OrderLineCounts[],
  after: OrderLineCounts[],
  complete: boolean,
) {
  const now = new Map(after.map((line) => [line.productId, complete ? 0 : remaining(line)]));
  return before.map((line) => ({
    clientId: order.clientId,
    productId: line.productId,
    warehouseId: order.warehouseId,
    delta: (now.get(line.productId) ?? 0) - remaining(line),
  }));
}

export async function receiveBox(
  tx: AppDatabase,
  { order, boxId, userId, body }: { order: OrderRow; boxId: string; userId: string; body: ReceiveBoxBody },
): Promise<void> {
  const receiver = await findBoxReceiver(tx, boxId);
  if (receiver && (receiver.status === 'received' || receiver.status === 'with_discrepancy')) {
    await refuseAlreadyReceived(tx, boxId);
  }
  if (!RECEIVABLE.includes(order.status)) throw new Conflict(RECEIVE_MESSAGES.notReceivable(order.status));

  const lines = await countedLines(tx, order, boxId, body);
  const differs = lines.some((line) => line.unexpected || line.received + line.damaged !== line.expected);
  const note = body.note?.trim() || null;
  if (differs && !note) throw new ValidationFailed(RECEIVE_MESSAGES.noteRequired, { field: 'note' });

  const box = await claimBoxReception(tx, boxId, {
    status: differs ? 'with_discrepancy' : 'received',
    receivedBy: userId,
    discrepancyNote: differs ? note : null,
  });
  if (!box) return refuseAlreadyReceived(tx, boxId);

  for (const line of lines.filter((one) => !one.unexpected)) {
    await updateBoxLineCount(tx, boxId, line.sku, { received: line.received, damaged: line.damaged });
  }
  await insertBoxLines(
    tx,
    lines.filter((line) => line.unexpected).map((line) => ({ clientId: order.clientId, boxId, ...line })),
  );
  const before = await findOrderLines(tx, order.id);
  // Units of a product the order announces count on its line, even when they came in another box than planned.
  const ordered = new Set(before.map((line) => line.productId));
  for (const line of lines) {
    if (line.productId && ordered.has(line.productId) && line.received + line.damaged > 0) {
      await addOrderLineCounts(tx, order.id, line.productId, line);
    }
  }
  const movements = movementsOf(order, boxId, userId, lines, note);
  if (movements.length > 0) await recordMovements(tx, movements);

  const events = { createdBy: userId };
  if (!receiver?.arrivedAt) {
    // Received without an arrival first: the timeline still shows it arrived.
    await insertBoxEvents(tx, order.clientId, [boxId], 'arrived', events);
  }
  await insertBoxEvents(tx, order.clientId, [boxId], 'received', events);
  if (differs) await insertBoxEvents(tx, order.clientId, [boxId], 'discrepancy', { ...events, note });
  await boxReceived(tx, { ...box, warehouseId: order.warehouseId }, userId);
  // Billing (issue 18): the box's reception charge, in this transaction; a price list that cannot price it is
  // logged and skipped, never failing the reception.
  await billSafely(tx, { boxId, warehouseId: order.warehouseId }, (billing) =>
    chargeReceivedBox(billing, {
      boxId,
      clientId: order.clientId,
      warehouseId: order.warehouseId,
      receivedAt: box.receivedAt ?? new Date(),
      label: `${orderReference(order.number)} · box ${box.number}`,
    }),
  );
  const complete = await advanceOrder(tx, order);
  await changeIncoming(tx, incomingChanges(order, before, await findOrderLines(tx, order.id), complete));
}
