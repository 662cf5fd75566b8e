// The floating chat button of the public site (spec point 1, issue 15): every guest-only public page has
// it, live and in its prerendered snapshot, opening a conversation with the support phone of the page's
// language and the canned message in that language. The shell's public frame draws it, so a new public
// page has it without doing anything; this walks them all to make sure.
import { test as plainTest } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectChatButton } from '../support/chatButton';
import { LANGUAGES, standInForEmbeddedSites } from '../support/landing';
import { PUBLIC_ROUTES } from '../support/publicRoutes';

/** The account pages of mf-auth are public pages in the landing frame too. */
const ACCOUNT_ROUTES = ['/register', '/login', '/forget-password', '/outside-integration'];
/** The languages beyond the two every route is walked in: their own desks and messages, on two pages. */
const OTHER_LANGUAGES = ['es-CO', 'es-AR', 'es-CL', 'es-ES'] as const;
/** Public pages without a query, which the prerender makes snapshots of. */
const PRERENDERED_PATHS = PUBLIC_ROUTES.map((route) => route.path).filter((path) => !path.includes('?'));

// The landing routes of spec point 2 are walked in public-routes.spec.ts, which checks each page's content
// and its chat button in one visit; the account pages are walked here.
for (const language of LANGUAGES) {
  test.describe(`a visitor reading ${language}`, () => {
    test.use({ locale: language });

    test.beforeEach(async ({ context }) => {
      await standInForEmbeddedSites(context);
    });

    for (const path of ACCOUNT_ROUTES) {
      test(`${path} has the chat button`, async ({ page }) => {
        await page.goto(path);
        // The account screen itself, not the 404 page in the same frame.
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText('404', { exact: true })).toHaveCount(0);
        await expectChatButton(page, language);
      });
    }
  });
}

for (const language of OTHER_LANGUAGES) {
  test.describe(`a visitor reading ${language}`, () => {
    test.use({ locale: language });

    test('reaches the desk of the language, in the language, from / and /prices', async ({ page }) => {
      for (const path of ['/', '/prices']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectChatButton(page, language);
      }
    });
  });
}

// Plain Playwright `test`: the snapshot itself, before (here: without) any script.
plainTest('every prerendered public page has the chat button before any script runs', async ({ browser }) => {
  const language = 'es-MX';
  const context = await browser.newContext({ locale: language, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of PRERENDERED_PATHS) {
    await page.goto(path);
    await expect(page.locator('#prerendered'), path).toHaveCount(1);
    await expectChatButton(page, language);
  }
  await context.close();
});
