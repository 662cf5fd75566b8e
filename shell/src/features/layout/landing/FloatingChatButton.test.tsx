import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@estiba/shared';
import { chromeMessages } from '../../../i18n/messages';
import { FloatingChatButton } from './FloatingChatButton';

function renderButton(locale: string, bundle = chromeMessages[locale as Locale] ?? chromeMessages['es-MX']) {
  return render(
    <IntlProvider locale={locale} messages={bundle}>
      <FloatingChatButton />
    </IntlProvider>,
  );
}

const textOf = (href: string | null) => new URL(href ?? '').searchParams.get('text');

describe('the floating chat button', () => {
  it('opens a conversation with the en-US support phone and the English message, in a new tab', () => {
    renderButton('en-US');
    const link = screen.getByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/13055550147\?text=/);
    expect(textOf(link.getAttribute('href'))).toBe(
      "Hi! I'm interested in Estiba's fulfillment services and would like more information.",
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('complementary', { name: 'Chat with us on WhatsApp' })).toContainElement(link);
  });

  it('URL-encodes the Spanish message and uses the Mexican phone in es-MX', () => {
    renderButton('es-MX');
    const href = screen.getByRole('link', { name: 'Chatea con nosotros por WhatsApp' }).getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/525541708820\?text=/);
    expect(href).not.toMatch(/ /);
    expect(href).toContain(encodeURIComponent('¡Hola!'));
    expect(textOf(href)).toBe(
      '¡Hola! Me interesan los servicios de fulfillment de Estiba y me gustaría recibir más información.',
    );
  });

  it('uses the one southern-cone phone for es-AR and es-CL', () => {
    const { unmount } = renderButton('es-AR');
    const argentina = screen
      .getByRole('link', { name: 'Chateá con nosotros por WhatsApp' })
      .getAttribute('href');
    unmount();
    renderButton('es-CL');
    const chile = screen.getByRole('link').getAttribute('href') ?? '';
    expect(argentina?.split('?')[0]).toBe('https://wa.me/56945217730');
    expect(chile.split('?')[0]).toBe('https://wa.me/56945217730');
    expect(textOf(argentina)).toMatch(/^¡Hola! Me interesan/);
  });

  it('falls back to the es-MX phone for a language without a desk', () => {
    renderButton('pt-BR', chromeMessages['es-MX']);
    expect(screen.getByRole('link').getAttribute('href')).toMatch(/^https:\/\/wa\.me\/525541708820\?/);
  });
});
