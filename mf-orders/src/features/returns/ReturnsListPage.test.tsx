import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@estiba/shared';
import { failing, mockApi, ok, restoreApi, type SentRequest, resetPage } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { returnSummary } from './testing';
import { ReturnsListPage } from './ReturnsListPage';
import type { ReturnList } from './returns.api';

jest.setTimeout(30_000);

const list = (overrides: Partial<ReturnList> = {}): ReturnList => ({
  returns: [
    returnSummary(),
    returnSummary({
      id: 'e5000000-0000-4000-8000-000000000002',
      number: 5002,
      type: 'refund',
      status: 'restocked',
      unitCount: 1,
    }),
  ],
  totalRows: 2,
  warehouses: [
    { id: 'WH-MX-CDMX', name: 'Ciudad de México' },
    { id: 'WH-MX-MTY', name: 'Monterrey' },
  ],
  ...overrides,
});

beforeEach(() => resetPage());
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

function render(url = '/returns', locale: 'en-US' | 'es-MX' = 'en-US') {
  const user = setupUser();
  renderScreen(<ReturnsListPage />, { route: '/returns', url, locale });
  return user;
}

const paramsOf = (request: SentRequest) => request.params as Record<string, unknown>;

describe('ReturnsListPage', () => {
  it('lists the returns with their status chips, each linked to its page and its order', async () => {
    mockApi(() => ok(list()));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Return Orders' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Return Orders' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Return', 'Order', 'Customer', 'Type', 'Status', 'Warehouse', 'Units', 'Created']);
    expect(within(rows[1]!).getByRole('link', { name: 'RMA-5001' })).toHaveAttribute(
      'href',
      `/returns/${returnSummary().id}`,
    );
    expect(within(rows[1]!).getByRole('link', { name: '#1001' })).toHaveAttribute(
      'href',
      `/orders/${returnSummary().orderId}`,
    );
    expect(within(rows[1]!).getByText('Requested')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Exchange')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Restocked')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Refund')).toBeInTheDocument();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  it('filters by status, type and warehouse and searches, keeping them in the address; Clear filters clears', async () => {
    const api = mockApi(() => ok(list()));
    const user = render();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Restocked');
    await waitFor(() => expect(paramsOf(api.requests.at(-1)!)).toMatchObject({ status: 'restocked' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Refund');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Warehouse' }), 'Monterrey');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'RMA-5002');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(paramsOf(api.requests.at(-1)!)).toEqual({
        page: 1,
        limit: 25,
        status: 'restocked',
        type: 'refund',
        warehouseId: 'WH-MX-MTY',
        search: 'RMA-5002',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(paramsOf(api.requests.at(-1)!)).toEqual({ page: 1, limit: 25 }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('reads its filters from the address and says when nothing matches', async () => {
    const api = mockApi(() => ok(list({ returns: [], totalRows: 0 })));
    render('/returns?status=in_transit&type=exchange');
    expect(await screen.findByText('No returns match these filters.')).toBeInTheDocument();
    expect(paramsOf(api.requests[0]!)).toMatchObject({ status: 'in_transit', type: 'exchange' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('in_transit');
  });

  it('pages through the returns', async () => {
    const api = mockApi(() => ok(list({ totalRows: 60 })));
    const user = render();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(paramsOf(api.requests.at(-1)!)).toMatchObject({ page: 2 }));
  });

  it('reloads in place when a return changes status (the socket)', async () => {
    let status: 'requested' | 'in_transit' = 'requested';
    mockApi(() => ok(list({ returns: [returnSummary({ status })], totalRows: 1 })));
    render();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Requested')).toBeInTheDocument();
    status = 'in_transit';
    act(() => bus.emit('return.status_changed', { returnId: returnSummary().id, to: 'in_transit' }));
    expect(await within(table).findByText('In transit')).toBeInTheDocument();
  });

  it("shows the server's failure with a retry", async () => {
    let fail = true;
    mockApi(() => (fail ? failing(422, { message: 'Unknown return status lost' }) : ok(list())));
    const user = render();
    expect(await screen.findByText('Unknown return status lost')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('speaks the page’s language', async () => {
    mockApi(() => ok(list()));
    render('/returns', 'es-MX');
    expect(await screen.findByRole('heading', { level: 1, name: 'Devoluciones' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Devoluciones' });
    expect(within(table).getByText('Solicitada')).toBeInTheDocument();
    expect(within(table).getByText('Cambio')).toBeInTheDocument();
  });
});
