import { screen, waitFor, within } from '@testing-library/react';
import { useSearchParams } from 'react-router-dom';
import type { SavedView } from '@estiba/api/contract';
import type { Locale } from '@estiba/shared';
import { failing, mockApi, ok, restoreApi, type SentRequest, resetPage } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { readOrderFilters } from './OrderFiltersBar';
import { SavedViews } from './SavedViews';

const view = (over: Partial<SavedView>): SavedView => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  list: 'orders',
  name: 'No stock',
  filters: { warehouseStatus: 'no_stock' },
  shared: true,
  mine: true,
  owner: { id: 'b0000000-0000-4000-8000-000000000001', name: 'Dana Demo' },
  createdAt: '2026-11-20T18:30:00.000Z',
  updatedAt: '2026-11-20T18:30:00.000Z',
  ...over,
});

const NO_STOCK = view({});
const PENDING = view({
  id: 'a0000000-0000-4000-8000-000000000002',
  name: 'Pending in Demo Store',
  filters: { fulfillmentStatus: 'pending', shopName: 'Demo Store' },
  shared: false,
});
const TEAM = view({
  id: 'a0000000-0000-4000-8000-000000000003',
  name: 'Shipped in November',
  filters: { warehouseStatus: 'shipped', 'createdAt[from]': '2026-11-01', 'createdAt[to]': '2026-11-30' },
  mine: false,
  owner: { id: 'b0000000-0000-4000-8000-000000000002', name: 'Marta Ruiz' },
});

/** The list page's part that matters here: the filters the address holds, and the address itself. */
function Harness() {
  const [params] = useSearchParams();
  return (
    <>
      <SavedViews filters={readOrderFilters(params)} />
      <output data-testid="address">{decodeURIComponent(params.toString().replace(/\+/g, ' '))}</output>
    </>
  );
}

function api(respond: (request: SentRequest) => ReturnType<typeof ok> | undefined = () => undefined) {
  return mockApi((request: SentRequest) => {
    const answer = respond(request);
    if (answer) return answer;
    if (request.url === 'client/saved-views' && request.method === 'get')
      return ok({ views: [NO_STOCK, PENDING, TEAM] });
    return failing(404, { message: `no route ${request.method} ${request.url}` });
  });
}

function render(url = '/orders', locale: Locale = 'en-US') {
  const user = setupUser();
  renderScreen(<Harness />, { route: '/orders', url, locale });
  return user;
}

const address = () => screen.getByTestId('address').textContent;
const picker = () => screen.getByLabelText('Saved view') as HTMLSelectElement;

beforeEach(() => resetPage());
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

describe('SavedViews', () => {
  it("lists one's own views and the team's shared ones, and applies a view's filters from page 1", async () => {
    const sent = api();
    const user = render('/orders?orders.page=3&orders.shopName=Other');
    await screen.findByRole('option', { name: 'No stock (shared)' });
    // Filters that are no view's read as such.
    expect(picker()).toHaveDisplayValue('Filters not saved as a view');
    expect(sent.requests[0]).toMatchObject({ url: 'client/saved-views', params: { list: 'orders' } });
    expect(within(picker()).getByRole('group', { name: 'My views' })).toBeInTheDocument();
    expect(
      within(within(picker()).getByRole('group', { name: 'Shared by my team' })).getByRole('option', {
        name: 'Shipped in November (by Marta Ruiz)',
      }),
    ).toBeInTheDocument();

    await user.selectOptions(picker(), 'Shipped in November (by Marta Ruiz)');
    expect(address()).toBe(
      'orders.warehouseStatus=shipped&orders.createdAt.from=2026-11-01&orders.createdAt.to=2026-11-30',
    );
    expect(picker()).toHaveValue(TEAM.id);
    // A teammate's view is chosen only: no rename or delete.
    expect(screen.queryByRole('button', { name: 'Rename view' })).not.toBeInTheDocument();

    await user.selectOptions(picker(), 'Pending in Demo Store');
    expect(address()).toBe('orders.shopName=Demo Store&orders.fulfillmentStatus=pending');
    expect(screen.getByRole('button', { name: 'Rename view' })).toBeInTheDocument();

    await user.selectOptions(picker(), 'All orders (no view)');
    expect(address()).toBe('');
    expect(picker()).toHaveDisplayValue('All orders (no view)');
  });

  it('shows the view whose filters the address holds as chosen', async () => {
    api();
    render('/orders?orders.warehouseStatus=no_stock');
    await screen.findByRole('option', { name: 'No stock (shared)' });
    expect(picker()).toHaveValue(NO_STOCK.id);
    expect(screen.getByRole('button', { name: 'Delete view' })).toBeInTheDocument();
  });

  it('saves the filters shown under a name, shared with the team, with an idempotency key', async () => {
    const saved = view({
      id: 'a0000000-0000-4000-8000-000000000009',
      name: 'Shipped from 1 Nov',
      filters: { warehouseStatus: 'shipped', 'createdAt[from]': '2026-11-01' },
    });
    const sent = api((request) =>
      request.method === 'post' && request.url === 'client/saved-views'
        ? { status: 201, data: saved }
        : undefined,
    );
    const user = render('/orders?orders.warehouseStatus=shipped&orders.createdAt.from=2026-11-01');
    await screen.findByRole('option', { name: 'No stock (shared)' });
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    const dialog = screen.getByRole('dialog', { name: 'Save the filters shown as a view' });
    // A blank name is refused here, before any request.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a name for the view')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Shipped from 1 Nov');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Share with my team' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = sent.requests.find((request) => request.method === 'post')!;
    expect(JSON.parse(String(post.data))).toEqual({
      list: 'orders',
      name: 'Shipped from 1 Nov',
      shared: true,
      filters: { warehouseStatus: 'shipped', 'createdAt[from]': '2026-11-01' },
    });
    expect(post.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(picker()).toHaveValue(saved.id);
  });

  it("shows the server's refusal of a name in use in the dialog, which stays open", async () => {
    api((request) =>
      request.method === 'post'
        ? failing(409, {
            message: 'You already have a view named "No stock" on this list: choose another name',
          })
        : undefined,
    );
    const user = render('/orders?orders.warehouseStatus=picking');
    await screen.findByRole('option', { name: 'No stock (shared)' });
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'No stock');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You already have a view named "No stock" on this list: choose another name',
    );
  });

  it('renames and unshares its own view, then deletes it after a confirmation', async () => {
    const sent = api((request) => {
      if (request.method === 'patch')
        return ok({ ...NO_STOCK, ...(JSON.parse(String(request.data)) as object) });
      if (request.method === 'delete') return { status: 204, data: null };
      return undefined;
    });
    const user = render('/orders?orders.warehouseStatus=no_stock');
    await screen.findByRole('option', { name: 'No stock (shared)' });
    await user.click(screen.getByRole('button', { name: 'Rename view' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename the view' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('No stock');
    expect(within(dialog).getByRole('checkbox', { name: 'Share with my team' })).toBeChecked();
    await user.clear(name);
    await user.type(name, 'Waiting for stock');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Share with my team' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('option', { name: 'Waiting for stock' })).toBeInTheDocument();
    const patch = sent.requests.find((request) => request.method === 'patch')!;
    expect(patch.url).toBe(`client/saved-view/${NO_STOCK.id}`);
    expect(JSON.parse(String(patch.data))).toEqual({ name: 'Waiting for stock', shared: false });

    await user.click(screen.getByRole('button', { name: 'Delete view' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete the view “Waiting for stock”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Waiting for stock' })).toBeNull());
    expect(sent.requests.filter((request) => request.method === 'delete').map((r) => r.url)).toEqual([
      `client/saved-view/${NO_STOCK.id}`,
    ]);
    // The filters stay as they were: only the view is gone.
    expect(address()).toBe('orders.warehouseStatus=no_stock');
  });

  it('speaks Spanish, and says when the views could not be loaded', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi(() => failing(500, {}));
    render('/orders', 'es-AR');
    expect(await screen.findByText('No se pudieron cargar tus vistas guardadas.')).toBeInTheDocument();
    expect(screen.getByLabelText('Vista guardada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar vista' })).toBeInTheDocument();
  });
});
