// The dashboard's onboarding steps through Fastify's inject, on PGlite by default and on PostgreSQL with
// DATABASE_URL: a new merchant has none done; each step ticks from the merchant's own records (a shop, a
// shipping-platform account or the spec's integrate flag; a receiving order sent, not a draft nor a cancelled one;
// an order shipped), at the time it first happened; POST dashboard/steps/update is idempotent and refuses any
// other field with a reason; staff have no steps; one merchant never sees or sets another's.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { clients, users } from '../../platform/db/schema.js';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { TokenService } from '../accounts/tokens.js';
import { rowsOf } from '../inventory/ledger.js';
import { stockedProducts } from '../orders/floor-test-support.js';
import { shippedOrder } from '../returns/test-support.js';
import {
  createProducts,
  prepareUsers,
  request,
  sendBody,
  sendInventory,
  STAFF_WAREHOUSE,
  type Tokens,
} from '../receiving/test-support.js';
import type { OnboardingSteps, StepUpdated } from './schemas.js';
import { stepsFrom } from './service.js';

let t: TestApp;
let tokens: Tokens;

beforeAll(async () => {
  t = await startTestApp();
  tokens = await prepareUsers(t);
}, 120_000);

afterAll(() => t.close());

interface Merchant {
  clientId: string;
  token: string;
}

/** A merchant of its own (a client and its user), as a sign-up leaves it: no shop, no stock, no orders. */
async function newMerchant(): Promise<Merchant> {
  const clientId = `CL-D${randomUUID().slice(0, 8).toUpperCase()}`;
  const userId = randomUUID();
  await asOperator(t.testDatabase.database, async (tx) => {
    await tx.insert(clients).values({ id: clientId, name: `Onboarding ${clientId}` });
    await tx.insert(users).values({
      id: userId,
      clientId,
      email: `onboarding-${userId}@tienda.test`,
      passwordHash: 'not-used-by-these-tests',
      displayName: 'Lucía Fernández',
      role: 'user',
      lang: 'es-MX',
    });
  });
  const signed = await new TokenService(t.config.jwt).sign({
    userId,
    clientId,
    tokenVersion: 0,
    role: 'user',
  });
  return { clientId, token: signed.token };
}

async function stepsOf(token: string): Promise<OnboardingSteps['steps']> {
  const answer = await request(t, token, { method: 'GET', url: '/dashboard/steps' });
  expect(answer.statusCode).toBe(200);
  return answer.json<OnboardingSteps>().steps;
}

const doneOf = async (token: string): Promise<Record<string, boolean>> =>
  Object.fromEntries((await stepsOf(token)).map((step) => [step.step, step.done]));

const markIntegrate = (token: string, field: unknown = 'integrate') =>
  request(t, token, { method: 'POST', url: '/dashboard/steps/update', payload: { field } });

const NONE_DONE = { integrate: false, sendInventory: false, firstOrderShipped: false };

describe('GET dashboard/steps', () => {
  it('gives a new merchant the three steps, in order, none done', async () => {
    const merchant = await newMerchant();
    expect(await stepsOf(merchant.token)).toEqual([
      { step: 'integrate', done: false, doneAt: null },
      { step: 'sendInventory', done: false, doneAt: null },
      { step: 'firstOrderShipped', done: false, doneAt: null },
    ]);
  });

  it('ticks send inventory once a receiving order is sent, not for a draft nor a cancelled one', async () => {
    const merchant = await newMerchant();
    const [product] = await createProducts(t, merchant.clientId, 1);
    const draft = await sendInventory(
      t,
      merchant.token,
      sendBody([{ product: product!, quantity: 4 }], { send: false }),
    );
    expect(draft.statusCode).toBe(201);
    expect(await doneOf(merchant.token)).toEqual(NONE_DONE);

    const sent = await sendInventory(t, merchant.token, sendBody([{ product: product!, quantity: 4 }]));
    expect(sent.statusCode).toBe(201);
    const [, sendStep] = await stepsOf(merchant.token);
    expect(sendStep).toEqual({ step: 'sendInventory', done: true, doneAt: expect.any(String) });
    // When the boxes left: their in_transit event.
    const [leftAt] = await asClient(t.testDatabase.database, merchant.clientId, async (tx) =>
      rowsOf<{ at: Date | string }>(
        await tx.execute(
          sql`SELECT min(created_at) AS at FROM receiving_box_events WHERE kind = 'in_transit'`,
        ),
      ),
    );
    expect(sendStep!.doneAt).toBe(new Date(leftAt!.at).toISOString());

    // Cancelled before it arrived, it was never received: the step is not done by it.
    const cancelled = await request(t, merchant.token, {
      method: 'POST',
      url: `/warehouse/order/${sent.json<{ id: string }>().id}/cancel`,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await doneOf(merchant.token)).sendInventory).toBe(false);
  });

  it('ticks the first order shipped at the earliest shipment', async () => {
    const merchant = await newMerchant();
    const [product] = await stockedProducts(t.testDatabase.database, merchant.clientId, STAFF_WAREHOUSE, [
      null,
    ]);
    const input = {
      clientId: merchant.clientId,
      warehouseId: STAFF_WAREHOUSE,
      lines: [{ product: product!, quantity: 1 }],
    };
    const first = await shippedOrder(t.testDatabase.database, input);
    await asClient(t.testDatabase.database, merchant.clientId, (tx) =>
      tx.execute(sql`UPDATE orders SET shipped_at = '2026-03-01T10:00:00Z' WHERE id = ${first.id}::uuid`),
    );
    await shippedOrder(t.testDatabase.database, input);
    expect(await stepsOf(merchant.token)).toEqual([
      { step: 'integrate', done: false, doneAt: null },
      { step: 'sendInventory', done: false, doneAt: null },
      { step: 'firstOrderShipped', done: true, doneAt: '2026-03-01T10:00:00.000Z' },
    ]);
  });

  it('ticks integrate for a shop of the merchant, even without the flag', async () => {
    const merchant = await newMerchant();
    await asClient(t.testDatabase.database, merchant.clientId, (tx) =>
      tx.execute(sql`INSERT INTO shops (client_id, name, ecommerce, created_at)
                     VALUES (${merchant.clientId}, 'Tienda Lucía', 'manual', '2026-02-01T09:00:00Z')`),
    );
    expect((await stepsOf(merchant.token))[0]).toEqual({
      step: 'integrate',
      done: true,
      doneAt: '2026-02-01T09:00:00.000Z',
    });
  });

  it('ticks integrate for a shipping-platform account (PUT client/{product}/token), decided here', async () => {
    const merchant = await newMerchant();
    await asClient(t.testDatabase.database, merchant.clientId, (tx) =>
      tx.execute(sql`INSERT INTO shipping_platform_accounts (client_id, account_id, token_sealed)
                     VALUES (${merchant.clientId}, ${`SP-${merchant.clientId}`}, 'sealed')`),
    );
    expect(await doneOf(merchant.token)).toEqual({ ...NONE_DONE, integrate: true });
  });

  it('is for merchants only: staff and admins are refused with a reason', async () => {
    for (const token of [tokens.staff, tokens.admin]) {
      const answer = await request(t, token, { method: 'GET', url: '/dashboard/steps' });
      expect(answer.statusCode).toBe(403);
      expect(answer.json<{ message: string }>().message).toBe('Only merchants have onboarding steps.');
    }
    expect((await request(t, null, { method: 'GET', url: '/dashboard/steps' })).statusCode).toBe(401);
  });
});

describe('POST dashboard/steps/update', () => {
  it("marks integrate done once: again keeps the first time; the spec's body only", async () => {
    const merchant = await newMerchant();
    const done = await markIntegrate(merchant.token);
    expect(done.statusCode).toBe(200);
    const body = done.json<StepUpdated>();
    expect(body.field).toBe('integrate');
    const again = await markIntegrate(merchant.token);
    expect(again.json<StepUpdated>().doneAt).toBe(body.doneAt);
    expect((await stepsOf(merchant.token))[0]).toEqual({
      step: 'integrate',
      done: true,
      doneAt: body.doneAt,
    });
    const rows = await asClient(t.testDatabase.database, merchant.clientId, async (tx) =>
      rowsOf(await tx.execute(sql`SELECT step FROM onboarding_steps`)),
    );
    expect(rows).toEqual([{ step: 'integrate' }]);
  });

  it('refuses any other field with a 400 and a reason, and changes nothing', async () => {
    const merchant = await newMerchant();
    for (const payload of [{ field: 'sendInventory' }, { field: 'other' }, {}, { field: 7 }]) {
      const answer = await request(t, merchant.token, {
        method: 'POST',
        url: '/dashboard/steps/update',
        payload,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toMatch(/field/i);
    }
    expect(await doneOf(merchant.token)).toEqual(NONE_DONE);
  });

  it('refuses staff, who have no onboarding', async () => {
    expect((await markIntegrate(tokens.staff)).statusCode).toBe(403);
  });
});

describe('tenancy', () => {
  it("one merchant never sees nor sets another's steps", async () => {
    const a = await newMerchant();
    const b = await newMerchant();
    await markIntegrate(a.token);
    const [product] = await stockedProducts(t.testDatabase.database, a.clientId, STAFF_WAREHOUSE, [null]);
    await shippedOrder(t.testDatabase.database, {
      clientId: a.clientId,
      warehouseId: STAFF_WAREHOUSE,
      lines: [{ product: product!, quantity: 1 }],
    });
    expect(await doneOf(a.token)).toEqual({ integrate: true, sendInventory: false, firstOrderShipped: true });
    // b sees none of a's, and b's own mark is b's alone.
    expect(await doneOf(b.token)).toEqual(NONE_DONE);
    await markIntegrate(b.token);
    const flags = await asOperator(t.testDatabase.database, async (tx) =>
      rowsOf<{ client_id: string }>(
        await tx.execute(sql`SELECT client_id FROM onboarding_steps
                              WHERE client_id IN (${a.clientId}, ${b.clientId}) ORDER BY client_id`),
      ),
    );
    expect(flags.map((row) => row.client_id).sort()).toEqual([a.clientId, b.clientId].sort());
    expect(await doneOf(b.token)).toEqual({ ...NONE_DONE, integrate: true });
  });
});

describe('stepsFrom', () => {
  it('takes the earliest of the ways a step was done', () => {
    expect(
      stepsFrom({
        integrateFlag: '2026-05-01T00:00:00Z',
        firstShop: new Date('2026-04-01T00:00:00Z'),
        shippingPlatform: '2026-06-01T00:00:00Z',
        firstSent: null,
        firstShipped: null,
      }).steps[0],
    ).toEqual({ step: 'integrate', done: true, doneAt: '2026-04-01T00:00:00.000Z' });
  });
});
