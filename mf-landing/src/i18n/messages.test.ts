import { LOCALES } from '@estiba/shared';
import { loadMessages } from './loadMessages';
import { loadPageTexts, PAGE_TEXTS } from './pageTexts';
import { messages } from './messages';

const reference = messages['en-US'];
const placeholders = (text: string) => [...text.matchAll(/\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe('mf-landing translations', () => {
  it.each(LOCALES)('%s has exactly the keys of en-US, none empty', (locale) => {
    expect(Object.keys(messages[locale]).sort()).toEqual(Object.keys(reference).sort());
    for (const [id, text] of Object.entries(messages[locale])) {
      expect([id, text.trim()]).not.toEqual([id, '']);
    }
  });

  it.each(LOCALES)('%s keeps the placeholders of every message', (locale) => {
    for (const [id, text] of Object.entries(reference)) {
      expect([id, placeholders(messages[locale][id] ?? '')]).toEqual([id, placeholders(text)]);
    }
  });

  it('keeps every key in the landing namespace', () => {
    expect(Object.keys(reference).filter((id) => !id.startsWith('landing.'))).toEqual([]);
  });
});

describe('mf-landing translations per language and page', () => {
  it.each(LOCALES)(
    '%s: the common texts and every page’s, each loaded on its own, are the whole bundle',
    async (locale) => {
      const common = await loadMessages(locale);
      const pages = await Promise.all(PAGE_TEXTS.map((feature) => loadPageTexts([feature], locale)));
      expect(Object.assign({}, common, ...pages)).toEqual(messages[locale]);
      // No page's texts are in the common bundle (they would be downloaded on every page).
      for (const page of pages) {
        expect(Object.keys(page).filter((id) => id in common)).toEqual([]);
      }
    },
  );
});
