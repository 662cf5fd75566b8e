import { eq, sql } from 'drizzle-orm';
import { users } from '../../platform/db/schema.js';
import { asClient } from '../../platform/db/scope.js';
import {
  ADMIN_USER_ID,
  DEMO_CLIENT_ID,
  DEMO_USER_ID,
  OPERATOR_CLIENT_ID,
  OTHER_CLIENT_ID,
  OTHER_USER_ID,
  STAFF_USER_ID,
} from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { TokenService } from '../accounts/tokens.js';
import { recordMovements, type MovementInput } from './ledger.js';
import { LIST_ERRORS } from './list-query.js';
import type { InventoryList } from './schemas.js';
import { ADJUSTMENT_ERRORS } from './service.js';

describe('inventory (GET /warehouse/inventory, POST /warehouse/stock-adjustments)', () => {
  let t: TestApp;
  let demo: string;
  let other: string;
  let staff: string;
  let admin: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    const tokens = new TokenService(t.config.jwt);
    const sign = async (userId: string, clientId: string, role: 'user' | 'staff' | 'admin') =>
      (await tokens.sign({ userId, clientId, tokenVersion: 0, role })).token;
    demo = await sign(DEMO_USER_ID, DEMO_CLIENT_ID, 'user');
    other = await sign(OTHER_USER_ID, OTHER_CLIENT_ID, 'user');
    staff = await sign(STAFF_USER_ID, OPERATOR_CLIENT_ID, 'staff');
    admin = await sign(ADMIN_USER_ID, OPERATOR_CLIENT_ID, 'admin');
    const database = t.testDatabase.database;
    await database.asOwner(({ db }) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('app.operator', 'on', true)`);
        await tx.update(users).set({ warehouseId: 'WH-MX-CDMX' }).where(eq(users.id, STAFF_USER_ID));
      }),
    );
    const created = await asClient(database, OTHER_CLIENT_ID, (tx) =>
      tx.execute(sql`
        INSERT INTO products (client_id, sku, name, handle, barcode, length_cm, width_cm, height_cm, weight_kg, low_stock_threshold)
        VALUES (${OTHER_CLIENT_ID}, 'ZZ-MUG-RED', 'Taza roja', 'taza-roja', '7500000000011', 10, 10, 10, 0.4, 5),
               (${OTHER_CLIENT_ID}, 'ZZ-MUG-BLUE', 'Taza azul', 'taza-azul', '7500000000028', 10, 10, 10, 0.4, NULL),
               (${OTHER_CLIENT_ID}, 'ZZ-CAP-50%', 'Gorra 50% off', 'gorra', NULL, 10, 10, 10, 0.2, 20),
               (${OTHER_CLIENT_ID}, 'ZZ-TEE-S', 'Camiseta S', 'camiseta-s', NULL, 10, 10, 10, 0.2, NULL)
        RETURNING id, sku`),
    );
    for (const row of (created as unknown as { rows: { id: string; sku: string }[] }).rows)
      ids[row.sku] = row.id;
    const m = (
      sku: string,
      warehouseId: string,
      reason: MovementInput['reason'],
      quantity: number,
      doc: string,
    ): MovementInput => ({
      clientId: OTHER_CLIENT_ID,
      productId: ids[sku]!,
      warehouseId,
      reason,
      quantity,
      documentType: 'import',
      documentId: doc,
      documentLine: `${sku}-${warehouseId}`,
    });
    await asClient(database, OTHER_CLIENT_ID, (tx) =>
      recordMovements(tx, [
        m('ZZ-MUG-RED', 'WH-MX-CDMX', 'received', 4, 'seed'),
        m('ZZ-MUG-RED', 'WH-US-LRD', 'received', 3, 'seed'),
        m('ZZ-MUG-BLUE', 'WH-MX-CDMX', 'received', 50, 'seed'),
        m('ZZ-MUG-BLUE', 'WH-MX-CDMX', 'reserved', 10, 'o1'),
        m('ZZ-MUG-BLUE', 'WH-MX-CDMX', 'shipped', -10, 'o1'),
        m('ZZ-CAP-50%', 'WH-MX-MTY', 'received', 100, 'seed'),
      ]),
    );
  });
  afterAll(() => t.close());

  /** The seed gives this client products of its own: the list tests look at theirs (ZZ-…) only. */
  const list = (query = '', token = other) =>
    t.app.inject({
      method: 'GET',
      url: `/warehouse/inventory${query ? `${query}&` : '?'}filter=sku:starts-with:ZZ-`,
      headers: { authorization: `Bearer ${token}` },
    });
  const skus = async (query: string) => (await list(query)).json<InventoryList>().products.map((p) => p.sku);

  it('lists the caller’s products with stock per warehouse, totals, days of cover and low stock; no one else’s', async () => {
    const response = await list('?limit=75');
    expect(response.statusCode).toBe(200);
    const body = response.json<InventoryList>();
    expect(body.totalRows).toBe(4);
    expect(body.products.map((p) => p.sku)).toEqual(['ZZ-CAP-50%', 'ZZ-MUG-BLUE', 'ZZ-MUG-RED', 'ZZ-TEE-S']);
    const red = body.products.find((p) => p.sku === 'ZZ-MUG-RED')!;
    expect(red.total).toEqual({
      onHand: 7,
      reserved: 0,
      available: 7,
      incoming: 0,
      damaged: 0,
      daysOfCover: null,
    });
    expect(red.warehouses.map((w) => [w.warehouseId, w.warehouseName, w.onHand])).toEqual([
      ['WH-MX-CDMX', 'Ciudad de México', 4],
      ['WH-US-LRD', 'Laredo', 3],
    ]);
    expect(red.lowStock).toBe(false);
    const blue = body.products.find((p) => p.sku === 'ZZ-MUG-BLUE')!;
    expect(blue.total).toMatchObject({ onHand: 40, available: 40, daysOfCover: 120 });
    expect(body.products.find((p) => p.sku === 'ZZ-TEE-S')!.warehouses).toEqual([]);

    // The demo merchant sees none of these.
    const mine = await list('?limit=250', demo);
    expect(mine.json<InventoryList>().totalRows).toBe(0);
  });

  it('pages with limit and page, and refuses a limit above 250', async () => {
    const first = await list('?limit=2');
    expect(first.json<InventoryList>()).toMatchObject({ totalRows: 4 });
    expect(first.json<InventoryList>().products).toHaveLength(2);
    expect(await skus('?limit=2&page=2')).toEqual(['ZZ-MUG-RED', 'ZZ-TEE-S']);
    const past = await list('?limit=2&page=9');
    expect(past.json()).toEqual({ products: [], totalRows: 4 });
    expect((await list('?limit=251')).statusCode).toBe(400);
  });

  it('sorts by product and stock columns in both directions', async () => {
    expect(await skus('?sort=sku:desc')).toEqual(['ZZ-TEE-S', 'ZZ-MUG-RED', 'ZZ-MUG-BLUE', 'ZZ-CAP-50%']);
    expect(await skus('?sort=name:asc')).toEqual(['ZZ-TEE-S', 'ZZ-CAP-50%', 'ZZ-MUG-BLUE', 'ZZ-MUG-RED']);
    expect(await skus('?sort=available:desc')).toEqual([
      'ZZ-CAP-50%',
      'ZZ-MUG-BLUE',
      'ZZ-MUG-RED',
      'ZZ-TEE-S',
    ]);
    expect(await skus('?sort=onHand:asc')).toEqual(['ZZ-TEE-S', 'ZZ-MUG-RED', 'ZZ-MUG-BLUE', 'ZZ-CAP-50%']);
    // One warehouse: its levels' figures (a product without a level there is not listed).
    expect(await skus('?warehouseId=WH-MX-CDMX&sort=available:desc')).toEqual(['ZZ-MUG-BLUE', 'ZZ-MUG-RED']);
    expect(await skus('?warehouseId=WH-MX-CDMX&sort=onHand:asc')).toEqual(['ZZ-MUG-RED', 'ZZ-MUG-BLUE']);
    // Without sales there is no days of cover: those rows come last either way.
    expect((await skus('?sort=daysOfCover:desc'))[0]).toBe('ZZ-MUG-BLUE');
    expect((await skus('?sort=daysOfCover:asc'))[0]).toBe('ZZ-MUG-BLUE');
    const bad = await list('?sort=price:asc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: LIST_ERRORS.sort, field: 'sort' });
  });

  it('filters text columns with contains, starts-with, ends-with and matches (LIKE wildcards are literal)', async () => {
    expect(await skus('?filter=name:contains:TAZA')).toEqual(['ZZ-MUG-BLUE', 'ZZ-MUG-RED']);
    expect(await skus('?filter=sku:ends-with:-s')).toEqual(['ZZ-TEE-S']);
    expect(await skus('?filter=sku:starts-with:zz-mug')).toEqual(['ZZ-MUG-BLUE', 'ZZ-MUG-RED']);
    expect(await skus('?filter=sku:contains:50%25')).toEqual(['ZZ-CAP-50%']);
    expect(await skus('?filter=sku:contains:_')).toEqual([]);
    expect(await skus('?filter=barcode:starts-with:750000000001')).toEqual(['ZZ-MUG-RED']);
    expect(await skus(`?filter=${encodeURIComponent('sku:matches:zz-mug-(red|blue)')}`)).toEqual([
      'ZZ-MUG-BLUE',
      'ZZ-MUG-RED',
    ]);
    // matches is the whole text: a part is not enough.
    expect(await skus('?filter=sku:matches:MUG')).toEqual([]);
  });

  it('refuses a bad regular expression, operator or number with a 400 and its reason', async () => {
    const regex = await list(`?filter=${encodeURIComponent('sku:matches:MUG-(')}`);
    expect(regex.statusCode).toBe(400);
    expect(regex.json().message).toMatch(/^matches needs a valid regular expression: /);
    expect((await list('?filter=sku:greater-than:3')).json()).toMatchObject({
      statusCode: 400,
      message: LIST_ERRORS.textOperator('sku'),
    });
    expect((await list('?filter=available:contains:3')).statusCode).toBe(400);
    expect((await list('?filter=available:greater-than:many')).statusCode).toBe(400);
    expect((await list('?filter=price:equals:3')).statusCode).toBe(400);
    expect((await list('?filter=nocolons')).statusCode).toBe(400);
  });

  it('filters numbers on the totals with greater-than, less-than and equals', async () => {
    expect(await skus('?filter=available:greater-than:10')).toEqual(['ZZ-CAP-50%', 'ZZ-MUG-BLUE']);
    expect(await skus('?filter=onHand:less-than:8')).toEqual(['ZZ-MUG-RED', 'ZZ-TEE-S']);
    expect(await skus('?filter=available:equals:7')).toEqual(['ZZ-MUG-RED']);
    expect(await skus('?filter=daysOfCover:greater-than:100')).toEqual(['ZZ-MUG-BLUE']);
  });

  it('searches sku, name or barcode only when field and value are both non-empty', async () => {
    expect(await skus('?search[field]=name&search[value]=%20azul%20')).toEqual(['ZZ-MUG-BLUE']);
    expect(await skus('?search[field]=barcode&search[value]=0028&search[operator]=ends-with')).toEqual([
      'ZZ-MUG-BLUE',
    ]);
    expect(await skus('?search[field]=name&search[value]=%20%20')).toHaveLength(4);
    expect(await skus('?search[field]=&search[value]=azul')).toHaveLength(4);
    expect((await list('?search[field]=price&search[value]=3')).json()).toMatchObject({
      statusCode: 400,
      field: 'search[field]',
    });
  });

  it('narrows to one warehouse’s products and figures, and to low stock', async () => {
    const cdmx = (await list('?warehouseId=WH-MX-CDMX')).json<InventoryList>();
    expect(cdmx.products.map((p) => p.sku)).toEqual(['ZZ-MUG-BLUE', 'ZZ-MUG-RED']);
    expect(cdmx.products[1]!.total.onHand).toBe(4);
    expect(cdmx.products[1]!.warehouses.map((w) => w.warehouseId)).toEqual(['WH-MX-CDMX']);
    // Without filters the count is the warehouse's levels alone: every level of the caller's there, no one else's.
    const whole = await t.app.inject({
      method: 'GET',
      url: '/warehouse/inventory?warehouseId=WH-MX-CDMX&limit=1',
      headers: { authorization: `Bearer ${other}` },
    });
    const levels = await asClient(t.testDatabase.database, OTHER_CLIENT_ID, (tx) =>
      tx.execute(sql`SELECT count(*)::int AS n FROM stock_levels WHERE warehouse_id = 'WH-MX-CDMX'`),
    );
    expect(whole.json<InventoryList>().totalRows).toBe(
      (levels as unknown as { rows: { n: number }[] }).rows[0]!.n,
    );
    // Red: threshold 5, 7 available in total, 4 in CDMX. Cap: threshold 20, 100 available.
    expect(await skus('?lowStock=true')).toEqual([]);
    expect(
      (await list('?lowStock=true&warehouseId=WH-MX-CDMX')).json<InventoryList>().products.map((p) => p.sku),
    ).toEqual(['ZZ-MUG-RED']);
  });

  describe('stock adjustments', () => {
    const adjust = (body: Record<string, unknown>, token = staff) =>
      t.app.inject({
        method: 'POST',
        url: '/warehouse/stock-adjustments',
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
    const body = (over: Record<string, unknown> = {}) => ({
      productId: ids['ZZ-MUG-RED'],
      warehouseId: 'WH-MX-CDMX',
      quantity: -1,
      reason: 'adjusted',
      note: 'Cycle count',
      ...over,
    });

    it('lets staff adjust on hand in their warehouse, through the ledger with who and why', async () => {
      const response = await adjust(body());
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ onHand: 3, available: 3, damaged: 0 });
      const movements = await t.app.inject({
        method: 'GET',
        url: `/products/${ids['ZZ-MUG-RED']}/movements`,
        headers: { authorization: `Bearer ${other}` },
      });
      expect(movements.json().movements[0]).toMatchObject({
        reason: 'adjusted',
        quantity: -1,
        note: 'Cycle count',
        createdBy: 'Warehouse Staff',
        document: { type: 'adjustment', id: response.json().adjustmentId },
      });
    });

    it('moves units found damaged from on hand to damaged, and disposes of damaged units', async () => {
      const damaged = await adjust(body({ productId: ids['ZZ-MUG-BLUE'], reason: 'damaged', quantity: 2 }));
      expect(damaged.statusCode).toBe(201);
      expect(damaged.json()).toMatchObject({ onHand: 38, damaged: 2 });
      const disposed = await adjust(body({ productId: ids['ZZ-MUG-BLUE'], reason: 'damaged', quantity: -2 }));
      expect(disposed.json()).toMatchObject({ onHand: 38, damaged: 0 });
    });

    it('answers 409 when the change would take stock below zero', async () => {
      const response = await adjust(body({ quantity: -500 }));
      expect(response.statusCode).toBe(409);
    });

    it('refuses another warehouse (403), merchants (403), unknown products (404) and zero (400)', async () => {
      expect((await adjust(body({ warehouseId: 'WH-US-LRD' }))).json()).toMatchObject({
        statusCode: 403,
        message: ADJUSTMENT_ERRORS.otherWarehouse,
      });
      expect((await adjust(body(), other)).statusCode).toBe(403);
      expect((await adjust(body({ productId: '00000000-0000-4000-8000-00000000abcd' }))).statusCode).toBe(
        404,
      );
      expect((await adjust(body({ quantity: 0 }))).statusCode).toBe(400);
      // Admins may adjust anywhere.
      expect((await adjust(body({ warehouseId: 'WH-US-LRD', quantity: 1 }), admin)).statusCode).toBe(201);
    });
  });

  it('reads a product never stocked as no stock yet (not low stock), one sold out as out of stock', async () => {
    const database = t.testDatabase.database;
    const created = await asClient(database, OTHER_CLIENT_ID, (tx) =>
      tx.execute(sql`
        INSERT INTO products (client_id, sku, name, handle, length_cm, width_cm, height_cm, weight_kg, low_stock_threshold)
        VALUES (${OTHER_CLIENT_ID}, 'YY-NEW', 'Nuevo', 'nuevo', 10, 10, 10, 0.4, 5),
               (${OTHER_CLIENT_ID}, 'YY-GONE', 'Agotado', 'agotado', 10, 10, 10, 0.4, NULL)
        RETURNING id, sku`),
    );
    const gone = (created as unknown as { rows: { id: string; sku: string }[] }).rows.find(
      (row) => row.sku === 'YY-GONE',
    )!.id;
    const move = (reason: MovementInput['reason'], quantity: number, doc: string): MovementInput => ({
      clientId: OTHER_CLIENT_ID,
      productId: gone,
      warehouseId: 'WH-MX-CDMX',
      reason,
      quantity,
      documentType: 'adjustment',
      documentId: doc,
    });
    await asClient(database, OTHER_CLIENT_ID, (tx) =>
      recordMovements(tx, [move('received', 2, 'yy-1'), move('adjusted', -2, 'yy-2')]),
    );
    const states = async (query = '') =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/warehouse/inventory?filter=sku:starts-with:YY-${query}`,
          headers: { authorization: `Bearer ${other}` },
        })
      )
        .json<InventoryList>()
        .products.map((p) => [p.sku, p.stockState, p.lowStock]);
    expect(await states()).toEqual([
      ['YY-GONE', 'outOfStock', true],
      ['YY-NEW', 'noStockYet', false],
    ]);
    expect(await states('&lowStock=true')).toEqual([['YY-GONE', 'outOfStock', true]]);
    expect(await skus('')).toContain('ZZ-TEE-S');
    const tee = (await list('?filter=sku:starts-with:ZZ-TEE')).json<InventoryList>().products[0]!;
    expect([tee.stockState, tee.lowStock]).toEqual(['noStockYet', false]);
  });
});
