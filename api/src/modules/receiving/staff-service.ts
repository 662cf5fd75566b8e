// Warehouse staff's side of receiving orders: every client's orders at the staff user's warehouse (admins: any),
// a box found by its barcode, arrival, receiving box by box and resolving a discrepancy. Runs in the operator
// scope (asOperator) plus an explicit filter on the staff user's warehouse. No HTTP here.
import type { AppDatabase, Database } from '../../platform/db/connection.js';
import { asOperator } from '../../platform/db/scope.js';
import { Forbidden, NotFound } from '../../platform/errors.js';
import type { Session } from '../accounts/service.js';
import { staffListFilters } from './list-query.js';
import { receiveBox } from './receive-box.js';
import {
  findBox,
  findBoxByBarcode,
  findStaffWarehouse,
  lockOrder,
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
import { markOrderArrived, resolveDiscrepancy, STAFF_MESSAGES } from './staff-actions.js';
import { loadDetail, loadList, RECEIVING_MESSAGES } from './view.js';

export { STAFF_MESSAGES } from './staff-actions.js';

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
      await markOrderArrived(tx, session.userId, orderId, scope);
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
      await resolveDiscrepancy(tx, session.userId, box, scope, body);
      return this.boxView(tx, box, scope);
    });
  }
}
