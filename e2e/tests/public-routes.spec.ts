import { expect, test } from '../support/test';
import { LANGUAGES, standInForEmbeddedSites } from '../support/landing';
import { PUBLIC_ROUTES } from '../support/publicRoutes';

// Every public route of spec point 2, opened by a visitor whose browser speaks the language: each shows
// its own heading and content in that language (the texts come from the landing remote's catalogues and
// the data from the API, so the checks follow the wording and the seed).
for (const language of LANGUAGES) {
  test.describe(`a visitor reading ${language}`, () => {
    test.use({ locale: language });

    test.beforeEach(async ({ context }) => {
      await standInForEmbeddedSites(context);
    });

    for (const route of PUBLIC_ROUTES) {
      test(`${route.path} shows its content in ${language}`, async ({ page, request }) => {
        await page.goto(route.path);

        await route.expectContent({ page, language, request });
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      });
    }
  });
}
