import { expect, test } from '../support/test';
import { DEMO_MERCHANT } from '../support/env';
import { TEXT, standInForExternalSites } from '../support/fixtures';
import { PUBLIC_ROUTES } from '../support/publicRoutes';
import { signIn } from '../support/session';

// Spec points 2 and 6: the public pages are guest-only. A signed-in merchant who opens one by its address
// is taken to the client area's start page, /welcome, and never sees the public page. One merchant tries
// every route in the same tab (a step per route), the browser's cache kept between them.

test('a signed-in merchant opening any public route goes to /welcome', async ({ context, page }) => {
  test.setTimeout(PUBLIC_ROUTES.length * 15_000);
  await standInForExternalSites(context);
  await signIn(context, DEMO_MERCHANT.email);
  for (const route of PUBLIC_ROUTES) {
    await test.step(route.path, async () => {
      await page.goto(route.path);
      await expect(page).toHaveURL(/\/welcome$/);
      await expect(page.getByRole('heading', { name: TEXT.welcomeDefault, exact: true })).toBeVisible();
    });
  }
});
