// The billing desk's invoices: the list with total and due date, the filters in the address and the request (the
// warehouse for admins only), Mark as paid after a confirmation (and the API's refusal in its words), live reload.
import { act, configure, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { bus, type SessionUser } from '@estiba/shared';
import {
  demoMerchant,
  failing,
  mockApi,
  ok,
  resetPage,
  restoreApi,
  type SentRequest,
} from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { StaffInvoicesPage } from './StaffInvoicesPage';
import { STAFF_INVOICE_ID, staffInvoice } from './testing';
import type { StaffInvoice } from './staffInvoices.api';

jest.setTimeout(60_000);
// The Data Grid draws in several passes: on a machine shared with other builds a page takes over a second.
configure({ asyncUtilTimeout: 5000 });

const staff: SessionUser = {
  ...demoMerchant,
  userId: 'u-staff',
  role: ['staff'],
  clientId: 'CL-0001',
  displayName: 'Warehouse Staff',
};
const admin: SessionUser = { ...staff, userId: 'u-admin', role: ['admin'] };

const LIST = 'staff/billing/invoices';
const PAY = `staff/invoice/${STAFF_INVOICE_ID}/paid`;
const paidOne = staffInvoice({ status: 'paid', paidAt: '2026-11-20T15:00:00.000Z' });
const other = staffInvoice({
  id: 'a7000000-0000-4000-8000-000000000012',
  number: 1008,
  clientName: 'Other Goods SA',
  totalCents: 58000,
  dueOn: '2026-11-18',
});

afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

const listOf = (invoices: StaffInvoice[]) => ok({ invoices, totalRows: invoices.length });
const lists = (requests: SentRequest[]) => requests.filter((request) => request.url === LIST);

const render = (url = '/floor/billing/invoices', locale: 'en-US' | 'es-AR' = 'en-US') =>
  renderScreen(<StaffInvoicesPage />, { route: '/floor/billing/invoices', url, locale });

describe('StaffInvoicesPage', () => {
  beforeEach(() => resetPage(staff));

  it('lists the issued invoices with client, warehouse, month, total and due date, asking for issued first', async () => {
    const sent = mockApi(() => listOf([staffInvoice(), other]));
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    const row = await screen.findByRole('row', { name: /INV-1007/ });
    for (const text of [
      'Demo Store Co.',
      'Ciudad de México',
      'October 2026',
      'Issued',
      'MX$1,160.00',
      'Nov 16, 2026',
    ]) {
      expect(row).toHaveTextContent(text);
    }
    expect(within(row).getByRole('button', { name: 'Mark as paid: INV-1007' })).toBeVisible();
    expect(screen.getByRole('row', { name: /INV-1008/ })).toHaveTextContent('MX$580.00');
    expect(lists(sent.requests)[0]!.params).toEqual({ status: 'issued', page: 1, limit: 50 });
    // Staff see their own warehouse: no warehouse to choose.
    expect(screen.queryByRole('combobox', { name: 'Warehouse' })).not.toBeInTheDocument();
  });

  it('filters by status and month through the address and the request', async () => {
    const sent = mockApi(() => listOf([paidOne]));
    const user = setupUser();
    render('/floor/billing/invoices?staffInvoices.month=2026-10');
    await screen.findByRole('row', { name: /INV-1007/ });
    expect(lists(sent.requests)[0]!.params).toEqual({
      status: 'issued',
      month: '2026-10',
      page: 1,
      limit: 50,
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'paid');
    await act(async () => undefined);
    expect(lists(sent.requests).at(-1)!.params).toEqual({
      status: 'paid',
      month: '2026-10',
      page: 1,
      limit: 50,
    });
    const row = await screen.findByRole('row', { name: /INV-1007/ });
    expect(row).toHaveTextContent('Paid');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await act(async () => undefined);
    expect(lists(sent.requests).at(-1)!.params).toEqual({ month: '2026-10', page: 1, limit: 50 });
  });

  it('marks an invoice paid after the confirmation, says so and loads the list again', async () => {
    let paid = false;
    const sent = mockApi((request) => {
      if (request.url === PAY) {
        paid = true;
        return ok({ invoice: paidOne });
      }
      return listOf(paid ? [other] : [staffInvoice(), other]);
    });
    const notes: unknown[] = [];
    const off = bus.on('notify', (note) => notes.push(note));
    const user = setupUser();
    render();
    await user.click(await screen.findByRole('button', { name: 'Mark as paid: INV-1007' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark INV-1007 as paid?' });
    expect(dialog).toHaveTextContent(
      'Demo Store Co. · Ciudad de México · October 2026: MX$1,160.00, due Nov 16, 2026.',
    );
    // Cancel leaves it as it was.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(sent.requests.some((request) => request.url === PAY)).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Mark as paid: INV-1007' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Mark INV-1007 as paid?' })).getByRole('button', {
        name: 'Mark as paid',
      }),
    );
    await screen.findByRole('row', { name: /INV-1008/ });
    expect(await screen.findByText('Other Goods SA')).toBeVisible();
    expect(screen.queryByRole('row', { name: /INV-1007/ })).not.toBeInTheDocument();
    expect(sent.requests.filter((request) => request.url === PAY).map((request) => request.method)).toEqual([
      'post',
    ]);
    expect(notes).toEqual([
      { id: 'billing.staffInvoices.markPaid.done', values: { number: 'INV-1007' }, severity: 'success' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    off();
  });

  it("shows the API's refusal in the dialog and keeps the invoice", async () => {
    mockApi((request) =>
      request.url === PAY
        ? failing(409, { statusCode: 409, error: 'Conflict', message: 'This invoice is already paid.' })
        : listOf([staffInvoice()]),
    );
    const user = setupUser();
    render();
    await user.click(await screen.findByRole('button', { name: 'Mark as paid: INV-1007' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(await within(dialog).findByText('This invoice is already paid.')).toBeVisible();
  });

  it('loads again when an invoice is paid or issued elsewhere (socket → bus)', async () => {
    let calls = 0;
    mockApi(() => {
      calls += 1;
      return listOf(calls === 1 ? [staffInvoice(), other] : [other]);
    });
    render();
    await screen.findByRole('row', { name: /INV-1007/ });
    act(() => bus.emit('invoice.paid', { invoiceId: STAFF_INVOICE_ID, warehouseId: 'WH-MX-CDMX' }));
    await screen.findByRole('row', { name: /INV-1008/ });
    expect(await screen.findByText('Other Goods SA')).toBeVisible();
    await act(async () => undefined);
    expect(screen.queryByRole('row', { name: /INV-1007/ })).not.toBeInTheDocument();
  });
});

describe('StaffInvoicesPage for an admin', () => {
  beforeEach(() => resetPage(admin));

  it('chooses a warehouse among all of them, and reads in Spanish (es-AR)', async () => {
    const sent = mockApi((request) =>
      request.url === 'warehouses'
        ? ok([
            { id: 'WH-MX-CDMX', name: 'Ciudad de México' },
            { id: 'WH-US-LRD', name: 'Laredo' },
          ])
        : listOf([staffInvoice()]),
    );
    const user = setupUser();
    render('/floor/billing/invoices', 'es-AR');
    expect(screen.getByRole('heading', { level: 1, name: 'Facturas' })).toBeVisible();
    const row = await screen.findByRole('row', { name: /INV-1007/ });
    expect(row).toHaveTextContent('octubre de 2026');
    expect(row).toHaveTextContent('Emitida');
    expect(within(row).getByRole('button', { name: 'Marcar como pagada: INV-1007' })).toBeVisible();
    const warehouse = await screen.findByRole('combobox', { name: 'Depósito' });
    await screen.findByRole('option', { name: 'Laredo' });
    await user.selectOptions(warehouse, 'WH-US-LRD');
    await act(async () => undefined);
    expect(lists(sent.requests).at(-1)!.params).toEqual({
      status: 'issued',
      warehouseId: 'WH-US-LRD',
      page: 1,
      limit: 50,
    });
  });
});
