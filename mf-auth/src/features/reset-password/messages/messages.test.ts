import { assertCompleteLocales, LOCALES } from '@estiba/shared';
import { resetPasswordMessages } from '.';

describe('reset-password translations', () => {
  it('has every key in all six locales, none empty', () => {
    expect(() => assertCompleteLocales(resetPasswordMessages, 'reset-password')).not.toThrow();
  });

  it('keeps its keys under auth.resetPassword.', () => {
    for (const locale of LOCALES) {
      expect(
        Object.keys(resetPasswordMessages[locale]).filter((id) => !id.startsWith('auth.resetPassword.')),
      ).toEqual([]);
    }
  });
});
