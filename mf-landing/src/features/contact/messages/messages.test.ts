import { assertCompleteLocales, LOCALES } from '@estiba/shared';
import { contactMessages } from '.';

describe('contact translations', () => {
  it('has every key in all six locales, none empty', () => {
    expect(() => assertCompleteLocales(contactMessages, 'contact')).not.toThrow();
  });

  it('keeps its keys under landing.contact.', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(contactMessages[locale]).filter((id) => !id.startsWith('landing.contact.'))).toEqual(
        [],
      );
    }
  });
});
