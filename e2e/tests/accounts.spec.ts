// A merchant's account from end to end (issue 4): sign-up, sign-out, sign-in, a forgotten password by
// e-mail, the hosted sign-in hand-off, an expired session, and every sign-in message of spec point 8.
// All against the real API and mail server of the run; only the faults no real server gives on demand
// (a 503, a dropped connection) are injected at the network.
import { expect, test, type Page } from '../support/test';
import { ACCOUNTS_URL, API_URL, DEMO_MERCHANT, SHELL_URL } from '../support/env';
import { TEXT, catalogueText, sidebarMenu } from '../support/fixtures';
import { linkIn, waitForMail, waitForMailWithSubject } from '../support/mail';

const FORMS = 'mf-auth/src/features/account-forms/messages/en-US.json';
const LOGIN = 'mf-auth/src/features/login/messages/en-US.json';
const REGISTER = 'mf-auth/src/features/register/messages/en-US.json';
const RESET = 'mf-auth/src/features/reset-password/messages/en-US.json';
const ERRORS = 'shared/src/i18n/messages/en-US.json';

const t = {
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
  forgotPassword: catalogueText(LOGIN, 'auth.login.forgotPassword'),
  send: catalogueText(LOGIN, 'auth.forgotPassword.send'),
  newPassword: catalogueText(RESET, 'auth.resetPassword.newPassword'),
  changePassword: catalogueText(RESET, 'auth.resetPassword.submit'),
  checkEmail: catalogueText(REGISTER, 'auth.register.checkEmail'),
  invalidCredentials: catalogueText(ERRORS, 'errors.invalidCredentials'),
  incorrectPayload: catalogueText(ERRORS, 'errors.incorrectPayload'),
};

const DEMO_PASSWORD = 'Estiba2026';
/** Spec point 8's texts for a server fault, by status, and for no answer at all. */
const FAULTS = [
  { status: 500, text: catalogueText(ERRORS, 'errors.server500') },
  { status: 503, text: catalogueText(ERRORS, 'errors.server503') },
  { status: 502, text: catalogueText(ERRORS, 'errors.somethingWentWrong') },
];
const NO_RESPONSE = catalogueText(ERRORS, 'errors.noResponse');

const welcomeHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: TEXT.welcomeDefault, exact: true });

async function logInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: t.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: t.password, exact: true }).fill(password);
  await page.getByRole('button', { name: t.logIn, exact: true }).click();
}

test('register → /welcome → logout → login → forgot password → e-mail → reset → login with the new password', async ({
  page,
}) => {
  const email = `merchant-${Date.now()}@tienda.test`;
  const firstPassword = 'Bodega2026';
  const newPassword = 'Almacen2027';

  await page.goto('/register');
  await page.getByRole('textbox', { name: t.name, exact: true }).fill('Lucía Fernández');
  await page.getByRole('textbox', { name: t.companyName }).fill('Tienda Lucía');
  await page.getByRole('textbox', { name: t.email, exact: true }).fill(email);
  await page.getByRole('combobox', { name: t.country, exact: true }).selectOption({ label: 'Mexico' });
  await page.getByRole('combobox', { name: t.areaCode, exact: true }).selectOption({ label: '+52 (Mexico)' });
  await page.getByRole('textbox', { name: t.phone, exact: true }).fill('55 1234 5678');
  await page.getByRole('textbox', { name: t.password, exact: true }).fill(firstPassword);
  await page.getByRole('textbox', { name: t.confirmPassword, exact: true }).fill(firstPassword);
  await page.getByRole('button', { name: t.createAccount }).click();

  await expect(page).toHaveURL(`${SHELL_URL}/welcome`);
  await expect(welcomeHeading(page)).toBeVisible();

  await sidebarMenu(page).getByRole('link', { name: TEXT.logout }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/`);
  expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();

  await logInWithForm(page, email, firstPassword);
  await expect(page).toHaveURL(`${SHELL_URL}/welcome`);
  await sidebarMenu(page).getByRole('link', { name: TEXT.logout }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/`);

  await page.goto('/login');
  await page.getByRole('button', { name: t.forgotPassword }).click();
  const dialog = page.getByRole('dialog');
  const send = dialog.getByRole('button', { name: t.send, exact: true });
  await expect(send).toBeDisabled();
  await dialog.getByRole('textbox', { name: t.email, exact: true }).fill(email);
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByText(`E-mail sent successfully to ${email}`)).toBeVisible();

  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Reset your Estiba password');
  const link = linkIn(mail, `${SHELL_URL}/forget-password?token=`);

  await page.goto(link);
  await page.getByRole('textbox', { name: t.newPassword, exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: t.confirmPassword, exact: true }).fill(newPassword);
  await page.getByRole('button', { name: t.changePassword }).click();
  await expect(page.getByText('Password changed correctly.')).toBeVisible();
  await expect(page).toHaveURL(`${SHELL_URL}/`);

  // The old password no longer works; the new one does.
  await logInWithForm(page, email, firstPassword);
  await expect(page.getByText(t.invalidCredentials)).toBeVisible();
  await logInWithForm(page, email, newPassword);
  await expect(page).toHaveURL(`${SHELL_URL}/welcome`);
  await expect(welcomeHeading(page)).toBeVisible();

  // The link works once.
  await sidebarMenu(page).getByRole('link', { name: TEXT.logout }).click();
  // Signed out first: opened while the session is still there, the guest-only page sends the user to /welcome.
  await expect(page).toHaveURL(`${SHELL_URL}/`);
  await page.goto(link);
  await page.getByRole('textbox', { name: t.newPassword, exact: true }).fill('Otra2028x');
  await page.getByRole('textbox', { name: t.confirmPassword, exact: true }).fill('Otra2028x');
  await page.getByRole('button', { name: t.changePassword }).click();
  await expect(page.getByText('Unauthorized.')).toBeVisible();
});

test('the hosted sign-in hands a visitor of a protected route back to it, signed in', async ({ page }) => {
  await page.goto('/welcome?from=hand-off');

  await page.waitForURL((url) => url.href.startsWith(`${ACCOUNTS_URL}/login`));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_MERCHANT.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  // Back through the 2 s splash of /authentication, with the one-time code gone from the address.
  await page.waitForURL(`${SHELL_URL}/welcome?from=hand-off`, { timeout: 20_000 });
  await expect(welcomeHeading(page)).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeTruthy();
});

test('a new merchant signs up on the hosted pages and lands, signed in, where they were going', async ({
  page,
}) => {
  const email = `hosted-${Date.now()}@tienda.test`;
  await page.goto('/welcome?from=hosted-sign-up');
  await page.waitForURL((url) => url.href.startsWith(`${ACCOUNTS_URL}/login`));
  await page.getByRole('link', { name: 'Sign up', exact: true }).click();
  await page.waitForURL((url) => url.href.startsWith(`${ACCOUNTS_URL}/signup`));

  await page.getByLabel('Name', { exact: true }).fill('Mateo Rojas');
  await page.getByLabel('Company Name').fill('Rojas Home');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Chile' });
  await page.getByLabel('Area code', { exact: true }).selectOption({ label: '+56 (Chile)' });
  await page.getByLabel('Phone Number', { exact: true }).fill('9 8765 4321');
  await page.getByLabel('Password', { exact: true }).fill('Bodega2026');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Bodega2026');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();

  await page.waitForURL(`${SHELL_URL}/welcome?from=hosted-sign-up`, { timeout: 20_000 });
  await expect(welcomeHeading(page)).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

/** A seeded merchant no other browser test signs in as: signing up with its e-mail changes nothing of it. */
const OTHER_MERCHANT_EMAIL = 'other@estiba.test';
/** In the owner's language (the seed's es-MX), whatever the language of the one signing up. */
const ACCOUNT_EXISTS_SUBJECT = 'Tu correo ya tiene una cuenta de Estiba';

test('signing up with an e-mail that has an account never says so: the form points to the e-mail, where its owner is told', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByRole('textbox', { name: t.name, exact: true }).fill('Someone Else');
  await page.getByRole('textbox', { name: t.email, exact: true }).fill(OTHER_MERCHANT_EMAIL);
  await page.getByRole('combobox', { name: t.country, exact: true }).selectOption({ label: 'Mexico' });
  await page.getByRole('combobox', { name: t.areaCode, exact: true }).selectOption({ label: '+52 (Mexico)' });
  await page.getByRole('textbox', { name: t.phone, exact: true }).fill('55 1234 5678');
  await page.getByRole('textbox', { name: t.password, exact: true }).fill('Intruso2026');
  await page.getByRole('textbox', { name: t.confirmPassword, exact: true }).fill('Intruso2026');
  await page.getByRole('button', { name: t.createAccount }).click();

  await expect(page.getByRole('alert')).toHaveText(t.checkEmail.replace('{email}', OTHER_MERCHANT_EMAIL));
  await expect(page).toHaveURL(`${SHELL_URL}/register`);
  const mail = await waitForMailWithSubject(OTHER_MERCHANT_EMAIL, ACCOUNT_EXISTS_SUBJECT);
  expect(mail.text).not.toContain('Intruso2026');

  // The hosted sign-up answers the same way, with the way to sign in.
  await page.goto(
    `${ACCOUNTS_URL}/signup?site_id=estiba-fulfillment&redirect_url=${encodeURIComponent(`${SHELL_URL}/authentication`)}&lang=en-US`,
  );
  await page.getByLabel('Name', { exact: true }).fill('Someone Else');
  await page.getByLabel('Email', { exact: true }).fill(OTHER_MERCHANT_EMAIL);
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Chile' });
  await page.getByLabel('Area code', { exact: true }).selectOption({ label: '+56 (Chile)' });
  await page.getByLabel('Phone Number', { exact: true }).fill('9 8765 4321');
  await page.getByLabel('Password', { exact: true }).fill('Intruso2026');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Intruso2026');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await waitForMail(OTHER_MERCHANT_EMAIL, 2);
});

test('a sign-in request captured on its way cannot be sent again', async ({ page }) => {
  const sent = page.waitForRequest((request) => request.url() === `${API_URL}/auth/login`);
  await logInWithForm(page, DEMO_MERCHANT.email, DEMO_PASSWORD);
  await expect(welcomeHeading(page)).toBeVisible();
  const authorization = (await sent).headers().authorization;
  expect(authorization).toMatch(/^Bearer /);

  const replay = await page.request.get(`${API_URL}/auth/login`, { headers: { authorization } });
  expect(replay.status()).toBe(401);
  expect((await replay.json()).message).toBe(
    'This signed request has already been used. Send it again from the form.',
  );
});

test('an expired session sends the user out to sign in again', async ({ page }) => {
  await logInWithForm(page, DEMO_MERCHANT.email, DEMO_PASSWORD);
  await expect(welcomeHeading(page)).toBeVisible();

  await page.evaluate(() => window.localStorage.setItem('expires_at', String(Date.now() - 1000)));
  // Not page.goto: the app leaves /welcome for the hosted sign-in as soon as it starts, and when that comes
  // before the load event the goto fails with net::ERR_ABORTED (it did, once in CI). The URL is what counts.
  await page.evaluate(() => window.location.assign('/welcome'));

  await page.waitForURL((url) => url.href.startsWith(`${ACCOUNTS_URL}/login`));
  expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();
});

test.describe('the sign-in messages of spec point 8', () => {
  test('401: wrong password, on the password field', async ({ page }) => {
    await logInWithForm(page, DEMO_MERCHANT.email, 'Wrong2026x');

    const password = page.getByRole('textbox', { name: t.password, exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(t.invalidCredentials)).toBeVisible();
    await expect(page).toHaveURL(`${SHELL_URL}/login`);
  });

  test('409: a payload whose signature does not match', async ({ page }) => {
    // The browser's signed payload is altered on its way: the real API refuses it.
    await page.route(`${API_URL}/auth/login`, async (route) => {
      const authorization = route.request().headers()['authorization'] ?? '';
      await route.continue({
        headers: { ...route.request().headers(), authorization: `${authorization.slice(0, -4)}AAAA` },
      });
    });
    await logInWithForm(page, DEMO_MERCHANT.email, DEMO_PASSWORD);

    await expect(page.getByText(t.incorrectPayload, { exact: true })).toBeVisible();
  });

  for (const fault of FAULTS) {
    test(`${fault.status}: a server fault`, async ({ page }) => {
      await page.route(`${API_URL}/auth/login`, (route) =>
        route.fulfill({ status: fault.status, contentType: 'application/json', body: '{"message":"down"}' }),
      );
      await logInWithForm(page, DEMO_MERCHANT.email, DEMO_PASSWORD);

      await expect(page.getByText(fault.text)).toBeVisible();
    });
  }

  test('no answer at all', async ({ page }) => {
    await page.route(`${API_URL}/auth/login`, (route) => route.abort('connectionrefused'));
    await logInWithForm(page, DEMO_MERCHANT.email, DEMO_PASSWORD);

    await expect(page.getByText(NO_RESPONSE)).toBeVisible();
  });
});

// Last in the file: it uses up this address's burst of failed sign-ins for a minute.
test('too many failed sign-ins: the form says how long to wait', async ({ page }) => {
  const BURST = 10;
  await page.goto('/login');
  const tooMany = page.getByText(/^Too many attempts\. Try again in \d+ minutes?\.$/);
  let attempts = 0;
  // The failures of earlier tests from this address may have opened the minute's window: when it closes
  // during the burst the count starts again, so up to twice the limit may be needed.
  while (attempts <= 2 * BURST && !(await tooMany.isVisible())) {
    attempts += 1;
    await page.getByRole('textbox', { name: t.email, exact: true }).fill(DEMO_MERCHANT.email);
    await page.getByRole('textbox', { name: t.password, exact: true }).fill(`Wrong${attempts}x2026`);
    // Each attempt waits for its own answer: the previous attempt's message is still on screen.
    await Promise.all([
      page.waitForResponse((response) => response.url() === `${API_URL}/auth/login`),
      page.getByRole('button', { name: t.logIn, exact: true }).click(),
    ]);
    await expect(page.getByText(t.invalidCredentials).or(tooMany)).toBeVisible();
  }
  await expect(tooMany).toBeVisible();
  // Even the right password waits now.
  await page.getByRole('textbox', { name: t.password, exact: true }).fill(DEMO_PASSWORD);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url() === `${API_URL}/auth/login`),
    page.getByRole('button', { name: t.logIn, exact: true }).click(),
  ]);
  expect(answer.status()).toBe(429);
  expect(Number(await answer.headerValue('retry-after'))).toBeGreaterThan(0);
  await expect(tooMany).toBeVisible();
  await expect(page).toHaveURL(`${SHELL_URL}/login`);
});
