import { assertCompleteLocales, LOCALES } from '@estiba/shared';
import { loginMessages } from '.';

describe('login translations', () => {
  it('has every key in all six locales, none empty', () => {
    expect(() => assertCompleteLocales(loginMessages, 'login')).not.toThrow();
  });

  it('keeps its keys under auth.forgotPassword. or auth.login.', () => {
    for (const locale of LOCALES) {
      expect(
        Object.keys(loginMessages[locale]).filter(
          (id) => !(id.startsWith('auth.forgotPassword.') || id.startsWith('auth.login.')),
        ),
      ).toEqual([]);
    }
  });
});
