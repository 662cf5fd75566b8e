import { expect, test } from '../support/test';
import { ACCOUNTS_URL, SHELL_URL, WHITE_LABEL_URL } from '../support/env';
import { catalogueText, standInForExternalSites } from '../support/fixtures';

const NOT_FOUND = catalogueText('shell/src/i18n/core/en-US.json', 'shell.errors.404.title');

test.beforeEach(async ({ context }) => {
  await standInForExternalSites(context);
});

test('a visitor on a protected route is sent to the external login with a way back', async ({ page }) => {
  await page.goto('/welcome');

  await page.waitForURL((url) => url.href.startsWith(`${ACCOUNTS_URL}/login`));
  const params = new URL(page.url()).searchParams;
  expect(params.get('site_id')).toBe('estiba-fulfillment');
  const back = params.get('redirect_url') ?? '';
  expect(back.startsWith(SHELL_URL)).toBe(true);
  expect(back).toContain('/authentication?redirect=%2Fwelcome');
});

test('on a white-label host the login carries that brand’s site id', async ({ page }) => {
  await page.goto(`${WHITE_LABEL_URL}/welcome`);

  await page.waitForURL((url) => url.href.startsWith(`${ACCOUNTS_URL}/login`));
  const params = new URL(page.url()).searchParams;
  expect(params.get('site_id')).toBe('tiendasnova-fulfillment');
  expect(params.get('redirect_url')).toContain(`${WHITE_LABEL_URL}/authentication?redirect=%2Fwelcome`);
});

test('an unknown address shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page/anywhere');

  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
});
