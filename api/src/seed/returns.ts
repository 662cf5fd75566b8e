// The demo returns (issue 17): the demo merchant's returns in every state (requested, in transit, received,
// restocked, discarded, closed, cancelled), a few for the other merchant, each of a shipped order's first lines and
// moved through the same transition table the API uses (modules/returns/transitions.ts), so every return has its
// history and events (the seed entry point marks them delivered). Returns that came back good put their units on
// hand again through the ledger (movement `returned`), a day after the order left. Runs in the operator scope after
// the orders seed; does nothing when the demo merchant has returns already.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../platform/db/connection.js';
import { recordMovements, rowsOf } from '../modules/inventory/ledger.js';
import { insertReturn } from '../modules/returns/repository.js';
import type { ReturnStatus, ReturnType } from '../modules/returns/schemas.js';
import {
  applyReturnTransition,
  recordReturnChange,
  type ReturnTransitionAction,
} from '../modules/returns/transitions.js';
import { DEMO_CLIENT_ID, DEMO_USER_ID, OTHER_CLIENT_ID, OTHER_USER_ID, STAFF_USER_ID } from './ids.js';

const HOUR_MS = 3_600_000;

/** The moves that lead to each state, and who makes them. */
const PATHS: Record<ReturnStatus, ReturnTransitionAction[]> = {
  requested: [],
  in_transit: ['send'],
  received: ['send', 'receive'],
  restocked: ['send', 'receive', 'restock'],
  discarded: ['send', 'receive', 'discard'],
  closed: ['send', 'receive', 'restock', 'close'],
  cancelled: ['cancel'],
};
const STAFF_MOVES: ReadonlySet<ReturnTransitionAction> = new Set(['receive', 'restock', 'discard']);

const REASONS = [
  'Wrong size: the customer wants a larger one',
  'Arrived damaged in transit',
  'Not as described on the shop',
  'The customer changed their mind',
  'Wrong colour sent',
  'Defective: does not turn on',
];

interface Plan {
  clientId: string;
  userId: string;
  /** The states, in order; one return each. */
  states: ReturnStatus[];
}

const DEMO_STATES: ReturnStatus[] = [
  'requested',
  'requested',
  'requested',
  'in_transit',
  'in_transit',
  'in_transit',
  'received',
  'restocked',
  'restocked',
  'restocked',
  'discarded',
  'discarded',
  'closed',
  'closed',
  'closed',
  'cancelled',
  'cancelled',
];

const PLANS: Plan[] = [
  { clientId: DEMO_CLIENT_ID, userId: DEMO_USER_ID, states: DEMO_STATES },
  { clientId: OTHER_CLIENT_ID, userId: OTHER_USER_ID, states: ['requested', 'restocked', 'closed'] },
];

interface OrderRow {
  id: string;
  client_id: string;
  number: number;
  warehouse_id: string;
  shipped_at: string | Date;
  line_id: string;
  product_id: string | null;
  quantity: number;
  position: number;
}

export async function hasDemoReturns(tx: AppDatabase): Promise<boolean> {
  return (
    rowsOf(await tx.execute(sql`SELECT 1 FROM returns WHERE client_id = ${DEMO_CLIENT_ID} LIMIT 1`)).length >
    0
  );
}

async function seedClientReturns(tx: AppDatabase, plan: Plan, now: Date): Promise<void> {
  // Orders that left the warehouse, newest first: the returned ones for returns the warehouse has handled, the
  // shipped or delivered ones for those still on their way (the order is only marked returned once it is back).
  const candidates = rowsOf<OrderRow & { warehouse_status: string }>(
    await tx.execute(sql`
      SELECT o.id, o.client_id, o.number, o.warehouse_id, o.shipped_at, o.warehouse_status,
             l.id AS line_id, l.product_id, l.quantity, l.position
        FROM orders o
        JOIN LATERAL (SELECT * FROM order_lines WHERE order_id = o.id ORDER BY position LIMIT 1) l ON true
       WHERE o.client_id = ${plan.clientId} AND o.fulfillment_status = 'fulfilled'
         AND o.warehouse_status IN ('shipped', 'delivered', 'returned') AND o.shipped_at IS NOT NULL
         AND l.product_id IS NOT NULL
       ORDER BY o.shipped_at DESC, o.id
       LIMIT 200`),
  );
  const handled = candidates.filter((o) => o.warehouse_status === 'returned');
  const onTheirWay = candidates.filter((o) => o.warehouse_status !== 'returned');
  for (const [i, state] of plan.states.entries()) {
    const backAtWarehouse = ['received', 'restocked', 'discarded', 'closed'].includes(state);
    const order = (backAtWarehouse && handled.length > 0 ? handled : onTheirWay).shift();
    if (!order) continue;
    const shippedAt = new Date(order.shipped_at).getTime();
    // Asked for a day after shipping, each later move a day later; nothing after now.
    const at = (step: number) =>
      new Date(Math.min(now.getTime() - HOUR_MS, shippedAt + (step + 1) * 24 * HOUR_MS));
    const type: ReturnType = i % 3 === 2 ? 'refund' : 'exchange';
    const quantity = Math.max(1, Math.min(order.quantity, 1 + (i % 2)));
    const created = await insertReturn(tx, {
      order: {
        id: order.id,
        clientId: order.client_id,
        number: Number(order.number),
        warehouseId: order.warehouse_id,
        fulfillmentStatus: 'fulfilled',
        warehouseStatus: order.warehouse_status,
      },
      body: { orderId: order.id, type, reason: REASONS[i % REASONS.length]!, lines: [] },
      lines: [{ orderLineId: order.line_id, productId: order.product_id, quantity }],
      createdBy: plan.userId,
      idempotencyKey: null,
      at: at(0),
    });
    await recordReturnChange(
      tx,
      {
        returnId: created.id,
        clientId: order.client_id,
        orderId: order.id,
        warehouseId: order.warehouse_id,
        number: created.number,
        from: null,
        to: 'requested',
      },
      { actorId: plan.userId, at: at(0) },
    );
    for (const [step, action] of PATHS[state].entries()) {
      const when = at(step + 1);
      if (action === 'receive') {
        // A return only received was taken in at the dock and waits to be counted (the staff's receive does it).
        const good = state === 'discarded' ? 0 : quantity;
        if (state !== 'received')
          await tx.execute(sql`
          UPDATE return_lines SET good = ${good}, damaged = ${quantity - good}
           WHERE return_id = ${created.id}::uuid`);
        if (good > 0 && state !== 'received') {
          await recordMovements(tx, [
            {
              clientId: order.client_id,
              productId: order.product_id!,
              warehouseId: order.warehouse_id,
              quantity: good,
              reason: 'returned',
              documentType: 'return',
              documentId: created.id,
              documentLine: String(order.position),
              note: `RMA-${created.number}`,
              createdBy: STAFF_USER_ID,
              createdAt: when,
            },
          ]);
        }
      }
      await applyReturnTransition(tx, {
        returnId: created.id,
        action,
        actorId: STAFF_MOVES.has(action) ? STAFF_USER_ID : plan.userId,
        at: when,
        ...(action === 'send' ? { trackingNumber: `RT${String(created.number).padStart(10, '0')}` } : {}),
      });
    }
  }
}

/** Loads the demo returns unless the demo merchant has returns already. Needs the operator scope and orders. */
export async function seedReturns(tx: AppDatabase, now = new Date()): Promise<boolean> {
  if (await hasDemoReturns(tx)) return false;
  for (const plan of PLANS) await seedClientReturns(tx, plan, now);
  return true;
}
