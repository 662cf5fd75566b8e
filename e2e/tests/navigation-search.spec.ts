// The search box over the navigation titles (spec point 2, issue 15): text that arrives in one event, as
// a paste or Playwright's fill does, opens the suggestions, or 'No results..' when nothing matches.
import { expect, test } from '../support/test';
import { DEMO_MERCHANT } from '../support/env';
import { catalogueText, TEXT } from '../support/fixtures';
import { signIn } from '../support/session';

const CHROME = 'shell/src/i18n/chrome/en-US.json';
const SEARCH_LABEL = catalogueText(CHROME, 'chrome.search.label');
const NO_RESULTS = catalogueText(CHROME, 'chrome.search.noResults');

test.beforeEach(async ({ context }) => {
  await signIn(context, DEMO_MERCHANT.email);
});

test("filled text that matches nothing says 'No results..'", async ({ page }) => {
  await page.goto('/welcome');
  const search = page.getByRole('combobox', { name: SEARCH_LABEL });
  await search.fill('zzq');

  await expect(page.getByText(NO_RESULTS, { exact: true })).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);
});

// (The orders screens' contents are not part of this product yet: the address is what counts here.)
test('filled text that matches shows the suggestions, and choosing one goes to its address', async ({
  page,
}) => {
  await page.goto('/welcome');
  const search = page.getByRole('combobox', { name: SEARCH_LABEL });
  await search.fill('all ord');

  const suggestion = page.getByRole('option', { name: TEXT.allOrders });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(page).toHaveURL(/\/orders$/);
});

test('a box emptied again shows no list', async ({ page }) => {
  await page.goto('/welcome');
  const search = page.getByRole('combobox', { name: SEARCH_LABEL });
  await search.fill('zzq');
  await expect(page.getByText(NO_RESULTS, { exact: true })).toBeVisible();

  await search.fill('');
  await expect(page.getByText(NO_RESULTS, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('option')).toHaveCount(0);
});
