import { act, screen, waitFor, within } from '@testing-library/react';
import type { OrderDetail } from '@estiba/api/contract';
import { bus } from '@estiba/shared';
import { failing, mockApi, ok, restoreApi, type SentRequest, resetPage } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { detail } from '../../testing/fixtures';
import { OrderDetailPage } from './OrderDetailPage';

jest.setTimeout(30_000);

const ORDER = detail();
const PATH = `client/order/${ORDER.id}`;
type Answer = ReturnType<typeof ok>;

function api(
  order: OrderDetail | (() => OrderDetail) = ORDER,
  other?: (request: SentRequest) => Answer | undefined,
) {
  return mockApi((request: SentRequest) => {
    const answer = other?.(request);
    if (answer) return answer;
    if (request.url === PATH && request.method === 'get')
      return ok(typeof order === 'function' ? order() : order);
    return failing(404, { message: 'Order not found' });
  });
}

beforeEach(() => resetPage());
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

function renderDetail(id = ORDER.id) {
  const user = setupUser();
  renderScreen(<OrderDetailPage />, { route: '/orders/:orderId', url: `/orders/${id}` });
  return user;
}

const actions = () =>
  within(screen.getByRole('group', { name: 'Order actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('OrderDetailPage', () => {
  it('shows the lines linked to their product pages, the address, the statuses and the total', async () => {
    api();
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1001' })).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Products' });
    expect(within(lines).getByRole('link', { name: 'Ceramic mug' })).toHaveAttribute(
      'href',
      `/products/${ORDER.lines[0].productId}/ceramic-mug`,
    );
    // A line whose SKU is linked to no product has no page to open.
    expect(within(lines).queryByRole('link', { name: 'Gift wrap' })).not.toBeInTheDocument();
    expect(within(lines).getByText('MX$534.50')).toBeInTheDocument();
    expect(screen.getByText('Av. Reforma 222')).toBeInTheDocument();
    expect(screen.getByText('06600, Ciudad de México, CDMX')).toBeInTheDocument();
    expect(screen.getByText('Not sent to the warehouse yet')).toBeInTheDocument();
  });

  it.each([
    [
      ['send_to_process', 'cancel', 'delete'],
      ['Send to process', 'Cancel order', 'Delete'],
    ],
    [
      ['start_process', 'cancel'],
      ['Start Process', 'Cancel order'],
    ],
    [['cancel'], ['Cancel order']],
  ] as const)('offers only the allowed actions %j', async (allowed, shown) => {
    api(detail({ allowedActions: [...allowed] }));
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(actions()).toEqual(shown);
  });

  it('offers no action on a shipped order, and shows its carrier, service, tracking link and label', async () => {
    const files: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:label', revokeObjectURL: () => undefined });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push(this.download);
    });
    const shipped = detail({
      fulfillmentStatus: 'fulfilled',
      warehouseStatus: 'shipped',
      carrier: { id: 'estafeta', name: 'Estafeta' },
      carrierService: { id: 'express', name: 'Día siguiente' },
      trackingNumber: '7012345678',
      trackingUrl: 'https://tracking.example/7012345678',
      label: {
        id: 'd4000000-0000-4000-8000-000000000001',
        fileName: 'label-1001.pdf',
        contentType: 'application/pdf',
        sizeBytes: 2048,
        url: `/client/order/${ORDER.id}/files/d4000000-0000-4000-8000-000000000001`,
      },
      allowedActions: [],
    });
    const sent = api(shipped, (request) =>
      request.url?.includes('/files/') ? ok(new Blob(['%PDF'])) : undefined,
    );
    const user = renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('group', { name: 'Order actions' })).not.toBeInTheDocument();
    expect(screen.getByText('Estafeta')).toBeInTheDocument();
    expect(screen.getByText('Día siguiente')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '7012345678' })).toHaveAttribute(
      'href',
      'https://tracking.example/7012345678',
    );
    await user.click(screen.getByRole('button', { name: 'Download label' }));
    await waitFor(() => expect(files).toEqual(['label-1001.pdf']));
    const download = sent.requests.find((request) => request.url?.includes('/files/'))!;
    expect(download.url).toBe(`client/order/${ORDER.id}/files/d4000000-0000-4000-8000-000000000001`);
    expect(download.responseType).toBe('blob');
  });

  it('shows each status change with who, when, from and to', async () => {
    api(
      detail({
        history: [
          ...ORDER.history,
          {
            statusColumn: 'warehouse',
            fromStatus: 'no_stock',
            toStatus: 'ready_to_pick',
            note: null,
            changedBy: null,
            changedAt: '2026-11-21T09:15:00.000Z',
          },
        ],
      }),
    );
    renderDetail();
    const history = await screen.findByRole('table', { name: 'Status history' });
    const rows = within(history)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Fulfillment status', '—', 'Pending', 'Dana Demo', 'Nov 20, 2026, 6:30 PM'],
      ['Warehouse Status', 'No stock', 'Ready to pick', 'Estiba (automatic)', 'Nov 21, 2026, 9:15 AM'],
    ]);
  });

  it('sends the order to process and shows its new state and actions', async () => {
    const sent = api(ORDER, (request) =>
      request.url === `${PATH}/process`
        ? ok(
            detail({
              fulfillmentStatus: 'processing',
              warehouseStatus: 'ready_to_pick',
              allowedActions: ['cancel'],
            }),
          )
        : undefined,
    );
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Send to process' }));
    expect(await screen.findByText('Ready to pick')).toBeInTheDocument();
    expect(actions()).toEqual(['Cancel order']);
    expect(sent.requests.filter((request) => request.method === 'post')).toHaveLength(1);
  });

  it('cancels after a confirmation, and shows the server refusal in its words', async () => {
    const sent = api(ORDER, (request) =>
      request.url === `${PATH}/cancel` ? failing(409, { message: 'The order is already packed' }) : undefined,
    );
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #1001?' });
    expect(sent.requests.some((request) => request.method === 'post')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The order is already packed');
  });

  it('deletes after a confirmation and goes back to the list; a store-less refusal reads the spec text', async () => {
    let refuse = true;
    api(ORDER, (request) =>
      request.method === 'delete'
        ? ok({
            results: [
              refuse
                ? {
                    orderId: ORDER.id,
                    ok: false,
                    fulfillmentStatus: 'pending',
                    warehouseStatus: null,
                    code: 'STORE_NOT_INTEGRATED',
                    message: 'no store',
                  }
                : {
                    orderId: ORDER.id,
                    ok: true,
                    fulfillmentStatus: 'deleted',
                    warehouseStatus: null,
                    code: null,
                    message: null,
                  },
            ],
          })
        : undefined,
    );
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please integrate a store so we can fetch your orders',
    );
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/orders$/);
  });

  it('lists the comments with their files, and adds one with a file as multipart, reusing its key on retry', async () => {
    let attempts = 0;
    const sent = api(
      detail({
        comments: [
          {
            id: 'e5000000-0000-4000-8000-000000000001',
            body: 'Please use the gift box',
            file: null,
            author: { id: 'c3000000-0000-4000-8000-000000000001', name: 'Dana Demo', role: 'user' },
            createdAt: '2026-11-20T19:00:00.000Z',
          },
        ],
      }),
      (request) => {
        if (request.url !== `${PATH}/comment`) return undefined;
        attempts += 1;
        if (attempts === 1) return failing(413, { message: 'The file is larger than 10 MB' });
        return ok({
          id: 'e5000000-0000-4000-8000-000000000002',
          body: 'Our own label',
          file: {
            id: 'f6000000-0000-4000-8000-000000000001',
            fileName: 'label.pdf',
            contentType: 'application/pdf',
            sizeBytes: 12_600,
            url: `/client/order/${ORDER.id}/files/f6000000-0000-4000-8000-000000000001`,
          },
          author: { id: 'c3000000-0000-4000-8000-000000000001', name: 'Dana Demo', role: 'user' },
          createdAt: '2026-11-21T10:00:00.000Z',
        });
      },
    );
    const user = renderDetail();
    const thread = await screen.findByRole('list', { name: 'Comments' });
    expect(within(thread).getByText('Please use the gift box')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(screen.getByText('Write a comment or attach a file')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Comment'), 'Our own label');
    const file = new File(['%PDF-1.7'], 'label.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Attach a file'), file);
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 10 MB');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(within(thread).getByText('Our own label')).toBeInTheDocument());
    expect(within(thread).getByRole('button', { name: 'label.pdf (12.3 KB)' })).toBeInTheDocument();

    const posts = sent.requests.filter((request) => request.url === `${PATH}/comment`);
    expect(posts).toHaveLength(2);
    const body = posts[1].data as FormData;
    expect(body.get('comment')).toBe('Our own label');
    expect((body.get('file') as File).name).toBe('label.pdf');
    const keys = posts.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.getByLabelText('Comment')).toHaveValue('');
  });

  it('reloads when its status changes on the floor', async () => {
    let current = ORDER;
    const sent = api(() => current);
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    current = detail({ fulfillmentStatus: 'processing', warehouseStatus: 'picking', allowedActions: [] });
    act(() => bus.emit('order.status_changed', { orderId: 'another' }));
    act(() =>
      bus.emit('order.status_changed', { orderId: ORDER.id, statusColumn: 'warehouse', to: 'picking' }),
    );
    expect(await screen.findByText('Picking')).toBeInTheDocument();
    expect(sent.requests.filter((request) => request.method === 'get')).toHaveLength(2);
  });

  it("shows a comment the warehouse adds while the order is open, with its author's name", async () => {
    let current = ORDER;
    api(() => current);
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    current = detail({
      comments: [
        {
          id: 'c4000000-0000-4000-8000-000000000001',
          body: 'Two units arrived damaged',
          file: null,
          author: { id: 'c4000000-0000-4000-8000-0000000000aa', name: 'Warehouse Staff', role: 'staff' },
          createdAt: '2026-11-25T18:00:00.000Z',
        },
      ],
    });
    act(() => bus.emit('order.comment_added', { orderId: ORDER.id, authorRole: 'staff' }));
    expect(await screen.findByText('Two units arrived damaged')).toBeInTheDocument();
    expect(screen.getByText(/^Warehouse Staff · /)).toBeInTheDocument();
  });

  it('says the order does not exist for an unknown id, without asking for a malformed one', async () => {
    const sent = api();
    renderDetail('7d0c1f6e-2b1a-4c3d-9e8f-00000000dead');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This order does not exist' }),
    ).toBeInTheDocument();
    renderDetail('import');
    expect(sent.requests).toHaveLength(1);
  });
});
