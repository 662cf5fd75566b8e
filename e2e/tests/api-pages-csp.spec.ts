// The pages the API serves itself run under its Content-Security-Policy with no violation (issue 14): the
// interactive docs, which run swagger-ui's own assets, and the hosted sign-in and sign-up pages, with their
// one stylesheet, the brand's inlined logo and their forms.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS_URL, API_URL, SHELL_URL } from '../support/env';

/** Every violation the page reports, and every line the browser logs about the policy. */
async function watchPolicy(page: Page): Promise<string[]> {
  const reports: string[] = [];
  await page.exposeFunction('__reportCspViolation', (what: string) => reports.push(what));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (what: string) => void })
        .__reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.href}`);
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) reports.push(message.text());
  });
  return reports;
}

const hostedPage = (page: 'login' | 'signup', siteId: string) =>
  `${ACCOUNTS_URL}/${page}?site_id=${siteId}&redirect_url=${encodeURIComponent(`${SHELL_URL}/authentication`)}&lang=en-US`;

/** "METHOD /path" of every operation the served OpenAPI document holds. */
async function documentedOperations(jsonUrl: string): Promise<string[]> {
  const document = (await (await fetch(jsonUrl)).json()) as { paths: Record<string, object> };
  const methods = ['get', 'put', 'post', 'delete', 'patch'];
  return Object.entries(document.paths)
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => methods.includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

/**
 * Every operation the page draws, scrolling it from top to bottom. swagger-ui (5.34) virtualizes the list once
 * it has 150 rows of tags and operations: only the rows near the viewport are in the page, the others are drawn
 * as they scroll into view, so the whole document is seen by scrolling through it, as a reader does.
 */
async function drawnOperations(page: Page): Promise<string[]> {
  await expect(page.locator('.opblock').first()).toBeVisible();
  const drawn = await page.evaluate(async () => {
    const seen = new Set<string>();
    const nextFrames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; ; y += window.innerHeight) {
      window.scrollTo(0, y);
      await nextFrames();
      for (const block of document.querySelectorAll('.opblock')) {
        const method = block.querySelector('.opblock-summary-method')?.textContent;
        const path = block.querySelector<HTMLElement>('.opblock-summary-path')?.dataset.path;
        seen.add(`${method} ${path}`);
      }
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1) break;
    }
    return [...seen];
  });
  return drawn.sort();
}

test('the interactive docs run under their policy and draw every operation of the document', async ({
  page,
}) => {
  const reports = await watchPolicy(page);
  const response = await page.goto(`${API_URL}/documentation/`);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // Every operation of the portal's whole document (~170, so swagger-ui virtualizes the list) is drawn.
  const operations = await documentedOperations(`${API_URL}/documentation/json`);
  expect(operations.length).toBeGreaterThan(150);
  expect(await drawnOperations(page)).toEqual(operations);
  // Opening an operation draws its schemas and parameters.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('.opblock-summary').first().click();
  await expect(page.locator('.opblock-body').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reports).toEqual([]);
});

test('the hosted accounts pages run under their policy, for the product and a white-label brand', async ({
  page,
}) => {
  const reports = await watchPolicy(page);
  for (const url of [
    hostedPage('login', 'estiba-fulfillment'),
    hostedPage('signup', 'estiba-fulfillment'),
    hostedPage('login', 'tiendasnova-fulfillment'),
  ]) {
    const response = await page.goto(url);
    expect([url, response?.status()]).toEqual([url, 200]);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
    await expect(page.locator('form#form')).toBeVisible();
    await expect(page.locator('header')).toBeVisible();
  }
  // A refused sign-in draws the page again, with its error, under the same policy.
  await page.goto(hostedPage('login', 'estiba-fulfillment'));
  await page.locator('input[type=email]').fill('demo@estiba.test');
  await page.locator('input[type=password]').fill('not-the-password');
  await page.locator('form#form button[type=submit]').click();
  await expect(page.locator('form#form')).toBeVisible();
  expect(reports).toEqual([]);
});
