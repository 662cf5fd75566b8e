// The merchant's orders: the list of spec point 3, its filters, the detail, create (idempotent), send to process /
// Start Process (one or many, one transaction per order), cancel and bulk delete. Every query runs as the caller's
// client (asClient: row-level security). No HTTP here.
import type { Database } from '../../platform/db/connection.js';
import { asClient } from '../../platform/db/scope.js';
import { Conflict, Forbidden, NotFound } from '../../platform/errors.js';
import { withIdempotencyKey, type IdempotentAnswer } from '../../platform/idempotency.js';
import type { Session } from '../accounts/service.js';
import {
  cancelOrder,
  createOrder,
  deleteOrder,
  ORDER_MESSAGES,
  OUTCOME_CODES,
  processOrder,
} from './actions.js';
import { withCommentAuthors } from './comment-authors.js';
import { readListQuery } from './list-query.js';
import {
  clientHasShop,
  findOrderDetail,
  listOrders,
  namesInUse,
  shopIdsNamed,
  warehouseIdsNamed,
} from './repository.js';
import {
  ECOMMERCE_STATUS,
  FULFILLMENT_STATUS,
  ORDER_KEYS,
  WAREHOUSE_STATUS,
  type BulkOrderOutcome,
  type BulkOrdersResult,
  type CreateOrderBody,
  type OrderDetail,
  type OrderFilters,
  type OrderList,
  type OrderListQuery,
  type OrderSource,
} from './schemas.js';

/** The operator's users (staff, admins) work on orders from the staff screens, never in a merchant's name. */
function merchantOf(session: Session): { clientId: string; userId: string } {
  if (session.role === 'admin' || session.role === 'staff') throw new Forbidden(ORDER_MESSAGES.operatorsRead);
  return { clientId: session.clientId, userId: session.userId };
}

export class OrdersService {
  constructor(private readonly database: Database) {}

  list(session: Session, query: OrderListQuery, timeZone: string | undefined): Promise<OrderList> {
    const actor = merchantOf(session);
    const request = readListQuery(query, timeZone);
    return asClient(this.database, actor.clientId, async (tx) => {
      const shopIds = request.shopName ? await shopIdsNamed(tx, actor.clientId, request.shopName) : null;
      const warehouseIds = request.warehouseName ? await warehouseIdsNamed(tx, request.warehouseName) : null;
      const base = { search: request.search, orderKeys: [...ORDER_KEYS] };
      // A name that matches nothing filters everything out: no query needed.
      if (shopIds?.length === 0 || warehouseIds?.length === 0)
        return { ...base, orders: [], totalRows: 0, totalRowsExact: true };
      const page = await listOrders(tx, { clientId: actor.clientId, shopIds, warehouseIds }, request);
      return { ...base, ...page };
    });
  }

  filters(session: Session): Promise<OrderFilters> {
    const actor = merchantOf(session);
    return asClient(this.database, actor.clientId, async (tx) => {
      const { shopNames, warehouseNames } = await namesInUse(tx, actor.clientId);
      return {
        fulfillmentStatus: [...FULFILLMENT_STATUS],
        ecommerceStatus: [...ECOMMERCE_STATUS],
        warehouseStatus: [...WAREHOUSE_STATUS],
        shopName: shopNames,
        warehouseName: warehouseNames,
      };
    });
  }

  /** The order's detail; its comments name the warehouse's people too (comment-authors.ts). */
  async detail(session: Session, orderId: string): Promise<OrderDetail> {
    const actor = merchantOf(session);
    const detail = await asClient(this.database, actor.clientId, async (tx) => {
      const detail = await findOrderDetail(tx, actor.clientId, orderId);
      if (!detail) throw new NotFound(ORDER_MESSAGES.notFound);
      return detail;
    });
    return withCommentAuthors(this.database, detail);
  }

  /**
   * Creates an order once per Idempotency-Key: the same key and body answer the first 201 again. `source` is
   * 'api' for the public API's (issue 20), which the merchant's systems send.
   */
  create(
    session: Session,
    idempotencyKey: string,
    body: CreateOrderBody,
    source: OrderSource = 'manual',
  ): Promise<IdempotentAnswer<OrderDetail>> {
    const actor = merchantOf(session);
    return asClient(this.database, actor.clientId, (tx) =>
      withIdempotencyKey(
        tx,
        { clientId: actor.clientId, scope: 'orders.create', key: idempotencyKey, request: body },
        async () => {
          const { id } = await createOrder(tx, actor, body, { source });
          return { status: 201, body: (await findOrderDetail(tx, actor.clientId, id))! };
        },
      ),
    );
  }

  /** Send to process or Start Process of one order; its detail (no_stock when the stock fell short). */
  async process(session: Session, orderId: string): Promise<OrderDetail> {
    const actor = merchantOf(session);
    const detail = await asClient(this.database, actor.clientId, async (tx) => {
      const outcome = await processOrder(tx, actor, orderId);
      if (outcome.code === OUTCOME_CODES.notFound) throw new NotFound(ORDER_MESSAGES.notFound);
      if (!outcome.ok && outcome.code !== OUTCOME_CODES.noStock) throw new Conflict(outcome.message ?? '');
      return (await findOrderDetail(tx, actor.clientId, orderId))!;
    });
    return withCommentAuthors(this.database, detail);
  }

  /** Each order in its own transaction: one short of stock or refused does not hold the others back. */
  async processMany(session: Session, orderIds: string[]): Promise<BulkOrdersResult> {
    const actor = merchantOf(session);
    const results: BulkOrderOutcome[] = [];
    for (const orderId of orderIds)
      results.push(await asClient(this.database, actor.clientId, (tx) => processOrder(tx, actor, orderId)));
    if (results.every((r) => r.code === OUTCOME_CODES.notFound)) throw new NotFound(ORDER_MESSAGES.notFound);
    return { results };
  }

  async cancel(session: Session, orderId: string): Promise<OrderDetail> {
    const actor = merchantOf(session);
    const detail = await asClient(this.database, actor.clientId, async (tx) => {
      await cancelOrder(tx, actor, orderId);
      return (await findOrderDetail(tx, actor.clientId, orderId))!;
    });
    return withCommentAuthors(this.database, detail);
  }

  /**
   * Bulk delete (spec point 8, "Delete order failure: server message, mapped to 'Please integrate a store so we
   * can fetch your orders'"). Each order in its own transaction; only orders not yet processing are deleted, the
   * others are refused per id with the reason. The request fails as a whole only when it deleted nothing: 404
   * when none of the ids is the caller's; else 409 whose message is, when the client has no store integrated (no
   * shop), 'Please integrate a store so we can fetch your orders' — the orders list is fed by the stores, so
   * that is what such a merchant needs to do — and otherwise the first refusal's reason.
   */
  async deleteMany(session: Session, orderIds: string[]): Promise<BulkOrdersResult> {
    const actor = merchantOf(session);
    const results: BulkOrderOutcome[] = [];
    for (const orderId of orderIds)
      results.push(await asClient(this.database, actor.clientId, (tx) => deleteOrder(tx, actor, orderId)));
    if (results.some((r) => r.ok)) return { results };
    if (results.every((r) => r.code === OUTCOME_CODES.notFound)) throw new NotFound(ORDER_MESSAGES.notFound);
    const hasShop = await asClient(this.database, actor.clientId, (tx) => clientHasShop(tx, actor.clientId));
    throw new Conflict(hasShop ? (results.find((r) => !r.ok)?.message ?? '') : ORDER_MESSAGES.integrateStore);
  }
}
