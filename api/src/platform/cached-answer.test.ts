import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { listCarriers } from '../modules/carriers/repository.js';
import { displayLanguage, listCountries } from '../modules/catalog/countries.js';
import { listEcommercePlatforms } from '../modules/ecommerce-platforms/repository.js';
import { listLegalDocuments } from '../modules/legal-documents/repository.js';
import { logoUrl } from '../modules/media/logo-url.js';
import { listWarehousePrices } from '../modules/price-lists/repository.js';
import { FIXTURE_LOCALES_DIR, startTestApp, type TestApp } from '../test/app.js';
import { AnswerStore, answerOf, matchesIfNoneMatch } from './cached-answer.js';

/** Every catalogue route, as the public pages call them. */
const CATALOGUE_URLS = [
  '/warehouse/prices',
  '/landings/carriers?country_code=MX',
  '/landings/carriers?return_object=true',
  '/countries',
  '/ecommerce-platforms',
  '/legal-documents?country_code=MX',
  '/documents/view?country=MX&language=es-MX&name=privacy_notice_fulfillment',
  '/locales/es-MX',
  '/locales/en-US?key=search.noResults',
];

/** Routes whose answer follows Accept-Language; the others must not say they vary by it. */
const BY_LANGUAGE = new Set(['/warehouse/prices', '/landings/carriers?country_code=MX', '/countries']);

const CACHE_CONTROL = /^public, max-age=\d+, stale-while-revalidate=\d+$/;

/** PostgreSQL hands the notification to the other connection a moment after the commit; PGlite at once. */
const NOTIFICATION_WAIT_MS = 2000;
const POLL_MS = 10;

async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  waitMs: number,
): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() >= deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

describe('AnswerStore', () => {
  const later = <T>(value: T) => {
    let resolve!: (v: T) => void;
    const promise = new Promise<T>((r) => (resolve = r));
    return { promise, resolve: () => resolve(value) };
  };

  it('builds an answer once, however many ask for it at the same time', async () => {
    const store = new AnswerStore();
    let builds = 0;
    const build = async () => {
      builds += 1;
      return '[1]';
    };
    const answers = await Promise.all([store.get('k', build), store.get('k', build), store.get('k', build)]);
    expect(builds).toBe(1);
    expect(new Set(answers).size).toBe(1);
    await store.get('k', build);
    expect(builds).toBe(1);
  });

  it('does not keep an answer whose build started before an invalidation', async () => {
    const store = new AnswerStore();
    const old = later('"old"');
    const first = store.get('k', () => old.promise);
    store.invalidate();
    old.resolve();
    expect((await first).body.toString()).toBe('"old"');
    expect((await store.get('k', async () => '"new"')).body.toString()).toBe('"new"');
  });

  it('keeps no failure, and nothing while changes are not heard', async () => {
    const store = new AnswerStore();
    await expect(store.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(store.size).toBe(0);
    store.setLive(false);
    await store.get('k', async () => '1');
    expect(store.size).toBe(0);
    expect((await store.get('k', async () => '2')).body.toString()).toBe('2');
  });

  it('drops the oldest answer past its size', async () => {
    const store = new AnswerStore(2);
    for (const key of ['a', 'b', 'c']) await store.get(key, async () => key);
    expect(store.size).toBe(2);
    expect((await store.get('a', async () => 'a again')).body.toString()).toBe('a again');
  });

  it('gives the same strong ETag to the same body only', () => {
    expect(answerOf('[1]').etag).toBe(answerOf(Buffer.from('[1]')).etag);
    expect(answerOf('[1]').etag).not.toBe(answerOf('[2]').etag);
    expect(answerOf('[1]').etag).toMatch(/^"[\w-]+"$/);
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    const { etag } = answerOf('x');
    expect(matchesIfNoneMatch(etag, etag)).toBe(true);
    expect(matchesIfNoneMatch(`"other", W/${etag}`, etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
    expect(matchesIfNoneMatch('"other"', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
  });
});

describe('catalogue answers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}, app = t.app) =>
    app.inject({ method: 'GET', url, headers });

  /** A write that fires no trigger, so no notification: what a cache that was never told would miss. */
  async function writeUnheard(statement: string): Promise<void> {
    await t.testDatabase.database.asOwner(async (session) => {
      await session.exec('SET session_replication_role = replica');
      try {
        await session.exec(statement);
      } finally {
        await session.exec('SET session_replication_role = DEFAULT');
      }
    });
  }

  // The catalogue is read-only to the API's role: the tests change it as its owner (the seed, an operator).
  const write = (statement: string) => t.testDatabase.database.asOwner((owner) => owner.exec(statement));
  const waitMs = () => (t.testDatabase.database.kind === 'pglite' ? 0 : NOTIFICATION_WAIT_MS);

  describe.each(CATALOGUE_URLS)('%s', (url) => {
    it('sends a strong ETag and a public Cache-Control, and the same answer again', async () => {
      const first = await get(url, { 'accept-language': 'es-MX' });
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toMatch(CACHE_CONTROL);
      const again = await get(url, { 'accept-language': 'es-MX' });
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
    });

    it('answers If-None-Match with its ETag by 304 and no body, and another ETag by 200', async () => {
      const { headers } = await get(url, { 'accept-language': 'es-MX' });
      const etag = String(headers.etag);
      const revalidated = await get(url, { 'accept-language': 'es-MX', 'if-none-match': etag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
      expect(revalidated.headers['cache-control']).toMatch(CACHE_CONTROL);
      const changed = await get(url, { 'accept-language': 'es-MX', 'if-none-match': '"not-this-one"' });
      expect(changed.statusCode).toBe(200);
    });

    it(`says whether it varies by Accept-Language`, async () => {
      const vary = String((await get(url)).headers.vary ?? '').toLowerCase();
      if (BY_LANGUAGE.has(url)) expect(vary).toContain('accept-language');
      else expect(vary).not.toContain('accept-language');
    });
  });

  it('keeps answers equal to freshly assembled ones', async () => {
    const { db } = t.testDatabase.database;
    const fresh = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
    for (let round = 0; round < 2; round += 1) {
      expect((await get('/warehouse/prices', { 'accept-language': 'es' })).json()).toEqual(
        fresh(await listWarehousePrices(db, 'es')),
      );
      expect((await get('/landings/carriers?country_code=co')).json()).toEqual(
        fresh(await listCarriers(db, 'CO', 'en', (slug) => logoUrl(t.app, 'carriers', slug))),
      );
      expect((await get('/countries', { 'accept-language': 'es-AR' })).json()).toEqual(
        fresh(await listCountries(db, displayLanguage('es-AR'))),
      );
      expect((await get('/ecommerce-platforms')).json()).toEqual(
        fresh(await listEcommercePlatforms(db, (slug) => logoUrl(t.app, 'ecommerce-platforms', slug))),
      );
      expect((await get('/legal-documents?country_code=US')).json()).toEqual(
        fresh(await listLegalDocuments(db, 'US')),
      );
    }
  });

  it('keeps one answer per language', async () => {
    for (const url of ['/warehouse/prices', '/landings/carriers?country_code=MX', '/countries']) {
      const english = await get(url, { 'accept-language': 'en-US' });
      const spanish = await get(url, { 'accept-language': 'es-MX' });
      expect(spanish.body).not.toBe(english.body);
      expect(spanish.headers.etag).not.toBe(english.headers.etag);
      expect((await get(url, { 'accept-language': 'en-US' })).body).toBe(english.body);
      // A browser holding the English copy is not told it still has the Spanish one.
      const crossed = await get(url, {
        'accept-language': 'es-MX',
        'if-none-match': String(english.headers.etag),
      });
      expect(crossed.statusCode).toBe(200);
    }
    const documents = (language: string) =>
      get(`/documents/view?country=MX&language=${language}&name=privacy_notice_fulfillment`);
    expect((await documents('es-MX')).body).not.toBe((await documents('en-US')).body);
  });

  it('answers the same whatever Host the caller names', async () => {
    const usual = await get('/ecommerce-platforms');
    const other = await get('/ecommerce-platforms', { host: 'evil.example' });
    expect(other.body).toBe(usual.body);
    expect(other.headers.etag).toBe(usual.headers.etag);
  });

  it('keeps an answer until a write to its tables, then sees the write at once', async () => {
    const pricesOf = async () =>
      (await get('/warehouse/prices')).json() as {
        id: string;
        categories: { storage: { ranges: { price: number }[] } };
      }[];
    const storagePrice = (list: Awaited<ReturnType<typeof pricesOf>>) =>
      list.find((w) => w.id === 'WH-MX-CDMX')!.categories.storage.ranges[0]!.price;
    const before = storagePrice(await pricesOf());
    const range = `(SELECT r.id FROM price_list_ranges r JOIN price_list_categories c ON c.id = r.category_id
      WHERE c.warehouse_id = 'WH-MX-CDMX' AND c.category = 'storage' ORDER BY r.position LIMIT 1)`;

    // Proof that it is kept: a write the database does not announce is not seen.
    await writeUnheard(`UPDATE price_list_ranges SET price = price + 1 WHERE id = ${range}`);
    expect(storagePrice(await pricesOf())).toBe(before);

    await write(`UPDATE price_list_ranges SET price = price + 2 WHERE id = ${range}`);
    const after = await eventually(pricesOf, (list) => storagePrice(list) !== before, waitMs());
    expect(storagePrice(after)).toBe(before + 3);
  });

  it("sees a carrier's change at once, in every language and in the counts", async () => {
    const carriersIn = async (language: string) =>
      (await get('/landings/carriers?country_code=CL', { 'accept-language': language })).json() as {
        id: string;
        name: string;
      }[];
    const count = async () =>
      ((await get('/landings/carriers?return_object=true')).json() as Record<string, { carriers: number }>)
        .CL!.carriers;
    const [english, spanish, counted] = [await carriersIn('en'), await carriersIn('es'), await count()];
    const [renamed, removed] = [english[0]!, english[1]!];

    await write(`UPDATE carriers SET name = name || ' Express' WHERE id = '${renamed.id}'`);
    await write(`DELETE FROM carriers WHERE id = '${removed.id}'`);
    const seen = await eventually(
      () => carriersIn('es'),
      (list) => list.length !== spanish.length,
      waitMs(),
    );
    expect(seen.map((c) => c.name)).toContain(`${renamed.name} Express`);
    expect(seen.map((c) => c.id)).not.toContain(removed.id);
    expect(seen).toHaveLength(spanish.length - 1);
    expect((await carriersIn('en')).map((c) => c.name)).toEqual(seen.map((c) => c.name));
    expect(await count()).toBe(counted - 1);
  });

  it('tells another API process on the same database too', async () => {
    const other = await startTestApp({ testDatabase: t.testDatabase });
    try {
      const platformsOf = async (app: TestApp['app']) =>
        ((await get('/ecommerce-platforms', {}, app)).json() as { name: string }[]).map((p) => p.name);
      const before = await platformsOf(other.app);
      expect(await platformsOf(t.app)).toEqual(before);

      await write("UPDATE ecommerce_platforms SET name = 'Shopify Plus' WHERE slug = 'shopify'");
      for (const app of [t.app, other.app]) {
        const after = await eventually(
          () => platformsOf(app),
          (n) => n.includes('Shopify Plus'),
          waitMs(),
        );
        expect(after).toContain('Shopify Plus');
        expect(after).not.toContain('Shopify');
      }
    } finally {
      await other.close();
    }
  });

  it('sees a legal text and a country renamed', async () => {
    const url = '/documents/view?country=US&language=en&name=shipping_policy_fulfillment';
    const before = (await get(url)).body;
    await write(
      `UPDATE legal_document_contents SET html = html || '<p>Amended.</p>' WHERE document_name = 'shipping_policy_fulfillment' AND language = 'en'`,
    );
    const after = await eventually(
      async () => (await get(url)).body,
      (body) => body !== before,
      waitMs(),
    );
    expect(after).toBe(`${before}<p>Amended.</p>`);

    const mexico = async () =>
      ((await get('/countries')).json() as { code: string; name: string }[]).find((c) => c.code === 'MX')!
        .name;
    expect(await mexico()).toBe('Mexico');
    await write("UPDATE countries SET name = 'United Mexican States' WHERE code = 'MX'");
    expect(await eventually(mexico, (name) => name !== 'Mexico', waitMs())).toBe('United Mexican States');
  });

  // Only PostgreSQL has a connection to lose; PGlite's notifications come from within the process.
  (process.env.DATABASE_URL ? it : it.skip)(
    'answers from the database while its listening connection is down, and keeps answers again once back',
    async () => {
      const listeners = () =>
        t.testDatabase.database.asOwner((session) =>
          session.query<{ pid: number }>(
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'",
          ),
        );
      const storage = async () =>
        (
          (await get('/warehouse/prices')).json() as { categories: { storage: { unit: string | null } } }[]
        )[0]!.categories.storage.unit;
      const unit = await storage();

      await t.testDatabase.database.asOwner((owner) =>
        owner.exec(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND query LIKE 'LISTEN %'`),
      );
      // Down: a write nobody announces is still seen, since nothing is kept.
      await writeUnheard("UPDATE price_list_categories SET unit = 'ft3' WHERE category = 'storage'");
      expect(await eventually(storage, (u) => u === 'ft3', NOTIFICATION_WAIT_MS)).toBe('ft3');

      await eventually(listeners, (rows) => rows.length > 0, 5000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await storage()).toBe('ft3');
      await writeUnheard(
        `UPDATE price_list_categories SET unit = ${unit === null ? 'NULL' : `'${unit}'`} WHERE category = 'storage'`,
      );
      expect(await storage()).toBe('ft3');
      await write("UPDATE price_list_categories SET unit = 'm3' WHERE category = 'storage'");
      expect(await eventually(storage, (u) => u === 'm3', NOTIFICATION_WAIT_MS)).toBe('m3');
    },
  );

  describe('locale bundles', () => {
    let dir: string;
    let withDir: TestApp;

    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'estiba-locales-'));
      await cp(FIXTURE_LOCALES_DIR, dir, { recursive: true });
      withDir = await startTestApp({ env: { LOCALES_DIR: dir }, testDatabase: t.testDatabase });
    });

    afterAll(async () => {
      await withDir.close();
      await rm(dir, { recursive: true, force: true });
    });

    it('serves a bundle again after its file changes', async () => {
      const bundle = async () =>
        (await get('/locales/es-MX', {}, withDir.app)).json() as Record<string, string>;
      const message = async () =>
        (await get('/locales/es-MX?key=search.noResults', {}, withDir.app)).json() as Record<string, string>;
      const before = await bundle();
      expect(await message()).toEqual({ 'search.noResults': before['search.noResults'] });

      await writeFile(
        path.join(dir, 'es-MX.json'),
        JSON.stringify({ ...before, 'search.noResults': 'Nada por aquí..' }),
      );
      // The file watcher reports the change a moment later.
      const after = await eventually(
        bundle,
        (b) => b['search.noResults'] !== before['search.noResults'],
        2000,
      );
      expect(after['search.noResults']).toBe('Nada por aquí..');
      expect(await message()).toEqual({ 'search.noResults': 'Nada por aquí..' });
    });
  });
});
