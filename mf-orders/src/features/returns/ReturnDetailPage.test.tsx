import { act, screen, within } from '@testing-library/react';
import { bus } from '@estiba/shared';
import { failing, mockApi, ok, restoreApi, type SentRequest, resetPage } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { RETURN_ID, returnDetail } from './testing';
import { ReturnDetailPage } from './ReturnDetailPage';
import type { ReturnDetail } from './returns.api';

jest.setTimeout(30_000);

const PATH = `client/return/${RETURN_ID}`;

beforeEach(() => resetPage());
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

function render(id = RETURN_ID) {
  const user = setupUser();
  renderScreen(<ReturnDetailPage />, { route: '/returns/:returnId', url: `/returns/${id}` });
  return user;
}

const actions = () =>
  within(screen.getByRole('group', { name: 'Return actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('ReturnDetailPage', () => {
  it('shows the return: status, order, type, reason, lines and history, and the moves its state allows', async () => {
    mockApi(() => ok(returnDetail()));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Return RMA-5001' })).toBeInTheDocument();
    expect(screen.getByText('Requested', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#1001' })).toHaveAttribute(
      'href',
      `/orders/${returnDetail().orderId}`,
    );
    expect(screen.getByText('Exchange')).toBeInTheDocument();
    expect(screen.getByText('Wrong size')).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Products' });
    expect(within(lines).getByRole('row', { name: /MUG-001 Ceramic mug 2 — —/ })).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Status history' });
    expect(within(history).getByRole('row', { name: /— Requested Dana Demo/ })).toBeInTheDocument();
    expect(actions()).toEqual(['Mark as sent', 'Cancel return']);
  });

  it('marks it sent with the tracking number the customer gave', async () => {
    const api = mockApi((request: SentRequest) =>
      request.method === 'post'
        ? ok(returnDetail({ status: 'in_transit', trackingNumber: '1Z999', allowedActions: [] }))
        : ok(returnDetail()),
    );
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Mark as sent' }));
    const dialog = screen.getByRole('dialog', { name: 'The customer sent the items' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), ' 1Z999 ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));
    expect(await screen.findByText('In transit')).toBeInTheDocument();
    const sent = api.requests.at(-1)!;
    expect(sent.url).toBe(`${PATH}/send`);
    expect(JSON.parse(String(sent.data))).toEqual({ trackingNumber: '1Z999' });
    expect(screen.getByText('1Z999')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Return actions' })).not.toBeInTheDocument();
  });

  it('cancels after asking, and shows a refusal in the server’s words', async () => {
    mockApi((request: SentRequest) =>
      request.method === 'post'
        ? failing(409, { message: 'This return is on its way to the warehouse and cannot be cancelled.' })
        : ok(returnDetail()),
    );
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Cancel return' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel return RMA-5001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel return' }));
    expect(
      await screen.findByText('This return is on its way to the warehouse and cannot be cancelled.'),
    ).toBeInTheDocument();
  });

  it('closes a restocked return and follows the warehouse’s counts live (the socket)', async () => {
    let current: ReturnDetail = returnDetail({ status: 'in_transit', allowedActions: [] });
    const api = mockApi((request: SentRequest) =>
      request.method === 'post'
        ? ok((current = { ...current, status: 'closed', allowedActions: [] }))
        : ok(current),
    );
    const user = render();
    expect(await screen.findByText('In transit')).toBeInTheDocument();
    current = returnDetail({
      status: 'restocked',
      allowedActions: ['close'],
      lines: [{ ...returnDetail().lines[0]!, good: 1, damaged: 1 }],
    });
    act(() => bus.emit('return.status_changed', { returnId: 'someone-else', to: 'restocked' }));
    act(() => bus.emit('return.status_changed', { returnId: RETURN_ID, to: 'restocked' }));
    expect(await screen.findByText('Restocked')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'get')).toHaveLength(2);
    expect(
      within(screen.getByRole('table', { name: 'Products' })).getByRole('row', {
        name: /MUG-001 Ceramic mug 2 1 1/,
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close return' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(api.requests.at(-1)!.url).toBe(`${PATH}/close`);
  });

  it('says so when the return does not exist (another merchant’s id answers 404)', async () => {
    mockApi(() => failing(404, { message: 'Return not found' }));
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This return does not exist' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to returns' })).toHaveAttribute('href', '/returns');
  });
});
