import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '../../testing/renderWithIntl';
import { PriceCalculator } from './PriceCalculator';
import { priceListOf } from './warehousePrices.fixture';

const quantity = () => screen.getByRole('textbox', { name: 'Quantity' });
const total = () => screen.getByRole('status', { name: 'Total Estimated' });
const checklist = () =>
  within(screen.getByRole('region', { name: "What's included" }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('PriceCalculator, process order', () => {
  it('names the unit, takes a numeric quantity and offers every weight band', () => {
    renderWithIntl(<PriceCalculator mode="processOrder" priceList={priceListOf('mx-cdmx')} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Calculate Process Order by order');
    expect(quantity()).toHaveAttribute('inputmode', 'numeric');
    const range = screen.getByRole('combobox', { name: 'Range' });
    expect(
      within(range)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Small package (0 kg - 1 kg)',
      'Medium package (1 kg - 5 kg)',
      'Large package (5 kg - 20 kg)',
    ]);
    expect(range).toHaveValue('po-small');
  });

  it('starts on the first range with a total of 0', () => {
    renderWithIntl(<PriceCalculator mode="processOrder" priceList={priceListOf('mx-cdmx')} />);
    expect(total()).toHaveTextContent('$0.00 MXN');
    expect(screen.getByText('Up to: 500 - $32 Each')).toBeInTheDocument();
    expect(screen.getByText('Extra Product Per Order: $6.5')).toBeInTheDocument();
  });

  it('prices the quantity with the range it falls in', async () => {
    const user = userEvent.setup();
    renderWithIntl(<PriceCalculator mode="processOrder" priceList={priceListOf('mx-cdmx')} />);
    await user.type(quantity(), '250');
    expect(total()).toHaveTextContent('$8,000.00 MXN');
    expect(screen.getByText('Up to: 500 - $32 Each')).toBeInTheDocument();

    await user.clear(quantity());
    await user.type(quantity(), '1200');
    expect(total()).toHaveTextContent('$34,200.00 MXN');
    expect(screen.getByText('Up to: 2,000 - $28.5 Each')).toBeInTheDocument();
  });

  it('uses the last range, onwards, above every maximum', async () => {
    const user = userEvent.setup();
    renderWithIntl(<PriceCalculator mode="processOrder" priceList={priceListOf('mx-cdmx')} />);
    await user.type(quantity(), '6000');
    expect(total()).toHaveTextContent('$150,000.00 MXN');
    expect(screen.getByText('2,001 Onwards - $25 Each')).toBeInTheDocument();
  });

  it('ignores anything but digits', async () => {
    const user = userEvent.setup();
    renderWithIntl(<PriceCalculator mode="processOrder" priceList={priceListOf('mx-cdmx')} />);
    await user.type(quantity(), '12');
    await user.type(quantity(), 'a-.,e');
    expect(quantity()).toHaveValue('12');
    expect(total()).toHaveTextContent('$384.00 MXN');
  });

  it("changing the range resets to the service's first range and prices the quantity again", async () => {
    const user = userEvent.setup();
    renderWithIntl(<PriceCalculator mode="processOrder" priceList={priceListOf('mx-cdmx')} />);
    const range = screen.getByRole('combobox', { name: 'Range' });
    await user.selectOptions(range, 'Medium package (1 kg - 5 kg)');
    expect(screen.getByText('Up to: 500 - $41 Each')).toBeInTheDocument();
    expect(screen.getByText('Extra Product Per Order: $8')).toBeInTheDocument();

    await user.type(quantity(), '800');
    expect(screen.getByText('501 Onwards - $36 Each')).toBeInTheDocument();
    await user.selectOptions(range, 'Small package (0 kg - 1 kg)');
    expect(quantity()).toHaveValue('800');
    expect(screen.getByText('Up to: 2,000 - $28.5 Each')).toBeInTheDocument();
    expect(total()).toHaveTextContent('$22,800.00 MXN');
  });

  it('shows price Each for a service with one range', async () => {
    const user = userEvent.setup();
    renderWithIntl(<PriceCalculator mode="processOrder" priceList={priceListOf('mx-cdmx')} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Range' }), 'po-large');
    await user.type(quantity(), '3');
    expect(screen.getByText('$59.9 Each')).toBeInTheDocument();
    expect(total()).toHaveTextContent('$179.70 MXN');
  });

  it('lists what process order includes', () => {
    renderWithIntl(<PriceCalculator mode="processOrder" priceList={priceListOf('mx-cdmx')} />);
    expect(checklist()).toEqual([
      'Includes bubble wrap',
      'Security stretch wrap',
      'Biodegradable packing peanut',
    ]);
  });

  it('starts again when the price list changes', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithIntl(
      <PriceCalculator mode="processOrder" priceList={priceListOf('mx-cdmx')} />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Range' }), 'po-medium');
    await user.type(quantity(), '900');
    rerender(<PriceCalculator mode="processOrder" priceList={priceListOf('es-mad')} />);
    expect(quantity()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Range' })).toHaveValue('po-small');
    expect(total()).toHaveTextContent('€0.00 EUR');
    expect(screen.getByText('Up to: 500 - €32 Each')).toBeInTheDocument();
  });
});

describe('PriceCalculator, reception', () => {
  it('prices by box, without a range selector, with 2 services or fewer', async () => {
    const user = userEvent.setup();
    renderWithIntl(<PriceCalculator mode="reception" priceList={priceListOf('mx-cdmx')} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Calculate reception by box');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.type(quantity(), '20');
    expect(total()).toHaveTextContent('$900.00 MXN');
    expect(screen.getByText('$45 Each')).toBeInTheDocument();
    expect(screen.queryByText(/Extra Product Per Order/)).not.toBeInTheDocument();
  });

  it('prices by product, with a range selector, with more than 2 services', async () => {
    const user = userEvent.setup();
    renderWithIntl(<PriceCalculator mode="reception" priceList={priceListOf('mx-mty')} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Calculate reception by product');
    expect(screen.getByRole('combobox', { name: 'Range' })).toHaveValue('rc-s');
    await user.type(quantity(), '1500');
    expect(screen.getByText('1,001 Onwards - $2 Each')).toBeInTheDocument();
    expect(total()).toHaveTextContent('$3,000.00 MXN');
  });

  it('lists what reception includes', () => {
    renderWithIntl(<PriceCalculator mode="reception" priceList={priceListOf('mx-cdmx')} />);
    expect(checklist()).toEqual([
      'Products are received in the warehouse',
      'Items are counted to verify completeness',
      'Products arrive in good condition',
      'Received stock shows in your dashboard in real time',
    ]);
  });
});

describe('PriceCalculator, returns', () => {
  it('prices by order, without a range selector, with the extra product price', async () => {
    const user = userEvent.setup();
    renderWithIntl(<PriceCalculator mode="returns" priceList={priceListOf('us-mia')} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Calculate Returns by order');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.type(quantity(), '150');
    expect(total()).toHaveTextContent('$4,950.00 USD');
    expect(screen.getByText('101 Onwards - $33 Each')).toBeInTheDocument();
    expect(screen.getByText('Extra Product Per Order: $7')).toBeInTheDocument();
    expect(checklist()).toEqual([
      'Return products from an order to the warehouse',
      'Only items returned for the exchange of another item are charged',
      'Returns do not apply when money is refunded',
    ]);
  });
});

describe('PriceCalculator, currencies and languages', () => {
  it('shows the code without a symbol where the currency has none', async () => {
    const user = userEvent.setup();
    renderWithIntl(<PriceCalculator mode="processOrder" priceList={priceListOf('cl-scl')} />);
    await user.type(quantity(), '10');
    expect(total()).toHaveTextContent(/^16,000\.00 CLP$/);
    expect(screen.getByText('Up to: 500 - 1,600 CLP Each')).toBeInTheDocument();
  });

  it('speaks the reader’s Spanish', async () => {
    const user = userEvent.setup();
    renderWithIntl(<PriceCalculator mode="reception" priceList={priceListOf('ar-bue')} />, 'es-AR');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Calculá la recepción por caja');
    await user.type(screen.getByRole('textbox', { name: 'Cantidad' }), '2');
    expect(screen.getByRole('status', { name: 'Total estimado' })).toHaveTextContent('5,400.00 ARS');
    expect(screen.getByText('2,700 ARS c/u')).toBeInTheDocument();
    expect(screen.getByText('Los productos se reciben en el depósito')).toBeInTheDocument();
  });
});
