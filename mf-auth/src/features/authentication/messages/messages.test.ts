import { assertCompleteLocales, LOCALES } from '@estiba/shared';
import { authenticationMessages } from '.';

describe('authentication translations', () => {
  it('has every key in all six locales, none empty', () => {
    expect(() => assertCompleteLocales(authenticationMessages, 'authentication')).not.toThrow();
  });

  it('keeps its keys under auth.handoff.', () => {
    for (const locale of LOCALES) {
      expect(
        Object.keys(authenticationMessages[locale]).filter((id) => !id.startsWith('auth.handoff.')),
      ).toEqual([]);
    }
  });
});
