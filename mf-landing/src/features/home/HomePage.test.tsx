import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import type { Locale } from '@estiba/shared';
import { messages } from '../../i18n/messages';
import { HomePage } from './HomePage';

function renderHome(locale: Locale) {
  return render(
    <IntlProvider locale={locale} messages={messages[locale]}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </IntlProvider>,
  );
}

const figuresOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const linkTargets = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));

describe('HomePage', () => {
  it('has one h1 and labelled regions for its blocks', () => {
    renderHome('en-US');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "We store, pack and ship your online store's orders",
    );
    for (const name of [
      "We store, pack and ship your online store's orders",
      'Our fulfillment in figures',
      'How it works',
      'Success stories',
      "Let's talk about your logistics",
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('navigation', { name: 'Help and legal information' })).toBeInTheDocument();
  });

  it('shows the headline figures in en-US', () => {
    renderHome('en-US');
    expect(figuresOf(screen.getByRole('region', { name: 'Our fulfillment in figures' }))).toEqual([
      '< 24 hPacking time for each order',
      '99.95%Operational efficiency',
      '950,000+Orders processed',
      '5Countries with our warehouses',
      '100+Carriers through our shipping platform',
      '30+E-commerce platforms integrated',
      'Real timeInventory and order status',
    ]);
  });

  it('shows the headline figures in es-MX', () => {
    renderHome('es-MX');
    expect(figuresOf(screen.getByRole('region', { name: 'Nuestro fulfillment en cifras' }))).toEqual([
      '< 24 hTiempo de empaque de cada pedido',
      '99.95%Eficiencia operativa',
      '+950,000Pedidos procesados',
      '5Países con nuestros almacenes',
      '+100Paqueterías a través de nuestra plataforma de envíos',
      '+30Plataformas de e-commerce integradas',
      'Tiempo realEstado de inventario y pedidos',
    ]);
  });

  it('offers Get started and See prices in en-US', () => {
    renderHome('en-US');
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'See prices' })).toHaveAttribute('href', '/prices');
  });

  it('explains the three steps in es-MX', () => {
    renderHome('es-MX');
    const steps = within(screen.getByRole('region', { name: 'Cómo funciona' })).getAllByRole('heading', {
      level: 3,
    });
    expect(steps.map((step) => step.textContent)).toEqual([
      '1.Integra tu tienda',
      '2.Envía tu inventario',
      '3.Nosotros preparamos, empacamos y enviamos',
    ]);
  });

  it.each<[Locale, Record<string, string>]>([
    [
      'en-US',
      {
        'Get started': '/register',
        'See prices': '/prices',
        'Discover all our services': '/services',
        "Read Acapella's story": '/success-stories-acapella',
        "Read Be Shine's story": '/success-stories-be-shine',
        "Read El Menú de mi Casa's story": '/success-stories-el-menu-de-mi-casa',
        'Contact us': '/contact',
        'Our services': '/services',
        'Fulfillment help': '/help-fulfillment',
        'Terms and conditions': '/terms-and-conditions',
        'Privacy policy': '/privacy-policies',
      },
    ],
    [
      'es-MX',
      {
        'Comienza ahora': '/register',
        'Ver precios': '/prices',
        'Conoce todos nuestros servicios': '/services',
        'Lee la historia de Acapella': '/success-stories-acapella',
        'Lee la historia de Be Shine': '/success-stories-be-shine',
        'Lee la historia de El Menú de mi Casa': '/success-stories-el-menu-de-mi-casa',
        Contáctanos: '/contact',
        'Nuestros servicios': '/services',
        'Ayuda de fulfillment': '/help-fulfillment',
        'Términos y condiciones': '/terms-and-conditions',
        'Aviso de privacidad': '/privacy-policies',
      },
    ],
  ])('links to the public pages in %s', (locale, expected) => {
    renderHome(locale);
    for (const [name, href] of Object.entries(expected)) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(linkTargets()).toHaveLength(Object.keys(expected).length);
  });
});
