import { act, screen, waitFor, within } from '@testing-library/react';
import {
  address,
  COLUMNS,
  readText,
  renderList,
  ROWS,
  setUpListTests,
  signedInStore,
  userEvent,
} from './testing/renderList';

setUpListTests();

describe('DomainList rows and columns', () => {
  it('ticks rows for bulk actions, the header box ticking the selectable rows of the page', async () => {
    const changes: unknown[][] = [];
    const onRowClick = jest.fn();
    renderList({
      onRowClick,
      selection: {
        selectedRowIds: [],
        onChange: (ids) => changes.push(ids),
        isRowSelectable: (row) => row.available > 0,
      },
    });
    await screen.findByText('SKU-002');
    const row = screen.getByText('SKU-002').closest('[role="row"]') as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
    expect(changes.at(-1)).toEqual(['p-2']);
    // p-1 has nothing available: its box cannot be ticked.
    const first = screen.getByText('SKU-001').closest('[role="row"]') as HTMLElement;
    expect(within(first).getByRole('checkbox')).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /select all/i }));
    expect(changes.at(-1)).toEqual(['p-2', 'p-3', 'p-4', 'p-5']);
    // Ticking a box does not open its row.
    expect(onRowClick).not.toHaveBeenCalled();
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

  it.each([
    ['en-US', '1–5 of 10,000+', '1–5 of 12'],
    ['es-ES', '1–5 de 10.000+', '1–5 de 12'],
  ])(
    'reads a count the server stopped at a ceiling as at least that many (%s), an exact one as it is',
    async (locale, atLeast, exact) => {
      let answer = { totalRows: 10_000, totalRowsExact: false };
      const load = jest.fn(async () => ({ rows: ROWS.slice(0, 5), ...answer }));
      renderList({ load, locale });
      expect(await screen.findByText(atLeast)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /next page|página siguiente|siguiente/i })).toBeEnabled();
      answer = { totalRows: 12, totalRowsExact: true };
      await userEvent.click(screen.getByRole('button', { name: /next page|página siguiente|siguiente/i }));
      expect(await screen.findByText(exact.replace('1–5', '6–10'))).toBeInTheDocument();
    },
  );

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
