// `npm run bench`'s inventory part (issue 16): the inventory list (GET warehouse/inventory's query,
// modules/inventory/repository.ts) for one client with 100,000 products stocked in 8 warehouses, on the embedded
// PGlite and on PostgreSQL (DATABASE_URL; skipped without it). `BENCH_ONLY=inventory npm run bench` measures
// this part alone (the API's build only).
//
// Measured in-process through the built API's own functions (asClient + listInventory, as the route runs them;
// HTTP and JSON would add the same cost to both sides) and beside a limit measured in the same run: the same
// query shape on the bare tables — the products table's page in the same order with its count, or, for a sort
// on stock, the page of product_stock_totals (migration 016) or of stock_levels (one warehouse) in that order;
// the stock_levels aggregate every stock sort summed before 016 is printed beside them (informational). Each
// case and its bare twin run in turns, so other work on the machine weighs on both alike. The target is at most
// TARGET_RATIO × the bare query's p50. The list's own statement is EXPLAINed (ANALYZE) for the first page, the
// sorted pages and the name search, and printed. The data is written with SQL (generate_series), not through the
// ledger: it is the list's speed that is measured, and the ledger's own rules have their tests.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, bold, log, paint } from './lib.mjs';

const PRODUCTS = Number(process.env.BENCH_INVENTORY_PRODUCTS || 100_000);
const RUNS = Number(process.env.BENCH_INVENTORY_RUNS || 40);
const WARM_UP_RUNS = 5;
export const INVENTORY_TARGET_RATIO = 3;
const CLIENT_ID = 'CL-BENCH';
const apiRequire = createRequire(join(ROOT, 'api', 'package.json'));
const dist = (path) => import(pathToFileURL(join(ROOT, 'api', 'dist', path)).href);

/** The list's cases: the query string the screen sends, and the bare query of the same shape. */
const CASES = [
  {
    name: 'first page (sku, 75)',
    query: { limit: 75 },
    bare: (sql) => sql`SELECT (SELECT count(*) FROM products WHERE client_id = ${CLIENT_ID}) AS n, p.*
                         FROM (SELECT id, sku, name FROM products WHERE client_id = ${CLIENT_ID}
                               ORDER BY sku LIMIT 75) p`,
  },
  {
    name: 'page 200 (offset 14,925)',
    query: { limit: 75, page: 200 },
    bare: (sql) => sql`SELECT (SELECT count(*) FROM products WHERE client_id = ${CLIENT_ID}) AS n, p.*
                         FROM (SELECT id, sku, name FROM products WHERE client_id = ${CLIENT_ID}
                               ORDER BY sku LIMIT 75 OFFSET 14925) p`,
  },
  {
    name: 'search name contains "taza 12"',
    query: { limit: 75, 'search[field]': 'name', 'search[value]': 'taza 12' },
    bare: (sql) => sql`SELECT (SELECT count(*) FROM products WHERE client_id = ${CLIENT_ID}
                                  AND lower(name) LIKE '%taza 12%') AS n, p.*
                         FROM (SELECT id, sku, name FROM products WHERE client_id = ${CLIENT_ID}
                                  AND lower(name) LIKE '%taza 12%' ORDER BY sku LIMIT 75) p`,
  },
  {
    name: 'sku starts-with "SKU-0421"',
    query: { limit: 75, filter: 'sku:starts-with:SKU-0421' },
    bare: (sql) => sql`SELECT (SELECT count(*) FROM products WHERE client_id = ${CLIENT_ID}
                                  AND sku ILIKE 'SKU-0421%') AS n, p.*
                         FROM (SELECT id, sku, name FROM products WHERE client_id = ${CLIENT_ID}
                                  AND sku ILIKE 'SKU-0421%' ORDER BY sku LIMIT 75) p`,
  },
  {
    name: 'sorted by available, desc',
    query: { limit: 75, sort: 'available:desc' },
    bare: (sql) => sql`SELECT (SELECT count(*) FROM products WHERE client_id = ${CLIENT_ID}) AS n, t.*
                         FROM (SELECT product_id, available FROM product_stock_totals WHERE client_id = ${CLIENT_ID}
                               ORDER BY available DESC, product_id DESC LIMIT 75) t`,
  },
  {
    name: 'sorted by on hand, asc, page 40',
    query: { limit: 75, page: 40, sort: 'onHand:asc' },
    bare: (sql) => sql`SELECT (SELECT count(*) FROM products WHERE client_id = ${CLIENT_ID}) AS n, t.*
                         FROM (SELECT product_id, on_hand FROM product_stock_totals WHERE client_id = ${CLIENT_ID}
                               ORDER BY on_hand, product_id LIMIT 75 OFFSET 2925) t`,
  },
  {
    name: 'one warehouse, by incoming, desc',
    query: { limit: 75, sort: 'incoming:desc', warehouseId: 'WH-MX-CDMX' },
    bare: (sql) => sql`SELECT (SELECT count(*) FROM stock_levels WHERE client_id = ${CLIENT_ID}
                                  AND warehouse_id = 'WH-MX-CDMX') AS n, s.*
                         FROM (SELECT product_id, incoming FROM stock_levels WHERE client_id = ${CLIENT_ID}
                                  AND warehouse_id = 'WH-MX-CDMX'
                               ORDER BY incoming DESC, product_id DESC LIMIT 75) s`,
  },
  {
    // Before migration 016 every stock sort summed this aggregate: kept as a figure beside the sorted pages.
    name: 'bare: sum of levels by available',
    informational: true,
    query: { limit: 75, sort: 'available:desc' },
    bare: (sql) => sql`SELECT product_id, sum(available) AS available FROM stock_levels
                        WHERE client_id = ${CLIENT_ID} GROUP BY product_id ORDER BY 2 DESC LIMIT 75`,
  },
];

/** The list queries whose plans the bench prints. */
const PLANS = {
  'first page (sku)': { limit: 75 },
  'sorted by available, desc': { limit: 75, sort: 'available:desc' },
  'one warehouse, by incoming, desc': { limit: 75, sort: 'incoming:desc', warehouseId: 'WH-MX-CDMX' },
  'name contains "taza 12"': { limit: 75, 'search[field]': 'name', 'search[value]': 'taza 12' },
};

async function fill(database, sql) {
  await database.asOwner(async ({ db }) => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('app.operator', 'on', true)`);
      await tx.execute(
        sql`INSERT INTO clients (id, name) VALUES (${CLIENT_ID}, 'Bench Merchant') ON CONFLICT DO NOTHING`,
      );
      await tx.execute(sql`
        INSERT INTO products (client_id, sku, name, handle, barcode, length_cm, width_cm, height_cm, weight_kg,
                              low_stock_threshold, created_at)
        SELECT ${CLIENT_ID}, 'SKU-' || lpad(g::text, 6, '0'),
               (ARRAY['Camiseta', 'Taza', 'Gorra', 'Funda', 'Libreta', 'Vela', 'Termo', 'Bolsa'])[1 + g % 8]
                 || ' ' || (g % 997) || ' modelo ' || g,
               'producto-' || g, '750' || lpad(g::text, 10, '0'), 10, 10, 10, 0.5,
               CASE WHEN g % 10 = 0 THEN 20 END, now() - (g || ' seconds')::interval
          FROM generate_series(1, ${PRODUCTS}) AS g`);
      await tx.execute(sql`
        INSERT INTO stock_levels (client_id, product_id, warehouse_id, on_hand, reserved, incoming, damaged)
        SELECT p.client_id, p.id, w.id, x.on_hand, x.on_hand / 10, (x.on_hand * 7) % 50, x.on_hand % 3
          FROM products p CROSS JOIN warehouses w
          CROSS JOIN LATERAL (SELECT abs(hashtext(p.id::text || w.id)) % 500 AS on_hand) x
         WHERE p.client_id = ${CLIENT_ID}`);
      // About 3 in 16 levels shipped once in the last 30 days (≈150,000 shipments): days of cover has numbers.
      await tx.execute(sql`
        INSERT INTO inventory_movements (client_id, product_id, warehouse_id, quantity, reason, document_type,
                                         document_id, created_at)
        SELECT s.client_id, s.product_id, s.warehouse_id, -(1 + x.h % 5), 'shipped', 'order',
               'bench-' || s.product_id || '-' || s.warehouse_id, now() - ((x.h % 29) || ' days')::interval
          FROM stock_levels s
          CROSS JOIN LATERAL (SELECT abs(hashtext(s.product_id::text || s.warehouse_id || 'ship')) AS h) x
         WHERE s.client_id = ${CLIENT_ID} AND x.h % 16 < 3`);
      // The levels were written around the ledger: rebuild the products' totals from them, as the ledger keeps
      // them (the trigger of migration 016 opened a zero row per product).
      await tx.execute(sql`
        UPDATE product_stock_totals t
           SET on_hand = l.on_hand, reserved = l.reserved, incoming = l.incoming, damaged = l.damaged,
               stocked = l.on_hand > 0
          FROM (SELECT product_id, sum(on_hand)::int AS on_hand, sum(reserved)::int AS reserved,
                       sum(incoming)::int AS incoming, sum(damaged)::int AS damaged
                  FROM stock_levels WHERE client_id = ${CLIENT_ID} GROUP BY product_id) l
         WHERE t.product_id = l.product_id`);
    });
    // The steady state autovacuum keeps: statistics, and the visibility map index-only scans (the count) rely on.
    await db.execute(sql`VACUUM ANALYZE`);
  });
}

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round2 = (value) => Math.round(value * 100) / 100;
function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    runs: sorted.length,
    p50Ms: round2(percentile(sorted, 0.5)),
    p99Ms: round2(percentile(sorted, 0.99)),
  };
}

async function timed(work) {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

async function measureDatabase(kind, database, modules) {
  const { sql, asClient, listInventory, inventoryListSql, inventoryPageRequest } = modules;
  log(`inventory: filling ${kind} with ${PRODUCTS.toLocaleString('en')} products × 8 warehouses`);
  const fillMs = await timed(() => fill(database, sql));
  const cases = {};
  for (const entry of CASES) {
    const request = inventoryPageRequest(entry.query);
    const list = () => asClient(database, CLIENT_ID, (tx) => listInventory(tx, CLIENT_ID, request));
    const bare = () => asClient(database, CLIENT_ID, (tx) => tx.execute(entry.bare(sql)));
    const first = await list();
    for (let i = 0; i < WARM_UP_RUNS; i += 1) {
      await list();
      await bare();
    }
    const listTimes = [];
    const bareTimes = [];
    for (let i = 0; i < RUNS; i += 1) {
      listTimes.push(await timed(list));
      bareTimes.push(await timed(bare));
    }
    const [api, limit] = [stats(listTimes), stats(bareTimes)];
    const ratio = round2(api.p50Ms / Math.max(0.01, limit.p50Ms));
    cases[entry.name] = {
      query: entry.query,
      rows: first.products.length,
      totalRows: first.totalRows,
      list: api,
      bare: limit,
      ratio,
      ...(entry.informational ? { informational: true } : { meetsTarget: ratio <= INVENTORY_TARGET_RATIO }),
    };
  }
  // The plans of the list's own statement (repository.ts's inventoryListSql, exactly what the route runs): the
  // first page by the (client_id, sku) index with LIMIT, a stock sort by product_stock_totals' index, the name
  // search through product_ids_matching (its own statement below: the trigram index).
  const plans = {};
  for (const [name, query] of Object.entries(PLANS)) {
    plans[name] = await asClient(database, CLIENT_ID, async (tx) => {
      const statement = inventoryListSql(CLIENT_ID, inventoryPageRequest(query));
      const result = await tx.execute(sql`EXPLAIN (ANALYZE, COSTS OFF) ${statement}`);
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }
  // A name search's ids come from product_ids_matching (migration 018), a SECURITY DEFINER function whose own
  // statement EXPLAIN does not show: this is that statement, run as the owner the function runs as.
  plans['name contains "taza 12": product_ids_matching\'s statement'] = await database.asOwner(
    async ({ db }) => {
      const result = await db.execute(sql`
      EXPLAIN (ANALYZE, COSTS OFF)
      SELECT p.id FROM products p WHERE p.client_id = ${CLIENT_ID} AND p.name_lower LIKE lower(${'%taza 12%'})`);
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    },
  );
  return { fillSeconds: round2(fillMs / 1000), plans, cases };
}

async function withDatabase(kind, modules, serverUrl) {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'estiba-bench-inventory-'));
    const database = await modules.pgliteDatabase(
      await modules.createPglite({ dataDir: join(dir, 'pglite') }),
    );
    try {
      await modules.migrate(database);
      await modules.seedDemo(database);
      return await measureDatabase(kind, database, modules);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const pg = apiRequire('pg');
  const name = `estiba_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = modules.postgresDatabase(url.toString(), { onIdleError: () => undefined });
  try {
    await modules.migrate(database);
    await modules.seedDemo(database);
    return await measureDatabase(kind, database, modules);
  } finally {
    await database.close();
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  }
}

export async function inventoryFigures() {
  const { sql } = await import(pathToFileURL(apiRequire.resolve('drizzle-orm')).href);
  const modules = {
    sql,
    ...(await dist('platform/db/connection.js')),
    ...(await dist('platform/db/migrate.js')),
    ...(await dist('platform/db/scope.js')),
    ...(await dist('seed/demo.js')),
    ...(await dist('modules/inventory/repository.js')),
    ...(await dist('modules/inventory/list-query.js')),
  };
  const loadBefore = loadavg()[0];
  const databases = { pglite: await withDatabase('pglite', modules) };
  databases.postgres = process.env.DATABASE_URL
    ? await withDatabase('postgres', modules, process.env.DATABASE_URL)
    : { skipped: 'DATABASE_URL is not set' };
  return {
    products: PRODUCTS,
    warehouses: 8,
    runsPerCase: RUNS,
    target: `list p50 at most ${INVENTORY_TARGET_RATIO}× the bare query's p50 (same shape, same run, in turns)`,
    targetRatio: INVENTORY_TARGET_RATIO,
    machine: {
      cpus: cpus().length,
      loadAverage: { before: round2(loadBefore), after: round2(loadavg()[0]) },
    },
    databases,
  };
}

export function printInventory(figures) {
  console.log(
    `\n${bold(`Inventory list, ${figures.products.toLocaleString('en')} products × ${figures.warehouses} warehouses, ${figures.runsPerCase} runs per case`)}` +
      ` (target: p50 at most ${figures.targetRatio}× the bare query of the same shape, measured in turns with it)`,
  );
  for (const [kind, result] of Object.entries(figures.databases)) {
    if (result.skipped) {
      console.log(`${kind}: skipped (${result.skipped})`);
      continue;
    }
    console.log(`${bold(kind)} (filled in ${result.fillSeconds} s)`);
    console.log(
      `${'case'.padEnd(34)} ${'rows'.padStart(7)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'bare p50'.padStart(9)} ${'ratio'.padStart(6)}`,
    );
    for (const [name, c] of Object.entries(result.cases)) {
      const mark = c.informational
        ? '  (informational)'
        : c.meetsTarget
          ? ''
          : paint(33, `  above ${figures.targetRatio}×`);
      console.log(
        `${name.padEnd(34)} ${String(c.totalRows).padStart(7)} ${`${c.list.p50Ms} ms`.padStart(9)} ${`${c.list.p99Ms} ms`.padStart(9)} ${`${c.bare.p50Ms} ms`.padStart(9)} ${String(c.ratio).padStart(6)}${mark}`,
      );
    }
    for (const [name, plan] of Object.entries(result.plans ?? {})) {
      console.log(`${bold(`EXPLAIN ANALYZE ${kind}: ${name}`)}\n${plan}`);
    }
  }
}
