// The merchant's side of receiving orders: send inventory (idempotent), send a draft, list, detail, cancel and the
// data of the box labels. Every query runs as the caller's client (asClient: row-level security). No HTTP here.
import type { Database } from '../../platform/db/connection.js';
import { asClient } from '../../platform/db/scope.js';
import { Forbidden } from '../../platform/errors.js';
import { withIdempotencyKey } from '../../platform/idempotency.js';
import type { Session } from '../accounts/service.js';
import { merchantListFilters } from './list-query.js';
import {
  cancelReceivingOrder,
  createReceivingOrder,
  sendDraftOrder,
  SEND_MESSAGES,
} from './merchant-actions.js';
import type {
  ReceivingOrderDetail,
  ReceivingOrderList,
  ReceivingOrderListQuery,
  SendInventoryBody,
} from './schemas.js';
import type { StaffReceivingService } from './staff-service.js';
import { loadDetail, loadList } from './view.js';

export { SEND_MESSAGES } from './merchant-actions.js';
export interface SendResult {
  detail: ReceivingOrderDetail;
  /** false when the Idempotency-Key had already created this order: the first answer, replayed. */
  created: boolean;
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
      // The platform's key (same body → the stored answer; another body → 422) in front of the order's own key.
      const answer = await withIdempotencyKey(
        tx,
        {
          clientId,
          scope: 'receiving.create',
          key: idempotencyKey,
          request: body,
          reusedMessage: SEND_MESSAGES.keyReused,
        },
        async () => {
          const { id } = await createReceivingOrder(tx, session, idempotencyKey, body);
          return { status: 201, body: await loadDetail(tx, id, scope) };
        },
      );
      return { detail: answer.body, created: !answer.replayed };
    });
  }

  /** draft → in_transit: the boxes leave, their units become incoming. */
  sendDraft(session: Session, orderId: string): Promise<ReceivingOrderDetail> {
    refuseOperator(session);
    return asClient(this.database, session.clientId, async (tx) => {
      await sendDraftOrder(tx, session, orderId);
      return loadDetail(tx, orderId, { clientId: session.clientId });
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
    return asClient(this.database, session.clientId, async (tx) => {
      await cancelReceivingOrder(tx, session, orderId);
      return loadDetail(tx, orderId, { clientId: session.clientId });
    });
  }
}
