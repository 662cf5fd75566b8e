import { asc, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { migrate } from '../platform/db/migrate.js';
import {
  additionalServiceNames,
  carrierAdditionalServices,
  carrierDescriptions,
  carriers,
  carrierServices,
  ecommercePlatforms,
  legalDocumentContents,
  legalDocuments,
  priceListCategories,
  priceListRanges,
  priceListServices,
  users,
  warehouses,
} from '../platform/db/schema.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { CARRIERS_BY_COUNTRY, carrierRows } from './carriers/index.js';
import { DEMO_WAREHOUSES, seedDemo } from './demo.js';
import { ECOMMERCE_PLATFORMS } from './ecommerce-platforms.js';
import { LEGAL_DOCUMENTS } from './legal-documents/index.js';
import { WAREHOUSE_TARIFFS } from './price-lists.js';
import { hasPublicCatalogue, seedPublicCatalogue } from './public-catalogue.js';

const CATALOGUE_TABLES: Record<string, PgTable> = {
  priceListCategories,
  priceListServices,
  priceListRanges,
  carriers,
  carrierDescriptions,
  carrierServices,
  carrierAdditionalServices,
  additionalServiceNames,
  ecommercePlatforms,
  legalDocuments,
  legalDocumentContents,
};

describe('the public catalogue seed data', () => {
  it('has over 100 carriers across the six countries, each described in English and Spanish', () => {
    const rows = carrierRows();
    expect(Object.keys(CARRIERS_BY_COUNTRY)).toEqual(['MX', 'US', 'CO', 'AR', 'CL', 'ES']);
    expect(rows.carriers.length).toBeGreaterThan(100);
    expect(new Set(rows.carriers.map((c) => c.id)).size).toBe(rows.carriers.length);
    for (const list of Object.values(CARRIERS_BY_COUNTRY)) {
      expect(list.length).toBeGreaterThanOrEqual(15);
      for (const carrier of list) {
        expect(carrier.services.length).toBeGreaterThanOrEqual(1);
        expect(carrier.services.length).toBeLessThanOrEqual(5);
        expect(carrier.extras.length).toBeLessThanOrEqual(4);
        expect(new Set(carrier.extras).size).toBe(carrier.extras.length);
        expect(carrier.en).not.toBe(carrier.es);
        expect(carrier.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
  });

  it('prices every demo warehouse and lists 30+ platforms and the seven legal documents', () => {
    expect(Object.keys(WAREHOUSE_TARIFFS).sort()).toEqual(DEMO_WAREHOUSES.map((w) => w.id).sort());
    expect(ECOMMERCE_PLATFORMS.length).toBeGreaterThanOrEqual(30);
    expect(LEGAL_DOCUMENTS).toHaveLength(7);
    for (const document of LEGAL_DOCUMENTS) {
      expect(document.name).toMatch(/_fulfillment$/);
      for (const language of ['en', 'es']) {
        expect(document.texts.some((text) => text.language === language && text.country === null)).toBe(true);
      }
    }
  });
});

describe('seeding the public catalogue', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase({ state: 'empty' });
    await migrate(t.database);
  });

  afterAll(() => t.destroy());

  async function counts(): Promise<Record<string, number>> {
    const entries = await Promise.all(
      Object.entries(CATALOGUE_TABLES).map(async ([name, table]) => {
        const [row] = await t.database.db.select({ n: count() }).from(table);
        return [name, row!.n] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  async function snapshot(): Promise<unknown[]> {
    const { db } = t.database;
    return Promise.all([
      db.select().from(priceListRanges).orderBy(asc(priceListRanges.id)),
      db
        .select()
        .from(carrierDescriptions)
        .orderBy(asc(carrierDescriptions.carrierId), asc(carrierDescriptions.language)),
      db.select().from(carrierServices).orderBy(asc(carrierServices.id)),
      db.select().from(legalDocumentContents).orderBy(asc(legalDocumentContents.id)),
    ]);
  }

  it('loads with the demo seed, all of it at once', async () => {
    expect(await hasPublicCatalogue(t.database.db)).toBe(false);
    expect(await seedDemo(t.database)).toBe(true);
    expect(await hasPublicCatalogue(t.database.db)).toBe(true);
    const loaded = await counts();
    expect(loaded.carriers).toBeGreaterThan(100);
    expect(loaded.carrierDescriptions).toBe(2 * loaded.carriers!);
    expect(loaded.priceListCategories).toBe(4 * DEMO_WAREHOUSES.length);
    expect(loaded.ecommercePlatforms).toBeGreaterThanOrEqual(30);
    expect(loaded.legalDocuments).toBe(7);
    expect(loaded.legalDocumentContents).toBe(18);
  });

  it('is idempotent and deterministic: running it again leaves the same rows', async () => {
    const before = { counts: await counts(), rows: await snapshot() };
    // The catalogue is read-only to the API's role: the seed writes it as the owner.
    await t.database.asOwner(({ db }) => seedPublicCatalogue(db));
    expect(await seedDemo(t.database)).toBe(false);
    expect(await counts()).toEqual(before.counts);
    expect(await snapshot()).toEqual(before.rows);
  });

  it('brings edited rows back to the seed values', async () => {
    const { db } = t.database;
    await t.database.asOwner(async (owner) => {
      await owner.db
        .update(carrierDescriptions)
        .set({ description: 'stale' })
        .where(eq(carrierDescriptions.carrierId, 'mx-estafeta'));
      await owner.db
        .update(priceListRanges)
        .set({ price: 1 })
        .where(eq(priceListRanges.id, 'WH-MX-CDMX:storage:r1'));
      await seedPublicCatalogue(owner.db);
    });
    const [description] = await db
      .select()
      .from(carrierDescriptions)
      .where(eq(carrierDescriptions.carrierId, 'mx-estafeta'))
      .orderBy(asc(carrierDescriptions.language));
    expect(description!.description).toContain('Mexican courier');
    const [range] = await db
      .select()
      .from(priceListRanges)
      .where(eq(priceListRanges.id, 'WH-MX-CDMX:storage:r1'));
    expect(range!.price).toBe(476);
  });

  it('completes a database seeded before the catalogue existed, leaving its accounts alone', async () => {
    const { db } = t.database;
    const accounts = () =>
      t.database.asOwner((owner) => owner.db.select().from(users).orderBy(asc(users.id)));
    const accountsBefore = await accounts();
    const full = await counts();
    await t.database.asOwner(async (owner) => {
      // Such a database had no shipped orders: the demo orders' carriers go with the catalogue.
      await owner.db.execute(sql`UPDATE orders SET carrier_id = NULL, carrier_service_id = NULL`);
      await owner.db.delete(carriers);
      await owner.db.delete(ecommercePlatforms);
      await owner.db.delete(legalDocuments);
      await owner.db.delete(warehouses).where(eq(warehouses.id, 'WH-US-MIA'));
    });

    expect(await seedDemo(t.database)).toBe(true);
    expect(await counts()).toEqual(full);
    expect(await accounts()).toEqual(accountsBefore);
    const [miami] = await db.select().from(warehouses).where(eq(warehouses.id, 'WH-US-MIA'));
    expect(miami).toMatchObject({ countryCode: 'US', currency: 'USD' });
  });
});
