import { count, sql } from 'drizzle-orm';
import { verifyPassword } from '../modules/accounts/passwords.js';
import { migrate } from '../platform/db/migrate.js';
import { clients, shops, users, warehouses } from '../platform/db/schema.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { demoPresence, hasClients, seedDemo } from './demo.js';
import { DEMO_PASSWORD, DEMO_USERS } from './ids.js';
import { DEMO_SAVED_VIEWS } from './saved-views.js';

const ARGON2ID_OWASP = '$argon2id$v=19$m=19456,t=2,p=1$';

describe('the demo seed', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase({ state: 'empty' });
    await migrate(t.database);
  });

  afterAll(() => t.destroy());

  // As the owner: the API's role sees no user or shop outside a client's or the operator's scope.
  const counts = () =>
    t.database.asOwner(async ({ db }) => {
      const [c] = await db.select({ n: count() }).from(clients);
      const [u] = await db.select({ n: count() }).from(users);
      const [s] = await db.select({ n: count() }).from(shops);
      const [w] = await db.select({ n: count() }).from(warehouses);
      return { clients: c!.n, users: u!.n, shops: s!.n, warehouses: w!.n };
    });

  it('loads the demo data into an empty database, then skips it when present', async () => {
    expect(await hasClients(t.database.db)).toBe(false);
    expect(await seedDemo(t.database)).toBe(true);
    const first = await counts();
    expect(first).toEqual({ clients: 3, users: 4, shops: 3, warehouses: 8 });

    expect(await seedDemo(t.database)).toBe(false);
    expect(await Promise.all([seedDemo(t.database), seedDemo(t.database)])).toEqual([false, false]);
    expect(await counts()).toEqual(first);
    expect(await hasClients(t.database.db)).toBe(true);
  });

  it('sees, at the next start, that the client-owned demo data is there, so it seeds nothing twice', async () => {
    // Products and orders are under forced row-level security: read outside the operator scope they seemed absent.
    expect(await demoPresence(t.database)).toEqual({
      accounts: true,
      catalogue: true,
      inventory: true,
      orders: true,
      returns: true,
      billing: true,
      announcements: true,
      // Without the API's secret (as here) the demo API access is not seeded (api-access.test.ts seeds it).
      apiAccess: false,
    });
    const clientRows = () =>
      t.database.asOwner(({ db }) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`SELECT set_config('app.operator', 'on', true)`);
          const result = await tx.execute(sql`
            SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM products) AS products,
                   (SELECT count(*)::int FROM inventory_movements) AS movements,
                   (SELECT count(*)::int FROM saved_views) AS views,
                   (SELECT count(*)::int FROM returns) AS returns`);
          return (result as unknown as { rows: Record<string, number>[] }).rows[0]!;
        }),
      );
    const before = await clientRows();
    expect(before.orders).toBeGreaterThan(0);
    expect(before.views).toBe(DEMO_SAVED_VIEWS.length);
    expect(before.returns).toBeGreaterThan(0);
    expect(await seedDemo(t.database)).toBe(false);
    expect(await clientRows()).toEqual(before);
  });

  it('gives every demo user the demo password, hashed with argon2id at the OWASP parameters', async () => {
    const rows = await t.database.asOwner(({ db }) => db.select().from(users));
    expect(rows.map((u) => u.email).sort()).toEqual(DEMO_USERS.map((u) => u.email).sort());
    for (const user of rows) {
      expect(user.passwordHash.startsWith(ARGON2ID_OWASP)).toBe(true);
      expect(await verifyPassword(user.passwordHash, DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(user.passwordHash, 'estiba2026')).toBe(false);
    }
  });

  it('has a warehouse in each of the six countries, in its currency', async () => {
    const rows = await t.database.db.select().from(warehouses);
    const byCountry = Object.fromEntries(rows.map((w) => [w.countryCode, w.currency]));
    expect(byCountry).toEqual({ MX: 'MXN', US: 'USD', CO: 'COP', AR: 'ARS', CL: 'CLP', ES: 'EUR' });
  });
});
