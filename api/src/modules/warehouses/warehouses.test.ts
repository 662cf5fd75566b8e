import { asClient } from '../../platform/db/scope.js';
import { DEMO_CLIENT_ID, DEMO_USER_ID, OTHER_CLIENT_ID, OTHER_USER_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { TokenService } from '../accounts/tokens.js';
import { recordMovements } from '../inventory/ledger.js';
import { createTestProducts } from '../inventory/test-helpers.js';
import type { WarehouseDetail, WarehouseList } from './schemas.js';

describe('warehouses (GET /warehouses, GET /warehouses/:warehouseId)', () => {
  let t: TestApp;
  let other: string;
  let demo: string;

  beforeAll(async () => {
    t = await startTestApp();
    const tokens = new TokenService(t.config.jwt);
    other = (
      await tokens.sign({ userId: OTHER_USER_ID, clientId: OTHER_CLIENT_ID, tokenVersion: 0, role: 'user' })
    ).token;
    demo = (
      await tokens.sign({ userId: DEMO_USER_ID, clientId: DEMO_CLIENT_ID, tokenVersion: 0, role: 'user' })
    ).token;
  });
  afterAll(() => t.close());

  const get = (url: string, token = other, language = 'en-US') =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    });

  it('lists every warehouse with the caller’s own stock there', async () => {
    const before = (await get('/warehouses')).json<WarehouseList>();
    const mty = before.find((w) => w.id === 'WH-MX-MTY')!;
    const demoBefore = (await get('/warehouses', demo))
      .json<WarehouseList>()
      .find((w) => w.id === 'WH-MX-MTY')!;
    const [p, q] = await createTestProducts(t.testDatabase.database, OTHER_CLIENT_ID, 2);
    await asClient(t.testDatabase.database, OTHER_CLIENT_ID, (tx) =>
      recordMovements(
        tx,
        [p!, q!].map((productId, i) => ({
          clientId: OTHER_CLIENT_ID,
          productId,
          warehouseId: 'WH-MX-MTY',
          quantity: 10 + i,
          reason: 'received' as const,
          documentType: 'import' as const,
          documentId: `wh-${productId}`,
        })),
      ),
    );
    const response = await get('/warehouses');
    expect(response.statusCode).toBe(200);
    const after = response.json<WarehouseList>().find((w) => w.id === 'WH-MX-MTY')!;
    expect(after).toMatchObject({
      name: 'Monterrey',
      country: 'MX',
      currency: 'MXN',
      timeZone: 'America/Monterrey',
      receivingDeadlineHours: 48,
    });
    expect(after.stock.products - mty.stock.products).toBe(2);
    expect(after.stock.onHand - mty.stock.onHand).toBe(21);
    // Another merchant's figures do not include these units.
    const demoAfter = (await get('/warehouses', demo))
      .json<WarehouseList>()
      .find((w) => w.id === 'WH-MX-MTY')!;
    expect(demoAfter.stock).toEqual(demoBefore.stock);
  });

  it('shows one warehouse with its price list in the caller’s language', async () => {
    const english = await get('/warehouses/WH-MX-CDMX');
    expect(english.statusCode).toBe(200);
    const detail = english.json<WarehouseDetail>();
    expect(detail).toMatchObject({ id: 'WH-MX-CDMX', currency: 'MXN', timeZone: 'America/Mexico_City' });
    expect(detail.prices?.reception.name).toBe('Reception');
    const spanish = (await get('/warehouses/WH-MX-CDMX', other, 'es-MX')).json<WarehouseDetail>();
    expect(spanish.prices?.reception.name).toBe('Recepción');
  });

  it('answers 404 for an unknown warehouse and 401 without a session', async () => {
    expect((await get('/warehouses/WH-XX-NONE')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/warehouses' })).statusCode).toBe(401);
  });
});
