import { expect, test, type Page } from '../support/test';
import { LOCALES } from '../support/inventory';
import { INVENTORY_SCREENS, SCREEN_USERS, findScreenIds, type ScreenIds } from '../support/inventoryScreens';
import { signIn } from '../support/session';

// Issue 16: the inventory screens in the six locales. Each screen settles with its heading in the locale's
// words (the catalogue's text, formatted), `<html lang>` says the locale, and nothing shown or read out is a
// raw message id, which is what react-intl shows for a text missing from a catalogue.
//
// The catalogues' completeness (every key in every locale) is a unit test (mf-inventory's messages.test);
// what only a browser shows is that each screen takes its texts from the loaded locale at run time. So each
// screen is read in one Spanish locale, the five taking turns over the screens, and the first screen in all
// six (en-US: the accessibility spec reads every screen in it): every locale is loaded and checked on several
// screens, at a sixth of the page loads of every screen in every locale (CI's browser-step budget).

/** What a message id looks like: `inventory.list.title`. */
const MESSAGE_ID = /^[a-z]+(\.[a-zA-Z0-9_]+)+$/;

/** The page's visible lines and its accessible names and hints that look like message ids. */
async function rawMessageIds(page: Page): Promise<string[]> {
  const lines = (await page.locator('body').innerText()).split('\n').map((line) => line.trim());
  const attributes = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name)?.trim() ?? ''),
    ),
  );
  return [...lines, ...attributes].filter((text) => MESSAGE_ID.test(text));
}

let ids: ScreenIds;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  ids = await findScreenIds(request);
  await request.dispose();
});

/** The Spanish locales, which take turns over the screens. */
const SPANISH_LOCALES = LOCALES.filter((locale) => locale !== 'en-US');

INVENTORY_SCREENS.forEach((screen, index) => {
  const locales = index === 0 ? LOCALES : [SPANISH_LOCALES[index % SPANISH_LOCALES.length]];
  test(`${screen.name} (${screen.user}) speaks ${locales.join(', ')} without raw message ids`, async ({
    context,
    page,
  }) => {
    await signIn(context, SCREEN_USERS[screen.user]);
    const path = screen.path(ids);
    for (const locale of locales) {
      // ?lang= sets the language (and keeps it); the next locale's address sets the next one.
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${locale}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await screen.ready(page, locale, ids);
      expect(await rawMessageIds(page), `${path} in ${locale}`).toEqual([]);
    }
  });
});
