// The built site runs under its servers' Content-Security-Policy (issue 14): the public pages in two
// languages, prerendered and live, a signed-in page with its realtime connection, and a white-label host,
// with no violation reported by the page or logged by the browser.
import type { BrowserContext } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { DEMO_MERCHANT, REMOTES, SHELL_PORT, SHELL_URL, WHITE_LABEL_URL } from '../support/env';
import { standInForExternalSites } from '../support/fixtures';
import { signIn } from '../support/session';

const PUBLIC_PAGES = [
  '/',
  '/prices',
  '/faq',
  '/terms-and-conditions',
  '/legal?n=shipping_policy_fulfillment',
  '/login',
  '/register',
];
const LANGUAGES = ['en-US', 'es-MX'] as const;
const SCROLL_STEP_PX = 900;
const SCROLL_STEPS = 8;

/** A violation as the page reports it, or a line the browser logged about the policy. */
type Report = { page: string; what: string };

/**
 * Records every CSP violation of the context's pages: the documents' securitypolicyviolation events
 * (reported to the test as they happen, so a navigation loses none) and the browser's console lines
 * about the policy (violations in workers, and a policy the browser could not parse).
 */
async function watchPolicy(context: BrowserContext, page: Page): Promise<Report[]> {
  const reports: Report[] = [];
  await context.exposeBinding('__reportCspViolation', ({ frame }, what: string) => {
    reports.push({ page: frame.url(), what });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (what: string) => void })
        .__reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text()))
      reports.push({ page: page.url(), what: message.text() });
  });
  return reports;
}

/** Lets the page load what it loads lazily (images and sections below the fold), then settle. */
async function visitWhole(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await page.waitForLoadState('networkidle');
  for (let step = 0; step < SCROLL_STEPS; step += 1) await page.mouse.wheel(0, SCROLL_STEP_PX);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root main')).not.toBeEmpty();
}

for (const locale of LANGUAGES) {
  test.describe(`public pages in ${locale}`, () => {
    test.use({ locale });

    test('run with no CSP violation, prerendered first and then live', async ({ context, page }) => {
      await standInForExternalSites(context);
      const reports = await watchPolicy(context, page);
      for (const path of PUBLIC_PAGES) {
        // A fresh document each time, so each page is served as a first visit (with its snapshot).
        await visitWhole(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
      }
      expect(reports).toEqual([]);
    });
  });
}

test('a signed-in page, with its realtime connection, runs with no CSP violation', async ({
  context,
  page,
}) => {
  await standInForExternalSites(context);
  await signIn(context, DEMO_MERCHANT.email);
  const reports = await watchPolicy(context, page);
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));

  await visitWhole(page, '/welcome');
  await expect(page).toHaveURL(`${SHELL_URL}/welcome`);
  expect((await socket).isClosed()).toBe(false);
  expect(reports).toEqual([]);
});

test('a white-label host runs with no CSP violation', async ({ context, page }) => {
  await standInForExternalSites(context);
  const reports = await watchPolicy(context, page);

  await visitWhole(page, `${WHITE_LABEL_URL}/`);
  await expect(page.locator('link#brand-theme')).toHaveAttribute('href', /tiendasnova\.css$/);
  await visitWhole(page, `${WHITE_LABEL_URL}/login`);
  expect(reports).toEqual([]);
});

test('an injected inline script does not run, and the watch above reports it', async ({ page }) => {
  const reports = await watchPolicy(page.context(), page);
  await visitWhole(page, '/prices');

  // (eval cannot be tried from here: Playwright's evaluate is exempt from the page's policy.)
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.appendChild(script);
    return Boolean((window as unknown as { __injected?: boolean }).__injected);
  });
  expect(ran).toBe(false);
  await expect
    .poll(() => reports.map((report) => report.what).join('\n'))
    .toMatch(/script-src(-elem)? blocked inline/);
});

test('the scripts link no source map and no server publishes one', async ({ request }) => {
  const ports = [SHELL_PORT, ...REMOTES.map((remote) => remote.port)];
  for (const port of ports) {
    const origin = `http://localhost:${port}`;
    const script = await request.get(`${origin}/main.js`);
    expect(script.status()).toBe(200);
    expect(await script.text()).not.toContain('sourceMappingURL');
    expect((await request.get(`${origin}/main.js.map`)).status()).toBe(404);
  }
});
