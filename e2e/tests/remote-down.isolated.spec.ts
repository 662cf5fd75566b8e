import { expect, test } from '../support/test';
import { TEXT, catalogueText } from '../support/fixtures';
import { portAnswers, startRemoteServer, stopRemoteServer } from '../support/servers';
import { REMOTES } from '../support/env';

const HERO = catalogueText('mf-landing/src/features/home/messages/en-US.json', 'landing.home.hero.title');
const LANDING_PORT = REMOTES.find((r) => r.dir === 'mf-landing')!.port;

test.afterEach(async () => {
  // Whatever happened, the next test finds the remote served again.
  await startRemoteServer('mf-landing');
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
