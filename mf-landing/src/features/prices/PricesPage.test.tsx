import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@estiba/shared';
import { failing, mockApi, ok, type MockedApi } from '@estiba/shared/testing';
import { landingMessages, renderWithIntl } from '../../testing/renderWithIntl';
import { PricesPage } from './PricesPage';
import { WAREHOUSE_PRICES } from './warehousePrices.fixture';

let api: MockedApi | null = null;
afterEach(() => {
  api?.restore();
  api = null;
  jest.restoreAllMocks();
});

async function renderLoaded(locale: Locale = 'en-US', showReturns?: boolean) {
  api = mockApi(ok(WAREHOUSE_PRICES));
  const view = renderWithIntl(<PricesPage showReturns={showReturns} />, locale);
  await screen.findByRole('tablist');
  return view;
}

const countryGroups = () =>
  within(screen.getByRole('region', { name: /^(Warehouses|Depósitos|Bodegas|Almacenes)$/ }))
    .getAllByRole('group')
    .map((group) => ({
      country: group.querySelector('legend')?.textContent,
      warehouses: within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    }));

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('PricesPage', () => {
  it('loads the prices again in the new language when the language changes (the API names services)', async () => {
    api = mockApi(ok(WAREHOUSE_PRICES));
    const page = (locale: Locale) => (
      <IntlProvider locale={locale} messages={landingMessages(locale)}>
        <PricesPage />
      </IntlProvider>
    );
    const view = render(page('en-US'));
    await screen.findByRole('tablist');
    expect(api.requests).toHaveLength(1);
    view.rerender(page('es-MX'));
    await waitFor(() => expect(api?.requests).toHaveLength(2));
    expect(api.requests[1].url).toBe('warehouse/prices');
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
  });

  it('reserves the page while loading, then counts the countries and warehouses in its heading', async () => {
    api = mockApi(ok(WAREHOUSE_PRICES));
    renderWithIntl(<PricesPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading prices…');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our fulfillment prices');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Our prices in 5 countries and 7 warehouses',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading prices…')).not.toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).toEqual(['warehouse/prices']);
  });

  it("groups the warehouses by country in the reader's order, leaving Colombia out", async () => {
    await renderLoaded('en-US');
    expect(countryGroups()).toEqual([
      { country: 'United States', warehouses: ['us-mia', 'us-hou'] },
      { country: 'Mexico', warehouses: ['mx-cdmx', 'mx-mty'] },
      { country: 'Argentina', warehouses: ['ar-bue'] },
      { country: 'Chile', warehouses: ['cl-scl'] },
      { country: 'Spain', warehouses: ['es-mad'] },
    ]);
    expect(screen.queryByRole('radio', { name: 'Bogotá' })).not.toBeInTheDocument();
    expect(screen.queryByText('Colombia')).not.toBeInTheDocument();
  });

  it.each([
    [
      'es-MX',
      ['México', 'Estados Unidos', 'Argentina', 'Chile', 'España'],
      'Nuestros precios en 5 países y 7 almacenes',
    ],
    [
      'es-AR',
      ['Argentina', 'Chile', 'México', 'Estados Unidos', 'España'],
      'Nuestros precios en 5 países y 7 depósitos',
    ],
    [
      'es-CL',
      ['Chile', 'Argentina', 'México', 'Estados Unidos', 'España'],
      'Nuestros precios en 5 países y 7 bodegas',
    ],
    [
      'es-ES',
      ['España', 'México', 'Estados Unidos', 'Argentina', 'Chile'],
      'Nuestros precios en 5 países y 7 almacenes',
    ],
    [
      'es-CO',
      ['México', 'Estados Unidos', 'Argentina', 'Chile', 'España'],
      'Nuestros precios en 5 países y 7 bodegas',
    ],
  ] as const)('orders the countries for %s and names them in Spanish', async (locale, countries, heading) => {
    await renderLoaded(locale);
    expect(countryGroups().map(({ country }) => country)).toEqual(countries);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });

  it('says one country and one warehouse in the singular', async () => {
    api = mockApi(ok([WAREHOUSE_PRICES[3], WAREHOUSE_PRICES[2]]));
    renderWithIntl(<PricesPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our prices in 1 country and 1 warehouse' }),
    ).toBeInTheDocument();
  });

  it('shows the first warehouse listed until another is chosen', async () => {
    await renderLoaded('en-US');
    expect(screen.getByRole('radio', { name: 'Miami' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Miami' })).toHaveAccessibleDescription('Miami address');
    expect(screen.getByRole('heading', { level: 2, name: 'Prices at Miami' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Total Estimated' })).toHaveTextContent('$0.00 USD');
  });

  it('resets the tab to Reception when another warehouse is chosen', async () => {
    const user = userEvent.setup();
    await renderLoaded('en-US');
    await user.click(screen.getByRole('tab', { name: 'Process Order' }));
    expect(selectedTab()).toHaveTextContent('Process Order');
    await user.click(screen.getByRole('radio', { name: 'Madrid' }));
    expect(screen.getByRole('radio', { name: 'Madrid' })).toBeChecked();
    expect(selectedTab()).toHaveTextContent('Reception');
    expect(screen.getByRole('heading', { level: 2, name: 'Prices at Madrid' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Calculate reception by box');
    expect(screen.getByRole('status', { name: 'Total Estimated' })).toHaveTextContent('€0.00 EUR');
  });

  it("starts the calculator again with the new warehouse's price list", async () => {
    const user = userEvent.setup();
    await renderLoaded('en-US');
    await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '20');
    expect(screen.getByRole('status', { name: 'Total Estimated' })).toHaveTextContent('$900.00 USD');
    await user.click(screen.getByRole('radio', { name: 'Houston' }));
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Calculate reception by product');
    expect(screen.getByRole('combobox', { name: 'Range' })).toHaveValue('rc-s');
  });

  it('hides the Returns tab by default', async () => {
    await renderLoaded('en-US');
    expect(tabNames()).toEqual(['Reception', 'Storage', 'Process Order']);
    expect(screen.queryByRole('tab', { name: 'Returns' })).not.toBeInTheDocument();
  });

  it('offers the Returns tab, fourth, where it is enabled', async () => {
    const user = userEvent.setup();
    await renderLoaded('en-US', true);
    expect(tabNames()).toEqual(['Reception', 'Storage', 'Process Order', 'Returns']);
    await user.click(screen.getByRole('tab', { name: 'Returns' }));
    expect(screen.getByRole('tabpanel')).toHaveAttribute('id', 'prices-panel-4');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Calculate Returns by order');
  });

  it('shows each tab with its calculator, the panel labelled by its tab', async () => {
    const user = userEvent.setup();
    await renderLoaded('en-US');
    expect(screen.getByRole('tabpanel', { name: 'Reception' })).toHaveAttribute('id', 'prices-panel-1');

    await user.click(screen.getByRole('tab', { name: 'Storage' }));
    const storage = screen.getByRole('tabpanel', { name: 'Storage' });
    expect(storage).toHaveAttribute('id', 'prices-panel-2');
    expect(within(storage).getByRole('heading', { level: 3 })).toHaveTextContent('Calculate storage by m³');
    await user.type(within(storage).getByRole('textbox', { name: 'Quantity' }), '5');
    expect(within(storage).getByRole('status', { name: 'Total Estimated' })).toHaveTextContent(
      '$2,100.00 USD',
    );
    expect(within(storage).getByText('CCTV security system')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Process Order' }));
    const processOrder = screen.getByRole('tabpanel', { name: 'Process Order' });
    expect(processOrder).toHaveAttribute('id', 'prices-panel-3');
    await user.type(within(processOrder).getByRole('textbox', { name: 'Quantity' }), '600');
    expect(within(processOrder).getByText('Up to: 2,000 - $28.5 Each')).toBeInTheDocument();
    expect(within(processOrder).getByText('Extra Product Per Order: $6.5')).toBeInTheDocument();
    expect(within(processOrder).getByText('Includes bubble wrap')).toBeInTheDocument();
  });

  it('moves through the warehouses as one radio group', async () => {
    const user = userEvent.setup();
    await renderLoaded('en-US');
    const radios = screen.getAllByRole('radio');
    expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
    await user.click(screen.getByRole('radio', { name: 'Houston' }));
    expect(screen.getByRole('radio', { name: 'Miami' })).not.toBeChecked();
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);
  });

  it('shows an error with Retry, and loads again when asked', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    api = mockApi(failing(503), ok(WAREHOUSE_PRICES));
    renderWithIntl(<PricesPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The prices could not be loaded');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our prices in 5 countries and 7 warehouses' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  it('says so when there is no warehouse to show', async () => {
    api = mockApi(ok([WAREHOUSE_PRICES[2]]));
    renderWithIntl(<PricesPage />);
    expect(await screen.findByText('There are no prices to show right now.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our fulfillment prices');
    await waitFor(() => expect(screen.queryByRole('tablist')).not.toBeInTheDocument());
  });
});
