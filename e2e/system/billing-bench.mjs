// `npm run bench`'s billing part (issue 18): issuing a month's invoices for 1,000 clients with 100,000 charges (one
// open invoice each at Mexico City, 100 charges per invoice), on the embedded PGlite and on PostgreSQL (DATABASE_URL;
// skipped without it). `BENCH_ONLY=billing npm run bench` measures this part alone (the API's build only).
//
// Measured in-process through the built API's own function (asOperator + issueDueInvoices, as the month-end job runs
// it: the invoices locked, their charges summed, tax, total, due date, one invoice.issued event each) and beside a
// limit measured in the same run: the bare twin of the same work on the same rows — the charges summed per invoice
// and 1,000 rows' figures updated in a scratch copy of the invoices, with no lock, no trigger, no row security and
// no event. Each run of the job is rolled back (so the next finds the same month open) and alternates with a run of
// its twin, so other work on the machine weighs on both alike; the target is at most BILLING_TARGET_RATIO × the
// twin's p50. A last run commits, and its 1,000 invoices and their total are checked. The data is written with SQL
// (generate_series), not through the pricing: it is issuing that is measured, and pricing has its own tests.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, bold, log, paint } from './lib.mjs';

const CLIENTS = Number(process.env.BENCH_BILLING_CLIENTS || 1_000);
const CHARGES_PER_CLIENT = Number(process.env.BENCH_BILLING_CHARGES_PER_CLIENT || 100);
const RUNS = Number(process.env.BENCH_BILLING_RUNS || 5);
export const BILLING_TARGET_RATIO = 3;
const WAREHOUSE = 'WH-MX-CDMX';
const TIME_ZONE = 'America/Mexico_City';
/** A month far from the demo data's, and the moment its invoices are issued (00:05 on the 1st in Mexico City). */
const MONTH = '2035-01-01';
const ISSUE_AT = new Date('2035-02-01T06:05:00.000Z');
const CLIENT_PREFIX = 'CL-BB-';
const apiRequire = createRequire(join(ROOT, 'api', 'package.json'));
const dist = (path) => import(pathToFileURL(join(ROOT, 'api', 'dist', path)).href);

/** Thrown to roll a measured run back; caught by the caller. */
class RolledBack extends Error {}

async function fill(database, sql) {
  await database.asOwner(async ({ db }) => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('app.operator', 'on', true)`);
      await tx.execute(sql`
        INSERT INTO clients (id, name)
        SELECT ${CLIENT_PREFIX} || lpad(g::text, 4, '0'), 'Billing Bench ' || g FROM generate_series(1, ${CLIENTS}) g`);
      await tx.execute(sql`
        INSERT INTO invoices (client_id, warehouse_id, period_month, currency)
        SELECT id, ${WAREHOUSE}, ${MONTH}::date, 'MXN' FROM clients WHERE id LIKE ${`${CLIENT_PREFIX}%`}`);
      // Each invoice's month: process orders at three prices, and storage days, as a month brings them.
      await tx.execute(sql`
        INSERT INTO charges (client_id, warehouse_id, invoice_id, kind, occurred_at, quantity, unit, unit_price_cents,
                             amount_cents, currency, price_list_version, rule, source_type, source_id, source_label)
        SELECT i.client_id, i.warehouse_id, i.id,
               CASE WHEN g % 10 = 0 THEN 'storage' ELSE 'process_order' END,
               ${MONTH}::timestamptz + interval '6 hours' + (g * 7 || ' hours')::interval,
               CASE WHEN g % 10 = 0 THEN 0.611 ELSE 1 END,
               CASE WHEN g % 10 = 0 THEN 'm3' ELSE 'order' END,
               CASE WHEN g % 10 = 0 THEN 47600 ELSE (ARRAY[3550, 4400, 6450])[1 + g % 3] END,
               CASE WHEN g % 10 = 0 THEN 29084 ELSE (ARRAY[3550, 4400, 6450])[1 + g % 3] END,
               'MXN', 1,
               '{"category":"processOrder","serviceName":"Small package","rangeIndex":0,"rangeMin":1,"rangeMax":500,"price":"35.50","tier":1,"openEnded":false}'::jsonb,
               CASE WHEN g % 10 = 0 THEN 'storage_day' ELSE 'order' END,
               i.id || ':' || g, 'bench ' || g
          FROM invoices i CROSS JOIN generate_series(1, ${CHARGES_PER_CLIENT}) g
         WHERE i.period_month = ${MONTH}::date AND i.client_id LIKE ${`${CLIENT_PREFIX}%`}`);
    });
    await db.execute(sql`VACUUM ANALYZE`);
  });
}

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round2 = (value) => Math.round(value * 100) / 100;
function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    runs: sorted.length,
    p50Seconds: round2(percentile(sorted, 0.5) / 1000),
    maxSeconds: round2(sorted.at(-1) / 1000),
  };
}

/** The work's time inside a transaction that is then rolled back. */
async function timedRolledBack(run, work) {
  let ms = 0;
  try {
    await run(async (tx) => {
      const started = process.hrtime.bigint();
      const result = await work(tx);
      ms = Number(process.hrtime.bigint() - started) / 1e6;
      throw new RolledBack(String(result));
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return ms;
}

async function measureDatabase(kind, database, modules) {
  const { sql, asOperator, issueDueInvoices } = modules;
  log(
    `billing: filling ${kind} with ${CLIENTS.toLocaleString('en')} clients × ${CHARGES_PER_CLIENT} charges`,
  );
  const fillStarted = Date.now();
  await fill(database, sql);
  const fillSeconds = round2((Date.now() - fillStarted) / 1000);
  const operator = (work) => asOperator(database, work);
  // Whatever else the demo data left open in the zone before the month's end is issued by the same run.
  const due = await operator(async (tx) => {
    const result = await tx.execute(sql`
      SELECT count(*)::int AS n FROM invoices i JOIN warehouses w ON w.id = i.warehouse_id
       WHERE i.status = 'open' AND w.time_zone = ${TIME_ZONE} AND i.period_month < '2035-02-01'`);
    return result.rows[0].n;
  });
  const issue = (tx) => issueDueInvoices(tx, { now: ISSUE_AT, timeZones: [TIME_ZONE] });
  // The twin: the same sums and the same rows' figures, on a scratch copy (no lock, trigger, policy or event).
  const bare = async (tx) => {
    await tx.execute(sql`
      CREATE TEMP TABLE bench_invoices ON COMMIT DROP AS
      SELECT * FROM invoices WHERE period_month = ${MONTH}::date AND status = 'open'`);
    await tx.execute(sql`
      UPDATE bench_invoices b
         SET status = 'issued', subtotal_cents = s.subtotal, tax_rate_basis_points = 1600,
             tax_cents = round(s.subtotal * 0.16)::bigint, total_cents = s.subtotal + round(s.subtotal * 0.16)::bigint,
             issued_at = now(), due_on = current_date + 15
        FROM (SELECT invoice_id, sum(amount_cents) AS subtotal FROM charges
               WHERE invoice_id IN (SELECT id FROM bench_invoices) GROUP BY invoice_id) s
       WHERE b.id = s.invoice_id`);
  };
  log(`billing: ${kind} filled in ${fillSeconds} s; measuring ${RUNS} runs of each`);
  // A warm-up of each.
  await timedRolledBack(operator, issue);
  await timedRolledBack(operator, bare);
  const issueTimes = [];
  const bareTimes = [];
  for (let i = 0; i < RUNS; i += 1) {
    issueTimes.push(await timedRolledBack(operator, issue));
    bareTimes.push(await timedRolledBack(operator, bare));
  }
  // The run that stays, and what it issued.
  const committedStarted = process.hrtime.bigint();
  const issued = await operator(issue);
  const committedSeconds = round2(Number(process.hrtime.bigint() - committedStarted) / 1e9);
  const totals = await operator(async (tx) => {
    const result = await tx.execute(sql`
      SELECT count(*)::int AS invoices, sum(total_cents)::text AS total_cents,
             (SELECT count(*)::int FROM charges c JOIN invoices i ON i.id = c.invoice_id
               WHERE i.period_month = ${MONTH}::date AND i.client_id LIKE ${`${CLIENT_PREFIX}%`}) AS charges,
             (SELECT count(*)::int FROM events WHERE name = 'invoice.issued' AND client_id LIKE ${`${CLIENT_PREFIX}%`}) AS events
        FROM invoices WHERE period_month = ${MONTH}::date AND status = 'issued' AND client_id LIKE ${`${CLIENT_PREFIX}%`}`);
    return result.rows[0];
  });
  if (issued.length !== due || totals.invoices !== CLIENTS || totals.events !== CLIENTS)
    throw new Error(
      `billing: expected ${CLIENTS} invoices issued, got ${issued.length} (${JSON.stringify(totals)})`,
    );
  const [job, limit] = [stats(issueTimes), stats(bareTimes)];
  const ratio = round2(job.p50Seconds / Math.max(0.001, limit.p50Seconds));
  return {
    fillSeconds,
    issue: job,
    bare: limit,
    limitSeconds: round2(BILLING_TARGET_RATIO * limit.p50Seconds),
    ratio,
    meetsTarget: ratio <= BILLING_TARGET_RATIO,
    committedRunSeconds: committedSeconds,
    result: {
      invoices: totals.invoices,
      charges: totals.charges,
      events: totals.events,
      totalCents: totals.total_cents,
    },
  };
}

async function withDatabase(kind, modules, serverUrl) {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'estiba-bench-billing-'));
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

export async function billingFigures() {
  const { sql } = await import(pathToFileURL(apiRequire.resolve('drizzle-orm')).href);
  const modules = {
    sql,
    ...(await dist('platform/db/connection.js')),
    ...(await dist('platform/db/migrate.js')),
    ...(await dist('platform/db/scope.js')),
    ...(await dist('seed/demo.js')),
    ...(await dist('modules/billing/invoice-job.js')),
  };
  const loadBefore = loadavg()[0];
  const databases = { pglite: await withDatabase('pglite', modules) };
  databases.postgres = process.env.DATABASE_URL
    ? await withDatabase('postgres', modules, process.env.DATABASE_URL)
    : { skipped: 'DATABASE_URL is not set' };
  return {
    date: new Date().toISOString(),
    clients: CLIENTS,
    charges: CLIENTS * CHARGES_PER_CLIENT,
    runs: RUNS,
    measures:
      "the month-end job's issueDueInvoices in the operator scope (each run rolled back), in turns with its bare " +
      'twin: the same sums and rows updated on a scratch copy, with no lock, trigger, policy or event',
    target: `issuing p50 at most ${BILLING_TARGET_RATIO}× the bare twin's p50 (same data, same run, in turns)`,
    targetRatio: BILLING_TARGET_RATIO,
    machine: {
      cpus: cpus().length,
      loadAverage: { before: round2(loadBefore), after: round2(loadavg()[0]) },
    },
    databases,
  };
}

export function printBilling(figures) {
  console.log(
    `\n${bold(
      `Invoice issuing, ${figures.clients.toLocaleString('en')} clients with ${figures.charges.toLocaleString('en')} charges, ${figures.runs} runs`,
    )} (target: p50 at most ${figures.targetRatio}× the bare twin, measured in turns with it)`,
  );
  for (const [kind, result] of Object.entries(figures.databases)) {
    if (result.skipped) {
      console.log(`  ${kind.padEnd(9)} skipped: ${result.skipped}`);
      continue;
    }
    const verdict = result.meetsTarget ? paint(32, 'within') : paint(31, 'OVER');
    console.log(
      `  ${kind.padEnd(9)} issue ${result.issue.p50Seconds.toFixed(2)} s p50 (max ${result.issue.maxSeconds.toFixed(2)} s), ` +
        `limit ${result.limitSeconds.toFixed(2)} s (${figures.targetRatio}× bare ${result.bare.p50Seconds.toFixed(2)} s): ${verdict}; ` +
        `committed run ${result.committedRunSeconds.toFixed(2)} s, ${result.result.invoices} invoices, ` +
        `${result.result.events} events (filled in ${result.fillSeconds} s)`,
    );
  }
}
