import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  failing,
  mockApi,
  ok,
  restoreApi,
  type SentRequest,
  demoMerchant,
  resetPage,
} from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { products, receivingOrder, warehouses } from '../../testing/fixtures';
import { draftStorageKey } from './draftStorage';
import { SendInventoryPage } from './SendInventoryPage';

// Typing through Material UI fields is slow on a busy machine; the default 5 s is too tight for it.
jest.setTimeout(30_000);

const FUTURE = '2099-01-15';
const created = { ...receivingOrder, id: 'ro-1', status: 'in_transit' as const };

function api(overrides: { create?: () => { status: number; data: unknown } } = {}) {
  return mockApi((request: SentRequest) => {
    if (request.url === 'warehouses') return ok(warehouses);
    if (request.url === 'warehouse/inventory') return ok({ products, totalRows: products.length });
    if (request.url === 'warehouse/order' && request.method === 'post')
      return overrides.create?.() ?? ok(created);
    return failing(404, { message: `unexpected ${request.method} ${request.url}` });
  });
}

beforeEach(() => resetPage());
afterEach(() => restoreApi());

const next = () => screen.getByRole('button', { name: 'Next' });

/** Next, then the step it leads to (validation and the step change are asynchronous). */
async function goNext(user: ReturnType<typeof setupUser>, title: string) {
  await user.click(next());
  await screen.findByRole('heading', { level: 2, name: title });
}
const stepHeading = () => screen.getByRole('heading', { level: 2 });

function renderWizard() {
  const user = setupUser();
  const view = renderScreen(<SendInventoryPage />, { route: '/send-inventory' });
  return { user, ...view };
}

async function chooseWarehouse(user: ReturnType<typeof setupUser>) {
  await user.selectOptions(await screen.findByLabelText(/^Warehouse/), 'WH-MX-CDMX');
  await user.click(next());
  await screen.findByRole('heading', { level: 2, name: 'Step 2 of 6: Products and quantities' });
}

async function addMug(user: ReturnType<typeof setupUser>, quantity = '10') {
  await user.click(await screen.findByRole('button', { name: 'Add MUG-001' }));
  await user.type(screen.getByLabelText(/^Quantity of MUG-001/), quantity);
}

describe('SendInventoryPage', () => {
  it('opens on the warehouse step and will not go on without one', async () => {
    const sent = api();
    const { user } = renderWizard();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Send inventory to a warehouse' }),
    ).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Step 1 of 6: Warehouse');
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Mexico City' });
    await user.click(next());
    expect(await screen.findByLabelText(/^Warehouse/)).toHaveAccessibleDescription('Choose a warehouse');
    expect(stepHeading()).toHaveTextContent('Step 1 of 6');
    expect(sent.requests.map((request) => request.url)).toEqual(['warehouses']);
  });

  it('says why the warehouses did not load and loads them again on Retry', async () => {
    let calls = 0;
    mockApi(() => (++calls === 1 ? failing(500) : ok(warehouses)));
    const { user } = renderWizard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Sorry, we're experiencing technical difficulties. Contact us for assistance.",
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('option', { name: 'Mexico City' })).toBeInTheDocument();
  });

  it('lists products with what is on hand at the chosen warehouse and wants a whole quantity above 0', async () => {
    const sent = api();
    const { user } = renderWizard();
    await chooseWarehouse(user);
    const inventoryCall = sent.requests.find((request) => request.url === 'warehouse/inventory');
    expect(String(inventoryCall?.params)).toBe('page=1&limit=25');
    const row = (await screen.findByRole('button', { name: 'Add MUG-001' })).closest('tr')!;
    expect(within(row).getByText('40')).toBeInTheDocument();

    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent('Add at least one product');

    await addMug(user, '2.5');
    // Its name keeps its visible word: "Added" once chosen, not an aria-label still saying "Add".
    const added = screen.getByRole('button', { name: 'Added MUG-001' });
    expect(added).toBeDisabled();
    expect(added).not.toHaveAttribute('aria-label');
    await user.click(next());
    expect(screen.getByLabelText(/^Quantity of MUG-001/)).toHaveAccessibleDescription(
      'Enter a whole number greater than 0',
    );
    expect(stepHeading()).toHaveTextContent('Step 2 of 6');
  });

  it('searches the products by the field chosen', async () => {
    const sent = api();
    const { user } = renderWizard();
    await chooseWarehouse(user);
    await user.selectOptions(screen.getByLabelText('Search by'), 'name');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), ' mug ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(String(sent.requests.at(-1)?.params)).toBe(
        'page=1&limit=25&search%5Bfield%5D=name&search%5Bvalue%5D=mug',
      ),
    );
  });

  it('walks through every step, checks the split and the date, and creates the order once with its key', async () => {
    const sent = api();
    const { user } = renderWizard();
    await chooseWarehouse(user);
    await addMug(user, '10');
    await goNext(user, 'Step 3 of 6: Shipping method');
    await user.type(screen.getByLabelText('Carrier'), 'DHL');
    await user.type(screen.getByLabelText('Tracking number'), '1Z999');
    await goNext(user, 'Step 4 of 6: Boxes');
    const boxCount = screen.getByLabelText(/^Number of boxes/);
    await user.clear(boxCount);
    await user.type(boxCount, '2');
    const box2 = await screen.findByLabelText('Units of MUG-001 in box 2');
    const box1 = screen.getByLabelText('Units of MUG-001 in box 1');
    expect(box1).toHaveValue('5');
    expect(box2).toHaveValue('5');
    await user.clear(box2);
    await user.type(box2, '3');
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '8 of 10 The boxes must add up to the quantity.',
    );
    await user.clear(box1);
    await user.type(box1, '7');
    await goNext(user, 'Step 5 of 6: Arrival date');
    const date = screen.getByLabelText(/^Arrival date/);
    fireEvent.change(date, { target: { value: '2000-01-01' } });
    await user.click(next());
    expect(date).toHaveAccessibleDescription('The arrival date cannot be in the past');
    fireEvent.change(date, { target: { value: FUTURE } });
    await goNext(user, 'Step 6 of 6: Review');
    expect(screen.getByText('MUG-001 · Ceramic mug: 10 units')).toBeInTheDocument();
    expect(screen.getByText('Box 2: MUG-001 × 3')).toBeInTheDocument();
    expect(screen.getByText('Carrier: DHL · Tracking number: 1Z999')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Ship with the shipping platform' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send inventory' }));

    expect(
      await screen.findByText('Receiving order RO-1001 was created and is on its way.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See receiving order RO-1001' })).toHaveAttribute(
      'href',
      '/inventory-orders/ro-1',
    );
    expect(screen.getByRole('button', { name: 'Download labels' })).toBeInTheDocument();
    const posts = sent.requests.filter((request) => request.method === 'post');
    expect(posts).toHaveLength(1);
    expect(posts[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(posts[0].data as string)).toEqual({
      warehouseId: 'WH-MX-CDMX',
      shippingMethod: 'own_carrier',
      carrierName: 'DHL',
      trackingNumber: '1Z999',
      arrivalDate: FUTURE,
      send: true,
      lines: [{ productId: 'p-mug', quantity: 10 }],
      boxes: [
        { lines: [{ productId: 'p-mug', quantity: 7 }] },
        { lines: [{ productId: 'p-mug', quantity: 3 }] },
      ],
    });
    // The draft is gone once the order exists.
    expect(sessionStorage.getItem(draftStorageKey(demoMerchant.userId))).toBeNull();
  });

  it('keeps the draft through a reload and resends a failed order with the same key', async () => {
    let attempts = 0;
    const sent = api({
      create: () => (++attempts === 1 ? failing(503) : ok({ ...created, status: 'draft' as const })),
    });
    const first = renderWizard();
    await chooseWarehouse(first.user);
    await addMug(first.user, '4');
    await goNext(first.user, 'Step 3 of 6: Shipping method');
    first.unmount();

    // The page reloads: the wizard comes back where it was, with what was chosen.
    const { user } = renderWizard();
    expect(stepHeading()).toHaveTextContent('Step 3 of 6: Shipping method');
    await user.click(screen.getByRole('radio', { name: 'The shipping platform' }));
    await goNext(user, 'Step 4 of 6: Boxes');
    await goNext(user, 'Step 5 of 6: Arrival date');
    fireEvent.change(screen.getByLabelText(/^Arrival date/), { target: { value: FUTURE } });
    await goNext(user, 'Step 6 of 6: Review');
    expect(screen.getByText('MUG-001 · Ceramic mug: 4 units')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Ship with the shipping platform' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This process may take a little longer.');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Receiving order RO-1001 was saved as a draft.')).toBeInTheDocument();

    const posts = sent.requests.filter((request) => request.method === 'post');
    expect(posts).toHaveLength(2);
    expect(posts[1].headers['Idempotency-Key']).toBe(posts[0].headers['Idempotency-Key']);
    expect(JSON.parse(posts[1].data as string)).toMatchObject({
      shippingMethod: 'shipping_platform',
      send: false,
    });
  });

  it("goes back to the step of a field the server refuses, with the server's words on it", async () => {
    const reason = 'The arrival date must be today (2099-01-16 at the warehouse) or later';
    api({ create: () => failing(400, { message: reason, fieldErrors: { arrivalDate: reason } }) });
    const { user } = renderWizard();
    await chooseWarehouse(user);
    await addMug(user, '4');
    await goNext(user, 'Step 3 of 6: Shipping method');
    await goNext(user, 'Step 4 of 6: Boxes');
    await goNext(user, 'Step 5 of 6: Arrival date');
    fireEvent.change(screen.getByLabelText(/^Arrival date/), { target: { value: FUTURE } });
    await goNext(user, 'Step 6 of 6: Review');
    await user.click(screen.getByRole('button', { name: 'Send inventory' }));
    await screen.findByRole('heading', { level: 2, name: 'Step 5 of 6: Arrival date' });
    expect(screen.getByLabelText(/^Arrival date/)).toHaveAccessibleDescription(reason);
    expect(screen.getByRole('alert')).toHaveTextContent(reason);
  });

  it('goes back a step keeping what was typed, and keeps each user to their own draft', async () => {
    api();
    const { user, unmount } = renderWizard();
    await chooseWarehouse(user);
    await addMug(user, '6');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepHeading()).toHaveTextContent('Step 1 of 6: Warehouse');
    expect(screen.getByLabelText(/^Warehouse/)).toHaveValue('WH-MX-CDMX');
    await user.click(next());
    expect(await screen.findByLabelText(/^Quantity of MUG-001/)).toHaveValue('6');
    unmount();

    resetPage({ ...demoMerchant, userId: 'u-other' });
    renderWizard();
    expect(stepHeading()).toHaveTextContent('Step 1 of 6: Warehouse');
  });
});
