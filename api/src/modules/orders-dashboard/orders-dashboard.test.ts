// The orders widgets' routes on a real database (PGlite, or PostgreSQL + Redis as CI runs them): today's orders by
// warehouse status in the caller's zone, shipped per day zero-filled, the staff's work queue summary, and who may
// ask. The merchant's counts use a client of each test's own, so they are exact whatever the seed holds.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { orders } from '../../platform/db/orders-schema.js';
import { clients, users } from '../../platform/db/schema.js';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { OPERATOR_CLIENT_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { TokenService } from '../accounts/tokens.js';
import { startOfDay } from '../orders/list-query.js';
import {
  OTHER_WAREHOUSE,
  prepareUsers,
  request,
  STAFF_WAREHOUSE,
  type Tokens,
} from '../receiving/test-support.js';
import { todayIn } from '../receiving/send-inventory.js';
import type { FulfillmentStatus, WarehouseStatus } from '../orders/schemas.js';
import type { OrdersByWarehouseStatus, ShippedPerDay, WorkQueueSummary } from './schemas.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

let t: TestApp;
let tokens: Tokens;

beforeAll(async () => {
  t = await startTestApp();
  tokens = await prepareUsers(t);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** A merchant of the test's own: a client with one user, and that user's token. */
async function newMerchant(): Promise<{ clientId: string; token: string }> {
  const clientId = `CL-DASH-${randomUUID().slice(0, 8)}`;
  const userId = randomUUID();
  await asOperator(t.testDatabase.database, async (tx) => {
    await tx.insert(clients).values({ id: clientId, name: `Dashboard ${clientId}` });
    await tx.insert(users).values({
      id: userId,
      clientId,
      email: `${clientId.toLowerCase()}@estiba.test`,
      passwordHash: 'not-used-by-these-tests',
      displayName: 'Dashboard Merchant',
      role: 'user',
      lang: 'en-US',
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

interface OrderInput {
  createdAt?: Date;
  fulfillmentStatus?: FulfillmentStatus;
  warehouseStatus?: WarehouseStatus | null;
  warehouseId?: string;
  processedAt?: Date | null;
  shippedAt?: Date | null;
}

/** Orders of the client, written as the client (row-level security applies to the fixture too). */
async function addOrders(clientId: string, inputs: OrderInput[]): Promise<{ id: string; number: number }[]> {
  return asClient(t.testDatabase.database, clientId, (tx) =>
    tx
      .insert(orders)
      .values(
        inputs.map((input) => ({
          clientId,
          number: sql`nextval('order_number_seq')`,
          reference: `DASH-${randomUUID().slice(0, 8)}`,
          source: 'manual' as const,
          warehouseId: input.warehouseId ?? STAFF_WAREHOUSE,
          fulfillmentStatus: input.fulfillmentStatus ?? 'pending',
          warehouseStatus: input.warehouseStatus ?? null,
          customerName: 'Lucía Fernández',
          addressLine1: 'Av. Juárez 10',
          city: 'Ciudad de México',
          postalCode: '06000',
          countryCode: 'MX',
          currency: 'MXN',
          createdAt: input.createdAt ?? new Date(),
          processedAt: input.processedAt ?? null,
          shippedAt: input.shippedAt ?? null,
        })),
      )
      .returning({ id: orders.id, number: orders.number }),
  );
}

const get = (token: string | null, url: string, headers: Record<string, string> = {}) =>
  request(t, token, { method: 'GET', url, headers });

const byStatus = (answer: OrdersByWarehouseStatus) =>
  Object.fromEntries(answer.statuses.map((row) => [String(row.status), row.count]));

/** The day `offset` days from today in `zone` (negative: before), YYYY-MM-DD. */
const dayIn = (zone: string, offset: number) => {
  const [y, m, d] = todayIn(zone).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
};
/** Noon of that day in `zone` (clear of either edge). */
const noonOf = (zone: string, offset: number) =>
  new Date(startOfDay(dayIn(zone, offset), zone).getTime() + 12 * HOUR_MS);

describe("today's orders by warehouse status", () => {
  const URL = '/dashboard/orders/by-warehouse-status';
  const ZONE = 'America/Mexico_City';

  it('counts the merchant’s orders of today per warehouse status, deleted ones and other days left out', async () => {
    const merchant = await newMerchant();
    const startOfToday = startOfDay(todayIn(ZONE), ZONE);
    await addOrders(merchant.clientId, [
      { createdAt: startOfToday, fulfillmentStatus: 'processing', warehouseStatus: 'ready_to_pick' },
      { fulfillmentStatus: 'processing', warehouseStatus: 'ready_to_pick' },
      { fulfillmentStatus: 'processing', warehouseStatus: 'packing' },
      { fulfillmentStatus: 'fulfilled', warehouseStatus: 'shipped', shippedAt: new Date() },
      { fulfillmentStatus: 'pending', warehouseStatus: 'no_stock' },
      { fulfillmentStatus: 'pending' },
      { fulfillmentStatus: 'deleted' },
      {
        createdAt: new Date(startOfToday.getTime() - 1000),
        fulfillmentStatus: 'processing',
        warehouseStatus: 'picking',
      },
    ]);

    const res = await get(merchant.token, URL, { timezone: ZONE });
    expect(res.statusCode).toBe(200);
    const answer = res.json<OrdersByWarehouseStatus>();
    expect(answer).toMatchObject({ day: todayIn(ZONE), timeZone: ZONE, total: 6 });
    expect(answer.statuses.map((row) => row.status)).toEqual([
      'no_stock',
      'ready_to_pick',
      'picking',
      'packing',
      'ready_to_ship',
      'shipped',
      'delivered',
      'returned',
      null,
    ]);
    expect(byStatus(answer)).toEqual({
      no_stock: 1,
      ready_to_pick: 2,
      picking: 0,
      packing: 1,
      ready_to_ship: 0,
      shipped: 1,
      delivered: 0,
      returned: 0,
      null: 1,
    });
  });

  it("reads today in the caller's time zone: the same instant is today in one zone and yesterday in another", async () => {
    const merchant = await newMerchant();
    // Kiritimati is UTC+14 and Pago Pago UTC−11: their days start 25 hours apart.
    const EAST = 'Pacific/Kiritimati';
    const WEST = 'Pacific/Pago_Pago';
    const startEast = startOfDay(todayIn(EAST), EAST);
    await addOrders(merchant.clientId, [
      { createdAt: new Date(startEast.getTime() + 60_000), warehouseStatus: null },
      { createdAt: new Date(startEast.getTime() - 60_000), warehouseStatus: null },
    ]);

    const east = (await get(merchant.token, URL, { timezone: EAST })).json<OrdersByWarehouseStatus>();
    expect(east).toMatchObject({ day: todayIn(EAST), total: 1 });
    // One minute before Kiritimati's midnight is still today in Pago Pago (either side of its own midnight only
    // when Pago Pago's day has just begun: its today started 25 hours after Kiritimati's).
    const west = (await get(merchant.token, URL, { timezone: WEST })).json<OrdersByWarehouseStatus>();
    expect(west.day).toBe(todayIn(WEST));
    const westStart = startOfDay(todayIn(WEST), WEST).getTime();
    const expectedWest = [startEast.getTime() + 60_000, startEast.getTime() - 60_000].filter(
      (at) => at >= westStart && at < westStart + DAY_MS,
    ).length;
    expect(west.total).toBe(expectedWest);

    const utc = (await get(merchant.token, URL)).json<OrdersByWarehouseStatus>();
    expect(utc.timeZone).toBe('UTC');
  });

  it('never counts another merchant’s orders', async () => {
    const one = await newMerchant();
    const other = await newMerchant();
    await addOrders(one.clientId, [{ fulfillmentStatus: 'processing', warehouseStatus: 'ready_to_ship' }]);
    const mine = (await get(one.token, URL, { timezone: ZONE })).json<OrdersByWarehouseStatus>();
    const theirs = (await get(other.token, URL, { timezone: ZONE })).json<OrdersByWarehouseStatus>();
    expect(mine.total).toBe(1);
    expect(theirs.total).toBe(0);
    expect(byStatus(theirs).ready_to_ship).toBe(0);
  });

  it('answers 400 with the reason for an unknown time zone, and 403 to staff, 401 without a session', async () => {
    const bad = await get(tokens.merchant, URL, { timezone: 'Mars/Olympus_Mons' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('Mars/Olympus_Mons');
    expect((await get(tokens.staff, URL)).statusCode).toBe(403);
    expect((await get(tokens.admin, URL)).statusCode).toBe(403);
    expect((await get(null, URL)).statusCode).toBe(401);
  });
});

describe('orders shipped per day', () => {
  const URL = '/dashboard/orders/shipped-per-day';
  const ZONE = 'America/Bogota';

  it('counts the last 30 days, today included, every day present with zero where nothing shipped', async () => {
    const merchant = await newMerchant();
    const shipped = (offset: number) => ({
      createdAt: noonOf(ZONE, offset - 1),
      fulfillmentStatus: 'fulfilled' as const,
      warehouseStatus: 'shipped' as const,
      shippedAt: noonOf(ZONE, offset),
    });
    await addOrders(merchant.clientId, [
      shipped(0),
      shipped(0),
      { ...shipped(-3), warehouseStatus: 'delivered' },
      shipped(-29),
      // The day before the window, and an order not shipped: neither counts.
      shipped(-30),
      { fulfillmentStatus: 'processing', warehouseStatus: 'ready_to_ship' },
    ]);

    const res = await get(merchant.token, URL, { timezone: ZONE });
    expect(res.statusCode).toBe(200);
    const answer = res.json<ShippedPerDay>();
    expect(answer).toMatchObject({ from: dayIn(ZONE, -29), to: dayIn(ZONE, 0), timeZone: ZONE, total: 4 });
    expect(answer.days).toHaveLength(30);
    expect(answer.days.map((day) => day.day)).toEqual(
      Array.from({ length: 30 }, (_, i) => dayIn(ZONE, i - 29)),
    );
    const counts = Object.fromEntries(answer.days.map((day) => [day.day, day.count]));
    expect(counts[dayIn(ZONE, 0)]).toBe(2);
    expect(counts[dayIn(ZONE, -3)]).toBe(1);
    expect(counts[dayIn(ZONE, -29)]).toBe(1);
    expect(answer.days.filter((day) => day.count === 0)).toHaveLength(27);

    const week = (await get(merchant.token, `${URL}?days=7`, { timezone: ZONE })).json<ShippedPerDay>();
    expect(week).toMatchObject({ from: dayIn(ZONE, -6), total: 3 });
    expect(week.days).toHaveLength(7);
  });

  it('puts a shipment on the day of the caller’s zone', async () => {
    const merchant = await newMerchant();
    // 02:00 UTC today is still yesterday evening in Bogotá (UTC−5).
    const utcToday = todayIn('UTC');
    const at = new Date(`${utcToday}T02:00:00.000Z`);
    await addOrders(merchant.clientId, [
      { fulfillmentStatus: 'fulfilled', warehouseStatus: 'shipped', shippedAt: at },
    ]);
    const utc = (await get(merchant.token, URL, { timezone: 'UTC' })).json<ShippedPerDay>();
    const bogota = (await get(merchant.token, URL, { timezone: ZONE })).json<ShippedPerDay>();
    const dayOf = (answer: ShippedPerDay) => answer.days.find((day) => day.count > 0)?.day;
    expect(dayOf(utc)).toBe(utcToday);
    expect(dayOf(bogota)).toBe(todayIn(ZONE, new Date(at)));
    expect(dayOf(bogota)).not.toBe(utcToday);
  });

  it('never counts another merchant’s shipments, and refuses a bad window or staff', async () => {
    const one = await newMerchant();
    const other = await newMerchant();
    await addOrders(one.clientId, [
      {
        fulfillmentStatus: 'fulfilled',
        warehouseStatus: 'shipped',
        shippedAt: new Date(Date.now() - HOUR_MS),
      },
    ]);
    expect((await get(one.token, URL)).json<ShippedPerDay>().total).toBe(1);
    expect((await get(other.token, URL)).json<ShippedPerDay>().total).toBe(0);
    expect((await get(one.token, `${URL}?days=0`)).statusCode).toBe(400);
    expect((await get(one.token, `${URL}?days=91`)).statusCode).toBe(400);
    expect((await get(tokens.staff, URL)).statusCode).toBe(403);
  });
});

describe("the staff's work queue summary", () => {
  const URL = '/staff/dashboard/work-queue';
  const summary = async (token: string, query = '') => {
    const res = await get(token, `${URL}${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<WorkQueueSummary>();
  };
  const countOf = (answer: WorkQueueSummary) =>
    Object.fromEntries(answer.steps.map((s) => [s.step, s.count]));

  it("counts the staff's warehouse's orders to pick, pack and ship, every client's, with the oldest of each", async () => {
    const before = await summary(tokens.staff);
    const otherBefore = await summary(tokens.otherStaff);
    const merchant = await newMerchant();
    const longAgo = (minutes: number) => new Date(Date.UTC(2001, 0, 1, 0, minutes));
    const [picking, , packing] = await addOrders(merchant.clientId, [
      { fulfillmentStatus: 'processing', warehouseStatus: 'picking', processedAt: longAgo(1) },
      { fulfillmentStatus: 'processing', warehouseStatus: 'ready_to_pick', processedAt: longAgo(2) },
      { fulfillmentStatus: 'processing', warehouseStatus: 'packing', processedAt: longAgo(3) },
      { fulfillmentStatus: 'processing', warehouseStatus: 'ready_to_ship', processedAt: new Date() },
      // Not the floor's work: shipped, cancelled before picking, or waiting for stock.
      { fulfillmentStatus: 'fulfilled', warehouseStatus: 'shipped', processedAt: longAgo(0) },
      { fulfillmentStatus: 'cancelled', warehouseStatus: 'ready_to_pick', processedAt: longAgo(0) },
      { fulfillmentStatus: 'pending', warehouseStatus: 'no_stock' },
    ]);

    const after = await summary(tokens.staff);
    expect(after.warehouse).toEqual({ id: STAFF_WAREHOUSE, name: expect.any(String) });
    expect(after.steps.map((s) => s.step)).toEqual(['to_pick', 'to_pack', 'to_ship']);
    expect(countOf(after)).toEqual({
      to_pick: countOf(before).to_pick! + 2,
      to_pack: countOf(before).to_pack! + 1,
      to_ship: countOf(before).to_ship! + 1,
    });
    const oldest = Object.fromEntries(after.steps.map((s) => [s.step, s.oldest]));
    expect(oldest.to_pick).toMatchObject({
      id: picking!.id,
      number: picking!.number,
      clientName: `Dashboard ${merchant.clientId}`,
      warehouseId: STAFF_WAREHOUSE,
      since: longAgo(1).toISOString(),
    });
    expect(oldest.to_pack).toMatchObject({ id: packing!.id, since: longAgo(3).toISOString() });

    // Another warehouse's staff count theirs only; a warehouse named by staff is ignored.
    expect(countOf(await summary(tokens.otherStaff))).toEqual(countOf(otherBefore));
    expect(countOf(await summary(tokens.staff, `?warehouseId=${OTHER_WAREHOUSE}`))).toEqual(countOf(after));
  });

  it('gives admins every warehouse, or the one they name; unknown warehouses are 404', async () => {
    const staff = await summary(tokens.staff);
    const other = await summary(tokens.otherStaff);
    const all = await summary(tokens.admin);
    expect(all.warehouse).toBeNull();
    for (const step of ['to_pick', 'to_pack', 'to_ship'])
      expect(countOf(all)[step]).toBeGreaterThanOrEqual(countOf(staff)[step]! + countOf(other)[step]!);
    const named = await summary(tokens.admin, `?warehouseId=${OTHER_WAREHOUSE}`);
    expect(named.warehouse?.id).toBe(OTHER_WAREHOUSE);
    expect(countOf(named)).toEqual(countOf(other));
    expect((await get(tokens.admin, `${URL}?warehouseId=WH-NOWHERE`)).statusCode).toBe(404);
  });

  it('is the operator’s only: merchants get 403, visitors 401, staff without a warehouse 403', async () => {
    expect((await get(tokens.merchant, URL)).statusCode).toBe(403);
    expect((await get(tokens.otherMerchant, URL)).statusCode).toBe(403);
    expect((await get(null, URL)).statusCode).toBe(401);
    const userId = randomUUID();
    await asOperator(t.testDatabase.database, (tx) =>
      tx.insert(users).values({
        id: userId,
        clientId: OPERATOR_CLIENT_ID,
        email: `staff-${userId}@estiba.test`,
        passwordHash: 'not-used-by-these-tests',
        displayName: 'Staff nowhere',
        role: 'staff',
        lang: 'es-MX',
      }),
    );
    const signed = await new TokenService(t.config.jwt).sign({
      userId,
      clientId: OPERATOR_CLIENT_ID,
      tokenVersion: 0,
      role: 'staff',
    });
    expect((await get(signed.token, URL)).statusCode).toBe(403);
  });
});
