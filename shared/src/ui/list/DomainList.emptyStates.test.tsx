import { act, screen, waitFor, within } from '@testing-library/react';
import { useSearchParams } from 'react-router-dom';
import { address, renderList, ROWS, setUpListTests, userEvent, type StockRow } from './testing/renderList';
import type { ListPage, ListQuery } from '.';

setUpListTests();

describe('DomainList without rows', () => {
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
});
