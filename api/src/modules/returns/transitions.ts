// A return's allowed moves (DOMAIN.md "Return"), as ONE table the merchant's service, the warehouse's (staff) and
// the tests read: requested → in_transit → received → restocked | discarded → closed, and cancelled while only
// requested. The database enforces the same table: applyReturnTransition's UPDATE names the allowed from-states
// (`status = ANY(allowed_from)`), so of two racing changes of one return only one passes.
//
// Who does what:
// - the merchant: `send` (the customer handed the parcel to a carrier: in transit, with its tracking number),
//   `cancel` (only while requested: nothing was sent yet) and `close` (the exchange or refund is settled);
// - the warehouse: `receive` (the parcel arrived and was counted), then at once `restock` (some units came back
//   good: on hand again through the ledger) or `discard` (every unit came back damaged). Staff may receive a
//   return still `requested`: the parcel can arrive before anyone marked it sent. A return left `received` (the
//   parcel taken in at the dock, not yet counted) is counted later by the same staff action, which then only
//   restocks or discards it.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { rowsOf } from '../inventory/ledger.js';
import type { ReturnAction, ReturnStatus } from './schemas.js';

export const RETURN_TRANSITION_ACTIONS = [
  'send',
  'cancel',
  'receive',
  'restock',
  'discard',
  'close',
] as const;
export type ReturnTransitionAction = (typeof RETURN_TRANSITION_ACTIONS)[number];

export interface ReturnStep {
  readonly from: readonly ReturnStatus[];
  readonly to: ReturnStatus;
}

export const RETURN_TRANSITIONS: Readonly<Record<ReturnTransitionAction, ReturnStep>> = {
  send: { from: ['requested'], to: 'in_transit' },
  cancel: { from: ['requested'], to: 'cancelled' },
  receive: { from: ['requested', 'in_transit'], to: 'received' },
  restock: { from: ['received'], to: 'restocked' },
  discard: { from: ['received'], to: 'discarded' },
  close: { from: ['restocked', 'discarded'], to: 'closed' },
};

/** The actions each side may ask for (restock and discard follow receiving: the counts decide, not a person). */
export const MERCHANT_RETURN_ACTIONS = ['send', 'cancel', 'close'] as const satisfies readonly ReturnAction[];

export function canApplyReturn(status: ReturnStatus, action: ReturnTransitionAction): boolean {
  return RETURN_TRANSITIONS[action].from.includes(status);
}

/** The status after `action`, or null when the table refuses it. */
export function nextReturnStatus(status: ReturnStatus, action: ReturnTransitionAction): ReturnStatus | null {
  return canApplyReturn(status, action) ? RETURN_TRANSITIONS[action].to : null;
}

/** What the return's screen offers one side, from the table. */
export function allowedReturnActions(status: ReturnStatus, side: 'merchant' | 'staff'): ReturnAction[] {
  if (side === 'staff') return canCount(status) ? ['receive'] : [];
  return MERCHANT_RETURN_ACTIONS.filter((action) => canApplyReturn(status, action));
}

/** Whether staff may count the return's units now: on its way, or received and not yet counted. */
export function canCount(status: ReturnStatus): boolean {
  return canApplyReturn(status, 'receive') || canApplyReturn(status, 'restock');
}

const STATUS_PHRASES: Readonly<Record<ReturnStatus, string>> = {
  requested: 'is requested',
  in_transit: 'is on its way to the warehouse',
  received: 'has been received',
  restocked: 'has been restocked',
  discarded: 'has been discarded',
  closed: 'is closed',
  cancelled: 'is cancelled',
};

const ACTION_PHRASES: Readonly<Record<ReturnTransitionAction, string>> = {
  send: 'marked in transit',
  cancel: 'cancelled',
  receive: 'received',
  restock: 'restocked',
  discard: 'discarded',
  close: 'closed',
};

/** The refusal a person reads: "This return has been restocked and cannot be cancelled." */
export function returnRefusal(status: ReturnStatus, action: ReturnTransitionAction): string {
  return `This return ${STATUS_PHRASES[status]} and cannot be ${ACTION_PHRASES[action]}.`;
}

// ----- Applying a transition in the database -----

const STAMPS: Partial<Record<ReturnStatus, 'received_at' | 'closed_at'>> = {
  received: 'received_at',
  closed: 'closed_at',
  cancelled: 'closed_at',
};

export interface ApplyReturnInput {
  returnId: string;
  action: ReturnTransitionAction;
  /** The user who asked (null: the system). */
  actorId: string | null;
  note?: string | null;
  /** A tracking number the same UPDATE sets (send). */
  trackingNumber?: string | null;
  /** When it happened, when not now (the demo seed's history). */
  at?: Date;
}

export interface AppliedReturnTransition {
  returnId: string;
  clientId: string;
  orderId: string;
  warehouseId: string;
  number: number;
  from: ReturnStatus;
  to: ReturnStatus;
}

interface TransitionRow {
  id: string;
  client_id: string;
  order_id: string;
  warehouse_id: string;
  number: number;
  old_status: ReturnStatus;
  status: ReturnStatus;
}

/**
 * Applies `action` to one return in the caller's transaction (asClient or asOperator: row-level security scopes
 * it) as one conditional UPDATE … WHERE status = ANY(allowed from-states) RETURNING, after locking the row (a
 * racing change waits, then finds the committed state and is refused). Writes the history row and the
 * `return.status_changed` event (naming the warehouse, so its staff hear of it too) in the same transaction.
 * Returns null when the return is not found or its state refuses the action; the caller reads it to say which.
 */
export async function applyReturnTransition(
  tx: AppDatabase,
  input: ApplyReturnInput,
): Promise<AppliedReturnTransition | null> {
  const step = RETURN_TRANSITIONS[input.action];
  const now = input.at ? sql`${input.at.toISOString()}::timestamptz` : sql`now()`;
  const stamp = STAMPS[step.to];
  const sets = [sql`status = ${step.to}`, sql`updated_at = ${now}`];
  if (stamp) sets.push(sql`${sql.raw(stamp)} = ${now}`);
  if (input.trackingNumber !== undefined) sets.push(sql`tracking_number = ${input.trackingNumber}`);
  const allowedFrom = sql`ARRAY[${sql.join(
    step.from.map((s) => sql`${s}`),
    sql`, `,
  )}]::text[]`;
  const [row] = rowsOf<TransitionRow>(
    await tx.execute(sql`
      WITH old AS (SELECT id, status FROM returns WHERE id = ${input.returnId}::uuid FOR UPDATE)
      UPDATE returns AS r SET ${sql.join(sets, sql`, `)}
        FROM old
       WHERE r.id = old.id AND r.status = ANY(${allowedFrom})
      RETURNING r.id, r.client_id, r.order_id, r.warehouse_id, r.number, old.status AS old_status, r.status`),
  );
  if (!row) return null;
  const applied: AppliedReturnTransition = {
    returnId: row.id,
    clientId: row.client_id,
    orderId: row.order_id,
    warehouseId: row.warehouse_id,
    number: Number(row.number),
    from: row.old_status,
    to: row.status,
  };
  await recordReturnChange(tx, applied, input);
  return applied;
}

/** The history row and event of a return's status change (also its creation: from null to requested). */
export async function recordReturnChange(
  tx: AppDatabase,
  change: Omit<AppliedReturnTransition, 'from'> & { from: ReturnStatus | null },
  input: Pick<ApplyReturnInput, 'actorId' | 'note' | 'at'>,
): Promise<void> {
  const at = input.at ? sql`${input.at.toISOString()}::timestamptz` : sql`now()`;
  await tx.execute(sql`
    INSERT INTO return_status_history (client_id, return_id, from_status, to_status, note, changed_by,
                                       changed_by_name, changed_at)
    VALUES (${change.clientId}, ${change.returnId}::uuid, ${change.from}, ${change.to}, ${input.note ?? null},
            ${input.actorId}::uuid, (SELECT display_name FROM users WHERE id = ${input.actorId}::uuid), ${at})`);
  await recordEvent(tx, {
    clientId: change.clientId,
    name: 'return.status_changed',
    payload: {
      returnId: change.returnId,
      orderId: change.orderId,
      warehouseId: change.warehouseId,
      number: change.number,
      from: change.from,
      to: change.to,
    },
  });
}
