import { assertCompleteLocales, LOCALES } from '@estiba/shared';
import { servicesMessages } from '.';

describe('services translations', () => {
  it('has every key in all six locales, none empty', () => {
    expect(() => assertCompleteLocales(servicesMessages, 'services')).not.toThrow();
  });

  it('keeps its keys under landing.services.', () => {
    for (const locale of LOCALES) {
      expect(
        Object.keys(servicesMessages[locale]).filter((id) => !id.startsWith('landing.services.')),
      ).toEqual([]);
    }
  });
});
