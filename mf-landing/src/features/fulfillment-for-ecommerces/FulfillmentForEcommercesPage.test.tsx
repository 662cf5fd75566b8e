import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUNTDOWN_DEFAULT_DAYS, COUNTDOWN_TICK_MS, type Locale } from '@estiba/shared';
import { DISCOVERY_MEETING_URL, MEETING_SCHEDULER_BASE_URL } from '../contact/supportContacts';
import { renderWithIntl } from '../../testing/renderWithIntl';
import { FulfillmentForEcommercesPage } from './FulfillmentForEcommercesPage';

function renderPage(locale: Locale) {
  return renderWithIntl(<FulfillmentForEcommercesPage />, locale);
}

const HERO = 'Fulfillment for your e-commerce: we store, pack and ship every order';

describe('FulfillmentForEcommercesPage', () => {
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('has a header with only a call button', () => {
    renderPage('en-US');
    const header = within(screen.getByRole('banner'));
    expect(header.getAllByRole('link')).toHaveLength(1);
    expect(header.queryAllByRole('button')).toHaveLength(0);
    expect(header.getByRole('link', { name: 'Call us +1 305 555 0147' })).toHaveAttribute(
      'href',
      'tel:+13055550147',
    );
  });

  it('calls the support phone of the language', () => {
    renderPage('es-MX');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Llámanos +52 55 4170 8820' }),
    ).toHaveAttribute('href', 'tel:+525541708820');
  });

  it('has one h1 and its own main landmark', () => {
    renderPage('en-US');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Privacy notice');
  });

  it('puts the scheduler in the hero: the discovery meeting in en-US', () => {
    renderPage('en-US');
    const hero = within(screen.getByRole('region', { name: HERO }));
    expect(hero.getByTitle('Book a meeting with the Estiba team')).toHaveAttribute(
      'src',
      DISCOVERY_MEETING_URL,
    );
  });

  it('puts the scheduler in the hero: the calendar by language elsewhere', () => {
    renderPage('es-CL');
    expect(screen.getByTitle('Agenda una reunión con el equipo de Estiba')).toHaveAttribute(
      'src',
      `${MEETING_SCHEDULER_BASE_URL}/es-cl`,
    );
  });

  it('shows four logistics cards', () => {
    renderPage('en-US');
    const cards = within(screen.getByRole('region', { name: 'Your logistics, end to end' })).getAllByRole(
      'heading',
      {
        level: 3,
      },
    );
    expect(cards.map((card) => card.textContent)).toEqual([
      'Receiving',
      'Storage',
      'Picking and packing',
      'Shipping',
    ]);
  });

  it('shows the real-time monitoring block with a sized, lazy image', () => {
    renderPage('en-US');
    const block = within(screen.getByRole('region', { name: 'Monitor your operation in real time' }));
    const image = block.getByRole('img', {
      name: 'The Estiba dashboard with stock indicators and a chart of orders',
    });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '560');
    expect(image).toHaveAttribute('height', '400');
  });

  it('lists the warehouse cities with their countries', () => {
    renderPage('en-US');
    const cities = within(screen.getByRole('region', { name: 'Warehouses close to your customers' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(cities).toEqual([
      'Mexico City (CDMX)Mexico',
      'MonterreyMexico',
      'GuadalajaraMexico',
      'MiamiUnited States',
      'BogotáColombia',
      'Buenos AiresArgentina',
      'SantiagoChile',
      'MadridSpain',
    ]);
  });

  it('names the countries in Spanish for Spanish readers', () => {
    renderPage('es-ES');
    const region = within(screen.getByRole('region', { name: 'Almacenes cerca de tus clientes' }));
    expect(region.getByText('Ciudad de México (CDMX)')).toBeInTheDocument();
    expect(region.getByText('España')).toBeInTheDocument();
    expect(region.getByText('Estados Unidos')).toBeInTheDocument();
  });

  it('lists the channel integrations and links to all platforms', () => {
    renderPage('en-US');
    const channels = within(screen.getByRole('region', { name: 'Connect your sales channels' }));
    expect(channels.getByText('Shopify')).toBeInTheDocument();
    expect(channels.getByText('Mercado Libre')).toBeInTheDocument();
    expect(channels.getByRole('link', { name: 'See all e-commerce platforms' })).toHaveAttribute(
      'href',
      '/ecommerces',
    );
  });

  it('shows three testimonials', () => {
    renderPage('en-US');
    const testimonials = within(screen.getByRole('region', { name: 'What our customers say' }));
    expect(testimonials.getAllByRole('figure')).toHaveLength(3);
    expect(testimonials.getByText('Valentina Rojas')).toBeInTheDocument();
  });

  it('shows the claims in the closing block', () => {
    renderPage('en-US');
    const why = within(screen.getByRole('region', { name: 'Why online stores choose Estiba' }));
    expect(why.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '< 24 hto pack each order',
      '99.95%operational efficiency',
      '950,000+orders processed',
      '100+carriers through our shipping platform',
    ]);
  });

  it.each(['Start today', 'Learn more'])('%s scrolls smoothly to the top content', async (name) => {
    const user = userEvent.setup();
    renderPage('en-US');
    await user.click(screen.getByRole('button', { name }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    const top = screen.getByRole('region', { name: HERO });
    expect(scrollIntoView.mock.contexts[0]).toBe(top);
    expect(top).toHaveFocus();
  });

  describe('countdown', () => {
    beforeEach(() => {
      jest.useFakeTimers();
      jest.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    });
    afterEach(() => jest.useRealTimers());

    it('counts down the 15 days of the free diagnosis and closes it at the end', () => {
      renderPage('en-US');
      const timer = screen.getByRole('timer', { name: 'Time left to get the free diagnosis' });
      expect(timer).toHaveTextContent('15days00hours00minutes00seconds');
      act(() => jest.advanceTimersByTime(COUNTDOWN_TICK_MS));
      expect(timer).toHaveTextContent('14days23hours59minutes59seconds');
      // Jump to the end of the 15 days, then let the next tick notice it.
      jest.setSystemTime(new Date('2030-01-01T00:00:00Z').getTime() + COUNTDOWN_DEFAULT_DAYS * 86_400_000);
      act(() => jest.advanceTimersByTime(COUNTDOWN_TICK_MS));
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('This round of free diagnoses has closed.');
    });
  });
});
