// Shop webhooks (issue 19, store-sync): what a verified delivery does. The route (webhooks.ts) has checked the
// signature over the raw body before this runs; here the shop is found by its domain, the delivery is recorded
// once per X-Shopify-Webhook-Id, and orders/create becomes an order through the orders module's createOrder (source
// 'shop', the shop's automatic orders sending it to process in the same transaction). The delivery's row and its
// order are written in one transaction: a delivery that fails leaves nothing, and the shop's retry does it all.
import { sql } from 'drizzle-orm';
import type { AppDatabase, Database } from '../../platform/db/connection.js';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { Conflict, ValidationFailed } from '../../platform/errors.js';
import { rowsOf } from '../inventory/ledger.js';
import { createOrder } from '../orders/actions.js';
import { MAX_ORDER_LINES, type CreateOrderBody } from '../orders/schemas.js';
import type { StoreOrder, StoreOrderLine } from './adapter.js';
import { readOrder } from './shopify.js';
import { decimalToCents } from './shopify-protocol.js';
import type { WebhookAnswer } from './webhooks-schemas.js';

export const WEBHOOK_MESSAGES = {
  badSignature: 'The webhook signature does not match its body',
  missingHeader: (name: string) => `The webhook has no ${name} header`,
  topicMismatch: 'The address names another topic than the X-Shopify-Topic header',
  notJson: 'The webhook body is not JSON',
  notAnOrder: (why: string) => `The webhook body is not an order: ${why}`,
  unknownSku: (sku: string) =>
    `No product of yours has the SKU ${sku}: add it or link the listing, and the shop will send the order again`,
  noWarehouse:
    'There is no warehouse to send this order to: choose one in Settings > Shops > Automatic Orders, and the shop will send the order again',
} as const;

/** The topics a delivery acts on; any other verified topic is recorded and answered 'ignored'. */
export const ORDER_CREATED_TOPIC = 'orders/create';
/** The merchant removed our app in their store: its token is dead, the shop shows as disconnected. */
export const APP_UNINSTALLED_TOPIC = 'app/uninstalled';

export interface WebhookShop {
  id: string;
  clientId: string;
  /** shops.ecommerce: which adapter (and so which app secret) verifies its deliveries. */
  platform: string;
}

export interface Delivery {
  webhookId: string;
  topic: string;
  body: unknown;
}

/**
 * An Admin API order (the orders/create webhook's body) read by the adapter's readOrder, then checked: the
 * adapter reads leniently (a sync skips what it cannot use), a webhook that cannot make an order is refused with
 * a 400 naming what is wrong, never a 500 from a missing property.
 */
export function readWebhookOrder(body: unknown): StoreOrder {
  const problem = (why: string) => new ValidationFailed(WEBHOOK_MESSAGES.notAnOrder(why));
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw problem('not an object');
  const order = readOrder(body as Record<string, unknown>);
  if (!/^\d{1,20}$/.test(order.externalId)) throw problem('no id');
  if (!/^[A-Z]{3}$/.test(order.currency)) throw problem('no currency');
  const items = (body as Record<string, unknown>).line_items;
  if (!Array.isArray(items) || order.lines.length === 0 || order.lines.length !== items.length)
    throw problem('line_items is not a list of lines');
  if (order.lines.length > MAX_ORDER_LINES) throw problem(`more than ${MAX_ORDER_LINES} line_items`);
  order.lines.forEach((line, i) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
      throw problem(`line_items[${i}].quantity is not a positive whole number`);
    if (!line.sku) throw problem(`line_items[${i}] has no sku`);
    const price = (items[i] as Record<string, unknown>).price;
    if (decimalToCents(price) === null) throw problem(`line_items[${i}].price is not an amount`);
  });
  const a = order.shippingAddress;
  if (!a || !a.name || !a.address1 || !a.city || !a.zip || !/^[A-Z]{2}$/.test(a.countryCode))
    throw problem('no complete shipping_address');
  return order;
}

/** The connected shop a delivery's X-Shopify-Shop-Domain names (its url's host, or host and path). */
export async function findShopByDomain(database: Database, domain: string): Promise<WebhookShop | null> {
  const host = domain.trim().toLowerCase().replace(/\/+$/, '');
  if (host === '') return null;
  // Before any client is known: the operator scope, as the sign-in lookups (scope.ts). Only shops whose
  // platform signs with this protocol (Shopify and the sandbox store that speaks it).
  const candidates = [`https://${host}`, `http://${host}`, `https://${host}/`, `http://${host}/`];
  return asOperator(database, async (tx) => {
    const [row] = rowsOf<{ id: string; client_id: string; ecommerce: string }>(
      await tx.execute(sql`
        SELECT id::text AS id, client_id, ecommerce FROM shops
         WHERE lower(url) IN (${sql.join(
           candidates.map((c) => sql`${c}`),
           sql`, `,
         )})
           AND ecommerce IN ('shopify', 'sandbox') AND status = 'connected'
         ORDER BY created_at LIMIT 1`),
    );
    return row ? { id: row.id, clientId: row.client_id, platform: row.ecommerce } : null;
  });
}

/** Each line's product: the shop's linked listing of its variant, else the client's product of that SKU. */
async function productsOfLines(
  tx: AppDatabase,
  shop: WebhookShop,
  lines: readonly StoreOrderLine[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const line of lines) {
    const [linked] = line.variantId
      ? rowsOf<{ product_id: string }>(
          await tx.execute(sql`
            SELECT product_id::text AS product_id FROM shop_listings
             WHERE shop_id = ${shop.id}::uuid AND external_id = ${line.variantId} AND product_id IS NOT NULL`),
        )
      : [];
    if (linked) {
      ids.push(linked.product_id);
      continue;
    }
    const [bySku] = rowsOf<{ id: string }>(
      await tx.execute(
        sql`SELECT id::text AS id FROM products WHERE client_id = ${shop.clientId} AND sku = ${line.sku}`,
      ),
    );
    if (!bySku) throw new Conflict(WEBHOOK_MESSAGES.unknownSku(line.sku));
    ids.push(bySku.id);
  }
  return ids;
}

/**
 * Where the order goes: the shop's automatic-orders warehouse; else the warehouse with the most units available of
 * its products (where it can be fulfilled); else where the client's last order went.
 */
async function warehouseFor(
  tx: AppDatabase,
  shop: WebhookShop,
  productIds: readonly string[],
): Promise<string> {
  const [setting] = rowsOf<{ warehouse_id: string | null }>(
    await tx.execute(
      sql`SELECT settings ->> 'automaticOrdersWarehouseId' AS warehouse_id FROM shops WHERE id = ${shop.id}::uuid`,
    ),
  );
  if (setting?.warehouse_id) return setting.warehouse_id;
  const [stocked] = rowsOf<{ warehouse_id: string }>(
    await tx.execute(sql`
      SELECT warehouse_id FROM stock_levels
       WHERE client_id = ${shop.clientId} AND product_id::text IN (${sql.join(
         productIds.map((id) => sql`${id}`),
         sql`, `,
       )})
       GROUP BY warehouse_id HAVING sum(available) > 0
       ORDER BY sum(available) DESC, warehouse_id LIMIT 1`),
  );
  if (stocked) return stocked.warehouse_id;
  const [last] = rowsOf<{ warehouse_id: string }>(
    await tx.execute(sql`
      SELECT warehouse_id FROM orders WHERE client_id = ${shop.clientId} ORDER BY created_at DESC LIMIT 1`),
  );
  if (last) return last.warehouse_id;
  throw new Conflict(WEBHOOK_MESSAGES.noWarehouse);
}

/** orders/create: the shop's order made here, unless it already is (another delivery, a sync). */
async function createShopOrder(
  tx: AppDatabase,
  shop: WebhookShop,
  order: StoreOrder,
): Promise<{ outcome: 'created' | 'exists'; orderId: string }> {
  const [existing] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      SELECT id::text AS id FROM orders WHERE shop_id = ${shop.id}::uuid AND external_id = ${order.externalId}`),
  );
  if (existing) return { outcome: 'exists', orderId: existing.id };
  const address = order.shippingAddress!;
  const productIds = await productsOfLines(tx, shop, order.lines);
  const body: CreateOrderBody = {
    reference: order.reference.slice(0, 100),
    warehouseId: await warehouseFor(tx, shop, productIds),
    shopId: shop.id,
    address: {
      customerName: address.name.slice(0, 200),
      customerEmail: order.email,
      customerPhone: address.phone && address.phone.length >= 3 ? address.phone.slice(0, 40) : null,
      line1: address.address1.slice(0, 200),
      line2: address.address2?.slice(0, 200) ?? null,
      city: address.city.slice(0, 100),
      region: address.province?.slice(0, 100) ?? null,
      postalCode: address.zip.slice(0, 20),
      countryCode: address.countryCode,
    },
    currency: order.currency,
    lines: order.lines.map((line, i) => ({
      productId: productIds[i]!,
      quantity: line.quantity,
      unitPriceMinor: line.priceCents,
    })),
  };
  const { id } = await createOrder(tx, { clientId: shop.clientId, userId: null }, body, {
    source: 'shop',
    shopId: shop.id,
    externalId: order.externalId,
  });
  return { outcome: 'created', orderId: id };
}

export class WebhooksService {
  constructor(private readonly database: Database) {}

  /** A delivery the shop's adapter verified: recorded once per webhook id, acted on in the same transaction. */
  async receive(shop: WebhookShop, delivery: Delivery): Promise<WebhookAnswer> {
    // Read before the transaction: a body that is no order is refused without touching the database.
    const order = delivery.topic === ORDER_CREATED_TOPIC ? readWebhookOrder(delivery.body) : null;
    return asClient(this.database, shop.clientId, async (tx) => {
      const [first] = rowsOf<{ webhook_id: string }>(
        await tx.execute(sql`
          INSERT INTO shop_webhook_deliveries (client_id, shop_id, webhook_id, topic)
          VALUES (${shop.clientId}, ${shop.id}::uuid, ${delivery.webhookId}, ${delivery.topic})
          ON CONFLICT (shop_id, webhook_id) DO NOTHING
          RETURNING webhook_id`),
      );
      if (!first) {
        const [seen] = rowsOf<{ order_id: string | null }>(
          await tx.execute(sql`
            SELECT order_id::text AS order_id FROM shop_webhook_deliveries
             WHERE shop_id = ${shop.id}::uuid AND webhook_id = ${delivery.webhookId}`),
        );
        return { outcome: 'duplicate', orderId: seen?.order_id ?? null };
      }
      if (delivery.topic === APP_UNINSTALLED_TOPIC) {
        // As disconnecting from /integrations does (store-connect): the token goes, the shop and its orders stay.
        await tx.execute(sql`
          UPDATE shops SET status = 'disconnected', access_token_ciphertext = NULL, access_scope = NULL
           WHERE id = ${shop.id}::uuid`);
        return { outcome: 'disconnected', orderId: null };
      }
      if (!order) return { outcome: 'ignored', orderId: null };
      const made = await createShopOrder(tx, shop, order);
      await tx.execute(sql`
        UPDATE shop_webhook_deliveries SET order_id = ${made.orderId}::uuid
         WHERE shop_id = ${shop.id}::uuid AND webhook_id = ${delivery.webhookId}`);
      return made;
    });
  }
}
