import { and, asc, eq, inArray } from 'drizzle-orm';
import { inventoryMovements, stockLevels } from '../../platform/db/schema.js';
import { asClient } from '../../platform/db/scope.js';
import { events, type EventName } from '../../platform/events/outbox.js';
import { DEMO_CLIENT_ID, OTHER_CLIENT_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { checkStockDrift } from '../inventory/drift.js';
import {
  createProducts,
  OTHER_WAREHOUSE,
  prepareUsers,
  request,
  sendBody,
  sendInventory,
  STAFF_WAREHOUSE,
  type TestProduct,
  type Tokens,
} from './test-support.js';

const HOUR_MS = 3_600_000;

interface Box {
  id: string;
  number: number;
  barcode: string;
  status: string;
}

describe('staff receive box by box (/staff/receiving-*)', () => {
  let t: TestApp;
  let tokens: Tokens;

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await prepareUsers(t);
  });

  afterAll(() => t.close());

  const post = (token: string, url: string, payload?: object) =>
    request(t, token, { method: 'POST', url, ...(payload ? { payload } : {}) });
  const receive = (token: string, boxId: string, payload: object) =>
    post(token, `/staff/receiving-boxes/${boxId}/receive`, payload);

  async function sent(
    items: { product: TestProduct; quantity: number }[],
    boxCount = 1,
    clientToken = tokens.merchant,
  ) {
    const response = await sendInventory(t, clientToken, sendBody(items, { boxCount }));
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; number: number; boxes: Box[] };
  }

  const levels = (clientId: string, productIds: string[]) =>
    asClient(t.testDatabase.database, clientId, (tx) =>
      tx
        .select()
        .from(stockLevels)
        .where(and(inArray(stockLevels.productId, productIds), eq(stockLevels.warehouseId, STAFF_WAREHOUSE))),
    );
  const level = async (productId: string) => (await levels(DEMO_CLIENT_ID, [productId]))[0];

  const movementsOf = (boxId: string) =>
    asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) =>
      tx.select().from(inventoryMovements).where(eq(inventoryMovements.documentId, boxId)),
    );

  const eventsNamed = (name: EventName) =>
    asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) =>
      tx.select().from(events).where(eq(events.name, name)).orderBy(asc(events.id)),
    );

  const driftOf = async (productIds: string[]) =>
    (await asClient(t.testDatabase.database, DEMO_CLIENT_ID, checkStockDrift)).filter((drift) =>
      productIds.includes(drift.productId),
    );

  describe('who sees what', () => {
    let order: { id: string; number: number; boxes: Box[] };
    let foreignOrder: { id: string };

    beforeAll(async () => {
      const [product] = await createProducts(t, DEMO_CLIENT_ID, 1);
      const [otherProduct] = await createProducts(t, OTHER_CLIENT_ID, 1);
      order = await sent([{ product: product!, quantity: 2 }]);
      foreignOrder = await sent([{ product: otherProduct!, quantity: 3 }], 1, tokens.otherMerchant);
    });

    const staffList = (token: string, query: Record<string, string> = {}) =>
      request(t, token, { method: 'GET', url: '/staff/receiving-orders', query });

    it("lists every client's orders at the staff user's warehouse, and none elsewhere", async () => {
      const response = await staffList(tokens.staff, { status: 'in_transit', limit: '100' });
      expect(response.statusCode).toBe(200);
      const rows = response.json().receivingOrders as {
        id: string;
        warehouseId: string;
        client: { id: string };
      }[];
      expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([order.id, foreignOrder.id]));
      expect(new Set(rows.map((row) => row.warehouseId))).toEqual(new Set([STAFF_WAREHOUSE]));
      expect(new Set(rows.map((row) => row.client.id))).toEqual(new Set([DEMO_CLIENT_ID, OTHER_CLIENT_ID]));

      const elsewhere = await staffList(tokens.otherStaff, { limit: '100' });
      expect(elsewhere.json().receivingOrders.map((row: { id: string }) => row.id)).not.toContain(order.id);
    });

    it("lets an admin see every warehouse's, or the one asked for", async () => {
      const search = {
        'search[field]': 'number',
        'search[value]': `RO-${order.number}`,
        'search[operator]': 'matches',
      };
      expect((await staffList(tokens.admin, search)).json().totalRows).toBe(1);
      expect(
        (await staffList(tokens.admin, { ...search, warehouseId: OTHER_WAREHOUSE })).json().totalRows,
      ).toBe(0);
      // A staff user cannot widen their view by asking for another warehouse.
      expect(
        (await staffList(tokens.otherStaff, { ...search, warehouseId: STAFF_WAREHOUSE })).json().totalRows,
      ).toBe(0);
    });

    it('refuses merchants (403) and an unknown status (400)', async () => {
      const merchant = await staffList(tokens.merchant);
      expect(merchant.statusCode).toBe(403);
      expect(merchant.json().message).toBe('Only warehouse staff and admins receive inventory');
      expect((await staffList(tokens.staff, { status: 'lost' })).statusCode).toBe(400);
    });

    it('finds a box by its barcode, typed in any case; staff of another warehouse get 404', async () => {
      const barcode = order.boxes[0]!.barcode;
      const found = await request(t, tokens.staff, {
        method: 'GET',
        url: `/staff/receiving-boxes/${encodeURIComponent(barcode.toLowerCase())}`,
      });
      expect(found.statusCode).toBe(200);
      expect(found.json()).toMatchObject({
        box: { id: order.boxes[0]!.id, barcode, status: 'in_transit' },
        receivingOrder: { id: order.id, client: { id: DEMO_CLIENT_ID, name: 'Demo Store Co.' } },
      });
      const elsewhere = await request(t, tokens.otherStaff, {
        method: 'GET',
        url: `/staff/receiving-boxes/${barcode}`,
      });
      expect(elsewhere.statusCode).toBe(404);
      expect((await post(tokens.otherStaff, `/staff/receiving-orders/${order.id}/arrived`)).statusCode).toBe(
        404,
      );
      expect((await receive(tokens.otherStaff, order.boxes[0]!.id, { lines: [] })).statusCode).toBe(400);
      expect(
        (await receive(tokens.otherStaff, order.boxes[0]!.id, { lines: [{ sku: 'X', received: 1 }] }))
          .statusCode,
      ).toBe(404);
    });
  });

  it('marks an order arrived: boxes stamped, timeline, a receiving deadline 48 h on; only once', async () => {
    const [product] = await createProducts(t, DEMO_CLIENT_ID, 1);
    const order = await sent([{ product: product!, quantity: 4 }], 2);
    const response = await post(tokens.staff, `/staff/receiving-orders/${order.id}/arrived`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail.status).toBe('arrived');
    for (const box of detail.boxes) {
      expect(box.timeline.map((event: { kind: string }) => event.kind)).toEqual([
        'created',
        'in_transit',
        'arrived',
      ]);
      expect(Date.parse(box.receivingDeadline) - Date.parse(box.arrivedAt)).toBe(48 * HOUR_MS);
    }
    const again = await post(tokens.staff, `/staff/receiving-orders/${order.id}/arrived`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This receiving order has arrived: only one in transit can arrive');
    const merchantView = await request(t, tokens.merchant, {
      method: 'GET',
      url: `/warehouse/order/detail/${order.id}`,
    });
    expect(merchantView.json().boxes[0].receivingDeadline).toBe(detail.boxes[0].receivingDeadline);
  });

  it('receives boxes: stock moves from incoming to on hand through the ledger, the order completes', async () => {
    const [shirt, mug] = await createProducts(t, DEMO_CLIENT_ID, 2);
    const order = await sent(
      [
        { product: shirt!, quantity: 10 },
        { product: mug!, quantity: 4 },
      ],
      2,
    );
    await post(tokens.staff, `/staff/receiving-orders/${order.id}/arrived`);
    expect(await level(shirt!.id)).toMatchObject({ incoming: 10, onHand: 0 });

    const first = await receive(tokens.staff, order.boxes[0]!.id, {
      lines: [
        { sku: shirt!.sku, received: 5 },
        { sku: mug!.sku, received: 2, damaged: 0 },
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().box).toMatchObject({ status: 'received', receivedAt: expect.any(String) });
    expect(first.json().box.timeline.map((event: { kind: string }) => event.kind)).toEqual([
      'created',
      'in_transit',
      'arrived',
      'received',
    ]);
    expect(first.json().receivingOrder.status).toBe('receiving');
    expect(await level(shirt!.id)).toMatchObject({ onHand: 5, available: 5, incoming: 5 });
    expect(await movementsOf(order.boxes[0]!.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          productId: shirt!.id,
          warehouseId: STAFF_WAREHOUSE,
          quantity: 5,
          reason: 'received',
          documentType: 'receiving_box',
          documentLine: shirt!.sku,
        }),
        expect.objectContaining({ productId: mug!.id, quantity: 2, reason: 'received' }),
      ]),
    );

    const second = await receive(tokens.staff, order.boxes[1]!.id, {
      lines: [
        { sku: shirt!.sku, received: 5 },
        { sku: mug!.sku, received: 2 },
      ],
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().receivingOrder).toMatchObject({
      status: 'received',
      receivedAt: expect.any(String),
    });
    expect(second.json().receivingOrder.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sku: shirt!.sku, expected: 10, received: 10, damaged: 0 }),
      ]),
    );
    expect(await level(shirt!.id)).toMatchObject({ onHand: 10, incoming: 0 });
    expect(await level(mug!.id)).toMatchObject({ onHand: 4, incoming: 0 });
    expect(await driftOf([shirt!.id, mug!.id])).toEqual([]);

    const statuses = (await eventsNamed('receiving_order.status_changed'))
      .filter((event) => event.payload.receivingOrderId === order.id)
      .map((event) => event.payload.status);
    expect(statuses).toEqual(['in_transit', 'arrived', 'receiving', 'received']);
    const boxEvents = (await eventsNamed('receiving_box.received')).filter(
      (event) => event.payload.receivingOrderId === order.id,
    );
    expect(boxEvents.map((event) => event.payload.boxNumber)).toEqual([1, 2]);
    // Each names the order's warehouse, so the relay also tells that warehouse's staff (platform/realtime.ts).
    expect(new Set(boxEvents.map((event) => event.payload.warehouseId))).toEqual(new Set([STAFF_WAREHOUSE]));
    // The ledger's own event, with the new levels: here the last one of the shirt, after the second box.
    const stockEvents = (await eventsNamed('stock.changed')).filter(
      (event) => event.payload.productId === shirt!.id,
    );
    expect(stockEvents.at(-1)!.payload).toMatchObject({
      warehouseId: STAFF_WAREHOUSE,
      onHand: 10,
      incoming: 0,
    });
  });

  it('records a discrepancy: a note is required, damaged and unexpected units are kept, the drift stays clean', async () => {
    const [shirt, extra] = await createProducts(t, DEMO_CLIENT_ID, 2);
    const order = await sent([{ product: shirt!, quantity: 6 }], 2);
    const box = order.boxes[0]!;
    const counts = {
      lines: [
        { sku: shirt!.sku, received: 1, damaged: 1 },
        { sku: extra!.sku, received: 2 },
        { sku: 'NOT-A-PRODUCT', received: 1 },
      ],
    };

    const noNote = await receive(tokens.staff, box.id, counts);
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toMatchObject({ field: 'note', message: expect.stringMatching(/add a note/) });

    const missing = await receive(tokens.staff, box.id, {
      lines: [{ sku: extra!.sku, received: 1 }],
      note: 'x',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      `Count SKU ${shirt!.sku}: the box announced it (0 if it is not there)`,
    );

    const twice = await receive(tokens.staff, box.id, {
      lines: [
        { sku: shirt!.sku, received: 1 },
        { sku: shirt!.sku, received: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);

    const response = await receive(tokens.staff, box.id, {
      ...counts,
      note: 'One torn, two of another SKU, one unknown',
    });
    expect(response.statusCode).toBe(200);
    const received = response.json().box;
    expect(received).toMatchObject({
      status: 'with_discrepancy',
      discrepancyNote: 'One torn, two of another SKU, one unknown',
      discrepancyResolvedAt: null,
    });
    expect(received.lines).toEqual([
      expect.objectContaining({ sku: shirt!.sku, expected: 3, received: 1, damaged: 1, unexpected: false }),
      expect.objectContaining({
        sku: 'NOT-A-PRODUCT',
        productId: null,
        expected: 0,
        received: 1,
        unexpected: true,
      }),
      expect.objectContaining({
        sku: extra!.sku,
        productId: extra!.id,
        expected: 0,
        received: 2,
        unexpected: true,
      }),
    ]);
    expect(received.timeline.map((event: { kind: string }) => event.kind)).toEqual([
      'created',
      'in_transit',
      'arrived',
      'received',
      'discrepancy',
    ]);
    expect(await level(shirt!.id)).toMatchObject({ onHand: 1, damaged: 1, incoming: 4 });
    expect(await level(extra!.id)).toMatchObject({ onHand: 2 });
    expect(response.json().receivingOrder.lines[0]).toMatchObject({ received: 1, damaged: 1 });
    expect(await driftOf([shirt!.id, extra!.id])).toEqual([]);

    // The resolution: an explicit step, with an adjustment through the ledger.
    const resolve = (payload: object) =>
      post(tokens.staff, `/staff/receiving-boxes/${box.id}/resolve-discrepancy`, payload);
    expect(
      (await resolve({ note: 'Sent back', adjustments: [{ sku: 'NOT-A-PRODUCT', quantity: 1 }] })).statusCode,
    ).toBe(400);
    const resolved = await resolve({
      note: 'Merchant confirmed: one more shirt found',
      adjustments: [{ sku: shirt!.sku, quantity: 1 }],
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().box).toMatchObject({
      status: 'with_discrepancy',
      discrepancyResolvedAt: expect.any(String),
      resolutionNote: 'Merchant confirmed: one more shirt found',
    });
    expect(resolved.json().box.timeline.at(-1)).toMatchObject({
      kind: 'discrepancy_resolved',
      note: 'Merchant confirmed: one more shirt found',
    });
    expect(await level(shirt!.id)).toMatchObject({ onHand: 2 });
    expect(await movementsOf(box.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reason: 'adjusted', documentType: 'discrepancy', quantity: 1 }),
      ]),
    );
    // The staff who have the box open learn of the resolution (the warehouse's room), and of who made it.
    const receivedEvent = (await eventsNamed('receiving_box.received')).find(
      (event) => event.payload.boxId === box.id,
    );
    const resolvedEvents = (await eventsNamed('receiving_box.discrepancy_resolved')).filter(
      (event) => event.payload.boxId === box.id,
    );
    expect(resolvedEvents.map((event) => event.payload)).toEqual([
      expect.objectContaining({
        receivingOrderId: order.id,
        warehouseId: STAFF_WAREHOUSE,
        barcode: box.barcode,
        status: 'with_discrepancy',
        by: receivedEvent!.payload.by,
      }),
    ]);
    expect(receivedEvent!.payload.by).toMatch(/^[0-9a-f-]{36}$/);
    const again = await resolve({ note: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This box's discrepancy was already resolved");
    const clean = await post(
      tokens.staff,
      `/staff/receiving-boxes/${order.boxes[1]!.id}/resolve-discrepancy`,
      { note: 'x' },
    );
    expect(clean.statusCode).toBe(409);
    expect(clean.json().message).toBe('This box has no discrepancy to resolve');
    expect(await driftOf([shirt!.id, extra!.id])).toEqual([]);
  });

  it('refuses to receive a box of a draft or cancelled order', async () => {
    const [product] = await createProducts(t, DEMO_CLIENT_ID, 1);
    const draft = (
      await sendInventory(t, tokens.merchant, sendBody([{ product: product!, quantity: 1 }], { send: false }))
    ).json();
    const onDraft = await receive(tokens.staff, draft.boxes[0].id, {
      lines: [{ sku: product!.sku, received: 1 }],
    });
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json().message).toBe('This receiving order is a draft: its boxes cannot be received');

    const order = await sent([{ product: product!, quantity: 1 }]);
    await post(tokens.merchant, `/warehouse/order/${order.id}/cancel`);
    const onCancelled = await receive(tokens.staff, order.boxes[0]!.id, {
      lines: [{ sku: product!.sku, received: 1 }],
    });
    expect(onCancelled.statusCode).toBe(409);
    expect(await level(product!.id)).toMatchObject({ onHand: 0, incoming: 0 });
  });

  it('lets one of two staff receiving the same box at once win; the other is told who, stock counts once', async () => {
    const [product] = await createProducts(t, DEMO_CLIENT_ID, 1);
    const order = await sent([{ product: product!, quantity: 7 }]);
    const box = order.boxes[0]!;
    const counts = { lines: [{ sku: product!.sku, received: 7 }] };
    const answers = await Promise.all([
      receive(tokens.staff, box.id, counts),
      receive(tokens.admin, box.id, counts),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const winner = answers[0]!.statusCode === 200 ? 'Warehouse Staff' : 'Estiba Admin';
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.json().message).toBe(`This box was already received by ${winner}`);
    expect(await level(product!.id)).toMatchObject({ onHand: 7, incoming: 0 });
    expect((await movementsOf(box.id)).map((movement) => movement.quantity)).toEqual([7]);
    const boxEvents = (await eventsNamed('receiving_box.received')).filter(
      (event) => event.payload.boxId === box.id,
    );
    expect(boxEvents).toHaveLength(1);

    const later = await receive(tokens.staff, box.id, counts);
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toBe(`This box was already received by ${winner}`);
  });
  it("counts two of an order's boxes received at once both, and completes the order once", async () => {
    const [product] = await createProducts(t, DEMO_CLIENT_ID, 1);
    const order = await sent([{ product: product!, quantity: 6 }], 2);
    const counts = { lines: [{ sku: product!.sku, received: 3 }] };
    const answers = await Promise.all(
      order.boxes.map((box, i) => receive(i === 0 ? tokens.staff : tokens.admin, box.id, counts)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const detail = await request(t, tokens.merchant, {
      method: 'GET',
      url: `/warehouse/order/detail/${order.id}`,
    });
    expect(detail.json()).toMatchObject({
      status: 'received',
      lines: [expect.objectContaining({ received: 6 })],
    });
    const statuses = (await eventsNamed('receiving_order.status_changed'))
      .filter((event) => event.payload.receivingOrderId === order.id)
      .map((event) => event.payload.status);
    expect(statuses).toEqual(['in_transit', 'receiving', 'received']);
    expect(await level(product!.id)).toMatchObject({ onHand: 6, incoming: 0 });
    expect(await driftOf([product!.id])).toEqual([]);
  });
});
