import { assertCompleteLocales, LOCALES } from '@estiba/shared';
import { homeMessages } from '.';

describe('home translations', () => {
  it('has every key in all six locales, none empty', () => {
    expect(() => assertCompleteLocales(homeMessages, 'home')).not.toThrow();
  });

  it('keeps its keys under landing.home.', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(homeMessages[locale]).filter((id) => !id.startsWith('landing.home.'))).toEqual([]);
    }
  });
});
