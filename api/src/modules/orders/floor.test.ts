import { sql } from 'drizzle-orm';
import { asOperator } from '../../platform/db/scope.js';
import { DEMO_CLIENT_ID, DEMO_USER_ID, DEMO_USERS, STAFF_USER_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.js';
import { rowsOf } from '../inventory/ledger.js';
import { readPdf } from '../receiving/pdf-reader.js';
import {
  OTHER_WAREHOUSE,
  prepareUsers,
  request,
  STAFF_WAREHOUSE,
  type Tokens,
} from '../receiving/test-support.js';
import type { FloorOrder, PackResult, WorkQueue } from './floor-schemas.js';
import type { OrderComment, OrderDetail } from './schemas.js';
import { levelOf, orderReadyToPick, stockedProducts, type FloorProduct } from './floor-test-support.js';

/** Room for a shipping label (about 20 KB), small enough to test the limit cheaply. */
const FILE_LIMIT = 200 * 1024;

let t: TestApp;
let smtp: TestSmtpServer;
let tokens: Tokens;
let items: FloorProduct[];

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ env: { SMTP_URL: smtp.url, FILE_MAX_BYTES: String(FILE_LIMIT) } });
  tokens = await prepareUsers(t);
  // The second product has no location: the pick list puts it last.
  items = await stockedProducts(
    t.testDatabase.database,
    DEMO_CLIENT_ID,
    STAFF_WAREHOUSE,
    ['B-02-1', null, 'A-03-2'],
    100,
  );
  // Starting the app takes a while on a busy machine.
}, 60_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const newOrder = (language: 'en-US' | 'es-AR' = 'es-AR') =>
  orderReadyToPick(t.testDatabase.database, {
    clientId: DEMO_CLIENT_ID,
    warehouseId: STAFF_WAREHOUSE,
    language,
    lines: [
      { product: items[0]!, quantity: 2 },
      { product: items[1]!, quantity: 1 },
    ],
  });

const post = (token: string, url: string, payload?: object) =>
  request(t, token, { method: 'POST', url, ...(payload === undefined ? {} : { payload }) });

/** Picks an order and packs every unit by barcode, as the packing screen does. */
async function packed(orderId: string) {
  expect((await post(tokens.staff, `/staff/orders/${orderId}/start-picking`)).statusCode).toBe(200);
  expect((await post(tokens.staff, `/staff/orders/${orderId}/picked`)).statusCode).toBe(200);
  for (const code of [items[0]!.barcode, items[0]!.sku.toLowerCase(), items[1]!.barcode]) {
    expect((await post(tokens.staff, `/staff/orders/${orderId}/pack`, { barcode: code })).statusCode).toBe(
      200,
    );
  }
}

describe('the work queue', () => {
  it("lists every client's orders at the staff's warehouse by stage, oldest first; admins choose the warehouse", async () => {
    const first = await newOrder();
    const second = await newOrder();
    const res = await request(t, tokens.staff, { method: 'GET', url: '/staff/orders/queue' });
    expect(res.statusCode).toBe(200);
    const queue = res.json<WorkQueue>();
    expect(queue.warehouse.id).toBe(STAFF_WAREHOUSE);
    expect(queue.stages.map((s) => s.stage)).toEqual([
      'ready_to_pick',
      'picking',
      'packing',
      'ready_to_ship',
      'shipped_today',
    ]);
    const toPick = queue.stages[0]!;
    const ids = toPick.orders.map((o) => o.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(toPick.count).toBeGreaterThanOrEqual(2);
    expect(toPick.orders.find((o) => o.id === first.id)).toMatchObject({ lineCount: 2, unitCount: 3 });

    const other = await request(t, tokens.otherStaff, { method: 'GET', url: '/staff/orders/queue' });
    expect(other.json<WorkQueue>().stages[0]!.orders.map((o) => o.id)).not.toContain(first.id);
    expect((await request(t, tokens.admin, { method: 'GET', url: '/staff/orders/queue' })).statusCode).toBe(
      422,
    );
    const admin = await request(t, tokens.admin, {
      method: 'GET',
      url: `/staff/orders/queue?warehouseId=${STAFF_WAREHOUSE}`,
    });
    expect(admin.json<WorkQueue>().stages[0]!.orders.map((o) => o.id)).toContain(first.id);
    expect(
      (await request(t, tokens.merchant, { method: 'GET', url: '/staff/orders/queue' })).statusCode,
    ).toBe(403);
  });
});

describe('the pick list', () => {
  it('is a PDF of the chosen orders grouped by location, unknown locations last', async () => {
    const a = await newOrder();
    const b = await newOrder();
    const res = await request(t, tokens.staff, {
      method: 'POST',
      url: '/staff/orders/pick-list',
      payload: { orderIds: [a.id, b.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = readPdf(res.rawPayload)
      .map((page) => page.text)
      .join('\n');
    expect(text).toContain('2 orders - 6 units');
    const at = (part: string) => text.indexOf(part);
    expect(at('Location: B-02-1')).toBeGreaterThan(-1);
    expect(at('Location: B-02-1')).toBeLessThan(at('Location: No location'));
    expect(text.split(items[0]!.sku)).toHaveLength(3);
    expect(at(`#${a.number}`)).toBeGreaterThan(at('Location: B-02-1'));
  });

  it('refuses an order of another warehouse (404) and one not waiting to be picked (409)', async () => {
    const a = await newOrder();
    const other = await request(t, tokens.otherStaff, {
      method: 'POST',
      url: '/staff/orders/pick-list',
      payload: { orderIds: [a.id] },
    });
    expect(other.statusCode).toBe(404);
    await packed(a.id);
    const late = await post(tokens.staff, '/staff/orders/pick-list', { orderIds: [a.id] });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      `Order #${a.number} is not waiting to be picked: only those go on a pick list`,
    );
  });
});

describe('picking and packing', () => {
  it('checks every scanned code against the lines and moves the order on when all is packed', async () => {
    const order = await newOrder();
    const early = await post(tokens.staff, `/staff/orders/${order.id}/pack`, { barcode: items[0]!.barcode });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'This order is ready to pick: only an order being packed takes scanned items',
    );
    const picking = await post(tokens.staff, `/staff/orders/${order.id}/start-picking`);
    expect(picking.json<FloorOrder>()).toMatchObject({
      warehouseStatus: 'picking',
      allowedActions: ['finish_picking'],
    });
    const again = await post(tokens.staff, `/staff/orders/${order.id}/start-picking`);
    expect(again.statusCode).toBe(409);
    const packing = (await post(tokens.staff, `/staff/orders/${order.id}/picked`)).json<FloorOrder>();
    expect(packing.warehouseStatus).toBe('packing');
    expect(packing.lines.map((l) => [l.sku, l.picked, l.location])).toEqual([
      [items[0]!.sku, 2, 'B-02-1'],
      [items[1]!.sku, 1, null],
    ]);

    const wrong = await post(tokens.staff, `/staff/orders/${order.id}/pack`, { barcode: items[2]!.barcode });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      message: `${items[2]!.barcode} is not in this order: put it back`,
      field: 'barcode',
    });
    const one = (
      await post(tokens.staff, `/staff/orders/${order.id}/pack`, { barcode: ` ${items[0]!.barcode} ` })
    ).json<PackResult>();
    expect(one).toMatchObject({ line: { sku: items[0]!.sku, packed: 1, quantity: 2 }, complete: false });
    // The SKU typed by hand, in any case, counts like the barcode.
    await post(tokens.staff, `/staff/orders/${order.id}/pack`, { barcode: items[0]!.sku.toLowerCase() });
    const over = await post(tokens.staff, `/staff/orders/${order.id}/pack`, { barcode: items[0]!.barcode });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      `All 2 of ${items[0]!.sku} are already packed: this unit is one too many`,
    );
    const last = (
      await post(tokens.staff, `/staff/orders/${order.id}/pack`, { barcode: items[1]!.barcode })
    ).json<PackResult>();
    expect(last.complete).toBe(true);
    expect(last.order).toMatchObject({ warehouseStatus: 'ready_to_ship', allowedActions: ['ship'] });
    expect(last.order.carriers.map((c) => c.id)).toContain('mx-fedex');
    expect(last.order.lines.map((l) => l.packed)).toEqual([2, 1]);
  });

  it('two staff packing the last unit: one packs it and finishes the order, the other is refused', async () => {
    const order = await orderReadyToPick(t.testDatabase.database, {
      clientId: DEMO_CLIENT_ID,
      warehouseId: STAFF_WAREHOUSE,
      lines: [{ product: items[2]!, quantity: 1 }],
    });
    await post(tokens.staff, `/staff/orders/${order.id}/start-picking`);
    await post(tokens.staff, `/staff/orders/${order.id}/picked`);
    const answers = await Promise.all(
      [tokens.staff, tokens.admin].map((token) =>
        post(token, `/staff/orders/${order.id}/pack`, { barcode: items[2]!.barcode }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers staff of another warehouse as if the order did not exist', async () => {
    const order = await newOrder();
    for (const [method, url, payload] of [
      ['GET', `/staff/orders/${order.id}`],
      ['POST', `/staff/orders/${order.id}/start-picking`],
      ['POST', `/staff/orders/${order.id}/pack`, { barcode: items[0]!.barcode }],
      ['POST', `/staff/orders/${order.id}/ship`, { carrierId: 'mx-fedex', carrierServiceId: 'mx-fedex:s1' }],
    ] as const) {
      const res = await request(t, tokens.otherStaff, { method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode).toBe(404);
    }
    expect(OTHER_WAREHOUSE).not.toBe(STAFF_WAREHOUSE);
  });
});

describe('shipping', () => {
  it('buys the label, ships, takes the stock out and e-mails the customer the tracking number', async () => {
    const order = await newOrder('es-AR');
    await packed(order.id);
    const before = await levelOf(t.testDatabase.database, DEMO_CLIENT_ID, items[0]!.id, STAFF_WAREHOUSE);

    const abroad = await post(tokens.staff, `/staff/orders/${order.id}/ship`, {
      carrierId: 'es-correos',
      carrierServiceId: 'es-correos:s1',
    });
    expect(abroad.statusCode).toBe(422);
    expect(abroad.json().message).toBe("This carrier does not ship from the warehouse's country");
    const mismatch = await post(tokens.staff, `/staff/orders/${order.id}/ship`, {
      carrierId: 'mx-fedex',
      carrierServiceId: 'mx-ups:s1',
    });
    expect(mismatch.statusCode).toBe(422);

    const res = await post(tokens.staff, `/staff/orders/${order.id}/ship`, {
      carrierId: 'mx-fedex',
      carrierServiceId: 'mx-fedex:s1',
    });
    expect(res.statusCode).toBe(200);
    const shipped = res.json<FloorOrder>();
    expect(shipped).toMatchObject({
      warehouseStatus: 'shipped',
      fulfillmentStatus: 'fulfilled',
      carrier: { id: 'mx-fedex', name: 'FedEx' },
      carrierService: { id: 'mx-fedex:s1' },
      allowedActions: [],
    });
    expect(shipped.trackingNumber).toMatch(/^\d{12}$/);

    // Stock leaves on hand and the hold at once; the ledger says so per line.
    const after = await levelOf(t.testDatabase.database, DEMO_CLIENT_ID, items[0]!.id, STAFF_WAREHOUSE);
    expect(after).toEqual({ onHand: before.onHand - 2, reserved: before.reserved - 2 });
    const facts = await asOperator(t.testDatabase.database, async (tx) => ({
      movements: rowsOf<{ reason: string; quantity: number; document_line: string }>(
        await tx.execute(
          sql`SELECT reason, quantity, document_line FROM inventory_movements WHERE document_id = ${order.id} AND reason = 'shipped' ORDER BY document_line`,
        ),
      ),
      order: rowsOf<{ ecommerce_status: string; reserved: number }>(
        await tx.execute(
          sql`SELECT o.ecommerce_status, sum(l.reserved)::int AS reserved FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.id = ${order.id}::uuid GROUP BY o.ecommerce_status`,
        ),
      )[0],
      events: rowsOf<{ name: string; payload: Record<string, unknown> }>(
        await tx.execute(
          sql`SELECT name, payload FROM events WHERE payload->>'orderId' = ${order.id} ORDER BY id`,
        ),
      ),
      history: rowsOf<{ status_column: string; to_status: string }>(
        await tx.execute(
          sql`SELECT status_column, to_status FROM order_status_history WHERE order_id = ${order.id}::uuid ORDER BY id`,
        ),
      ),
    }));
    expect(facts.movements).toEqual([
      { reason: 'shipped', quantity: -2, document_line: '1' },
      { reason: 'shipped', quantity: -1, document_line: '2' },
    ]);
    expect(facts.order).toEqual({ ecommerce_status: 'fulfilled', reserved: 0 });
    expect(facts.events.find((e) => e.name === 'order.shipped')?.payload).toEqual({
      orderId: order.id,
      warehouseId: STAFF_WAREHOUSE,
      trackingNumber: shipped.trackingNumber,
    });
    expect(facts.history.map((h) => `${h.status_column}:${h.to_status}`)).toEqual([
      'warehouse:picking',
      'warehouse:packing',
      'warehouse:ready_to_ship',
      'fulfillment:fulfilled',
      'warehouse:shipped',
      'ecommerce:fulfilled',
    ]);

    // The label: a PDF with the tracking number, for staff and for the merchant; not for another merchant.
    const label = await request(t, tokens.staff, { method: 'GET', url: `/staff/orders/${order.id}/label` });
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.headers['x-content-type-options']).toBe('nosniff');
    expect(readPdf(label.rawPayload)[0]!.text).toContain(shipped.trackingNumber!);
    const merchantUrl = `/${shipped.label!.url}`;
    const mine = await request(t, tokens.merchant, { method: 'GET', url: merchantUrl });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-disposition']).toMatch(/^attachment; filename="label-\d{12}\.pdf"/);
    expect((await request(t, tokens.otherMerchant, { method: 'GET', url: merchantUrl })).statusCode).toBe(
      404,
    );

    // The customer's tracking e-mail, in the order's language (es-AR).
    await t.app.mail.settled();
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(['mariana@example.test']);
    expect(mail.subject).toBe(`Tu pedido ${order.reference} está en camino`);
    expect(mail.text).toContain(`Número de seguimiento: ${shipped.trackingNumber}`);
    expect(mail.text).toContain('Correo: FedEx');

    const twice = await post(tokens.staff, `/staff/orders/${order.id}/ship`, {
      carrierId: 'mx-fedex',
      carrierServiceId: 'mx-fedex:s1',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This order has been shipped and cannot be shipped.');
    const queue = (
      await request(t, tokens.staff, { method: 'GET', url: '/staff/orders/queue' })
    ).json<WorkQueue>();
    expect(queue.stages[4]!.orders.map((o) => o.id)).toContain(order.id);
  });

  it('cannot ship an order that is not packed', async () => {
    const order = await newOrder();
    const res = await post(tokens.staff, `/staff/orders/${order.id}/ship`, {
      carrierId: 'mx-fedex',
      carrierServiceId: 'mx-fedex:s1',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order is ready to pick and cannot be shipped.');
  });
});

/** A multipart body with a comment field and, optionally, a file. */
function commentBody(comment: string | null, file?: { content: Buffer; fileName: string; type?: string }) {
  const boundary = `----estiba-comment-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (comment !== null)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="comment"\r\n\r\n${comment}\r\n`),
    );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

describe('comments with files', () => {
  const comment = (token: string, orderId: string, body: ReturnType<typeof commentBody>, key?: string) =>
    request(t, token, {
      method: 'POST',
      url: `/client/order/${orderId}/comment`,
      payload: body.payload,
      headers: { ...body.headers, ...(key ? { 'idempotency-key': key } : {}) },
    });

  it('keeps a file typed by its content and serves it as an attachment with nosniff', async () => {
    const order = await newOrder();
    const res = await comment(
      tokens.merchant,
      order.id,
      commentBody('Our own label is attached', {
        content: PNG,
        fileName: 'guía.pdf',
        type: 'application/pdf',
      }),
    );
    expect(res.statusCode).toBe(201);
    const added = res.json<OrderComment>();
    expect(added).toMatchObject({
      body: 'Our own label is attached',
      file: { fileName: 'guía.png', contentType: 'image/png', sizeBytes: PNG.length },
      author: { name: 'Demo Merchant', role: 'user' },
    });
    const file = await request(t, tokens.merchant, { method: 'GET', url: `/${added.file!.url}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="guia.png"; filename*=UTF-8''gu%C3%ADa.png`,
    );
    expect(file.rawPayload.equals(PNG)).toBe(true);

    // The warehouse's staff read it and answer in the same thread; the event tells the warehouse's room.
    expect((await request(t, tokens.staff, { method: 'GET', url: `/${added.file!.url}` })).statusCode).toBe(
      200,
    );
    const reply = await comment(tokens.staff, order.id, commentBody('Label received, thanks'));
    expect(reply.statusCode).toBe(201);
    expect(reply.json<OrderComment>()).toMatchObject({ author: { role: 'staff' }, file: null });
    // The merchant reads who of the warehouse wrote it (the operator's users are outside the merchant's scope).
    const thread = await request(t, tokens.merchant, { method: 'GET', url: `/client/order/${order.id}` });
    expect(thread.json<OrderDetail>().comments.map((c) => c.author)).toEqual([
      { id: DEMO_USER_ID, name: 'Demo Merchant', role: 'user' },
      { id: STAFF_USER_ID, name: DEMO_USERS.find((u) => u.id === STAFF_USER_ID)!.displayName, role: 'staff' },
    ]);
    const events = await asOperator(t.testDatabase.database, async (tx) =>
      rowsOf<{ payload: Record<string, unknown> }>(
        await tx.execute(
          sql`SELECT payload FROM events WHERE name = 'order.comment_added' AND payload->>'orderId' = ${order.id} ORDER BY id`,
        ),
      ),
    );
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({ warehouseId: STAFF_WAREHOUSE, authorRole: 'user', hasFile: true }),
      expect.objectContaining({ warehouseId: STAFF_WAREHOUSE, authorRole: 'staff', hasFile: false }),
    ]);

    // Another merchant, and staff of another warehouse, find no such order or file.
    for (const token of [tokens.otherMerchant, tokens.otherStaff]) {
      expect((await request(t, token, { method: 'GET', url: `/${added.file!.url}` })).statusCode).toBe(404);
      expect((await comment(token, order.id, commentBody('Hello'))).statusCode).toBe(404);
    }
  });

  it('refuses a file too large (413), of another kind (415), and an empty comment (400), with the reason', async () => {
    const order = await newOrder();
    const large = await comment(
      tokens.merchant,
      order.id,
      commentBody('Big', { content: Buffer.alloc(FILE_LIMIT + 1, 'a'), fileName: 'big.txt' }),
    );
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('The file is larger than 0.2 MB: attach a smaller one.');
    const exe = await comment(
      tokens.merchant,
      order.id,
      commentBody('Program', { content: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), fileName: 'label.pdf' }),
    );
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toMatchObject({
      message:
        'This kind of file cannot be attached: send a PDF, PNG, JPEG, GIF, WebP, plain text or CSV file.',
      field: 'file',
    });
    const empty = await comment(tokens.merchant, order.id, commentBody('   '));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Write a comment or attach a file', field: 'comment' });
    const json = await request(t, tokens.merchant, {
      method: 'POST',
      url: `/client/order/${order.id}/comment`,
      payload: { comment: 'as JSON' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('answers the first comment again for the same Idempotency-Key, and 422 for another body', async () => {
    const order = await newOrder();
    const key = `comment-${order.id}`;
    const first = await comment(tokens.merchant, order.id, commentBody('Once'), key);
    const again = await comment(tokens.merchant, order.id, commentBody('Once'), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<OrderComment>().id).toBe(first.json<OrderComment>().id);
    expect((await comment(tokens.merchant, order.id, commentBody('Twice'), key)).statusCode).toBe(422);
    const count = await asOperator(t.testDatabase.database, async (tx) =>
      rowsOf<{ n: number }>(
        await tx.execute(
          sql`SELECT count(*)::int AS n FROM order_comments WHERE order_id = ${order.id}::uuid`,
        ),
      ),
    );
    expect(count[0]!.n).toBe(1);
  });
});
