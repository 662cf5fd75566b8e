// Automatic orders per shop (issue 17, migration 019) through Fastify's inject, on PGlite by default and on
// PostgreSQL with DATABASE_URL: the merchant reads and sets each shop's setting (404 for another client's shop, 400
// with the reason for bad input, 403 for the operator's users), the database refuses the flag on without a
// warehouse, and an order created for an automatic shop — by the form or by the orders import — goes to process in
// its own transaction: it reserves its stock, or waits as no_stock; a shop with the setting off leaves it pending.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { DEMO_CLIENT_ID, DEMO_MAIN_SHOP_ID, DEMO_SANDBOX_SHOP_ID, OTHER_SHOP_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { insertOrders } from '../imports/kinds/orders.js';
import { recordMovements, rowsOf } from '../inventory/ledger.js';
import {
  createProducts,
  prepareUsers,
  request,
  STAFF_WAREHOUSE,
  type TestProduct,
  type Tokens,
} from '../receiving/test-support.js';
import { ORDER_MESSAGES } from './actions.js';
import { AUTOMATIC_ORDERS_MESSAGES } from './automatic-orders.js';
import type { ShopAutomaticOrders, ShopsAutomaticOrders } from './automatic-orders-schemas.js';
import type { CreateOrderBody, OrderDetail } from './schemas.js';

let t: TestApp;
let tokens: Tokens;
let plenty: TestProduct;
let scarce: TestProduct;

const address = {
  customerName: 'Valentina Ríos',
  customerEmail: 'valentina@example.mx',
  customerPhone: null,
  line1: 'Calle Durango 263',
  line2: null,
  city: 'Ciudad de México',
  region: 'CDMX',
  postalCode: '06700',
  countryCode: 'MX',
};

const orderBody = (product: TestProduct, extra: Partial<CreateOrderBody> = {}): CreateOrderBody => ({
  warehouseId: STAFF_WAREHOUSE,
  address,
  lines: [{ productId: product.id, quantity: 2, unitPriceMinor: 10_000 }],
  ...extra,
});

const createOrder = (payload: CreateOrderBody, token = tokens.merchant) =>
  request(t, token, {
    method: 'POST',
    url: '/client/order',
    headers: { 'idempotency-key': randomUUID() },
    payload,
  });

const setAutomatic = (shopId: string, payload: object, token = tokens.merchant) =>
  request(t, token, { method: 'PUT', url: `/client/shop/${shopId}/automatic-orders`, payload });

async function available(productId: string): Promise<number> {
  return asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) => {
    const [row] = rowsOf<{ available: number }>(
      await tx.execute(
        sql`SELECT available FROM stock_levels WHERE product_id = ${productId}::uuid AND warehouse_id = ${STAFF_WAREHOUSE}`,
      ),
    );
    return row?.available ?? 0;
  });
}

beforeAll(async () => {
  t = await startTestApp();
  tokens = await prepareUsers(t);
  [plenty, scarce] = await createProducts(t, DEMO_CLIENT_ID, 2);
  await asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) =>
    recordMovements(tx, [
      {
        clientId: DEMO_CLIENT_ID,
        productId: plenty!.id,
        warehouseId: STAFF_WAREHOUSE,
        quantity: 100,
        reason: 'adjusted',
        documentType: 'adjustment',
        documentId: randomUUID(),
      },
    ]),
  );
}, 120_000);

afterAll(() => t.close());

describe('the setting (GET client/shops/automatic-orders, PUT client/shop/{id}/automatic-orders)', () => {
  it("lists the caller's shops only, each off until the merchant turns it on", async () => {
    const mine = await request(t, tokens.merchant, { method: 'GET', url: '/client/shops/automatic-orders' });
    expect(mine.statusCode).toBe(200);
    const { shops }: ShopsAutomaticOrders = mine.json();
    expect(shops.map((s) => s.shopId).sort()).toEqual([DEMO_MAIN_SHOP_ID, DEMO_SANDBOX_SHOP_ID].sort());
    expect(shops.find((s) => s.shopId === DEMO_MAIN_SHOP_ID)).toEqual({
      shopId: DEMO_MAIN_SHOP_ID,
      shopName: 'Demo Store',
      automaticOrders: false,
      warehouseId: null,
    });
    const theirs = await request(t, tokens.otherMerchant, {
      method: 'GET',
      url: '/client/shops/automatic-orders',
    });
    expect((theirs.json() as ShopsAutomaticOrders).shops.map((s) => s.shopId)).toEqual([OTHER_SHOP_ID]);
  });

  it('turns a shop on with its warehouse, and refuses bad input with the reason', async () => {
    const on = await setAutomatic(DEMO_SANDBOX_SHOP_ID, {
      automaticOrders: true,
      warehouseId: STAFF_WAREHOUSE,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual<ShopAutomaticOrders>({
      shopId: DEMO_SANDBOX_SHOP_ID,
      shopName: 'Sandbox Store',
      automaticOrders: true,
      warehouseId: STAFF_WAREHOUSE,
    });

    const noWarehouse = await setAutomatic(DEMO_MAIN_SHOP_ID, { automaticOrders: true, warehouseId: null });
    expect(noWarehouse.statusCode).toBe(400);
    expect(noWarehouse.json().message).toBe(AUTOMATIC_ORDERS_MESSAGES.warehouseRequired);
    const unknown = await setAutomatic(DEMO_MAIN_SHOP_ID, {
      automaticOrders: true,
      warehouseId: 'WH-NOWHERE',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(AUTOMATIC_ORDERS_MESSAGES.unknownWarehouse);
    expect(
      (await setAutomatic(DEMO_MAIN_SHOP_ID, { automaticOrders: 'yes', warehouseId: null })).statusCode,
    ).toBe(400);

    // Another client's shop is not there for the caller; the operator's users do not act in a merchant's name.
    const foreign = await setAutomatic(OTHER_SHOP_ID, {
      automaticOrders: true,
      warehouseId: STAFF_WAREHOUSE,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(AUTOMATIC_ORDERS_MESSAGES.unknownShop);
    const staff = await setAutomatic(
      DEMO_MAIN_SHOP_ID,
      { automaticOrders: true, warehouseId: STAFF_WAREHOUSE },
      tokens.staff,
    );
    expect(staff.statusCode).toBe(403);

    const after = await request(t, tokens.merchant, { method: 'GET', url: '/client/shops/automatic-orders' });
    const main = (after.json() as ShopsAutomaticOrders).shops.find((s) => s.shopId === DEMO_MAIN_SHOP_ID);
    expect(main).toMatchObject({ automaticOrders: false, warehouseId: null });
  });

  it('the database refuses the flag on without a warehouse, or a flag that is not a boolean', async () => {
    const update = (settings: object) =>
      asOperator(t.testDatabase.database, (tx) =>
        tx.execute(
          sql`UPDATE shops SET settings = settings || ${JSON.stringify(settings)}::jsonb WHERE id = ${DEMO_MAIN_SHOP_ID}::uuid`,
        ),
      );
    await expect(update({ automaticOrders: true, automaticOrdersWarehouseId: null })).rejects.toThrow();
    await expect(update({ automaticOrders: 'on' })).rejects.toThrow();
  });
});

describe('an order created for an automatic shop goes to process at once', () => {
  it('from the form: reserves its stock in the same request', async () => {
    const before = await available(plenty.id);
    const response = await createOrder(orderBody(plenty, { shopId: DEMO_SANDBOX_SHOP_ID }));
    expect(response.statusCode).toBe(201);
    const order: OrderDetail = response.json();
    expect(order).toMatchObject({ shopId: DEMO_SANDBOX_SHOP_ID, fulfillmentStatus: 'processing' });
    expect(order.warehouseStatus).toBe('ready_to_pick');
    expect(await available(plenty.id)).toBe(before - 2);
  });

  it('from the form, without the stock: waits as no_stock (Start Process later)', async () => {
    const response = await createOrder(orderBody(scarce, { shopId: DEMO_SANDBOX_SHOP_ID }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ fulfillmentStatus: 'pending', warehouseStatus: 'no_stock' });
    expect(await available(scarce.id)).toBe(0);
  });

  it('a shop with the setting off, or no shop, leaves the order pending', async () => {
    const before = await available(plenty.id);
    for (const extra of [{ shopId: DEMO_MAIN_SHOP_ID }, {}]) {
      const response = await createOrder(orderBody(plenty, extra));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ fulfillmentStatus: 'pending', warehouseStatus: null });
    }
    expect(await available(plenty.id)).toBe(before);
  });

  it("refuses an order for a shop that is not the caller's, with the reason", async () => {
    const response = await createOrder(orderBody(plenty, { shopId: OTHER_SHOP_ID }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ORDER_MESSAGES.unknownShop);
  });

  it("from the orders import: the automatic shop's orders are processed in the batch's transaction", async () => {
    const before = await available(plenty.id);
    const tag = randomUUID().slice(0, 8);
    const newOrder = (reference: string, shopId: string, product: TestProduct) => ({
      reference,
      shopId,
      warehouseId: STAFF_WAREHOUSE,
      currency: 'MXN',
      language: 'es-MX',
      customerName: address.customerName,
      customerEmail: null,
      customerPhone: null,
      line1: address.line1,
      line2: null,
      city: address.city,
      region: address.region,
      postalCode: address.postalCode,
      countryCode: 'MX',
      lines: [
        { productId: product.id, sku: product.sku, name: 'Línea', quantity: 3, unitPriceMinor: 10_000 },
      ],
    });
    const references = [`AUTO-${tag}`, `SHORT-${tag}`, `MANUAL-${tag}`];
    const statuses = await asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) => {
      const made = await insertOrders(tx, { clientId: DEMO_CLIENT_ID, userId: null }, [
        newOrder(references[0]!, DEMO_SANDBOX_SHOP_ID, plenty),
        newOrder(references[1]!, DEMO_SANDBOX_SHOP_ID, scarce),
        newOrder(references[2]!, DEMO_MAIN_SHOP_ID, plenty),
      ]);
      expect(made).toEqual([true, true, true]);
      return rowsOf<{ reference: string; fulfillment_status: string; warehouse_status: string | null }>(
        await tx.execute(sql`
          SELECT reference, fulfillment_status, warehouse_status FROM orders
           WHERE client_id = ${DEMO_CLIENT_ID} AND reference IN (${sql.join(
             references.map((r) => sql`${r}`),
             sql`, `,
           )}) ORDER BY reference`),
      );
    });
    expect(statuses).toEqual([
      { reference: references[0], fulfillment_status: 'processing', warehouse_status: 'ready_to_pick' },
      { reference: references[2], fulfillment_status: 'pending', warehouse_status: null },
      { reference: references[1], fulfillment_status: 'pending', warehouse_status: 'no_stock' },
    ]);
    expect(await available(plenty.id)).toBe(before - 3);
  });
});
