import { sql } from 'drizzle-orm';
import { shopListings } from '../../platform/db/schema.js';
import { asClient } from '../../platform/db/scope.js';
import {
  DEMO_CLIENT_ID,
  DEMO_MAIN_SHOP_ID,
  DEMO_USER_ID,
  OTHER_CLIENT_ID,
  OTHER_USER_ID,
  STAFF_USER_ID,
  OPERATOR_CLIENT_ID,
} from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { TokenService } from '../accounts/tokens.js';
import { recordMovements } from '../inventory/ledger.js';
import { PRODUCT_ERRORS } from './rules.js';
import type { Product, ProductDetail } from './schemas.js';

describe('products (POST /products, POST /products/batch, GET and PUT /products/:id, GET …/movements)', () => {
  let t: TestApp;
  let demo: string;
  let other: string;
  let staff: string;
  let keyNumber = 0;

  beforeAll(async () => {
    t = await startTestApp();
    const tokens = new TokenService(t.config.jwt);
    const sign = async (userId: string, clientId: string, role: 'user' | 'staff') =>
      (await tokens.sign({ userId, clientId, tokenVersion: 0, role })).token;
    demo = await sign(DEMO_USER_ID, DEMO_CLIENT_ID, 'user');
    other = await sign(OTHER_USER_ID, OTHER_CLIENT_ID, 'user');
    staff = await sign(STAFF_USER_ID, OPERATOR_CLIENT_ID, 'staff');
  });
  afterAll(() => t.close());

  const key = () => `test-key-${++keyNumber}`;
  const input = (over: Record<string, unknown> = {}) => ({
    sku: `SKU-${keyNumber}-${Math.random().toString(36).slice(2, 8)}`,
    name: 'Café Añejo de Altura 500 g',
    lengthCm: '12.5',
    widthCm: '8',
    heightCm: '20',
    weightKg: '0.520',
    declaredValueMinor: 18900,
    ...over,
  });
  const create = (body: unknown, token = demo, idempotencyKey = key()) =>
    t.app.inject({
      method: 'POST',
      url: '/products',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey },
      payload: body as Record<string, unknown>,
    });
  const request = (method: 'GET' | 'PUT', url: string, token = demo, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });

  it('creates a product with its handle derived from the name, and replays it for the same Idempotency-Key', async () => {
    const body = input({ barcode: `750${Date.now()}` });
    const idempotencyKey = key();
    const first = await create(body, demo, idempotencyKey);
    expect(first.statusCode).toBe(201);
    const product = first.json<Product>();
    expect(product).toMatchObject({
      sku: body.sku,
      handle: 'cafe-anejo-de-altura-500-g',
      lengthCm: '12.50',
      weightKg: '0.520',
      isBundle: false,
      components: [],
      currency: 'MXN',
    });
    const again = await create({ ...body, name: 'changed' }, demo, idempotencyKey);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(product);
  });

  it('refuses a taken SKU or barcode with a 409 naming the field', async () => {
    const first = (await create(input({ barcode: `BC-${keyNumber}-x` }))).json<Product>();
    const sameSku = await create(input({ sku: first.sku }));
    expect(sameSku.statusCode).toBe(409);
    expect(sameSku.json()).toMatchObject({ field: 'sku', message: PRODUCT_ERRORS.skuTaken });
    const sameBarcode = await create(input({ barcode: first.barcode }));
    expect(sameBarcode.statusCode).toBe(409);
    expect(sameBarcode.json()).toMatchObject({ field: 'barcode', message: PRODUCT_ERRORS.barcodeTaken });
    // Another client may use the same SKU.
    expect((await create(input({ sku: first.sku }), other)).statusCode).toBe(201);
  });

  it('refuses zero or malformed dimensions and weight with a 400', async () => {
    const zero = await create(input({ weightKg: '0.000' }));
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ field: 'weightKg', message: PRODUCT_ERRORS.positive });
    expect((await create(input({ lengthCm: '-3' }))).statusCode).toBe(400);
    expect((await create(input({ widthCm: '3,5' }))).statusCode).toBe(400);
  });

  it('requires the Idempotency-Key header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/products',
      headers: { authorization: `Bearer ${demo}` },
      payload: input(),
    });
    expect(response.statusCode).toBe(400);
  });

  it('creates a bundle of the caller’s products and refuses another client’s product as a component', async () => {
    const a = (await create(input())).json<Product>();
    const b = (await create(input())).json<Product>();
    const bundle = await create(
      input({
        components: [
          { productId: a.id, quantity: 2 },
          { productId: b.id, quantity: 1 },
        ],
      }),
    );
    expect(bundle.statusCode).toBe(201);
    expect(bundle.json<Product>()).toMatchObject({ isBundle: true });
    expect(
      bundle
        .json<Product>()
        .components.map((c) => c.quantity)
        .sort(),
    ).toEqual([1, 2]);
    const foreign = (await create(input(), other)).json<Product>();
    const refused = await create(input({ components: [{ productId: foreign.id, quantity: 1 }] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'components', message: PRODUCT_ERRORS.componentUnknown });
    const nested = await create(
      input({ components: [{ productId: bundle.json<Product>().id, quantity: 1 }] }),
    );
    expect(nested.json()).toMatchObject({ message: PRODUCT_ERRORS.componentBundle });
  });

  it('creates a batch all or nothing, with per-row errors', async () => {
    const taken = (await create(input())).json<Product>();
    const rows = [input({ sku: `B-${keyNumber}-1` }), input({ sku: taken.sku }), input({ heightCm: '0' })];
    const refused = await t.app.inject({
      method: 'POST',
      url: '/products/batch',
      headers: { authorization: `Bearer ${demo}`, 'idempotency-key': key() },
      payload: { products: rows },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: PRODUCT_ERRORS.batchRefused,
      fieldErrors: {
        'products.1.sku': PRODUCT_ERRORS.skuTaken,
        'products.2.heightCm': PRODUCT_ERRORS.positive,
      },
    });
    const none = await asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) =>
      tx.execute(sql`SELECT count(*)::int AS n FROM products WHERE sku = ${`B-${keyNumber}-1`}`),
    );
    expect((none as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);

    const idempotencyKey = key();
    const good = [input({ sku: `G-${keyNumber}-1` }), input({ sku: `G-${keyNumber}-2`, name: 'Taza Azul' })];
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/products/batch',
        headers: { authorization: `Bearer ${demo}`, 'idempotency-key': idempotencyKey },
        payload: { products: good },
      });
    const created = await send();
    expect(created.statusCode).toBe(201);
    expect(created.json<{ products: Product[] }>().products.map((p) => p.sku)).toEqual(
      good.map((g) => g.sku),
    );
    const replayed = await send();
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(created.json());

    const repeated = await t.app.inject({
      method: 'POST',
      url: '/products/batch',
      headers: { authorization: `Bearer ${demo}`, 'idempotency-key': key() },
      payload: { products: [input({ sku: 'SAME-IN-BATCH' }), input({ sku: 'SAME-IN-BATCH' })] },
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().fieldErrors).toEqual({ 'products.1.sku': PRODUCT_ERRORS.skuRepeated });
  });

  it('shows a product with stock per warehouse, listings and bundles; another merchant gets 404', async () => {
    const product = (await create(input({ lowStockThreshold: 5 }))).json<Product>();
    const bundle = (
      await create(input({ components: [{ productId: product.id, quantity: 3 }] }))
    ).json<Product>();
    await asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) => {
      await recordMovements(tx, [
        {
          clientId: DEMO_CLIENT_ID,
          productId: product.id,
          warehouseId: 'WH-MX-CDMX',
          quantity: 30,
          reason: 'received',
          documentType: 'import',
          documentId: 'imp-1',
        },
        {
          clientId: DEMO_CLIENT_ID,
          productId: product.id,
          warehouseId: 'WH-MX-CDMX',
          quantity: 6,
          reason: 'reserved',
          documentType: 'order',
          documentId: 'o-1',
        },
        {
          clientId: DEMO_CLIENT_ID,
          productId: product.id,
          warehouseId: 'WH-MX-CDMX',
          quantity: -6,
          reason: 'shipped',
          documentType: 'order',
          documentId: 'o-1',
        },
        {
          clientId: DEMO_CLIENT_ID,
          productId: product.id,
          warehouseId: 'WH-US-LRD',
          quantity: 4,
          reason: 'received',
          documentType: 'import',
          documentId: 'imp-1',
          documentLine: 'LRD',
        },
      ]);
      await tx.insert(shopListings).values({
        clientId: DEMO_CLIENT_ID,
        shopId: DEMO_MAIN_SHOP_ID,
        externalId: `ext-${product.id}`,
        sku: product.sku,
        title: 'Café de altura',
        priceMinor: 25900,
        productId: product.id,
        linkedAt: new Date(),
      });
    });
    const response = await request('GET', `/products/${product.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<ProductDetail>();
    expect(detail.product.id).toBe(product.id);
    expect(detail.stock.warehouses).toEqual([
      expect.objectContaining({
        warehouseId: 'WH-MX-CDMX',
        onHand: 24,
        reserved: 0,
        available: 24,
        unitsShippedLast30Days: 6,
        daysOfCover: 120,
      }),
      expect.objectContaining({ warehouseId: 'WH-US-LRD', onHand: 4, available: 4, daysOfCover: null }),
    ]);
    expect(detail.stock.total).toEqual({
      onHand: 28,
      reserved: 0,
      available: 28,
      incoming: 0,
      damaged: 0,
      daysOfCover: 140,
    });
    expect(detail.listings).toEqual([
      expect.objectContaining({ shopName: 'Demo Store', title: 'Café de altura', priceMinor: 25900 }),
    ]);
    expect(detail.usedInBundles).toEqual([
      { productId: bundle.id, sku: bundle.sku, name: bundle.name, quantity: 3 },
    ]);

    expect((await request('GET', `/products/${product.id}`, other)).statusCode).toBe(404);
    expect((await request('GET', `/products/${product.id}`, staff)).statusCode).toBe(403);
    expect((await request('PUT', `/products/${product.id}`, other, input())).statusCode).toBe(404);
    expect((await request('GET', `/products/${product.id}/movements`, other)).statusCode).toBe(404);
    expect((await request('GET', '/products/not-a-uuid')).statusCode).toBe(400);
  });

  it('replaces a product’s data; its handle follows the name; SKU uniqueness still holds', async () => {
    const product = (await create(input())).json<Product>();
    const taken = (await create(input())).json<Product>();
    const updated = await request(
      'PUT',
      `/products/${product.id}`,
      demo,
      input({ sku: product.sku, name: 'Taza Roja' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Taza Roja', handle: 'taza-roja', sku: product.sku });
    const clash = await request('PUT', `/products/${product.id}`, demo, input({ sku: taken.sku }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ field: 'sku' });
  });

  it('lists a product’s ledger newest first with the running on-hand balance, document link and who', async () => {
    const product = (await create(input())).json<Product>();
    const orderId = '11111111-2222-4333-8444-555555555555';
    await asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) => {
      for (const [i, m] of [
        { quantity: 10, reason: 'received' as const },
        { quantity: -3, reason: 'adjusted' as const },
        { quantity: 2, reason: 'reserved' as const },
        { quantity: -2, reason: 'shipped' as const },
      ].entries()) {
        await recordMovements(tx, [
          {
            clientId: DEMO_CLIENT_ID,
            productId: product.id,
            warehouseId: 'WH-MX-MTY',
            documentType: 'order',
            documentId: `${orderId}-${i}`,
            createdBy: DEMO_USER_ID,
            ...m,
          },
        ]);
      }
    });
    const page1 = await request('GET', `/products/${product.id}/movements?limit=3`);
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body.totalRows).toBe(4);
    expect(
      body.movements.map((m: { reason: string; onHandAfter: number }) => [m.reason, m.onHandAfter]),
    ).toEqual([
      ['shipped', 5],
      ['reserved', 7],
      ['adjusted', 7],
    ]);
    expect(body.movements[0]).toMatchObject({
      createdBy: 'Demo Merchant',
      warehouseName: 'Monterrey',
      document: { type: 'order', link: null },
    });
    const page2 = await request('GET', `/products/${product.id}/movements?limit=3&page=2`);
    expect(page2.json().movements.map((m: { onHandAfter: number }) => m.onHandAfter)).toEqual([10]);
    const past = await request('GET', `/products/${product.id}/movements?limit=3&page=5`);
    expect(past.json()).toEqual({ movements: [], totalRows: 4 });
  });
});
