import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReceivingOrderDetail } from '@estiba/api/contract';
import { bus } from '@estiba/shared';
import { failing, mockApi, ok, restoreApi, type SentRequest, resetPage } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { receivingOrder } from '../../testing/fixtures';
import { ReceivingOrderDetailPage } from './ReceivingOrderDetailPage';

jest.setTimeout(30_000);

const ID = receivingOrder.id;
const inTransit: ReceivingOrderDetail = {
  ...receivingOrder,
  status: 'in_transit',
  cancellable: true,
  arrivedAt: null,
  boxes: receivingOrder.boxes.map((box) => ({
    ...box,
    status: 'in_transit',
    arrivedAt: null,
    receivingDeadline: null,
  })),
};

beforeEach(() => resetPage());
afterEach(() => {
  restoreApi();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function renderDetail() {
  const user = setupUser();
  renderScreen(<ReceivingOrderDetailPage />, {
    route: '/inventory-orders/:receivingOrderId',
    url: `/inventory-orders/${ID}`,
  });
  return user;
}

describe('ReceivingOrderDetailPage', () => {
  it('shows the order, expected against received per product, and each box with its contents and timeline', async () => {
    const sent = mockApi(ok(receivingOrder));
    renderDetail();
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Receiving order RO-1001' }),
    ).toBeInTheDocument();
    expect(sent.requests[0].url).toBe(`warehouse/order/detail/${ID}`);
    const lines = screen.getByRole('table', { name: 'Products' });
    const mug = within(lines).getByRole('row', { name: /MUG-001/ });
    expect(
      within(mug)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ceramic mug', '20', '9', '1', '10']);

    const box1 = screen.getByRole('region', { name: 'Box 1 of 2 · RO1001-B01' });
    expect(within(box1).getByText('With discrepancy')).toBeInTheDocument();
    expect(within(box1).getByText('Discrepancy: One mug broken')).toBeInTheDocument();
    const timeline = within(box1).getByRole('list', { name: 'Timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Created', 'In transit', 'Arrived at the warehouse', 'Discrepancy found']);
    // Counted boxes have no countdown; Cancel is offered only while cancellable.
    expect(within(box1).queryByText(/left$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('counts the receiving deadline of an arrived box down every second, then says it passed', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-22T14:59:58.000Z') });
    mockApi(ok(receivingOrder));
    renderDetail();
    const box2 = await screen.findByRole('region', { name: 'Box 2 of 2 · RO1001-B02' });
    // Finding the box moved the fake clock on: set it back 2 s before the deadline, then tick.
    jest.setSystemTime(Date.parse('2026-11-22T14:59:57.000Z'));
    act(() => jest.advanceTimersByTime(1000));
    expect(within(box2).getByText(/0 h 0 min 2 s left$/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(within(box2).getByText(/0 h 0 min 1 s left$/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(within(box2).getByText(/^The receiving deadline \(.+\) has passed$/)).toBeInTheDocument();
  });

  it('cancels an order in transit after asking, and shows it cancelled', async () => {
    const sent = mockApi((request: SentRequest) =>
      request.method === 'post'
        ? ok({ ...inTransit, status: 'cancelled', cancellable: false })
        : ok(inTransit),
    );
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel RO-1001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(sent.requests.at(-1)).toMatchObject({ method: 'post', url: `warehouse/order/${ID}/cancel` });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument(),
    );
  });

  it("shows the server's reason when the order can no longer be cancelled", async () => {
    mockApi((request: SentRequest) =>
      request.method === 'post'
        ? failing(409, { message: 'This receiving order has arrived and can no longer be cancelled' })
        : ok(inTransit),
    );
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This receiving order has arrived and can no longer be cancelled',
    );
  });

  it('downloads the labels again through the API client', async () => {
    const createObjectURL = jest.fn(() => 'blob:labels');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const sent = mockApi((request: SentRequest) =>
      request.url?.endsWith('/labels') ? ok(new Blob(['%PDF'])) : ok(receivingOrder),
    );
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Download labels' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(sent.requests.at(-1)).toMatchObject({ url: `warehouse/order/${ID}/labels`, responseType: 'blob' });
    expect(sent.requests.at(-1)?.headers.Authorization).toBeUndefined();
  });

  it('reloads when a box of this order is received, and not for another order', async () => {
    const sent = mockApi(ok(receivingOrder));
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    act(() => bus.emit('receiving_box.received', { receivingOrderId: 'another' }));
    act(() => bus.emit('receiving_box.received', { receivingOrderId: ID, boxId: 'b-2' }));
    await waitFor(() => expect(sent.requests).toHaveLength(2));
  });

  it("reloads when staff resolve a box's discrepancy: the merchant sees the resolution step live", async () => {
    const sent = mockApi(ok(receivingOrder));
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    act(() =>
      bus.emit('receiving_box.discrepancy_resolved', { receivingOrderId: ID, boxId: 'b-1', by: 'u-9' }),
    );
    await waitFor(() => expect(sent.requests).toHaveLength(2));
  });

  it('only logs a failed load (spec point 8) and offers the way back', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(failing(404, { message: 'Not found' }));
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'No data available' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'All inventory orders' })).toHaveAttribute(
      'href',
      '/inventory-orders',
    );
  });
});
