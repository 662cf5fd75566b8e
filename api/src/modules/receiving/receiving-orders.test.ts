import { and, eq } from 'drizzle-orm';
import { stockLevels } from '../../platform/db/schema.js';
import { asClient } from '../../platform/db/scope.js';
import { DEMO_CLIENT_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import {
  createProducts,
  prepareUsers,
  request,
  sendBody,
  sendInventory,
  STAFF_WAREHOUSE,
  type TestProduct,
  type Tokens,
} from './test-support.js';

// A fresh client's worth of orders would need a fresh client; instead each list assertion searches for this
// file's own products, which no other order holds.
describe('receiving orders: list, detail and cancel (GET /warehouse/order…)', () => {
  let t: TestApp;
  let tokens: Tokens;
  let shirt: TestProduct;
  let cap: TestProduct;
  let inTransit: { id: string; number: number };
  let draft: { id: string; number: number };

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await prepareUsers(t);
    [shirt, cap] = await createProducts(t, DEMO_CLIENT_ID, 2);
    inTransit = (
      await sendInventory(t, tokens.merchant, sendBody([{ product: shirt, quantity: 12 }], { boxCount: 3 }))
    ).json();
    draft = (
      await sendInventory(
        t,
        tokens.merchant,
        sendBody([{ product: cap, quantity: 5 }], {
          send: false,
          warehouseId: 'WH-MX-MTY',
          trackingNumber: 'TRK-CAP-1',
        }),
      )
    ).json();
  });

  afterAll(() => t.close());

  const list = (query: Record<string, string | number>, token = tokens.merchant) =>
    request(t, token, {
      method: 'GET',
      url: '/warehouse/order',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });

  const incoming = (productId: string) =>
    asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) => {
      const [row] = await tx
        .select({ incoming: stockLevels.incoming })
        .from(stockLevels)
        .where(and(eq(stockLevels.productId, productId), eq(stockLevels.warehouseId, STAFF_WAREHOUSE)));
      return row?.incoming ?? 0;
    });

  it('lists the caller’s orders newest first with box counts per status and units', async () => {
    const response = await list({ 'search[field]': 'sku', 'search[value]': shirt.sku });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      receivingOrders: [
        {
          id: inTransit.id,
          number: inTransit.number,
          reference: `RO-${inTransit.number}`,
          client: { id: DEMO_CLIENT_ID, name: 'Demo Store Co.' },
          warehouseId: STAFF_WAREHOUSE,
          warehouseName: 'Ciudad de México',
          status: 'in_transit',
          boxes: { total: 3, pending: 0, in_transit: 3, received: 0, with_discrepancy: 0 },
          unitsExpected: 12,
          unitsReceived: 0,
          arrivalDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          createdAt: expect.any(String),
        },
      ],
      totalRows: 1,
    });
  });

  it('filters by warehouse name and box status, and pages', async () => {
    const byWarehouse = await list({
      warehouseName: 'monterrey',
      'search[field]': 'trackingNumber',
      'search[value]': 'TRK-CAP',
    });
    expect(byWarehouse.json().receivingOrders.map((row: { id: string }) => row.id)).toEqual([draft.id]);

    const pending = await list({ boxStatus: 'pending', 'search[field]': 'sku', 'search[value]': cap.sku });
    expect(pending.json().totalRows).toBe(1);
    const noneInTransit = await list({
      boxStatus: 'in_transit',
      'search[field]': 'sku',
      'search[value]': cap.sku,
    });
    expect(noneInTransit.json()).toEqual({ receivingOrders: [], totalRows: 0 });

    const firstPage = await list({ limit: 1, page: 1 });
    const secondPage = await list({ limit: 1, page: 2 });
    expect(firstPage.json().receivingOrders).toHaveLength(1);
    expect(secondPage.json().receivingOrders).toHaveLength(1);
    expect(secondPage.json().receivingOrders[0].id).not.toBe(firstPage.json().receivingOrders[0].id);
    expect(secondPage.json().totalRows).toBe(firstPage.json().totalRows);
  });

  it('applies the search only when field and value are both non-empty after trimming', async () => {
    const all = (await list({})).json().totalRows;
    expect((await list({ 'search[field]': 'sku', 'search[value]': '   ' })).json().totalRows).toBe(all);
    expect(
      (await list({ 'search[field]': ' ', 'search[value]': 'nothing-like-this' })).json().totalRows,
    ).toBe(all);
    expect(
      (await list({ 'search[field]': 'sku', 'search[value]': `  ${shirt.sku}  ` })).json().totalRows,
    ).toBe(1);
  });

  it('searches with the text operators, treating % and _ as themselves', async () => {
    const prefix = shirt.sku.slice(0, 8);
    const suffix = shirt.sku.slice(-6);
    const startsWith = await list({
      'search[field]': 'sku',
      'search[value]': prefix,
      'search[operator]': 'starts-with',
    });
    expect(startsWith.json().totalRows).toBeGreaterThanOrEqual(1);
    const endsWith = await list({
      'search[field]': 'sku',
      'search[value]': suffix,
      'search[operator]': 'ends-with',
    });
    expect(endsWith.json().receivingOrders.map((row: { id: string }) => row.id)).toContain(inTransit.id);
    const matches = await list({
      'search[field]': 'number',
      'search[value]': `ro-${inTransit.number}`,
      'search[operator]': 'matches',
    });
    expect(matches.json().receivingOrders.map((row: { id: string }) => row.id)).toEqual([inTransit.id]);
    expect((await list({ 'search[field]': 'sku', 'search[value]': '%' })).json().totalRows).toBe(0);
  });

  it('refuses an unknown box status or search field with a 400 naming it', async () => {
    const status = await list({ boxStatus: 'lost' });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toMatchObject({
      field: 'boxStatus',
      message: expect.stringMatching(/^boxStatus must be one of/),
    });
    const field = await list({ 'search[field]': 'password', 'search[value]': 'x' });
    expect(field.statusCode).toBe(400);
    expect(field.json().field).toBe('search[field]');
  });

  it("shows another merchant none of the caller's orders", async () => {
    const response = await list({ 'search[field]': 'sku', 'search[value]': shirt.sku }, tokens.otherMerchant);
    expect(response.json()).toEqual({ receivingOrders: [], totalRows: 0 });
  });

  it('details an order: lines, boxes, their contents and timeline; 404 for another merchant', async () => {
    const response = await request(t, tokens.merchant, {
      method: 'GET',
      url: `/warehouse/order/detail/${inTransit.id}`,
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail.lines).toEqual([
      {
        productId: shirt.id,
        sku: shirt.sku,
        name: expect.any(String),
        expected: 12,
        received: 0,
        damaged: 0,
      },
    ]);
    expect(detail.boxes).toHaveLength(3);
    expect(detail.boxes[2]).toMatchObject({
      number: 3,
      status: 'in_transit',
      arrivedAt: null,
      receivingDeadline: null,
      lines: [expect.objectContaining({ sku: shirt.sku, expected: 4 })],
      timeline: [
        expect.objectContaining({ kind: 'created' }),
        expect.objectContaining({ kind: 'in_transit' }),
      ],
    });
    const foreign = await request(t, tokens.otherMerchant, {
      method: 'GET',
      url: `/warehouse/order/detail/${inTransit.id}`,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Receiving order not found');
  });

  it('cancels an order in transit: incoming given back, boxes’ timelines say so, and only once', async () => {
    const [pen] = await createProducts(t, DEMO_CLIENT_ID, 1);
    const order = (
      await sendInventory(t, tokens.merchant, sendBody([{ product: pen!, quantity: 8 }], { boxCount: 2 }))
    ).json();
    expect(await incoming(pen!.id)).toBe(8);
    const cancel = () =>
      request(t, tokens.merchant, { method: 'POST', url: `/warehouse/order/${order.id}/cancel` });

    const foreign = await request(t, tokens.otherMerchant, {
      method: 'POST',
      url: `/warehouse/order/${order.id}/cancel`,
    });
    expect(foreign.statusCode).toBe(404);

    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancellable: false,
      cancelledAt: expect.any(String),
    });
    expect(cancelled.json().boxes[0].timeline.map((event: { kind: string }) => event.kind)).toEqual([
      'created',
      'in_transit',
      'cancelled',
    ]);
    expect(await incoming(pen!.id)).toBe(0);

    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This receiving order is cancelled: only a draft or one in transit can be cancelled',
    );
    expect(await incoming(pen!.id)).toBe(0);
  });

  it('cancels a draft without touching incoming', async () => {
    const response = await request(t, tokens.merchant, {
      method: 'POST',
      url: `/warehouse/order/${draft.id}/cancel`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('cancelled');
  });

  it('refuses to cancel once staff marked the order arrived', async () => {
    const [tape] = await createProducts(t, DEMO_CLIENT_ID, 1);
    const order = (
      await sendInventory(t, tokens.merchant, sendBody([{ product: tape!, quantity: 2 }]))
    ).json();
    const arrived = await request(t, tokens.staff, {
      method: 'POST',
      url: `/staff/receiving-orders/${order.id}/arrived`,
    });
    expect(arrived.statusCode).toBe(200);
    const cancel = await request(t, tokens.merchant, {
      method: 'POST',
      url: `/warehouse/order/${order.id}/cancel`,
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toMatch(
      /^This receiving order has arrived: only a draft or one in transit/,
    );
  });
  it("lets the warehouse's staff and admins read an order and its labels, but not act for the merchant", async () => {
    const detail = (token: string) =>
      request(t, token, { method: 'GET', url: `/warehouse/order/detail/${inTransit.id}` });
    expect((await detail(tokens.staff)).json()).toMatchObject({
      id: inTransit.id,
      client: { id: DEMO_CLIENT_ID },
    });
    expect((await detail(tokens.admin)).statusCode).toBe(200);
    expect((await detail(tokens.otherStaff)).statusCode).toBe(404);
    const labels = await request(t, tokens.staff, {
      method: 'GET',
      url: `/warehouse/order/${inTransit.id}/labels`,
    });
    expect(labels.statusCode).toBe(200);

    for (const token of [tokens.staff, tokens.admin]) {
      const cancel = await request(t, token, {
        method: 'POST',
        url: `/warehouse/order/${inTransit.id}/cancel`,
      });
      expect(cancel.statusCode).toBe(403);
      expect(cancel.json().message).toBe(
        "Sending, sending a draft and cancelling inventory are the merchant's own actions",
      );
      expect((await sendInventory(t, token, sendBody([{ product: shirt, quantity: 1 }]))).statusCode).toBe(
        403,
      );
    }
  });
});
