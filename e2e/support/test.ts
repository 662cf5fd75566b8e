// The specs' `test`: Playwright's, with a page whose `goto` returns once the live app has taken over
// from a prerendered page (shell/src/app/prerendered.ts), so a test never acts on the snapshot, whose
// buttons are not wired yet. tests/prerendered.spec.ts looks at the snapshot itself, with the plain `test`.
import { test as base } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

const TAKEOVER_WAIT_MS = 15_000;

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(() => !document.getElementById('prerendered'), null, {
        timeout: TAKEOVER_WAIT_MS,
      });
      return response;
    };
    await provide(page);
  },
});
