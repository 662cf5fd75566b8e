import { screen, waitFor, within } from '@testing-library/react';
import type { InventoryRow } from '@estiba/api/contract';
import { failing, mockApi, ok, restoreApi, type SentRequest, resetPage } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { detail } from '../../testing/fixtures';
import { OrderCreatePage } from './OrderCreatePage';

jest.setTimeout(30_000);

const warehouses = [
  {
    id: 'WH-MX-CDMX',
    name: 'Mexico City',
    address: '',
    country: 'MX',
    currency: 'MXN',
    timeZone: 'America/Mexico_City',
    receivingDeadlineHours: 48,
    stock: { products: 1, onHand: 4, available: 4, incoming: 0 },
  },
  {
    id: 'WH-US-LRD',
    name: 'Laredo',
    address: '',
    country: 'US',
    currency: 'USD',
    timeZone: 'America/Chicago',
    receivingDeadlineHours: 48,
    stock: { products: 1, onHand: 9, available: 9, incoming: 0 },
  },
];
const countries = [
  { id: 1, code: 'MX', name: 'Mexico', phone_code: '+52' },
  { id: 2, code: 'US', name: 'United States', phone_code: '+1' },
];
const level = (warehouseId: string, warehouseName: string, available: number) => ({
  warehouseId,
  warehouseName,
  onHand: available,
  reserved: 0,
  available,
  incoming: 0,
  damaged: 0,
  daysOfCover: null,
  unitsShippedLast30Days: 0,
});
const mug = {
  productId: 'b2000000-0000-4000-8000-000000000001',
  sku: 'MUG-001',
  name: 'Ceramic mug',
  handle: 'ceramic-mug',
  warehouses: [level('WH-US-LRD', 'Laredo', 9), level('WH-MX-CDMX', 'Mexico City', 4)],
} as unknown as InventoryRow;
const CREATED = detail({ id: '7d0c1f6e-2b1a-4c3d-9e8f-0000000000aa' });

const SHOPS = [
  {
    shopId: 'a0000000-0000-4000-8000-000000000101',
    shopName: 'Demo Store',
    automaticOrders: false,
    warehouseId: null,
  },
  {
    shopId: 'a0000000-0000-4000-8000-000000000102',
    shopName: 'Sandbox Store',
    automaticOrders: true,
    warehouseId: 'WH-MX-CDMX',
  },
];

function api(create: (request: SentRequest) => ReturnType<typeof ok> = () => ok(CREATED)) {
  return mockApi((request: SentRequest) => {
    if (request.url === 'warehouses') return ok(warehouses);
    if (request.url === 'countries') return ok(countries);
    if (request.url === 'client/shops/automatic-orders') return ok({ shops: SHOPS });
    if (request.url === 'warehouse/inventory') {
      const params = request.params as URLSearchParams;
      const found =
        params.get('search[field]') === 'sku'
          ? params.get('search[value]') === 'MUG-001'
          : params.get('search[value]') === 'mug';
      return ok({ products: found ? [mug] : [], totalRows: found ? 1 : 0 });
    }
    if (request.url === 'client/order' && request.method === 'post') return create(request);
    return failing(404, { message: 'no route' });
  });
}

beforeEach(() => resetPage());
afterEach(() => restoreApi());

function renderForm() {
  const user = setupUser();
  renderScreen(<OrderCreatePage />, { route: '/orders/create' });
  return user;
}

type User = ReturnType<typeof setupUser>;
/** Puts a whole text in a field at once (typing key by key re-renders the form for each). */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function fillValidOrder(user: User) {
  await screen.findByRole('option', { name: 'Mexico City' });
  await screen.findByRole('option', { name: 'Mexico' });
  await user.selectOptions(screen.getByLabelText(/^Warehouse/), 'WH-MX-CDMX');
  await fill(user, screen.getByLabelText(/^Customer name/), 'Lucía Pérez');
  await fill(user, screen.getByLabelText(/^Street and number/), 'Av. Reforma 222');
  await fill(user, screen.getByLabelText(/^City/), 'Ciudad de México');
  await fill(user, screen.getByLabelText(/^Postal code/), '06600');
  await user.selectOptions(screen.getByLabelText(/^Country/), 'MX');
  await user.type(screen.getByLabelText('Search your products by name or SKU'), 'mug');
  const results = await screen.findByRole('list', { name: 'Products found' });
  // The chosen warehouse's stock first.
  expect(
    within(results).getByText(/MUG-001 · Mexico City: 4 available · Laredo: 9 available/),
  ).toBeInTheDocument();
  await user.click(within(results).getByRole('button', { name: 'Add MUG-001' }));
}

describe('OrderCreatePage', () => {
  it('says on each field what is missing, and asks for at least one product', async () => {
    const sent = api();
    const user = renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'New Order' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Mexico City' });
    await user.type(screen.getByLabelText(/^Customer e-mail/), 'lucia@');
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByText('Add at least one product')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(5);
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Choose the country')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Customer name/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent.requests.some((request) => request.method === 'post')).toBe(false);
  });

  it('creates the order with the picked products and an Idempotency-Key, then opens it', async () => {
    const sent = api();
    const user = renderForm();
    await fillValidOrder(user);
    await fill(user, screen.getByLabelText('Quantity of MUG-001'), '6');
    // More than the 4 available at Mexico City: said, not refused (the order waits as No stock).
    expect(screen.getByText('More than available: the order will wait as No stock')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Unit price of MUG-001'), '249.5');
    await user.click(screen.getByRole('checkbox', { name: /Send to process now/ }));
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/orders/${CREATED.id}`);
    const post = sent.requests.find((request) => request.method === 'post')!;
    expect(post.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(post.data as string)).toEqual({
      warehouseId: 'WH-MX-CDMX',
      address: {
        customerName: 'Lucía Pérez',
        customerEmail: null,
        customerPhone: null,
        line1: 'Av. Reforma 222',
        line2: null,
        city: 'Ciudad de México',
        region: null,
        postalCode: '06600',
        countryCode: 'MX',
      },
      currency: 'MXN',
      lines: [{ productId: mug.productId, quantity: 6, unitPriceMinor: 24950 }],
      sendToProcess: true,
    });
  });

  it("names the order's shop, and says when the shop's automatic orders will send it to process at once", async () => {
    const sent = api();
    const user = renderForm();
    await fillValidOrder(user);
    const shop = screen.getByLabelText('Shop (optional)');
    expect(shop).toHaveDisplayValue('No shop (manual order)');
    await user.selectOptions(shop, 'Demo Store');
    expect(screen.queryByText(/Automatic orders are on for this shop/)).not.toBeInTheDocument();
    await user.selectOptions(shop, 'Sandbox Store');
    expect(
      screen.getByText(
        'Automatic orders are on for this shop: the order goes to process as soon as it is created.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/orders/${CREATED.id}`);
    const post = sent.requests.find((request) => request.method === 'post')!;
    expect(JSON.parse(post.data as string)).toMatchObject({
      warehouseId: 'WH-MX-CDMX',
      shopId: SHOPS[1]!.shopId,
      sendToProcess: false,
    });
  });

  it('keeps the key across retries of the same order, puts server refusals on their field, and takes a new key for an edited order', async () => {
    let attempt = 0;
    const sent = api(() => {
      attempt += 1;
      if (attempt === 1) return failing(503, {});
      if (attempt === 2)
        return failing(400, {
          message: 'Postal code 06600 is not in Mexico City',
          fieldErrors: { 'address.postalCode': 'Postal code 06600 is not in Mexico City' },
        });
      return ok(CREATED);
    });
    const user = renderForm();
    await fillValidOrder(user);
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This process may take a little longer.');
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Postal code/)).toHaveAccessibleDescription(
        'Postal code 06600 is not in Mexico City',
      ),
    );
    const postal = screen.getByLabelText(/^Postal code/);
    await fill(user, postal, '06700');
    expect(postal).not.toHaveAccessibleDescription('Postal code 06600 is not in Mexico City');
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/orders/${CREATED.id}`);
    const keys = sent.requests
      .filter((request) => request.method === 'post')
      .map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('finds a product by SKU when no name matches, and removes a line', async () => {
    api();
    const user = renderForm();
    await screen.findByRole('option', { name: 'Mexico City' });
    await user.type(screen.getByLabelText('Search your products by name or SKU'), 'MUG-001');
    const results = await screen.findByRole('list', { name: 'Products found' });
    await user.click(within(results).getByRole('button', { name: 'Add MUG-001' }));
    expect(within(results).getByRole('button', { name: 'Added MUG-001' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove MUG-001' }));
    expect(screen.queryByLabelText('Quantity of MUG-001')).not.toBeInTheDocument();
  });
});
