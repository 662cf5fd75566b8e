import { assertCompleteLocales, LOCALES } from '@estiba/shared';
import { successStoriesMessages } from '.';

describe('success-stories translations', () => {
  it('has every key in all six locales, none empty', () => {
    expect(() => assertCompleteLocales(successStoriesMessages, 'success-stories')).not.toThrow();
  });

  it('keeps its keys under landing.successStories.', () => {
    for (const locale of LOCALES) {
      expect(
        Object.keys(successStoriesMessages[locale]).filter((id) => !id.startsWith('landing.successStories.')),
      ).toEqual([]);
    }
  });
});
