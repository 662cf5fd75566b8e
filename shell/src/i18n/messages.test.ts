import { assertCompleteLocales, type Locale } from '@estiba/shared';
import { loadShellMessages } from './loadShellMessages';
import { chromeMessages, coreMessages, shellMessages } from './messages';

it('has every core text in every locale', () => {
  expect(() => assertCompleteLocales(coreMessages, 'shell core')).not.toThrow();
});

it('has every shell text (core and chrome) in every locale', () => {
  expect(() => assertCompleteLocales(shellMessages, 'shell')).not.toThrow();
});

it('keeps core and chrome texts apart', () => {
  const clashes = Object.keys(coreMessages['en-US']).filter((key) => key in chromeMessages['en-US']);
  expect(clashes).toEqual([]);
});

it('has the product welcome texts word for word', () => {
  expect(coreMessages['en-US']['shell.welcome.default']).toBe('Welcome to Estiba Fulfillment!');
  expect(coreMessages['en-US']['shell.welcome.branded']).toBe('Welcome to Fulfillment!');
  expect(coreMessages['en-US']['shell.logout.inProgress']).toBe('Logging out...');
  expect(coreMessages['en-US']['shell.products.updated']).toBe('{shop} products updated successfully');
});

it.each(Object.keys(shellMessages) as Locale[])(
  'loads the %s texts on their own, the same as the whole bundle',
  async (locale) => {
    await expect(loadShellMessages(locale)).resolves.toEqual(shellMessages[locale]);
  },
);
