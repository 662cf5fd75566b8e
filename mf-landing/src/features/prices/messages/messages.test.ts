import { assertCompleteLocales, LOCALES, UNIT_WORDS } from '@estiba/shared';
import { INCLUDED_FEATURES } from '../includedFeatures';
import { PRICE_TABS } from '../pricesPage.state';
import { pricesMessages } from '.';

describe('prices translations', () => {
  it('has every key in all six locales, none empty', () => {
    expect(() => assertCompleteLocales(pricesMessages, 'prices')).not.toThrow();
  });

  it('keeps its keys under landing.prices.', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(pricesMessages[locale]).filter((id) => !id.startsWith('landing.prices.'))).toEqual(
        [],
      );
    }
  });

  it('has the texts built from data: tabs, unit words and checklists', () => {
    const ids = [
      ...Object.keys(PRICE_TABS).map((tab) => `landing.prices.tabs.${tab}`),
      ...UNIT_WORDS.map((word) => `landing.prices.unit.${word}`),
      ...Object.entries(INCLUDED_FEATURES).flatMap(([list, items]) =>
        items.map((item) => `landing.prices.included.${list}.${item}`),
      ),
    ];
    for (const locale of LOCALES) {
      expect(ids.filter((id) => !(id in pricesMessages[locale]))).toEqual([]);
    }
  });

  it("writes the spec's texts word for word in en-US", () => {
    const en = pricesMessages['en-US'];
    expect(en['landing.prices.calculator.heading.processOrder']).toBe('Calculate Process Order by {unit}');
    expect(en['landing.prices.calculator.heading.reception']).toBe('Calculate reception by {unit}');
    expect(en['landing.prices.calculator.heading.returns']).toBe('Calculate Returns by {unit}');
    expect(en['landing.prices.calculator.total']).toBe('Total Estimated');
    expect(en['landing.prices.calculator.upTo']).toBe('Up to: {max} - {price} Each');
    expect(en['landing.prices.calculator.onwards']).toBe('{min} Onwards - {price} Each');
    expect(en['landing.prices.calculator.extraProduct']).toMatch(/^Extra Product Per Order/);
  });
});
