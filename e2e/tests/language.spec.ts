import { expect, test } from '../support/test';
import { catalogueText } from '../support/fixtures';

const HERO_EN = catalogueText('mf-landing/src/features/home/messages/en-US.json', 'landing.home.hero.title');
const HERO_MX = catalogueText('mf-landing/src/features/home/messages/es-MX.json', 'landing.home.hero.title');

test('an English browser gets en-US', async ({ page }) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: HERO_EN })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('?lang=es-MX switches to Mexican Spanish, and the stored choice wins without the parameter', async ({
  page,
}) => {
  await page.goto('/?lang=es-MX');

  await expect(page.getByRole('heading', { level: 1, name: HERO_MX })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO_MX })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('es-MX');
});

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-PE' });

  test('with an unsupported Spanish variant gets es-MX (spec point 2)', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1, name: HERO_MX })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  });
});

test('choosing a language in the picker turns the public page into it, its own texts loaded then', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO_EN })).toBeVisible();

  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitem', { name: 'Español (México)' }).click();

  await expect(page.getByRole('heading', { level: 1, name: HERO_MX })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
});
