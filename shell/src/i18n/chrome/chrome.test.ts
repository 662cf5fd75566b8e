import { readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';
import { assertCompleteLocales, LOCALES, THEME_NAMES, type Locale, type Messages } from '@estiba/shared';
import enUS from './en-US.json';
import esMX from './es-MX.json';
import esCO from './es-CO.json';
import esAR from './es-AR.json';
import esCL from './es-CL.json';
import esES from './es-ES.json';

const CHROME: Record<Locale, Messages> = {
  'en-US': enUS,
  'es-MX': esMX,
  'es-CO': esCO,
  'es-AR': esAR,
  'es-CL': esCL,
  'es-ES': esES,
};

/** The feature folders whose texts live in these files. */
const CHROME_FEATURES = [
  'layout',
  'navigation',
  'search',
  'language',
  'notifications',
  'settings-panel',
  'theme',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the chrome texts', () => {
  it('are complete in every locale', () => {
    expect(() => assertCompleteLocales(CHROME, 'shell chrome')).not.toThrow();
    expect(Object.keys(CHROME).sort()).toEqual([...LOCALES].sort());
  });

  it('are translated, not copied from English, in the Spanish locales', () => {
    // Proper names and words that are spelled the same in Spanish.
    const SAME_IN_SPANISH = new Set([
      'chrome.landing.footer.story.acapella',
      'chrome.landing.footer.story.beShine',
      'chrome.landing.footer.story.elMenuDeMiCasa',
      'chrome.landing.footer.legal',
      'chrome.navbar.shippingPlatformId',
    ]);
    const english: Messages = enUS;
    for (const locale of LOCALES.filter((l) => l !== 'en-US')) {
      const copied = Object.keys(english).filter(
        (id) => !SAME_IN_SPANISH.has(id) && CHROME[locale][id] === english[id],
      );
      expect({ locale, copied }).toEqual({ locale, copied: [] });
    }
  });

  it('has every message id the chrome uses', () => {
    const root = join(__dirname, '..', '..', 'features');
    const used = new Set<string>();
    for (const feature of CHROME_FEATURES) {
      for (const file of sourceFiles(join(root, feature))) {
        for (const match of readFileSync(file, 'utf8').matchAll(/['"`](chrome\.[\w.]+)['"`]/g))
          used.add(match[1]);
      }
    }
    for (const name of THEME_NAMES) used.add(`chrome.theme.${name}`);
    for (const area of ['main', 'navbar', 'toolbar', 'footer']) used.add(`chrome.settings.theme.${area}`);

    const missing = [...used].filter((id) => !(id in enUS));
    expect(missing).toEqual([]);
    const unused = Object.keys(enUS).filter((id) => !used.has(id));
    expect(unused).toEqual([]);
  });

  it("says 'No results..' in English when a search finds nothing (spec point 8)", () => {
    expect(enUS['chrome.search.noResults']).toBe('No results..');
  });
});
