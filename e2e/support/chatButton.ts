// The floating chat button of the public site (spec point 1, issue 15), as a visitor finds it: one link to the
// support desk of the page's language on wa.me, with that language's canned message typed.
import { expect, type Page } from '@playwright/test';
import { phoneDigits, supportContactFor } from '../../shared/src/contact/supportContacts';
import { formatCatalogueText } from './landing';

const chatText = (language: string, id: string) =>
  formatCatalogueText(`shell/src/i18n/chrome/${language}.json`, `chrome.landing.chatButton.${id}`, language);

/** The one chat button of the page: the language's desk on wa.me, with the language's message typed. */
export async function expectChatButton(page: Page, language: string): Promise<void> {
  const button = page.getByRole('link', { name: chatText(language, 'label'), exact: true });
  await expect(button).toHaveCount(1);
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('target', '_blank');
  const href = new URL((await button.getAttribute('href')) ?? '');
  expect(href.origin).toBe('https://wa.me');
  expect(href.pathname).toBe(`/${phoneDigits(supportContactFor(language).phone)}`);
  expect(href.searchParams.get('text')).toBe(chatText(language, 'message'));
}
