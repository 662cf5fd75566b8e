#!/usr/bin/env node
// `npm run bench`: figures about the production build, written to bench-results/bench.json (ignored by
// git) and printed as a table. Sizes are gzip (zlib, default level, as the static server sends them).
//
// The bench starts what the browser tests start (the API on a fresh embedded database with the demo
// data, and one static server per front-end package over its production build) on ports of its own,
// then:
// - opens the public home in Chromium and records every JavaScript file it downloads until the network
//   is idle (the initial JS of `/`, and per package: the shell's own is the shell's initial JS), and
//   which of them were requested before the load event;
// - runs Lighthouse (performance only, its default mobile preset with simulated throttling) a few times
//   per page and keeps the median of the score and of each metric, and as many runs, alternating with
//   them, on a static copy of each page (the same HTML without its scripts, static-copy.mjs), whose LCP
//   the page's must equal (issue 15).
// - measures the catalogue API beside a bare Fastify route sending the same bytes (catalogue-bench.mjs).
// - measures the inventory list at 100,000 products × 8 warehouses beside the bare query of the same shape
//   (inventory-bench.mjs).
// - imports a 10,000-row product CSV, upload to job done, beside csv-parse parsing the file alone
//   (imports-bench.mjs).
// - measures the orders list at 1,000,000 orders over 1,000 clients on PostgreSQL, 50 connections, beside a bare
//   Fastify route answering the same JSON (orders-bench.mjs).
// - imports a CSV of 10,000 orders, upload to job done, beside its limit (orders-import-bench.mjs).
// - issues a month's invoices for 1,000 clients with 100,000 charges beside a bare twin of the same work (billing-bench.mjs).
// - fans one event out to 1,000 sockets, and delivers 1,000 webhooks to a local receiver, each beside a bare
//   socket.io server or a bare loop of signed POSTs (events-bench.mjs).
// Without Chromium the shell's initial JS is listed statically from index.html and the shell's
// federation manifest, and Lighthouse is skipped.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawn } from 'node:child_process';
import { prerender, prerenderIsStale } from './prerender.mjs';
import { initialJsFigures, printInitialJs } from './initial-js.mjs';
import { startStaticCopy } from './static-copy.mjs';
import { pairedMedianDifference, waitForQuietMachine } from './lighthouse-runs.mjs';
import { catalogueFigures, printCatalogue } from './catalogue-bench.mjs';
import { inventoryFigures, printInventory } from './inventory-bench.mjs';
import { importFigures, printImports } from './imports-bench.mjs';
import { ordersFigures, printOrders } from './orders-bench.mjs';
import { ordersImportFigures, printOrdersImport } from './orders-import-bench.mjs';
import { billingFigures, printBilling } from './billing-bench.mjs';
import { fanoutFigures, printFanout, printWebhooks, webhookFigures } from './events-bench.mjs';
import {
  CHROMIUM,
  CHROMIUM_FLAGS,
  FRONT_ENDS,
  REMOTES,
  ROOT,
  bold,
  buildAll,
  ensureInstall,
  ensurePnpm,
  log,
  median,
  paint,
  staleBuilds,
  startSystemServers,
  stopChildren,
} from './lib.mjs';

const OUTPUT = join(ROOT, 'bench-results', 'bench.json');
/** Ports of the bench's own servers (shell, then the remotes), apart from `npm start` and the e2e run. */
const BENCH_BASE_PORT = Number(process.env.BENCH_BASE_PORT || 3200);
const BENCH_API_PORT = BENCH_BASE_PORT + 99;
/** Pages Lighthouse measures, and how many runs each (the median is kept). */
const LIGHTHOUSE_PAGES = (process.env.BENCH_PAGES || '/,/prices').split(',').filter(Boolean);
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 5));
/** BENCH_KEEP_REPORTS=1 keeps each Lighthouse report in bench-results/. */
const KEEP_REPORTS = process.env.BENCH_KEEP_REPORTS === '1';
/** BENCH_ONLY=initial-js (comma-separated parts) measures those parts alone; Lighthouse is the slow one. */
const PARTS = [
  'initial-js',
  'lighthouse',
  'catalogue',
  'inventory',
  'imports',
  'orders',
  'orders-import',
  'billing',
  'fanout',
  'webhooks',
];
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const measures = (part) => !ONLY || ONLY.includes(part);
/** The parts that need the front ends' builds and servers; the catalogue and inventory parts need the API only. */
const FRONT_END_PARTS = ['initial-js', 'lighthouse'];
/** The performance score the public pages keep (issue 15: 99-100 on / and /prices); the table marks pages below it. */
const TARGET_SCORE = 99;
const PAGE_TIMEOUT_MS = 60_000;
const LIGHTHOUSE_TIMEOUT_MS = 180_000;
const KIB = 1024;
const dist = (dir) => join(ROOT, dir, 'dist');
const e2eRequire = createRequire(join(ROOT, 'e2e', 'package.json'));

/** Raw and gzip size of one built file. */
function sizeOf(dir, file) {
  const content = readFileSync(join(dist(dir), file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
}

function total(files) {
  return {
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}

const isBuiltFile = (dir, file) =>
  existsSync(join(dist(dir), file)) && statSync(join(dist(dir), file)).isFile();

/**
 * The JavaScript files index.html loads directly: script elements, scripts it preloads, and scripts its
 * inline code adds (the shell starts its own main.js, after a prerendered page's first paint); query
 * strings such as html-webpack-plugin's ?hash removed.
 */
function indexScripts(dir) {
  const html = readFileSync(join(dist(dir), 'index.html'), 'utf8');
  const scripts = [];
  const preloads = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => /\brel=["']?preload\b/i.test(tag) && /\bas=["']?script\b/i.test(tag))
    .map((tag) => /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1])
    .filter(Boolean)
    .map((href) => [null, href]);
  const added = [...html.matchAll(/\.src\s*=\s*['"]([^'"]+\.js(\?[^'"]*)?)['"]/g)];
  for (const match of [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)/gi), ...preloads, ...added]) {
    const src = match[1].split(/[?#]/)[0].replace(/^\.?\//, '');
    if (!/^[a-z]+:\/\//i.test(src)) scripts.push(src);
  }
  return scripts;
}

/** Static list: index.html's scripts plus the synchronous assets of the shared packages the shell provides. */
function staticInitialFiles() {
  const files = new Set(indexScripts('shell'));
  const manifestPath = join(dist('shell'), 'mf-manifest.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    for (const shared of manifest.shared ?? [])
      for (const file of shared.assets?.js?.sync ?? []) files.add(file);
  }
  return [...files];
}

// ---------------------------------------------------------------------------------------------
// Servers

function benchPorts() {
  const ports = { api: BENCH_API_PORT };
  FRONT_ENDS.forEach((f, i) => (ports[f.dir] = BENCH_BASE_PORT + i));
  return ports;
}

/** The catalogue part's API and bare Fastify server, started after the others have stopped. */
const cataloguePorts = () => ({ api: BENCH_BASE_PORT + 98, bare: BENCH_BASE_PORT + 97 });
/** The imports part's API (it runs after the catalogue part, on that part's port). */
const importsPort = () => BENCH_BASE_PORT + 98;
/** The orders part's API and bare Fastify server. */
const ordersPorts = () => ({ api: BENCH_BASE_PORT + 96, bare: BENCH_BASE_PORT + 95 });
/** The event parts' API (fan-out, then webhooks) and bare socket.io server. */
const eventsPorts = () => ({ api: BENCH_BASE_PORT + 94, bare: BENCH_BASE_PORT + 93 });

/**
 * `BENCH_ONLY=catalogue` and/or `inventory`: builds the API if it is out of date, measures those parts and puts
 * their figures into bench.json beside the figures an earlier run left there.
 */
async function apiOnly(tool) {
  if (process.env.BENCH_NO_BUILD !== '1' && staleBuilds().includes('api')) {
    log('building api');
    if ((await buildAll(tool, ['api'])) !== 0) throw new Error('the build failed');
  }
  const date = new Date().toISOString();
  const measured = {};
  if (measures('catalogue')) measured.catalogue = { date, ...(await catalogueFigures(cataloguePorts())) };
  if (measures('inventory')) measured.inventory = { date, ...(await inventoryFigures()) };
  if (measures('imports')) measured.imports = await importFigures(importsPort());
  if (measures('orders')) measured.orders = { date, ...(await ordersFigures(ordersPorts())) };
  if (measures('orders-import')) measured.ordersImport = await ordersImportFigures(importsPort());
  if (measures('billing')) measured.billing = await billingFigures();
  if (measures('fanout')) measured.fanout = await fanoutFigures(eventsPorts());
  if (measures('webhooks')) measured.webhooks = await webhookFigures(eventsPorts().api);
  const previous = existsSync(OUTPUT) ? JSON.parse(readFileSync(OUTPUT, 'utf8')) : { figures: {} };
  const result = { ...previous, node: process.version, figures: { ...previous.figures, ...measured } };
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(OUTPUT, `${JSON.stringify(result, null, 2)}\n`);
  if (measured.catalogue) printCatalogue(measured.catalogue);
  if (measured.inventory) printInventory(measured.inventory);
  if (measured.imports) printImports(measured.imports);
  if (measured.orders) printOrders(measured.orders);
  if (measured.ordersImport) printOrdersImport(measured.ordersImport);
  if (measured.billing) printBilling(measured.billing);
  if (measured.fanout) printFanout(measured.fanout);
  if (measured.webhooks) printWebhooks(measured.webhooks);
  console.log(`\nwritten to ${OUTPUT}`);
}

// ---------------------------------------------------------------------------------------------
// Browser: the JavaScript of the home page

/**
 * Opens the public home and records every JS file per package: all of them until the network is idle,
 * and apart those requested before the page's load event. Also tells, for each Lighthouse page, whether
 * a route drew it (a page that no remote claims yet shows the 404 page and is flagged).
 */
async function browserFigures(ports) {
  const { chromium } = e2eRequire('@playwright/test');
  const notFoundTitle = JSON.parse(readFileSync(join(ROOT, 'shell/src/i18n/core/en-US.json'), 'utf8'))[
    'shell.errors.404.title'
  ];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const byPort = new Map(FRONT_ENDS.map((f) => [String(ports[f.dir]), f.dir]));
    const loaded = new Map(FRONT_ENDS.map((f) => [f.dir, new Set()]));
    const beforeLoad = new Map(FRONT_ENDS.map((f) => [f.dir, new Set()]));
    let loadFired = false;
    page.on('load', () => (loadFired = true));
    const fileOf = (request) => {
      if (request.resourceType() !== 'script') return null;
      const url = new URL(request.url());
      const dir = byPort.get(url.port);
      return dir ? { dir, file: decodeURIComponent(url.pathname.replace(/^\//, '')) } : null;
    };
    page.on('request', (request) => {
      const found = fileOf(request);
      if (found && !loadFired) beforeLoad.get(found.dir).add(found.file);
    });
    page.on('response', (response) => {
      const found = fileOf(response.request());
      if (found) loaded.get(found.dir).add(found.file);
    });
    await page.goto(`http://localhost:${ports.shell}/`, {
      waitUntil: 'networkidle',
      timeout: PAGE_TIMEOUT_MS,
    });

    const routed = {};
    for (const path of LIGHTHOUSE_PAGES) {
      const probe = await browser.newPage();
      await probe.goto(`http://localhost:${ports.shell}${path}`, {
        waitUntil: 'networkidle',
        timeout: PAGE_TIMEOUT_MS,
      });
      const notFound = await probe.getByRole('heading', { level: 1, name: notFoundTitle }).count();
      routed[path] = notFound === 0;
      await probe.close();
    }
    return { loaded, beforeLoad, routed };
  } finally {
    await browser.close();
  }
}

/** Sizes of recorded files, per package, keeping only files of the build (not the SPA fallback). */
function sizesByPackage(recorded) {
  const result = {};
  for (const [dir, files] of recorded) {
    const present = [...files].filter((f) => isBuiltFile(dir, f));
    if (present.length > 0) result[dir] = total(present.sort().map((f) => sizeOf(dir, f)));
  }
  return result;
}

/** Every file of a per-package table, named `<package>/<file>`. */
const packageFiles = (byPackage) =>
  Object.entries(byPackage).flatMap(([dir, t]) => t.files.map((f) => ({ ...f, file: `${dir}/${f.file}` })));

// ---------------------------------------------------------------------------------------------
// Lighthouse

const round2 = (value) => Math.round(value * 100) / 100;

/** One Lighthouse run (a fresh browser profile each time), through its command line; resolves with the report. */
function lighthouseOnce(url, workDir, index) {
  const cli = join(e2eRequire.resolve('lighthouse/package.json'), '..', 'cli', 'index.js');
  const profile = join(workDir, `profile-${index}`);
  const report = join(workDir, `report-${index}.json`);
  const args = [
    cli,
    url,
    '--quiet',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${report}`,
    `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')} --user-data-dir=${profile}`,
  ];
  return new Promise((resolve, reject) => {
    let stderr = '';
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: {
        ...process.env,
        CHROME_PATH: CHROMIUM,
        XDG_CONFIG_HOME: join(workDir, 'config'),
        XDG_CACHE_HOME: join(workDir, 'cache'),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), LIGHTHOUSE_TIMEOUT_MS);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0 || !existsSync(report)) {
        reject(new Error(`lighthouse ${url} exited with ${code}: ${stderr.trim().split('\n').pop()}`));
        return;
      }
      resolve(JSON.parse(readFileSync(report, 'utf8')));
    });
  });
}

/** The figures of one run: score 0-100 and the metrics Lighthouse weighs most on mobile. */
function runFigures(lhr) {
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const error = lhr.runtimeError?.message ?? (lhr.categories.performance.score === null ? 'no score' : null);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndexMs: metric('speed-index'),
    // Lighthouse's own measure of this machine's CPU speed at the time: lower means busier or slower.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    ...(error ? { error } : {}),
  };
}

/** The medians of a page's runs. */
function medians(runs) {
  const medianOf = (key) => {
    const values = runs.map((run) => run[key]).filter((value) => typeof value === 'number');
    return values.length > 0 ? median(values) : null;
  };
  return {
    score: medianOf('score'),
    fcpMs: medianOf('fcpMs'),
    lcpMs: medianOf('lcpMs'),
    tbtMs: medianOf('tbtMs'),
    cls: medianOf('cls'),
    speedIndexMs: medianOf('speedIndexMs'),
  };
}

async function lighthouseFigures(ports, routed) {
  const workDir = mkdtempSync(join(tmpdir(), 'estiba-bench-lighthouse-'));
  if (KEEP_REPORTS) mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  const pages = {};
  // Simulated throttling scales the CPU time really taken: the bench's own start (seeding the demo data)
  // must be over before the first run.
  const settle = await waitForQuietMachine();
  log(
    `machine ${settle.quiet ? 'quiet' : 'still busy'} after ${(settle.waitedMs / 1000).toFixed(1)} s (${Math.round(settle.idle * 100)}% idle)`,
  );
  const loadBefore = loadavg()[0];
  // Issue 15: a page's LCP must equal that of a static copy of the same HTML, measured in the same run.
  const copy = await startStaticCopy(`http://localhost:${ports.shell}`, LIGHTHOUSE_PAGES);
  let runNumber = 0;
  const measureOnce = async (url, label, reportName, i) => {
    log(`lighthouse ${label} (run ${i + 1} of ${LIGHTHOUSE_RUNS})`);
    runNumber += 1;
    const lhr = await lighthouseOnce(url, workDir, runNumber);
    // The whole report (long tasks, boot-up time per script...) for a closer look.
    if (KEEP_REPORTS) {
      writeFileSync(
        join(ROOT, 'bench-results', `lighthouse-${reportName}-${i + 1}.json`),
        JSON.stringify(lhr),
      );
    }
    return runFigures(lhr);
  };
  try {
    for (const path of LIGHTHOUSE_PAGES) {
      const url = `http://localhost:${ports.shell}${path}`;
      const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/\W+/g, '-');
      // The page's runs alternate with its copy's: a busy spell of the machine weighs on both alike, and
      // run i of each can be compared with the other's.
      const runs = [];
      const copyRuns = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
        runs.push(await measureOnce(url, path, name, i));
        copyRuns.push(
          await measureOnce(`${copy.origin}${path}`, `${path}, static copy`, `${name}-static-copy`, i),
        );
      }
      pages[path] = {
        url,
        // A page no remote claims yet renders the 404 page: its figures measure that, not the page.
        routed: routed?.[path] ?? null,
        ...medians(runs),
        runs,
        // The same HTML without its scripts, from an origin that passes every other file through.
        staticCopy: { ...medians(copyRuns), runs: copyRuns },
        // The page's LCP minus its copy's, run by run (the median): above zero, the page paints later.
        lcpMinusCopyMs: pairedMedianDifference(runs, copyRuns, 'lcpMs'),
      };
    }
  } finally {
    await copy.close();
    rmSync(workDir, { recursive: true, force: true });
  }
  const lhVersion = JSON.parse(readFileSync(e2eRequire.resolve('lighthouse/package.json'), 'utf8')).version;
  return {
    tool: `lighthouse ${lhVersion}`,
    preset: 'mobile (default), simulated throttling, performance category',
    runsPerPage: LIGHTHOUSE_RUNS,
    target: TARGET_SCORE,
    // Simulated throttling scales the CPU time really taken: other work on the machine lowers scores.
    machine: {
      cpus: cpus().length,
      loadAverage: { before: round2(loadBefore), after: round2(loadavg()[0]) },
      idleBefore: round2(settle.idle),
      waitedForQuietMs: settle.waitedMs,
    },
    pages,
  };
}

// ---------------------------------------------------------------------------------------------

function printTable(figures, shellFileCount, method) {
  const kib = (bytes) => (bytes / KIB).toFixed(1).padStart(9);
  const rows = [
    [`shell initial JS (${shellFileCount} files, ${method})`, figures.shellInitialJs],
    ...(figures.initialJs
      ? [
          [`initial JS of / (${figures.initialJs.fileCount} files, until interactive)`, figures.initialJs],
          [
            `  of it requested before load (${figures.initialJs.beforeLoad.fileCount} files)`,
            figures.initialJs.beforeLoad,
          ],
        ]
      : []),
    ...REMOTES.map((r) => [`${r.dir} remoteEntry.js`, figures.remoteEntries[r.name]]),
    ...Object.entries(figures.homePageJs ?? {}).map(([dir, t]) => [
      `home page JS from ${dir} (${t.files.length} files)`,
      t,
    ]),
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(
    `\n${bold('Figure'.padEnd(width))}  ${bold('raw KiB'.padStart(9))}  ${bold('gzip KiB'.padStart(9))}`,
  );
  for (const [label, f] of rows) console.log(`${label.padEnd(width)}  ${kib(f.bytes)}  ${kib(f.gzipBytes)}`);

  const lh = figures.lighthouse;
  if (!lh) return;
  const seconds = (ms) => (ms === null ? '-' : `${(ms / 1000).toFixed(2)} s`);
  console.log(`\n${bold(`Lighthouse, ${lh.preset}, median of ${lh.runsPerPage}`)}`);
  const { cpus: cores, loadAverage } = lh.machine;
  const benchmarkIndexes = Object.values(lh.pages).flatMap((p) =>
    [...p.runs, ...(p.staticCopy?.runs ?? [])].map((run) => run.benchmarkIndex).filter(Number.isFinite),
  );
  const indexRange =
    benchmarkIndexes.length > 0
      ? `, Lighthouse benchmarkIndex ${Math.round(Math.min(...benchmarkIndexes))}-${Math.round(Math.max(...benchmarkIndexes))}`
      : '';
  console.log(
    `machine: ${cores} CPUs, load average ${loadAverage.before} before, ${loadAverage.after} after${indexRange}`,
  );
  console.log(`LCP - copy: the median of the page's LCP minus its copy's, run by run (the runs alternate)`);
  console.log(
    `${'page'.padEnd(12)} ${'score'.padStart(5)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ${'static copy LCP'.padStart(16)} ${'LCP - copy'.padStart(11)}`,
  );
  for (const [path, p] of Object.entries(lh.pages)) {
    const score = String(p.score ?? '-').padStart(5);
    const mark = p.score !== null && p.score >= lh.target ? '' : paint(33, `  below ${lh.target}`);
    const note = p.routed === false ? paint(33, '  (no route yet: measured the 404 page)') : '';
    // The page against its copy run by run (each pair made one after the other): later, or not.
    const copyLcp = p.staticCopy?.lcpMs ?? null;
    const difference = p.lcpMinusCopyMs ?? null;
    const lcpMark = difference === null || difference <= 0 ? '' : paint(33, '  LCP later than the copy');
    const differenceText =
      difference === null ? '-' : `${difference > 0 ? '+' : ''}${Math.round(difference)} ms`;
    console.log(
      `${path.padEnd(12)} ${score} ${seconds(p.fcpMs).padStart(8)} ${seconds(p.lcpMs).padStart(8)} ${`${Math.round(p.tbtMs ?? 0)} ms`.padStart(8)} ${(p.cls ?? 0).toFixed(3).padStart(6)} ${seconds(copyLcp).padStart(16)} ${differenceText.padStart(11)}${mark}${lcpMark}${note}`,
    );
  }
}

async function main() {
  const unknown = ONLY?.filter((part) => !PARTS.includes(part)) ?? [];
  if (unknown.length > 0) throw new Error(`BENCH_ONLY: no part ${unknown} (parts: ${PARTS.join(', ')})`);
  const tool = ensurePnpm();
  if ((await ensureInstall(tool)) !== 0) throw new Error('pnpm install failed');
  if (!FRONT_END_PARTS.some(measures)) return apiOnly(tool);
  // BENCH_NO_BUILD=1 measures the builds as they are (e.g. while comparing one package's change).
  const stale = process.env.BENCH_NO_BUILD === '1' ? [] : staleBuilds();
  if (stale.length > 0) {
    log(`building ${stale.join(', ')}`);
    if ((await buildAll(tool, stale)) !== 0) throw new Error('the build failed');
  }
  // The public pages are measured as visitors get them: prerendered.
  if (prerenderIsStale() && (await prerender()) !== 0) throw new Error('prerendering failed');

  const figures = {};
  let method = 'static';
  let shellFiles = staticInitialFiles();
  if (existsSync(CHROMIUM)) {
    const ports = benchPorts();
    const tempDir = mkdtempSync(join(tmpdir(), 'estiba-bench-'));
    log('starting the API (fresh embedded database, demo data) and the static servers');
    const children = await startSystemServers(ports, tempDir);
    try {
      if (measures('initial-js')) {
        try {
          figures.initialJsPages = await initialJsFigures(ports);
        } catch (error) {
          log(paint(33, `initial JS per page failed (${error.message})`));
        }
      }
      // The home page's scripts by package, and Lighthouse (which needs to know which pages are routed).
      if (measures('lighthouse')) {
        let routed = null;
        try {
          const browser = await browserFigures(ports);
          routed = browser.routed;
          shellFiles = [...browser.loaded.get('shell')].filter((f) => isBuiltFile('shell', f));
          method = 'browser';
          figures.homePageJs = sizesByPackage(browser.loaded);
          // The page is interactive once the network is idle; on a prerendered page every script starts
          // after the first paint, which comes after the load event, so "before load" alone says little.
          const allFiles = packageFiles(figures.homePageJs);
          const earlyFiles = packageFiles(sizesByPackage(browser.beforeLoad));
          figures.initialJs = {
            page: '/',
            until: 'network idle',
            fileCount: allFiles.length,
            ...total(allFiles),
            beforeLoad: { fileCount: earlyFiles.length, ...total(earlyFiles) },
          };
        } catch (error) {
          log(paint(33, `browser measurement failed (${error.message}); using the static list`));
        }
        try {
          figures.lighthouse = await lighthouseFigures(ports, routed);
        } catch (error) {
          log(paint(33, `lighthouse failed (${error.message}); no performance scores this time`));
        }
      }
    } finally {
      await stopChildren(children);
      rmSync(tempDir, { recursive: true, force: true });
    }
  } else {
    log(paint(33, `${CHROMIUM} not found: the shell's initial JS is listed statically, no Lighthouse`));
  }
  // After the browser parts, with their servers stopped: the load needs the machine to itself.
  if (measures('catalogue')) figures.catalogue = await catalogueFigures(cataloguePorts());
  if (measures('inventory')) figures.inventory = await inventoryFigures();
  if (measures('imports')) figures.imports = await importFigures(importsPort());
  if (measures('orders')) figures.orders = await ordersFigures(ordersPorts());
  if (measures('orders-import')) figures.ordersImport = await ordersImportFigures(importsPort());
  if (measures('billing')) figures.billing = await billingFigures();
  if (measures('fanout')) figures.fanout = await fanoutFigures(eventsPorts());
  if (measures('webhooks')) figures.webhooks = await webhookFigures(eventsPorts().api);

  figures.shellInitialJs = { method, page: '/', ...total(shellFiles.sort().map((f) => sizeOf('shell', f))) };
  figures.remoteEntries = Object.fromEntries(
    REMOTES.map((r) => {
      const { bytes, gzipBytes } = sizeOf(r.dir, 'remoteEntry.js');
      return [r.name, { file: `${r.dir}/dist/remoteEntry.js`, bytes, gzipBytes }];
    }),
  );

  const ordered = {
    shellInitialJs: figures.shellInitialJs,
    ...(figures.initialJs ? { initialJs: figures.initialJs } : {}),
    ...(figures.initialJsPages ? { initialJsPages: figures.initialJsPages } : {}),
    ...(figures.lighthouse ? { lighthouse: figures.lighthouse } : {}),
    remoteEntries: figures.remoteEntries,
    ...(figures.homePageJs ? { homePageJs: figures.homePageJs } : {}),
    ...(figures.catalogue ? { catalogue: figures.catalogue } : {}),
    ...(figures.inventory ? { inventory: figures.inventory } : {}),
    ...(figures.imports ? { imports: figures.imports } : {}),
    ...(figures.orders ? { orders: figures.orders } : {}),
    ...(figures.ordersImport ? { ordersImport: figures.ordersImport } : {}),
    ...(figures.billing ? { billing: figures.billing } : {}),
    ...(figures.fanout ? { fanout: figures.fanout } : {}),
    ...(figures.webhooks ? { webhooks: figures.webhooks } : {}),
  };
  const result = { date: new Date().toISOString(), node: process.version, figures: ordered };
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(OUTPUT, `${JSON.stringify(result, null, 2)}\n`);

  printTable(ordered, shellFiles.length, method);
  if (ordered.initialJsPages) printInitialJs(ordered.initialJsPages);
  if (ordered.catalogue) printCatalogue(ordered.catalogue);
  if (ordered.inventory) printInventory(ordered.inventory);
  if (ordered.imports) printImports(ordered.imports);
  if (ordered.orders) printOrders(ordered.orders);
  if (ordered.ordersImport) printOrdersImport(ordered.ordersImport);
  if (ordered.billing) printBilling(ordered.billing);
  if (ordered.fanout) printFanout(ordered.fanout);
  if (ordered.webhooks) printWebhooks(ordered.webhooks);
  console.log(`\nwritten to ${OUTPUT}`);
}

main().catch((error) => {
  console.error(paint(31, `npm run bench: ${error.message}`));
  process.exit(1);
});
