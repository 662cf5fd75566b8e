import { expect, test } from '../support/test';
import { DEMO_MERCHANT, SHELL_URL } from '../support/env';
import { TEXT, catalogueText, navbar, sidebarMenu, standInForExternalSites } from '../support/fixtures';
import { signIn } from '../support/session';
import { expectNoBlockingViolations } from '../support/axe';
import { dashboardCardNames, declaredWidgets } from '../support/dashboard';

const HERO = catalogueText('mf-landing/src/features/home/messages/en-US.json', 'landing.home.hero.title');

test.beforeEach(async ({ context }) => {
  await standInForExternalSites(context);
  await signIn(context, DEMO_MERCHANT.email);
});

test('the navbar shows the client, its Client ID, the e-mail and the shipping-platform integration', async ({
  page,
}) => {
  await page.goto('/welcome');

  const bar = navbar(page);
  await expect(bar.getByText(DEMO_MERCHANT.clientName)).toBeVisible();
  await expect(bar.getByText(/Client ID: \S+/)).toBeVisible();
  await expect(bar.getByText(DEMO_MERCHANT.email)).toBeVisible();
  await expect(bar.getByText(TEXT.integratedWith)).toBeVisible();
  await expect(bar.getByText(DEMO_MERCHANT.shippingPlatformId)).toBeVisible();
});

test('/welcome has the toolbar title Dashboard and the default welcome text', async ({ page }) => {
  await page.goto('/welcome');

  await expect(page.getByRole('banner').getByText(TEXT.dashboard, { exact: true })).toBeVisible();
  // The toolbar's title is no heading: the screen's own is the page's one h1.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText([TEXT.welcomeDefault]);
  await expect(page).toHaveTitle(TEXT.title);
});

test('/welcome is the dashboard: the welcome text, then every remote’s merchant widgets in order; /apps/project is the same', async ({
  page,
}) => {
  const widgets = declaredWidgets('merchant');
  const titles = widgets.map((widget) => widget.title);
  const main = page.getByRole('main');
  const showsTheDashboard = async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText([TEXT.welcomeDefault]);
    await expect(page.getByRole('banner').getByText(TEXT.dashboard, { exact: true })).toBeVisible();
    for (const title of titles) {
      await expect(main.getByRole('region', { name: title, exact: true })).toBeVisible({ timeout: 15_000 });
    }
    // Every card's body loaded: no skeleton left, no card with Retry.
    await expect(main.getByText('Loading…', { exact: true })).toHaveCount(0);
    await expect(main.getByRole('button', { name: TEXT.retry })).toHaveCount(0);
    // The declared widgets in their order (the onboarding steps' card may come before them).
    expect((await dashboardCardNames(page)).filter((name) => titles.includes(name))).toEqual(titles);
  };

  await page.goto('/welcome');
  await showsTheDashboard();
  await expectNoBlockingViolations(page);

  await page.goto('/apps/project');
  await showsTheDashboard();
});

test('a signed-in person on /login goes to /welcome', async ({ page }) => {
  await page.goto('/login');

  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: TEXT.welcomeDefault, exact: true })).toBeVisible();
});

test('Logout clears the session and goes to the public home', async ({ page }) => {
  await page.goto('/welcome');
  await sidebarMenu(page).getByRole('link', { name: TEXT.logout }).click();

  await expect(page).toHaveURL(`${SHELL_URL}/`);
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();
  await expect(sidebarMenu(page)).toHaveCount(0);
});

test('the sidebar follows its rules in production on the product’s own host', async ({ page }) => {
  await page.goto('/welcome');
  const menu = sidebarMenu(page);

  // The demo client has billing enabled; localhost passes the API-token host check.
  await expect(menu.getByRole('link', { name: TEXT.billingInformation })).toBeVisible();
  await expect(menu.getByRole('link', { name: TEXT.apiToken })).toBeVisible();

  // The return-orders item is hidden in production (the e2e servers run with ESTIBA_ENV=production).
  const orders = menu.getByRole('button', { name: TEXT.orders, exact: true });
  if ((await orders.getAttribute('aria-expanded')) !== 'true') await orders.click();
  await expect(menu.getByRole('link', { name: TEXT.allOrders })).toBeVisible();
  await expect(menu.getByRole('link', { name: TEXT.returnOrders })).toHaveCount(0);
});

test('Help opens the help centre in a new tab', async ({ page, context }) => {
  await page.goto('/welcome');
  const help = sidebarMenu(page).getByRole('link', { name: TEXT.help });
  await expect(help).toHaveAttribute('target', '_blank');

  const [tab] = await Promise.all([context.waitForEvent('page'), help.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/^https:\/\/help\.estiba\.com\/en\//);
});
