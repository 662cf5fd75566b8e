// "Create return" from the order detail of a shipped order: the dialog's Yup rules, the body it sends with its
// Idempotency-Key, the server's refusal on the line it names, and the new return's page.
import { screen, waitFor, within } from '@testing-library/react';
import { failing, mockApi, ok, restoreApi, type SentRequest, resetPage } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { detail } from '../../testing/fixtures';
import { OrderDetailPage } from '../order-detail/OrderDetailPage';
import { formFieldOf, returnBody } from './createReturn.form';
import { returnDetail } from './testing';

jest.setTimeout(30_000);

const SHIPPED = detail({
  fulfillmentStatus: 'fulfilled',
  warehouseStatus: 'shipped',
  allowedActions: ['create_return'],
});
const [MUG, WRAP] = SHIPPED.lines;

beforeEach(() => resetPage());
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

function api(create: (request: SentRequest) => ReturnType<typeof ok>) {
  return mockApi((request: SentRequest) => {
    if (request.url === 'client/returns' && request.method === 'post') return create(request);
    if (request.url === `client/order/${SHIPPED.id}`) return ok(SHIPPED);
    return failing(404, { message: 'Not found' });
  });
}

async function openDialog() {
  const user = setupUser();
  renderScreen(<OrderDetailPage />, { route: '/orders/:orderId', url: `/orders/${SHIPPED.id}` });
  await user.click(await screen.findByRole('button', { name: 'Create return' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Return of order #1001' }) };
}

describe('Create return (order detail)', () => {
  it('offers Create return only on an order its state allows it for', async () => {
    mockApi(() => ok(detail({ allowedActions: ['cancel'] })));
    renderScreen(<OrderDetailPage />, { route: '/orders/:orderId', url: `/orders/${SHIPPED.id}` });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Create return' })).not.toBeInTheDocument();
  });

  it('tells on each field what is missing or wrong before sending anything', async () => {
    const sent = api(() => ok(returnDetail()));
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create return' }));
    expect(await within(dialog).findByText('Enter the units of at least one product')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose exchange or refund')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the reason')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Units of MUG-001' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Create return' }));
    expect(await within(dialog).findByText('More units than were shipped')).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: 'Units of MUG-001' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent.requests.filter((r) => r.method === 'post')).toHaveLength(0);
  });

  it('sends the lines with units, the type and the reason once per key, and opens the new return', async () => {
    const sent = api(() => ok(returnDetail()));
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Units of MUG-001' }), '1');
    await user.click(within(dialog).getByRole('radio', { name: 'Exchange for another item' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' Wrong size ');
    await user.click(within(dialog).getByRole('button', { name: 'Create return' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/returns/${returnDetail().id}`);
    const post = sent.requests.find((r) => r.method === 'post')!;
    expect(JSON.parse(String(post.data))).toEqual({
      orderId: SHIPPED.id,
      type: 'exchange',
      reason: 'Wrong size',
      lines: [{ orderLineId: MUG!.id, quantity: 1 }],
    });
    expect(post.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the server's refusal on the line it names, and retries with the same key", async () => {
    const sent = api(() =>
      failing(422, { message: 'Every unit of GIFT-WRAP is already in a return', field: 'lines.0.quantity' }),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Units of GIFT-WRAP' }), '1');
    await user.click(within(dialog).getByRole('radio', { name: 'Refund' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Damaged');
    await user.click(within(dialog).getByRole('button', { name: 'Create return' }));
    const field = within(dialog).getByRole('spinbutton', { name: 'Units of GIFT-WRAP' });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(
      within(dialog).getAllByText('Every unit of GIFT-WRAP is already in a return').length,
    ).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Create return' }));
    await waitFor(() => expect(sent.requests.filter((r) => r.method === 'post')).toHaveLength(2));
    const [first, second] = sent.requests.filter((r) => r.method === 'post');
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
  });
});

describe('the create return form', () => {
  it('maps a refused line sent back to its place in the order', () => {
    const values = { type: 'refund' as const, reason: 'x', quantities: ['', '1'] };
    expect(returnBody(SHIPPED.id, SHIPPED.lines, values).lines).toEqual([
      { orderLineId: WRAP!.id, quantity: 1 },
    ]);
    expect(formFieldOf('lines.0.quantity', SHIPPED.lines, values)).toBe('quantities.1');
    expect(formFieldOf('reason', SHIPPED.lines, values)).toBe('reason');
  });
});
