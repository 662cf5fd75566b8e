// `npm run bench`'s initial JavaScript of the public pages (issue 15): every script each public page
// loads until the network is idle (what it runs to become interactive), against the budget, and a
// bundle analyser's report of what those scripts hold (bench-results/bundle-report.md and .json).
// `BENCH_ONLY=initial-js npm run bench` measures this part alone (no Lighthouse: a minute, not ten).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { analyseScript, reportMarkdown } from './bundle-report.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, FRONT_ENDS, ROOT, bold, paint } from './lib.mjs';
import { PUBLIC_PAGES } from './prerender.mjs';

/** At most this much gzip JavaScript before a public page is interactive; the aim is what a slow phone takes. */
export const INITIAL_JS_BUDGET = { limitKiB: 250, aimKiB: 170 };
const KIB = 1024;
const PAGE_TIMEOUT_MS = 60_000;
const RESULTS = join(ROOT, 'bench-results');
const e2eRequire = createRequire(join(ROOT, 'e2e', 'package.json'));

/** The pages measured: BENCH_INITIAL_JS_PAGES=/,/prices, else every public page the prerender keeps. */
const pagesToMeasure = () =>
  (process.env.BENCH_INITIAL_JS_PAGES?.split(',') ?? PUBLIC_PAGES).map((p) => p.trim()).filter(Boolean);

/**
 * Opens each page in a fresh browser context (an empty cache, as a first visit) and lists the scripts it
 * loads until the network is idle: built files of our packages by path, any other origin's by content.
 */
async function scriptsPerPage(ports, pages) {
  const { chromium } = e2eRequire('@playwright/test');
  const byPort = new Map(FRONT_ENDS.map((f) => [String(ports[f.dir]), f.dir]));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const result = {};
  try {
    for (const path of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const url = new URL(response.url());
        // A worker made from a string in the page (the locale-data warm-up) downloads nothing.
        if (url.protocol === 'blob:' || url.protocol === 'data:') return;
        const dir = byPort.get(url.port);
        scripts.push(
          dir
            ? { dir, file: decodeURIComponent(url.pathname.replace(/^\//, '')) }
            : { url: url.href, body: response.body().catch(() => Buffer.alloc(0)) },
        );
      });
      await page.goto(`http://localhost:${ports.shell}${path}`, {
        waitUntil: 'networkidle',
        timeout: PAGE_TIMEOUT_MS,
      });
      for (const script of scripts) if (script.body) script.body = await script.body;
      await context.close();
      result[path] = scripts;
    }
  } finally {
    await browser.close();
  }
  return result;
}

const distFile = (dir, file) => join(ROOT, dir, 'dist', file);

/**
 * Measures every page, writes the bundle report, and returns the figures for bench.json.
 * @param {Record<string, number>} ports the bench's servers (shell and remotes by folder)
 */
export async function initialJsFigures(ports) {
  const measured = await scriptsPerPage(ports, pagesToMeasure());
  const scripts = {};
  const pages = {};
  for (const [path, loaded] of Object.entries(measured)) {
    const files = [];
    const seen = new Set();
    for (const script of loaded) {
      const name = script.dir ? `${script.dir}/${script.file}` : script.url;
      if (seen.has(name)) continue;
      seen.add(name);
      if (script.dir) {
        // The SPA fallback answers unknown paths with index.html: only real build files count.
        let analysis = scripts[name];
        if (!analysis) {
          try {
            analysis = analyseScript(distFile(script.dir, script.file), script.dir);
          } catch {
            continue;
          }
          scripts[name] = analysis;
        }
        files.push({ file: name, bytes: analysis.bytes, gzipBytes: analysis.gzipBytes });
      } else {
        const body = script.body;
        files.push({ file: name, bytes: body.length, gzipBytes: gzipSync(body).length });
      }
    }
    const gzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
    pages[path] = {
      fileCount: files.length,
      bytes: files.reduce((sum, f) => sum + f.bytes, 0),
      gzipBytes,
      withinBudget: gzipBytes <= INITIAL_JS_BUDGET.limitKiB * KIB,
      files,
    };
  }
  mkdirSync(RESULTS, { recursive: true });
  const report = { budget: INITIAL_JS_BUDGET, pages, scripts };
  writeFileSync(join(RESULTS, 'bundle-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(RESULTS, 'bundle-report.md'), reportMarkdown(report));
  return {
    until: 'network idle',
    budgetKiB: INITIAL_JS_BUDGET.limitKiB,
    aimKiB: INITIAL_JS_BUDGET.aimKiB,
    report: 'bench-results/bundle-report.md',
    pages,
  };
}

/** The table: each page's initial JS beside the budget and the aim. */
export function printInitialJs(figure) {
  const { budgetKiB, aimKiB, pages } = figure;
  const width = Math.max(12, ...Object.keys(pages).map((p) => p.length));
  console.log(
    `\n${bold(`Initial JS per public page (gzip, until the network is idle): budget ${budgetKiB} KiB, aim ${aimKiB} KiB`)}`,
  );
  console.log(`${'page'.padEnd(width)} ${'files'.padStart(5)} ${'gzip KiB'.padStart(9)}`);
  for (const [path, p] of Object.entries(pages)) {
    const kib = p.gzipBytes / KIB;
    const mark =
      kib > budgetKiB
        ? paint(31, `  over the budget by ${(kib - budgetKiB).toFixed(1)} KiB`)
        : kib > aimKiB
          ? paint(33, '  within the budget, above the aim')
          : paint(32, '  within the aim');
    console.log(
      `${path.padEnd(width)} ${String(p.fileCount).padStart(5)} ${kib.toFixed(1).padStart(9)}${mark}`,
    );
  }
  console.log(`what each script holds: ${figure.report}`);
}
