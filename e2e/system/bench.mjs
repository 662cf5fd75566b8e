#!/usr/bin/env node
// `npm run bench`: figures about the production build, written to bench-results/bench.json (ignored by
// git) and printed as a table. Sizes are gzip (zlib, default level, as the static server sends them).
//
// The shell's initial JS is what a first visit to the public home downloads from the shell's origin
// before the page is usable: the script tags of index.html plus the chunks they load at start-up (the
// bootstrap and the shared singletons the shell provides). With Chromium at hand the page is opened for
// real and those requests are recorded; without it, index.html and the shell's federation manifest
// (its shared packages' synchronous assets) give the same list statically.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawn } from 'node:child_process';
import {
  FRONT_ENDS,
  REMOTES,
  ROOT,
  bold,
  buildAll,
  ensureInstall,
  ensurePnpm,
  frontEndEnv,
  log,
  paint,
  portIsFree,
  staleBuilds,
  staticServerArgs,
  stopChildren,
  waitForUrl,
} from './lib.mjs';

const OUTPUT = join(ROOT, 'bench-results', 'bench.json');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Ports of the bench's own servers (shell, then the remotes), apart from `npm start` and the e2e run. */
const BENCH_BASE_PORT = Number(process.env.BENCH_BASE_PORT || 3200);
/** Nothing listens here: the home page needs no API to download its code. */
const BENCH_API_PORT = BENCH_BASE_PORT + 99;
const STATIC_READY_TIMEOUT_MS = 20_000;
const PAGE_TIMEOUT_MS = 60_000;
const KIB = 1024;

const dist = (dir) => join(ROOT, dir, 'dist');

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

/** The JavaScript files index.html loads directly (query strings such as html-webpack-plugin's ?hash removed). */
function indexScripts(dir) {
  const html = readFileSync(join(dist(dir), 'index.html'), 'utf8');
  const scripts = [];
  for (const match of html.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)/gi)) {
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

/** Opens the public home in Chromium over the built packages and records every JS file, per package. */
async function browserFiles() {
  const require = createRequire(join(ROOT, 'e2e', 'package.json'));
  const { chromium } = require('@playwright/test');
  const ports = { api: BENCH_API_PORT };
  FRONT_ENDS.forEach((f, i) => (ports[f.dir] = BENCH_BASE_PORT + i));
  for (const [who, port] of Object.entries(ports)) {
    if (who !== 'api' && !(await portIsFree(port)))
      throw new Error(`port ${port} (${who}) is in use; set BENCH_BASE_PORT`);
  }
  const env = frontEndEnv(ports, { ESTIBA_ENV: 'production', REMOTES_REGISTRY_FILE: '' });
  const children = FRONT_ENDS.map((f) =>
    spawn(process.execPath, staticServerArgs(f, ports[f.dir]), { cwd: ROOT, env, stdio: 'ignore' }),
  );
  let browser;
  try {
    await Promise.all(
      FRONT_ENDS.map((f) =>
        waitForUrl(`http://127.0.0.1:${ports[f.dir]}/`, { timeoutMs: STATIC_READY_TIMEOUT_MS }),
      ),
    );
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-sync',
      ],
    });
    const page = await browser.newPage();
    const byPort = new Map(FRONT_ENDS.map((f) => [String(ports[f.dir]), f.dir]));
    const loaded = new Map(FRONT_ENDS.map((f) => [f.dir, new Set()]));
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const url = new URL(response.url());
      const dir = byPort.get(url.port);
      if (dir) loaded.get(dir).add(decodeURIComponent(url.pathname.replace(/^\//, '')));
    });
    await page.goto(`http://localhost:${ports.shell}/`, {
      waitUntil: 'networkidle',
      timeout: PAGE_TIMEOUT_MS,
    });
    return loaded;
  } finally {
    await browser?.close();
    await stopChildren(children);
  }
}

async function main() {
  const tool = ensurePnpm();
  if ((await ensureInstall(tool)) !== 0) throw new Error('pnpm install failed');
  const stale = staleBuilds().filter((dir) => dir !== 'api');
  if (stale.length > 0) {
    log(`building ${stale.join(', ')}`);
    if ((await buildAll(tool, stale)) !== 0) throw new Error('the build failed');
  }

  const figures = {};
  let method = 'static';
  let shellFiles = staticInitialFiles();
  let homePage = null;
  if (existsSync(CHROMIUM)) {
    try {
      const loaded = await browserFiles();
      shellFiles = [...loaded.get('shell')].filter((f) => existsSync(join(dist('shell'), f)));
      method = 'browser';
      homePage = {};
      for (const [dir, files] of loaded) {
        const present = [...files].filter(
          (f) => existsSync(join(dist(dir), f)) && statSync(join(dist(dir), f)).isFile(),
        );
        if (present.length > 0) homePage[dir] = total(present.sort().map((f) => sizeOf(dir, f)));
      }
    } catch (error) {
      log(paint(33, `browser measurement failed (${error.message}); using the static list`));
    }
  } else {
    log(paint(33, `${CHROMIUM} not found: the shell's initial JS is listed statically`));
  }

  figures.shellInitialJs = { method, page: '/', ...total(shellFiles.sort().map((f) => sizeOf('shell', f))) };
  figures.remoteEntries = Object.fromEntries(
    REMOTES.map((r) => {
      const { bytes, gzipBytes } = sizeOf(r.dir, 'remoteEntry.js');
      return [r.name, { file: `${r.dir}/dist/remoteEntry.js`, bytes, gzipBytes }];
    }),
  );
  if (homePage) figures.homePageJs = homePage;

  const result = { date: new Date().toISOString(), node: process.version, figures };
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(OUTPUT, `${JSON.stringify(result, null, 2)}\n`);

  const kib = (bytes) => (bytes / KIB).toFixed(1).padStart(9);
  const rows = [
    [`shell initial JS (${shellFiles.length} files, ${method})`, figures.shellInitialJs],
    ...REMOTES.map((r) => [`${r.dir} remoteEntry.js`, figures.remoteEntries[r.name]]),
    ...Object.entries(homePage ?? {}).map(([dir, t]) => [
      `home page JS from ${dir} (${t.files.length} files)`,
      t,
    ]),
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(
    `\n${bold('Figure'.padEnd(width))}  ${bold('raw KiB'.padStart(9))}  ${bold('gzip KiB'.padStart(9))}`,
  );
  for (const [label, f] of rows) console.log(`${label.padEnd(width)}  ${kib(f.bytes)}  ${kib(f.gzipBytes)}`);
  console.log(`\nwritten to ${OUTPUT}`);
}

main().catch((error) => {
  console.error(paint(31, `npm run bench: ${error.message}`));
  process.exit(1);
});
