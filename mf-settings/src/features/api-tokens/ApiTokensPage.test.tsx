import { screen, waitFor, within } from '@testing-library/react';
import { failing, mockApi, ok, resetPage, restoreApi, type SentRequest } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { ApiTokensPage } from './ApiTokensPage';

jest.setTimeout(30_000);

const SECRET = 'estiba_live_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

const token = (overrides: Record<string, unknown> = {}) => ({
  id: 'b1000000-0000-4000-8000-000000000001',
  name: 'Mi ERP',
  scopes: ['orders:read', 'orders:write'],
  prefix: 'estiba_live_Qx7a',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  ...overrides,
});

const callOf = (request: SentRequest) => `${String(request.method).toUpperCase()} ${request.url}`;
const bodyOf = (request: SentRequest): unknown =>
  request.data === undefined ? undefined : (JSON.parse(String(request.data)) as unknown);
const headerOf = (request: SentRequest, name: string) =>
  (request.headers as { get?: (n: string) => unknown } & Record<string, unknown>).get?.(name) ??
  (request.headers as Record<string, unknown>)[name];

beforeEach(() => resetPage());
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

function render(locale: 'en-US' | 'es-MX' | 'es-AR' = 'en-US') {
  const user = setupUser();
  renderScreen(<ApiTokensPage />, { route: '/api-token', url: '/api-token', locale });
  return user;
}

it('lists the tokens with when they were created and last used, and links to the API docs', async () => {
  mockApi(
    ok({
      tokens: [
        token(),
        token({
          id: 'b2',
          name: 'Hoja',
          lastUsedAt: '2026-11-25T08:00:00.000Z',
          revokedAt: '2026-11-25T09:00:00.000Z',
        }),
      ],
    }),
  );
  render();
  const table = await screen.findByRole('table', { name: 'Your tokens' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(within(rows[1]!).getByText('Mi ERP')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('estiba_live_Qx7a…')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Never')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Create orders')).toBeInTheDocument();
  expect(within(rows[1]!).getByRole('button', { name: 'Revoke Mi ERP' })).toBeEnabled();
  expect(within(rows[2]!).getByText(/^Revoked /)).toBeInTheDocument();
  expect(within(rows[2]!).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  const docs = screen.getByRole('link', { name: /API documentation/ });
  expect(docs).toHaveAttribute('href', expect.stringMatching(/\/documentation\/v1\/$/));
  expect(docs).toHaveAttribute('target', '_blank');
});

it('creates a token with its name and scopes, shows the secret once and copies it', async () => {
  const api = mockApi((request) =>
    request.method === 'post'
      ? {
          status: 201,
          data: {
            token: token({ id: 'b3', name: 'Tienda propia', scopes: ['products:read'] }),
            secret: SECRET,
          },
        }
      : ok({ tokens: [] }),
  );
  const user = render();
  expect(await screen.findByText('You have no API tokens yet.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Create token' }));
  expect(screen.getByText('Give the token a name of up to 100 characters.')).toBeInTheDocument();
  expect(screen.getByText('Choose at least one permission.')).toBeInTheDocument();
  expect(api.requests.map(callOf)).toEqual(['GET client/api-tokens']);

  await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Tienda propia ');
  await user.click(screen.getByRole('checkbox', { name: 'Read products' }));
  await user.click(screen.getByRole('button', { name: 'Create token' }));

  const dialog = await screen.findByRole('dialog', { name: 'Your new API token' });
  expect(within(dialog).getByRole('textbox', { name: 'API token' })).toHaveValue(SECRET);
  const post = api.requests[1]!;
  expect(callOf(post)).toBe('POST client/api-tokens');
  expect(bodyOf(post)).toEqual({ name: 'Tienda propia', scopes: ['products:read'] });
  expect(String(headerOf(post, 'Idempotency-Key'))).toMatch(/^[0-9a-f-]{36}$/);

  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
  expect(writeText).toHaveBeenCalledWith(SECRET);
  expect(await within(dialog).findByText('Copied to the clipboard.')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // Gone for good: the secret is nowhere on the page once the dialog is closed.
  expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Your tokens' })).toHaveTextContent('Tienda propia');
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
});

it('sends the same Idempotency-Key again when a create failed, and shows the reason', async () => {
  let posts = 0;
  const api = mockApi((request) => {
    if (request.method !== 'post') return ok({ tokens: [] });
    posts += 1;
    return posts === 1
      ? failing(400, { statusCode: 400, error: 'Bad Request', message: 'Give the token a name.' })
      : { status: 201, data: { token: token(), secret: SECRET } };
  });
  const user = render();
  await screen.findByText('You have no API tokens yet.');
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'ERP');
  await user.click(screen.getByRole('checkbox', { name: 'Read orders and returns' }));
  await user.click(screen.getByRole('button', { name: 'Create token' }));
  expect(await screen.findByText('Give the token a name.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create token' }));
  await screen.findByRole('dialog', { name: 'Your new API token' });
  const keys = api.requests
    .filter((r) => r.method === 'post')
    .map((r) => String(headerOf(r, 'Idempotency-Key')));
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
});

it('revokes a token after the confirmation', async () => {
  const api = mockApi((request) =>
    request.method === 'post'
      ? ok(token({ revokedAt: '2026-11-26T07:00:00.000Z' }))
      : ok({ tokens: [token()] }),
  );
  const user = render();
  await user.click(await screen.findByRole('button', { name: 'Revoke Mi ERP' }));
  const dialog = screen.getByRole('dialog', { name: 'Revoke Mi ERP?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.requests.map(callOf)).toEqual(['GET client/api-tokens']);

  await user.click(screen.getByRole('button', { name: 'Revoke Mi ERP' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Revoke Mi ERP?' })).getByRole('button', { name: 'Revoke' }),
  );
  await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent(/Revoked /));
  expect(api.requests.map(callOf)).toEqual([
    'GET client/api-tokens',
    'POST client/api-tokens/b1000000-0000-4000-8000-000000000001/revoke',
  ]);
  expect(screen.queryByRole('button', { name: 'Revoke Mi ERP' })).not.toBeInTheDocument();
});

it('offers Retry when the list cannot load', async () => {
  mockApi(failing(503, {}), ok({ tokens: [token()] }));
  const user = render();
  await user.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table', { name: 'Your tokens' })).toHaveTextContent('Mi ERP');
});

it('speaks the merchant’s Spanish (voseo in Argentina)', async () => {
  mockApi(ok({ tokens: [] }));
  render('es-AR');
  expect(await screen.findByText('Todavía no tenés tokens de API.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Tokens de API' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Crear token' })).toBeInTheDocument();
});
