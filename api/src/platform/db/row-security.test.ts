// Tenant isolation in PostgreSQL itself (migrations/row-security.ts, scope.ts): every client-owned table is
// under forced row-level security, the API's queries run as a role the policies hold, and a query that forgets
// its `where` still sees only the caller's rows.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { APP_ROLE } from '../../migrations/row-security.js';
import {
  DEMO_CLIENT_ID,
  DEMO_MAIN_SHOP_ID,
  DEMO_USER_ID,
  OTHER_CLIENT_ID,
  OTHER_SHOP_ID,
  OTHER_USER_ID,
} from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import type { AppDatabase } from './connection.js';
import { shops, users } from './schema.js';
import { asClient, asOperator } from './scope.js';

/** PostgreSQL's insufficient_privilege: what a row refused by a policy's WITH CHECK raises. */
const INSUFFICIENT_PRIVILEGE = '42501';

interface Identity {
  current_user: string;
  rolsuper: boolean;
  rolbypassrls: boolean;
  owns_users: boolean;
}

const whoAmI = async (db: AppDatabase): Promise<Identity> => {
  const result = await db.execute(sql`
    SELECT current_user, r.rolsuper, r.rolbypassrls,
           pg_has_role(current_user, (SELECT tableowner FROM pg_tables WHERE tablename = 'users'), 'MEMBER')
             AS owns_users
    FROM pg_roles r WHERE r.rolname = current_user`);
  // node-postgres answers a result object, PGlite's driver its rows; both carry `rows`.
  return (result as unknown as { rows: Identity[] }).rows[0]!;
};

const API_ROLE: Identity = {
  current_user: APP_ROLE,
  rolsuper: false,
  rolbypassrls: false,
  owns_users: false,
};

/** The error PostgreSQL raised, under drizzle's wrapper. */
function databaseCode(error: unknown): unknown {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

describe('row-level security', () => {
  let t: TestApp;
  const database = () => t.testDatabase.database;

  const identityRoute = async (app: FastifyInstance) => {
    app.get('/test/identity', async () => whoAmI(app.database.db));
  };

  beforeAll(async () => {
    t = await startTestApp({ testRoutes: identityRoute });
  });

  afterAll(() => t.close());

  it('protects every table with a client_id column: enabled, forced, with a policy', async () => {
    // pg_catalog, not information_schema: the latter hides tables the asking role has no privilege on.
    const tables = await database().asOwner((owner) =>
      owner.query<{ table: string; enabled: boolean; forced: boolean; policies: number }>(`
        SELECT c.oid::regclass::text AS table, c.relrowsecurity AS enabled, c.relforcerowsecurity AS forced,
               (SELECT count(*)::int FROM pg_policy p WHERE p.polrelid = c.oid) AS policies
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'client_id' AND NOT a.attisdropped
        WHERE c.relkind IN ('r', 'p')
          AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
        ORDER BY 1`),
    );
    expect(tables.map((row) => row.table)).toEqual(expect.arrayContaining(['shops', 'users']));
    const unprotected = tables.filter((row) => !row.enabled || !row.forced || row.policies === 0);
    expect(unprotected).toEqual([]);
  });

  it('runs every request as the API role: no superuser, no BYPASSRLS, not the owner', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/identity' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(API_ROLE);
    expect(await whoAmI(database().db)).toEqual(API_ROLE);
    expect(await asClient(database(), DEMO_CLIENT_ID, whoAmI)).toEqual(API_ROLE);
    expect(await asOperator(database(), whoAmI)).toEqual(API_ROLE);
  });

  it("shows a query that forgets its where only the caller's rows", async () => {
    const visible = (clientId: string) =>
      asClient(database(), clientId, async (tx) => ({
        shops: (await tx.select().from(shops)).map((shop) => shop.clientId),
        users: (await tx.select().from(users)).map((user) => user.id),
      }));
    const demo = await visible(DEMO_CLIENT_ID);
    expect(demo.shops.length).toBeGreaterThan(0);
    expect(new Set(demo.shops)).toEqual(new Set([DEMO_CLIENT_ID]));
    expect(demo.users).toEqual([DEMO_USER_ID]);

    const other = await visible(OTHER_CLIENT_ID);
    expect(new Set(other.shops)).toEqual(new Set([OTHER_CLIENT_ID]));
    expect(other.users).toEqual([OTHER_USER_ID]);
  });

  it("does not find another client's row even by its id, nor change or delete it", async () => {
    await asClient(database(), OTHER_CLIENT_ID, async (tx) => {
      expect(await tx.select().from(shops).where(eq(shops.id, DEMO_MAIN_SHOP_ID))).toEqual([]);
      const renamed = await tx
        .update(shops)
        .set({ name: 'Taken over' })
        .where(eq(shops.id, DEMO_MAIN_SHOP_ID))
        .returning();
      expect(renamed).toEqual([]);
      expect(await tx.delete(shops).where(eq(shops.id, DEMO_MAIN_SHOP_ID)).returning()).toEqual([]);
    });
    const [shop] = await asOperator(database(), (tx) =>
      tx.select().from(shops).where(eq(shops.id, DEMO_MAIN_SHOP_ID)),
    );
    expect(shop).toMatchObject({ name: 'Demo Store', clientId: DEMO_CLIENT_ID });
  });

  it("refuses a row written with another client's id, new or moved", async () => {
    const insert = asClient(database(), OTHER_CLIENT_ID, (tx) =>
      tx.insert(shops).values({ clientId: DEMO_CLIENT_ID, name: 'Planted', ecommerce: 'vtex' }),
    );
    await expect(insert.catch(databaseCode)).resolves.toBe(INSUFFICIENT_PRIVILEGE);

    const move = asClient(database(), OTHER_CLIENT_ID, (tx) =>
      tx.update(shops).set({ clientId: DEMO_CLIENT_ID }).where(eq(shops.id, OTHER_SHOP_ID)),
    );
    await expect(move.catch(databaseCode)).resolves.toBe(INSUFFICIENT_PRIVILEGE);
    const planted = await asOperator(database(), (tx) =>
      tx.select().from(shops).where(eq(shops.name, 'Planted')),
    );
    expect(planted).toEqual([]);
  });

  it('writes a row of its own client', async () => {
    const [created] = await asClient(database(), OTHER_CLIENT_ID, (tx) =>
      tx
        .insert(shops)
        .values({ clientId: OTHER_CLIENT_ID, name: 'Second Shop', ecommerce: 'vtex' })
        .returning(),
    );
    expect(created).toMatchObject({ clientId: OTHER_CLIENT_ID, name: 'Second Shop' });
    const removed = await asClient(database(), OTHER_CLIENT_ID, (tx) =>
      tx.delete(shops).where(eq(shops.id, created!.id)).returning(),
    );
    expect(removed).toHaveLength(1);
  });

  it('shows no client-owned row outside any scope, even right after a scope ended', async () => {
    await asClient(database(), DEMO_CLIENT_ID, (tx) => tx.select().from(shops));
    await asOperator(database(), (tx) => tx.select().from(shops));
    expect(await database().db.select().from(shops)).toEqual([]);
    expect(await database().db.select().from(users)).toEqual([]);
    const refused = database()
      .db.insert(shops)
      .values({ clientId: DEMO_CLIENT_ID, name: 'Unscoped', ecommerce: 'vtex' });
    await expect(refused.catch(databaseCode)).resolves.toBe(INSUFFICIENT_PRIVILEGE);
  });

  it("shows the operator scope every client's rows", async () => {
    const seen = await asOperator(database(), async (tx) => ({
      shops: new Set((await tx.select().from(shops)).map((shop) => shop.clientId)),
      users: (await tx.select().from(users)).length,
    }));
    expect(seen.shops).toEqual(new Set([DEMO_CLIENT_ID, OTHER_CLIENT_ID]));
    expect(seen.users).toBeGreaterThanOrEqual(4);
  });

  it('refuses a scope without a client', async () => {
    await expect(asClient(database(), '', async () => 'ran')).rejects.toThrow(/client id/);
  });
});
