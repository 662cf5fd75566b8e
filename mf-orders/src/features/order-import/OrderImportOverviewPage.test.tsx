import { act, screen, within } from '@testing-library/react';
import type { ImportAccepted, ImportPreview, Job } from '@estiba/api/contract';
import { bus } from '@estiba/shared';
import { failing, mockApi, ok, restoreApi, type SentRequest, resetPage } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { keepDraft } from './importDraft';
import { OrderImportOverviewPage } from './OrderImportOverviewPage';

jest.setTimeout(30_000);

const JOB_ID = '0b6f6c1e-4a59-4d8e-9b47-6a2f7d1c9e01';
const ORDER_ID = '7d0c1f6e-2b1a-4c3d-9e8f-0000000000aa';
const preview: ImportPreview = {
  kind: 'orders',
  fileName: 'pedidos.csv',
  rows: 4,
  counts: { created: 3, updated: 0, skipped: 0, rejected: 1 },
  rejected: [],
  overview: {
    orders: 2,
    lines: 3,
    units: 7,
    warehouses: [
      { warehouseId: 'WH-MX-CDMX', warehouseName: 'Ciudad de México', orders: 1, lines: 2, units: 5 },
      { warehouseId: 'WH-MX-MTY', warehouseName: 'Monterrey', orders: 1, lines: 1, units: 2 },
    ],
    stock: [
      {
        warehouseId: 'WH-MX-CDMX',
        warehouseName: 'Ciudad de México',
        sku: 'MUG-1',
        productName: 'Taza',
        units: 4,
        available: 1,
      },
      {
        warehouseId: 'WH-MX-CDMX',
        warehouseName: 'Ciudad de México',
        sku: 'CAFE-500',
        productName: 'Café',
        units: 1,
        available: 30,
      },
      {
        warehouseId: 'WH-MX-MTY',
        warehouseName: 'Monterrey',
        sku: 'MUG-1',
        productName: 'Taza',
        units: 2,
        available: 9,
      },
    ],
  },
};
const accepted: ImportAccepted = {
  jobId: JOB_ID,
  importId: 'imp-1',
  fileName: 'pedidos.csv',
  rows: 4,
  replayed: false,
};
const job = (change: Partial<Job> = {}): Job => ({
  id: JOB_ID,
  kind: 'import.orders',
  status: 'running',
  progress: { current: 0, total: 4 },
  result: null,
  error: null,
  attempts: 1,
  createdBy: null,
  createdAt: '2026-11-25T18:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  ...change,
});

function api(upload: () => ReturnType<typeof ok> = () => ({ status: 202, data: accepted })) {
  return mockApi((request: SentRequest) => {
    if (request.url === 'imports/orders' && request.method === 'post') return upload();
    if (request.url === `jobs/${JOB_ID}`) return ok(job());
    return failing(404, { message: 'no route' });
  });
}

beforeEach(() => {
  resetPage();
  keepDraft({ file: new File(['x'], 'pedidos.csv', { type: 'text/csv' }), preview });
});
afterEach(() => restoreApi());

const renderOverview = () => {
  const user = setupUser();
  renderScreen(<OrderImportOverviewPage />, { route: '/orders/import/overview' });
  return user;
};

describe('OrderImportOverviewPage', () => {
  it('shows what will be created: orders, lines and units, per warehouse, and the stock to reserve', () => {
    api();
    renderOverview();
    expect(screen.getByRole('heading', { level: 1, name: 'Import overview' })).toBeInTheDocument();
    expect(screen.getByText('2 orders')).toBeInTheDocument();
    expect(screen.getByText('3 lines')).toBeInTheDocument();
    expect(screen.getByText('7 units')).toBeInTheDocument();
    expect(screen.getByText('Rows with problems: 1')).toBeInTheDocument();
    const perWarehouse = screen.getByRole('table', { name: 'Orders per warehouse' });
    expect(
      within(perWarehouse)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['WarehouseOrdersLinesUnits', 'Ciudad de México125', 'Monterrey112']);
    const stock = screen.getByRole('table', { name: 'Stock the orders will reserve' });
    const rows = within(stock).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('Short')).toBeInTheDocument();
    expect(within(rows[2]!).queryByText('Short')).not.toBeInTheDocument();
  });

  it('imports as a job: the progress bar follows the job, then the result links to the new orders', async () => {
    const sent = api();
    const user = renderOverview();
    await user.click(screen.getByRole('button', { name: 'Import 2 orders' }));
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    const uploads = sent.requests.filter((r) => r.url === 'imports/orders');
    expect(uploads).toHaveLength(1);
    // The upload carries an Idempotency-Key, so a resend of it cannot start a second import.
    expect(String(uploads[0].headers?.['Idempotency-Key'])).toMatch(/^[0-9a-f-]{36}$/);
    act(() => {
      bus.emit('job.progress', {
        id: JOB_ID,
        kind: 'import.orders',
        status: 'running',
        current: 2,
        total: 4,
        result: null,
        error: null,
      });
    });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('2 of 4 rows')).toBeInTheDocument();
    act(() => {
      bus.emit('job.progress', {
        id: JOB_ID,
        kind: 'import.orders',
        status: 'succeeded',
        current: 4,
        total: 4,
        error: null,
        result: {
          importId: 'imp-1',
          kind: 'orders',
          fileName: 'pedidos.csv',
          rows: 4,
          created: 3,
          updated: 0,
          skipped: 0,
          rejected: 1,
          rejectedCsv: `/imports/${JOB_ID}/rejected.csv`,
          orders: [{ id: ORDER_ID, reference: '1001' }],
        },
      });
    });
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeInTheDocument();
    expect(
      screen.getByText(/3 rows were imported as new orders; 1 row with problems was not imported/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1001' })).toHaveAttribute('href', `/orders/${ORDER_ID}`);
    expect(screen.getByRole('link', { name: 'See the orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('button', { name: 'Download the rows with problems' })).toBeInTheDocument();
  });

  it("shows the upload's refusal and keeps the Import button", async () => {
    api(() =>
      failing(413, {
        statusCode: 413,
        message: 'The file is larger than 10 MB: split it into several files.',
      }),
    );
    const user = renderOverview();
    await user.click(screen.getByRole('button', { name: 'Import 2 orders' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 10 MB');
    expect(screen.getByRole('button', { name: 'Import 2 orders' })).toBeEnabled();
  });

  it('sends the person back to choose a file when there is none (a reload)', () => {
    keepDraft(null);
    api();
    renderOverview();
    expect(screen.getByText('There is no checked file to import.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a file' })).toHaveAttribute('href', '/orders/import');
  });
});
