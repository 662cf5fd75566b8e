// An order's allowed moves (DOMAIN.md "Outbound: orders"), as ONE table the merchant's service, the floor's (staff)
// service and the tests read. Each action names, per status column, the states it may start from and the state it
// moves to; the database enforces the same table: applyTransition's UPDATE names the allowed from-states, so two
// racing changes of one order cannot both pass (the second finds the row already moved and is refused).
//
// Decisions the table holds:
// - Send to process with too little stock keeps the order `pending` and puts it on the floor's `no_stock` (no
//   reservation): the FAQ says such an order "cannot be sent" and shows Start Process, which retries the reservation
//   (`start_process`). `wait_for_stock` is that outcome, taken by the service, never asked for by a person.
// - The merchant may cancel until picking starts (pending, no_stock, ready_to_pick): from then on the goods are in a
//   person's hands, and the merchant writes to the warehouse (a comment) instead.
// - Delete only before processing (pending, not yet on the floor or waiting for stock); cancelled and deleted are
//   final, and a shipped order can never be deleted.
// - The ecommerce status is the shop's own: no action of ours moves it (its sync does).
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import type { FulfillmentStatus, WarehouseStatus } from '../../platform/db/orders-schema.js';
import { recordEvents, type DomainEvent } from '../../platform/events/outbox.js';
import { rowsOf } from '../inventory/ledger.js';
import type { OrderAction } from './schemas.js';

export const MERCHANT_ACTIONS = ['send_to_process', 'start_process', 'cancel', 'delete'] as const;
export const STAFF_ACTIONS = [
  'start_picking',
  'finish_picking',
  'finish_packing',
  'ship',
  'deliver',
  'return',
] as const;
/** Outcomes the service takes on its own (no one asks for them). */
export const SYSTEM_ACTIONS = ['wait_for_stock'] as const;
export const TRANSITION_ACTIONS = [...MERCHANT_ACTIONS, ...STAFF_ACTIONS, ...SYSTEM_ACTIONS] as const;
export type TransitionAction = (typeof TRANSITION_ACTIONS)[number];
export type MerchantAction = (typeof MERCHANT_ACTIONS)[number];
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** The floor's status is null until the order is sent to process. */
export type FloorStatus = WarehouseStatus | null;

export interface OrderState {
  fulfillmentStatus: FulfillmentStatus;
  warehouseStatus: FloorStatus;
}

/** One column's part of a transition: the states it may start from, and where it goes (absent: unchanged). */
export interface ColumnStep<S> {
  readonly from: readonly S[];
  readonly to?: S;
}

export interface Transition {
  readonly fulfillment: ColumnStep<FulfillmentStatus>;
  readonly warehouse: ColumnStep<FloorStatus>;
}

const BEFORE_PICKING: readonly FloorStatus[] = [null, 'no_stock', 'ready_to_pick'];

export const ORDER_TRANSITIONS: Readonly<Record<TransitionAction, Transition>> = {
  send_to_process: {
    fulfillment: { from: ['pending'], to: 'processing' },
    warehouse: { from: [null], to: 'ready_to_pick' },
  },
  wait_for_stock: {
    fulfillment: { from: ['pending'] },
    warehouse: { from: [null, 'no_stock'], to: 'no_stock' },
  },
  start_process: {
    fulfillment: { from: ['pending'], to: 'processing' },
    warehouse: { from: ['no_stock'], to: 'ready_to_pick' },
  },
  cancel: {
    fulfillment: { from: ['pending', 'processing'], to: 'cancelled' },
    warehouse: { from: BEFORE_PICKING },
  },
  delete: {
    fulfillment: { from: ['pending'], to: 'deleted' },
    warehouse: { from: [null, 'no_stock'] },
  },
  start_picking: {
    fulfillment: { from: ['processing'] },
    warehouse: { from: ['ready_to_pick'], to: 'picking' },
  },
  finish_picking: {
    fulfillment: { from: ['processing'] },
    warehouse: { from: ['picking'], to: 'packing' },
  },
  finish_packing: {
    fulfillment: { from: ['processing'] },
    warehouse: { from: ['packing'], to: 'ready_to_ship' },
  },
  ship: {
    fulfillment: { from: ['processing'], to: 'fulfilled' },
    warehouse: { from: ['ready_to_ship'], to: 'shipped' },
  },
  deliver: {
    fulfillment: { from: ['fulfilled'] },
    warehouse: { from: ['shipped'], to: 'delivered' },
  },
  return: {
    fulfillment: { from: ['fulfilled'] },
    warehouse: { from: ['shipped', 'delivered'], to: 'returned' },
  },
};

/** Whether `action` may start from `state` (both columns' guards). */
export function canApply(state: OrderState, action: TransitionAction): boolean {
  const t = ORDER_TRANSITIONS[action];
  return (
    t.fulfillment.from.includes(state.fulfillmentStatus) && t.warehouse.from.includes(state.warehouseStatus)
  );
}

/** The state after `action`, or null when the table refuses it. */
export function nextState(state: OrderState, action: TransitionAction): OrderState | null {
  if (!canApply(state, action)) return null;
  const t = ORDER_TRANSITIONS[action];
  return {
    fulfillmentStatus: t.fulfillment.to ?? state.fulfillmentStatus,
    warehouseStatus: t.warehouse.to === undefined ? state.warehouseStatus : t.warehouse.to,
  };
}

/** Per column, the table read the other way: for each from-state, the actions allowed and where they lead. */
function columnTable<S extends string | null>(
  pick: (t: Transition) => ColumnStep<S>,
): ReadonlyMap<S, Partial<Record<TransitionAction, S>>> {
  const table = new Map<S, Partial<Record<TransitionAction, S>>>();
  for (const action of TRANSITION_ACTIONS) {
    const step = pick(ORDER_TRANSITIONS[action]);
    for (const from of step.from) {
      table.set(from, { ...table.get(from), [action]: step.to ?? from });
    }
  }
  return table;
}

export const FULFILLMENT_TRANSITIONS = columnTable((t) => t.fulfillment);
export const WAREHOUSE_TRANSITIONS = columnTable((t) => t.warehouse);

/**
 * Orders a return can be asked for: once they have left, and still after a first return came back (its other
 * units may follow; the returns module counts what is left of each line).
 */
const RETURNABLE: readonly FloorStatus[] = ['shipped', 'delivered', 'returned'];

/** What the order detail offers the merchant (schemas.ts ORDER_ACTIONS), from the table. */
export function allowedActions(state: OrderState): OrderAction[] {
  const actions: OrderAction[] = MERCHANT_ACTIONS.filter((action) => canApply(state, action));
  if (state.fulfillmentStatus === 'fulfilled' && RETURNABLE.includes(state.warehouseStatus))
    actions.push('create_return');
  return actions;
}

const STATE_PHRASES: Readonly<Record<FulfillmentStatus, string>> = {
  pending: 'is pending',
  processing: 'is being processed',
  fulfilled: 'has been fulfilled',
  cancelled: 'is cancelled',
  deleted: 'is deleted',
};

const FLOOR_PHRASES: Readonly<Record<WarehouseStatus, string>> = {
  no_stock: 'is waiting for stock',
  ready_to_pick: 'is ready to pick',
  picking: 'is being picked',
  packing: 'is being packed',
  ready_to_ship: 'is ready to ship',
  shipped: 'has been shipped',
  delivered: 'has been delivered',
  returned: 'has been returned',
};

/** "This order {phrase}": how a refusal names the state that refused it (the floor's word when it has one). */
export function statePhrase(state: OrderState): string {
  if (state.fulfillmentStatus === 'cancelled' || state.fulfillmentStatus === 'deleted')
    return STATE_PHRASES[state.fulfillmentStatus];
  return state.warehouseStatus
    ? FLOOR_PHRASES[state.warehouseStatus]
    : STATE_PHRASES[state.fulfillmentStatus];
}

const ACTION_PHRASES: Readonly<Record<TransitionAction, string>> = {
  send_to_process: 'sent to process',
  wait_for_stock: 'put to wait for stock',
  start_process: 'started',
  cancel: 'cancelled',
  delete: 'deleted',
  start_picking: 'picked',
  finish_picking: 'moved to packing',
  finish_packing: 'marked ready to ship',
  ship: 'shipped',
  deliver: 'marked delivered',
  return: 'marked returned',
};

/** The refusal a person reads: "This order has been shipped and cannot be deleted." */
export function refusalMessage(state: OrderState, action: TransitionAction): string {
  return `This order ${statePhrase(state)} and cannot be ${ACTION_PHRASES[action]}.`;
}

// ----- Applying a transition in the database -----

const TIMESTAMP_OF: Partial<Record<FulfillmentStatus | WarehouseStatus, string>> = {
  processing: 'processed_at',
  cancelled: 'cancelled_at',
  deleted: 'deleted_at',
  shipped: 'shipped_at',
  delivered: 'delivered_at',
  no_stock: 'no_stock_since',
};

function guard(column: SQL, from: readonly (string | null)[]): SQL {
  const values = from.filter((s): s is string => s !== null);
  const parts: SQL[] = [];
  if (values.length > 0)
    parts.push(
      sql`${column} IN (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  if (from.includes(null)) parts.push(sql`${column} IS NULL`);
  return sql`(${sql.join(parts, sql` OR `)})`;
}

export interface ApplyTransitionInput {
  orderId: string;
  action: TransitionAction;
  /** The user who asked (null: the system). */
  actorId: string | null;
  note?: string | null;
  /** More columns the same UPDATE sets (e.g. sql`tracking_number = ${tn}` when shipping). */
  set?: SQL[];
  /** When it happened, when not now (the demo seed's history). */
  at?: Date;
}

export interface AppliedTransition {
  orderId: string;
  clientId: string;
  warehouseId: string;
  number: number;
  from: OrderState;
  to: OrderState;
  trackingNumber: string | null;
}

interface TransitionRow {
  id: string;
  client_id: string;
  warehouse_id: string;
  number: string | number;
  tracking_number: string | null;
  old_fulfillment: FulfillmentStatus;
  old_warehouse: FloorStatus;
  fulfillment_status: FulfillmentStatus;
  warehouse_status: FloorStatus;
}

/**
 * Applies `action` to one order in the caller's transaction (asClient or asOperator: row-level security scopes it)
 * as one conditional UPDATE … WHERE id = $1 AND <columns> IN (allowed from-states) RETURNING. The row is locked
 * first, so a racing change waits and then finds the committed state: only one of two racing changes passes.
 * Writes one history row and one `order.status_changed` event per column that moved (and `order.shipped` when
 * shipping), in the same transaction. Returns null when the order is not found or its state refuses the action;
 * the caller reads the order to say which.
 */
export async function applyTransition(
  tx: AppDatabase,
  input: ApplyTransitionInput,
): Promise<AppliedTransition | null> {
  const t = ORDER_TRANSITIONS[input.action];
  const when = input.at ?? null;
  const now = when ? sql`${when.toISOString()}::timestamptz` : sql`now()`;
  const sets: SQL[] = [sql`updated_at = ${now}`];
  if (t.fulfillment.to) {
    sets.push(sql`fulfillment_status = ${t.fulfillment.to}`);
    const stamp = TIMESTAMP_OF[t.fulfillment.to];
    if (stamp) sets.push(sql`${sql.raw(stamp)} = ${now}`);
  }
  if (t.warehouse.to !== undefined && t.warehouse.to !== null) {
    sets.push(sql`warehouse_status = ${t.warehouse.to}`);
    const stamp = TIMESTAMP_OF[t.warehouse.to];
    // Waiting for stock keeps the first time it started waiting (Start Process retries do not reset it).
    if (stamp === 'no_stock_since') sets.push(sql`no_stock_since = coalesce(o.no_stock_since, ${now})`);
    else if (stamp) sets.push(sql`${sql.raw(stamp)} = ${now}`);
  }
  sets.push(...(input.set ?? []));
  const rows = rowsOf<TransitionRow>(
    await tx.execute(sql`
      WITH old AS (
        SELECT id, fulfillment_status, warehouse_status FROM orders WHERE id = ${input.orderId}::uuid FOR UPDATE
      )
      UPDATE orders AS o SET ${sql.join(sets, sql`, `)}
        FROM old
       WHERE o.id = old.id
         AND ${guard(sql`o.fulfillment_status`, t.fulfillment.from)}
         AND ${guard(sql`o.warehouse_status`, t.warehouse.from)}
      RETURNING o.id, o.client_id, o.warehouse_id, o.number, o.tracking_number,
                old.fulfillment_status AS old_fulfillment, old.warehouse_status AS old_warehouse,
                o.fulfillment_status, o.warehouse_status`),
  );
  const row = rows[0];
  if (!row) return null;
  const applied: AppliedTransition = {
    orderId: row.id,
    clientId: row.client_id,
    warehouseId: row.warehouse_id,
    number: Number(row.number),
    trackingNumber: row.tracking_number,
    from: { fulfillmentStatus: row.old_fulfillment, warehouseStatus: row.old_warehouse },
    to: { fulfillmentStatus: row.fulfillment_status, warehouseStatus: row.warehouse_status },
  };
  await recordTransition(tx, applied, input);
  return applied;
}

/** History rows and events of an applied transition (exported for bulk writers such as the seed). */
export async function recordTransition(
  tx: AppDatabase,
  applied: AppliedTransition,
  input: Pick<ApplyTransitionInput, 'action' | 'actorId' | 'note' | 'at'>,
): Promise<void> {
  const changes: { column: 'fulfillment' | 'warehouse'; from: string | null; to: string }[] = [];
  if (applied.from.fulfillmentStatus !== applied.to.fulfillmentStatus)
    changes.push({
      column: 'fulfillment',
      from: applied.from.fulfillmentStatus,
      to: applied.to.fulfillmentStatus,
    });
  if (applied.from.warehouseStatus !== applied.to.warehouseStatus && applied.to.warehouseStatus !== null)
    changes.push({ column: 'warehouse', from: applied.from.warehouseStatus, to: applied.to.warehouseStatus });
  if (changes.length === 0) return;
  const at = input.at ? sql`${input.at.toISOString()}::timestamptz` : sql`now()`;
  await tx.execute(sql`
    INSERT INTO order_status_history (client_id, order_id, status_column, from_status, to_status, note, changed_by,
                                      changed_by_name, changed_at)
    SELECT c.client_id, c.order_id, c.status_column, c.from_status, c.to_status, c.note, c.changed_by,
           (SELECT display_name FROM users WHERE id = c.changed_by), c.changed_at
      FROM (VALUES ${sql.join(
        changes.map(
          (c) =>
            sql`(${applied.clientId}, ${applied.orderId}::uuid, ${c.column}, ${c.from}, ${c.to}, ${input.note ?? null}, ${input.actorId}::uuid, ${at})`,
        ),
        sql`, `,
      )}) AS c (client_id, order_id, status_column, from_status, to_status, note, changed_by, changed_at)`);
  const events: DomainEvent[] = changes.map((c) => ({
    clientId: applied.clientId,
    name: 'order.status_changed',
    payload: {
      orderId: applied.orderId,
      warehouseId: applied.warehouseId,
      statusColumn: c.column,
      from: c.from,
      to: c.to,
    },
  }));
  if (input.action === 'ship')
    events.push({
      clientId: applied.clientId,
      name: 'order.shipped',
      payload: {
        orderId: applied.orderId,
        warehouseId: applied.warehouseId,
        trackingNumber: applied.trackingNumber,
      },
    });
  await recordEvents(tx, events);
}
