import { assertCompleteLocales, LOCALES } from '@estiba/shared';
import { chatButtonMessages } from '.';

describe('chat-button translations', () => {
  it('has every key in all six locales, none empty', () => {
    expect(() => assertCompleteLocales(chatButtonMessages, 'chat-button')).not.toThrow();
  });

  it('keeps its keys under landing.chatButton.', () => {
    for (const locale of LOCALES) {
      expect(
        Object.keys(chatButtonMessages[locale]).filter((id) => !id.startsWith('landing.chatButton.')),
      ).toEqual([]);
    }
  });
});
