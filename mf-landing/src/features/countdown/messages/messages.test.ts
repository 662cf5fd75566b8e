import { assertCompleteLocales, LOCALES } from '@estiba/shared';
import { countdownMessages } from '.';

describe('countdown translations', () => {
  it('has every key in all six locales, none empty', () => {
    expect(() => assertCompleteLocales(countdownMessages, 'countdown')).not.toThrow();
  });

  it('keeps its keys under landing.countdown.', () => {
    for (const locale of LOCALES) {
      expect(
        Object.keys(countdownMessages[locale]).filter((id) => !id.startsWith('landing.countdown.')),
      ).toEqual([]);
    }
  });
});
