import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { events } from '../../platform/events/outbox.js';
import { stockLevels } from '../../platform/db/schema.js';
import { asClient } from '../../platform/db/scope.js';
import { DEMO_CLIENT_ID, OTHER_CLIENT_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { IDEMPOTENT_REPLAY_HEADER } from './routes.js';
import { todayIn } from './send-inventory.js';
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

describe('send inventory (POST /warehouse/order)', () => {
  let t: TestApp;
  let tokens: Tokens;
  let shirt: TestProduct;
  let mug: TestProduct;

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await prepareUsers(t);
    [shirt, mug] = await createProducts(t, DEMO_CLIENT_ID, 2);
  });

  afterAll(() => t.close());

  const incoming = (productId: string) =>
    asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) => {
      const [row] = await tx
        .select({ incoming: stockLevels.incoming })
        .from(stockLevels)
        .where(and(eq(stockLevels.productId, productId), eq(stockLevels.warehouseId, STAFF_WAREHOUSE)));
      return row?.incoming ?? 0;
    });

  const statusEvents = (receivingOrderId: string) =>
    asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) =>
      (await tx.select().from(events).where(eq(events.name, 'receiving_order.status_changed'))).filter(
        (event) => event.payload.receivingOrderId === receivingOrderId,
      ),
    );

  it('creates the order, its lines, numbered boxes with barcodes, their timelines, and adds to incoming', async () => {
    const before = { shirt: await incoming(shirt.id), mug: await incoming(mug.id) };
    const body = sendBody(
      [
        { product: shirt, quantity: 40 },
        { product: mug, quantity: 10 },
      ],
      { boxCount: 2 },
    );
    const response = await sendInventory(t, tokens.merchant, body);
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      status: 'in_transit',
      reference: `RO-${order.number}`,
      client: { id: DEMO_CLIENT_ID, name: 'Demo Store Co.' },
      warehouse: { id: STAFF_WAREHOUSE, receivingDeadlineHours: 48 },
      shippingMethod: 'own_carrier',
      carrierName: 'Estafeta',
      trackingNumber: '7012345678',
      arrivalDate: body.arrivalDate,
      cancellable: true,
    });
    expect(order.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          productId: shirt.id,
          sku: shirt.sku,
          expected: 40,
          received: 0,
          damaged: 0,
        }),
        expect.objectContaining({ productId: mug.id, sku: mug.sku, expected: 10, received: 0, damaged: 0 }),
      ]),
    );
    expect(order.boxes.map((box: { number: number; barcode: string; status: string }) => box)).toEqual([
      expect.objectContaining({ number: 1, barcode: `RO${order.number}-B01`, status: 'in_transit' }),
      expect.objectContaining({ number: 2, barcode: `RO${order.number}-B02`, status: 'in_transit' }),
    ]);
    expect(order.boxes[0].lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sku: shirt.sku, expected: 20, received: null, unexpected: false }),
        expect.objectContaining({ sku: mug.sku, expected: 5, received: null, unexpected: false }),
      ]),
    );
    expect(order.boxes[0].timeline.map((event: { kind: string }) => event.kind)).toEqual([
      'created',
      'in_transit',
    ]);
    expect(order.boxes[0].receivingDeadline).toBeNull();
    expect(await incoming(shirt.id)).toBe(before.shirt + 40);
    expect(await incoming(mug.id)).toBe(before.mug + 10);
    const recorded = await statusEvents(order.id);
    expect(recorded.map((event) => event.payload)).toEqual([
      expect.objectContaining({ status: 'in_transit', previousStatus: null, number: order.number }),
    ]);
  });

  it('keeps a draft without touching incoming, and sends it later', async () => {
    const before = await incoming(shirt.id);
    const draft = await sendInventory(
      t,
      tokens.merchant,
      sendBody([{ product: shirt, quantity: 6 }], { send: false }),
    );
    expect(draft.statusCode).toBe(201);
    expect(draft.json()).toMatchObject({
      status: 'draft',
      boxes: [expect.objectContaining({ status: 'pending' })],
    });
    expect(draft.json().boxes[0].timeline.map((event: { kind: string }) => event.kind)).toEqual(['created']);
    expect(await incoming(shirt.id)).toBe(before);

    const sent = await request(t, tokens.merchant, {
      method: 'POST',
      url: `/warehouse/order/${draft.json().id}/send`,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 'in_transit',
      boxes: [expect.objectContaining({ status: 'in_transit' })],
    });
    expect(await incoming(shirt.id)).toBe(before + 6);
    const again = await request(t, tokens.merchant, {
      method: 'POST',
      url: `/warehouse/order/${draft.json().id}/send`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/is in transit: only a draft can be sent/);
  });

  it('answers the same Idempotency-Key with the same order, created once', async () => {
    const key = randomUUID();
    const body = sendBody([{ product: mug, quantity: 3 }]);
    const before = await incoming(mug.id);
    const first = await sendInventory(t, tokens.merchant, body, key);
    const second = await sendInventory(t, tokens.merchant, body, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
    expect(first.headers[IDEMPOTENT_REPLAY_HEADER]).toBeUndefined();
    expect(second.json().id).toBe(first.json().id);
    expect(await incoming(mug.id)).toBe(before + 3);
    expect(await statusEvents(first.json().id)).toHaveLength(1);
  });

  it('answers two concurrent requests with one Idempotency-Key with one order', async () => {
    const key = randomUUID();
    const body = sendBody([{ product: mug, quantity: 2 }]);
    const before = await incoming(mug.id);
    const [a, b] = await Promise.all([
      sendInventory(t, tokens.merchant, body, key),
      sendInventory(t, tokens.merchant, body, key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await incoming(mug.id)).toBe(before + 2);
  });

  it('refuses an Idempotency-Key reused for a different request', async () => {
    const key = randomUUID();
    expect(
      (await sendInventory(t, tokens.merchant, sendBody([{ product: mug, quantity: 2 }]), key)).statusCode,
    ).toBe(201);
    const other = await sendInventory(t, tokens.merchant, sendBody([{ product: mug, quantity: 3 }]), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(
      'This Idempotency-Key already sent another receiving order: use a new key for a new request',
    );
  });

  it('requires an Idempotency-Key', async () => {
    const response = await request(t, tokens.merchant, {
      method: 'POST',
      url: '/warehouse/order',
      payload: sendBody([{ product: mug, quantity: 1 }]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/idempotency-key/);
  });

  it('refuses a split that does not add up, naming the line', async () => {
    const body = sendBody([
      { product: shirt, quantity: 10 },
      { product: mug, quantity: 4 },
    ]);
    body.boxes = [
      {
        lines: [
          { productId: shirt.id, quantity: 10 },
          { productId: mug.id, quantity: 3 },
        ],
      },
    ];
    const response = await sendInventory(t, tokens.merchant, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: `Line 2 (${mug.sku}): the boxes hold 3 units, the line sends 4`,
      fieldErrors: { 'lines.1.quantity': `Line 2 (${mug.sku}): the boxes hold 3 units, the line sends 4` },
    });
  });

  it('refuses a box holding a product no line announces, and a product listed twice', async () => {
    const body = sendBody([{ product: shirt, quantity: 2 }]);
    body.boxes = [
      {
        lines: [
          { productId: shirt.id, quantity: 2 },
          { productId: mug.id, quantity: 1 },
        ],
      },
    ];
    const stray = await sendInventory(t, tokens.merchant, body);
    expect(stray.statusCode).toBe(400);
    expect(stray.json().fieldErrors['boxes.0.lines.1.productId']).toMatch(/in none of the order's lines/);

    const twice = sendBody([{ product: shirt, quantity: 2 }]);
    twice.lines.push({ productId: shirt.id, quantity: 2 });
    const duplicate = await sendInventory(t, tokens.merchant, twice);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().fieldErrors['lines.1.productId']).toMatch(/already in another line/);
  });

  it("refuses another merchant's product, a bundle and an unknown warehouse", async () => {
    const [foreign] = await createProducts(t, OTHER_CLIENT_ID, 1);
    const notMine = await sendInventory(t, tokens.merchant, sendBody([{ product: foreign!, quantity: 1 }]));
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().fieldErrors['lines.0.productId']).toBe('Line 1: no such product among yours');

    const [bundle] = await createProducts(t, DEMO_CLIENT_ID, 1, { bundle: true });
    const bundled = await sendInventory(t, tokens.merchant, sendBody([{ product: bundle!, quantity: 1 }]));
    expect(bundled.statusCode).toBe(400);
    expect(bundled.json().message).toMatch(/a bundle is not stocked itself/);

    const nowhere = await sendInventory(
      t,
      tokens.merchant,
      sendBody([{ product: shirt, quantity: 1 }], { warehouseId: 'WH-XX-NONE' }),
    );
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().fieldErrors).toEqual({ warehouseId: 'No such warehouse' });
  });

  it("refuses an arrival date before today in the warehouse's time zone, and accepts today", async () => {
    // Madrid is ahead of every American warehouse: its today is the latest.
    const madridToday = todayIn('Europe/Madrid');
    const yesterday = new Date(`${madridToday}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const early = await sendInventory(
      t,
      tokens.merchant,
      sendBody([{ product: shirt, quantity: 1 }], {
        warehouseId: 'WH-ES-MAD',
        arrivalDate: yesterday.toISOString().slice(0, 10),
      }),
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().fieldErrors.arrivalDate).toMatch(/must be today .* or later/);

    const onTime = await sendInventory(
      t,
      tokens.merchant,
      sendBody([{ product: shirt, quantity: 1 }], { warehouseId: 'WH-ES-MAD', arrivalDate: madridToday }),
    );
    expect(onTime.statusCode).toBe(201);
  });

  it('refuses a malformed request with a 400 that names the field', async () => {
    const body = { ...sendBody([{ product: shirt, quantity: 1 }]), shippingMethod: 'pigeon' };
    const response = await request(t, tokens.merchant, {
      method: 'POST',
      url: '/warehouse/order',
      headers: { 'idempotency-key': randomUUID() },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/shippingMethod/);
  });

  it('keeps no carrier or tracking number when the shipping platform ships', async () => {
    const response = await sendInventory(
      t,
      tokens.merchant,
      sendBody([{ product: mug, quantity: 1 }], { shippingMethod: 'shipping_platform' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      shippingMethod: 'shipping_platform',
      carrierName: null,
      trackingNumber: null,
    });
  });
});
