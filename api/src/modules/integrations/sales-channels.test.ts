// Manual sales channels through Fastify's inject, on PGlite by default and on PostgreSQL with DATABASE_URL:
// creating one (idempotent), it is a shop of the merchant's that Integrations lists and the order form's shop
// choices offer (automatic orders to its default warehouse), names are unique per merchant, bad input is a 4xx
// with its field, and another merchant neither sees it nor can use it.
import { randomUUID } from 'node:crypto';
import { IDEMPOTENT_REPLAY_HEADER } from '../../platform/idempotency.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { prepareUsers, request, STAFF_WAREHOUSE, type Tokens } from '../receiving/test-support.js';
import type { SalesChannel } from './sales-channel-schemas.js';
import { SALES_CHANNEL_MESSAGES } from './sales-channels.js';
import type { ConnectedShopList } from './schemas.js';

let t: TestApp;
let tokens: Tokens;

beforeAll(async () => {
  t = await startTestApp();
  tokens = await prepareUsers(t);
}, 120_000);

afterAll(() => t.close());

const create = (payload: object, token = tokens.merchant, key = randomUUID()) =>
  request(t, token, {
    method: 'POST',
    url: '/client/sales-channels',
    headers: { 'idempotency-key': key },
    payload,
  });

const channelName = () => `Phone orders ${randomUUID().slice(0, 8)}`;

describe('manual sales channels', () => {
  it('are created once per Idempotency-Key, listed in Integrations and offered to orders', async () => {
    const name = channelName();
    const key = randomUUID();
    const body = { name: `  ${name} `, warehouseId: STAFF_WAREHOUSE, automaticOrders: true };
    const created = await create(body, tokens.merchant, key);
    expect(created.statusCode).toBe(201);
    const channel = created.json<SalesChannel>();
    expect(channel).toMatchObject({
      name,
      ecommerce: 'manual',
      warehouseId: STAFF_WAREHOUSE,
      automaticOrders: true,
    });

    const replayed = await create(body, tokens.merchant, key);
    expect(replayed.statusCode).toBe(201);
    expect(replayed.headers[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
    expect(replayed.json<SalesChannel>().shopId).toBe(channel.shopId);
    expect((await create({ ...body, automaticOrders: false }, tokens.merchant, key)).statusCode).toBe(422);

    const shops = (
      await request(t, tokens.merchant, { method: 'GET', url: '/client/shops' })
    ).json<ConnectedShopList>();
    expect(shops.shops.filter((shop) => shop.name === name)).toEqual([
      expect.objectContaining({
        shopId: channel.shopId,
        ecommerce: 'manual',
        url: null,
        status: 'connected',
      }),
    ]);
    const choices = (
      await request(t, tokens.merchant, { method: 'GET', url: '/client/shops/automatic-orders' })
    ).json<{ shops: { shopId: string; automaticOrders: boolean; warehouseId: string | null }[] }>();
    expect(choices.shops.find((shop) => shop.shopId === channel.shopId)).toMatchObject({
      automaticOrders: true,
      warehouseId: STAFF_WAREHOUSE,
    });
  });

  it('refuse a name the merchant already gave one (any case), an unknown warehouse and a blank name', async () => {
    const name = channelName();
    expect((await create({ name, warehouseId: STAFF_WAREHOUSE, automaticOrders: false })).statusCode).toBe(
      201,
    );
    const taken = await create({
      name: name.toUpperCase(),
      warehouseId: STAFF_WAREHOUSE,
      automaticOrders: false,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ fieldErrors: { name: SALES_CHANNEL_MESSAGES.nameTaken } });
    // Another merchant may use the name.
    expect(
      (await create({ name, warehouseId: STAFF_WAREHOUSE, automaticOrders: false }, tokens.otherMerchant))
        .statusCode,
    ).toBe(201);

    const warehouse = await create({ name: channelName(), warehouseId: 'WH-NOWHERE', automaticOrders: true });
    expect(warehouse.statusCode).toBe(400);
    expect(warehouse.json()).toMatchObject({
      fieldErrors: { warehouseId: SALES_CHANNEL_MESSAGES.unknownWarehouse },
    });
    const blank = await create({ name: '   ', warehouseId: STAFF_WAREHOUSE, automaticOrders: true });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ fieldErrors: { name: SALES_CHANNEL_MESSAGES.nameRequired } });
    const noKey = await request(t, tokens.merchant, {
      method: 'POST',
      url: '/client/sales-channels',
      payload: { name: channelName(), warehouseId: STAFF_WAREHOUSE, automaticOrders: false },
    });
    expect(noKey.statusCode).toBe(400);
  });

  it("are the merchant's own: another merchant neither lists nor sets them, staff cannot create them", async () => {
    const channel = (
      await create({ name: channelName(), warehouseId: STAFF_WAREHOUSE, automaticOrders: false })
    ).json<SalesChannel>();
    const theirs = (
      await request(t, tokens.otherMerchant, { method: 'GET', url: '/client/shops' })
    ).json<ConnectedShopList>();
    expect(theirs.shops.some((shop) => shop.shopId === channel.shopId)).toBe(false);
    const set = await request(t, tokens.otherMerchant, {
      method: 'PUT',
      url: `/client/shop/${channel.shopId}/automatic-orders`,
      payload: { automaticOrders: true, warehouseId: STAFF_WAREHOUSE },
    });
    expect(set.statusCode).toBe(404);
    expect(
      (
        await create(
          { name: channelName(), warehouseId: STAFF_WAREHOUSE, automaticOrders: false },
          tokens.staff,
        )
      ).statusCode,
    ).toBe(403);
  });
});
