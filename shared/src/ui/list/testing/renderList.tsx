// The list's component tests share one page of stock rows, a stand-in API and a router with the address shown.
import { configure, render, screen } from '@testing-library/react';
import userEventModule, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { sessionSlice } from '../../../session/session.slice';
import type { SessionUser } from '../../../session/types';
import { DomainList, type DomainListProps, type ListColumn, type ListPage, type ListQuery } from '..';

export interface StockRow {
  productId: string;
  sku: string;
  name: string;
  barcode: string;
  available: number;
}

export const ROWS: StockRow[] = Array.from({ length: 120 }, (_, n) => ({
  productId: `p-${n + 1}`,
  sku: `SKU-${String(n + 1).padStart(3, '0')}`,
  name: n === 0 ? 'Mug, "blue"' : `Product ${n + 1}`,
  barcode: `7501${String(n + 1).padStart(8, '0')}`,
  available: (n * 7) % 50,
}));

export const COLUMNS: ListColumn<StockRow>[] = [
  { field: 'sku', headerName: 'SKU' },
  { field: 'name', headerName: 'Name', operators: ['contains', 'matches'] },
  { field: 'barcode', headerName: 'Barcode' },
  { field: 'available', headerName: 'Available', type: 'number' },
];

/** A stand-in for the API: pages, sorts and filters the rows above as the server would. */
export function fakeServer() {
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
export const address = () =>
  decodeURIComponent((screen.getByTestId('location').textContent ?? '').replace(/\+/g, ' '));

/** jsdom's Blob has no text(). */
export const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const user = (userId: string): SessionUser =>
  ({ userId, role: ['user'], clientId: 'c-1', displayName: 'Ana', email: 'ana@example.com' }) as SessionUser;

export function signedInStore(userId: string) {
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

export function renderList({ url = '/inventory', locale = 'en-US', store, beside, ...props }: Options = {}) {
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

/** The user-event instance the tests share: no delays, no pointer-events check (a style walk per event). */
export const userEvent = userEventModule.setup({
  delay: null,
  pointerEventsCheck: PointerEventsCheckLevel.Never,
});

/** The grid renders slowly in jsdom, on a machine shared with other test runs. */
export function setUpListTests(): void {
  jest.setTimeout(20_000);
  configure({ asyncUtilTimeout: 4000 });
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());
}
