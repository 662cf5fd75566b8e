import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { standInForEmbeddedSites } from '../support/landing';
import { PUBLIC_ROUTES } from '../support/publicRoutes';

// axe-core over every public route once its content has loaded: no serious or critical violation of the
// WCAG 2.1 A and AA rules (nor of axe's best practices, which cover landmarks and heading order).

const BLOCKING_IMPACTS = ['serious', 'critical'];

test.beforeEach(async ({ context }) => {
  await standInForEmbeddedSites(context);
});

for (const route of PUBLIC_ROUTES) {
  test(`${route.path} has no serious or critical accessibility violation`, async ({ page, request }) => {
    await page.goto(route.path);
    await route.expectContent({ page, language: 'en-US', request });

    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const blocking = results.violations
      .filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? ''))
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
    expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
  });
}
