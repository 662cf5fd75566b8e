import { act, screen, within } from '@testing-library/react';
import { bus, type SessionUser } from '@estiba/shared';
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
import { RETURN_ID, returnDetail } from './testing';
import { ReturnReceivePage } from './ReturnReceivePage';
import type { ReturnDetail } from './returns.api';

jest.setTimeout(30_000);

const staff: SessionUser = {
  ...demoMerchant,
  userId: 'u-staff',
  role: ['staff'],
  clientId: 'CL-0001',
  displayName: 'Warehouse Staff',
};
const PATH = `staff/returns/${RETURN_ID}`;
const TWO_LINES = returnDetail({
  status: 'in_transit',
  allowedActions: ['receive'],
  lines: [
    ...returnDetail().lines,
    {
      orderLineId: 'a1000000-0000-4000-8000-000000000002',
      productId: 'b2000000-0000-4000-8000-000000000002',
      sku: 'TEE-M',
      name: 'T-shirt M',
      quantity: 1,
      good: null,
      damaged: null,
    },
  ],
});

beforeEach(() => resetPage(staff));
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

function render() {
  const user = setupUser();
  renderScreen(<ReturnReceivePage />, {
    route: '/floor/returns/:returnId',
    url: `/floor/returns/${RETURN_ID}`,
  });
  return user;
}

const counted = (item: ReturnDetail, counts: [number, number][], status: ReturnDetail['status']) => ({
  ...item,
  status,
  allowedActions: [],
  lines: item.lines.map((line, i) => ({ ...line, good: counts[i]![0], damaged: counts[i]![1] })),
});

describe('ReturnReceivePage', () => {
  it('receives the units good or damaged per line; good ones go back in stock', async () => {
    const api = mockApi((request: SentRequest) =>
      request.method === 'post'
        ? ok(
            counted(
              TWO_LINES,
              [
                [1, 1],
                [1, 0],
              ],
              'restocked',
            ),
          )
        : ok(TWO_LINES),
    );
    const user = render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Receive return RMA-5001' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Demo Store Co.')).toBeInTheDocument();
    const good = screen.getByRole('spinbutton', { name: 'Good units of MUG-001' });
    // Every unit good until told otherwise.
    expect(good).toHaveValue(2);
    await user.clear(good);
    await user.type(good, '1');
    const damaged = screen.getByRole('spinbutton', { name: 'Damaged units of MUG-001' });
    await user.clear(damaged);
    await user.type(damaged, '1');
    await user.click(screen.getByRole('button', { name: 'Receive return' }));
    expect(await screen.findByText('Return received: 2 units are back in stock.')).toBeInTheDocument();
    const post = api.requests.find((r) => r.method === 'post')!;
    expect(post.url).toBe(`${PATH}/receive`);
    expect(JSON.parse(String(post.data))).toEqual({
      lines: [
        { orderLineId: TWO_LINES.lines[0]!.orderLineId, good: 1, damaged: 1 },
        { orderLineId: TWO_LINES.lines[1]!.orderLineId, good: 1, damaged: 0 },
      ],
    });
    expect(screen.getByText('Restocked', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Receive return' })).not.toBeInTheDocument();
  });

  it('refuses counts that do not add up or count nothing, before sending', async () => {
    const api = mockApi(() => ok(TWO_LINES));
    const user = render();
    const good = await screen.findByRole('spinbutton', { name: 'Good units of MUG-001' });
    const damaged = screen.getByRole('spinbutton', { name: 'Damaged units of MUG-001' });
    await user.type(damaged, '{backspace}1');
    await user.click(screen.getByRole('button', { name: 'Receive return' }));
    expect(good).toHaveAccessibleDescription('Good and damaged add up to more than the units expected');
    for (const field of screen.getAllByRole('spinbutton')) await user.clear(field);
    for (const field of screen.getAllByRole('spinbutton')) await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Receive return' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Count at least one unit as good or damaged');
    expect(api.requests.filter((r) => r.method === 'post')).toHaveLength(0);
  });

  it('shows the server’s refusal, and follows someone else receiving it first (the socket)', async () => {
    let current: ReturnDetail = TWO_LINES;
    mockApi((request: SentRequest) =>
      request.method === 'post'
        ? failing(409, { message: 'This return has been restocked and cannot be received.' })
        : ok(current),
    );
    const user = render();
    await screen.findByRole('button', { name: 'Receive return' });
    current = counted(
      TWO_LINES,
      [
        [2, 0],
        [0, 1],
      ],
      'restocked',
    );
    act(() => bus.emit('return.status_changed', { returnId: RETURN_ID, to: 'restocked' }));
    expect(await screen.findByText('Restocked', { selector: '.MuiChip-label' })).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Products' });
    expect(within(lines).getByRole('row', { name: /TEE-M T-shirt M 1 0 1/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Receive return' })).not.toBeInTheDocument();
    current = TWO_LINES;
    act(() => bus.emit('return.status_changed', { returnId: RETURN_ID, to: 'in_transit' }));
    await user.click(await screen.findByRole('button', { name: 'Receive return' }));
    expect(
      await screen.findByText('This return has been restocked and cannot be received.'),
    ).toBeInTheDocument();
  });
});
