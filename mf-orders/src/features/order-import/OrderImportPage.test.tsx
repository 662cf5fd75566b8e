import { screen, waitFor, within } from '@testing-library/react';
import type { ImportPreview } from '@estiba/api/contract';
import {
  failing,
  mockApi,
  ok,
  restoreApi,
  type MockAnswer,
  type SentRequest,
  resetPage,
} from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { currentDraft, keepDraft } from './importDraft';
import { OrderImportPage } from './OrderImportPage';

jest.setTimeout(30_000);

const HEADER =
  'order_number,shop,warehouse,customer_name,customer_email,customer_phone,address_line1,address_line2,city,state,postal_code,country,sku,quantity';
const line = (order: string, sku: string, quantity: string) =>
  `${order},,Ciudad de México,Ana López,ana@example.mx,,Calle 5 de Mayo 10,,Puebla,PUE,72000,MX,${sku},${quantity}`;
const BAD_CSV = [HEADER, line('1001', 'MUG-1', '2'), line('1002', 'MUG-1', 'cero')].join('\n');
const GOOD_CSV = [HEADER, line('1001', 'MUG-1', '2'), line('1002', 'MUG-1', '1')].join('\n');

const overview = {
  orders: 2,
  lines: 2,
  units: 3,
  warehouses: [
    { warehouseId: 'WH-MX-CDMX', warehouseName: 'Ciudad de México', orders: 2, lines: 2, units: 3 },
  ],
  stock: [
    {
      warehouseId: 'WH-MX-CDMX',
      warehouseName: 'Ciudad de México',
      sku: 'MUG-1',
      productName: 'Taza',
      units: 3,
      available: 1,
    },
  ],
};
const preview = (change: Partial<ImportPreview> = {}): ImportPreview => ({
  kind: 'orders',
  fileName: 'pedidos.csv',
  rows: 2,
  counts: { created: 2, updated: 0, skipped: 0, rejected: 0 },
  rejected: [],
  overview,
  ...change,
});

function api(answer: (request: SentRequest) => MockAnswer | Promise<MockAnswer> = () => ok(preview())) {
  return mockApi((request: SentRequest) => {
    if (request.url === 'imports/orders/preview' && request.method === 'post') return answer(request);
    if (request.url === 'imports/orders/template.csv') return ok(new Blob(['order_number\r\n']));
    return failing(404, { message: 'no route' });
  });
}

let downloads: string[] = [];
beforeEach(() => {
  resetPage();
  keepDraft(null);
  downloads = [];
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

const csvFile = (content: string) => new File([content], 'pedidos.csv', { type: 'text/csv' });

async function choose(content: string, locale: 'en-US' | 'es-MX' = 'en-US') {
  const user = setupUser();
  renderScreen(<OrderImportPage />, { route: '/orders/import', locale });
  await user.upload(
    screen.getByLabelText(locale === 'en-US' ? 'Choose a CSV file' : 'Elige un archivo CSV'),
    csvFile(content),
  );
  return user;
}

describe('OrderImportPage', () => {
  it('downloads the orders template through the API', async () => {
    const sent = api();
    const user = setupUser();
    renderScreen(<OrderImportPage />, { route: '/orders/import' });
    expect(screen.getByRole('heading', { level: 1, name: 'Import orders' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download the template' }));
    await waitFor(() => expect(downloads).toEqual(['orders-template.csv']));
    expect(sent.requests.find((r) => r.url === 'imports/orders/template.csv')!.responseType).toBe('blob');
  });

  it("flags a bad row with its reason in the browser, then shows the server's reasons", async () => {
    let answer: (value: MockAnswer) => void = () => undefined;
    const sent = mockApi((request: SentRequest) =>
      request.url === 'imports/orders/preview'
        ? new Promise<MockAnswer>((resolve) => {
            answer = resolve;
          })
        : failing(404),
    );
    await choose(BAD_CSV);
    // The browser's check, before the server answers: the bad quantity.
    const table = await screen.findByRole('table', { name: /Rows with problems/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('3')).toBeInTheDocument();
    expect(
      within(rows[1]!).getByText('quantity must be a whole number from 1 to 100,000.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking every row…');
    expect(sent.requests.filter((r) => r.url === 'imports/orders/preview')).toHaveLength(1);

    answer(
      ok(
        preview({
          counts: { created: 1, updated: 0, skipped: 0, rejected: 1 },
          overview: { ...overview, orders: 1 },
          rejected: [
            {
              line: 2,
              cells: { order_number: '1001', sku: 'MUG-1' },
              code: 'productUnknown',
              column: 'sku',
              value: 'MUG-1',
              message: 'You have no product with SKU MUG-1.',
            },
          ],
        }),
      ),
    );
    expect(await screen.findByText('Unknown SKU: you have no product with SKU MUG-1.')).toBeInTheDocument();
    expect(screen.getByText('Orders to create: 1')).toBeInTheDocument();
    expect(screen.getByText('Rows with problems: 1')).toBeInTheDocument();
  });

  it('continues to the overview with the checked file once the server agrees', async () => {
    api();
    const user = await choose(GOOD_CSV);
    expect(await screen.findByText('Every row is ready to import.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to the overview' }));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/orders/import/overview');
    expect(currentDraft()).toMatchObject({ preview: { overview: { orders: 2 } } });
    expect(currentDraft()!.file.name).toBe('pedidos.csv');
  });

  it("shows the server's refusal of the whole file, and offers nothing to continue", async () => {
    api(() => failing(400, { statusCode: 400, error: 'Bad Request', message: 'Missing column(s): sku.' }));
    await choose('order_number,quantity\n1,2');
    expect(await screen.findByText('Missing column(s): sku.')).toBeInTheDocument();
    expect(screen.getByText(/Missing columns: warehouse, customer_name/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to the overview' })).not.toBeInTheDocument();
  });

  it('refuses an empty file before sending it', async () => {
    const sent = api();
    await choose('');
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is empty.');
    expect(sent.requests).toHaveLength(0);
  });

  it('speaks Spanish', async () => {
    api(() => new Promise<MockAnswer>(() => undefined));
    await choose(BAD_CSV, 'es-MX');
    expect(screen.getByRole('heading', { level: 1, name: 'Importar pedidos' })).toBeInTheDocument();
    expect(
      await screen.findByText('quantity debe ser un número entero del 1 al 100,000.'),
    ).toBeInTheDocument();
  });
});
