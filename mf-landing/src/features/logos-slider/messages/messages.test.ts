import { assertCompleteLocales, LOCALES } from '@estiba/shared';
import { logosSliderMessages } from '.';

describe('logos-slider translations', () => {
  it('has every key in all six locales, none empty', () => {
    expect(() => assertCompleteLocales(logosSliderMessages, 'logos-slider')).not.toThrow();
  });

  it('keeps its keys under landing.logosSlider.', () => {
    for (const locale of LOCALES) {
      expect(
        Object.keys(logosSliderMessages[locale]).filter((id) => !id.startsWith('landing.logosSlider.')),
      ).toEqual([]);
    }
  });
});
