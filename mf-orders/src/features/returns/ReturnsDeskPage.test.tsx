import { act, screen, waitFor, within } from '@testing-library/react';
import { bus, type SessionUser } from '@estiba/shared';
import { mockApi, ok, restoreApi, type SentRequest, demoMerchant, resetPage } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { returnSummary } from './testing';
import { ReturnsDeskPage } from './ReturnsDeskPage';
import type { StaffReturnList } from './returns.api';

jest.setTimeout(30_000);

const staff: SessionUser = {
  ...demoMerchant,
  userId: 'u-staff',
  role: ['staff'],
  clientId: 'CL-0001',
  displayName: 'Warehouse Staff',
};
const admin: SessionUser = { ...staff, userId: 'u-admin', role: ['admin'] };

const desk = (
  returns = [
    returnSummary(),
    returnSummary({ id: 'e5000000-0000-4000-8000-000000000002', number: 5002, status: 'in_transit' }),
  ],
): StaffReturnList => ({
  warehouse: { id: 'WH-MX-CDMX', name: 'Ciudad de México' },
  returns,
  totalRows: returns.length,
});

afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

function render() {
  const user = setupUser();
  renderScreen(<ReturnsDeskPage />, { route: '/floor/returns', url: '/floor/returns' });
  return user;
}

describe('ReturnsDeskPage', () => {
  it("lists the returns coming to the staff's warehouse, each opening its receiving screen", async () => {
    resetPage(staff);
    const api = mockApi(() => ok(desk()));
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Returns to receive: Ciudad de México' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Returns to receive' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'RMA-5001' })).toHaveAttribute(
      'href',
      `/floor/returns/${returnSummary().id}`,
    );
    expect(within(rows[1]!).getByText('Demo Store Co.')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('In transit')).toBeInTheDocument();
    expect(api.requests[0]!.url).toBe('staff/returns');
    expect(api.requests[0]!.params).toEqual({ page: 1, limit: 100 });
  });

  it('searches by number and updates live when a return moves (the socket)', async () => {
    resetPage(staff);
    let returns = desk().returns;
    const api = mockApi(() => ok(desk(returns)));
    const user = render();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '5002');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.requests.at(-1)!.params).toMatchObject({ search: '5002' }));
    returns = [];
    act(() => bus.emit('return.status_changed', { returnId: returnSummary().id, to: 'restocked' }));
    expect(await screen.findByText('No returns match these filters.')).toBeInTheDocument();
  });

  it('asks an admin to choose the warehouse first', async () => {
    resetPage(admin);
    const api = mockApi((request: SentRequest) =>
      request.url === 'warehouses'
        ? ok([{ id: 'WH-MX-CDMX', name: 'Ciudad de México', countryCode: 'MX', currency: 'MXN' }])
        : ok(desk([])),
    );
    const user = render();
    expect(await screen.findByText('Choose a warehouse to see its returns.')).toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Warehouse' }), 'Ciudad de México');
    expect(await screen.findByText('No returns are on their way to this warehouse.')).toBeInTheDocument();
    expect(api.requests.at(-1)!.params).toMatchObject({ warehouseId: 'WH-MX-CDMX' });
  });
});
