import { act, configure, screen, within } from '@testing-library/react';
import { bus } from '@estiba/shared';
import { failing, mockApi, ok, resetPage, restoreApi, type SentRequest } from '@estiba/shared/testing';
import { fill, renderScreen, setupUser } from '../../testing/renderScreen';
import {
  INVOICE_ID,
  WAREHOUSE_ID,
  processOrderCharge,
  receptionCharge,
  warehouseBilling,
} from '../billing-common/testing';
import type { Charge } from '../billing-common';
import { disputeDetail, disputeSummary } from '../disputes/testing';
import { ChargesPage } from './ChargesPage';

jest.setTimeout(60_000);
// The Data Grid draws in several passes: on a machine shared with other builds a page takes over a second.
configure({ asyncUtilTimeout: 5000 });

const CHARGES = `client/billing/warehouse/${WAREHOUSE_ID}/charges`;

beforeEach(() => resetPage());
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

const page = (charges: Charge[], totalCents = 6650) =>
  ok({ charges, totalRows: charges.length, totalCents, currency: 'MXN' });

/** The API: the overview for the title, and the charges by `charges(request)`. */
function api(charges: (request: SentRequest) => ReturnType<typeof ok>) {
  return mockApi((request: SentRequest) =>
    request.url === 'client/billing/warehouses' ? ok({ warehouses: [warehouseBilling()] }) : charges(request),
  );
}

const render = (url = `/billing-information/${WAREHOUSE_ID}`, locale: 'en-US' | 'es-MX' = 'en-US') =>
  renderScreen(<ChargesPage />, { route: '/billing-information/:warehouseId', url, locale });

const chargeRequests = (requests: SentRequest[]) => requests.filter((request) => request.url === CHARGES);

describe('ChargesPage', () => {
  it("lists the warehouse's charges with their rule and source, amount, credit and invoice", async () => {
    const sent = api(() => page([receptionCharge(), processOrderCharge({ creditedCents: -500 })]));
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Charges at Ciudad de México' }),
    ).toBeInTheDocument();
    const row = await screen.findByRole('row', {
      name: /Process order · Small package · 101–500 orders tier · order #1042/,
    });
    expect(row).toHaveTextContent('1 order');
    expect(row).toHaveTextContent('MX$21.50');
    expect(row).toHaveTextContent('Credited -MX$5.00');
    expect(within(row).getByRole('link', { name: 'INV-1007' })).toHaveAttribute(
      'href',
      `/invoice/${WAREHOUSE_ID}/${INVOICE_ID}`,
    );
    expect(
      screen.getByRole('row', { name: /Reception · Per box · 51\+ boxes tier · RO-1001 · box 2/ }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('charges-total')).toHaveTextContent('2 charges · MX$66.50');
    expect(chargeRequests(sent.requests)[0].params).toEqual({ page: 1, limit: 50 });
  });

  it('filters by kind and days from the address, and asks the API with them', async () => {
    const sent = api(() => page([processOrderCharge()], 2150));
    const user = setupUser();
    render(`/billing-information/${WAREHOUSE_ID}?charges.from=2026-11-01&charges.to=2026-11-30`);
    await screen.findByRole('row', { name: /order #1042/ });
    expect(chargeRequests(sent.requests)[0].params).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'process_order');
    await screen.findByRole('button', { name: 'Clear filters' });
    await act(async () => undefined);
    expect(chargeRequests(sent.requests).at(-1)!.params).toMatchObject({
      kind: 'process_order',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 1,
    });
  });

  it('exports the CSV of the API with the same filters', async () => {
    const sent = api((request) =>
      request.url === `${CHARGES}.csv`
        ? ok(new Blob(['id,kind'], { type: 'text/csv' }))
        : page([processOrderCharge()]),
    );
    URL.createObjectURL = jest.fn(() => 'blob:charges');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = setupUser();
    render(`/billing-information/${WAREHOUSE_ID}?charges.kind=storage`);
    await screen.findByRole('row', { name: /order #1042/ });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const csv = sent.requests.find((request) => request.url === `${CHARGES}.csv`)!;
    expect(csv.params).toEqual({ kind: 'storage' });
    expect(csv.responseType).toBe('blob');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('says when there is nothing to show', async () => {
    api(() => page([], 0));
    render();
    expect(await screen.findByText('No charges')).toBeInTheDocument();
    expect(screen.queryByTestId('charges-total')).not.toBeInTheDocument();
  });

  it("shows the server's error, and loads again on the list's Retry", async () => {
    let answers = 0;
    api(() => {
      answers += 1;
      return answers === 1
        ? failing(403, { message: 'Billing is not enabled for this account' })
        : page([processOrderCharge()], 2150);
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = setupUser();
    render();
    expect(await screen.findByText('Billing is not enabled for this account')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /order #1042/ })).toBeInTheDocument();
  });

  it('shows a failed export', async () => {
    api((request) =>
      request.url === `${CHARGES}.csv` ? failing(422, { message: 'from must be on or before to' }) : page([]),
    );
    const user = setupUser();
    render();
    await screen.findByText('No charges');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('from must be on or before to');
  });

  it('loads again when a charge is created at this warehouse, not at another', async () => {
    let answers = 0;
    const sent = api(() => {
      answers += 1;
      return answers === 1
        ? page([processOrderCharge()], 2150)
        : page([receptionCharge(), processOrderCharge()]);
    });
    render();
    await screen.findByRole('row', { name: /order #1042/ });
    act(() => bus.emit('charge.created', { chargeId: 'c-2', warehouseId: 'WH-CO-BOG' }));
    act(() => bus.emit('charge.created', { chargeId: 'c-2', warehouseId: WAREHOUSE_ID }));
    // The grid draws the new page after a reload cycle: slower than a first render on a loaded machine.
    expect(
      await screen.findByRole('row', { name: /RO-1001 · box 2/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('charges-total')).toHaveTextContent('2 charges · MX$66.50');
    expect(chargeRequests(sent.requests)).toHaveLength(2);
  });

  it("opens a dispute from a charge's row and shows its status once the list loads again", async () => {
    const charge = processOrderCharge();
    let disputed = false;
    const sent = api((request) => {
      if (request.method === 'post') {
        disputed = true;
        return { status: 201, data: { dispute: disputeSummary({ chargeId: charge.id }) } };
      }
      if (request.url?.startsWith('client/billing/dispute/')) return ok(disputeDetail());
      return page(
        [{ ...charge, dispute: disputed ? { id: disputeSummary().id, status: 'open' } : null }],
        2150,
      );
    });
    const user = setupUser();
    render();
    const row = await screen.findByRole('row', { name: /order #1042/ });
    await user.click(within(row).getByRole('button', { name: 'Dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute this charge' });
    // Typed key by key in DisputeChargeDialog.test; here the reason only has to be there.
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /What is wrong with this charge/ }),
      'This order was cancelled before it was packed.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    const post = sent.requests.find((request) => request.method === 'post')!;
    expect(post.url).toBe(`client/charge/${charge.id}/dispute`);
    expect(JSON.parse(String(post.data))).toEqual({
      reason: 'This order was cancelled before it was packed.',
    });
    // The list loads again and the row says the dispute is open instead of offering another one (behind the
    // dispute's thread, which opens on top: hence hidden elements counted).
    expect(await screen.findByRole('button', { name: 'Dispute: Open', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dispute', hidden: true })).not.toBeInTheDocument();
    expect(chargeRequests(sent.requests).length).toBeGreaterThanOrEqual(2);
  });

  it('reads in Spanish (es-MX)', async () => {
    api(() => page([processOrderCharge()], 2150));
    render(`/billing-information/${WAREHOUSE_ID}`, 'es-MX');
    expect(
      await screen.findByRole('row', {
        name: /Procesamiento de pedido · Paquete pequeño · tramo de 101–500 pedidos/,
      }),
    ).toHaveTextContent('1 pedido');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
  });
});
