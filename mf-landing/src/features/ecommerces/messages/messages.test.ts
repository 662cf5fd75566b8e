import { assertCompleteLocales, LOCALES } from '@estiba/shared';
import { ecommercesMessages } from '.';

describe('ecommerces translations', () => {
  it('has every key in all six locales, none empty', () => {
    expect(() => assertCompleteLocales(ecommercesMessages, 'ecommerces')).not.toThrow();
  });

  it('keeps its keys under landing.ecommerces.', () => {
    for (const locale of LOCALES) {
      expect(
        Object.keys(ecommercesMessages[locale]).filter((id) => !id.startsWith('landing.ecommerces.')),
      ).toEqual([]);
    }
  });

  it('names each logo after its platform in every locale', () => {
    for (const locale of LOCALES) {
      expect([locale, ecommercesMessages[locale]['landing.ecommerces.logoAlt']]).toEqual([
        locale,
        expect.stringContaining('{name}'),
      ]);
    }
  });
});
