import { assertCompleteLocales, LOCALES } from '@estiba/shared';
import { fulfillmentForEcommercesMessages } from '.';

describe('fulfillment-for-ecommerces translations', () => {
  it('has every key in all six locales, none empty', () => {
    expect(() =>
      assertCompleteLocales(fulfillmentForEcommercesMessages, 'fulfillment-for-ecommerces'),
    ).not.toThrow();
  });

  it('keeps its keys under landing.fulfillmentForEcommerces.', () => {
    for (const locale of LOCALES) {
      expect(
        Object.keys(fulfillmentForEcommercesMessages[locale]).filter(
          (id) => !id.startsWith('landing.fulfillmentForEcommerces.'),
        ),
      ).toEqual([]);
    }
  });
});
