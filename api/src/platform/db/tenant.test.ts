import { eq } from 'drizzle-orm';
import { DEMO_CLIENT_ID, DEMO_MAIN_SHOP_ID, OTHER_CLIENT_ID, OTHER_SHOP_ID } from '../../seed/ids.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { shops } from './schema.js';
import { forClient } from './tenant.js';

describe('forClient', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase();
  });

  afterAll(() => t.destroy());

  const shopName = async (id: string) =>
    (await t.database.db.select({ name: shops.name }).from(shops).where(eq(shops.id, id)))[0]?.name;

  it("reads only the client's own rows", async () => {
    const demo = await forClient(t.database.db, DEMO_CLIENT_ID).select(shops);
    expect(demo.map((s) => s.name).sort()).toEqual(['Demo Store', 'Sandbox Store']);
    expect(demo.every((s) => s.clientId === DEMO_CLIENT_ID)).toBe(true);

    const other = await forClient(t.database.db, OTHER_CLIENT_ID).select(shops);
    expect(other.map((s) => s.id)).toEqual([OTHER_SHOP_ID]);
  });

  it("cannot read another client's row even when asking for it by id", async () => {
    const other = forClient(t.database.db, OTHER_CLIENT_ID);
    expect(await other.select(shops, { where: eq(shops.id, DEMO_MAIN_SHOP_ID) })).toEqual([]);
  });

  it("cannot update or delete another client's row", async () => {
    const other = forClient(t.database.db, OTHER_CLIENT_ID);
    expect(await other.update(shops, { name: 'Taken over' }, eq(shops.id, DEMO_MAIN_SHOP_ID))).toEqual([]);
    expect(await other.delete(shops, eq(shops.id, DEMO_MAIN_SHOP_ID))).toEqual([]);
    expect(await shopName(DEMO_MAIN_SHOP_ID)).toBe('Demo Store');
  });

  it('updates its own rows and cannot hand them to another client', async () => {
    const demo = forClient(t.database.db, DEMO_CLIENT_ID);
    const changes = { name: 'Demo Store Renamed', clientId: OTHER_CLIENT_ID } as { name: string };
    const [updated] = await demo.update(shops, changes, eq(shops.id, DEMO_MAIN_SHOP_ID));
    expect(updated).toMatchObject({ name: 'Demo Store Renamed', clientId: DEMO_CLIENT_ID });
    await demo.update(shops, { name: 'Demo Store' }, eq(shops.id, DEMO_MAIN_SHOP_ID));
  });

  it('inserts rows owned by the client, whatever the values say', async () => {
    const other = forClient(t.database.db, OTHER_CLIENT_ID);
    const values = { name: 'Second Shop', ecommerce: 'vtex', clientId: DEMO_CLIENT_ID } as {
      name: string;
      ecommerce: string;
    };
    const [created] = await other.insert(shops, values);
    expect(created).toMatchObject({ clientId: OTHER_CLIENT_ID, currency: 'MXN', isMain: false });

    const demo = forClient(t.database.db, DEMO_CLIENT_ID);
    expect(await demo.select(shops, { where: eq(shops.id, created!.id) })).toEqual([]);
    expect(await demo.delete(shops, eq(shops.id, created!.id))).toEqual([]);
    expect(await other.delete(shops, eq(shops.id, created!.id))).toHaveLength(1);
  });
});
