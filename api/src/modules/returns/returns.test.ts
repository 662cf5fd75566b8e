// Returns through Fastify's inject, on PGlite by default and on PostgreSQL with DATABASE_URL: the transition table
// (every status × action), create from a shipped order (idempotent, 50 concurrent requests with one key; quantities
// at most shipped minus already returned), the list's filters and search, the merchant's moves, the warehouse's
// desk and receiving (good units back on hand through the ledger, damaged discarded), events and tenancy.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { asOperator } from '../../platform/db/scope.js';
import { IDEMPOTENT_REPLAY_HEADER } from '../../platform/idempotency.js';
import { DEMO_CLIENT_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { rowsOf } from '../inventory/ledger.js';
import {
  levelOf,
  orderReadyToPick,
  stockedProducts,
  type FloorProduct,
} from '../orders/floor-test-support.js';
import {
  OTHER_WAREHOUSE,
  prepareUsers,
  request,
  STAFF_WAREHOUSE,
  type Tokens,
} from '../receiving/test-support.js';
import type { CreateReturnBody, ReturnDetail, ReturnList, ReturnStatus, StaffReturnList } from './schemas.js';
import { RETURN_STATUS } from './schemas.js';
import { RETURN_MESSAGES } from './service.js';
import { shippedOrder, type ShippedOrder } from './test-support.js';
import {
  allowedReturnActions,
  applyReturnTransition,
  nextReturnStatus,
  RETURN_TRANSITION_ACTIONS,
  returnRefusal,
  type ReturnTransitionAction,
} from './transitions.js';

describe('the return transition table', () => {
  // Every status × action: where it goes, or '-' when refused.
  const TABLE: Record<ReturnStatus, Record<ReturnTransitionAction, ReturnStatus | '-'>> = {
    requested: {
      send: 'in_transit',
      cancel: 'cancelled',
      receive: 'received',
      restock: '-',
      discard: '-',
      close: '-',
    },
    in_transit: { send: '-', cancel: '-', receive: 'received', restock: '-', discard: '-', close: '-' },
    received: {
      send: '-',
      cancel: '-',
      receive: '-',
      restock: 'restocked',
      discard: 'discarded',
      close: '-',
    },
    restocked: { send: '-', cancel: '-', receive: '-', restock: '-', discard: '-', close: 'closed' },
    discarded: { send: '-', cancel: '-', receive: '-', restock: '-', discard: '-', close: 'closed' },
    closed: { send: '-', cancel: '-', receive: '-', restock: '-', discard: '-', close: '-' },
    cancelled: { send: '-', cancel: '-', receive: '-', restock: '-', discard: '-', close: '-' },
  };
  const cases = RETURN_STATUS.flatMap((status) =>
    RETURN_TRANSITION_ACTIONS.map((action) => [status, action, TABLE[status][action]] as const),
  );
  it.each(cases)('%s × %s → %s', (status, action, expected) => {
    expect(nextReturnStatus(status, action) ?? '-').toBe(expected);
  });

  it('offers each side only its own moves', () => {
    expect(allowedReturnActions('requested', 'merchant')).toEqual(['send', 'cancel']);
    expect(allowedReturnActions('requested', 'staff')).toEqual(['receive']);
    expect(allowedReturnActions('in_transit', 'merchant')).toEqual([]);
    expect(allowedReturnActions('restocked', 'merchant')).toEqual(['close']);
    expect(allowedReturnActions('received', 'staff')).toEqual(['receive']);
    expect(allowedReturnActions('restocked', 'staff')).toEqual([]);
    expect(returnRefusal('restocked', 'cancel')).toBe(
      'This return has been restocked and cannot be cancelled.',
    );
  });
});

let t: TestApp;
let tokens: Tokens;
let items: FloorProduct[];

beforeAll(async () => {
  t = await startTestApp();
  tokens = await prepareUsers(t);
  items = await stockedProducts(t.testDatabase.database, DEMO_CLIENT_ID, STAFF_WAREHOUSE, [null, null], 200);
}, 120_000);

afterAll(() => t?.close());

const shipped = (): Promise<ShippedOrder> =>
  shippedOrder(t.testDatabase.database, {
    clientId: DEMO_CLIENT_ID,
    warehouseId: STAFF_WAREHOUSE,
    lines: [
      { product: items[0]!, quantity: 3 },
      { product: items[1]!, quantity: 1 },
    ],
  });

const bodyOf = (order: ShippedOrder, quantities: number[], extra: Partial<CreateReturnBody> = {}) =>
  ({
    orderId: order.id,
    type: 'exchange',
    reason: 'Wrong size',
    lines: quantities
      .map((quantity, i) => ({ orderLineId: order.lines[i]!.id, quantity }))
      .filter((line) => line.quantity > 0),
    ...extra,
  }) satisfies CreateReturnBody;

const create = (payload: object, token = tokens.merchant, key = randomUUID()) =>
  request(t, token, {
    method: 'POST',
    url: '/client/returns',
    headers: { 'idempotency-key': key },
    payload,
  });

async function createReturn(payload: object): Promise<ReturnDetail> {
  const response = await create(payload);
  expect(response.statusCode).toBe(201);
  return response.json();
}

const post = (token: string, url: string, payload?: object) =>
  request(t, token, { method: 'POST', url, ...(payload === undefined ? {} : { payload }) });
const get = (token: string, url: string, query?: Record<string, string>) =>
  request(t, token, { method: 'GET', url, ...(query ? { query } : {}) });

async function eventsOf(returnId: string) {
  return asOperator(t.testDatabase.database, async (tx) =>
    rowsOf<{ name: string; payload: Record<string, unknown> }>(
      await tx.execute(
        sql`SELECT name, payload FROM events WHERE payload->>'returnId' = ${returnId} ORDER BY id`,
      ),
    ),
  );
}

describe('create (POST client/returns)', () => {
  it('asks for a return of a shipped order’s lines: requested, with its history and event', async () => {
    const order = await shipped();
    const created = await createReturn(bodyOf(order, [1, 0]));
    expect(created).toMatchObject({
      orderId: order.id,
      orderNumber: order.number,
      orderReference: order.reference,
      warehouseId: STAFF_WAREHOUSE,
      type: 'exchange',
      status: 'requested',
      reason: 'Wrong size',
      lineCount: 1,
      unitCount: 1,
      allowedActions: ['send', 'cancel'],
      lines: [
        { orderLineId: order.lines[0]!.id, sku: items[0]!.sku, quantity: 1, good: null, damaged: null },
      ],
    });
    expect(created.number).toBeGreaterThanOrEqual(5001);
    expect(created.history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'requested', changedBy: expect.anything() }),
    ]);
    expect(await eventsOf(created.id)).toEqual([
      {
        name: 'return.status_changed',
        payload: expect.objectContaining({ warehouseId: STAFF_WAREHOUSE, from: null, to: 'requested' }),
      },
    ]);
  });

  it('creates one return for 50 concurrent requests with one key; the same key with another body is 422', async () => {
    const order = await shipped();
    const key = randomUUID();
    const payload = bodyOf(order, [2, 1]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => create(payload, tokens.merchant, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    const ids = new Set(answers.map((a) => a.json<ReturnDetail>().id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.headers[IDEMPOTENT_REPLAY_HEADER] === 'true')).toHaveLength(49);
    const rows = await asOperator(t.testDatabase.database, async (tx) =>
      rowsOf<{ n: number }>(
        await tx.execute(sql`SELECT count(*)::int AS n FROM returns WHERE order_id = ${order.id}::uuid`),
      ),
    );
    expect(rows[0]!.n).toBe(1);
    const other = await create({ ...payload, reason: 'Another reason' }, tokens.merchant, key);
    expect(other.statusCode).toBe(422);
    expect(other.json<{ message: string }>().message).toMatch(/Idempotency-Key/);
  });

  it('returns at most the units shipped minus those already in other returns, naming the line', async () => {
    const order = await shipped();
    await createReturn(bodyOf(order, [2, 0]));
    const over = await create(bodyOf(order, [2, 0]));
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      message: RETURN_MESSAGES.tooMany(items[0]!.sku, 1),
      field: 'lines.0.quantity',
    });
    await createReturn(bodyOf(order, [1, 0]));
    const none = await create(bodyOf(order, [1, 0]));
    expect(none.json<{ message: string }>().message).toBe(RETURN_MESSAGES.tooMany(items[0]!.sku, 0));
  });

  it('counts a cancelled return’s units as returnable again', async () => {
    const order = await shipped();
    const first = await createReturn(bodyOf(order, [3, 1]));
    expect((await post(tokens.merchant, `/client/return/${first.id}/cancel`)).statusCode).toBe(200);
    await createReturn(bodyOf(order, [3, 1]));
  });

  it('refuses lines of another order, a line twice, a blank reason and an order not shipped', async () => {
    const order = await shipped();
    const otherOrder = await shipped();
    const foreign = await create({
      ...bodyOf(order, [1, 0]),
      lines: [{ orderLineId: otherOrder.lines[0]!.id, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({
      message: RETURN_MESSAGES.lineNotInOrder,
      field: 'lines.0.orderLineId',
    });
    const twice = await create({
      ...bodyOf(order, [1, 0]),
      lines: [
        { orderLineId: order.lines[0]!.id, quantity: 1 },
        { orderLineId: order.lines[0]!.id, quantity: 1 },
      ],
    });
    expect(twice.json()).toMatchObject({ message: RETURN_MESSAGES.lineTwice, field: 'lines.1.orderLineId' });
    const blank = await create(bodyOf(order, [1, 0], { reason: '   ' }));
    expect(blank.json()).toMatchObject({ message: RETURN_MESSAGES.reasonBlank, field: 'reason' });
    const waiting = await orderReadyToPick(t.testDatabase.database, {
      clientId: DEMO_CLIENT_ID,
      warehouseId: STAFF_WAREHOUSE,
      lines: [{ product: items[0]!, quantity: 1 }],
    });
    const notShipped = await create({ ...bodyOf(order, [1, 0]), orderId: waiting.id });
    expect(notShipped.statusCode).toBe(409);
    expect(notShipped.json<{ message: string }>().message).toBe(RETURN_MESSAGES.orderNotShipped);
    const badType = await create({ ...bodyOf(order, [1, 0]), type: 'gift' });
    expect(badType.statusCode).toBe(400);
  });

  it('finds no order of another merchant, and is for merchants only', async () => {
    const order = await shipped();
    const response = await create(bodyOf(order, [1, 0]), tokens.otherMerchant);
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(RETURN_MESSAGES.orderNotFound);
    expect((await create(bodyOf(order, [1, 0]), tokens.staff)).statusCode).toBe(403);
  });
});

describe('the merchant’s list and detail', () => {
  it('filters by status, type and warehouse and searches by return or order number and reference', async () => {
    const order = await shipped();
    const exchange = await createReturn(bodyOf(order, [1, 0]));
    const refund = await createReturn(bodyOf(order, [0, 1], { type: 'refund' }));
    await post(tokens.merchant, `/client/return/${refund.id}/send`, { trackingNumber: 'RET-1' });

    const byOrder = (
      await get(tokens.merchant, '/client/returns', { search: `#${order.number}` })
    ).json<ReturnList>();
    expect(byOrder.returns.map((r) => r.id)).toEqual([refund.id, exchange.id]);
    expect(byOrder.totalRows).toBe(2);
    expect(byOrder.warehouses).toContainEqual({ id: STAFF_WAREHOUSE, name: expect.any(String) });

    const byNumber = (
      await get(tokens.merchant, '/client/returns', { search: `RMA-${exchange.number}` })
    ).json<ReturnList>();
    expect(byNumber.returns.map((r) => r.id)).toEqual([exchange.id]);
    const byReference = (
      await get(tokens.merchant, '/client/returns', { search: order.reference.slice(2).toLowerCase() })
    ).json<ReturnList>();
    expect(byReference.returns.map((r) => r.id)).toEqual([refund.id, exchange.id]);

    const inTransit = (
      await get(tokens.merchant, '/client/returns', { status: 'in_transit', search: order.reference })
    ).json<ReturnList>();
    expect(inTransit.returns).toEqual([
      expect.objectContaining({
        id: refund.id,
        status: 'in_transit',
        trackingNumber: 'RET-1',
        type: 'refund',
      }),
    ]);
    const exchanges = (
      await get(tokens.merchant, '/client/returns', { type: 'exchange', search: order.reference })
    ).json<ReturnList>();
    expect(exchanges.returns.map((r) => r.id)).toEqual([exchange.id]);
    const elsewhere = (
      await get(tokens.merchant, '/client/returns', { warehouseId: OTHER_WAREHOUSE, search: order.reference })
    ).json<ReturnList>();
    expect(elsewhere.totalRows).toBe(0);

    const unknown = await get(tokens.merchant, '/client/returns', { status: 'lost' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ field: 'status' });
  });

  it('pages the list', async () => {
    const first = (
      await get(tokens.merchant, '/client/returns', { limit: '2', page: '1' })
    ).json<ReturnList>();
    const second = (
      await get(tokens.merchant, '/client/returns', { limit: '2', page: '2' })
    ).json<ReturnList>();
    expect(first.returns).toHaveLength(2);
    expect(second.returns.length).toBeGreaterThan(0);
    expect(second.returns.map((r) => r.id)).not.toContain(first.returns[0]!.id);
    expect(second.totalRows).toBe(first.totalRows);
  });

  it('hides a return from another merchant (row-level security) and lists none of them', async () => {
    const order = await shipped();
    const created = await createReturn(bodyOf(order, [1, 0]));
    expect((await get(tokens.otherMerchant, `/client/return/${created.id}`)).statusCode).toBe(404);
    expect((await post(tokens.otherMerchant, `/client/return/${created.id}/cancel`)).statusCode).toBe(404);
    const theirs = (await get(tokens.otherMerchant, '/client/returns', { limit: '100' })).json<ReturnList>();
    expect(theirs.returns.every((r) => r.client.id !== DEMO_CLIENT_ID)).toBe(true);
    expect((await get(tokens.merchant, `/client/return/${created.id}`)).json<ReturnDetail>().id).toBe(
      created.id,
    );
  });

  it('sends, cancels only while requested, and closes once restocked, each move in the history', async () => {
    const order = await shipped();
    const created = await createReturn(bodyOf(order, [1, 0]));
    const sent = await post(tokens.merchant, `/client/return/${created.id}/send`, {
      trackingNumber: ' 1Z999 ',
    });
    expect(sent.json<ReturnDetail>()).toMatchObject({ status: 'in_transit', trackingNumber: '1Z999' });
    const cancel = await post(tokens.merchant, `/client/return/${created.id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json<{ message: string }>().message).toBe(
      'This return is on its way to the warehouse and cannot be cancelled.',
    );
    const early = await post(tokens.merchant, `/client/return/${created.id}/close`);
    expect(early.statusCode).toBe(409);
    await post(tokens.staff, `/staff/returns/${created.id}/receive`, {
      lines: [{ orderLineId: order.lines[0]!.id, good: 1, damaged: 0 }],
    });
    const closed = (await post(tokens.merchant, `/client/return/${created.id}/close`)).json<ReturnDetail>();
    expect(closed.status).toBe('closed');
    expect(closed.closedAt).not.toBeNull();
    expect(closed.history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'requested'],
      ['requested', 'in_transit'],
      ['in_transit', 'received'],
      ['received', 'restocked'],
      ['restocked', 'closed'],
    ]);
    expect((await eventsOf(created.id)).map((e) => e.payload.to)).toEqual([
      'requested',
      'in_transit',
      'received',
      'restocked',
      'closed',
    ]);
  });
});

describe('the warehouse’s desk (staff/returns)', () => {
  it('lists the returns to receive at the staff’s warehouse only; admins choose it', async () => {
    const order = await shipped();
    const created = await createReturn(bodyOf(order, [1, 0]));
    const desk = (
      await get(tokens.staff, '/staff/returns', { search: String(created.number) })
    ).json<StaffReturnList>();
    expect(desk.warehouse.id).toBe(STAFF_WAREHOUSE);
    expect(desk.returns.map((r) => r.id)).toEqual([created.id]);
    expect(desk.returns[0]!.client.id).toBe(DEMO_CLIENT_ID);
    const elsewhere = (
      await get(tokens.otherStaff, '/staff/returns', { search: String(created.number) })
    ).json<StaffReturnList>();
    expect(elsewhere.warehouse.id).toBe(OTHER_WAREHOUSE);
    expect(elsewhere.returns).toEqual([]);
    expect((await get(tokens.admin, '/staff/returns')).statusCode).toBe(422);
    const admin = await get(tokens.admin, '/staff/returns', { warehouseId: STAFF_WAREHOUSE, limit: '100' });
    expect(admin.json<StaffReturnList>().returns.map((r) => r.id)).toContain(created.id);
    expect((await get(tokens.merchant, '/staff/returns')).statusCode).toBe(403);
    expect((await get(tokens.otherStaff, `/staff/returns/${created.id}`)).statusCode).toBe(404);
    const detail = (await get(tokens.staff, `/staff/returns/${created.id}`)).json<ReturnDetail>();
    expect(detail.allowedActions).toEqual(['receive']);
  });

  it('receives good units back on hand (movement returned) and ends restocked', async () => {
    const order = await shipped();
    const created = await createReturn(bodyOf(order, [3, 1]));
    const before = await levelOf(t.testDatabase.database, DEMO_CLIENT_ID, items[0]!.id, STAFF_WAREHOUSE);
    const received = await post(tokens.staff, `/staff/returns/${created.id}/receive`, {
      lines: [
        { orderLineId: order.lines[0]!.id, good: 2, damaged: 1 },
        { orderLineId: order.lines[1]!.id, good: 0, damaged: 1 },
      ],
    });
    expect(received.statusCode).toBe(200);
    expect(received.json<ReturnDetail>()).toMatchObject({
      status: 'restocked',
      allowedActions: [],
      lines: [
        { orderLineId: order.lines[0]!.id, good: 2, damaged: 1 },
        { orderLineId: order.lines[1]!.id, good: 0, damaged: 1 },
      ],
    });
    expect(received.json<ReturnDetail>().receivedAt).not.toBeNull();
    const after = await levelOf(t.testDatabase.database, DEMO_CLIENT_ID, items[0]!.id, STAFF_WAREHOUSE);
    expect(after.onHand - before.onHand).toBe(2);
    const movements = await asOperator(t.testDatabase.database, async (tx) =>
      rowsOf<{ product_id: string; quantity: number; reason: string }>(
        await tx.execute(sql`
          SELECT product_id, quantity, reason FROM inventory_movements
           WHERE document_type = 'return' AND document_id = ${created.id}`),
      ),
    );
    expect(movements).toEqual([{ product_id: items[0]!.id, quantity: 2, reason: 'returned' }]);
    // The order's floor status follows: returned, with its history row.
    const orderNow = await asOperator(t.testDatabase.database, async (tx) =>
      rowsOf<{ warehouse_status: string; to_status: string }>(
        await tx.execute(sql`
          SELECT o.warehouse_status, h.to_status FROM orders o
            JOIN order_status_history h ON h.order_id = o.id AND h.status_column = 'warehouse'
           WHERE o.id = ${order.id}::uuid ORDER BY h.id DESC LIMIT 1`),
      ),
    );
    expect(orderNow).toEqual([{ warehouse_status: 'returned', to_status: 'returned' }]);
    // Received once: a second try is refused with the state's words.
    const again = await post(tokens.staff, `/staff/returns/${created.id}/receive`, {
      lines: [
        { orderLineId: order.lines[0]!.id, good: 1, damaged: 0 },
        { orderLineId: order.lines[1]!.id, good: 0, damaged: 0 },
      ],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(
      'This return has been restocked and cannot be received.',
    );
  });

  it('discards a return whose every unit came back damaged: stock unchanged', async () => {
    const order = await shipped();
    const created = await createReturn(bodyOf(order, [0, 1], { type: 'refund' }));
    const before = await levelOf(t.testDatabase.database, DEMO_CLIENT_ID, items[1]!.id, STAFF_WAREHOUSE);
    const received = await post(tokens.admin, `/staff/returns/${created.id}/receive`, {
      lines: [{ orderLineId: order.lines[1]!.id, good: 0, damaged: 1 }],
    });
    expect(received.json<ReturnDetail>().status).toBe('discarded');
    const after = await levelOf(t.testDatabase.database, DEMO_CLIENT_ID, items[1]!.id, STAFF_WAREHOUSE);
    expect(after).toEqual(before);
  });

  it('refuses counts that do not add up, a line missing, nothing counted, and another warehouse’s staff', async () => {
    const order = await shipped();
    const created = await createReturn(bodyOf(order, [2, 1]));
    const url = `/staff/returns/${created.id}/receive`;
    const tooMany = await post(tokens.staff, url, {
      lines: [
        { orderLineId: order.lines[0]!.id, good: 2, damaged: 1 },
        { orderLineId: order.lines[1]!.id, good: 1, damaged: 0 },
      ],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      message: RETURN_MESSAGES.countTooMany(items[0]!.sku, 2),
      field: 'lines.0.good',
    });
    const missing = await post(tokens.staff, url, {
      lines: [{ orderLineId: order.lines[0]!.id, good: 2, damaged: 0 }],
    });
    expect(missing.json<{ message: string }>().message).toBe(RETURN_MESSAGES.receiveEveryLine);
    const nothing = await post(tokens.staff, url, {
      lines: [
        { orderLineId: order.lines[0]!.id, good: 0, damaged: 0 },
        { orderLineId: order.lines[1]!.id, good: 0, damaged: 0 },
      ],
    });
    expect(nothing.json<{ message: string }>().message).toBe(RETURN_MESSAGES.nothingCounted);
    const foreign = await post(tokens.otherStaff, url, {
      lines: [
        { orderLineId: order.lines[0]!.id, good: 2, damaged: 0 },
        { orderLineId: order.lines[1]!.id, good: 1, damaged: 0 },
      ],
    });
    expect(foreign.statusCode).toBe(404);
    // Nothing of the refused attempts stayed: still requested, no history beyond its creation.
    const detail = (await get(tokens.merchant, `/client/return/${created.id}`)).json<ReturnDetail>();
    expect(detail.status).toBe('requested');
    expect(detail.history).toHaveLength(1);
  });

  it('counts a return taken in earlier (received) and restocks it', async () => {
    const order = await shipped();
    const created = await createReturn(bodyOf(order, [1, 0]));
    await asOperator(t.testDatabase.database, (tx) =>
      applyReturnTransition(tx, { returnId: created.id, action: 'receive', actorId: null }),
    );
    const detail = (await get(tokens.staff, `/staff/returns/${created.id}`)).json<ReturnDetail>();
    expect(detail).toMatchObject({ status: 'received', allowedActions: ['receive'] });
    const counted = await post(tokens.staff, `/staff/returns/${created.id}/receive`, {
      lines: [{ orderLineId: order.lines[0]!.id, good: 1, damaged: 0 }],
    });
    expect(counted.json<ReturnDetail>().history.map((h) => h.toStatus)).toEqual([
      'requested',
      'received',
      'restocked',
    ]);
  });

  it('lets only one of two racing receipts pass', async () => {
    const order = await shipped();
    const created = await createReturn(bodyOf(order, [1, 0]));
    const body = { lines: [{ orderLineId: order.lines[0]!.id, good: 1, damaged: 0 }] };
    const before = await levelOf(t.testDatabase.database, DEMO_CLIENT_ID, items[0]!.id, STAFF_WAREHOUSE);
    const answers = await Promise.all([
      post(tokens.staff, `/staff/returns/${created.id}/receive`, body),
      post(tokens.admin, `/staff/returns/${created.id}/receive`, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = await levelOf(t.testDatabase.database, DEMO_CLIENT_ID, items[0]!.id, STAFF_WAREHOUSE);
    expect(after.onHand - before.onHand).toBe(1);
  });
});
