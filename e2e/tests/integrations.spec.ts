import { expect, test } from '../support/test';
import { expectNoBlockingViolations } from '../support/axe';
import { API_URL, DEMO_MERCHANT } from '../support/env';
import { signIn } from '../support/session';
import { settingsText as t } from '../support/settings';

// Issue 19's connection, end to end through the real OAuth code: the merchant picks Estiba's sandbox store on
// /new-integration, Continue validates it and sends the browser to the store's own
// authorisation page (served by the API under /sandbox-store/<handle>), Install signs the callback, the API checks
// it and saves the shop, and /integrations lists it connected. A handle of this run's own keeps the demo
// merchant's sandbox store (cl-0002) free for the other specs.

test.setTimeout(90_000);

test('a merchant connects a sandbox store from /new-integration through its authorisation page', async ({
  context,
  page,
}) => {
  await signIn(context, DEMO_MERCHANT.email);
  await page.goto('/new-integration');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: t('settings.newIntegration.title') }),
  ).toBeVisible();

  await main.getByRole('radio', { name: t('settings.newIntegration.sandbox') }).check();
  const address = main.getByRole('textbox', { name: t('settings.newIntegration.url') });
  await expect(address).toHaveValue(`${API_URL}/sandbox-store/cl-0002`);
  const handle = `e2e-${Date.now().toString(36)}`;
  await address.fill(`${API_URL}/sandbox-store/${handle}`);
  await expectNoBlockingViolations(page);
  await main.getByRole('button', { name: t('settings.newIntegration.continue') }).click();

  // The store's authorisation page: Install grants the access.
  await expect(page).toHaveURL(new RegExp(`^${API_URL}/sandbox-store/${handle}/admin/oauth/authorize\\?`));
  await page.getByRole('button', { name: 'Install' }).click();

  await expect(page).toHaveURL(/\/integrations$/);
  const table = page.getByRole('main').getByRole('table', { name: t('settings.integrations.shops') });
  const row = table.getByRole('row').filter({ hasText: handle });
  await expect(row).toContainText(t('settings.integrations.status.connected'));
  await expect(
    row.getByRole('button', { name: t('settings.integrations.syncShop', { shop: handle }) }),
  ).toBeVisible();
  await expectNoBlockingViolations(page);
});

test('an address that cannot be a store is refused on its field', async ({ context, page }) => {
  await signIn(context, DEMO_MERCHANT.email);
  await page.goto('/new-integration');
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: 'Shopify' }).check();
  await main.getByRole('textbox', { name: t('settings.newIntegration.url') }).fill('not-a-store');
  await main.getByRole('button', { name: t('settings.newIntegration.continue') }).click();
  await expect(
    main.getByRole('textbox', { name: t('settings.newIntegration.url') }),
  ).toHaveAccessibleDescription(t('settings.newIntegration.error.url'));
});
