// The theme and layout panel and the top navigation, measured in the browser (issue 15): in every
// language each colour-theme select's label sits in its outline, clear of the value the select shows,
// and the top navigation's items share one row at 1366 px. Screenshots of the panel and the bar are
// attached to each test's report.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO_MERCHANT } from '../support/env';
import { formatCatalogueText } from '../support/landing';
import { signIn } from '../support/session';

const ALL_LANGUAGES = ['en-US', 'es-MX', 'es-CO', 'es-AR', 'es-CL', 'es-ES'] as const;
const THEME_AREAS = ['main', 'navbar', 'toolbar', 'footer'] as const;
/** The desktop width the public and client areas are checked at. */
const DESKTOP_WIDTH = 1366;

const chrome = (language: string, id: string) =>
  formatCatalogueText(`shell/src/i18n/chrome/${language}.json`, id, language);

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The label's box, and the box the select draws its value in (its content box, inside the padding). */
function labelAndValueBoxes(select: Locator): Promise<{ label: Box; value: Box; valueText: string }> {
  return select.evaluate((element: HTMLSelectElement) => {
    const label = document.querySelector(`label[for="${element.id}"]`);
    if (!label) throw new Error(`no label for #${element.id}`);
    const box = (rect: DOMRect) => ({
      left: rect.left,
      top: rect.top,
      right: rect.right,
      bottom: rect.bottom,
    });
    const outer = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const px = (value: string) => Number.parseFloat(value) || 0;
    return {
      label: box(label.getBoundingClientRect()),
      value: {
        left: outer.left + px(style.paddingLeft),
        top: outer.top + px(style.paddingTop),
        right: outer.right - px(style.paddingRight),
        bottom: outer.bottom - px(style.paddingBottom),
      },
      valueText: element.selectedOptions[0]?.textContent ?? '',
    };
  });
}

async function openPanel(page: Page, language: string): Promise<Locator> {
  await page.getByRole('button', { name: chrome(language, 'chrome.settings.open') }).click();
  const panel = page.getByRole('dialog', { name: chrome(language, 'chrome.settings.title') });
  await expect(panel).toBeVisible();
  return panel;
}

/** Kept beside the test's other output (test-results/), for a person to look at. */
async function attachScreenshot(testInfo: TestInfo, name: string, target: Page | Locator) {
  const path = testInfo.outputPath(name);
  await target.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.use({ viewport: { width: DESKTOP_WIDTH, height: 900 } });

test.beforeEach(async ({ context }) => {
  await signIn(context, DEMO_MERCHANT.email);
});

for (const language of ALL_LANGUAGES) {
  // One page per language, both checks on it (a page load and a sign-in fewer per language: CI's budget).
  test(`in ${language} the colour-theme labels sit clear of their values and the top navigation keeps one row at ${DESKTOP_WIDTH} px`, async ({
    page,
  }, testInfo) => {
    await page.goto(`/welcome?lang=${language}`);
    await test.step('the colour-theme labels sit clear of their values', async () => {
      const panel = await openPanel(page, language);

      for (const area of THEME_AREAS) {
        const name = chrome(language, `chrome.settings.theme.${area}`);
        const select = panel.getByRole('combobox', { name, exact: true });
        await expect(select).toBeVisible();
        const { label, value, valueText } = await labelAndValueBoxes(select);
        // The default choice shows a text of its own ('Brand default', 'Same as main'), never blank.
        expect(valueText).toBe(
          chrome(
            language,
            area === 'main' ? 'chrome.settings.theme.followBrand' : 'chrome.settings.theme.followMain',
          ),
        );
        expect(overlaps(label, value), `${name} is drawn over "${valueText}"`).toBe(false);
        // In the outline: above the value, starting over the field.
        expect(label.bottom).toBeLessThanOrEqual(value.top);
        expect(label.left).toBeGreaterThanOrEqual(value.left - 16);
      }
      await attachScreenshot(testInfo, `theme-panel-${language}.png`, panel);
      // The rest of the panel, scrolled to its end (layout, navbar, toolbar and footer settings).
      await panel.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await attachScreenshot(testInfo, `theme-panel-end-${language}.png`, panel);
      await panel.getByRole('button', { name: chrome(language, 'chrome.settings.close') }).click();
      await expect(panel).toBeHidden();
    });

    await test.step(`the top navigation keeps its items on one row at ${DESKTOP_WIDTH} px`, async () => {
      for (const style of ['layout2', 'layout3'] as const) {
        const panel = await openPanel(page, language);
        await panel
          .getByRole('radio', { name: chrome(language, `chrome.settings.layout.${style}`), exact: true })
          .click();
        await panel.getByRole('button', { name: chrome(language, 'chrome.settings.close') }).click();
        await expect(panel).toBeHidden();
        const bar = page.getByRole('navigation', { name: chrome(language, 'chrome.navbar.label') });
        const items = bar.locator(':scope > * > ul > li');
        await expect(items.first()).toBeVisible();
        const tops = await items.evaluateAll((elements) =>
          elements.map((element) => Math.round(element.getBoundingClientRect().top)),
        );
        // On the row and inside the bar, not cut off at its right edge.
        const [rowRight, lastRight] = await items.evaluateAll((elements) => [
          elements[0].parentElement?.getBoundingClientRect().right ?? 0,
          Math.max(...elements.map((element) => element.getBoundingClientRect().right)),
        ]);
        expect(lastRight).toBeLessThanOrEqual(rowRight);
        expect(tops.length).toBeGreaterThan(5);
        expect(
          new Set(tops).size,
          `${style}: the items sit on rows at ${[...new Set(tops)].join(', ')}`,
        ).toBe(1);
        await attachScreenshot(testInfo, `top-navigation-${style}-${language}.png`, bar);
      }
    });
  });
}
