import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@estiba/shared';
import { failing, mockApi, ok, restoreApi, type SentRequest, resetPage } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { products, warehouses } from '../../testing/fixtures';
import type { InventoryRow } from '../inventory-common';
import { InventoryPage } from './InventoryPage';

jest.setTimeout(30_000);

function api(rows: InventoryRow[] | 'fail' = products) {
  return mockApi((request: SentRequest) => {
    if (request.url === 'warehouses') return ok(warehouses);
    if (request.url === 'warehouse/inventory') {
      return rows === 'fail' ? failing(500) : ok({ products: rows, totalRows: rows.length });
    }
    return failing(404);
  });
}

const inventoryCalls = (sent: { requests: SentRequest[] }) =>
  sent.requests
    .filter((request) => request.url === 'warehouse/inventory')
    .map((request) => String(request.params));

const rowOf = async (sku: string) => (await screen.findByText(sku)).closest('[role="row"]') as HTMLElement;
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);

beforeEach(() => resetPage());
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

function renderInventory(url = '/inventory') {
  const user = setupUser();
  renderScreen(<InventoryPage />, { route: '/inventory', url });
  return user;
}

describe('InventoryPage', () => {
  it('loads 75 products at a time with their stock totals, days of cover and a dash without sales', async () => {
    const sent = api();
    renderInventory();
    expect(screen.getByRole('heading', { level: 1, name: 'Inventory' })).toBeInTheDocument();
    expect(cellTexts(await rowOf('MUG-001'))).toEqual([
      'MUG-001',
      'Ceramic mug',
      '7501234567890',
      '43',
      '5',
      '38',
      '10',
      '0',
      '38 days',
    ]);
    expect(cellTexts(await rowOf('TEE-BLK-M')).at(-1)).toBe('—');
    expect(inventoryCalls(sent)).toEqual(['page=1&limit=75']);
  });

  it('highlights low stock with a word, not colour alone', async () => {
    api();
    renderInventory();
    const tee = await rowOf('TEE-BLK-M');
    expect(within(tee).getByText('Low stock')).toBeInTheDocument();
    expect(tee).toHaveClass('inventory-low-stock');
    expect(within(await rowOf('MUG-001')).queryByText('Low stock')).not.toBeInTheDocument();
  });

  it('says Out of stock for a sold-out product, and nothing for a new product never stocked', async () => {
    const [mug] = products;
    const soldOut: InventoryRow = {
      ...mug!,
      productId: 'p-gone',
      sku: 'GONE-1',
      stockState: 'outOfStock',
      lowStock: true,
    };
    const fresh: InventoryRow = {
      ...mug!,
      productId: 'p-new',
      sku: 'NEW-1',
      stockState: 'noStockYet',
      lowStock: false,
      warehouses: [],
      total: { onHand: 0, reserved: 0, available: 0, incoming: 0, damaged: 0, daysOfCover: null },
    };
    api([soldOut, fresh]);
    renderInventory();
    const gone = await rowOf('GONE-1');
    expect(within(gone).getByText('Out of stock')).toBeInTheDocument();
    expect(gone).toHaveClass('inventory-low-stock');
    const created = await rowOf('NEW-1');
    expect(within(created).queryByText('Low stock')).not.toBeInTheDocument();
    expect(within(created).queryByText('Out of stock')).not.toBeInTheDocument();
    expect(created).not.toHaveClass('inventory-low-stock');
  });

  it("shows one warehouse's figures and low stock only when asked, from the address too", async () => {
    const sent = api();
    const user = renderInventory();
    await rowOf('MUG-001');
    await screen.findByRole('option', { name: 'Laredo' });
    await user.selectOptions(screen.getByLabelText('Warehouse'), 'WH-US-LRD');
    await user.click(screen.getByRole('checkbox', { name: 'Low stock only' }));
    await waitFor(() =>
      expect(inventoryCalls(sent).at(-1)).toBe('page=1&limit=75&warehouseId=WH-US-LRD&lowStock=true'),
    );
  });

  it('searches by the field chosen with the shared list, sent only with a value', async () => {
    const sent = api();
    renderInventory('/inventory?inventory.search=barcode:7501');
    await rowOf('MUG-001');
    expect(inventoryCalls(sent)).toEqual([
      'page=1&limit=75&search%5Bfield%5D=barcode&search%5Bvalue%5D=7501',
    ]);
  });

  it('updates a row in place when its stock changes, without loading again', async () => {
    const sent = api();
    renderInventory();
    await rowOf('MUG-001');
    act(() =>
      bus.emit('stock.changed', {
        productId: 'p-mug',
        warehouseId: 'WH-MX-CDMX',
        onHand: 50,
        reserved: 5,
        available: 45,
        incoming: 0,
        damaged: 2,
      }),
    );
    await waitFor(() =>
      expect(cellTexts(screen.getByText('MUG-001').closest('[role="row"]') as HTMLElement)).toEqual([
        'MUG-001',
        'Ceramic mug',
        '7501234567890',
        '53',
        '5',
        '48',
        '0',
        '2',
        '48 days',
      ]),
    );
    expect(inventoryCalls(sent)).toHaveLength(1);
  });

  it('offers to create the first product or import them when there are none', async () => {
    api([]);
    renderInventory();
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first product' })).toHaveAttribute(
      'href',
      '/product/create',
    );
    expect(screen.getByRole('link', { name: 'Import products' })).toHaveAttribute(
      'href',
      '/product/create/massive',
    );
  });

  it('offers Retry when the inventory cannot load', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api('fail');
    renderInventory();
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
  });
});
