import { assertCompleteLocales, LOCALES } from '@estiba/shared';
import { accountFormsMessages } from '.';

describe('account-forms translations', () => {
  it('has every key in all six locales, none empty', () => {
    expect(() => assertCompleteLocales(accountFormsMessages, 'account-forms')).not.toThrow();
  });

  it('keeps its keys under auth.forms.', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(accountFormsMessages[locale]).filter((id) => !id.startsWith('auth.forms.'))).toEqual(
        [],
      );
    }
  });
});
