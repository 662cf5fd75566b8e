import { screen, within } from '@testing-library/react';
import type { Locale } from '@estiba/shared';
import { messages } from '../../i18n/messages';
import { renderWithIntl } from '../../testing/renderWithIntl';
import { ContactPage } from './ContactPage';
import { DISCOVERY_MEETING_URL, MEETING_SCHEDULER_BASE_URL } from './supportContacts';

function renderContact(locale: Locale) {
  return renderWithIntl(<ContactPage />, locale);
}

describe('ContactPage', () => {
  it('has one h1 and labelled sections', () => {
    renderContact('en-US');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact us');
    for (const name of ['Contact us', 'Talk to our team', 'Follow us', 'Book a meeting']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
  });

  it('shows the en-US e-mail and phone, with a chat link built from the phone', () => {
    renderContact('en-US');
    expect(screen.getByRole('link', { name: 'support@estiba.com' })).toHaveAttribute(
      'href',
      'mailto:support@estiba.com',
    );
    expect(screen.getByRole('link', { name: '+1 305 555 0147' })).toHaveAttribute('href', 'tel:+13055550147');
    const chat = screen.getByRole('link', { name: 'Send us a WhatsApp message' });
    expect(chat).toHaveAttribute('href', 'https://wa.me/13055550147');
    expect(chat).toHaveAttribute('target', '_blank');
  });

  it('shows the contacts of the reader’s language (es-AR shares the Chilean phone)', () => {
    renderContact('es-AR');
    expect(screen.getByRole('link', { name: 'soporte.ar@estiba.com' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+56 9 4521 7730' })).toHaveAttribute('href', 'tel:+56945217730');
    expect(screen.getByRole('link', { name: 'Envianos un mensaje por WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/56945217730',
    );
  });

  it('links the professional, photo-sharing, video and social network profiles', () => {
    renderContact('en-US');
    const social = within(screen.getByRole('region', { name: 'Follow us' }));
    const expected: Record<string, RegExp> = {
      'Estiba on LinkedIn (opens in a new tab)': /^https:\/\/www\.linkedin\.com\//,
      'Estiba on Instagram (opens in a new tab)': /^https:\/\/www\.instagram\.com\//,
      'Estiba on YouTube (opens in a new tab)': /^https:\/\/www\.youtube\.com\//,
      'Estiba on Facebook (opens in a new tab)': /^https:\/\/www\.facebook\.com\//,
    };
    expect(social.getAllByRole('link')).toHaveLength(4);
    for (const [name, href] of Object.entries(expected)) {
      const link = social.getByRole('link', { name });
      expect(link.getAttribute('href')).toMatch(href);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('embeds the fixed discovery meeting in en-US', () => {
    renderContact('en-US');
    expect(screen.getByTitle('Book a meeting with the Estiba team')).toHaveAttribute(
      'src',
      DISCOVERY_MEETING_URL,
    );
  });

  it.each<[Locale, string]>([
    ['es-MX', 'es-mx'],
    ['es-CO', 'es-co'],
    ['es-ES', 'es-es'],
  ])('embeds the %s calendar in that language', (locale, path) => {
    renderContact(locale);
    const frame = screen.getByTitle(messages[locale]['landing.meetingScheduler.title']);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `${MEETING_SCHEDULER_BASE_URL}/${path}`);
  });
});
