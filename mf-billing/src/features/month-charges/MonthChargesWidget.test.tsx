import '../../testing/structuredClone';
import { act, configure, screen, within } from '@testing-library/react';
import { bus } from '@estiba/shared';
import { failing, mockApi, ok, resetPage, restoreApi } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { warehouseBilling } from '../billing-common/testing';
import { MonthChargesWidget } from './MonthChargesWidget';

jest.setTimeout(30_000);
// On a machine shared with other builds a screen's first draw can take over a second.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => resetPage());
afterEach(() => restoreApi());

const render = (locale: 'en-US' | 'es-AR' = 'en-US') =>
  renderScreen(<MonthChargesWidget />, { route: '/welcome', locale });

const miami = () =>
  warehouseBilling({
    warehouseId: 'WH-US-MIA',
    warehouseName: 'Miami',
    countryCode: 'US',
    currency: 'USD',
    timeZone: 'America/New_York',
    month: {
      invoiceId: null,
      periodMonth: '2026-11-01',
      subtotalCents: 1250,
      taxRateBasisPoints: 0,
      taxCents: 0,
      totalCents: 1250,
      chargeCount: 3,
      byKind: [
        { kind: 'storage', amountCents: 1500, chargeCount: 2 },
        { kind: 'credit', amountCents: -250, chargeCount: 1 },
      ],
      days: [{ day: '2026-11-01', amountCents: 1250, balanceCents: 1250 }],
    },
  });

describe('MonthChargesWidget', () => {
  it("shows one warehouse's month so far, by kind as text, and links to the billing", async () => {
    const api = mockApi(() => ok({ warehouses: [warehouseBilling()] }));
    render();
    expect(await screen.findByTestId('month-charges-subtotal')).toHaveTextContent('MX$66.50');
    expect(api.requests[0].url).toBe('client/billing/warehouses');
    expect(screen.getByText('November 2026 so far')).toBeInTheDocument();
    expect(screen.getByText(/2 charges · MX\$77\.14 with tax/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Charges by kind at Ciudad de México' });
    expect(within(table).getByRole('row', { name: 'Reception MX$45.00' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Process order MX$21.50' })).toBeInTheDocument();
    // One warehouse: the dashboard card's title is enough, no warehouse heading.
    expect(screen.queryByRole('heading', { name: 'Ciudad de México' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See billing information' })).toHaveAttribute(
      'href',
      '/billing-information',
    );
  });

  it('shows each warehouse apart in its own currency, never added together, credits with their sign', async () => {
    mockApi(() => ok({ warehouses: [warehouseBilling(), miami()] }));
    render();
    const mexico = await screen.findByRole('region', { name: 'Ciudad de México' });
    const usa = screen.getByRole('region', { name: 'Miami' });
    expect(within(mexico).getByTestId('month-charges-subtotal')).toHaveTextContent('MX$66.50');
    expect(within(usa).getByTestId('month-charges-subtotal')).toHaveTextContent('$12.50');
    expect(within(usa).queryByText(/with tax/)).not.toBeInTheDocument();
    const table = within(usa).getByRole('table', { name: 'Charges by kind at Miami' });
    expect(within(table).getByRole('row', { name: 'Storage $15.00' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Credit -$2.50' })).toBeInTheDocument();
    expect(screen.queryByText(/79\.|\$79/)).not.toBeInTheDocument();
  });

  it('loads the figures again on a new charge or invoice event from the bus, without a loader', async () => {
    let subtotal = 6650;
    const api = mockApi(() =>
      ok({
        warehouses: [warehouseBilling({ month: { ...warehouseBilling().month, subtotalCents: subtotal } })],
      }),
    );
    render();
    expect(await screen.findByTestId('month-charges-subtotal')).toHaveTextContent('MX$66.50');
    subtotal = 8800;
    act(() => bus.emit('charge.created', { chargeId: 'c-9', warehouseId: 'WH-MX-CDMX', amountCents: 2150 }));
    expect(await screen.findByText('MX$88.00')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => bus.emit('invoice.issued', { invoiceId: 'i-1', warehouseId: 'WH-MX-CDMX' }));
    act(() => bus.emit('invoice.paid', { invoiceId: 'i-1', warehouseId: 'WH-MX-CDMX' }));
    await screen.findByText('MX$88.00');
    await act(async () => undefined);
    expect(api.requests).toHaveLength(4);
  });

  it('says when nothing is charged yet, in the merchant language', async () => {
    mockApi(() => ok({ warehouses: [] }));
    render('es-AR');
    expect(await screen.findByText('Todavía no tenés cargos este mes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver información de facturación' })).toBeInTheDocument();
  });

  it('shows the failure with a Retry that loads again', async () => {
    let fail = true;
    mockApi(() => (fail ? failing(503) : ok({ warehouses: [warehouseBilling()] })));
    render();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await setupUser().click(retry);
    expect(await screen.findByTestId('month-charges-subtotal')).toHaveTextContent('MX$66.50');
  });
});
