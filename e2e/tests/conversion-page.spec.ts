import { expect, test, type Page } from '../support/test';
import { landingNav } from '../support/fixtures';
import { landingText, standInForEmbeddedSites } from '../support/landing';

// /fulfillment-for-ecommerces (spec point 2): a header with only a call button, and Start today and
// Learn more at the bottom both scrolling smoothly back to the top content.

const text = (id: string) => landingText('fulfillment-for-ecommerces', 'en-US', id);
const topContent = (page: Page) =>
  page.getByRole('region', { name: text('landing.fulfillmentForEcommerces.hero.title') });

test.beforeEach(async ({ context, page }) => {
  await standInForEmbeddedSites(context);
  await page.goto('/fulfillment-for-ecommerces');
  await expect(topContent(page)).toBeInViewport();
});

test('the header has only the call button, none of the site’s navigation', async ({ page }) => {
  const header = page.getByRole('banner');
  await expect(header).toHaveCount(1);
  const call = header.getByRole('link', {
    name: new RegExp(text('landing.fulfillmentForEcommerces.call.button')),
  });
  await expect(call).toHaveAttribute('href', /^tel:\+\d+$/);
  await expect(header.getByRole('link')).toHaveCount(1);
  await expect(header.getByRole('button')).toHaveCount(0);
  await expect(landingNav(page)).toHaveCount(0);
});

for (const [label, id] of [
  ['Start today', 'landing.fulfillmentForEcommerces.start.button'],
  ['Learn more', 'landing.fulfillmentForEcommerces.why.learnMore'],
] as const) {
  test(`${label} scrolls smoothly back to the top content`, async ({ page }) => {
    const button = page.getByRole('button', { name: text(id), exact: true });
    await button.scrollIntoViewIfNeeded();
    await expect(topContent(page)).not.toBeInViewport();
    const from = await page.evaluate(() => window.scrollY);
    expect(from).toBeGreaterThan(0);

    // Record the scroll positions the page passes through: a smooth scroll goes through several.
    await page.evaluate(() => {
      const positions: number[] = [];
      (window as unknown as { __positions: number[] }).__positions = positions;
      window.addEventListener('scroll', () => positions.push(window.scrollY), { passive: true });
    });
    await button.click();

    await expect(topContent(page)).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(from);
    await expect(topContent(page)).toBeFocused();
    const positions = await page.evaluate(() => (window as unknown as { __positions: number[] }).__positions);
    const between = positions.filter((y) => y > 0 && y < from - 1);
    expect(between.length, 'intermediate scroll positions of a smooth scroll').toBeGreaterThan(1);
  });
}
