import { screen, within } from '@testing-library/react';
import type { Locale } from '@estiba/shared';
import { PRIVACY_CONTACT_EMAIL } from '../contact/supportContacts';
import { renderWithIntl } from '../../testing/renderWithIntl';
import { PrivacyPoliciesPage } from './PrivacyPoliciesPage';

function renderPrivacy(locale: Locale) {
  return renderWithIntl(<PrivacyPoliciesPage />, locale);
}

const noticeText = () => screen.getByRole('article').textContent ?? '';

describe('PrivacyPoliciesPage', () => {
  it.each<[Locale, string]>([
    ['en-US', 'Privacy notice'],
    ['es-MX', 'Aviso de privacidad'],
    ['es-ES', 'Aviso de privacidad'],
  ])('translates the page title in %s', (locale, title) => {
    renderPrivacy(locale);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it('shows the same Spanish notice in English, marked as Spanish', () => {
    const { unmount } = renderPrivacy('en-US');
    const english = noticeText();
    const heading = screen.getByRole('heading', { name: 'II. Datos personales que recabamos' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'es-MX');
    unmount();
    renderPrivacy('es-MX');
    expect(noticeText().replace(/^.*?Fecha de última/, '')).toBe(english.replace(/^.*?Fecha de última/, ''));
  });

  it('has the sections I to XI in order', () => {
    renderPrivacy('es-MX');
    const numerals = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent?.split('.')[0]);
    expect(numerals).toEqual(['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI']);
    expect(screen.getByRole('region', { name: 'III. Finalidades primarias' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'IV. Finalidades secundarias' })).toBeInTheDocument();
  });

  it('names the data collected', () => {
    renderPrivacy('es-MX');
    const items = within(screen.getByRole('region', { name: 'II. Datos personales que recabamos' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Datos del remitente: nombre, domicilio y correo electrónico.',
      'Datos del destinatario: nombre, domicilio y correo electrónico.',
      'Datos fiscales: nombre o razón social, Registro Federal de Contribuyentes (RFC), domicilio fiscal y régimen fiscal.',
    ]);
  });

  it('states the 5, 10, 10, 20 and 15-day rules of rights requests', () => {
    renderPrivacy('es-MX');
    const secondary = screen.getByRole('region', { name: 'IV. Finalidades secundarias' }).textContent;
    expect(secondary).toContain('dentro de los 5 días siguientes');
    const procedure = screen.getByRole('region', {
      name: 'VII. Medios y procedimiento para ejercer los derechos ARCO',
    }).textContent;
    expect(procedure).toContain('dentro de los 10 días hábiles siguientes a la recepción de la solicitud');
    expect(procedure).toContain('Usted contará con 10 días hábiles');
    expect(procedure).toContain('en un plazo máximo de 20 días hábiles');
    expect(procedure).toContain('se haga efectiva dentro de los 15 días hábiles siguientes');
  });

  it('links the privacy contact e-mail from the configuration', () => {
    renderPrivacy('en-US');
    const links = screen.getAllByRole('link', { name: PRIVACY_CONTACT_EMAIL });
    expect(links.length).toBeGreaterThanOrEqual(4);
    for (const link of links) expect(link).toHaveAttribute('href', `mailto:${PRIVACY_CONTACT_EMAIL}`);
    expect(noticeText()).not.toContain('{email}');
  });
});
