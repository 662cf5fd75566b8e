import { assertCompleteLocales, LOCALES } from '@estiba/shared';
import { reviewSliderMessages } from '.';

describe('review-slider translations', () => {
  it('has every key in all six locales, none empty', () => {
    expect(() => assertCompleteLocales(reviewSliderMessages, 'review-slider')).not.toThrow();
  });

  it('keeps its keys under landing.reviewSlider.', () => {
    for (const locale of LOCALES) {
      expect(
        Object.keys(reviewSliderMessages[locale]).filter((id) => !id.startsWith('landing.reviewSlider.')),
      ).toEqual([]);
    }
  });
});
