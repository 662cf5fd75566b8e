import { assertCompleteLocales } from '../../../i18n/messages';
import { LOCALES } from '../../../i18n/locales';
import { LIST_OPERATORS, operatorMessageId } from '../operators';
import { listMessages } from '.';

describe('list translations', () => {
  it('has every key in all six locales, none empty', () => {
    expect(() => assertCompleteLocales(listMessages, 'list')).not.toThrow();
  });

  it('keeps its keys under list.', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(listMessages[locale]).filter((id) => !id.startsWith('list.'))).toEqual([]);
    }
  });

  it('names every filter operator of spec point 9 in every locale', () => {
    for (const locale of LOCALES) {
      expect(LIST_OPERATORS.filter((op) => !listMessages[locale][operatorMessageId(op)])).toEqual([]);
    }
  });

  it('translates the Spanish locales rather than copying English', () => {
    const english = listMessages['en-US'];
    for (const locale of LOCALES.filter((l) => l !== 'en-US')) {
      const copied = Object.keys(english).filter((id) => listMessages[locale][id] === english[id]);
      expect([locale, copied]).toEqual([locale, []]);
    }
  });
});
