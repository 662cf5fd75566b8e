import { act, configure, screen, within } from '@testing-library/react';
import { bus } from '@estiba/shared';
import { failing, mockApi, ok, resetPage, restoreApi, type SentRequest } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { INVOICE_ID, WAREHOUSE_ID, invoiceDetail } from '../billing-common/testing';
import { InvoicePage } from './InvoicePage';

jest.setTimeout(30_000);
// On a machine shared with other builds a screen's first draw can take over a second.
configure({ asyncUtilTimeout: 5000 });

const PATH = `client/invoice/${WAREHOUSE_ID}/${INVOICE_ID}`;

beforeEach(() => resetPage());
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

const render = (locale: 'en-US' | 'es-CL' = 'en-US') =>
  renderScreen(<InvoicePage />, {
    route: '/invoice/:warehouseId/:invoiceId',
    url: `/invoice/${WAREHOUSE_ID}/${INVOICE_ID}`,
    locale,
  });

describe('InvoicePage', () => {
  it('shows a loader, then the header, the lines by kind with subtotals, the tax and the total', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const api = mockApi(() => new Promise((resolve) => (answer = resolve)));
    render();
    expect(await screen.findByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    await act(async () => answer(ok(invoiceDetail())));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-1007' })).toBeInTheDocument();
    expect(api.requests[0].url).toBe(PATH);
    expect(screen.getByText('Open', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    expect(screen.getByText('Ciudad de México · Av. Central 100')).toBeInTheDocument();
    expect(screen.getByText(/still open/)).toBeInTheDocument();

    const reception = screen.getByRole('table', { name: 'Reception' });
    expect(
      within(reception).getByRole('row', {
        name: /Reception · Per box · 51\+ boxes tier · RO-1001 · box 2 1 box/,
      }),
    ).toHaveTextContent('MX$45.00');
    expect(within(reception).getByRole('row', { name: /Subtotal · Reception/ })).toHaveTextContent(
      'MX$45.00',
    );
    const orders = screen.getByRole('table', { name: 'Process order' });
    expect(
      within(orders).getByRole('row', {
        name: /Process order · Small package · 101–500 orders tier · order #1042/,
      }),
    ).toHaveTextContent('MX$21.50');

    const totals = screen.getByTestId('invoice-totals');
    expect(totals).toHaveTextContent('SubtotalMX$66.50');
    expect(totals).toHaveTextContent('Tax (16%)MX$10.64');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('MX$77.14');
  });

  it('has no tax line where the country has none', async () => {
    mockApi(() =>
      ok(invoiceDetail({ taxRateBasisPoints: 0, taxCents: 0, totalCents: 6650, currency: 'USD' })),
    );
    render();
    expect(await screen.findByTestId('invoice-total')).toHaveTextContent('$66.50');
    expect(screen.queryByText(/Tax/)).not.toBeInTheDocument();
  });

  it('says the invoice does not exist for a 404 (another merchant’s too)', async () => {
    mockApi(failing(404, { message: 'Not found' }));
    render();
    expect(
      await screen.findByRole('heading', { name: 'This invoice does not exist or is not yours.' }),
    ).toBeInTheDocument();
  });

  it('says an address without an invoice id is missing, without asking the API', async () => {
    const api = mockApi(() => ok(invoiceDetail()));
    renderScreen(<InvoicePage />, {
      route: '/invoice/:warehouseId/:invoiceId',
      url: `/invoice/${WAREHOUSE_ID}/not-an-invoice`,
    });
    expect(
      await screen.findByRole('heading', { name: 'This invoice does not exist or is not yours.' }),
    ).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's error and loads again on Retry", async () => {
    mockApi(failing(403, { message: 'Billing is not enabled for this account' }), ok(invoiceDetail()));
    const user = setupUser();
    render();
    expect(await screen.findByText('Billing is not enabled for this account')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-1007' })).toBeInTheDocument();
  });

  it('downloads the PDF and the CSV with the session', async () => {
    const api = mockApi((request: SentRequest) =>
      request.url === PATH ? ok(invoiceDetail()) : ok(new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
    );
    URL.createObjectURL = jest.fn(() => 'blob:invoice');
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const user = setupUser();
    render();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(api.requests.map((request) => request.url)).toEqual([PATH, `${PATH}/pdf`, `${PATH}/csv`]);
    expect(api.requests[1].responseType).toBe('blob');
    expect(click).toHaveBeenCalledTimes(2);
    // Named by the number as the heading writes it (and as the API's own file names do).
    expect(names).toEqual(['INV-1007.pdf', 'INV-1007.csv']);
  });

  it('loads again when a charge lands on it or it is issued, not for another invoice', async () => {
    const api = mockApi(
      ok(invoiceDetail()),
      ok(invoiceDetail({ totalCents: 12934 })),
      ok(invoiceDetail({ status: 'issued', issuedAt: '2026-12-01T06:00:00.000Z', dueOn: '2026-12-16' })),
    );
    render();
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-1007' });
    act(() => bus.emit('charge.created', { chargeId: 'c-9', invoiceId: 'another-invoice' }));
    act(() => bus.emit('charge.created', { chargeId: 'c-9', invoiceId: INVOICE_ID }));
    expect(await screen.findByText('MX$129.34')).toBeInTheDocument();
    act(() => bus.emit('invoice.issued', { invoiceId: INVOICE_ID }));
    expect(await screen.findByText('Issued', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.getByText('Dec 16, 2026')).toBeInTheDocument();
    expect(api.requests).toHaveLength(3);
  });

  it('shows Paid when staff mark this invoice paid, not for another invoice', async () => {
    const issued = { status: 'issued', issuedAt: '2026-12-01T06:00:00.000Z', dueOn: '2026-12-16' } as const;
    const api = mockApi(
      ok(invoiceDetail(issued)),
      ok(invoiceDetail({ ...issued, status: 'paid', paidAt: '2026-12-10T15:00:00.000Z' })),
    );
    render();
    expect(await screen.findByText('Issued', { selector: '.MuiChip-label' })).toBeInTheDocument();
    act(() => bus.emit('invoice.paid', { invoiceId: 'another-invoice' }));
    act(() => bus.emit('invoice.paid', { invoiceId: INVOICE_ID }));
    expect(await screen.findByText('Paid', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  it('reads in Spanish (es-CL)', async () => {
    mockApi(() => ok(invoiceDetail()));
    render('es-CL');
    expect(await screen.findByRole('heading', { level: 1, name: 'Factura INV-1007' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeInTheDocument();
    expect(screen.getByText('IVA (16%)')).toBeInTheDocument();
    expect(screen.getByText('Bodega')).toBeInTheDocument();
  });
});
