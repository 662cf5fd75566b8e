#!/usr/bin/env node
// Prerenders the public pages after a build: starts the system on ports of its own (fresh embedded
// database with the demo data), opens each public page in each language in Chromium, and keeps what the
// settled page shows (markup and styles) in shell/dist/prerendered/<locale>/<page>.json. The shell's server
// puts a snapshot into the page's HTML for a first visit (shared/server/prerendered.mjs), and the shell
// swaps in the live page once it has settled (shell/src/app/prerendered.ts).
//   node e2e/system/prerender.mjs           (PRERENDER_BASE_PORT, default 3400; the API on base + 99)
// Without Chromium it prerenders nothing and says so: the pages then start without snapshots.
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CHROMIUM,
  CHROMIUM_FLAGS,
  FRONT_ENDS,
  ROOT,
  buildMarker,
  log,
  paint,
  startSystemServers,
  stopChildren,
} from './lib.mjs';
import { API_ORIGIN_TOKEN, LOCALES, pageSlug, remoteBaseToken } from '../../shared/server/prerendered.mjs';

const BASE_PORT = Number(process.env.PRERENDER_BASE_PORT || 3400);
/** The public pages of mf-landing that need no query (spec point 2). */
export const PUBLIC_PAGES = [
  '/',
  '/prices',
  '/carriers',
  '/ecommerces',
  '/contact',
  '/services',
  '/faq',
  '/success-stories-acapella',
  '/success-stories-be-shine',
  '/success-stories-el-menu-de-mi-casa',
  '/terms-and-conditions',
  '/help-fulfillment',
  '/privacy-policies',
  '/fulfillment-for-ecommerces',
];
const SETTLE_TIMEOUT_MS = 20_000;
const PARALLEL_LANGUAGES = 2;
const OUTPUT = join(ROOT, 'shell', 'dist', 'prerendered');
const e2eRequire = createRequire(join(ROOT, 'e2e', 'package.json'));

/**
 * The same rule as the shell's takeover (shell/src/app/prerendered.ts): content, nothing loading; and,
 * after an in-app navigation, content that is not the previous page's (marked before navigating).
 */
function settled() {
  const root = document.getElementById('root');
  const main = root?.querySelector('main');
  if (!main || main.childElementCount === 0) return false;
  if (Array.from(main.children).every((child) => child.hasAttribute('data-prerender-previous'))) return false;
  return !root.querySelector('[role="progressbar"], [aria-busy="true"]');
}

/** Goes to another page inside the running app, as a link would, after marking what shows now. */
function navigateInApp(path) {
  for (const child of Array.from(document.querySelector('main')?.children ?? []))
    child.setAttribute('data-prerender-previous', '');
  window.scrollTo(0, 0);
  window.history.pushState({}, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
}

/**
 * Runs in each page before its scripts: keeps the rules of emotion's main cache (key `css`) that this
 * browser refuses to insert. They are another engine's (`::-moz-focus-inner`): Chromium's style sheets do
 * not hold them, yet a snapshot must give Firefox what emotion would give it.
 */
function recordRefusedClassRules() {
  const refused = [];
  window.__estibaRefusedClassRules = refused;
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule, index) {
    try {
      return insertRule.call(this, rule, index);
    } catch (error) {
      if (this.ownerNode?.getAttribute?.('data-emotion')?.split(' ')[0] === 'css') refused.push(rule);
      throw error;
    }
  };
}

/**
 * What the page shows: the live root's markup, every style rule emotion inserted, and the title. The
 * rules of emotion's main cache (key `css`, the components' classes), with those Chromium refused, are
 * kept apart: the live app hands them to its own emotion cache (shell/src/app/prerendered.ts) instead of
 * compiling and inserting them all again in its first commit. Other sheets (global styles) stay the
 * snapshot's own and leave with it.
 */
function capture() {
  const root = document.getElementById('root');
  // The pages are reached one after another in one running app, so the main cache also holds the classes of
  // the pages before this one (and of things no longer shown): only the classes this page's markup uses are
  // kept, which keeps the page's first response small (issue 15). A rule of another class is left out; the
  // live app inserts it itself if it ever needs it.
  const shown = new Set();
  for (const element of Array.from(root.querySelectorAll('[class]'))) {
    for (const name of Array.from(element.classList)) shown.add(name);
  }
  const isShown = (ruleText) => {
    const name = /\.(css-[A-Za-z0-9_-]+)/.exec(ruleText)?.[1];
    return !name || shown.has(name);
  };
  const css = [];
  const classCss = [];
  for (const sheet of Array.from(document.styleSheets)) {
    const owner = sheet.ownerNode;
    if (!(owner instanceof HTMLStyleElement) || !owner.hasAttribute('data-emotion')) continue;
    // A tag emotion created holds `css`; one it adopted from a snapshot, `css` and the names it styles.
    const mainCache = owner.getAttribute('data-emotion').split(' ')[0] === 'css';
    for (const rule of Array.from(sheet.cssRules)) {
      if (!mainCache) css.push(rule.cssText);
      else if (isShown(rule.cssText)) classCss.push(rule.cssText);
    }
  }
  const classRules = [...classCss, ...(window.__estibaRefusedClassRules ?? []).filter(isShown)];
  // MUI's global class names (MuiButton-root...) are hooks for style overrides: in the snapshot only those a
  // rule of the page names can change what is painted, so the others are left out of its markup (~600 bytes
  // of the home page's compressed first response; the live app renders its own markup with all of them).
  const named = new Set(
    [...css, ...classRules]
      .join('\n')
      .match(/\.Mui[\w-]+/g)
      ?.map((n) => n.slice(1)),
  );
  const markup = root.cloneNode(true);
  for (const element of Array.from(markup.querySelectorAll('[class]'))) {
    const unnamed = Array.from(element.classList).filter((n) => n.startsWith('Mui') && !named.has(n));
    element.classList.remove(...unnamed);
    if (element.classList.length === 0) element.removeAttribute('class');
  }
  return {
    html: markup.innerHTML,
    css: css.join('\n'),
    classCss: classRules.join('\n'),
    title: document.title,
  };
}

/** Replaces this run's origins with the placeholders the server fills in with the deployment's. */
function withPlaceholders(text, ports) {
  let out = text.split(`http://localhost:${ports.api}`).join(API_ORIGIN_TOKEN);
  for (const f of FRONT_ENDS) {
    const base = `http://localhost:${ports[f.dir]}/`;
    out = out.split(base).join(f.dir === 'shell' ? '/' : remoteBaseToken(f.name));
  }
  return out;
}

/**
 * Every public page in one language: the first one loaded, the others reached inside the running app
 * (a start-up per page would cost more than the pages themselves).
 */
async function prerenderLanguage(browser, ports, locale, write) {
  const context = await browser.newContext({ locale, viewport: { width: 1366, height: 900 } });
  await context.addInitScript(recordRefusedClassRules);
  // Embedded third-party pages (meeting scheduler, videos) are not part of a snapshot.
  await context.route(/^https?:\/\/(?!localhost)/, (route) => route.abort());
  const failures = [];
  try {
    const page = await context.newPage();
    await page.goto(`http://localhost:${ports.shell}${PUBLIC_PAGES[0]}`);
    for (const [index, path] of PUBLIC_PAGES.entries()) {
      try {
        if (index > 0) await page.evaluate(navigateInApp, path);
        await page.waitForFunction(settled, null, { timeout: SETTLE_TIMEOUT_MS, polling: 50 });
        // One more frame or two for layout; lazy images below the fold are not waited for (sized boxes).
        await page.waitForTimeout(150);
        const snapshot = await page.evaluate(capture);
        write(locale, path, {
          path,
          locale,
          title: snapshot.title,
          html: withPlaceholders(snapshot.html.replace(/ data-prerender-previous=""/g, ''), ports),
          css: withPlaceholders(snapshot.css, ports),
          classCss: withPlaceholders(snapshot.classCss, ports),
        });
      } catch (error) {
        failures.push(`${locale} ${path}: ${error.message.split('\n')[0]}`);
      }
    }
  } finally {
    await context.close();
  }
  return failures;
}

/** True when there are no snapshots, or a package (or the API, whose data they show) was built since. */
export function prerenderIsStale() {
  if (!existsSync(OUTPUT)) return true;
  const madeAt = statSync(OUTPUT).mtimeMs;
  return [...FRONT_ENDS.map((f) => f.dir), 'api'].some((dir) => {
    const marker = buildMarker(dir);
    return existsSync(marker) && statSync(marker).mtimeMs > madeAt;
  });
}

export async function prerender() {
  if (!existsSync(CHROMIUM)) {
    log(paint(33, `prerender: ${CHROMIUM} is missing, public pages start without snapshots`));
    return 0;
  }
  const ports = { api: BASE_PORT + 99 };
  FRONT_ENDS.forEach((f, i) => (ports[f.dir] = BASE_PORT + i));
  const tempDir = mkdtempSync(join(tmpdir(), 'estiba-prerender-'));
  const startedAt = Date.now();
  let children = [];
  let browser;
  try {
    children = await startSystemServers(ports, tempDir);
    const { chromium } = e2eRequire('@playwright/test');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    rmSync(OUTPUT, { recursive: true, force: true });
    let written = 0;
    const write = (locale, path, snapshot) => {
      mkdirSync(join(OUTPUT, locale), { recursive: true });
      writeFileSync(join(OUTPUT, locale, `${pageSlug(path)}.json`), JSON.stringify(snapshot));
      written += 1;
    };
    const languages = [...LOCALES];
    const failures = [];
    const worker = async () => {
      for (let locale = languages.shift(); locale; locale = languages.shift())
        failures.push(...(await prerenderLanguage(browser, ports, locale, write)));
    };
    await Promise.all(Array.from({ length: PARALLEL_LANGUAGES }, worker));
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    log(`prerender: ${written} snapshots in ${seconds} s into ${OUTPUT}`);
    // A page that could not be prerendered simply starts without a snapshot; the run says which.
    for (const failure of failures) log(paint(33, `prerender: skipped ${failure}`));
    return 0;
  } catch (error) {
    log(paint(31, `prerender failed: ${error.message}`));
    return 1;
  } finally {
    await browser?.close();
    await stopChildren(children);
    rmSync(tempDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await prerender());
}
