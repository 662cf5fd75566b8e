import { expect, test, type Page } from '../support/test';
import { landingText } from '../support/landing';

// /faq (spec point 2): 13 questions, only the first open at first, each opening and closing on its own;
// Contact us leads to /contact; the 'How does it work' video link follows.

const QUESTION_KEYS = [
  'platform',
  'account',
  'integrate',
  'sendInventory',
  'boxLabels',
  'multiple',
  'sharedStock',
  'mainShop',
  'automaticOrders',
  'noStock',
  'tracking',
  'warehouseStatus',
  'ownLabels',
] as const;

const faqText = (language: string, id: string) => landingText('faq', language, id);
const question = (page: Page, language: string, key: string) =>
  page.getByRole('button', { name: faqText(language, `landing.faq.${key}.question`), exact: true });
const answer = (page: Page, language: string, key: string) =>
  page.getByText(faqText(language, `landing.faq.${key}.answer`), { exact: true });

test('the first question starts open, the other twelve closed', async ({ page }) => {
  await page.goto('/faq');

  for (const [index, key] of QUESTION_KEYS.entries()) {
    await expect(question(page, 'en-US', key)).toHaveAttribute(
      'aria-expanded',
      index === 0 ? 'true' : 'false',
    );
  }
  await expect(answer(page, 'en-US', 'platform')).toBeVisible();
  await expect(answer(page, 'en-US', 'multiple')).toBeHidden();
});

test('each question opens and closes on its own', async ({ page }) => {
  await page.goto('/faq');
  const first = question(page, 'en-US', 'platform');
  const third = question(page, 'en-US', 'integrate');
  const last = question(page, 'en-US', 'ownLabels');

  // Opening another question leaves the first one open.
  await third.click();
  await expect(third).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  // Its numbered steps show with its answer.
  await expect(
    page.getByText(faqText('en-US', 'landing.faq.integrate.step1'), { exact: true }),
  ).toBeVisible();

  await last.click();
  await expect(last).toHaveAttribute('aria-expanded', 'true');
  await expect(answer(page, 'en-US', 'ownLabels')).toBeVisible();

  // Closing the first leaves the others as they were.
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(answer(page, 'en-US', 'platform')).toBeHidden();
  await expect(third).toHaveAttribute('aria-expanded', 'true');
  await expect(last).toHaveAttribute('aria-expanded', 'true');

  // And the keyboard works the same way.
  await third.focus();
  await page.keyboard.press('Enter');
  await expect(third).toHaveAttribute('aria-expanded', 'false');
  await expect(last).toHaveAttribute('aria-expanded', 'true');
});

test('Contact us leads to /contact', async ({ page }) => {
  await page.goto('/faq');
  await page
    .getByRole('main')
    .getByRole('link', { name: faqText('en-US', 'landing.faq.hero.contact'), exact: true })
    .click();

  await expect(page).toHaveURL(/\/contact$/);
  await expect(
    page.getByRole('heading', { level: 1, name: landingText('contact', 'en-US', 'landing.contact.title') }),
  ).toBeVisible();
});

test.describe('in es-MX', () => {
  test.use({ locale: 'es-MX' });

  test('the questions are in Spanish and toggle the same way, then the video link', async ({ page }) => {
    await page.goto('/faq');
    const first = question(page, 'es-MX', 'platform');
    const second = question(page, 'es-MX', 'account');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'false');

    await second.click();
    await expect(answer(page, 'es-MX', 'account')).toBeVisible();
    await expect(first).toHaveAttribute('aria-expanded', 'true');

    const video = page.getByRole('link', { name: faqText('es-MX', 'landing.faq.video.link') });
    await expect(video).toHaveAttribute('target', '_blank');
    await expect(video).toHaveAttribute('href', /^https:\/\//);
  });
});
