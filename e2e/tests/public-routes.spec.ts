import { expect, test } from '../support/test';
import { expectNoBlockingViolations } from '../support/axe';
import { expectChatButton } from '../support/chatButton';
import { LANGUAGES, standInForEmbeddedSites } from '../support/landing';
import { PUBLIC_ROUTES } from '../support/publicRoutes';

// Every public route of spec point 2, opened by a visitor whose browser speaks the language: each shows
// its own heading and content in that language (the texts come from the landing remote's catalogues and
// the data from the API, so the checks follow the wording and the seed), with the floating chat button of
// spec point 1 to the desk of that language (the account pages' buttons: chat-button.spec.ts).
//
// One visitor walks every route, each opened by its address in the same tab, as a person going from a link
// to another: the browser keeps its cache between pages (a fresh context per route spent most of CI's
// browser time downloading and compiling the same scripts). Each route is a step of its own in the report. In
// en-US axe-core then looks at the page too (support/axe.ts: no serious or critical violation).
for (const language of LANGUAGES) {
  test.describe(`a visitor reading ${language}`, () => {
    test.use({ locale: language });

    test(`every public route shows its content and the chat button in ${language}`, async ({
      context,
      page,
      request,
    }) => {
      test.setTimeout(PUBLIC_ROUTES.length * 15_000);
      await standInForEmbeddedSites(context);
      for (const route of PUBLIC_ROUTES) {
        await test.step(route.path, async () => {
          await page.goto(route.path);
          await route.expectContent({ page, language, request });
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expectChatButton(page, language);
          if (language === 'en-US') await expectNoBlockingViolations(page);
        });
      }
    });
  });
}
