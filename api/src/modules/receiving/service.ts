// The merchant's side of receiving orders: send inventory (idempotent), send a draft, list, detail, cancel and the
// data of the box labels. Every query runs as the caller's client (asClient: row-level security). No HTTP here.
import type { AppDatabase, Database } from '../../platform/db/connection.js';
import type { ReceivingOrderStatus } from '../../platform/db/schema.js';
import { asClient } from '../../platform/db/scope.js';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../platform/errors.js';
import type { Session } from '../accounts/service.js';
import { changeIncoming } from '../inventory/ledger.js';
import { orderStatusChanged } from './events.js';
import { merchantListFilters } from './list-query.js';
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
import type {
  ReceivingOrderDetail,
  ReceivingOrderList,
  ReceivingOrderListQuery,
  SendInventoryBody,
} from './schemas.js';
import { checkSendInventory, todayIn } from './send-inventory.js';
import type { StaffReceivingService } from './staff-service.js';
import { isCancellable, statusPhrase } from './transitions.js';
import { boxBarcode, loadDetail, loadList, RECEIVING_MESSAGES } from './view.js';

export const SEND_MESSAGES = {
  merchantsOnly: "Sending, sending a draft and cancelling inventory are the merchant's own actions",
  unknownWarehouse: 'No such warehouse',
  notCancellable: (status: ReceivingOrderStatus) =>
    `This receiving order ${statusPhrase(status)}: only a draft or one in transit can be cancelled`,
  notDraft: (status: ReceivingOrderStatus) =>
    `This receiving order ${statusPhrase(status)}: only a draft can be sent`,
} as const;

export interface SendResult {
  detail: ReceivingOrderDetail;
  /** false when the Idempotency-Key had already created this order: the first answer, replayed. */
  created: boolean;
}

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

/** The operator's users (staff, admins) read merchants' receiving orders but never act in their name. */
const isOperator = (session: Session): boolean => session.role === 'admin' || session.role === 'staff';

function refuseOperator(session: Session): void {
  if (isOperator(session)) throw new Forbidden(SEND_MESSAGES.merchantsOnly);
}

export class ReceivingService {
  constructor(
    private readonly database: Database,
    private readonly staff: StaffReceivingService,
  ) {}

  send(session: Session, idempotencyKey: string, body: SendInventoryBody): Promise<SendResult> {
    refuseOperator(session);
    const { clientId } = session;
    const scope = { clientId };
    return asClient(this.database, clientId, async (tx) => {
      const existing = await findOrderIdByIdempotencyKey(tx, clientId, idempotencyKey);
      if (existing) return { detail: await loadDetail(tx, existing, scope), created: false };

      const warehouse = await findWarehouse(tx, body.warehouseId);
      if (!warehouse) {
        throw new ValidationFailed(SEND_MESSAGES.unknownWarehouse, {
          fieldErrors: { warehouseId: SEND_MESSAGES.unknownWarehouse },
        });
      }
      const productIds = [...new Set(body.lines.map((line) => line.productId))];
      const products = await findProducts(tx, clientId, productIds);
      checkSendInventory(body, products, todayIn(warehouse.timeZone));

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
        createdBy: session.userId,
      });
      if (!inserted) {
        // A concurrent request with the same key committed first: answer with its order.
        const winner = await findOrderIdByIdempotencyKey(tx, clientId, idempotencyKey);
        return { detail: await loadDetail(tx, winner!, scope), created: false };
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
      await insertBoxEvents(tx, clientId, boxIds, 'created', { createdBy: session.userId });
      if (body.send) await insertBoxEvents(tx, clientId, boxIds, 'in_transit', { createdBy: session.userId });

      const order = (await findOrder(tx, inserted.id, scope))!.order;
      if (body.send) await moveIncoming(tx, order, 1);
      await orderStatusChanged(tx, order, null);
      return { detail: await loadDetail(tx, inserted.id, scope), created: true };
    });
  }

  /** draft → in_transit: the boxes leave, their units become incoming. */
  sendDraft(session: Session, orderId: string): Promise<ReceivingOrderDetail> {
    refuseOperator(session);
    const scope = { clientId: session.clientId };
    return asClient(this.database, session.clientId, async (tx) => {
      const locked = await lockOrder(tx, orderId, scope);
      if (!locked) throw new NotFound(RECEIVING_MESSAGES.orderNotFound);
      if (locked.status !== 'draft') throw new Conflict(SEND_MESSAGES.notDraft(locked.status));
      const order = (await changeOrderStatus(tx, orderId, ['draft'], 'in_transit'))!;
      const boxes = await setBoxesStatus(tx, orderId, 'pending', 'in_transit');
      await insertBoxEvents(
        tx,
        session.clientId,
        boxes.map((box) => box.id),
        'in_transit',
        { createdBy: session.userId },
      );
      await moveIncoming(tx, order, 1);
      await orderStatusChanged(tx, order, 'draft');
      return loadDetail(tx, orderId, scope);
    });
  }

  list(session: Session, query: ReceivingOrderListQuery): Promise<ReceivingOrderList> {
    const filters = merchantListFilters(session.clientId, query);
    return asClient(this.database, session.clientId, (tx) => loadList(tx, filters));
  }

  /** The merchant's own order; staff see their warehouse's (e.g. to print labels again), admins any. */
  detail(session: Session, orderId: string): Promise<ReceivingOrderDetail> {
    if (isOperator(session)) return this.staff.detail(session, orderId);
    return asClient(this.database, session.clientId, (tx) =>
      loadDetail(tx, orderId, { clientId: session.clientId }),
    );
  }

  /** The spec's "cancel receiving order": from draft or in transit only; incoming stock is given back. */
  cancel(session: Session, orderId: string): Promise<ReceivingOrderDetail> {
    refuseOperator(session);
    const scope = { clientId: session.clientId };
    return asClient(this.database, session.clientId, async (tx) => {
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
        session.clientId,
        boxes.map((box) => box.id),
        'cancelled',
        { createdBy: session.userId },
      );
      await orderStatusChanged(tx, order, locked.status);
      return loadDetail(tx, orderId, scope);
    });
  }
}
