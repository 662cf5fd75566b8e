import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@estiba/shared';
import { renderWithIntl } from '../../testing/renderWithIntl';
import { FaqPage } from './FaqPage';
import { HOW_IT_WORKS_VIDEO_URLS } from './faqItems';

function renderFaq(locale: Locale) {
  return renderWithIntl(<FaqPage />, locale);
}

const questions = () =>
  within(screen.getByRole('region', { name: 'Questions and answers' })).getAllByRole('button');

describe('FaqPage', () => {
  it('has one h1 and a Contact us button to /contact in the hero', () => {
    renderFaq('en-US');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const hero = within(screen.getByRole('region', { name: 'Frequently asked questions' }));
    expect(hero.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('asks 13 questions, each a heading', () => {
    renderFaq('en-US');
    expect(questions()).toHaveLength(13);
    const headings = within(screen.getByRole('region', { name: 'Questions and answers' })).getAllByRole(
      'heading',
      {
        level: 3,
      },
    );
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'How does the Estiba platform work?',
      'How do I create an account?',
      'How do I integrate my online store?',
      'How do I send inventory to the warehouse?',
      'How does the warehouse identify my boxes?',
      'Can I use several warehouses and several sales channels?',
      'Can my sales channels share the same stock?',
      'What is the main shop?',
      'How do I turn on automatic orders?',
      'What happens to an order when there is no stock?',
      'Where can I find the tracking number and the shipping label?',
      'How can I see the status of my orders in the warehouse?',
      'Can I use my own shipping labels?',
    ]);
  });

  it('opens only the first question at the start', () => {
    renderFaq('en-US');
    expect(questions().map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'true',
      ...Array(12).fill('false'),
    ]);
    expect(screen.getByRole('region', { name: 'How does the Estiba platform work?' })).toHaveTextContent(
      /we pack it in under 24 hours/,
    );
  });

  it('toggles each question on its own', async () => {
    const user = userEvent.setup();
    renderFaq('en-US');
    const [first, second, , , , , , , ninth] = questions();
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.click(ninth);
    expect(ninth).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(ninth).toHaveAttribute('aria-expanded', 'true');
  });

  it('explains sending inventory in 7 steps, with a PDF label per box', async () => {
    const user = userEvent.setup();
    renderFaq('en-US');
    await user.click(screen.getByRole('button', { name: 'How do I send inventory to the warehouse?' }));
    const answer = screen.getByRole('region', { name: 'How do I send inventory to the warehouse?' });
    const steps = within(answer).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Open the Send Inventory tab.',
      'Choose the warehouse that will receive your products.',
      'Enter the quantity of each product you are sending.',
      'Choose the shipping method.',
      'Enter the number of boxes and the quantity of products in each box.',
      'Choose the arrival date at the warehouse.',
      'Review the shipment and choose whether to ship it with our shipping platform.',
    ]);
    expect(answer).toHaveTextContent('When you finish, you get a PDF label for every box.');
  });

  it('walks through automatic orders from Settings to Save', async () => {
    const user = userEvent.setup();
    renderFaq('es-MX');
    await user.click(screen.getByRole('button', { name: '¿Cómo activo los pedidos automáticos?' }));
    const answer = screen.getByRole('region', { name: '¿Cómo activo los pedidos automáticos?' });
    expect(
      within(answer)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Ve a Configuración.',
      'Abre Tiendas.',
      'Elige tu tienda.',
      'Abre Pedidos Automáticos.',
      'Activa el interruptor.',
      'Elige el almacén que preparará los pedidos.',
      'Haz clic en Guardar.',
    ]);
  });

  it('ends with the How does it work video link', () => {
    renderFaq('en-US');
    const link = screen.getByRole('link', { name: 'How does it work' });
    expect(link).toHaveAttribute('href', HOW_IT_WORKS_VIDEO_URLS.en);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('links the Spanish video in Spanish', () => {
    renderFaq('es-CO');
    expect(screen.getByRole('link', { name: '¿Cómo funciona?' })).toHaveAttribute(
      'href',
      HOW_IT_WORKS_VIDEO_URLS.es,
    );
  });
});
