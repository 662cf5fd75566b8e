import { expect, test } from '../support/test';
import { DEMO_MERCHANT, WHITE_LABEL_URL } from '../support/env';
import { TEXT, navbar, sidebarMenu } from '../support/fixtures';
import { signIn } from '../support/session';

const BRAND_NAME = 'Tiendas Nova';

test('a white-label host shows its own brand on the public home', async ({ page }) => {
  await page.goto(`${WHITE_LABEL_URL}/`);

  // The white-label theme applies: its own title and logo instead of the product's.
  await expect(page).toHaveTitle(BRAND_NAME);
  const logo = page.getByRole('banner').first().getByRole('img', { name: BRAND_NAME });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', /tiendasnova/);
  await expect(page.locator('link#brand-theme')).toHaveAttribute('href', /tiendasnova\.css$/);
});

test('the product’s own host keeps the product’s brand', async ({ page }) => {
  await page.goto('/');

  await expect(page).toHaveTitle(TEXT.title);
  await expect(page.getByRole('banner').first().getByRole('img', { name: 'Estiba' })).toBeVisible();
});

test.describe('signed in on a white-label host', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, DEMO_MERCHANT.email);
  });

  test('the welcome text is the branded one and the API-token item is hidden', async ({ page }) => {
    await page.goto(`${WHITE_LABEL_URL}/welcome`);

    await expect(
      page.getByRole('heading', { level: 1, name: TEXT.welcomeBranded, exact: true }),
    ).toBeVisible();
    await expect(navbar(page).getByText(DEMO_MERCHANT.clientName)).toBeVisible();
    const menu = sidebarMenu(page);
    await expect(menu.getByRole('link', { name: TEXT.billingInformation })).toBeVisible();
    await expect(menu.getByRole('link', { name: TEXT.apiToken })).toHaveCount(0);
  });
});
