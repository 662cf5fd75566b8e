// The demo merchant's receiving orders, one in every state a person meets: a draft, one in transit, one arrived,
// one being received (one box counted), one received, one cancelled, one with an open discrepancy and one whose
// discrepancy was resolved. Each goes through the same functions as the routes (modules/receiving), so its stock
// moves through the ledger and the drift check finds nothing. Runs after the products exist (the inventory seed);
// without products, or once the client has receiving orders, it does nothing.
import { and, asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../platform/db/connection.js';
import { products, receivingOrders } from '../platform/db/schema.js';
import {
  cancelReceivingOrder,
  createReceivingOrder,
  type Actor,
} from '../modules/receiving/merchant-actions.js';
import { receiveBox } from '../modules/receiving/receive-box.js';
import { findBoxes, findOrder, lockOrder } from '../modules/receiving/repository.js';
import type { ReceivedLine, SendInventoryBody } from '../modules/receiving/schemas.js';
import { todayIn } from '../modules/receiving/send-inventory.js';
import { markOrderArrived, resolveDiscrepancy } from '../modules/receiving/staff-actions.js';
import { DEMO_CLIENT_ID, DEMO_USER_ID, STAFF_USER_ID } from './ids.js';

const WAREHOUSE = 'WH-MX-CDMX';
const TIME_ZONE = 'America/Mexico_City';
/** Products the orders use: the client's first ones by SKU. */
const PRODUCTS_NEEDED = 7;
const DAY_MS = 86_400_000;

type Stage =
  'draft' | 'in_transit' | 'arrived' | 'receiving' | 'received' | 'cancelled' | 'discrepancy' | 'resolved';

interface BoxLine {
  product: number;
  quantity: number;
}
/** `count` boxes packed alike. */
const alike = (count: number, lines: BoxLine[]): BoxLine[][] =>
  Array.from({ length: count }, () => lines.map((line) => ({ ...line })));

interface SeedOrder {
  stage: Stage;
  /** Days from today of the announced arrival (negative: history). */
  arrivalInDays: number;
  /** Per product (index into the products): units in each box. */
  boxes: BoxLine[][];
  /** What staff count in each received box: good and damaged units per product index, or an unknown SKU. */
  counts?: { product: number | string; received: number; damaged?: number }[][];
  note?: string;
  resolution?: { note: string; adjust?: { product: number; quantity: number } };
}

const ORDERS: readonly SeedOrder[] = [
  {
    stage: 'received',
    arrivalInDays: -21,
    boxes: alike(2, [{ product: 2, quantity: 8 }]),
  },
  {
    stage: 'resolved',
    arrivalInDays: -14,
    boxes: [[{ product: 5, quantity: 6 }]],
    counts: [
      [
        { product: 5, received: 5 },
        { product: 6, received: 2 },
      ],
    ],
    note: 'One unit short; two units of another SKU in the box',
    resolution: {
      note: 'The merchant confirmed the short unit was packed in another shipment; found on the pallet',
      adjust: { product: 5, quantity: 1 },
    },
  },
  {
    stage: 'discrepancy',
    arrivalInDays: -7,
    boxes: [[{ product: 4, quantity: 10 }]],
    counts: [
      [
        { product: 4, received: 8, damaged: 1 },
        { product: 'UNKNOWN-LABEL-7731', received: 1 },
      ],
    ],
    note: 'One unit crushed, one missing, one item without a known SKU',
  },
  { stage: 'cancelled', arrivalInDays: -5, boxes: [[{ product: 3, quantity: 5 }]] },
  {
    stage: 'receiving',
    arrivalInDays: -1,
    boxes: alike(2, [
      { product: 0, quantity: 10 },
      { product: 1, quantity: 10 },
    ]),
  },
  { stage: 'arrived', arrivalInDays: 0, boxes: [[{ product: 3, quantity: 12 }]] },
  {
    stage: 'in_transit',
    arrivalInDays: 3,
    boxes: alike(2, [
      { product: 1, quantity: 15 },
      { product: 2, quantity: 5 },
    ]),
  },
  {
    stage: 'draft',
    arrivalInDays: 7,
    boxes: alike(2, [{ product: 0, quantity: 12 }]),
  },
];

const dateIn = (today: string, days: number): string =>
  new Date(Date.parse(`${today}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

function requestOf(order: SeedOrder, productIds: string[], today: string): SendInventoryBody {
  const totals = new Map<number, number>();
  for (const box of order.boxes) {
    for (const line of box) totals.set(line.product, (totals.get(line.product) ?? 0) + line.quantity);
  }
  return {
    warehouseId: WAREHOUSE,
    lines: [...totals].map(([product, quantity]) => ({ productId: productIds[product]!, quantity })),
    shippingMethod: order.stage === 'in_transit' ? 'shipping_platform' : 'own_carrier',
    carrierName: 'Estafeta',
    trackingNumber: `70${String(1000 + order.arrivalInDays * 7).padStart(8, '0')}`,
    boxes: order.boxes
      .map((box) => box.map((line) => ({ productId: productIds[line.product]!, quantity: line.quantity })))
      .map((lines) => ({ lines })),
    arrivalDate: dateIn(today, order.arrivalInDays),
    send: order.stage !== 'draft',
  };
}

/** The counts staff enter for box `index`: as announced unless the order says otherwise. */
function countsOf(order: SeedOrder, index: number, skus: string[]): ReceivedLine[] {
  const given = order.counts?.[index];
  if (!given)
    return order.boxes[index]!.map((line) => ({ sku: skus[line.product]!, received: line.quantity }));
  return given.map((line) => ({
    sku: typeof line.product === 'string' ? line.product : skus[line.product]!,
    received: line.received,
    damaged: line.damaged ?? 0,
  }));
}

async function playStaff(tx: AppDatabase, order: SeedOrder, orderId: string, skus: string[]): Promise<void> {
  if (order.stage === 'draft' || order.stage === 'in_transit' || order.stage === 'cancelled') return;
  await markOrderArrived(tx, STAFF_USER_ID, orderId, {});
  if (order.stage === 'arrived') return;
  const boxes = await findBoxes(tx, orderId);
  const counted = order.stage === 'receiving' ? boxes.slice(0, 1) : boxes;
  for (const [index, box] of counted.entries()) {
    const locked = (await lockOrder(tx, orderId, {}))!;
    await receiveBox(tx, {
      order: locked,
      boxId: box.id,
      userId: STAFF_USER_ID,
      body: { lines: countsOf(order, index, skus), note: order.note ?? null },
    });
  }
  if (order.resolution) {
    const [box] = await findBoxes(tx, orderId);
    const adjust = order.resolution.adjust;
    await resolveDiscrepancy(
      tx,
      STAFF_USER_ID,
      box!,
      {},
      {
        note: order.resolution.note,
        adjustments: adjust ? [{ sku: skus[adjust.product]!, quantity: adjust.quantity }] : [],
      },
    );
  }
}

/**
 * Seeds the receiving orders of `clientId` (the demo merchant by default) in the caller's transaction, which runs
 * in the operator scope. Returns how many it created.
 */
export async function seedReceiving(
  tx: AppDatabase,
  actor: Actor = { clientId: DEMO_CLIENT_ID, userId: DEMO_USER_ID },
): Promise<number> {
  const [existing] = await tx
    .select({ id: receivingOrders.id })
    .from(receivingOrders)
    .where(eq(receivingOrders.clientId, actor.clientId))
    .limit(1);
  if (existing) return 0;
  const found = await tx
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(and(eq(products.clientId, actor.clientId), eq(products.isBundle, false)))
    .orderBy(asc(products.sku))
    .limit(PRODUCTS_NEEDED);
  if (found.length < PRODUCTS_NEEDED) return 0;
  const productIds = found.map((product) => product.id);
  const skus = found.map((product) => product.sku);
  const today = todayIn(TIME_ZONE);
  const earliest = dateIn(today, Math.min(...ORDERS.map((order) => order.arrivalInDays)));
  for (const [index, order] of ORDERS.entries()) {
    const { id } = await createReceivingOrder(
      tx,
      actor,
      `seed-receiving-${index + 1}`,
      requestOf(order, productIds, today),
      {
        arrivalFrom: earliest,
      },
    );
    if (order.stage === 'cancelled') await cancelReceivingOrder(tx, actor, id);
    await playStaff(tx, order, id, skus);
    // Guard against a stage table that drifts from what the functions do.
    const reached = (await findOrder(tx, id, {}))!.order.status;
    if (reached !== expectedStatus(order.stage))
      throw new Error(`seed order ${index + 1} is ${reached}, not ${order.stage}`);
  }
  return ORDERS.length;
}

function expectedStatus(stage: Stage): string {
  if (stage === 'discrepancy' || stage === 'resolved') return 'received';
  return stage;
}
