// Warehouse staff's side of receiving orders: every client's orders at the staff user's warehouse (admins: any),
// a box found by its barcode, arrival, receiving box by box and resolving a discrepancy. Runs in the operator
// scope (asOperator) plus an explicit filter on the staff user's warehouse. No HTTP here.
import type { AppDatabase, Database } from '../../platform/db/connection.js';
import type { ReceivingOrderStatus } from '../../platform/db/schema.js';
import { asOperator } from '../../platform/db/scope.js';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../platform/errors.js';
import type { Session } from '../accounts/service.js';
import { recordMovements, type MovementInput } from '../inventory/ledger.js';
import { orderStatusChanged } from './events.js';
import { staffListFilters } from './list-query.js';
import { receiveBox } from './receive-box.js';
import {
  changeOrderStatus,
  findBox,
  findBoxByBarcode,
  findProductsBySku,
  findStaffWarehouse,
  insertBoxEvents,
  lockOrder,
  markBoxesArrived,
  resolveBoxDiscrepancy,
  type BoxRow,
  type OrderScope,
} from './repository.js';
import type {
  ReceiveBoxBody,
  ReceivingOrderDetail,
  ReceivingOrderList,
  ResolveDiscrepancyBody,
  StaffBoxView,
  StaffReceivingOrderListQuery,
} from './schemas.js';
import { statusPhrase } from './transitions.js';
import { loadDetail, loadList, RECEIVING_MESSAGES } from './view.js';

export const STAFF_MESSAGES = {
  staffOnly: 'Only warehouse staff and admins receive inventory',
  noWarehouse: 'Your user works in no warehouse yet: an admin must assign you one',
  notInTransit: (status: ReceivingOrderStatus) =>
    `This receiving order ${statusPhrase(status)}: only one in transit can arrive`,
  noDiscrepancy: 'This box has no discrepancy to resolve',
  alreadyResolved: "This box's discrepancy was already resolved",
  unknownSku: (sku: string) => `SKU ${sku} is none of this client's products`,
  duplicateSku: (sku: string) => `SKU ${sku} is listed twice`,
  zeroAdjustment: (sku: string) => `The adjustment of ${sku} is 0: leave it out`,
} as const;

export class StaffReceivingService {
  constructor(private readonly database: Database) {}

  /** Staff see their warehouse's orders only; admins every warehouse's (or the one they ask for). */
  private async scope(tx: AppDatabase, session: Session, warehouseId?: string): Promise<OrderScope> {
    if (session.role === 'admin') return warehouseId ? { warehouseId } : {};
    if (session.role !== 'staff') throw new Forbidden(STAFF_MESSAGES.staffOnly);
    const own = await findStaffWarehouse(tx, session.userId);
    if (!own) throw new Forbidden(STAFF_MESSAGES.noWarehouse);
    return { warehouseId: own };
  }

  private async boxView(tx: AppDatabase, box: BoxRow, scope: OrderScope): Promise<StaffBoxView> {
    const receivingOrder = await loadDetail(tx, box.receivingOrderId, scope);
    return { receivingOrder, box: receivingOrder.boxes.find((one) => one.id === box.id)! };
  }

  list(session: Session, query: StaffReceivingOrderListQuery): Promise<ReceivingOrderList> {
    return asOperator(this.database, async (tx) => {
      const scope = await this.scope(tx, session, query.warehouseId?.trim() || undefined);
      return loadList(tx, staffListFilters(scope.warehouseId, query));
    });
  }

  detail(session: Session, orderId: string): Promise<ReceivingOrderDetail> {
    return asOperator(this.database, async (tx) => loadDetail(tx, orderId, await this.scope(tx, session)));
  }

  boxByBarcode(session: Session, barcode: string): Promise<StaffBoxView> {
    return asOperator(this.database, async (tx) => {
      const scope = await this.scope(tx, session);
      // Scanners send what the label prints; people may type it in lower case.
      const box = await findBoxByBarcode(tx, barcode.trim().toUpperCase(), scope);
      if (!box) throw new NotFound(RECEIVING_MESSAGES.boxNotFound);
      return this.boxView(tx, box, scope);
    });
  }

  /** in_transit → arrived: the boxes' arrival is stamped, which starts their receiving deadline. */
  arrived(session: Session, orderId: string): Promise<ReceivingOrderDetail> {
    return asOperator(this.database, async (tx) => {
      const scope = await this.scope(tx, session);
      const locked = await lockOrder(tx, orderId, scope);
      if (!locked) throw new NotFound(RECEIVING_MESSAGES.orderNotFound);
      if (locked.status !== 'in_transit') throw new Conflict(STAFF_MESSAGES.notInTransit(locked.status));
      const order = (await changeOrderStatus(tx, orderId, ['in_transit'], 'arrived', {
        arrivedAt: new Date(),
      }))!;
      const boxes = await markBoxesArrived(tx, orderId);
      await insertBoxEvents(
        tx,
        order.clientId,
        boxes.map((box) => box.id),
        'arrived',
        { createdBy: session.userId },
      );
      await orderStatusChanged(tx, order, 'in_transit');
      return loadDetail(tx, orderId, scope);
    });
  }

  receive(session: Session, boxId: string, body: ReceiveBoxBody): Promise<StaffBoxView> {
    return asOperator(this.database, async (tx) => {
      const scope = await this.scope(tx, session);
      const box = await findBox(tx, boxId, scope);
      if (!box) throw new NotFound(RECEIVING_MESSAGES.boxNotFound);
      const order = await lockOrder(tx, box.receivingOrderId, scope);
      if (!order) throw new NotFound(RECEIVING_MESSAGES.boxNotFound);
      await receiveBox(tx, { order, boxId, userId: session.userId, body });
      return this.boxView(tx, box, scope);
    });
  }

  /** An explicit step the merchant sees in the box's timeline, with optional stock adjustments in the ledger. */
  resolveDiscrepancy(session: Session, boxId: string, body: ResolveDiscrepancyBody): Promise<StaffBoxView> {
    return asOperator(this.database, async (tx) => {
      const scope = await this.scope(tx, session);
      const box = await findBox(tx, boxId, scope);
      if (!box) throw new NotFound(RECEIVING_MESSAGES.boxNotFound);
      const order = await lockOrder(tx, box.receivingOrderId, scope);
      if (!order) throw new NotFound(RECEIVING_MESSAGES.boxNotFound);
      const movements = await this.adjustments(tx, order.clientId, order.warehouseId, box.id, session, body);
      const note = body.note.trim();
      if (!note) throw new ValidationFailed('A resolution note is required', { field: 'note' });
      const resolved = await resolveBoxDiscrepancy(tx, box.id, { resolvedBy: session.userId, note });
      if (!resolved) {
        throw new Conflict(
          box.status === 'with_discrepancy' ? STAFF_MESSAGES.alreadyResolved : STAFF_MESSAGES.noDiscrepancy,
        );
      }
      if (movements.length > 0) await recordMovements(tx, movements);
      await insertBoxEvents(tx, order.clientId, [box.id], 'discrepancy_resolved', {
        note,
        createdBy: session.userId,
      });
      return this.boxView(tx, box, scope);
    });
  }

  private async adjustments(
    tx: AppDatabase,
    clientId: string,
    warehouseId: string,
    boxId: string,
    session: Session,
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
      (await findProductsBySku(tx, clientId, [...seen])).map((product) => [product.sku, product.id]),
    );
    return wanted.map(({ sku, quantity }, i) => {
      const productId = products.get(sku);
      if (!productId)
        throw new ValidationFailed(STAFF_MESSAGES.unknownSku(sku), { field: `adjustments.${i}.sku` });
      return {
        clientId,
        productId,
        warehouseId,
        quantity,
        reason: 'adjusted' as const,
        documentType: 'discrepancy' as const,
        documentId: boxId,
        documentLine: sku,
        note: body.note.trim(),
        createdBy: session.userId,
      };
    });
  }
}
