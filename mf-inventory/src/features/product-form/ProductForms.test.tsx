import { screen, waitFor, within } from '@testing-library/react';
import { bus, type NotifyPayload } from '@estiba/shared';
import { failing, mockApi, ok, restoreApi, type SentRequest, resetPage } from '@estiba/shared/testing';
import { fill, renderScreen, setupUser } from '../../testing/renderScreen';
import type { Product } from '../inventory-common';
import { MultipleProductPage } from './MultipleProductPage';
import { ProductCreatePage } from './ProductCreatePage';
import { ProductEditPage } from './ProductEditPage';

jest.setTimeout(40_000);

const ID = '3f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7b';
const saved: Product = {
  id: ID,
  handle: 'ceramic-mug',
  sku: 'MUG-001',
  name: 'Ceramic mug',
  barcode: '7501234567890',
  lengthCm: '10.00',
  widthCm: '8.00',
  heightCm: '12.50',
  weightKg: '0.350',
  declaredValueMinor: 24950,
  currency: 'MXN',
  imageUrl: null,
  isBundle: false,
  lowStockThreshold: 5,
  components: [],
  createdAt: '2026-10-01T15:00:00.000Z',
  updatedAt: '2026-10-01T15:00:00.000Z',
};

beforeEach(() => resetPage());
afterEach(() => restoreApi());

type User = ReturnType<typeof setupUser>;

/**
 * Fills the product's fields in, each cleared and pasted into (the rules of each field are checked on what
 * it holds, not key by key; typing re-renders the form at each key).
 */
async function fillProduct(user: User, values: Partial<Record<string, string>> = {}) {
  const all = {
    SKU: 'MUG-001',
    Name: 'Ceramic mug',
    'Length (cm)': '10',
    'Width (cm)': '8',
    'Height (cm)': '12.5',
    'Weight (kg)': '0.350',
    ...values,
  };
  for (const [label, text] of Object.entries(all)) {
    const field = screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
    await user.clear(field);
    if (text) await fill(user, field, text);
  }
}

describe('/product/create', () => {
  function renderCreate() {
    const user = setupUser();
    renderScreen(<ProductCreatePage />, { route: '/product/create' });
    return user;
  }

  it('explains each rule on its field and sends nothing until they hold', async () => {
    const sent = mockApi(ok(saved));
    const user = renderCreate();
    expect(screen.getByRole('form', { name: 'Create a product' })).toBeInTheDocument();
    await fillProduct(user, { SKU: '', 'Length (cm)': '0', 'Weight (kg)': '-1' });
    await user.type(screen.getByLabelText(/^Barcode/), '750 1');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(screen.getByLabelText(/^SKU/)).toHaveAccessibleDescription('Enter the SKU');
    expect(screen.getByLabelText(/^Length/)).toHaveAccessibleDescription(
      'Enter centimetres above 0, with up to 2 decimals',
    );
    expect(screen.getByLabelText(/^Weight/)).toHaveAccessibleDescription(
      'Enter kilograms above 0, with up to 3 decimals',
    );
    expect(screen.getByLabelText(/^Barcode/)).toHaveAccessibleDescription(
      'The barcode cannot contain spaces',
    );
    expect(screen.getByLabelText(/^Barcode/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent.requests).toHaveLength(0);
  });

  it('creates the product with exact numbers and an idempotency key, then opens its page', async () => {
    const sent = mockApi(ok(saved));
    const user = renderCreate();
    await fillProduct(user);
    await user.type(screen.getByLabelText(/^Declared value/), '249.5');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/products/${ID}/ceramic-mug`);
    const [request] = sent.requests;
    expect(request).toMatchObject({ method: 'post', url: 'products' });
    expect(request.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(request.data as string)).toEqual({
      sku: 'MUG-001',
      name: 'Ceramic mug',
      barcode: null,
      lengthCm: '10',
      widthCm: '8',
      heightCm: '12.5',
      weightKg: '0.350',
      declaredValueMinor: 24950,
      currency: 'MXN',
      lowStockThreshold: null,
    });
  });

  it("shows the server's 409 on the SKU field until it is edited, and resends with a new key", async () => {
    let calls = 0;
    const sent = mockApi(() =>
      ++calls === 1
        ? failing(409, {
            statusCode: 409,
            error: 'Conflict',
            message: 'This SKU is already used by another product',
            field: 'sku',
          })
        : ok(saved),
    );
    const user = renderCreate();
    await fillProduct(user);
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    const sku = screen.getByLabelText(/^SKU/);
    await waitFor(() =>
      expect(sku).toHaveAccessibleDescription('This SKU is already used by another product'),
    );
    expect(sku).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(sku, '-B');
    expect(sku).not.toHaveAccessibleDescription('This SKU is already used by another product');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await screen.findByTestId('elsewhere');
    expect(sent.requests[1].headers['Idempotency-Key']).not.toBe(sent.requests[0].headers['Idempotency-Key']);
  });

  it('shows a failure with no field above the button, keeping the key for the retry', async () => {
    const sent = mockApi(failing(503));
    const user = renderCreate();
    await fillProduct(user);
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This process may take a little longer.');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(sent.requests).toHaveLength(2));
    expect(sent.requests[1].headers['Idempotency-Key']).toBe(sent.requests[0].headers['Idempotency-Key']);
  });
});

describe('/product/edit', () => {
  function renderEdit(url = `/product/edit?id=${ID}`) {
    const user = setupUser();
    renderScreen(<ProductEditPage />, { route: '/product/edit', url });
    return user;
  }

  it('fills the form from the product and saves it over the old', async () => {
    const sent = mockApi((request: SentRequest) =>
      request.method === 'put'
        ? ok({ ...saved, name: 'Blue mug', handle: 'blue-mug' })
        : ok({ product: saved }),
    );
    const user = renderEdit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit MUG-001' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Declared value/)).toHaveValue('249.50');
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), 'Blue mug');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/products/${ID}/blue-mug`);
    const put = sent.requests.at(-1)!;
    expect(put).toMatchObject({ method: 'put', url: `products/${ID}` });
    expect(JSON.parse(put.data as string)).toMatchObject({
      name: 'Blue mug',
      declaredValueMinor: 24950,
      barcode: '7501234567890',
    });
  });

  it('puts a taken barcode on its field', async () => {
    mockApi((request: SentRequest) =>
      request.method === 'put'
        ? failing(409, { message: 'This barcode is already used by another product', field: 'barcode' })
        : ok({ product: saved }),
    );
    const user = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Barcode/)).toHaveAccessibleDescription(
        'This barcode is already used by another product',
      ),
    );
  });

  it('says the product does not exist without an id or for an unknown one', async () => {
    mockApi(failing(404, { message: 'Not found' }));
    renderEdit('/product/edit?id=nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This product does not exist' }),
    ).toBeInTheDocument();
  });
});

describe('/multipleProduct/create', () => {
  function renderMultiple() {
    const user = setupUser();
    renderScreen(<MultipleProductPage />, { route: '/multipleProduct/create' });
    return user;
  }

  /** Fills a row in, each field pasted into (as fillProduct). */
  async function fillRow(user: User, row: number, sku: string) {
    const values: Record<string, string> = {
      SKU: sku,
      Name: `Product ${sku}`,
      'Length (cm)': '10',
      'Width (cm)': '10',
      'Height (cm)': '10',
      'Weight (kg)': '1',
    };
    for (const [label, text] of Object.entries(values)) {
      await fill(
        user,
        screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}, row ${row}`)),
        text,
      );
    }
  }

  it('checks every row, then creates them together and tells how many', async () => {
    const notices: NotifyPayload[] = [];
    const off = bus.on('notify', (notice) => notices.push(notice));
    const sent = mockApi(ok({ products: [saved, saved] }));
    const user = renderMultiple();
    await user.click(screen.getByRole('button', { name: 'Remove row 3' }));
    await fillRow(user, 1, 'A-1');
    await user.click(screen.getByRole('button', { name: 'Create 2 products' }));
    expect(screen.getByLabelText(/^SKU, row 2/)).toHaveAccessibleDescription('Enter the SKU');
    expect(sent.requests).toHaveLength(0);

    await fillRow(user, 2, 'A-2');
    await user.click(screen.getByRole('button', { name: 'Create 2 products' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/inventory');
    off();
    expect(JSON.parse(sent.requests[0].data as string).products.map((p: { sku: string }) => p.sku)).toEqual([
      'A-1',
      'A-2',
    ]);
    expect(notices).toEqual([
      { id: 'inventory.productForm.created', values: { count: 2 }, severity: 'success' },
    ]);
  });

  it("puts the server's reason on the row and field it names", async () => {
    mockApi(
      failing(409, {
        message: 'Some products were refused',
        fieldErrors: { 'products.1.sku': 'This SKU is already used by another product' },
      }),
    );
    const user = renderMultiple();
    await user.click(screen.getByRole('button', { name: 'Remove row 3' }));
    await fillRow(user, 1, 'A-1');
    await fillRow(user, 2, 'MUG-001');
    await user.click(screen.getByRole('button', { name: 'Create 2 products' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some rows were refused');
    expect(screen.getByLabelText(/^SKU, row 2/)).toHaveAccessibleDescription(
      'This SKU is already used by another product',
    );
    expect(within(screen.getByRole('form')).getByLabelText(/^SKU, row 1/)).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
