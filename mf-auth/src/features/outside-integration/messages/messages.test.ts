import { assertCompleteLocales, LOCALES } from '@estiba/shared';
import { outsideIntegrationMessages } from '.';

describe('outside-integration translations', () => {
  it('has every key in all six locales, none empty', () => {
    expect(() => assertCompleteLocales(outsideIntegrationMessages, 'outside-integration')).not.toThrow();
  });

  it('keeps its keys under auth.outsideIntegration.', () => {
    for (const locale of LOCALES) {
      expect(
        Object.keys(outsideIntegrationMessages[locale]).filter(
          (id) => !id.startsWith('auth.outsideIntegration.'),
        ),
      ).toEqual([]);
    }
  });
});
