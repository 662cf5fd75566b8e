import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEventModule, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { sessionSlice } from '../../session/session.slice';
import type { SessionUser } from '../../session/types';
import { DomainList, type DomainListProps, type ListColumn, type ListPage, type ListQuery } from '.';

interface StockRow {
  productId: string;
  sku: string;
  name: string;
  barcode: string;
  available: number;
}

const ROWS: StockRow[] = Array.from({ length: 120 }, (_, n) => ({
  productId: `p-${n + 1}`,
  sku: `SKU-${String(n + 1).padStart(3, '0')}`,
  name: n === 0 ? 'Mug, "blue"' : `Product ${n + 1}`,
  barcode: `7501${String(n + 1).padStart(8, '0')}`,
  available: (n * 7) % 50,
}));

const COLUMNS: ListColumn<StockRow>[] = [
  { field: 'sku', headerName: 'SKU' },
  { field: 'name', headerName: 'Name', operators: ['contains', 'matches'] },
  { field: 'barcode', headerName: 'Barcode' },
  { field: 'available', headerName: 'Available', type: 'number' },
];

/** A stand-in for the API: pages, sorts and filters the rows above as the server would. */
function fakeServer() {
  const queries: ListQuery[] = [];
  const load = jest.fn(async (query: ListQuery): Promise<ListPage<StockRow>> => {
    queries.push(query);
    let rows = ROWS.filter((row) =>
      query.filters.every((filter) => {
        const value = String(row[filter.field as keyof StockRow]);
        if (filter.operator === 'starts-with') return value.startsWith(filter.value);
        if (filter.operator === 'contains') return value.includes(filter.value);
        if (filter.operator === 'greater-than') return Number(value) > Number(filter.value);
        return value === filter.value;
      }),
    );
    if (query.search)
      rows = rows.filter((row) =>
        String(row[query.search!.field as keyof StockRow]).includes(query.search!.value),
      );
    if (query.sort) {
      const { field, direction } = query.sort;
      const key = field as keyof StockRow;
      rows = [...rows].sort(
        (a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (direction === 'asc' ? 1 : -1),
      );
    }
    const start = (query.page - 1) * query.limit;
    return { rows: rows.slice(start, start + query.limit), totalRows: rows.length };
  });
  return { load, queries, last: () => queries[queries.length - 1] };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The address shown, decoded for reading (`+` and `%20` as spaces). */
const address = () =>
  decodeURIComponent((screen.getByTestId('location').textContent ?? '').replace(/\+/g, ' '));

/** jsdom's Blob has no text(). */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const user = (userId: string): SessionUser =>
  ({ userId, role: ['user'], clientId: 'c-1', displayName: 'Ana', email: 'ana@example.com' }) as SessionUser;

function signedInStore(userId: string) {
  const store = configureStore({ reducer: { session: sessionSlice.reducer } });
  store.dispatch(sessionSlice.actions.signedIn(user(userId)));
  return store;
}

type Options = Partial<DomainListProps<StockRow>> & {
  url?: string;
  /** Rendered beside the list, inside the router (a page's own filters). */
  beside?: React.ReactNode;
  locale?: string;
  store?: ReturnType<typeof signedInStore>;
};

function renderList({ url = '/inventory', locale = 'en-US', store, beside, ...props }: Options = {}) {
  const server = fakeServer();
  const list = (
    <IntlProvider locale={locale} messages={{}}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/inventory"
            element={
              <>
                {beside}
                <DomainList<StockRow>
                  listId="inventory"
                  label="Inventory"
                  columns={COLUMNS}
                  getRowId={(row) => row.productId}
                  load={server.load}
                  emptyState={{
                    title: 'No products yet',
                    text: 'Create your first product to start sending inventory.',
                    action: { label: 'Create product', to: '/product/create' },
                  }}
                  searchFields={[
                    { field: 'sku', label: 'SKU' },
                    { field: 'name', label: 'Name' },
                  ]}
                  // Small pages keep the grid quick to render in jsdom.
                  pageSizes={[5, 10, 25]}
                  defaultLimit={5}
                  {...props}
                />
              </>
            }
          />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </IntlProvider>
  );
  const view = render(store ? <Provider store={store}>{list}</Provider> : list);
  return { ...view, server };
}

// The grid renders slowly in jsdom, on a machine shared with other test runs.
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 4000 });
// Skipping user-event's pointer-events check (a computed-style walk per event) halves the run.
const userEvent = userEventModule.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('DomainList', () => {
  it('loads the first page, 75 rows by default (spec point 9), and shows it', async () => {
    const { server } = renderList({ pageSizes: undefined, defaultLimit: undefined });
    expect(await screen.findByText('SKU-001')).toBeInTheDocument();
    expect(server.load).toHaveBeenCalledTimes(1);
    expect(server.last()).toEqual({ page: 1, limit: 75, filters: [] });
    expect(screen.getByRole('grid', { name: 'Inventory' })).toBeInTheDocument();
    expect(screen.getByText('1–75 of 120')).toBeInTheDocument();
  });

  it('loads the view the address describes, so a shared link opens the same list', async () => {
    const { server } = renderList({
      url: '/inventory?inventory.page=2&inventory.limit=10&inventory.sort=available:desc&inventory.filter=sku:starts-with:SKU-0',
    });
    await screen.findByText('11–20 of 99');
    expect(server.load).toHaveBeenCalledTimes(1);
    expect(server.last()).toEqual({
      page: 2,
      limit: 10,
      sort: { field: 'available', direction: 'desc' },
      filters: [{ field: 'sku', operator: 'starts-with', value: 'SKU-0' }],
    });
  });

  it('opens an address with invalid values on the defaults and rewrites it to what it shows', async () => {
    const { server } = renderList({
      url: '/inventory?inventory.page=abc&inventory.limit=5000&inventory.filter=sku:like:x&tab=a',
    });
    await screen.findByText('SKU-001');
    expect(server.last()).toEqual({ page: 1, limit: 5, filters: [] });
    expect(address()).toBe('/inventory?tab=a');
  });

  it('opens a page past the end (rows gone since the link was made) on the last page', async () => {
    const { server } = renderList({ url: '/inventory?inventory.page=40' });
    await screen.findByText('SKU-120');
    expect(server.queries.map((query) => query.page)).toEqual([40, 24]);
    expect(address()).toBe('/inventory?inventory.page=24');
  });

  it('moves to the next page on the server and writes the page into the address', async () => {
    const { server } = renderList();
    await screen.findByText('SKU-001');
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await screen.findByText('SKU-006');
    expect(server.last()).toEqual({ page: 2, limit: 5, filters: [] });
    expect(address()).toBe('/inventory?inventory.page=2');
  });

  it('sorts on the server when a column header is clicked, back on the first page', async () => {
    const { server } = renderList({ url: '/inventory?inventory.page=2' });
    await screen.findByText('SKU-006');
    await userEvent.click(
      screen
        .getByRole('columnheader', { name: /Available/ })
        .querySelector('.MuiDataGrid-columnHeaderTitle')!,
    );
    await waitFor(() =>
      expect(server.last()).toEqual({
        page: 1,
        limit: 5,
        sort: { field: 'available', direction: 'asc' },
        filters: [],
      }),
    );
    expect(address()).toBe('/inventory?inventory.sort=available:asc');
  });

  it('filters on the server with the operators of spec point 9 and keeps the filter in the address', async () => {
    const { server } = renderList();
    await screen.findByText('SKU-001');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const operator = await screen.findByRole('combobox', { name: 'Operator' });
    await userEvent.click(operator);
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['contains', 'starts with', 'ends with', 'matches']);
    await userEvent.click(screen.getByRole('option', { name: 'starts with' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Value' }), 'SKU-11');
    await waitFor(() =>
      expect(server.last()).toEqual({
        page: 1,
        limit: 5,
        filters: [{ field: 'sku', operator: 'starts-with', value: 'SKU-11' }],
      }),
    );
    expect(address()).toBe('/inventory?inventory.filter=sku:starts-with:SKU-11');
    expect(await screen.findByText('1–5 of 10')).toBeInTheDocument();
  });

  it('offers a number column greater-than, less-than and equals', async () => {
    renderList({ url: '/inventory?inventory.filter=available:greater-than:40' });
    await screen.findByText(/^1–\d+ of \d+$/);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Operator' }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['greater than', 'less than', 'equals']);
  });

  it('searches a chosen field once typing stops, and writes the search into the address', async () => {
    const { server } = renderList();
    await screen.findByText('SKU-001');
    await userEvent.click(screen.getByRole('combobox', { name: 'Search in' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Name' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '  Product 11  ');
    await waitFor(() => expect(server.last().search).toEqual({ field: 'name', value: 'Product 11' }));
    expect(address()).toBe('/inventory?inventory.search=name:Product 11');
    // The search was sent once typing stopped, not at every keystroke.
    expect(server.queries.filter((q) => q.search).length).toBe(1);
  });

  it('shows the empty state with its next step when there is nothing yet', async () => {
    renderList({ load: async () => ({ rows: [], totalRows: 0 }) });
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    expect(screen.getByText('Create your first product to start sending inventory.')).toBeInTheDocument();
    // Outside role="grid", where only rows may be (axe: aria-required-children, critical).
    expect(within(screen.getByRole('grid')).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('No products yet').closest('[role="grid"]')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Create product' }));
    expect(address()).toBe('/product/create');
  });

  it('offers to clear the filters when they find nothing', async () => {
    const { server } = renderList({
      url: '/inventory?inventory.filter=sku:contains:nothing&inventory.search=name:x',
    });
    expect(await screen.findByText('Nothing matches this view')).toBeInTheDocument();
    expect(screen.queryByText('No products yet')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters and search' }));
    await screen.findByText('SKU-001');
    expect(server.last()).toEqual({ page: 1, limit: 5, filters: [] });
    expect(address()).toBe('/inventory');
  });

  it("counts the page's own filters beside the list: they reload it, narrow it, and Clear removes them", async () => {
    function WarehouseFilter() {
      const [, setParams] = useSearchParams();
      return (
        <button type="button" onClick={() => setParams({ 'inventory.warehouse': 'CDMX' })}>
          Only CDMX
        </button>
      );
    }
    const load = jest.fn(async () => ({ rows: [], totalRows: 0 }));
    renderList({ load, outsideFilterKeys: ['inventory.warehouse'], beside: <WarehouseFilter /> });
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Only CDMX' }));
    expect(await screen.findByText('Nothing matches this view')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters and search' }));
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    expect(address()).toBe('/inventory');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shows a skeleton while a page loads', async () => {
    let finish: (page: ListPage<StockRow>) => void = () => undefined;
    const { container } = renderList({ load: () => new Promise((resolve) => (finish = resolve)) });
    await waitFor(() =>
      expect(
        container.querySelector('.MuiDataGrid-skeletonLoadingOverlay, .MuiSkeleton-root'),
      ).not.toBeNull(),
    );
    await act(async () => finish({ rows: ROWS.slice(0, 3), totalRows: 3 }));
    expect(await screen.findByText('SKU-001')).toBeInTheDocument();
    expect(container.querySelector('.MuiDataGrid-skeletonLoadingOverlay')).toBeNull();
  });

  it('says the list could not be loaded and loads again on Retry', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const load = jest.fn(async () => {
      if (fail) throw new Error('offline');
      return { rows: ROWS.slice(0, 2), totalRows: 2 };
    });
    renderList({ load });
    expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('SKU-002')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shows the API's reason when it refuses a filter, and offers to clear it rather than retry", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusal = Object.assign(new Error('Request failed with status code 400'), {
      response: {
        status: 400,
        data: { message: 'matches needs a valid regular expression: Unterminated group' },
      },
    });
    const load = jest.fn(async (query: ListQuery) => {
      if (query.filters.length) throw refusal;
      return { rows: ROWS.slice(0, 2), totalRows: 2 };
    });
    renderList({ load, url: '/inventory?inventory.filter=sku:matches:(AB' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'matches needs a valid regular expression: Unterminated group',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters and search' }));
    expect(await screen.findByText('SKU-002')).toBeInTheDocument();
    expect(address()).toBe('/inventory');
  });

  it('keeps the columns a user chose across visits, for that user only', async () => {
    const store = signedInStore('user-1');
    const first = renderList({ store });
    await screen.findByText('SKU-001');
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Barcode' }));
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: /Barcode/ })).not.toBeInTheDocument(),
    );
    first.unmount();

    renderList({ store });
    await screen.findByText('SKU-001');
    expect(screen.queryByRole('columnheader', { name: /Barcode/ })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /SKU/ })).toBeInTheDocument();
  });

  it("does not show one user's column choice to another", async () => {
    localStorage.setItem('estiba.list.columns.user-1.inventory', JSON.stringify({ barcode: false }));
    renderList({ store: signedInStore('user-2') });
    await screen.findByText('SKU-001');
    expect(screen.getByRole('columnheader', { name: /Barcode/ })).toBeInTheDocument();
  });

  it('hides the columns marked hidden by default until the user shows them', async () => {
    renderList({
      columns: COLUMNS.map((c) => (c.field === 'barcode' ? { ...c, hiddenByDefault: true } : c)),
    });
    await screen.findByText('SKU-001');
    expect(screen.queryByRole('columnheader', { name: /Barcode/ })).not.toBeInTheDocument();
  });

  it('downloads as CSV exactly the rows and columns shown', async () => {
    const files: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (files.push(blob), 'blob:list'),
      revokeObjectURL: () => undefined,
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    localStorage.setItem('estiba.list.columns.user-1.inventory', JSON.stringify({ barcode: false }));
    renderList({ store: signedInStore('user-1'), url: '/inventory?inventory.limit=10' });
    await screen.findByText('1–10 of 120');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const lines = (await readText(files[0]))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    // The hidden Barcode column stays out; a comma or quote in a value is quoted as CSV says.
    expect(lines).toEqual([
      'SKU,Name,Available',
      'SKU-001,"Mug, ""blue""",0',
      ...ROWS.slice(1, 10).map((row) => `${row.sku},${row.name},${row.available}`),
    ]);
  });

  it('updates a shown row in place on a live change, without loading again', async () => {
    let push: (available: number) => void = () => undefined;
    const seen: string[][] = [];
    const { server } = renderList({
      liveUpdates: (updateRows) => {
        push = (available) =>
          updateRows((rows) => rows.map((row) => (row.sku === 'SKU-002' ? { ...row, available } : row)));
      },
      onRowsChange: (rows) => seen.push(rows.slice(0, 2).map((row) => `${row.sku}:${row.available}`)),
    });
    await screen.findByText('SKU-002');
    act(() => push(987));
    expect(await screen.findByText('987')).toBeInTheDocument();
    expect(server.load).toHaveBeenCalledTimes(1);
    expect(seen[seen.length - 1]).toEqual(['SKU-001:0', 'SKU-002:987']);
  });

  it('opens the row a person clicks', async () => {
    renderList({ getRowHref: (row) => `/products/${row.productId}` });
    await userEvent.click(await screen.findByText('SKU-003'));
    expect(address()).toBe('/products/p-3');
  });

  it('speaks Spanish: the grid in esES and our operators and toolbar in the page locale', async () => {
    renderList({ locale: 'es-MX' });
    await screen.findByText('SKU-001');
    expect(screen.getByText('Filas por página:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Operadores' }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['contiene', 'comienza con', 'termina con', 'coincide con']);
  });
});
