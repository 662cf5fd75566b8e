// The settings screens and the integrations a merchant makes from outside the portal (issue 19, spec points 2, 4,
// 7, 8), in Chromium against the built API, its sandbox store, its sandbox shipping platform and the run's mail
// server. Every test that changes an account signs up a merchant of its own through the register form, so the
// demo merchant's data stays as other specs expect; the overview and the profile's read-only parts use the demo.
import { expect, test, type Page } from '../support/test';
import { expectNoBlockingViolations } from '../support/axe';
import { ACCOUNTS_URL, API_URL, DEMO_MERCHANT, SHELL_URL } from '../support/env';
import { catalogueText, navbar } from '../support/fixtures';
import { linkIn, waitForMailWithSubject } from '../support/mail';
import { signIn } from '../support/session';
import { settingsText as t } from '../support/settings';

test.setTimeout(120_000);

const FORMS = 'mf-auth/src/features/account-forms/messages/en-US.json';
const REGISTER = 'mf-auth/src/features/register/messages/en-US.json';
const LOGIN = 'mf-auth/src/features/login/messages/en-US.json';
const OUTSIDE = 'mf-auth/src/features/outside-integration/messages/en-US.json';
const CHROME = 'shell/src/i18n/chrome/en-US.json';
const form = {
  email: catalogueText(FORMS, 'auth.forms.email'),
  password: catalogueText(FORMS, 'auth.forms.password'),
  confirmPassword: catalogueText(FORMS, 'auth.forms.confirmPassword'),
  name: catalogueText(FORMS, 'auth.forms.name'),
  companyName: catalogueText(FORMS, 'auth.forms.companyName'),
  country: catalogueText(FORMS, 'auth.forms.country'),
  areaCode: catalogueText(FORMS, 'auth.forms.areaCode'),
  phone: catalogueText(FORMS, 'auth.forms.phone'),
  createAccount: catalogueText(REGISTER, 'auth.register.submit'),
  logIn: catalogueText(LOGIN, 'auth.login.submit'),
};
const PASSWORD = 'Bodega2026';

interface Merchant {
  email: string;
  password: string;
}

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@tienda.test`;

/** Fills the register form on the page (on /register or /outside-integration) and creates the account. */
async function fillRegisterForm(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: form.name, exact: true }).fill('Lucía Fernández');
  await page.getByRole('textbox', { name: form.companyName }).fill('Tienda Lucía');
  await page.getByRole('textbox', { name: form.email, exact: true }).fill(email);
  await page.getByRole('combobox', { name: form.country, exact: true }).selectOption({ label: 'Mexico' });
  await page
    .getByRole('combobox', { name: form.areaCode, exact: true })
    .selectOption({ label: '+52 (Mexico)' });
  await page.getByRole('textbox', { name: form.phone, exact: true }).fill('55 1234 5678');
  await page.getByRole('textbox', { name: form.password, exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: form.confirmPassword, exact: true }).fill(PASSWORD);
  // On /outside-integration the mode toggle is named 'Create account' too: the form's own button submits.
  await page.locator('button[type="submit"]', { hasText: form.createAccount }).click();
}

/** A merchant of the test's own, signed up through /register and signed in in this page's context. */
async function newMerchant(page: Page, prefix: string): Promise<Merchant> {
  const email = uniqueEmail(prefix);
  await page.goto('/register');
  await fillRegisterForm(page, email);
  await expect(page).toHaveURL(`${SHELL_URL}/welcome`);
  return { email, password: PASSWORD };
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: form.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: form.password, exact: true }).fill(password);
  await page.getByRole('button', { name: form.logIn, exact: true }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/welcome`);
}

const heading = (page: Page, id: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name: t(id) });

test('/settings lists the settings, each screen opens from it, and axe finds nothing serious', async ({
  context,
  page,
}) => {
  await signIn(context, DEMO_MERCHANT.email);
  await page.goto('/settings');
  await expect(heading(page, 'settings.overview.title')).toBeVisible();
  await expectNoBlockingViolations(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(t('settings.overview.changePassword.title')) })
    .click();
  await expect(page).toHaveURL(`${SHELL_URL}/settings/change-password`);
  await expect(heading(page, 'settings.changePassword.title')).toBeVisible();
});

test('a visitor connects the sandbox store from /outside-integration: validated, signed up, authorised, then its automatic orders go to a chosen warehouse', async ({
  page,
}) => {
  const handle = `outside-${Date.now().toString(36)}`;
  const store = `${API_URL}/sandbox-store/${handle}`;
  const validation = page.waitForRequest(
    (request) => request.url() === `${API_URL}/client/shop/outside/validation`,
  );
  await page.goto(`/outside-integration?shop=${encodeURIComponent(store)}&ecommerce=shopify`);
  expect((await validation).postDataJSON()).toEqual({ url: store });
  await expect(
    page.getByText(catalogueText(OUTSIDE, 'auth.outsideIntegration.valid').replace('{store}', store)),
  ).toBeVisible();
  await expectNoBlockingViolations(page);

  // Signed up, the same query reaches /integrations, which validates again as the merchant and sends the
  // browser to the store's authorisation page.
  await fillRegisterForm(page, uniqueEmail('outside'));
  await expect(page).toHaveURL(new RegExp(`^${API_URL}/sandbox-store/${handle}/admin/oauth/authorize\\?`));
  await page.getByRole('button', { name: 'Install' }).click();

  await expect(page).toHaveURL(/\/integrations$/);
  const row = page
    .getByRole('main')
    .getByRole('table', { name: t('settings.integrations.shops') })
    .getByRole('row')
    .filter({ hasText: handle });
  await expect(row).toContainText(t('settings.integrations.status.connected'));

  // FAQ: Settings > Shops > pick shop > Automatic Orders > toggle > choose warehouse > Save; a reload keeps it.
  await page.goto('/settings/shop-settings');
  const main = page.getByRole('main');
  await expect(heading(page, 'settings.shopSettings.title')).toBeVisible();
  await expect(main.getByRole('combobox', { name: t('settings.shopSettings.shop') })).toContainText(handle);
  const automatic = main.getByRole('switch', { name: t('settings.shopSettings.automaticOrders') });
  await expect(automatic).not.toBeChecked();
  await automatic.check();
  const warehouse = main.getByRole('combobox', { name: t('settings.shopSettings.warehouse') });
  await warehouse.click();
  const first = page.getByRole('listbox').getByRole('option').first();
  const warehouseName = (await first.textContent())?.trim() ?? '';
  expect(warehouseName).not.toBe('');
  await first.click();
  await expectNoBlockingViolations(page);
  await main.getByRole('button', { name: t('settings.shopSettings.save') }).click();
  await expect(main.getByText(t('settings.shopSettings.saved'))).toBeVisible();

  await page.reload();
  await expect(main.getByRole('switch', { name: t('settings.shopSettings.automaticOrders') })).toBeChecked();
  await expect(main.getByRole('combobox', { name: t('settings.shopSettings.warehouse') })).toHaveText(
    warehouseName,
  );
});

test('a store already another merchant’s is refused to a visitor with spec point 8’s message', async ({
  browser,
  page,
}) => {
  // The demo merchant owns a sandbox store of the run's own first.
  const handle = `taken-${Date.now().toString(36)}`;
  const store = `${API_URL}/sandbox-store/${handle}`;
  const owner = await browser.newContext();
  await signIn(owner, DEMO_MERCHANT.email);
  const ownerPage = await owner.newPage();
  await ownerPage.goto(`/integrations?shop=${encodeURIComponent(store)}`);
  await ownerPage.getByRole('button', { name: 'Install' }).click();
  await expect(ownerPage).toHaveURL(/\/integrations$/);
  await owner.close();

  // A visitor arriving with it is sent on to /integrations with the message kept; signed in, they read it there.
  await page.goto(`/outside-integration?shop=${encodeURIComponent(store)}&ecommerce=shopify`);
  await page.waitForURL((url) => url.href.startsWith(`${ACCOUNTS_URL}/login`));
  // Kept in the application's own storage (the sign-in page is the API's origin).
  await page.goto('/login');
  expect(await page.evaluate(() => window.localStorage.getItem('integration-error'))).toBe(
    t('errors.shopAlreadyRegistered'),
  );
});

test('/settings/change-password: a wrong current password is a field error; the right one ends the other session', async ({
  browser,
  page,
}) => {
  const merchant = await newMerchant(page, 'password');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, merchant.email, merchant.password);

  await page.goto('/settings/change-password');
  const main = page.getByRole('main');
  await expect(heading(page, 'settings.changePassword.title')).toBeVisible();
  await expectNoBlockingViolations(page);
  const current = main.getByLabel(t('settings.changePassword.currentPassword'), { exact: false }).first();
  await current.fill('NotMine2026');
  await main
    .getByLabel(t('settings.changePassword.newPassword'), { exact: false })
    .first()
    .fill('Almacen2027');
  await main.getByLabel(t('settings.changePassword.confirmPassword'), { exact: false }).fill('Almacen2027');
  await main.getByRole('button', { name: t('settings.changePassword.submit') }).click();
  await expect(current).toHaveAccessibleDescription(t('settings.changePassword.error.current'));

  await current.fill(merchant.password);
  await main.getByRole('button', { name: t('settings.changePassword.submit') }).click();
  await expect(main.getByText(t('settings.changePassword.changed'))).toBeVisible();

  // This session goes on; the other one is signed out on its next page.
  await page.goto('/settings');
  await expect(heading(page, 'settings.overview.title')).toBeVisible();
  await otherPage.goto('/settings');
  await otherPage.waitForURL((url) => url.href.startsWith(`${ACCOUNTS_URL}/login`));
  await other.close();
});

test('/settings/change-email: the link mailed to the new address changes it, and the old address is told', async ({
  page,
}) => {
  const merchant = await newMerchant(page, 'email');
  const newEmail = uniqueEmail('renamed');
  await page.goto('/settings/change-email');
  const main = page.getByRole('main');
  await expect(heading(page, 'settings.changeEmail.title')).toBeVisible();
  await expectNoBlockingViolations(page);
  await main.getByRole('textbox', { name: t('settings.changeEmail.newEmail') }).fill(newEmail);
  await main.getByLabel(t('settings.changeEmail.currentPassword'), { exact: false }).first().fill(PASSWORD);
  await main.getByRole('button', { name: t('settings.changeEmail.submit') }).click();
  await expect(main.getByText(t('settings.changeEmail.sent', { email: newEmail }))).toBeVisible();

  const mail = await waitForMailWithSubject(newEmail, 'Confirm your new Estiba e-mail address');
  await page.goto(linkIn(mail, `${SHELL_URL}/settings/change-email?token=`).replace(SHELL_URL, ''));
  await expect(main.getByText(t('settings.changeEmail.confirmed', { email: newEmail }))).toBeVisible();
  await expectNoBlockingViolations(page);
  await waitForMailWithSubject(merchant.email, 'Your Estiba e-mail address was changed');

  await page.goto('/settings/change-email');
  await expect(
    page.getByRole('main').getByText(t('settings.changeEmail.intro', { email: newEmail })),
  ).toBeVisible();
});

test('/settings/account-settings and /pages/profile save, and a reload keeps what was saved', async ({
  page,
}) => {
  await newMerchant(page, 'account');
  await page.goto('/settings/account-settings');
  const main = page.getByRole('main');
  await expect(heading(page, 'settings.accountSettings.title')).toBeVisible();
  await expectNoBlockingViolations(page);
  const name = main.getByRole('textbox', { name: t('settings.accountSettings.displayName') });
  const company = main.getByRole('textbox', { name: t('settings.accountSettings.companyName') });
  const phone = main.getByRole('textbox', { name: t('settings.accountSettings.phone') });
  await name.fill('Lucía Fernández Ruiz');
  await company.fill('Tienda Lucía SA');
  await phone.fill('+52 5598765432');
  await main.getByRole('combobox', { name: t('settings.accountSettings.lang') }).selectOption('es-MX');
  await main
    .getByRole('combobox', { name: t('settings.accountSettings.timeZone') })
    .selectOption('America/Bogota');
  await main.getByRole('button', { name: t('settings.accountSettings.save') }).click();
  // The saved language (es-MX) applies at once, the confirmation already in it, and after a reload.
  const es = (id: string) => t(id, undefined, 'es-MX');
  await expect(main.getByText(es('settings.accountSettings.saved'))).toBeVisible();
  await page.reload();
  await expect(main.getByRole('textbox', { name: es('settings.accountSettings.displayName') })).toHaveValue(
    'Lucía Fernández Ruiz',
  );
  await expect(main.getByRole('textbox', { name: es('settings.accountSettings.companyName') })).toHaveValue(
    'Tienda Lucía SA',
  );
  await expect(main.getByRole('textbox', { name: es('settings.accountSettings.phone') })).toHaveValue(
    '+52 5598765432',
  );
  await expect(main.getByRole('combobox', { name: es('settings.accountSettings.lang') })).toHaveValue(
    'es-MX',
  );
  await expect(main.getByRole('combobox', { name: es('settings.accountSettings.timeZone') })).toHaveValue(
    'America/Bogota',
  );

  await page.goto('/pages/profile');
  await expect(main.getByRole('heading', { level: 1, name: es('settings.profile.title') })).toBeVisible();
  await expectNoBlockingViolations(page);
  const display = main.getByRole('textbox', { name: es('settings.profile.displayName') });
  await display.fill('Lucía F.');
  await main.getByRole('button', { name: es('settings.profile.save') }).click();
  // Spec point 8's snackbar ('User data saved with api'), here in the saved language.
  await expect(page.getByText(es('settings.profile.savedWithApi'))).toBeVisible();
  await page.reload();
  await expect(main.getByRole('textbox', { name: es('settings.profile.displayName') })).toHaveValue(
    'Lucía F.',
  );
});

test('/shipping-platform: a token the platform did not issue is refused; its own integrates the account, shown in the navbar', async ({
  page,
}) => {
  await newMerchant(page, 'shipping');
  const opened = await page.request.post(`${API_URL}/sandbox-shipping-platform/accounts`);
  expect(opened.status()).toBe(201);
  const account = (await opened.json()) as { accountId: string; token: string; connectUrl: string };
  expect(account.connectUrl.startsWith(`${SHELL_URL}/shipping-platform?token=`)).toBe(true);

  await page.goto('/shipping-platform?token=spsbx_SB-0000000000.forged');
  const main = page.getByRole('main');
  const token = main.getByRole('textbox', { name: t('settings.shippingPlatform.token') });
  await expect(token).toHaveValue('spsbx_SB-0000000000.forged');
  await main.getByRole('button', { name: t('settings.shippingPlatform.save') }).click();
  await expect(token).toHaveAccessibleDescription(t('settings.shippingPlatform.error.rejected'));
  await expect(navbar(page)).not.toContainText(catalogueText(CHROME, 'chrome.navbar.integratedWith'));

  await page.goto(account.connectUrl.replace(SHELL_URL, ''));
  await expect(token).toHaveValue(account.token);
  await expectNoBlockingViolations(page);
  await main.getByRole('button', { name: t('settings.shippingPlatform.save') }).click();
  await expect(main.getByText(t('settings.shippingPlatform.integrated'))).toBeVisible();
  await expect(navbar(page)).toContainText(catalogueText(CHROME, 'chrome.navbar.integratedWith'));
  await expect(navbar(page)).toContainText(`ID: ${account.accountId}`);

  // The session reads it from the API after a reload too.
  await page.reload();
  await expect(navbar(page)).toContainText(`ID: ${account.accountId}`);
});
