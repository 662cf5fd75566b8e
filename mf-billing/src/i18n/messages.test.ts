import { LOCALES } from '@estiba/shared';
import { loadMessages } from './loadMessages';
import { messages } from './messages';

const reference = messages['en-US'];
const placeholders = (text: string) => [...text.matchAll(/\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe('mf-billing translations', () => {
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

  it('keeps every key in the billing namespace', () => {
    expect(Object.keys(reference).filter((id) => !id.startsWith('billing.'))).toEqual([]);
  });
});

describe('mf-billing translations per language', () => {
  it.each(LOCALES)('%s loads on its own with the same texts as the whole bundle', async (locale) => {
    await expect(loadMessages(locale)).resolves.toEqual(messages[locale]);
  });
});
