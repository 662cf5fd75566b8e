// The merchant's changes to orders in the caller's transaction (the service and the seed call them): create, send
// to process / Start Process (reserve through the ledger), cancel (release), delete. Each takes the order's row lock
// first and moves it through the transition table's conditional UPDATE, so two requests never both apply.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors.js';
import { InsufficientStock, recordMovements, rowsOf } from '../inventory/ledger.js';
import {
  countryExists,
  findProductsForOrder,
  findWarehouseCurrency,
  lockOrder,
  setLinesReserved,
  stockNeeds,
  type LockedOrder,
} from './repository.js';
import type { BulkOrderOutcome, CreateOrderBody, OrderSource } from './schemas.js';
import { applyTransition, refusalMessage, type TransitionAction } from './transitions.js';
import { automaticShopIds, clientOwnsShop } from './automatic-orders-repository.js';

export const ORDER_MESSAGES = {
  notFound: 'No such order',
  unknownWarehouse: 'No such warehouse',
  unknownCountry: 'No such country',
  unknownShop: 'No such shop',
  unknownProduct: 'No such product in your catalogue',
  duplicateReference: (reference: string) => `An order with the reference ${reference} already exists`,
  noStock:
    'There is not enough stock available for this order: it waits as No stock, and Start Process sends it once the stock arrives',
  unlinkedLine: (sku: string) =>
    `The line ${sku} is linked to no product: link it before processing the order`,
  operatorsRead: "Orders are the merchant's: the warehouse works on them from the staff screens",
  /** Spec point 8, "Delete order failure": the words when the client has no store integrated (see deleteOrders). */
  integrateStore: 'Please integrate a store so we can fetch your orders',
} as const;

export const OUTCOME_CODES = {
  notFound: 'ORDER_NOT_FOUND',
  noStock: 'NO_STOCK',
  unlinkedLine: 'ORDER_LINE_NOT_LINKED',
  refused: 'ORDER_STATUS_REFUSES',
  alreadyProcessing: 'ORDER_ALREADY_PROCESSING',
} as const;

export interface Actor {
  clientId: string;
  userId: string | null;
}

export interface CreateOptions {
  source?: OrderSource;
  /** When it happened, when not now (the demo seed's history). */
  at?: Date;
  shopId?: string | null;
  /** The shop's own id of the order (a webhook's or a sync's), unique per shop (orders_shop_external_key). */
  externalId?: string | null;
}

/** Creates a pending order from the caller's products; its id. Sends it to process too when asked. */
export async function createOrder(
  tx: AppDatabase,
  actor: Actor,
  body: CreateOrderBody,
  options: CreateOptions = {},
): Promise<{ id: string; outcome: BulkOrderOutcome | null }> {
  const { clientId } = actor;
  const warehouse = await findWarehouseCurrency(tx, body.warehouseId);
  if (!warehouse)
    throw new ValidationFailed(ORDER_MESSAGES.unknownWarehouse, {
      fieldErrors: { warehouseId: ORDER_MESSAGES.unknownWarehouse },
    });
  if (!(await countryExists(tx, body.address.countryCode)))
    throw new ValidationFailed(ORDER_MESSAGES.unknownCountry, {
      fieldErrors: { 'address.countryCode': ORDER_MESSAGES.unknownCountry },
    });
  const shopId = body.shopId ?? options.shopId ?? null;
  if (shopId !== null && !(await clientOwnsShop(tx, clientId, shopId)))
    throw new ValidationFailed(ORDER_MESSAGES.unknownShop, {
      fieldErrors: { shopId: ORDER_MESSAGES.unknownShop },
    });
  const products = await findProductsForOrder(tx, clientId, [...new Set(body.lines.map((l) => l.productId))]);
  const missing: Record<string, string> = {};
  body.lines.forEach((line, i) => {
    if (!products.has(line.productId)) missing[`lines[${i}].productId`] = ORDER_MESSAGES.unknownProduct;
  });
  if (Object.keys(missing).length > 0)
    throw new ValidationFailed(ORDER_MESSAGES.unknownProduct, { fieldErrors: missing });

  const lines = body.lines.map((line, i) => {
    const product = products.get(line.productId)!;
    return {
      position: i + 1,
      productId: product.id,
      sku: product.sku,
      name: product.name,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor ?? product.declaredValueMinor,
    };
  });
  const totalMinor = lines.reduce((sum, l) => sum + l.quantity * l.unitPriceMinor, 0);
  const a = body.address;
  const at = options.at ? sql`${options.at.toISOString()}::timestamptz` : sql`now()`;
  const [number] = rowsOf<{ n: string }>(
    await tx.execute(sql`SELECT nextval('order_number_seq')::text AS n`),
  );
  const reference = body.reference?.trim() || `#${number!.n}`;
  const [inserted] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      INSERT INTO orders (client_id, number, reference, shop_id, external_id, source, warehouse_id, customer_name,
                          customer_email, customer_phone, address_line1, address_line2, city, region, postal_code,
                          country_code, language, currency, total_minor, created_by, created_at, updated_at)
      VALUES (${clientId}, ${number!.n}::bigint, ${reference}, ${shopId}::uuid, ${options.externalId ?? null},
              ${options.source ?? 'manual'}, ${warehouse.id}, ${a.customerName.trim()}, ${a.customerEmail},
              ${a.customerPhone}, ${a.line1.trim()}, ${a.line2}, ${a.city.trim()}, ${a.region}, ${a.postalCode.trim()},
              ${a.countryCode}, ${body.language ?? 'es-MX'}, ${body.currency ?? warehouse.currency}, ${totalMinor},
              ${actor.userId}::uuid, ${at}, ${at})
      ON CONFLICT (client_id, coalesce(shop_id::text, ''), reference) DO NOTHING
      RETURNING id`),
  );
  if (!inserted)
    throw new Conflict(ORDER_MESSAGES.duplicateReference(reference), {
      fieldErrors: { reference: ORDER_MESSAGES.duplicateReference(reference) },
      field: 'reference',
    });
  const id = inserted.id;
  await tx.execute(sql`
    INSERT INTO order_lines (client_id, order_id, position, product_id, sku, name, quantity, unit_price_minor)
    VALUES ${sql.join(
      lines.map(
        (l) =>
          sql`(${clientId}, ${id}::uuid, ${l.position}, ${l.productId}::uuid, ${l.sku}, ${l.name}, ${l.quantity}, ${l.unitPriceMinor})`,
      ),
      sql`, `,
    )}`);
  await tx.execute(sql`
    INSERT INTO order_status_history (client_id, order_id, status_column, from_status, to_status, changed_by,
                                      changed_by_name, changed_at)
    SELECT ${clientId}, ${id}::uuid, 'fulfillment', NULL, 'pending', ${actor.userId}::uuid,
           (SELECT display_name FROM users WHERE id = ${actor.userId}::uuid), ${at}`);
  await recordEvent(tx, {
    clientId,
    name: 'order.created',
    payload: { orderId: id, warehouseId: warehouse.id, reference, source: options.source ?? 'manual' },
  });
  // Asked for, or the shop's automatic orders (migration 019): to process in this same transaction.
  const sendNow = body.sendToProcess === true || (await automaticShopIds(tx, clientId, [shopId])).size > 0;
  const outcome = sendNow ? await processOrder(tx, actor, id, { at: options.at }) : null;
  return { id, outcome };
}

const outcomeOf = (
  order: Pick<LockedOrder, 'id' | 'fulfillmentStatus' | 'warehouseStatus'>,
  refusal: { code: string; message: string } | null,
): BulkOrderOutcome => ({
  orderId: order.id,
  ok: refusal === null,
  fulfillmentStatus: order.fulfillmentStatus,
  warehouseStatus: order.warehouseStatus,
  code: refusal?.code ?? null,
  message: refusal?.message ?? null,
});

const notFound = (orderId: string): BulkOrderOutcome => ({
  orderId,
  ok: false,
  fulfillmentStatus: null,
  warehouseStatus: null,
  code: OUTCOME_CODES.notFound,
  message: ORDER_MESSAGES.notFound,
});

function refusedBy(order: LockedOrder, action: TransitionAction): { code: string; message: string } {
  const code =
    order.fulfillmentStatus === 'processing' || order.fulfillmentStatus === 'fulfilled'
      ? OUTCOME_CODES.alreadyProcessing
      : OUTCOME_CODES.refused;
  return { code, message: refusalMessage(order, action) };
}

/**
 * Send to process (never sent) or Start Process (waiting for stock): reserves every unit the order needs through
 * the ledger in a savepoint — all lines or none. With too little available the savepoint is undone and the order
 * waits as pending/no_stock (outcome NO_STOCK). Never read-then-write: the ledger's conditional UPDATE decides.
 */
export async function processOrder(
  tx: AppDatabase,
  actor: Actor,
  orderId: string,
  options: { at?: Date } = {},
): Promise<BulkOrderOutcome> {
  const order = await lockOrder(tx, actor.clientId, orderId);
  if (!order) return notFound(orderId);
  const action: TransitionAction =
    order.fulfillmentStatus === 'pending' && order.warehouseStatus === 'no_stock'
      ? 'start_process'
      : 'send_to_process';
  const refusal =
    order.fulfillmentStatus !== 'pending' ||
    (order.warehouseStatus !== null && order.warehouseStatus !== 'no_stock')
      ? refusedBy(order, action)
      : null;
  if (refusal) return outcomeOf(order, refusal);

  const needs = await stockNeeds(tx, order.id);
  const unlinked = needs.find((n) => n.productId === null);
  if (unlinked) {
    const [line] = rowsOf<{ sku: string }>(
      await tx.execute(sql`SELECT sku FROM order_lines WHERE id = ${unlinked.lineId}::uuid`),
    );
    return outcomeOf(order, {
      code: OUTCOME_CODES.unlinkedLine,
      message: ORDER_MESSAGES.unlinkedLine(line!.sku),
    });
  }
  try {
    const applied = await tx.transaction(async (sp) => {
      await recordMovements(
        sp,
        needs.map((n) => ({
          clientId: order.clientId,
          productId: n.productId!,
          warehouseId: order.warehouseId,
          quantity: n.quantity,
          reason: 'reserved' as const,
          documentType: 'order' as const,
          documentId: order.id,
          documentLine: n.documentLine,
          createdBy: actor.userId,
          createdAt: options.at,
        })),
      );
      await setLinesReserved(sp, order.id, 1);
      return applyTransition(sp, { orderId: order.id, action, actorId: actor.userId, at: options.at });
    });
    // The row was locked above in this state: the table allows the move, so applied is never null here.
    return outcomeOf({ id: order.id, ...(applied?.to ?? order) }, applied ? null : refusedBy(order, action));
  } catch (error) {
    if (!(error instanceof InsufficientStock)) throw error;
    const waiting = await applyTransition(tx, {
      orderId: order.id,
      action: 'wait_for_stock',
      actorId: actor.userId,
      at: options.at,
    });
    return outcomeOf(
      { id: order.id, ...(waiting?.to ?? order) },
      { code: OUTCOME_CODES.noStock, message: ORDER_MESSAGES.noStock },
    );
  }
}

/** Gives back what the order holds: exactly its reserved movements in the ledger, each released once. */
async function releaseReservation(
  tx: AppDatabase,
  actor: Actor,
  order: LockedOrder,
  at?: Date,
): Promise<void> {
  const held = rowsOf<{ product_id: string; warehouse_id: string; document_line: string; quantity: number }>(
    await tx.execute(sql`
      SELECT product_id, warehouse_id, document_line, quantity FROM inventory_movements
       WHERE client_id = ${order.clientId} AND document_type = 'order' AND document_id = ${order.id}
         AND reason = 'reserved'`),
  );
  if (held.length === 0) return;
  await recordMovements(
    tx,
    held.map((m) => ({
      clientId: order.clientId,
      productId: m.product_id,
      warehouseId: m.warehouse_id,
      quantity: -m.quantity,
      reason: 'released' as const,
      documentType: 'order' as const,
      documentId: order.id,
      documentLine: m.document_line,
      createdBy: actor.userId,
      createdAt: at,
    })),
  );
  await setLinesReserved(tx, order.id, 0);
}

/** Cancels the order (until picking starts) and releases its reservation; NotFound / Conflict with the reason. */
export async function cancelOrder(tx: AppDatabase, actor: Actor, orderId: string, at?: Date): Promise<void> {
  const order = await lockOrder(tx, actor.clientId, orderId);
  if (!order) throw new NotFound(ORDER_MESSAGES.notFound);
  const applied = await applyTransition(tx, {
    orderId: order.id,
    action: 'cancel',
    actorId: actor.userId,
    at,
  });
  if (!applied) throw new Conflict(refusalMessage(order, 'cancel'));
  await releaseReservation(tx, actor, order, at);
}

/** Deletes one order if its state allows (pending, not yet processing); its outcome. */
export async function deleteOrder(tx: AppDatabase, actor: Actor, orderId: string): Promise<BulkOrderOutcome> {
  const order = await lockOrder(tx, actor.clientId, orderId);
  if (!order) return notFound(orderId);
  const applied = await applyTransition(tx, { orderId: order.id, action: 'delete', actorId: actor.userId });
  if (!applied) return outcomeOf(order, refusedBy(order, 'delete'));
  return outcomeOf({ id: order.id, ...applied.to }, null);
}
