import { screen, waitFor, within } from '@testing-library/react';
import { address, renderList, setUpListTests, userEvent } from './testing/renderList';

setUpListTests();

describe('DomainList and the address', () => {
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
});
