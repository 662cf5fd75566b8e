// axe-core over a page once its content has loaded: no serious or critical violation of the WCAG 2.1 A and AA
// rules, nor of axe's best practices (landmarks, heading order). The failure lists each rule with its first
// elements, as markup too: generated class names alone do not say which part of a screen it is.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING_IMPACTS = ['serious', 'critical'];

export async function expectNoBlockingViolations(page: Page): Promise<void> {
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
      html: violation.nodes[0]?.html.slice(0, 300),
    }));
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
}
