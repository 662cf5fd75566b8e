import { screen, within } from '@testing-library/react';
import type { WarehouseDetail } from '@estiba/api/contract';
import {
  failing,
  mockApi,
  ok,
  pricingFixture,
  restoreApi,
  type SentRequest,
  resetPage,
} from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { warehouses } from '../../testing/fixtures';
import { WarehouseDetailPage } from './WarehouseDetailPage';
import { WarehousesPage } from './WarehousesPage';

jest.setTimeout(30_000);

const detail: WarehouseDetail = { ...warehouses[0], prices: pricingFixture.priceList.categories };

beforeEach(() => resetPage());
afterEach(() => restoreApi());

describe('/warehouses', () => {
  it("groups the warehouses by country in the reader's language order, each with the merchant's stock there", async () => {
    mockApi(ok([warehouses[1], warehouses[0]]));
    renderScreen(<WarehousesPage />, { route: '/warehouses', locale: 'es-MX' });
    const countries = await screen.findAllByRole('heading', { level: 2 });
    // es-MX lists Mexico first (spec point 9).
    expect(countries.map((heading) => heading.textContent)).toEqual(['México', 'Estados Unidos']);
    const mexico = screen.getByRole('region', { name: 'México' });
    const card = within(mexico).getByRole('link', { name: /Mexico City/ });
    expect(card).toHaveAttribute('href', '/warehouses/WH-MX-CDMX');
    expect(within(card).getByText('MXN · America/Mexico_City')).toBeInTheDocument();
    expect(within(card).getByText('En existencia').nextSibling).toHaveTextContent('42');
  });

  it('shows it is loading, then says when there is no warehouse yet', async () => {
    mockApi(ok([]));
    renderScreen(<WarehousesPage />, { route: '/warehouses' });
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    expect(await screen.findByText('No warehouse is open yet.')).toBeInTheDocument();
  });

  it('offers Retry when the warehouses cannot load', async () => {
    let calls = 0;
    mockApi(() => (++calls === 1 ? failing(500) : ok(warehouses)));
    const user = setupUser();
    renderScreen(<WarehousesPage />, { route: '/warehouses' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Sorry, we're experiencing technical difficulties.",
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Mexico City' })).toBeInTheDocument();
  });
});

describe('/warehouses/:warehouseId', () => {
  function renderDetail(answer: (request: SentRequest) => { status: number; data: unknown }) {
    const sent = mockApi(answer);
    renderScreen(<WarehouseDetailPage />, {
      route: '/warehouses/:warehouseId',
      url: '/warehouses/WH-MX-CDMX',
    });
    return sent;
  }

  it('shows the address, currency, time zone, deadline and the stock there, with the way to that inventory', async () => {
    const sent = renderDetail(() => ok(detail));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mexico City' })).toBeInTheDocument();
    expect(sent.requests[0].url).toBe('warehouses/WH-MX-CDMX');
    expect(screen.getByText('Time zone').nextSibling).toHaveTextContent('America/Mexico_City');
    expect(screen.getByText('Receiving deadline').nextSibling).toHaveTextContent('48 hours from arrival');
    expect(screen.getByRole('link', { name: 'See this inventory' })).toHaveAttribute(
      'href',
      '/inventory?inventory.warehouseId=WH-MX-CDMX',
    );
  });

  it('shows the price list with the calculators’ lines: up to, onwards, each and the extra product', async () => {
    renderDetail(() => ok(detail));
    const processOrder = await screen.findByRole('region', { name: /^Process order/ });
    expect(within(processOrder).getByText('Small package (0 kg - 1 kg)')).toBeInTheDocument();
    expect(within(processOrder).getByText('Up to: 500 - $32.00 MXN Each')).toBeInTheDocument();
    expect(within(processOrder).getByText('2001 Onwards - $25.00 MXN Each')).toBeInTheDocument();
    expect(within(processOrder).getByText('Extra Product Per Order: $6.50 MXN')).toBeInTheDocument();
    expect(within(processOrder).getByText('$59.90 MXN Each')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Storage/ })).toBeInTheDocument();
  });

  it('says when the warehouse has no price list yet', async () => {
    renderDetail(() => ok({ ...detail, prices: null }));
    expect(await screen.findByText('This warehouse has no price list yet.')).toBeInTheDocument();
  });

  it('says so for an unknown warehouse', async () => {
    renderDetail(() => failing(404, { message: 'The warehouse was not found.' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This warehouse does not exist' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All warehouses' })).toHaveAttribute('href', '/warehouses');
  });
});
