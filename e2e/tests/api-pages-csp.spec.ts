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

test('the interactive docs run under their policy and draw their first operations', async ({ page }) => {
  const reports = await watchPolicy(page);
  const response = await page.goto(`${API_URL}/documentation/`);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // The first tags' operations are drawn. KNOWN DEFECT (session 14, noted on issue 20): since the document grew to
  // some 140 operations, swagger-ui often stops drawing after 'catalog' (the 'accounts' tag shows no operation),
  // with no console error and no policy report; it is not the policy, so this test checks the policy with the
  // operations that are drawn, and the full count waits for that fix.
  await expect(page.locator('.opblock').nth(5)).toBeAttached();
  // Opening an operation draws its schemas and parameters.
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
