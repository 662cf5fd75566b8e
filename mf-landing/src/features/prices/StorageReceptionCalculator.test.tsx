import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WarehousePrice } from '@estiba/shared';
import { renderWithIntl } from '../../testing/renderWithIntl';
import { StorageReceptionCalculator } from './StorageReceptionCalculator';
import { priceListOf } from './warehousePrices.fixture';

const quantity = () => screen.getByRole('textbox', { name: 'Quantity' });
const total = () => screen.getByRole('status', { name: 'Total Estimated' });
const checklist = () =>
  within(screen.getByRole('region', { name: "What's included" }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('StorageReceptionCalculator, storage', () => {
  it('prices storage per cubic metre, by its ranges', async () => {
    const user = userEvent.setup();
    renderWithIntl(<StorageReceptionCalculator mode="storage" priceList={priceListOf('mx-cdmx')} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Calculate storage by m³');
    expect(quantity()).toHaveAttribute('inputmode', 'numeric');
    expect(total()).toHaveTextContent('$0.00 MXN');
    expect(screen.getByText('$420 per m³')).toBeInTheDocument();
    await user.type(quantity(), '12');
    expect(total()).toHaveTextContent('$4,560.00 MXN');
    expect(screen.getByText('$380 per m³')).toBeInTheDocument();
  });

  it('reads m3 when the storage names no unit', () => {
    const base = priceListOf('us-mia');
    const noUnit: WarehousePrice = {
      ...base,
      categories: { ...base.categories, storage: { ...base.categories.storage, unit: null } },
    };
    renderWithIntl(<StorageReceptionCalculator mode="storage" priceList={noUnit} />);
    expect(screen.getByText('$420 per m³')).toBeInTheDocument();
  });

  it('ignores anything but digits', async () => {
    const user = userEvent.setup();
    renderWithIntl(<StorageReceptionCalculator mode="storage" priceList={priceListOf('mx-cdmx')} />);
    await user.type(quantity(), '3.5');
    expect(quantity()).toHaveValue('35');
    expect(total()).toHaveTextContent('$13,300.00 MXN');
  });

  it('lists what storage includes', () => {
    renderWithIntl(<StorageReceptionCalculator mode="storage" priceList={priceListOf('mx-cdmx')} />);
    expect(checklist()).toEqual([
      'CCTV security system',
      'Insurance for products available',
      'Unlimited capacity for growth',
    ]);
  });

  it('writes the unit and the checklist in Spanish', () => {
    renderWithIntl(<StorageReceptionCalculator mode="storage" priceList={priceListOf('es-mad')} />, 'es-ES');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Calcula el almacenamiento por m³');
    expect(screen.getByText('€420 por m³')).toBeInTheDocument();
    expect(screen.getByText('Sistema de seguridad con videovigilancia (CCTV)')).toBeInTheDocument();
  });
});

describe('StorageReceptionCalculator, reception', () => {
  it('prices reception per box, with the reception checklist', async () => {
    const user = userEvent.setup();
    renderWithIntl(<StorageReceptionCalculator mode="reception" priceList={priceListOf('us-mia')} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Calculate reception by box');
    await user.type(quantity(), '4');
    expect(total()).toHaveTextContent('$180.00 USD');
    expect(screen.getByText('$45 per box')).toBeInTheDocument();
    expect(checklist()).toHaveLength(4);
  });
});
