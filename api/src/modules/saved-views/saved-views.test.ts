// Saved views through Fastify's inject, on PGlite by default and on PostgreSQL with DATABASE_URL: save (idempotent,
// filters checked against the list's own), list (mine, then the team's shared ones), rename / share / delete by the
// owner only, unique names per person and list, and row-level security between clients.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { users } from '../../platform/db/schema.js';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { IDEMPOTENT_REPLAY_HEADER } from '../../platform/idempotency.js';
import { DEMO_CLIENT_ID, DEMO_USER_ID, OTHER_CLIENT_ID, OTHER_USER_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { TokenService } from '../accounts/tokens.js';
import { prepareUsers, request, type Tokens } from '../receiving/test-support.js';
import type { SavedView, SavedViews } from './schemas.js';
import { SAVED_VIEW_MESSAGES } from './service.js';

let t: TestApp;
let tokens: Tokens;
/** A teammate of the demo merchant (same client, another person). */
let teammate: string;
const TEAMMATE_NAME = 'Marta Demo';

beforeAll(async () => {
  t = await startTestApp();
  tokens = await prepareUsers(t);
  const teammateId = randomUUID();
  await asOperator(t.testDatabase.database, (tx) =>
    tx.insert(users).values({
      id: teammateId,
      clientId: DEMO_CLIENT_ID,
      email: `teammate-${teammateId}@estiba.test`,
      passwordHash: 'not-used-by-these-tests',
      displayName: TEAMMATE_NAME,
      role: 'user',
      lang: 'es-MX',
    }),
  );
  teammate = (
    await new TokenService(t.config.jwt).sign({
      userId: teammateId,
      clientId: DEMO_CLIENT_ID,
      tokenVersion: 0,
      role: 'user',
    })
  ).token;
}, 120_000);

afterAll(() => t.close());

const save = (payload: object, token = tokens.merchant, key = randomUUID()) =>
  request(t, token, {
    method: 'POST',
    url: '/client/saved-views',
    headers: { 'idempotency-key': key },
    payload,
  });

async function saved(payload: object, token = tokens.merchant): Promise<SavedView> {
  const response = await save(payload, token);
  expect(response.statusCode).toBe(201);
  return response.json();
}

const listOf = async (token: string, list = 'orders'): Promise<SavedViews> => {
  const response = await request(t, token, { method: 'GET', url: '/client/saved-views', query: { list } });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const patch = (id: string, payload: object, token = tokens.merchant) =>
  request(t, token, { method: 'PATCH', url: `/client/saved-view/${id}`, payload });
const remove = (id: string, token = tokens.merchant) =>
  request(t, token, { method: 'DELETE', url: `/client/saved-view/${id}` });

const unique = (name: string) => `${name} ${randomUUID().slice(0, 8)}`;

describe('save (POST client/saved-views)', () => {
  it("saves a view of the orders list with the list's own filters, once per idempotency key", async () => {
    const key = randomUUID();
    const payload = {
      list: 'orders',
      name: `  ${unique('No stock')}  `,
      filters: { warehouseStatus: 'no_stock', 'createdAt[from]': '2026-11-01', shopName: '' },
      shared: true,
    };
    const first = await save(payload, tokens.merchant, key);
    expect(first.statusCode).toBe(201);
    const view: SavedView = first.json();
    expect(view).toMatchObject({
      list: 'orders',
      name: payload.name.trim(),
      // Empty values are not filters.
      filters: { warehouseStatus: 'no_stock', 'createdAt[from]': '2026-11-01' },
      shared: true,
      mine: true,
      owner: { id: DEMO_USER_ID },
    });

    const again = await save(payload, tokens.merchant, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
    expect(again.json<SavedView>().id).toBe(view.id);
    const other = await save({ ...payload, name: unique('Other') }, tokens.merchant, key);
    expect(other.statusCode).toBe(422);
    expect((await listOf(tokens.merchant)).views.filter((v) => v.id === view.id)).toHaveLength(1);
  });

  it('refuses a name the person already uses on that list (409 with the reason), not on another list', async () => {
    const name = unique('Ready');
    await saved({ list: 'orders', name, filters: { warehouseStatus: 'ready_to_pick' } });
    const twice = await save({ list: 'orders', name: ` ${name} `, filters: {} });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: SAVED_VIEW_MESSAGES.nameTaken(name) });
    // Another person of the team, or another list, may use it.
    await saved({ list: 'orders', name, filters: {} }, teammate);
    await saved({ list: 'inventory', name, filters: { lowStock: true } });
  });

  it.each([
    [{ warehouseStatus: 'lost' }, 'warehouseStatus "lost" is not one of'],
    [{ colour: 'red' }, 'filters.colour is not a filter of the orders list'],
    [{ limit: 10 }, 'filters.limit is not a filter of the orders list'],
    [{ 'createdAt[from]': 'yesterday' }, 'filters.createdAt[from]'],
    [{ 'createdAt[from]': '2026-11-20', 'createdAt[to]': '2026-11-01' }, 'createdAt[from] is after'],
    [{ sort: 'colour' }, 'sort "colour" is not one of'],
    [{ 'search[field]': 'colour', 'search[value]': 'x' }, 'search[field] "colour" is not one of'],
  ])('refuses orders filters %j with the reason (400)', async (filters, reason) => {
    const response = await save({ list: 'orders', name: unique('Bad'), filters });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(reason);
  });

  it("checks the inventory's, the returns' and the receiving orders' filters by their lists' own rules", async () => {
    await saved({
      list: 'inventory',
      name: unique('Low'),
      filters: { lowStock: true, sort: 'available:desc' },
    });
    expect(
      (await save({ list: 'inventory', name: unique('Bad'), filters: { sort: 'colour' } })).statusCode,
    ).toBe(400);
    await saved({ list: 'returns', name: unique('To count'), filters: { status: 'received,in_transit' } });
    const badReturn = await save({
      list: 'returns',
      name: unique('Bad'),
      filters: { status: 'received,lost' },
    });
    expect(badReturn.statusCode).toBe(400);
    expect(badReturn.json<{ message: string }>().message).toContain('status "lost" is not one of');
    await saved({ list: 'receiving_orders', name: unique('Arrived'), filters: { boxStatus: 'received' } });
    const bad = await save({ list: 'receiving_orders', name: unique('Bad'), filters: { boxStatus: 'lost' } });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a blank name, an unknown list and a missing idempotency key', async () => {
    expect((await save({ list: 'orders', name: '   ', filters: {} })).json()).toMatchObject({
      message: SAVED_VIEW_MESSAGES.blankName,
    });
    expect((await save({ list: 'shipments', name: 'x', filters: {} })).statusCode).toBe(400);
    const noKey = await request(t, tokens.merchant, {
      method: 'POST',
      url: '/client/saved-views',
      payload: { list: 'orders', name: 'x', filters: {} },
    });
    expect(noKey.statusCode).toBe(400);
  });

  it("refuses the operator's users with the reason (403)", async () => {
    const response = await save({ list: 'orders', name: 'Staff view', filters: {} }, tokens.staff);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: SAVED_VIEW_MESSAGES.operators });
  });
});

describe('list (GET client/saved-views)', () => {
  it("answers the person's own views first, then the team's shared ones, never a teammate's personal one", async () => {
    const mine = await saved({ list: 'orders', name: unique('Aa mine'), filters: {} });
    const sharedByTeammate = await saved(
      { list: 'orders', name: unique('Bb shared'), filters: { fulfillmentStatus: 'pending' }, shared: true },
      teammate,
    );
    const personalOfTeammate = await saved(
      { list: 'orders', name: unique('Cc personal'), filters: {} },
      teammate,
    );

    const { views } = await listOf(tokens.merchant);
    const ids = views.map((v) => v.id);
    expect(ids).toContain(mine.id);
    expect(ids).toContain(sharedByTeammate.id);
    expect(ids).not.toContain(personalOfTeammate.id);
    const firstNotMine = views.findIndex((v) => !v.mine);
    expect(views.slice(0, firstNotMine).every((v) => v.mine)).toBe(true);
    expect(views.slice(firstNotMine).every((v) => !v.mine && v.shared)).toBe(true);
    expect(views.find((v) => v.id === sharedByTeammate.id)).toMatchObject({
      mine: false,
      owner: { name: TEAMMATE_NAME },
    });
    // Only the list asked for.
    expect(views.every((v) => v.list === 'orders')).toBe(true);
  });

  it("shows another client's views to nobody else, shared or not", async () => {
    const theirs = await saved(
      { list: 'orders', name: unique('Theirs'), filters: {}, shared: true },
      tokens.otherMerchant,
    );
    expect((await listOf(tokens.merchant)).views.map((v) => v.id)).not.toContain(theirs.id);
    expect((await listOf(tokens.otherMerchant)).views.map((v) => v.id)).toEqual([theirs.id]);
  });
});

describe('change and delete (PATCH and DELETE client/saved-view/{id})', () => {
  it('lets the owner rename, share and change the filters; a taken name answers 409', async () => {
    const view = await saved({ list: 'orders', name: unique('Rename me'), filters: {} });
    const taken = await saved({ list: 'orders', name: unique('Taken'), filters: {} });
    const renamed = await patch(view.id, {
      name: ' Shipped ',
      shared: true,
      filters: { warehouseStatus: 'shipped' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      id: view.id,
      name: 'Shipped',
      shared: true,
      filters: { warehouseStatus: 'shipped' },
    });
    const clash = await patch(view.id, { name: taken.name });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ message: SAVED_VIEW_MESSAGES.nameTaken(taken.name) });
    expect((await patch(view.id, { filters: { warehouseStatus: 'lost' } })).statusCode).toBe(400);
    expect((await patch(view.id, {})).statusCode).toBe(400);
    // Its own name again is no clash.
    expect((await patch(view.id, { name: 'Shipped', shared: false })).json()).toMatchObject({
      shared: false,
    });
  });

  it("refuses a teammate's shared view (403 with the reason) and a view one cannot see (404)", async () => {
    const shared = await saved({ list: 'orders', name: unique('Team'), filters: {}, shared: true }, teammate);
    const personal = await saved({ list: 'orders', name: unique('Hers'), filters: {} }, teammate);
    for (const response of [await patch(shared.id, { name: 'Mine now' }), await remove(shared.id)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: SAVED_VIEW_MESSAGES.notOwner });
    }
    for (const response of [
      await patch(personal.id, { name: 'Mine now' }),
      await remove(personal.id),
      await remove(shared.id, tokens.otherMerchant),
      await remove(randomUUID()),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: SAVED_VIEW_MESSAGES.notFound });
    }
    expect((await listOf(teammate)).views.map((v) => v.id)).toEqual(
      expect.arrayContaining([shared.id, personal.id]),
    );
  });

  it('lets the owner delete a view, after which it is gone (204, then 404)', async () => {
    const view = await saved({ list: 'orders', name: unique('Short-lived'), filters: {} });
    const response = await remove(view.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await remove(view.id)).statusCode).toBe(404);
    expect((await listOf(tokens.merchant)).views.map((v) => v.id)).not.toContain(view.id);
  });
});

describe('row-level security of saved_views', () => {
  it("keeps another client's rows out of a query that forgets its where, and refuses writing them", async () => {
    const theirs = await saved({ list: 'orders', name: unique('RLS'), filters: {} }, tokens.otherMerchant);
    const seen = await asClient(
      t.testDatabase.database,
      DEMO_CLIENT_ID,
      async (tx) =>
        (await tx.execute(sql`SELECT id, client_id FROM saved_views`)) as unknown as {
          rows: { id: string; client_id: string }[];
        },
    );
    expect(seen.rows.length).toBeGreaterThan(0);
    expect(seen.rows.every((r) => r.client_id === DEMO_CLIENT_ID)).toBe(true);
    expect(seen.rows.map((r) => r.id)).not.toContain(theirs.id);

    const changed = await asClient(
      t.testDatabase.database,
      DEMO_CLIENT_ID,
      async (tx) =>
        (await tx.execute(
          sql`UPDATE saved_views SET name = 'taken over' WHERE id = ${theirs.id}::uuid RETURNING id`,
        )) as unknown as {
          rows: unknown[];
        },
    );
    expect(changed.rows).toHaveLength(0);
    await expect(
      asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) =>
        tx.execute(sql`
          INSERT INTO saved_views (client_id, owner_id, list, name, filters)
          VALUES (${OTHER_CLIENT_ID}, ${OTHER_USER_ID}::uuid, 'orders', 'planted', '{}'::jsonb)`),
      ),
    ).rejects.toThrow();
  });
});
