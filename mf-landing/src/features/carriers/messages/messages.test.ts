import { assertCompleteLocales, LOCALES } from '@estiba/shared';
import { carriersMessages } from '.';

describe('carriers translations', () => {
  it('has every key in all six locales, none empty', () => {
    expect(() => assertCompleteLocales(carriersMessages, 'carriers')).not.toThrow();
  });

  it('keeps its keys under landing.carriers.', () => {
    for (const locale of LOCALES) {
      expect(
        Object.keys(carriersMessages[locale]).filter((id) => !id.startsWith('landing.carriers.')),
      ).toEqual([]);
    }
  });

  it('words the service counts in singular and plural in every locale', () => {
    for (const locale of LOCALES) {
      for (const id of ['landing.carriers.card.services', 'landing.carriers.card.additionalServices']) {
        expect([locale, id, carriersMessages[locale][id]]).toEqual([
          locale,
          id,
          expect.stringMatching(/^\{count, plural, one \{# [^}]+\} other \{# [^}]+\}\}$/),
        ]);
      }
    }
  });
});
