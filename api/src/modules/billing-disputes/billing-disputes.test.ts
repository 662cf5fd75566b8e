// Charge disputes through Fastify's inject, on PGlite by default and on PostgreSQL with DATABASE_URL: opening (the
// reason's rules, idempotent with 50 concurrent requests on one key, one open dispute per charge), the thread both
// sides write in (staff names shown to the merchant), rejecting, crediting (positive, at most what is left; the
// credit line in the charge's open invoice or, once that is issued, the current month's), the events of each change
// and tenancy (another merchant and staff of another warehouse find nothing).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { IDEMPOTENT_REPLAY_HEADER } from '../../platform/idempotency.js';
import { DEMO_CLIENT_ID, OTHER_CLIENT_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { collect, connectSocket, listen, waitFor } from '../../test/sockets.js';
import { rowsOf } from '../inventory/ledger.js';
import {
  OTHER_WAREHOUSE,
  prepareUsers,
  request,
  STAFF_WAREHOUSE,
  type Tokens,
} from '../receiving/test-support.js';
import type { DisputeDetail, DisputeList, OpenedDispute } from './schemas.js';
import { VISIBILITY_MESSAGES } from '../billing/visibility.js';
import { DISPUTE_MESSAGES } from './service.js';
import { testCharge, type TestCharge } from './test-support.js';

let t: TestApp;
let tokens: Tokens;

beforeAll(async () => {
  t = await startTestApp();
  tokens = await prepareUsers(t);
}, 120_000);

afterAll(() => t?.close());

const charge = (amountCents = 12_550, extra: { periodMonth?: string; issue?: boolean } = {}) =>
  testCharge(t.testDatabase.database, {
    clientId: DEMO_CLIENT_ID,
    warehouseId: STAFF_WAREHOUSE,
    amountCents,
    ...extra,
  });

const REASON = 'This order went out in one box, not two';

const open = (
  chargeId: string,
  payload: object = { reason: REASON },
  key = randomUUID(),
  token = tokens.merchant,
) =>
  request(t, token, {
    method: 'POST',
    url: `/client/charge/${chargeId}/dispute`,
    headers: { 'idempotency-key': key },
    payload,
  });

async function opened(chargeId: string): Promise<OpenedDispute['dispute']> {
  const response = await open(chargeId);
  expect(response.statusCode).toBe(201);
  return response.json<OpenedDispute>().dispute;
}

const post = (token: string, url: string, payload: object) =>
  request(t, token, { method: 'POST', url, payload });
const get = (token: string, url: string, query?: Record<string, string>) =>
  request(t, token, { method: 'GET', url, ...(query ? { query } : {}) });

async function eventsOf(disputeId: string) {
  return asOperator(t.testDatabase.database, async (tx) =>
    rowsOf<{ client_id: string; payload: Record<string, unknown> }>(
      await tx.execute(sql`
        SELECT client_id, payload FROM events
         WHERE name = 'charge_dispute.changed' AND payload->>'disputeId' = ${disputeId} ORDER BY id`),
    ),
  );
}

async function creditsOf(chargeId: string) {
  return asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) =>
    rowsOf<{
      id: string;
      amount_cents: string | number;
      invoice_id: string;
      kind: string;
      source_id: string;
    }>(
      await tx.execute(sql`
        SELECT id, amount_cents, invoice_id, kind, source_id FROM charges WHERE corrects_charge_id = ${chargeId}::uuid`),
    ),
  );
}

describe('opening a dispute (POST client/charge/:chargeId/dispute)', () => {
  it('opens it with the reason as the first message of the thread, and records the event', async () => {
    const disputed = await charge();
    const dispute = await opened(disputed.id);
    expect(dispute).toMatchObject({
      chargeId: disputed.id,
      status: 'open',
      reason: REASON,
      openedByName: expect.any(String),
      chargeAmountCents: 12_550,
      warehouseId: STAFF_WAREHOUSE,
      creditChargeId: null,
      creditCents: null,
      resolvedAt: null,
      messageCount: 1,
    });
    const detail = (
      await get(tokens.merchant, `/client/billing/dispute/${dispute.id}`)
    ).json<DisputeDetail>();
    expect(detail.messages).toEqual([
      expect.objectContaining({ authorRole: 'merchant', body: REASON, authorName: dispute.openedByName }),
    ]);
    expect(detail.charge).toMatchObject({
      id: disputed.id,
      amountCents: 12_550,
      creditedCents: 0,
      creditableCents: 12_550,
    });
    expect(await eventsOf(dispute.id)).toEqual([
      {
        client_id: DEMO_CLIENT_ID,
        payload: {
          disputeId: dispute.id,
          chargeId: disputed.id,
          clientId: DEMO_CLIENT_ID,
          warehouseId: STAFF_WAREHOUSE,
          status: 'open',
        },
      },
    ]);
  });

  it('refuses a reason shorter than 10 or longer than 2000 characters, or blank once trimmed (400)', async () => {
    const disputed = await charge();
    expect((await open(disputed.id, { reason: 'Too short' })).statusCode).toBe(400);
    expect((await open(disputed.id, { reason: 'x'.repeat(2001) })).statusCode).toBe(400);
    const padded = await open(disputed.id, { reason: `   ${'a'.repeat(5)}      ` });
    expect(padded.statusCode).toBe(400);
    expect(padded.json()).toMatchObject({ message: DISPUTE_MESSAGES.reasonTooShort });
    expect((await open(disputed.id, {})).statusCode).toBe(400);
    expect((await open(disputed.id, { reason: 'x'.repeat(2000) })).statusCode).toBe(201);
  });

  it('keeps one open dispute per charge (409 with the reason), and a new one once it is closed', async () => {
    const disputed = await charge();
    const first = await opened(disputed.id);
    const again = await open(disputed.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: DISPUTE_MESSAGES.alreadyOpen });
    await post(tokens.staff, `/staff/billing/dispute/${first.id}/reject`, {
      message: 'The record shows two boxes',
    });
    expect((await open(disputed.id)).statusCode).toBe(201);
  });

  it('opens one dispute for 50 concurrent requests with one key, the same answer replayed', async () => {
    const disputed = await charge();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => open(disputed.id, { reason: REASON }, key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(201));
    const ids = new Set(answers.map((answer) => answer.json<OpenedDispute>().dispute.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.headers[IDEMPOTENT_REPLAY_HEADER] === 'true')).toHaveLength(49);
    const rows = await asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) =>
      rowsOf<{ n: number }>(
        await tx.execute(
          sql`SELECT count(*)::int AS n FROM charge_disputes WHERE charge_id = ${disputed.id}::uuid`,
        ),
      ),
    );
    expect(rows[0]!.n).toBe(1);
    const reused = await open(disputed.id, { reason: `${REASON}, and late` }, key);
    expect(reused.statusCode).toBe(422);
  });

  it('gives one 201 and 409s to concurrent requests with different keys', async () => {
    const disputed = await charge();
    const answers = await Promise.all(Array.from({ length: 8 }, () => open(disputed.id)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });

  it('refuses a credit line (409) and finds no charge of another merchant (404)', async () => {
    const disputed = await charge(3_000);
    const dispute = await opened(disputed.id);
    await post(tokens.staff, `/staff/billing/dispute/${dispute.id}/credit`, {
      amountCents: 1_000,
      message: 'Credited the second box',
    });
    const [credit] = await creditsOf(disputed.id);
    const creditDispute = await open(credit!.id);
    expect(creditDispute.statusCode).toBe(409);
    expect(creditDispute.json()).toMatchObject({ message: DISPUTE_MESSAGES.creditLine });
    expect((await open(disputed.id, { reason: REASON }, randomUUID(), tokens.otherMerchant)).statusCode).toBe(
      404,
    );
    expect((await open(randomUUID())).statusCode).toBe(404);
    expect((await open(disputed.id, { reason: REASON }, randomUUID(), tokens.staff)).statusCode).toBe(403);
  });
});

describe('the thread', () => {
  it('shows both sides their messages in order, staff named to the merchant, and is closed once resolved', async () => {
    const disputed = await charge();
    const dispute = await opened(disputed.id);
    const staffAnswer = await post(tokens.staff, `/staff/billing/dispute/${dispute.id}/messages`, {
      body: 'Could you send a photo of the parcel?',
    });
    expect(staffAnswer.statusCode).toBe(201);
    const merchantReply = await post(tokens.merchant, `/client/billing/dispute/${dispute.id}/messages`, {
      body: 'Sent it by e-mail just now.',
    });
    expect(merchantReply.statusCode).toBe(201);
    const staffName = await asOperator(t.testDatabase.database, async (tx) => {
      const [row] = rowsOf<{ display_name: string }>(
        await tx.execute(sql`SELECT display_name FROM users WHERE role = 'staff' AND warehouse_id = ${STAFF_WAREHOUSE}
                              ORDER BY created_at LIMIT 1`),
      );
      return row!.display_name;
    });
    const thread = (await get(tokens.merchant, `/client/billing/dispute/${dispute.id}`)).json<DisputeDetail>()
      .messages;
    expect(thread.map((message) => [message.authorRole, message.body])).toEqual([
      ['merchant', REASON],
      ['staff', 'Could you send a photo of the parcel?'],
      ['merchant', 'Sent it by e-mail just now.'],
    ]);
    expect(thread[1]!.authorName).toBe(staffName);
    const staffView = (await get(tokens.staff, `/staff/billing/dispute/${dispute.id}`)).json<DisputeDetail>();
    expect(staffView.messages).toEqual(thread);
    expect(await eventsOf(dispute.id)).toHaveLength(3);

    const blank = await post(tokens.merchant, `/client/billing/dispute/${dispute.id}/messages`, {
      body: '   ',
    });
    expect(blank.statusCode).toBe(400);
    await post(tokens.staff, `/staff/billing/dispute/${dispute.id}/reject`, {
      message: 'The photo shows two boxes',
    });
    const late = await post(tokens.merchant, `/client/billing/dispute/${dispute.id}/messages`, {
      body: 'But…',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: DISPUTE_MESSAGES.closed('rejected') });
  });

  it('lists the merchant’s own disputes only; another merchant and staff of another warehouse get 404', async () => {
    const dispute = await opened((await charge()).id);
    const mine = (await get(tokens.merchant, '/client/billing/disputes')).json<DisputeList>().disputes;
    expect(mine.map((d) => d.id)).toContain(dispute.id);
    expect(mine.every((d) => d.client.id === DEMO_CLIENT_ID)).toBe(true);
    const others = (await get(tokens.otherMerchant, '/client/billing/disputes')).json<DisputeList>().disputes;
    expect(others.map((d) => d.id)).not.toContain(dispute.id);
    expect((await get(tokens.otherMerchant, `/client/billing/dispute/${dispute.id}`)).statusCode).toBe(404);
    expect(
      (await post(tokens.otherMerchant, `/client/billing/dispute/${dispute.id}/messages`, { body: 'Hello' }))
        .statusCode,
    ).toBe(404);
    expect((await get(tokens.otherStaff, `/staff/billing/dispute/${dispute.id}`)).statusCode).toBe(404);
    expect(
      (await post(tokens.otherStaff, `/staff/billing/dispute/${dispute.id}/reject`, { message: 'No' }))
        .statusCode,
    ).toBe(404);
    const otherDesk = (await get(tokens.otherStaff, '/staff/billing/disputes')).json<DisputeList>().disputes;
    expect(otherDesk.map((d) => d.id)).not.toContain(dispute.id);
  });

  it('hides another merchant’s rows from the merchant’s scope at the database (row-level security)', async () => {
    const theirs = await testCharge(t.testDatabase.database, {
      clientId: OTHER_CLIENT_ID,
      warehouseId: STAFF_WAREHOUSE,
      amountCents: 900,
    });
    const otherToken = tokens.otherMerchant;
    const response = await open(theirs.id, { reason: REASON }, randomUUID(), otherToken);
    expect(response.statusCode).toBe(201);
    const seen = await asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) =>
      rowsOf<{ n: number }>(
        await tx.execute(sql`
          SELECT (SELECT count(*) FROM charge_disputes WHERE client_id = ${OTHER_CLIENT_ID})::int
               + (SELECT count(*) FROM charge_dispute_messages WHERE client_id = ${OTHER_CLIENT_ID})::int AS n`),
      ),
    );
    expect(seen[0]!.n).toBe(0);
  });
});

describe('the staff desk (staff/billing/disputes)', () => {
  it('lists open disputes first and filters by status', async () => {
    const first = await opened((await charge()).id);
    const second = await opened((await charge()).id);
    await post(tokens.staff, `/staff/billing/dispute/${first.id}/reject`, { message: 'The charge stands' });
    const all = (await get(tokens.staff, '/staff/billing/disputes')).json<DisputeList>().disputes;
    const statuses = all.map((d) => d.status);
    expect(statuses.indexOf('rejected')).toBeGreaterThan(statuses.lastIndexOf('open'));
    expect(all.every((d) => d.warehouseId === STAFF_WAREHOUSE)).toBe(true);
    const open = (await get(tokens.staff, '/staff/billing/disputes', { status: 'open' })).json<DisputeList>();
    expect(open.disputes.every((d) => d.status === 'open')).toBe(true);
    expect(open.disputes.map((d) => d.id)).toContain(second.id);
    const rejected = (
      await get(tokens.staff, '/staff/billing/disputes', { status: 'rejected' })
    ).json<DisputeList>();
    expect(rejected.disputes.map((d) => d.id)).toContain(first.id);
    expect((await get(tokens.staff, '/staff/billing/disputes', { status: 'nonsense' })).statusCode).toBe(400);
    const admin = (
      await get(tokens.admin, '/staff/billing/disputes', { warehouseId: OTHER_WAREHOUSE })
    ).json<DisputeList>();
    expect(admin.disputes.map((d) => d.id)).not.toContain(second.id);
    expect((await get(tokens.merchant, '/staff/billing/disputes')).statusCode).toBe(403);
  });

  it('rejects an open dispute once, its message in the thread, with the event', async () => {
    const dispute = await opened((await charge()).id);
    const rejected = await post(tokens.staff, `/staff/billing/dispute/${dispute.id}/reject`, {
      message: 'The packing record shows two boxes.',
    });
    expect(rejected.statusCode).toBe(200);
    const detail = rejected.json<DisputeDetail>();
    expect(detail.dispute).toMatchObject({ status: 'rejected', resolvedByName: expect.any(String) });
    expect(detail.dispute.resolvedAt).not.toBeNull();
    expect(detail.messages.at(-1)).toMatchObject({
      authorRole: 'staff',
      body: 'The packing record shows two boxes.',
    });
    expect((await eventsOf(dispute.id)).map((event) => event.payload.status)).toEqual(['open', 'rejected']);
    const twice = await post(tokens.staff, `/staff/billing/dispute/${dispute.id}/reject`, {
      message: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    const credit = await post(tokens.staff, `/staff/billing/dispute/${dispute.id}/credit`, {
      amountCents: 100,
      message: 'Changed my mind',
    });
    expect(credit.statusCode).toBe(409);
    expect(await creditsOf(dispute.chargeId)).toEqual([]);
  });
});

describe('issuing a credit line (POST staff/billing/dispute/:id/credit)', () => {
  const credit = (disputeId: string, amountCents: unknown, token = tokens.staff) =>
    post(token, `/staff/billing/dispute/${disputeId}/credit`, {
      amountCents,
      message: 'We credited the second box.',
    });

  it('writes a negative credit charge pointing at the charge, into its open invoice, and closes the dispute', async () => {
    const disputed = await charge(12_550);
    const dispute = await opened(disputed.id);
    const answer = await credit(dispute.id, 4_500);
    expect(answer.statusCode).toBe(200);
    const detail = answer.json<DisputeDetail>();
    expect(detail.dispute).toMatchObject({ status: 'credited', creditCents: -4_500 });
    expect(detail.charge).toMatchObject({ creditedCents: -4_500, creditableCents: 8_050 });
    const [line] = await creditsOf(disputed.id);
    expect(line).toMatchObject({ kind: 'credit', invoice_id: disputed.invoiceId, source_id: disputed.id });
    expect(Number(line!.amount_cents)).toBe(-4_500);
    expect(detail.dispute.creditChargeId).toBe(line!.id);
    const merchantView = (
      await get(tokens.merchant, `/client/billing/dispute/${dispute.id}`)
    ).json<DisputeDetail>();
    expect(merchantView.messages.at(-1)).toMatchObject({
      authorRole: 'staff',
      body: 'We credited the second box.',
    });
    expect((await eventsOf(dispute.id)).map((event) => event.payload.status)).toEqual(['open', 'credited']);
    const chargeEvents = await asOperator(t.testDatabase.database, async (tx) =>
      rowsOf<{ payload: Record<string, unknown> }>(
        await tx.execute(
          sql`SELECT payload FROM events WHERE name = 'charge.created' AND payload->>'chargeId' = ${line!.id}`,
        ),
      ),
    );
    expect(chargeEvents).toEqual([
      { payload: expect.objectContaining({ kind: 'credit', amountCents: -4_500 }) },
    ]);
  });

  it('takes at most what is left to credit (409 with the figure), and a positive integer (400)', async () => {
    const disputed: TestCharge = await charge(2_000);
    const first = await opened(disputed.id);
    expect((await credit(first.id, 1_500)).statusCode).toBe(200);
    const second = await opened(disputed.id);
    const tooMuch = await credit(second.id, 501);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ message: DISPUTE_MESSAGES.creditTooMuch(500) });
    expect((await credit(second.id, 0)).statusCode).toBe(400);
    expect((await credit(second.id, -5)).statusCode).toBe(400);
    expect((await credit(second.id, 12.5)).statusCode).toBe(400);
    expect((await credit(second.id, 'a hundred')).statusCode).toBe(400);
    expect((await credit(second.id, 500)).statusCode).toBe(200);
    const credits = await creditsOf(disputed.id);
    expect(credits.reduce((sum, line) => sum + Number(line.amount_cents), 0)).toBe(-2_000);
    const full = await open(disputed.id);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ message: DISPUTE_MESSAGES.fullyCredited });
  });

  it('puts the credit into the current month’s open invoice once the charge’s invoice is issued', async () => {
    const disputed = await charge(7_000, { periodMonth: '2026-01-01', issue: true });
    const dispute = await opened(disputed.id);
    expect((await credit(dispute.id, 7_000)).statusCode).toBe(200);
    const [line] = await creditsOf(disputed.id);
    expect(line!.invoice_id).not.toBe(disputed.invoiceId);
    const [invoice] = await asClient(t.testDatabase.database, DEMO_CLIENT_ID, async (tx) =>
      rowsOf<{ status: string; current: boolean }>(
        await tx.execute(sql`
          SELECT status, period_month = date_trunc('month', now() AT TIME ZONE w.time_zone)::date AS current
            FROM invoices i JOIN warehouses w ON w.id = i.warehouse_id WHERE i.id = ${line!.invoice_id}::uuid`),
      ),
    );
    expect(invoice).toEqual({ status: 'open', current: true });
  });

  it('credits once when two staff settle the same dispute at once', async () => {
    const disputed = await charge(1_000);
    const dispute = await opened(disputed.id);
    const answers = await Promise.all([credit(dispute.id, 1_000), credit(dispute.id, 1_000, tokens.admin)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await creditsOf(disputed.id)).toHaveLength(1);
  });
});

describe('the billing visibility guard (spec point 6)', () => {
  it('in production answers 403 with the reason to a merchant without billing, and lets the demo merchant in', async () => {
    const production = await startTestApp({
      testDatabase: t.testDatabase,
      env: {
        NODE_ENV: 'production',
        PUBLIC_API_URL: 'http://localhost:4000',
        CORS_ORIGINS: 'http://localhost:3000',
        LOG_LEVEL: 'silent',
        JOB_WORKERS: 'false',
      },
    });
    try {
      const theirs = await testCharge(t.testDatabase.database, {
        clientId: OTHER_CLIENT_ID,
        warehouseId: STAFF_WAREHOUSE,
        amountCents: 700,
      });
      const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
        request(production, token, {
          method,
          url,
          headers: { 'idempotency-key': randomUUID() },
          ...(payload ? { payload } : {}),
        });
      const refusals = [
        await call(tokens.otherMerchant, 'POST', `/client/charge/${theirs.id}/dispute`, { reason: REASON }),
        await call(tokens.otherMerchant, 'GET', '/client/billing/disputes'),
        await call(tokens.otherMerchant, 'GET', `/client/billing/dispute/${randomUUID()}`),
        await call(tokens.otherMerchant, 'POST', `/client/billing/dispute/${randomUUID()}/messages`, {
          body: 'Hi',
        }),
      ];
      for (const refused of refusals) {
        expect(refused.statusCode).toBe(403);
        expect(refused.json<{ message: string }>().message).toBe(VISIBILITY_MESSAGES.notEnabled);
      }
      const mine = await call(tokens.merchant, 'POST', `/client/charge/${(await charge()).id}/dispute`, {
        reason: REASON,
      });
      expect(mine.statusCode).toBe(201);
      expect((await call(tokens.merchant, 'GET', '/client/billing/disputes')).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});

describe('charge_dispute.changed on the socket', () => {
  it("reaches the merchant's sockets and the warehouse's staff, and no other merchant or warehouse", async () => {
    const url = await listen(t);
    const sockets = {
      merchant: await connectSocket(url, tokens.merchant),
      otherMerchant: await connectSocket(url, tokens.otherMerchant),
      staff: await connectSocket(url, tokens.staff),
      otherStaff: await connectSocket(url, tokens.otherStaff),
    };
    try {
      const received = Object.fromEntries(
        Object.entries(sockets).map(([who, socket]) => [
          who,
          collect(socket, 'charge_dispute.changed') as { disputeId: string; status: string }[],
        ]),
      );
      const dispute = await opened((await charge()).id);
      await post(tokens.staff, `/staff/billing/dispute/${dispute.id}/reject`, {
        message: 'The charge stands',
      });
      for (const who of ['merchant', 'staff']) {
        await waitFor(`the rejection on the ${who}'s socket`, () =>
          received[who]!.find((event) => event.disputeId === dispute.id && event.status === 'rejected'),
        );
      }
      expect(
        received.merchant!.filter((event) => event.disputeId === dispute.id).map((e) => e.status),
      ).toEqual(['open', 'rejected']);
      expect(received.otherMerchant).toEqual([]);
      expect(received.otherStaff!.filter((event) => event.disputeId === dispute.id)).toEqual([]);
    } finally {
      for (const socket of Object.values(sockets)) socket.disconnect();
    }
  });
});
