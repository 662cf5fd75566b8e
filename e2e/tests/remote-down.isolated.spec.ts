import { expect, test } from '../support/test';
import { TEXT, catalogueText } from '../support/fixtures';
import { portAnswers, startRemoteServer, stopRemoteServer } from '../support/servers';
import { DEMO_MERCHANT, REMOTES } from '../support/env';
import { declaredWidgets } from '../support/dashboard';
import { signIn } from '../support/session';

const HERO = catalogueText('mf-landing/src/features/home/messages/en-US.json', 'landing.home.hero.title');
const LANDING_PORT = REMOTES.find((r) => r.dir === 'mf-landing')!.port;
/** The name of the card a down mf-billing leaves on the dashboard. */
const BILLING_PART = catalogueText(
  'shell/src/features/dashboard/messages/en-US.json',
  'shell.dashboard.part.mf_billing',
);

test.afterEach(async () => {
  // Whatever happened, the next test finds the remote served again.
  await startRemoteServer('mf-landing');
  await startRemoteServer('mf-billing');
});

test('with the landing remote’s server stopped the shell still renders and Retry recovers', async ({
  page,
}) => {
  await stopRemoteServer('mf-landing');
  expect(await portAnswers(LANDING_PORT)).toBe(false);

  await page.goto('/');

  // The shell is up: it draws its frame and offers Retry in the content area, not a blank page.
  const retry = page.getByRole('button', { name: TEXT.retry });
  await expect(retry).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert').filter({ has: retry })).toBeVisible();
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toHaveCount(0);

  await startRemoteServer('mf-landing');
  await retry.click();

  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: TEXT.retry })).toHaveCount(0);
});

test('with the billing remote down the dashboard leaves one Billing card with Retry, the other widgets stand, and Retry brings billing’s', async ({
  page,
  context,
}) => {
  const billingWidgets = declaredWidgets('merchant').filter((widget) => widget.remote === 'mf-billing');
  const others = declaredWidgets('merchant', { except: ['mf-billing'] });
  expect(billingWidgets.length).toBeGreaterThan(0);
  await signIn(context, DEMO_MERCHANT.email);
  await stopRemoteServer('mf-billing');

  await page.goto('/welcome');

  const main = page.getByRole('main');
  const down = main.getByRole('region', { name: BILLING_PART, exact: true });
  // The shell retries the remote 4 times, 1 s apart, before it gives up on it.
  await expect(down.getByRole('button', { name: TEXT.retry })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('button', { name: TEXT.retry })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText([TEXT.welcomeDefault]);
  for (const widget of others) {
    await expect(main.getByRole('region', { name: widget.title, exact: true })).toBeVisible();
  }
  for (const widget of billingWidgets) {
    await expect(main.getByRole('region', { name: widget.title, exact: true })).toHaveCount(0);
  }

  await startRemoteServer('mf-billing');
  await down.getByRole('button', { name: TEXT.retry }).click();

  for (const widget of billingWidgets) {
    await expect(main.getByRole('region', { name: widget.title, exact: true })).toBeVisible({
      timeout: 30_000,
    });
  }
  await expect(down).toHaveCount(0);
  await expect(main.getByRole('button', { name: TEXT.retry })).toHaveCount(0);
});
