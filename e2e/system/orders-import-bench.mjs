// `npm run bench`'s orders-import part (issue 17): a CSV of 10,000 orders (two lines each, 20,000 rows, over two
// warehouses and the demo merchant's products) imported through the built API: seconds from the upload to the
// job's end, beside the limit this figure must stay under, and beside the preview of the same file (every rule
// and the overview, nothing written). On the embedded PGlite, and on PostgreSQL when DATABASE_URL is set.
// `BENCH_ONLY=orders-import npm run bench` measures it alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresDatabase, startApi } from './catalogue-bench.mjs';
import { demoToken, importOnce } from './imports-bench.mjs';
import { bold, log, paint, runSecret, stopChildren } from './lib.mjs';

export const IMPORT_ORDERS = Number(process.env.BENCH_IMPORT_ORDERS || 10_000);
/** Upload to done for 10,000 orders must stay under this on the two-core machine, on either database. */
export const ORDERS_IMPORT_LIMIT_SECONDS = 30;
const LINES_PER_ORDER = 2;
/** The demo merchant's products (api/src/seed/inventory.ts), a bundle among them. */
const SKUS = ['TSHIRT-BLK-M', 'MUG-MATE', 'MUG-TALAVERA', 'KIT-TAZAS-4'];
const WAREHOUSES = ['Ciudad de México', 'Monterrey'];

/** The file: the template's columns, LINES_PER_ORDER rows per order, each order a new number. */
export function ordersCsv(orders = IMPORT_ORDERS, tag = Date.now().toString(36)) {
  const lines = [
    'order_number,shop,warehouse,customer_name,customer_email,customer_phone,address_line1,address_line2,city,' +
      'state,postal_code,country,sku,quantity',
  ];
  for (let i = 0; i < orders; i += 1) {
    const header =
      `BENCH-${tag}-${i},,${WAREHOUSES[i % WAREHOUSES.length]},"Cliente ${i}, de prueba",cliente${i}@example.mx,` +
      `+52 55 ${String(10_000_000 + i).slice(0, 8)},Av. Insurgentes Sur ${100 + (i % 900)},Int. ${i % 40},` +
      `Ciudad de México,CDMX,${String(1000 + (i % 9000)).padStart(5, '0')},MX`;
    for (let line = 0; line < LINES_PER_ORDER; line += 1) {
      lines.push(`${header},${SKUS[(i + line) % SKUS.length]},${1 + ((i + line) % 3)}`);
    }
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

const seconds = (ms) => Math.round(ms) / 1000;

async function previewOnce(apiUrl, token, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'text/csv' }), 'bench-orders.csv');
  const started = performance.now();
  const response = await fetch(`${apiUrl}/imports/orders/preview`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200)
    throw new Error(`preview answered ${response.status}: ${await response.text()}`);
  const preview = await response.json();
  return { ms: performance.now() - started, preview };
}

async function measureDatabase(name, port, databaseUrl, bytes) {
  const tempDir = mkdtempSync(join(tmpdir(), `estiba-orders-import-bench-${name}-`));
  const secret = runSecret();
  log(`orders-import: the API on ${name}`);
  const api = await startApi(port, tempDir, databaseUrl, {
    JWT_SECRET: secret,
    JOB_POLLING_INTERVAL_MS: '500',
  });
  try {
    const token = demoToken(secret);
    const apiUrl = `http://127.0.0.1:${port}`;
    const preview = await previewOnce(apiUrl, token, bytes);
    if (preview.preview.overview?.orders !== IMPORT_ORDERS)
      throw new Error(
        `the preview expected ${preview.preview.overview?.orders} orders, not ${IMPORT_ORDERS}`,
      );
    const run = await importOnce(apiUrl, token, bytes, 'orders');
    const { created, rejected } = run.result;
    if (created !== IMPORT_ORDERS * LINES_PER_ORDER || rejected !== 0)
      throw new Error(
        `expected ${IMPORT_ORDERS * LINES_PER_ORDER} rows created, got ${created} (${rejected} rejected)`,
      );
    const done = seconds(run.doneMs);
    return {
      previewSeconds: seconds(preview.ms),
      uploadToAcceptedSeconds: seconds(run.acceptedMs),
      uploadToDoneSeconds: done,
      limitSeconds: ORDERS_IMPORT_LIMIT_SECONDS,
      withinLimit: done <= ORDERS_IMPORT_LIMIT_SECONDS,
      ordersPerSecond: Math.round(IMPORT_ORDERS / (run.doneMs / 1000)),
      result: { orders: IMPORT_ORDERS, rowsCreated: created, rejected },
    };
  } finally {
    await stopChildren([api]);
    rmSync(tempDir, { recursive: true, force: true });
  }
}

/** The orders import on PGlite, then on PostgreSQL when DATABASE_URL is set. */
export async function ordersImportFigures(port) {
  const loadBefore = loadavg()[0];
  const bytes = ordersCsv();
  const databases = { pglite: await measureDatabase('pglite', port, null, bytes) };
  if (process.env.DATABASE_URL) {
    const database = await postgresDatabase(process.env.DATABASE_URL);
    try {
      databases.postgres = await measureDatabase('postgres', port, database.url, bytes);
    } finally {
      await database.drop();
    }
  } else {
    databases.postgres = { skipped: 'DATABASE_URL is not set' };
  }
  return {
    date: new Date().toISOString(),
    orders: IMPORT_ORDERS,
    rows: IMPORT_ORDERS * LINES_PER_ORDER,
    fileBytes: bytes.length,
    limitSeconds: ORDERS_IMPORT_LIMIT_SECONDS,
    measures:
      'upload (multipart POST /imports/orders) to the job succeeded (GET /jobs/{id} polled every 100 ms); the ' +
      'preview (POST /imports/orders/preview) of the same file before it',
    machine: { cpus: cpus().length, loadAverage: { before: loadBefore, after: loadavg()[0] } },
    databases,
  };
}

export function printOrdersImport(figures) {
  console.log(
    `\n${bold(
      `Orders CSV import, ${figures.orders} orders in ${figures.rows} rows (${Math.round(figures.fileBytes / 1024)} KiB)`,
    )}`,
  );
  for (const [name, figure] of Object.entries(figures.databases)) {
    if (figure.skipped) {
      console.log(`  ${name.padEnd(9)} skipped: ${figure.skipped}`);
      continue;
    }
    const verdict = figure.withinLimit ? paint(32, 'within') : paint(31, 'OVER');
    console.log(
      `  ${name.padEnd(9)} upload to done ${figure.uploadToDoneSeconds.toFixed(1)} s, limit ` +
        `${figure.limitSeconds} s: ${verdict} (202 after ${figure.uploadToAcceptedSeconds.toFixed(1)} s, ` +
        `${figure.ordersPerSecond} orders/s); preview ${figure.previewSeconds.toFixed(1)} s`,
    );
  }
}
