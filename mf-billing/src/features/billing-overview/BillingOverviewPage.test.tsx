import '../../testing/structuredClone';
import { act, configure, screen, within } from '@testing-library/react';
import { bus } from '@estiba/shared';
import { failing, mockApi, ok, resetPage, restoreApi } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { INVOICE_ID, OLD_INVOICE_ID, WAREHOUSE_ID, warehouseBilling } from '../billing-common/testing';
import { BillingOverviewPage } from './BillingOverviewPage';

jest.setTimeout(30_000);
// On a machine shared with other builds a screen's first draw can take over a second.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => resetPage());
afterEach(() => restoreApi());

const render = (locale: 'en-US' | 'es-AR' = 'en-US') =>
  renderScreen(<BillingOverviewPage />, { route: '/billing-information', locale });

describe('BillingOverviewPage', () => {
  it('shows a loader while the figures come', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    mockApi(() => new Promise((resolve) => (answer = resolve)));
    render();
    expect(await screen.findByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    await act(async () => answer(ok({ warehouses: [] })));
    expect(await screen.findByText('No billing yet')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows each warehouse's month so far, its invoices with status, what is due and the links", async () => {
    const api = mockApi(() => ok({ warehouses: [warehouseBilling()] }));
    render();
    const card = await screen.findByRole('region', { name: 'Ciudad de México' });
    expect(api.requests[0].url).toBe('client/billing/warehouses');
    expect(within(card).getByText('November 2026 so far')).toBeInTheDocument();
    expect(within(card).getByTestId('month-total')).toHaveTextContent('MX$77.14');
    expect(within(card).getByText(/2 charges · MX\$66\.50 \+ tax MX\$10\.64/)).toBeInTheDocument();
    expect(
      within(card).getByRole('img', {
        name: /Running balance from Nov 20, 2026 to Nov 21, 2026: MX\$66\.50/,
      }),
    ).toBeInTheDocument();
    expect(within(card).getByTestId('due')).toHaveTextContent('MX$1,160.00');
    expect(within(card).getByRole('link', { name: 'Charges at Ciudad de México' })).toHaveAttribute(
      'href',
      `/billing-information/${WAREHOUSE_ID}`,
    );
    expect(within(card).getByRole('link', { name: 'November 2026 invoice (open)' })).toHaveAttribute(
      'href',
      `/invoice/${WAREHOUSE_ID}/${INVOICE_ID}`,
    );
    const invoices = within(card).getByRole('table', { name: 'Invoices of Ciudad de México' });
    const row = within(invoices).getByRole('row', { name: /INV-1001/ });
    expect(row).toHaveTextContent('October 2026');
    expect(within(row).getByText('Issued')).toBeInTheDocument();
    expect(row).toHaveTextContent('MX$1,160.00');
    expect(row).toHaveTextContent('Nov 16, 2026');
    expect(within(row).getByRole('link', { name: 'INV-1001' })).toHaveAttribute(
      'href',
      `/invoice/${WAREHOUSE_ID}/${OLD_INVOICE_ID}`,
    );
  });

  it('says so when there is no billing yet', async () => {
    mockApi(() => ok({ warehouses: [] }));
    render();
    expect(await screen.findByRole('heading', { name: 'No billing yet' })).toBeInTheDocument();
  });

  it("shows the server's refusal and tries again on Retry", async () => {
    const api = mockApi(
      failing(403, { message: 'Billing is not enabled for this account' }),
      ok({ warehouses: [warehouseBilling()] }),
    );
    const user = setupUser();
    render();
    expect(await screen.findByText('Billing is not enabled for this account')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Ciudad de México' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  it('updates the month when a charge is created, without a reload, keeping the figures meanwhile', async () => {
    const later = warehouseBilling({
      month: { ...warehouseBilling().month, totalCents: 12934, chargeCount: 3 },
    });
    const api = mockApi(ok({ warehouses: [warehouseBilling()] }), ok({ warehouses: [later] }));
    render();
    const card = await screen.findByRole('region', { name: 'Ciudad de México' });
    act(() => bus.emit('charge.created', { chargeId: 'c-9', warehouseId: WAREHOUSE_ID, amountCents: 4500 }));
    // The old figures stay until the new ones arrive: no loader in between.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await within(card).findByText('MX$129.34')).toBeInTheDocument();
    expect(within(card).getByText(/3 charges/)).toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  it('reloads when an invoice is issued', async () => {
    const issued = warehouseBilling({
      invoices: [{ ...warehouseBilling().invoices[0], status: 'paid' }],
    });
    mockApi(ok({ warehouses: [warehouseBilling()] }), ok({ warehouses: [issued] }));
    render();
    const card = await screen.findByRole('region', { name: 'Ciudad de México' });
    act(() => bus.emit('invoice.issued', { invoiceId: OLD_INVOICE_ID }));
    expect(await within(card).findByText('Paid')).toBeInTheDocument();
  });

  it('shows an invoice Paid when staff mark it, without a reload', async () => {
    const paid = warehouseBilling({
      invoices: [{ ...warehouseBilling().invoices[0], status: 'paid', paidAt: '2026-11-25T15:00:00.000Z' }],
      dueCents: 0,
    });
    const api = mockApi(ok({ warehouses: [warehouseBilling()] }), ok({ warehouses: [paid] }));
    render();
    const card = await screen.findByRole('region', { name: 'Ciudad de México' });
    expect(within(card).getByText('Issued')).toBeInTheDocument();
    act(() => bus.emit('invoice.paid', { invoiceId: OLD_INVOICE_ID, warehouseId: 'WH-MX-CDMX' }));
    expect(await within(card).findByText('Paid')).toBeInTheDocument();
    expect(within(card).queryByText('Issued')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  it('reads in Spanish (es-AR)', async () => {
    mockApi(() => ok({ warehouses: [warehouseBilling()] }));
    render('es-AR');
    const card = await screen.findByRole('region', { name: 'Ciudad de México' });
    expect(within(card).getByText('noviembre de 2026 hasta hoy')).toBeInTheDocument();
    expect(within(card).getByText('Facturas anteriores')).toBeInTheDocument();
    expect(within(card).getByText('Emitida')).toBeInTheDocument();
  });
});
