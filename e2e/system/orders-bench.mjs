// `npm run bench`'s orders part (issue 17): GET client/orders on PostgreSQL with 1,000,000 orders over 1,000
// clients, the demo merchant holding 200,000 of them: the first page, a deep page, a filtered page and a searched
// page, each as requests a second, p50 and p99 at 50 connections beside a bare Fastify route answering the very
// same JSON from memory (catalogue-bench.mjs's load and compare: the two take turns, one second each). The plan of
// each page's statements (modules/orders/repository.ts's orderListStatements, exactly what the route runs) is
// EXPLAINed (ANALYZE) as the API's role for the demo client and kept in the output. PostgreSQL only
// (DATABASE_URL; skipped without it): a million rows is not PGlite's case. `BENCH_ONLY=orders npm run bench`
// measures this part alone (the API's build only).
//
// The rows are written with SQL (generate_series) as the owner, not through the API: it is the list that is
// measured. To write them in a minute rather than ten on a busy machine, the orders' and lines' secondary indexes
// are dropped during the load and created again from their own definitions (pg_indexes), and foreign keys are
// not checked for the load's rows (session_replication_role = replica; every id they name exists).
import { mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compare, postgresDatabase, startApi, startBare } from './catalogue-bench.mjs';
import { ROOT, bold, log, paint, runSecret, stopChildren } from './lib.mjs';

export const TOTAL_ORDERS = Number(process.env.BENCH_ORDERS || 1_000_000);
export const BIG_CLIENT_ORDERS = Number(process.env.BENCH_ORDERS_BIG_CLIENT || 200_000);
const CLIENTS = 1000;
/** The demo merchant (seed/ids.ts), whom issue-token signs for; the seed gave it 2,000 orders already. */
const BIG_CLIENT = 'CL-0002';
const SECOND_CLIENT = 'CL-0003';
const apiRequire = createRequire(join(ROOT, 'api', 'package.json'));
const dist = (path) => import(pathToFileURL(join(ROOT, 'api', 'dist', path)).href);

/** The pages measured: what the /orders screen asks for. */
const CASES = [
  { name: 'first page', query: { limit: '75' } },
  { name: 'deep page (page 2,000)', query: { limit: '75', page: '2000' } },
  { name: 'filtered (warehouseStatus no_stock)', query: { limit: '75', warehouseStatus: 'no_stock' } },
  {
    name: 'searched (customerName starts "maría g")',
    query: { limit: '75', 'search[field]': 'customerName', 'search[value]': 'maría g' },
  },
  {
    name: 'searched (reference "B-12345")',
    query: { limit: '75', 'search[field]': 'reference', 'search[value]': 'B-12345' },
  },
];

const FIRST_NAMES = [
  'María',
  'José',
  'Juan',
  'Guadalupe',
  'Ana',
  'Luis',
  'Carmen',
  'Carlos',
  'Sofía',
  'Miguel',
  'Lucía',
  'Jorge',
  'Valeria',
  'Pedro',
  'Daniela',
  'Diego',
  'Fernanda',
  'Alejandro',
  'Isabel',
  'Ricardo',
];
const LAST_NAMES = [
  'García',
  'Hernández',
  'López',
  'Martínez',
  'González',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Ramírez',
  'Cruz',
  'Flores',
  'Gómez',
  'Morales',
  'Vázquez',
  'Reyes',
  'Jiménez',
  'Torres',
  'Díaz',
  'Gutiérrez',
  'Ruiz',
];
// Per 20 orders: 5 pending (one waiting for stock), 4 on the floor, 9 fulfilled (shipped, delivered, returned),
// one cancelled, one deleted.
const FULFILLMENT = [
  'pending',
  'pending',
  'pending',
  'pending',
  'pending',
  'processing',
  'processing',
  'processing',
  'processing',
  'fulfilled',
  'fulfilled',
  'fulfilled',
  'fulfilled',
  'fulfilled',
  'fulfilled',
  'fulfilled',
  'fulfilled',
  'cancelled',
  'deleted',
  'fulfilled',
];
const WAREHOUSE = [
  null,
  null,
  null,
  null,
  'no_stock',
  'ready_to_pick',
  'picking',
  'packing',
  'ready_to_ship',
  'shipped',
  'shipped',
  'delivered',
  'delivered',
  'delivered',
  'delivered',
  'delivered',
  'returned',
  null,
  null,
  'delivered',
];

const textArray = (values) =>
  `ARRAY[${values.map((v) => (v === null ? 'NULL' : `'${v.replace(/'/g, "''")}'`)).join(', ')}]::text[]`;

/** The orders beyond the seed's: the big client up to BIG_CLIENT_ORDERS, the rest over the other 999 clients. */
export async function fill(url) {
  const pg = apiRequire('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [{ seeded }] = (
      await client.query(`SELECT count(*) FILTER (WHERE client_id = $1)::int AS seeded FROM orders`, [
        BIG_CLIENT,
      ])
    ).rows;
    const [{ all }] = (await client.query('SELECT count(*)::int AS all FROM orders')).rows;
    const big = BIG_CLIENT_ORDERS - seeded;
    const rest = TOTAL_ORDERS - all - big;
    await client.query(`SELECT set_config('app.operator', 'on', false)`);
    await client.query(
      `INSERT INTO clients (id, name) SELECT 'CL-B' || lpad(g::text, 4, '0'), 'Bench client ' || g
         FROM generate_series(1, $1::int) g`,
      [CLIENTS - 3],
    );
    const indexes = (
      await client.query(`
        SELECT i.indexname, i.indexdef FROM pg_indexes i
         WHERE i.schemaname = 'public' AND i.tablename IN ('orders', 'order_lines')
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`)
    ).rows;
    for (const { indexname } of indexes) await client.query(`DROP INDEX ${indexname}`);
    await client.query('SET session_replication_role = replica');
    // Newest first, 150 s apart per client order (200,000 orders: about a year), numbers in creation order.
    await client.query(
      `INSERT INTO orders (client_id, reference, source, warehouse_id, fulfillment_status, warehouse_status,
                           ecommerce_status, customer_name, customer_email, address_line1, city, postal_code,
                           country_code, currency, total_minor, tracking_number, no_stock_since, processed_at,
                           created_at, updated_at)
       SELECT c.id, 'B-' || g, CASE WHEN g % 3 = 0 THEN 'import' ELSE 'manual' END,
              (ARRAY['WH-MX-CDMX', 'WH-MX-MTY'])[1 + g % 2], s.f, s.w,
              CASE s.f WHEN 'fulfilled' THEN 'fulfilled' WHEN 'cancelled' THEN 'cancelled' ELSE 'unfulfilled' END,
              n.first || ' ' || n.last, lower(n.first) || '.' || lower(n.last) || g || '@example.com',
              'Calle ' || (g % 500) || ' #' || (g % 90), 'Ciudad de México', lpad((g % 99999)::text, 5, '0'),
              'MX', 'MXN', 100 * (1 + g % 5000),
              CASE WHEN s.w IN ('shipped', 'delivered', 'returned') THEN '1Z' || lpad(g::text, 16, '0') END,
              CASE WHEN s.w = 'no_stock' THEN t.at END, CASE WHEN s.w IS NOT NULL THEN t.at END, t.at, t.at
         FROM generate_series(1, $1::int + $2::int) g
        CROSS JOIN LATERAL (SELECT CASE WHEN g <= $1 THEN $3
                                        ELSE 'CL-B' || lpad((1 + g % ($4::int - 3))::text, 4, '0') END AS id) c
        CROSS JOIN LATERAL (SELECT (${textArray(FULFILLMENT)})[1 + g % 20] AS f,
                                   (${textArray(WAREHOUSE)})[1 + g % 20] AS w) s
        CROSS JOIN LATERAL (SELECT (${textArray(FIRST_NAMES)})[1 + (g / 7) % 20] AS first,
                                   (${textArray(LAST_NAMES)})[1 + (g / 3) % 20] AS last) n
        CROSS JOIN LATERAL (SELECT now() - CASE WHEN g <= $1 THEN g ELSE g / ($4::int - 3) END
                                           * interval '150 seconds' AS at) t`,
      [big, rest, BIG_CLIENT, CLIENTS],
    );
    await client.query(`
      INSERT INTO order_lines (client_id, order_id, position, sku, name, quantity, unit_price_minor)
      SELECT o.client_id, o.id, 1, 'SKU-' || lpad((o.number % 5000)::text, 5, '0'), 'Producto ' || (o.number % 5000),
             1 + o.number % 3, o.total_minor / (1 + o.number % 3)
        FROM orders o WHERE o.reference LIKE 'B-%'`);
    await client.query('SET session_replication_role = DEFAULT');
    for (const { indexdef } of indexes) await client.query(indexdef);
    // The steady state autovacuum keeps: statistics, and the visibility map index-only scans rely on.
    await client.query('VACUUM ANALYZE');
    const counts = (
      await client.query(
        `SELECT count(*)::int AS orders, count(DISTINCT client_id)::int AS clients,
                                 count(*) FILTER (WHERE client_id = $1)::int AS big FROM orders`,
        [BIG_CLIENT],
      )
    ).rows[0];
    return { ...counts, second: SECOND_CLIENT };
  } finally {
    await client.end();
  }
}

function demoToken(secret) {
  const result = spawnSync(
    process.execPath,
    [join(ROOT, 'api', 'dist', 'cli', 'issue-token.js'), '--email', 'demo@estiba.test'],
    { env: { ...process.env, JWT_SECRET: secret, NODE_ENV: 'development' }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`could not issue the demo token: ${result.stderr}`);
  return result.stdout.trim();
}

const search = (query) => `?${new URLSearchParams(query).toString()}`;

/** EXPLAIN ANALYZE of each case's statements as the API's role for the big client (what the route runs). */
async function plans(url) {
  const { sql } = await import(pathToFileURL(apiRequire.resolve('drizzle-orm')).href);
  const { PgDialect } = await import(pathToFileURL(apiRequire.resolve('drizzle-orm/pg-core')).href);
  const { readListQuery } = await dist('modules/orders/list-query.js');
  const { orderListStatements } = await dist('modules/orders/repository.js');
  const { APP_ROLE } = await dist('migrations/row-security.js');
  const dialect = new PgDialect();
  const pg = apiRequire('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const result = {};
  try {
    for (const entry of CASES) {
      const request = readListQuery(entry.query, 'America/Mexico_City');
      const statements = orderListStatements(
        { clientId: BIG_CLIENT, shopIds: null, warehouseIds: null },
        request,
      );
      const texts = [];
      for (const [part, statement] of Object.entries(statements)) {
        await client.query('BEGIN');
        try {
          await client.query(`SELECT set_config('role', $1, true), set_config('app.client_id', $2, true)`, [
            APP_ROLE,
            BIG_CLIENT,
          ]);
          const query = dialect.sqlToQuery(sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement}`);
          const rows = (await client.query(query.sql, query.params)).rows;
          texts.push(`-- ${part}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
        } finally {
          await client.query('ROLLBACK');
        }
      }
      result[entry.name] = texts.join('\n');
    }
  } finally {
    await client.end();
  }
  return result;
}

async function measure(ports, serverUrl) {
  const database = await postgresDatabase(serverUrl);
  const tempDir = mkdtempSync(join(tmpdir(), 'estiba-bench-orders-'));
  const children = [];
  try {
    const secret = runSecret();
    log('orders: starting the API on PostgreSQL (fresh database, demo data)');
    const api = await startApi(ports.api, tempDir, database.url, { JWT_SECRET: secret });
    children.push(api);
    log(`orders: writing ${TOTAL_ORDERS.toLocaleString('en')} orders over ${CLIENTS} clients`);
    const started = performance.now();
    const counts = await fill(database.url);
    const fillSeconds = Math.round((performance.now() - started) / 100) / 10;
    log(`orders: ${counts.orders.toLocaleString('en')} orders written in ${fillSeconds} s`);

    const token = demoToken(secret);
    const headers = { authorization: `Bearer ${token}`, timezone: 'America/Mexico_City' };
    const base = `http://127.0.0.1:${ports.api}/client/orders`;
    const payloads = [];
    for (const entry of CASES) {
      const response = await fetch(base + search(entry.query), { headers });
      if (response.status !== 200)
        throw new Error(`GET /client/orders${search(entry.query)}: ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      const answer = JSON.parse(body.toString('utf8'));
      payloads.push({ type: response.headers.get('content-type'), body, answer });
    }
    const bare = await startBare(
      ports.bare,
      payloads.map(({ type, body }) => ({ type, body })),
      tempDir,
    );
    children.push(bare);

    const cases = {};
    for (const [index, entry] of CASES.entries()) {
      log(`orders: ${entry.name}`);
      const { body, answer } = payloads[index];
      const measured = await compare(
        base + search(entry.query),
        `http://127.0.0.1:${ports.bare}/bare/${index}`,
        { api: api.pid, bare: bare.pid },
        { headers, expectedBytes: body.length },
      );
      cases[entry.name] = {
        query: entry.query,
        rows: answer.orders.length,
        totalRows: answer.totalRows,
        totalRowsExact: answer.totalRowsExact,
        bytes: body.length,
        ...measured,
      };
    }
    return { ...counts, fillSeconds, cases, plans: await plans(database.url) };
  } finally {
    await stopChildren(children);
    rmSync(tempDir, { recursive: true, force: true });
    await database.drop();
  }
}

export async function ordersFigures(ports) {
  const loadBefore = loadavg()[0];
  const serverUrl = process.env.DATABASE_URL;
  const result = serverUrl
    ? await measure(ports, serverUrl)
    : { skipped: 'DATABASE_URL is not set (a million orders are measured on PostgreSQL only)' };
  return {
    orders: TOTAL_ORDERS,
    clients: CLIENTS,
    bigClientOrders: BIG_CLIENT_ORDERS,
    connections: 50,
    ratio: "median over the seconds of the list's requests over the bare route's (the same JSON from memory)",
    machine: { cpus: cpus().length, loadAverage: { before: loadBefore, after: loadavg()[0] } },
    postgres: result,
  };
}

export function printOrders(figures) {
  console.log(
    `\n${bold(`Orders list, ${figures.orders.toLocaleString('en')} orders over ${figures.clients} clients, one with ${figures.bigClientOrders.toLocaleString('en')}, ${figures.connections} connections`)}` +
      ' (beside a bare Fastify route answering the same JSON from memory, in turns: its rate is the limit)',
  );
  const { cpus: cores, loadAverage } = figures.machine;
  console.log(
    `machine: ${cores} CPUs, load average ${loadAverage.before.toFixed(2)} before, ${loadAverage.after.toFixed(2)} after`,
  );
  const result = figures.postgres;
  if (result.skipped) {
    console.log(`postgres: skipped (${result.skipped})`);
    return;
  }
  console.log(
    `postgres: ${result.orders.toLocaleString('en')} orders, ${result.clients} clients, filled in ${result.fillSeconds} s`,
  );
  const cells = (values) => values.map(([text, w]) => String(text).padStart(w)).join('  ');
  const width = 42;
  console.log(
    `${'case'.padEnd(width)}  ${cells([
      ['total', 7],
      ['API req/s', 9],
      ['p50', 9],
      ['p99', 9],
      ['bare req/s', 10],
      ['p50', 8],
      ['p99', 8],
      ['ratio', 5],
    ])}`,
  );
  const ms = (value) => (value === null ? '-' : `${value.toFixed(1)} ms`);
  for (const [name, c] of Object.entries(result.cases)) {
    const bad = c.api.errors + c.bare.errors;
    console.log(
      `${name.padEnd(width)}  ${cells([
        [`${c.totalRows}${c.totalRowsExact ? '' : '+'}`, 7],
        [c.api.perSecond, 9],
        [ms(c.api.p50Ms), 9],
        [ms(c.api.p99Ms), 9],
        [c.bare.perSecond, 10],
        [ms(c.bare.p50Ms), 8],
        [ms(c.bare.p99Ms), 8],
        [c.ratio, 5],
      ])}${bad > 0 ? paint(31, `  ${bad} bad answers`) : ''}`,
    );
  }
  for (const [name, plan] of Object.entries(result.plans ?? {})) {
    console.log(`${bold(`EXPLAIN ANALYZE postgres: ${name}`)}\n${plan}`);
  }
}
