import { screen, within } from '@testing-library/react';
import type { Locale } from '@estiba/shared';
import { messages } from '../../i18n/messages';
import { renderWithIntl } from '../../testing/renderWithIntl';
import { ServicesPage } from './ServicesPage';

function renderServices(locale: Locale) {
  return renderWithIntl(<ServicesPage />, locale);
}

describe('ServicesPage', () => {
  it('has one h1 and four tick points in the hero', () => {
    renderServices('en-US');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const hero = within(screen.getByRole('region', { name: 'End-to-end fulfillment for your online store' }));
    expect(hero.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Orders packed in under 24 hours',
      'Inventory and order status in real time',
      'Warehouses in Mexico, Latin America, Spain and the United States',
      '100+ carriers and 30+ e-commerce platforms connected',
    ]);
    expect(hero.getByRole('link', { name: 'Talk to an expert' })).toHaveAttribute('href', '/contact');
  });

  it('links the sticky menu to the five section anchors', () => {
    renderServices('en-US');
    const menu = within(screen.getByRole('navigation', { name: 'Services on this page' }));
    expect(menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Receiving inventory', '#inventory'],
      ['Storage', '#storage'],
      ['Order processing', '#order'],
      ['Shipping', '#shipping'],
      ['Returns', '#returning'],
    ]);
  });

  it('has a labelled section behind every anchor, in order', () => {
    renderServices('es-MX');
    const expected: [string, string][] = [
      ['inventory', 'Recepción de inventario'],
      ['storage', 'Almacenamiento'],
      ['order', 'Procesamiento de pedidos'],
      ['shipping', 'Envíos'],
      ['returning', 'Devoluciones'],
    ];
    for (const [anchor, name] of expected) {
      const section = screen.getByRole('region', { name });
      expect(section).toHaveAttribute('id', anchor);
      expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    }
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 5)).toEqual(expected.map(([, name]) => name));
  });

  it('gives every section image an alt text, a size and lazy loading', () => {
    renderServices('en-US');
    const images = screen.getAllByRole('img').filter((image) => image.tagName === 'IMG');
    expect(images).toHaveLength(5);
    for (const image of images) {
      expect(image.getAttribute('alt')).not.toBe('');
      expect(image).toHaveAttribute('width', '480');
      expect(image).toHaveAttribute('height', '360');
      expect(image).toHaveAttribute('loading', 'lazy');
    }
    expect(
      screen.getByRole('img', { name: 'Warehouse shelves holding labelled boxes of different sizes' }),
    ).toBeInTheDocument();
  });

  it('alternates the image side from one section to the next', () => {
    renderServices('en-US');
    const backgrounds = ['inventory', 'storage', 'order'].map((anchor) =>
      screen.getByRole('region', {
        name: messages['en-US'][`landing.services.${anchor === 'inventory' ? 'receiving' : anchor}.title`],
      }),
    );
    expect(backgrounds[0].className).not.toBe(backgrounds[1].className);
    expect(backgrounds[0].className).toBe(backgrounds[2].className);
  });

  it('closes with a way to contact us', () => {
    renderServices('en-US');
    const closing = within(screen.getByRole('region', { name: 'Ready to hand over your logistics?' }));
    expect(closing.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});
