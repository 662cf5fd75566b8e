import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ImportAccepted, ImportPreview, Job } from '@estiba/api/contract';
import { bus } from '@estiba/shared';
import { failing, mockApi, ok, restoreApi, type SentRequest, resetPage } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { CsvImportPage } from './CsvImportPage';

jest.setTimeout(30_000);

const JOB_ID = '0b6f6c1e-4a59-4d8e-9b47-6a2f7d1c9e01';
const CSV = [
  'sku,name,length_cm,width_cm,height_cm,weight_kg',
  'A-1,Taza blanca,10,10,12,0.350',
  'A-2,Taza negra,0,10,12,0.350',
  'A-3,Plato,20,20,3,0.600',
].join('\n');

const preview: ImportPreview = {
  kind: 'products',
  fileName: 'tazas.csv',
  rows: 3,
  counts: { created: 2, updated: 0, skipped: 0, rejected: 1 },
  rejected: [
    {
      line: 3,
      cells: { sku: 'A-2', name: 'Taza negra', length_cm: '0' },
      code: 'decimal',
      column: 'length_cm',
      value: '2',
      message: 'length_cm must be a number greater than 0 with at most 2 decimals.',
    },
  ],
};
const accepted: ImportAccepted = {
  jobId: JOB_ID,
  importId: 'imp-1',
  fileName: 'tazas.csv',
  rows: 3,
  replayed: false,
};
const runningJob: Job = {
  id: JOB_ID,
  kind: 'import.products',
  status: 'queued',
  progress: { current: 0, total: 3 },
  result: null,
  error: null,
  attempts: 0,
  createdBy: null,
  createdAt: '2026-11-25T18:00:00.000Z',
  startedAt: null,
  finishedAt: null,
};
const result = {
  importId: 'imp-1',
  kind: 'products',
  fileName: 'tazas.csv',
  rows: 3,
  created: 2,
  updated: 0,
  skipped: 0,
  rejected: 1,
  rejectedCsv: `/imports/${JOB_ID}/rejected.csv`,
};

function api(answers: { preview?: ImportPreview | 'refused' } = {}) {
  return mockApi((request: SentRequest) => {
    const { url, method } = request;
    if (url === 'imports/products/preview') {
      return answers.preview === 'refused'
        ? failing(400, { statusCode: 400, error: 'Bad Request', message: 'Missing column(s): sku.' })
        : ok(answers.preview ?? preview);
    }
    if (url === 'imports/products' && method === 'post') return { status: 202, data: accepted };
    if (url === `jobs/${JOB_ID}`) return ok(runningJob);
    if (url?.endsWith('.csv')) return ok(new Blob(['sku\r\n']));
    return failing(404);
  });
}

const csvFile = (content = CSV, name = 'tazas.csv') => new File([content], name, { type: 'text/csv' });
const sentTo = (sent: { requests: SentRequest[] }, url: string) =>
  sent.requests.filter((request) => request.url === url);

/** The downloads' file names (jsdom cannot navigate to the object URL a click opens). */
let downloads: string[] = [];

beforeEach(() => {
  resetPage();
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

async function chooseFile(file = csvFile(), locale: 'en-US' | 'es-MX' = 'en-US') {
  const user = setupUser();
  renderScreen(<CsvImportPage kind="products" />, { route: '/product/create/massive', locale });
  const name = locale === 'en-US' ? 'Choose a CSV file' : 'Elige un archivo CSV';
  await user.upload(screen.getByLabelText(name), file);
  return user;
}

describe('CsvImportPage', () => {
  it("downloads the kind's template through the API", async () => {
    const sent = api();
    const user = setupUser();
    renderScreen(<CsvImportPage kind="products" />, { route: '/product/create/massive' });
    expect(screen.getByRole('heading', { level: 1, name: 'Import products' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download the template' }));
    await waitFor(() => expect(sentTo(sent, 'imports/products/template.csv')).toHaveLength(1));
    expect(sentTo(sent, 'imports/products/template.csv')[0]!.responseType).toBe('blob');
    await waitFor(() => expect(downloads).toEqual(['products-template.csv']));
  });

  it('lets the keyboard reach the file input itself, its label only looking like a button', async () => {
    const user = setupUser();
    renderScreen(<CsvImportPage kind="products" />, { route: '/product/create/massive' });
    const input = screen.getByLabelText('Choose a CSV file');
    const label = input.closest('label')!;
    // A button around an input is two nested controls (axe: nested-interactive).
    expect(label).not.toHaveAttribute('role');
    expect(label).toHaveAttribute('tabindex', '-1');
    await user.tab();
    await user.tab();
    expect(input).toHaveFocus();
  });

  it('shows the first rows, then each bad row with its reason, before anything is written', async () => {
    const sent = api();
    await chooseFile();
    expect(await screen.findByText('tazas.csv: 3 rows')).toBeInTheDocument();
    const firstRows = screen.getByRole('table', { name: 'First rows of the file' });
    expect(within(firstRows).getByText('Taza blanca')).toBeInTheDocument();
    const bad = await screen.findByRole('table', { name: 'Rows with problems (they will not be imported)' });
    const row = within(bad).getByText('3').closest('tr') as HTMLElement;
    expect(
      within(row).getByText('length_cm must be a number greater than 0 with at most 2 decimals.'),
    ).toBeInTheDocument();
    expect(screen.getByText('To create: 2')).toBeInTheDocument();
    expect(screen.getByText('With problems: 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 2 rows' })).toBeEnabled();
    expect(sentTo(sent, 'imports/products/preview')[0]!.data).toBeInstanceOf(FormData);
    expect(sentTo(sent, 'imports/products')).toEqual([]);
  });

  it("shows a bad row's reason in the person's language", async () => {
    api();
    await chooseFile(csvFile(), 'es-MX');
    expect(
      await screen.findByText('length_cm debe ser un número mayor que 0 con 2 decimales como máximo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar 2 filas' })).toBeInTheDocument();
  });

  it('imports with a progress bar from the job events, then the counts and the rejected rows to download', async () => {
    const sent = api();
    const user = await chooseFile();
    await user.click(await screen.findByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByRole('heading', { name: 'Importing…' })).toBeInTheDocument();
    const emit = (event: Partial<Job> & { current: number; total: number }) =>
      act(() => {
        bus.emit('job.progress', {
          id: JOB_ID,
          kind: 'import.products',
          status: 'running',
          result: null,
          error: null,
          ...event,
        });
      });
    emit({ current: 2, total: 3 });
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );
    expect(screen.getByText('2 of 3 rows')).toBeInTheDocument();
    // Another job's news is not this one's.
    act(() => {
      bus.emit('job.progress', { ...runningJob, id: 'other', status: 'failed', current: 0, total: 1 });
    });
    expect(screen.getByText('2 of 3 rows')).toBeInTheDocument();
    emit({ status: 'succeeded', current: 3, total: 3, result });
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeInTheDocument();
    expect(screen.getByText('Created: 2')).toBeInTheDocument();
    expect(screen.getByText('Rejected: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download rejected rows' }));
    await waitFor(() => expect(downloads).toEqual(['tazas-rejected.csv']));
    expect(sentTo(sent, `imports/${JOB_ID}/rejected.csv`)).toHaveLength(1);
    expect(sentTo(sent, 'imports/products')).toHaveLength(1);
    // The upload carries an Idempotency-Key, so a resend of it cannot start a second import.
    expect(String(sentTo(sent, 'imports/products')[0].headers?.['Idempotency-Key'])).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(screen.getByLabelText('Choose a CSV file')).toBeInTheDocument();
  });

  it("shows the API's refusal of the file (its header) and lets another file be chosen", async () => {
    api({ preview: 'refused' });
    await chooseFile(csvFile('code,title\nA,b\n'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing column(s): sku.');
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Choose a CSV file')).toBeEnabled();
  });

  it('offers no import when every row is already there', async () => {
    api({
      preview: { ...preview, counts: { created: 0, updated: 0, skipped: 3, rejected: 0 }, rejected: [] },
    });
    await chooseFile();
    expect(
      await screen.findByText('Nothing to import: every row is already there or has a problem.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
  });

  it('takes a file dropped on the area as one chosen', async () => {
    const sent = api();
    renderScreen(<CsvImportPage kind="products" />, { route: '/product/create/massive' });
    const area = screen.getByText('or drop it here').parentElement as HTMLElement;
    fireEvent.dragOver(area);
    fireEvent.drop(area, { dataTransfer: { files: [csvFile()] } });
    expect(await screen.findByText('To create: 2')).toBeInTheDocument();
    expect(sentTo(sent, 'imports/products/preview')).toHaveLength(1);
  });

  it('refuses an empty file without sending it', async () => {
    const sent = api();
    await chooseFile(csvFile(''));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is empty.');
    expect(sent.requests).toEqual([]);
  });
});
