// The floating chat button of the public site (spec point 1, issue 15): every guest-only public page has
// it, live and in its prerendered snapshot, opening a conversation with the support phone of the page's
// language and the canned message in that language. The shell's public frame draws it, so a new public
// page has it without doing anything; this walks them all to make sure.
import { test as plainTest, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { formatCatalogueText, LANGUAGES, standInForEmbeddedSites } from '../support/landing';
import { PUBLIC_ROUTES } from '../support/publicRoutes';
import { phoneDigits, supportContactFor } from '../../shared/src/contact/supportContacts';

/** The account pages of mf-auth are public pages in the landing frame too. */
const ACCOUNT_ROUTES = ['/register', '/login', '/forget-password', '/outside-integration'];
/** The languages beyond the two every route is walked in: their own desks and messages, on two pages. */
const OTHER_LANGUAGES = ['es-CO', 'es-AR', 'es-CL', 'es-ES'] as const;
/** Public pages without a query, which the prerender makes snapshots of. */
const PRERENDERED_PATHS = PUBLIC_ROUTES.map((route) => route.path).filter((path) => !path.includes('?'));

const chatText = (language: string, id: string) =>
  formatCatalogueText(`shell/src/i18n/chrome/${language}.json`, `chrome.landing.chatButton.${id}`, language);

/** The one chat button of the page: the language's desk on wa.me, with the language's message typed. */
async function expectChatButton(page: Page, language: string) {
  const button = page.getByRole('link', { name: chatText(language, 'label'), exact: true });
  await expect(button).toHaveCount(1);
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('target', '_blank');
  const href = new URL((await button.getAttribute('href')) ?? '');
  expect(href.origin).toBe('https://wa.me');
  expect(href.pathname).toBe(`/${phoneDigits(supportContactFor(language).phone)}`);
  expect(href.searchParams.get('text')).toBe(chatText(language, 'message'));
}

for (const language of LANGUAGES) {
  test.describe(`a visitor reading ${language}`, () => {
    test.use({ locale: language });

    test.beforeEach(async ({ context }) => {
      await standInForEmbeddedSites(context);
    });

    for (const route of PUBLIC_ROUTES) {
      test(`${route.path} has the chat button`, async ({ page, request }) => {
        await page.goto(route.path);
        // The page itself, not a 404 in the same frame.
        await route.expectContent({ page, language, request });
        await expectChatButton(page, language);
      });
    }

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
