import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { bus } from '@estiba/shared';
import { failing, mockApi, ok, restoreApi, type SentRequest, resetPage } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { products } from '../../testing/fixtures';
import type { ProductDetail, ProductMovements } from '../inventory-common';
import { ProductDetailPage } from './ProductDetailPage';

jest.setTimeout(30_000);

const ID = '3f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7b';
const mug = products[0];
const detail: ProductDetail = {
  product: {
    id: ID,
    sku: 'MUG-001',
    name: 'Ceramic mug',
    handle: 'ceramic-mug',
    barcode: '7501234567890',
    lengthCm: '10.00',
    widthCm: '8.00',
    heightCm: '12.50',
    weightKg: '0.350',
    declaredValueMinor: 24900,
    currency: 'MXN',
    imageUrl: null,
    isBundle: false,
    lowStockThreshold: 5,
    components: [],
    createdAt: '2026-10-01T15:00:00.000Z',
    updatedAt: '2026-10-01T15:00:00.000Z',
  },
  stock: { total: mug.total, warehouses: mug.warehouses },
  listings: [
    {
      id: 'l-1',
      shopId: 's-1',
      shopName: 'Demo Store',
      ecommerce: 'shopify',
      externalId: '123',
      sku: 'MUG-001',
      title: 'Mug (blue)',
      priceMinor: 19900,
      linkedAt: '2026-10-02T10:00:00.000Z',
    },
  ],
  usedInBundles: [{ productId: 'p-set', sku: 'SET-01', name: 'Breakfast set', quantity: 2 }],
};
const movements: ProductMovements = {
  totalRows: 2,
  movements: [
    {
      id: 2,
      createdAt: '2026-11-21T09:00:00.000Z',
      warehouseId: 'WH-MX-CDMX',
      warehouseName: 'Mexico City',
      reason: 'received',
      quantity: 9,
      onHandAfter: 40,
      document: {
        type: 'receiving_box',
        id: 'b7c1d2e3-0000-4000-8000-000000000001',
        line: 'MUG-001',
        link: { kind: 'receiving_order', receivingOrderId: 'ro-1' },
      },
      note: null,
      createdBy: 'Sam Staff',
    },
    {
      id: 1,
      createdAt: '2026-11-01T09:00:00.000Z',
      warehouseId: 'WH-MX-CDMX',
      warehouseName: 'Mexico City',
      reason: 'shipped',
      quantity: -3,
      onHandAfter: 31,
      document: { type: 'order', id: 'ORD-77', line: '1', link: null },
      note: null,
      createdBy: null,
    },
  ],
};

function api(overrides: { product?: () => { status: number; data: unknown } } = {}) {
  return mockApi((request: SentRequest) => {
    if (request.url === `products/${ID}`) return overrides.product?.() ?? ok(detail);
    if (request.url === `products/${ID}/movements`) return ok(movements);
    return failing(404);
  });
}

beforeEach(() => resetPage());
afterEach(() => restoreApi());

function renderProduct(url = `/products/${ID}/ceramic-mug`) {
  const user = setupUser();
  renderScreen(<ProductDetailPage />, { route: '/products/:productId/:productHandle?', url });
  return user;
}

describe('ProductDetailPage', () => {
  it('shows the product, its stock per warehouse with the totals, and Edit', async () => {
    api();
    renderProduct();
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ceramic mug' })).toBeInTheDocument();
    expect(screen.getByText('10.00 × 8.00 × 12.50 cm')).toBeInTheDocument();
    expect(screen.getByText('$249.00 MXN')).toBeInTheDocument();
    const stock = screen.getByRole('table', { name: 'Stock per warehouse' });
    const cdmx = within(stock).getByRole('row', { name: /Mexico City/ });
    expect(
      within(cdmx)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['40', '5', '35', '10', '0', '35 days']);
    expect(
      within(within(stock).getByRole('row', { name: /Laredo/ }))
        .getAllByRole('cell')
        .at(-1),
    ).toHaveTextContent('—');
    expect(within(stock).getByRole('row', { name: /Total/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/product/edit?id=${ID}`);
  });

  it('lists the ledger newest first with the document linked, the signed quantity, the balance and who', async () => {
    api();
    renderProduct();
    const ledger = await screen.findByRole('table', { name: 'Stock movements' });
    const [received, shipped] = within(ledger).getAllByRole('row').slice(1);
    expect(within(received).getByRole('link', { name: 'Receiving box b7c1d2e3' })).toHaveAttribute(
      'href',
      '/inventory-orders/ro-1',
    );
    expect(
      within(received)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1),
    ).toEqual(['Mexico City', 'Received', 'Receiving box b7c1d2e3', '+9', '40', 'Sam Staff']);
    expect(
      within(shipped)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(2),
    ).toEqual(['Shipped', 'Order ORD-77', '-3', '31', '—']);
  });

  it('shows its shop links and the bundles it is part of', async () => {
    api();
    renderProduct();
    expect(await screen.findByText('Demo Store (shopify): Mug (blue) · MUG-001')).toBeInTheDocument();
    expect(screen.getByText('2 in bundle SET-01 · Breakfast set')).toBeInTheDocument();
  });

  it('puts the readable handle in the address when it is missing', async () => {
    api();
    function Address() {
      return <p data-testid="address">{useLocation().pathname}</p>;
    }
    renderScreen(
      <>
        <ProductDetailPage />
        <Address />
      </>,
      { route: '/products/:productId/:productHandle?', url: `/products/${ID}` },
    );
    await screen.findByRole('heading', { level: 1, name: 'Ceramic mug' });
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(`/products/${ID}/ceramic-mug`),
    );
  });

  it('reloads the stock and the ledger when this product’s stock changes', async () => {
    const sent = api();
    renderProduct();
    await screen.findByRole('table', { name: 'Stock movements' });
    act(() => bus.emit('stock.changed', { productId: 'another', warehouseId: 'WH-MX-CDMX' }));
    act(() => bus.emit('stock.changed', { productId: ID, warehouseId: 'WH-MX-CDMX' }));
    await waitFor(() => expect(sent.requests).toHaveLength(4));
  });

  it("says so when the product is not the merchant's, and offers the way back", async () => {
    api({ product: () => failing(404, { message: 'Not found' }) });
    renderProduct();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This product does not exist' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the inventory' })).toHaveAttribute('href', '/inventory');
  });

  it('offers Retry when the product cannot load', async () => {
    let calls = 0;
    const user = setupUser();
    mockApi((request: SentRequest) =>
      request.url === `products/${ID}` ? (++calls === 1 ? failing(503) : ok(detail)) : ok(movements),
    );
    renderScreen(<ProductDetailPage />, {
      route: '/products/:productId/:productHandle?',
      url: `/products/${ID}/ceramic-mug`,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This process may take a little longer.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ceramic mug' })).toBeInTheDocument();
  });
});
