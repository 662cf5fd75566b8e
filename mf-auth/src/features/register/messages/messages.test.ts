import { assertCompleteLocales, LOCALES } from '@estiba/shared';
import { registerMessages } from '.';

describe('register translations', () => {
  it('has every key in all six locales, none empty', () => {
    expect(() => assertCompleteLocales(registerMessages, 'register')).not.toThrow();
  });

  it('keeps its keys under auth.register.', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(registerMessages[locale]).filter((id) => !id.startsWith('auth.register.'))).toEqual(
        [],
      );
    }
  });
});
