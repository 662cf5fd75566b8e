// Returns (issue 17): the merchant asks for a return of a shipped order's lines (idempotent), follows it, marks it
// sent, cancels it while only requested and closes it once settled; the warehouse's staff list the returns coming
// to their warehouse and receive one, counting each line's good and damaged units: good units go back on hand
// through the stock ledger (movement `returned`), damaged ones are discarded, and the return ends restocked (some
// good) or discarded (none). The merchant's queries run as their client (asClient: row-level security); the staff's
// in the operator scope filtered by their warehouse (another warehouse's return is not found). No HTTP here.
import type { Database } from '../../platform/db/connection.js';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { AppError, Conflict, Forbidden, NotFound } from '../../platform/errors.js';
import { withIdempotencyKey, type IdempotentAnswer } from '../../platform/idempotency.js';
import type { Session } from '../accounts/service.js';
import { billSafely, chargeReceivedReturn } from '../billing/charges.js';
import { recordMovements, type MovementInput } from '../inventory/ledger.js';
import { applyTransition } from '../orders/transitions.js';
import {
  findReturn,
  findReturnHistory,
  findReturnLines,
  findWarehouseOption,
  insertReturn,
  listReturns,
  lockOrderForReturn,
  returnableLines,
  returnWarehouses,
  setReceivedCounts,
  type ReturnFilter,
  type ReturnScope,
} from './repository.js';
import {
  DEFAULT_RETURNS_PAGE_SIZE,
  RETURN_STATUS,
  RETURN_STATUSES_TO_RECEIVE,
  type CreateReturnBody,
  type ReceiveReturnBody,
  type ReturnDetail,
  type ReturnList,
  type ReturnListQuery,
  type ReturnStatus,
  type StaffReturnList,
} from './schemas.js';
import {
  allowedReturnActions,
  applyReturnTransition,
  recordReturnChange,
  returnRefusal,
  type ReturnTransitionAction,
} from './transitions.js';

/** The request is understood, but what it asks contradicts the order or the return (a line too many). */
export class ReturnUnprocessable extends AppError {
  readonly statusCode = 422;
}

export const RETURN_MESSAGES = {
  operatorsUseStaffRoutes:
    'Returns are asked for by the merchant; warehouse staff receive them from their desk',
  staffOnly: 'Only warehouse staff and admins receive returns',
  noWarehouse: 'Your user works in no warehouse yet: an admin must assign you one',
  chooseWarehouse: 'Choose a warehouse',
  warehouseNotFound: 'Warehouse not found',
  notFound: 'Return not found',
  orderNotFound: 'Order not found',
  orderNotShipped: 'Only a shipped order can be returned: this order has not left the warehouse',
  unknownStatus: (value: string) => `Unknown return status ${value}`,
  lineNotInOrder: 'This line is not in the order',
  lineTwice: 'Each line may appear only once',
  tooMany: (sku: string, left: number) =>
    left === 0
      ? `Every unit of ${sku} is already in a return`
      : `Only ${left} unit${left === 1 ? '' : 's'} of ${sku} can still be returned`,
  reasonBlank: 'Say why the items come back',
  receiveEveryLine: 'Count every line of the return, and only its lines',
  countTooMany: (sku: string, quantity: number) =>
    `${sku}: good and damaged units add up to more than the ${quantity} expected`,
  nothingCounted: 'Count at least one unit as good or damaged',
} as const;

/** 'RMA-5001', '5001', '#100001' → 5001 / 100001: a number searches return and order numbers. */
function searchOf(value: string | undefined): ReturnFilter['search'] {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const digits = /^(?:rma-?|#)?\s*(\d{1,9})$/i.exec(text);
  return { number: digits ? Number(digits[1]) : null, text };
}

function statusesOf(value: string | undefined): ReturnStatus[] | null {
  const parts = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  for (const part of parts) {
    if (!(RETURN_STATUS as readonly string[]).includes(part))
      throw new ReturnUnprocessable(RETURN_MESSAGES.unknownStatus(part), { field: 'status' });
  }
  return parts as ReturnStatus[];
}

function filterOf(query: ReturnListQuery, defaults: { statuses?: ReturnStatus[] } = {}): ReturnFilter {
  const limit = query.limit ?? DEFAULT_RETURNS_PAGE_SIZE;
  return {
    statuses: statusesOf(query.status) ?? defaults.statuses ?? null,
    type: query.type ?? null,
    warehouseId: query.warehouseId?.trim() || null,
    search: searchOf(query.search),
    limit,
    offset: ((query.page ?? 1) - 1) * limit,
  };
}

/** The operator's users work on returns from the staff routes, never in a merchant's name. */
function merchantOf(session: Session): { clientId: string; userId: string } {
  if (session.role === 'admin' || session.role === 'staff')
    throw new Forbidden(RETURN_MESSAGES.operatorsUseStaffRoutes);
  return { clientId: session.clientId, userId: session.userId };
}

/** Staff: their warehouse, whatever they ask; admins: the warehouse they ask for (null: any, where allowed). */
function staffScope(session: Session, warehouseId?: string | null): string | null {
  if (session.role === 'admin') return warehouseId || null;
  if (session.role !== 'staff') throw new Forbidden(RETURN_MESSAGES.staffOnly);
  if (!session.warehouseId) throw new Forbidden(RETURN_MESSAGES.noWarehouse);
  return session.warehouseId;
}

export class ReturnsService {
  constructor(private readonly database: Database) {}

  private async detailOf(
    tx: Parameters<typeof findReturn>[0],
    returnId: string,
    scope: ReturnScope,
    side: 'merchant' | 'staff',
  ): Promise<ReturnDetail> {
    const row = await findReturn(tx, returnId, scope);
    if (!row) throw new NotFound(RETURN_MESSAGES.notFound);
    const lines = await findReturnLines(tx, returnId);
    return {
      ...row,
      lines: lines.map(({ position: _p, ...line }) => line),
      history: await findReturnHistory(tx, returnId),
      allowedActions: allowedReturnActions(row.status, side),
    };
  }

  // ----- The merchant's -----

  list(session: Session, query: ReturnListQuery): Promise<ReturnList> {
    const actor = merchantOf(session);
    const filter = filterOf(query);
    return asClient(this.database, actor.clientId, async (tx) => ({
      ...(await listReturns(tx, { clientId: actor.clientId }, filter)),
      warehouses: await returnWarehouses(tx, actor.clientId),
    }));
  }

  detail(session: Session, returnId: string): Promise<ReturnDetail> {
    const actor = merchantOf(session);
    return asClient(this.database, actor.clientId, (tx) =>
      this.detailOf(tx, returnId, { clientId: actor.clientId }, 'merchant'),
    );
  }

  /**
   * A return of a shipped order's lines, once per Idempotency-Key (the same key and body answer the first 201
   * again; another body 422). The order's row is locked, so two returns of the same lines under different keys
   * are counted one after the other: together they never return more units than were shipped.
   */
  create(
    session: Session,
    idempotencyKey: string,
    body: CreateReturnBody,
  ): Promise<IdempotentAnswer<ReturnDetail>> {
    const actor = merchantOf(session);
    return asClient(this.database, actor.clientId, (tx) =>
      withIdempotencyKey(
        tx,
        { clientId: actor.clientId, scope: 'returns.create', key: idempotencyKey, request: body },
        async () => {
          const order = await lockOrderForReturn(tx, actor.clientId, body.orderId);
          if (!order) throw new NotFound(RETURN_MESSAGES.orderNotFound);
          const shipped =
            order.fulfillmentStatus === 'fulfilled' &&
            ['shipped', 'delivered', 'returned'].includes(order.warehouseStatus ?? '');
          if (!shipped) throw new Conflict(RETURN_MESSAGES.orderNotShipped);
          if (body.reason.trim() === '')
            throw new ReturnUnprocessable(RETURN_MESSAGES.reasonBlank, { field: 'reason' });
          const available = new Map((await returnableLines(tx, order.id)).map((line) => [line.id, line]));
          const seen = new Set<string>();
          const lines = body.lines.map((asked, index) => {
            const line = available.get(asked.orderLineId);
            const field = `lines.${index}.quantity`;
            if (!line)
              throw new ReturnUnprocessable(RETURN_MESSAGES.lineNotInOrder, {
                field: `lines.${index}.orderLineId`,
              });
            if (seen.has(line.id))
              throw new ReturnUnprocessable(RETURN_MESSAGES.lineTwice, {
                field: `lines.${index}.orderLineId`,
              });
            seen.add(line.id);
            const left = Math.max(0, line.quantity - line.alreadyReturned);
            if (asked.quantity > left)
              throw new ReturnUnprocessable(RETURN_MESSAGES.tooMany(line.sku, left), { field });
            return { orderLineId: line.id, productId: line.productId, quantity: asked.quantity };
          });
          const created = await insertReturn(tx, {
            order,
            body,
            lines,
            createdBy: actor.userId,
            idempotencyKey,
          });
          await recordReturnChange(
            tx,
            {
              returnId: created.id,
              clientId: order.clientId,
              orderId: order.id,
              warehouseId: order.warehouseId,
              number: created.number,
              from: null,
              to: 'requested',
            },
            { actorId: actor.userId },
          );
          return {
            status: 201,
            body: await this.detailOf(tx, created.id, { clientId: actor.clientId }, 'merchant'),
          };
        },
      ),
    );
  }

  /** The merchant's moves: send (in transit, with the tracking number), cancel, close. */
  transition(
    session: Session,
    returnId: string,
    action: Extract<ReturnTransitionAction, 'send' | 'cancel' | 'close'>,
    options: { trackingNumber?: string | null } = {},
  ): Promise<ReturnDetail> {
    const actor = merchantOf(session);
    const scope = { clientId: actor.clientId };
    return asClient(this.database, actor.clientId, async (tx) => {
      const current = await findReturn(tx, returnId, scope);
      if (!current) throw new NotFound(RETURN_MESSAGES.notFound);
      const applied = await applyReturnTransition(tx, {
        returnId,
        action,
        actorId: actor.userId,
        ...(action === 'send' ? { trackingNumber: options.trackingNumber?.trim() || null } : {}),
      });
      if (!applied) {
        const now = (await findReturn(tx, returnId, scope))!;
        throw new Conflict(returnRefusal(now.status, action));
      }
      return this.detailOf(tx, returnId, scope, 'merchant');
    });
  }

  // ----- The warehouse's -----

  /** The returns coming to the caller's warehouse: by default those still to receive (requested, in transit). */
  staffList(session: Session, query: ReturnListQuery): Promise<StaffReturnList> {
    const warehouseId = staffScope(session, query.warehouseId?.trim() || null);
    if (!warehouseId)
      throw new ReturnUnprocessable(RETURN_MESSAGES.chooseWarehouse, { field: 'warehouseId' });
    const filter = { ...filterOf(query, { statuses: [...RETURN_STATUSES_TO_RECEIVE] }), warehouseId: null };
    return asOperator(this.database, async (tx) => {
      const warehouse = await findWarehouseOption(tx, warehouseId);
      if (!warehouse) throw new NotFound(RETURN_MESSAGES.warehouseNotFound);
      return { warehouse, ...(await listReturns(tx, { warehouseId }, filter)) };
    });
  }

  staffDetail(session: Session, returnId: string): Promise<ReturnDetail> {
    const warehouseId = staffScope(session);
    return asOperator(this.database, (tx) => this.detailOf(tx, returnId, { warehouseId }, 'staff'));
  }

  /**
   * Receives a return (on its way, or received earlier and not yet counted): every line counted (good + damaged
   * ≤ its quantity, at least one unit in all), in one transaction: received (with the counts), good units back on
   * hand at the return's warehouse through the ledger (movement `returned`, one per line), then restocked when
   * any unit came back good, else discarded; the order is marked returned.
   */
  receive(session: Session, returnId: string, body: ReceiveReturnBody): Promise<ReturnDetail> {
    const warehouseId = staffScope(session);
    const scope = { warehouseId };
    return asOperator(this.database, async (tx) => {
      const current = await findReturn(tx, returnId, scope);
      if (!current) throw new NotFound(RETURN_MESSAGES.notFound);
      // Taken in at the dock earlier (received, not counted): only the counting is left.
      const received =
        current.status === 'received'
          ? { clientId: current.client.id, warehouseId: current.warehouseId, number: current.number }
          : await applyReturnTransition(tx, { returnId, action: 'receive', actorId: session.userId });
      if (!received) {
        const now = (await findReturn(tx, returnId, scope))!;
        throw new Conflict(returnRefusal(now.status, 'receive'));
      }
      const lines = await findReturnLines(tx, returnId);
      const counted = new Map(body.lines.map((line) => [line.orderLineId, line]));
      if (counted.size !== body.lines.length || counted.size !== lines.length)
        throw new ReturnUnprocessable(RETURN_MESSAGES.receiveEveryLine, { field: 'lines' });
      let good = 0;
      let total = 0;
      for (const [index, line] of lines.entries()) {
        const count = counted.get(line.orderLineId);
        if (!count) throw new ReturnUnprocessable(RETURN_MESSAGES.receiveEveryLine, { field: 'lines' });
        if (count.good + count.damaged > line.quantity)
          throw new ReturnUnprocessable(RETURN_MESSAGES.countTooMany(line.sku, line.quantity), {
            field: `lines.${index}.good`,
          });
        good += count.good;
        total += count.good + count.damaged;
      }
      if (total === 0) throw new ReturnUnprocessable(RETURN_MESSAGES.nothingCounted, { field: 'lines' });
      await setReceivedCounts(tx, returnId, body.lines);
      const movements: MovementInput[] = lines
        .filter((line) => line.productId && counted.get(line.orderLineId)!.good > 0)
        .map((line) => ({
          clientId: received.clientId,
          productId: line.productId!,
          warehouseId: received.warehouseId,
          quantity: counted.get(line.orderLineId)!.good,
          reason: 'returned' as const,
          documentType: 'return' as const,
          documentId: returnId,
          documentLine: String(line.position),
          note: `RMA-${received.number}`,
          createdBy: session.userId,
        }));
      if (movements.length > 0) await recordMovements(tx, movements);
      const outcome: ReturnTransitionAction = good > 0 ? 'restock' : 'discard';
      // Refused only when another receipt of a return already received finished first: nothing of this one stays.
      if (!(await applyReturnTransition(tx, { returnId, action: outcome, actorId: session.userId }))) {
        const now = (await findReturn(tx, returnId, scope))!;
        throw new Conflict(returnRefusal(now.status, 'receive'));
      }
      // The order's floor status says the goods came back (shipped or delivered → returned, with its history and
      // order.status_changed); an order already returned by an earlier return stays as it is.
      await applyTransition(tx, { orderId: current.orderId, action: 'return', actorId: session.userId });
      // Billing (issue 18): an exchange's return charge (a refund has none), in this transaction; a price list
      // that cannot price it is logged and skipped, never failing the receipt.
      await billSafely(tx, { returnId, warehouseId: received.warehouseId }, (billing) =>
        chargeReceivedReturn(billing, returnId),
      );
      return this.detailOf(tx, returnId, scope, 'staff');
    });
  }
}
