// `npm run bench`'s catalogue API part (issue 15): how many requests a second each public catalogue route
// answers, beside a bare Fastify route sending the very same bytes, in the same run, on the embedded PGlite
// and on PostgreSQL (DATABASE_URL; skipped without it). The target is at least half the bare route's rate.
// `BENCH_ONLY=catalogue npm run bench` measures this part alone (the API's build only, a few minutes).
//
// The load is a fixed number of keep-alive connections to 127.0.0.1 for a fixed time, each sending its next
// request when the previous answer has been read (node's http, nothing to install). A route and its bare twin
// take turns, one second each, after a second of warm-up each; the API is warmed up first as a whole. Every
// answer is checked (status 200, the expected length).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, bold, log, median, paint, portIsFree, runSecret, stopChildren, waitForUrl } from './lib.mjs';

/** The routes the public pages call, with the language a Spanish-speaking visitor sends. */
export const CATALOGUE_ROUTES = [
  { path: '/warehouse/prices', language: 'es-MX' },
  { path: '/landings/carriers?country_code=MX', language: 'es-MX' },
  { path: '/landings/carriers?return_object=true', language: 'es-MX' },
  { path: '/countries', language: 'es-MX' },
  { path: '/ecommerce-platforms', language: 'es-MX' },
  { path: '/legal-documents?country_code=MX', language: 'es-MX' },
  { path: '/documents/view?country=MX&language=es-MX&name=privacy_notice_fulfillment', language: 'es-MX' },
  { path: '/locales/es-MX', language: 'es-MX' },
];
/** The catalogue route must answer at least this share of the bare route's rate. */
export const CATALOGUE_TARGET_RATIO = 0.5;
const CONNECTIONS = Number(process.env.BENCH_CATALOGUE_CONNECTIONS || 50);
const SECONDS = Number(process.env.BENCH_CATALOGUE_SECONDS || 5);
const WARM_UP_SECONDS = 1;
const API_WARM_UP_SECONDS = 8;
const API_READY_TIMEOUT_MS = 180_000;
const apiRequire = createRequire(join(ROOT, 'api', 'package.json'));

// ---------------------------------------------------------------------------------------------
// Load

/**
 * `connections` loops on the agent's keep-alive sockets for `seconds`, each sending its next request once the
 * previous answer is read. Resolves with every answer's latency and how many answers were wrong.
 */
export async function load(url, { agent, headers = {}, expectedBytes, connections = CONNECTIONS, seconds }) {
  const target = new URL(url);
  const latencies = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;

  const once = () =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const req = request(
        { agent, host: target.hostname, port: target.port, path: target.pathname + target.search, headers },
        (res) => {
          let bytes = 0;
          res.on('data', (chunk) => (bytes += chunk.length));
          res.on('end', () => {
            if (Date.now() < end) {
              latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
              if (res.statusCode !== 200 || (expectedBytes !== undefined && bytes !== expectedBytes))
                errors += 1;
            }
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end();
    });

  const loop = async () => {
    while (Date.now() < end) await once();
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return { latencies, errors, seconds };
}

const round2 = (value) => Math.round(value * 100) / 100;

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

/**
 * CPU time (user + system, ms) a process has used, from /proc; null where there is no /proc. Unlike the rate,
 * it hardly changes with other work on the machine, so per request it compares the servers' own cost.
 */
function cpuMs(pid) {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return null;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
}

/** Rate, latency percentiles and CPU time per request of several slices of load on one target. */
function summary(slices) {
  const sorted = slices.flatMap((slice) => slice.latencies).sort((a, b) => a - b);
  const seconds = slices.reduce((sum, slice) => sum + slice.seconds, 0);
  const at = (q) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : null;
  const round = (ms) => (ms === null ? null : Math.round(ms * 100) / 100);
  return {
    requests: sorted.length,
    perSecond: Math.round(sorted.length / seconds),
    p50Ms: round(at(0.5)),
    p99Ms: round(at(0.99)),
    errors: slices.reduce((sum, slice) => sum + slice.errors, 0),
    cpuMicrosPerRequest: slices.every((slice) => slice.cpuMs !== null)
      ? Math.round((slices.reduce((sum, slice) => sum + slice.cpuMs, 0) * 1000) / Math.max(1, sorted.length))
      : null,
  };
}

/** One slice of load, with the CPU time the serving process spent meanwhile. */
async function slice(url, pid, options) {
  const before = cpuMs(pid);
  const result = await load(url, options);
  const after = cpuMs(pid);
  return { ...result, cpuMs: before === null || after === null ? null : after - before };
}

/**
 * The route and its bare twin in alternating one-second slices, so that other work on the machine weighs on
 * both alike; the ratio is the median of the slices' ratios.
 */
export async function compare(apiUrl, bareUrl, pids, options) {
  const agents = [apiUrl, bareUrl].map(() => new Agent({ keepAlive: true, maxSockets: CONNECTIONS }));
  try {
    // Opens the connections and lets the server's code warm up; not counted.
    await load(apiUrl, { ...options, agent: agents[0], seconds: WARM_UP_SECONDS });
    await load(bareUrl, { ...options, agent: agents[1], seconds: WARM_UP_SECONDS });
    const api = [];
    const bare = [];
    for (let second = 0; second < SECONDS; second += 1) {
      api.push(await slice(apiUrl, pids.api, { ...options, agent: agents[0], seconds: 1 }));
      bare.push(await slice(bareUrl, pids.bare, { ...options, agent: agents[1], seconds: 1 }));
    }
    const ratios = api.map((a, i) =>
      bare[i].latencies.length ? a.latencies.length / bare[i].latencies.length : 0,
    );
    const [apiSummary, bareSummary] = [summary(api), summary(bare)];
    return {
      api: apiSummary,
      bare: bareSummary,
      ratio: round2(median(ratios)),
      // The rate the route would reach beside the bare one if the servers alone had the CPU.
      cpuRatio:
        apiSummary.cpuMicrosPerRequest && bareSummary.cpuMicrosPerRequest
          ? round2(bareSummary.cpuMicrosPerRequest / apiSummary.cpuMicrosPerRequest)
          : null,
    };
  } finally {
    for (const agent of agents) agent.destroy();
  }
}

// ---------------------------------------------------------------------------------------------
// Servers

function alive(child) {
  return () => child.exitCode === null && child.signalCode === null;
}

/**
 * The built API on a fresh database: PGlite in tempDir, or the PostgreSQL database databaseUrl names (the imports
 * part uses it too, with settings of its own in extraEnv).
 */
export async function startApi(port, tempDir, databaseUrl, extraEnv = {}) {
  if (!(await portIsFree(port))) throw new Error(`port ${port} (catalogue API) is in use`);
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'PORT']) delete env[key];
  const api = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'main.js')], {
    cwd: join(ROOT, 'api'),
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: join(tempDir, 'pglite') }),
      SEED_DEMO: 'true',
      JWT_SECRET: runSecret(),
      PAYLOAD_KEY: runSecret(),
      CORS_ORIGINS: 'http://localhost:3200',
      PUBLIC_APP_URL: 'http://localhost:3200',
      PUBLIC_API_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForUrl(`http://127.0.0.1:${port}/health`, {
      timeoutMs: API_READY_TIMEOUT_MS,
      isAlive: alive(api),
    });
  } catch (error) {
    await stopChildren([api]);
    throw error;
  }
  return api;
}

/**
 * A bare Fastify (the API's own version) answering GET /bare/<n> with the n-th payload as it is, JSON
 * content type, nothing else: what serving these bytes costs at the least.
 */
export async function startBare(port, payloads, tempDir) {
  if (!(await portIsFree(port))) throw new Error(`port ${port} (bare Fastify) is in use`);
  const file = join(tempDir, 'bare-payloads.json');
  writeFileSync(
    file,
    JSON.stringify(payloads.map((p) => ({ type: p.type, body: p.body.toString('base64') }))),
  );
  const program = `
    const Fastify = require(${JSON.stringify(apiRequire.resolve('fastify'))});
    const payloads = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'))
      .map((p) => ({ type: p.type, body: Buffer.from(p.body, 'base64') }));
    const app = Fastify();
    app.get('/bare/:n', async (request, reply) => {
      const payload = payloads[Number(request.params.n)];
      return reply.type(payload.type).send(payload.body);
    });
    app.get('/health', async () => ({ ok: true }));
    app.listen({ port: ${port}, host: '127.0.0.1' });
  `;
  const bare = spawn(process.execPath, ['-e', program], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForUrl(`http://127.0.0.1:${port}/health`, { timeoutMs: 20_000, isAlive: alive(bare) });
  return bare;
}

/** A database of its own on the PostgreSQL server, dropped afterwards. */
export async function postgresDatabase(serverUrl) {
  const pg = apiRequire('pg');
  const name = `estiba_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// One database

async function fetchPayload(base, route) {
  const response = await fetch(base + route.path, { headers: { 'accept-language': route.language } });
  if (response.status !== 200) throw new Error(`GET ${route.path} answered ${response.status}`);
  return {
    type: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()),
    etag: response.headers.get('etag'),
  };
}

async function measureDatabase(kind, ports, databaseUrl) {
  const tempDir = mkdtempSync(join(tmpdir(), 'estiba-bench-catalogue-'));
  const children = [];
  try {
    log(`catalogue API: starting on ${kind} (fresh database, demo data)`);
    const api = await startApi(ports.api, tempDir, databaseUrl);
    children.push(api);
    const base = `http://127.0.0.1:${ports.api}`;
    const payloads = [];
    for (const route of CATALOGUE_ROUTES) payloads.push(await fetchPayload(base, route));
    const bare = await startBare(ports.bare, payloads, tempDir);
    children.push(bare);

    // A freshly started API is slow for its first seconds (the code's first runs, the database settling).
    log(`catalogue API: ${kind} warming up (${API_WARM_UP_SECONDS} s)`);
    const warmAgent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    for (const route of CATALOGUE_ROUTES) {
      await load(base + route.path, {
        agent: warmAgent,
        headers: { 'accept-language': route.language },
        seconds: API_WARM_UP_SECONDS / CATALOGUE_ROUTES.length,
      });
    }
    warmAgent.destroy();

    const routes = {};
    for (const [index, route] of CATALOGUE_ROUTES.entries()) {
      const { body, etag } = payloads[index];
      log(`catalogue API: ${kind} GET ${route.path} (${CONNECTIONS} connections, ${SECONDS} s each)`);
      const bareUrl = `http://127.0.0.1:${ports.bare}/bare/${index}`;
      const measured = await compare(
        base + route.path,
        bareUrl,
        { api: api.pid, bare: bare.pid },
        {
          headers: { 'accept-language': route.language },
          expectedBytes: body.length,
        },
      );
      routes[route.path] = { language: route.language, bytes: body.length, etag, ...measured };
    }
    return { routes };
  } finally {
    await stopChildren(children);
    rmSync(tempDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------

/** Measures every catalogue route on PGlite, then on PostgreSQL when DATABASE_URL is set. */
export async function catalogueFigures(ports) {
  const loadBefore = loadavg()[0];
  const databases = { pglite: await measureDatabase('pglite', ports, null) };
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const database = await postgresDatabase(serverUrl);
    try {
      databases.postgres = await measureDatabase('postgres', ports, database.url);
    } finally {
      await database.drop();
    }
  } else {
    databases.postgres = { skipped: 'DATABASE_URL is not set' };
  }
  return {
    connections: CONNECTIONS,
    secondsPerRoute: SECONDS,
    warmUpSeconds: WARM_UP_SECONDS,
    target: `at least ${CATALOGUE_TARGET_RATIO} of the bare route's requests per second`,
    targetRatio: CATALOGUE_TARGET_RATIO,
    ratio: "median over the seconds of the route's requests over the bare route's",
    // Loader and servers share these cores: compare figures of one run, not of two machines.
    machine: {
      cpus: cpus().length,
      loadAverage: { before: round2(loadBefore), after: round2(loadavg()[0]) },
    },
    databases,
  };
}

export function printCatalogue(figures) {
  console.log(
    `\n${bold(`Catalogue API, ${figures.connections} connections, ${figures.secondsPerRoute} s per route`)}` +
      ` (target: at least ${figures.targetRatio * 100}% of the requests a second of a bare Fastify route` +
      ' sending the same bytes, measured in turns with it)',
  );
  const { cpus: cores, loadAverage } = figures.machine;
  console.log(
    `machine: ${cores} CPUs, load average ${loadAverage.before} before, ${loadAverage.after} after;` +
      " CPU µs/req is the server process's own CPU time per answer, which other work hardly changes",
  );
  const label = (path) => (path.length > 40 ? `${path.slice(0, 39)}…` : path);
  const width = 40;
  const cells = (values) => values.map(([text, w]) => String(text).padStart(w)).join('  ');
  for (const [kind, result] of Object.entries(figures.databases)) {
    if (result.skipped) {
      console.log(`${bold(kind)}: skipped (${result.skipped})`);
      continue;
    }
    console.log(
      `${bold(kind.padEnd(width))}  ${cells([
        ['KiB', 5],
        ['API req/s', 9],
        ['p99', 9],
        ['CPU µs/req', 10],
        ['bare req/s', 10],
        ['p99', 9],
        ['CPU µs/req', 10],
        ['ratio', 5],
        ['by CPU', 6],
      ])}`,
    );
    for (const [path, r] of Object.entries(result.routes)) {
      const ms = (value) => (value === null ? '-' : `${value.toFixed(1)} ms`);
      const mark =
        r.ratio !== null && r.ratio >= figures.targetRatio ? '' : paint(33, `  below ${figures.targetRatio}`);
      const bad = r.api.errors + r.bare.errors;
      console.log(
        `${label(path).padEnd(width)}  ${cells([
          [(r.bytes / 1024).toFixed(1), 5],
          [r.api.perSecond, 9],
          [ms(r.api.p99Ms), 9],
          [r.api.cpuMicrosPerRequest ?? '-', 10],
          [r.bare.perSecond, 10],
          [ms(r.bare.p99Ms), 9],
          [r.bare.cpuMicrosPerRequest ?? '-', 10],
          [r.ratio ?? '-', 5],
          [r.cpuRatio ?? '-', 6],
        ])}${mark}${bad > 0 ? paint(31, `  ${bad} bad answers`) : ''}`,
      );
    }
  }
}
