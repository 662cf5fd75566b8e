import { assertCompleteLocales, LOCALES } from '@estiba/shared';
import { documentTitleId, KNOWN_DOCUMENTS } from '../documentNames';
import { legalMessages } from '.';

describe('legal translations', () => {
  it('has every key in all six locales, none empty', () => {
    expect(() => assertCompleteLocales(legalMessages, 'legal')).not.toThrow();
  });

  it('keeps its keys under landing.legal.', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(legalMessages[locale]).filter((id) => !id.startsWith('landing.legal.'))).toEqual([]);
    }
  });

  it('titles every known document in every locale', () => {
    for (const locale of LOCALES) {
      for (const name of KNOWN_DOCUMENTS) {
        expect([locale, name, typeof legalMessages[locale][documentTitleId(name)]]).toEqual([
          locale,
          name,
          'string',
        ]);
      }
    }
  });
});
