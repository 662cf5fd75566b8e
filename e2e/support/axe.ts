// axe-core over a page once its content has loaded: no serious or critical violation of the WCAG 2.1 A and AA
// rules, nor of axe's best practices (landmarks, heading order). The failure lists each rule with its first
// elements, as markup too: generated class names alone do not say which part of a screen it is.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING_IMPACTS = ['serious', 'critical'];

/**
 * How long a screen may take to come to rest. A dialog or a snackbar fades over a few hundred milliseconds and
 * `toBeVisible` holds from the first frame, so axe can read a half-faded text's colours as too faint; on a loaded
 * CI machine the fade spans more of the check. A violation still there after this is the screen's own: the check is
 * run again, a second apart, only while it finds one.
 */
const SETTLE_TIMEOUT_MS = 10_000;

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      html: violation.nodes[0]?.html.slice(0, 300),
    }));
}

export async function expectNoBlockingViolations(page: Page): Promise<void> {
  // Not expect.toPass: its timeout would also cut short one analysis of a big data grid (over 10 s when loaded).
  let blocking = await blockingViolations(page);
  const settleBy = Date.now() + SETTLE_TIMEOUT_MS;
  while (blocking.length > 0 && Date.now() < settleBy) {
    await page.waitForTimeout(1_000);
    blocking = await blockingViolations(page);
  }
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
}
