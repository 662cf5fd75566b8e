import { assertCompleteLocales, LOCALES } from '@estiba/shared';
import { faqMessages } from '.';

describe('faq translations', () => {
  it('has every key in all six locales, none empty', () => {
    expect(() => assertCompleteLocales(faqMessages, 'faq')).not.toThrow();
  });

  it('keeps its keys under landing.faq.', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(faqMessages[locale]).filter((id) => !id.startsWith('landing.faq.'))).toEqual([]);
    }
  });
});
