// `npm run bench`'s imports part (issue 16): a 10,000-row product CSV imported through the built API, seconds
// from the upload to the job's end, beside the time csv-parse takes to parse the same file alone in the same run
// (what reading costs at the least; the rest is checking, writing and the job's bookkeeping). On the embedded
// PGlite, and on PostgreSQL when DATABASE_URL is set. `BENCH_ONLY=imports npm run bench` measures it alone.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { postgresDatabase, startApi } from './catalogue-bench.mjs';
import { ROOT, bold, log, runSecret, stopChildren } from './lib.mjs';

export const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS || 10_000);
const JOB_TIMEOUT_MS = 15 * 60_000;
const POLL_MS = 100;
const apiRequire = createRequire(join(ROOT, 'api', 'package.json'));

/** The file: the template's columns, every row a new product with its barcode and declared value. */
export function productCsv(rows = IMPORT_ROWS) {
  const lines = ['sku,name,barcode,length_cm,width_cm,height_cm,weight_kg,declared_value,currency'];
  for (let i = 0; i < rows; i += 1) {
    lines.push(
      `BENCH-${i},"Producto de prueba ${i}, talla ${(i % 5) + 1}",${7_500_000_000_000 + i},` +
        `${10 + (i % 40)}.5,${8 + (i % 10)},${2 + (i % 7)}.25,0.${String(100 + (i % 800)).padStart(3, '0')},` +
        `${(i % 900) + 100}.90,MXN`,
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

/** csv-parse alone over the file, streamed with the API's options: data rows counted (not the header), milliseconds. */
async function parseAlone(bytes) {
  const { parse } = apiRequire('csv-parse');
  const started = performance.now();
  let records = 0;
  const parser = Readable.from([bytes.toString('utf8')]).pipe(
    parse({ delimiter: ',', bom: true, trim: true, skip_empty_lines: true, relax_column_count: true }),
  );
  for await (const record of parser) if (record) records += 1;
  return { rows: records - 1, ms: performance.now() - started };
}

export function demoToken(secret) {
  const result = spawnSync(
    process.execPath,
    [join(ROOT, 'api', 'dist', 'cli', 'issue-token.js'), '--email', 'demo@estiba.test'],
    {
      env: { ...process.env, JWT_SECRET: secret, NODE_ENV: 'development' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`could not issue the demo token: ${result.stderr}`);
  return result.stdout.trim();
}

/** Uploads the file and polls its job: seconds to the 202, and to the job's end, with the job's result. */
export async function importOnce(apiUrl, token, bytes, kind = 'products') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'text/csv' }), `bench-${kind}.csv`);
  const headers = { authorization: `Bearer ${token}` };
  const started = performance.now();
  const response = await fetch(`${apiUrl}/imports/${kind}`, { method: 'POST', body: form, headers });
  if (response.status !== 202)
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  const { jobId } = await response.json();
  const acceptedMs = performance.now() - started;
  for (;;) {
    if (performance.now() - started > JOB_TIMEOUT_MS) throw new Error(`job ${jobId} did not finish`);
    const job = await (await fetch(`${apiUrl}/jobs/${jobId}`, { headers })).json();
    if (job.status === 'succeeded' || job.status === 'failed') {
      const doneMs = performance.now() - started;
      if (job.status === 'failed') throw new Error(`job ${jobId} failed: ${job.error}`);
      return { acceptedMs, doneMs, result: job.result };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const seconds = (ms) => Math.round(ms) / 1000;

async function measureDatabase(name, port, databaseUrl, bytes) {
  const tempDir = mkdtempSync(join(tmpdir(), `estiba-imports-bench-${name}-`));
  const secret = runSecret();
  log(`imports: the API on ${name}`);
  // The fastest polling the queue allows, so the figure is the import's, not a wait for the next poll.
  const api = await startApi(port, tempDir, databaseUrl, {
    JWT_SECRET: secret,
    JOB_POLLING_INTERVAL_MS: '500',
  });
  try {
    const token = demoToken(secret);
    const parse = await parseAlone(bytes);
    const run = await importOnce(`http://127.0.0.1:${port}`, token, bytes);
    const { created, updated, skipped, rejected } = run.result;
    if (created !== IMPORT_ROWS) throw new Error(`expected ${IMPORT_ROWS} products created, got ${created}`);
    return {
      uploadToAcceptedSeconds: seconds(run.acceptedMs),
      uploadToDoneSeconds: seconds(run.doneMs),
      parseAloneSeconds: seconds(parse.ms),
      parsedRows: parse.rows,
      rowsPerSecond: Math.round(IMPORT_ROWS / (run.doneMs / 1000)),
      result: { created, updated, skipped, rejected },
    };
  } finally {
    await stopChildren([api]);
    rmSync(tempDir, { recursive: true, force: true });
  }
}

/** The import on PGlite, then on PostgreSQL when DATABASE_URL is set. */
export async function importFigures(port) {
  const loadBefore = loadavg()[0];
  const bytes = productCsv();
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
    rows: IMPORT_ROWS,
    fileBytes: bytes.length,
    measures:
      'upload (multipart POST /imports/products) to the job succeeded (GET /jobs/{id} polled every 100 ms), ' +
      'beside csv-parse parsing the same file alone in this process',
    machine: { cpus: cpus().length, loadAverage: { before: loadBefore, after: loadavg()[0] } },
    databases,
  };
}

export function printImports(figures) {
  console.log(
    `\n${bold(`Product CSV import, ${figures.rows} rows (${Math.round(figures.fileBytes / 1024)} KiB)`)}`,
  );
  for (const [name, figure] of Object.entries(figures.databases)) {
    if (figure.skipped) {
      console.log(`  ${name.padEnd(9)} skipped: ${figure.skipped}`);
      continue;
    }
    console.log(
      `  ${name.padEnd(9)} upload to done ${figure.uploadToDoneSeconds.toFixed(1)} s ` +
        `(202 after ${figure.uploadToAcceptedSeconds.toFixed(1)} s, ${figure.rowsPerSecond} rows/s); ` +
        `csv-parse alone ${figure.parseAloneSeconds.toFixed(2)} s`,
    );
  }
}
