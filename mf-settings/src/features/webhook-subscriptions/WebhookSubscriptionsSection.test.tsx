import { screen, waitFor, within } from '@testing-library/react';
import { failing, mockApi, ok, resetPage, restoreApi, type SentRequest } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { WebhookSubscriptionsSection } from './WebhookSubscriptionsSection';

jest.setTimeout(30_000);

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwMfKQ9r8GKYq=';
const URL_A = 'https://erp.example.com/hooks';
const TOPICS = ['order.created', 'order.shipped', 'stock.changed'];

const subscription = (overrides: Record<string, unknown> = {}) => ({
  id: 'c1000000-0000-4000-8000-000000000001',
  url: URL_A,
  topics: ['order.shipped'],
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  failingSince: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const delivery = (overrides: Record<string, unknown> = {}) => ({
  id: 'd1000000-0000-4000-8000-000000000001',
  subscriptionId: subscription().id,
  messageId: 'msg_d1',
  eventId: '42',
  eventName: 'order.shipped',
  status: 'succeeded',
  nextAttemptAt: null,
  occurredAt: '2026-11-25T10:00:00.000Z',
  createdAt: '2026-11-25T10:00:00.000Z',
  attempts: [
    {
      attemptedAt: '2026-11-25T10:00:01.000Z',
      httpStatus: 500,
      durationMs: 87,
      responseExcerpt: 'upstream exploded',
      error: 'The endpoint answered 500',
    },
    {
      attemptedAt: '2026-11-25T10:00:06.000Z',
      httpStatus: 200,
      durationMs: 12,
      responseExcerpt: 'ok',
      error: null,
    },
  ],
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
  renderScreen(<WebhookSubscriptionsSection />, { route: '/api-token', url: '/api-token', locale });
  return user;
}

it('creates a subscription with its URL and topics, checks them first, and shows the secret once', async () => {
  const api = mockApi((request) =>
    request.method === 'post'
      ? {
          status: 201,
          data: {
            subscription: subscription({ topics: ['order.shipped', 'stock.changed'] }),
            secret: SECRET,
          },
        }
      : ok({ subscriptions: [], topics: TOPICS }),
  );
  const user = render();
  expect(await screen.findByText('You have no webhook endpoints yet.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
  expect(
    screen.getByText('Enter the full address of your endpoint, starting with https://'),
  ).toBeInTheDocument();
  expect(screen.getByText('Choose at least one event.')).toBeInTheDocument();
  expect(api.requests.map(callOf)).toEqual(['GET client/webhook-subscriptions']);

  await user.type(screen.getByRole('textbox', { name: /Endpoint URL/ }), URL_A);
  await user.click(screen.getByRole('checkbox', { name: 'order.shipped' }));
  await user.click(screen.getByRole('checkbox', { name: 'stock.changed' }));
  await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

  const dialog = await screen.findByRole('dialog', { name: 'Your signing secret' });
  expect(within(dialog).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(SECRET);
  const post = api.requests[1]!;
  expect(callOf(post)).toBe('POST client/webhook-subscriptions');
  expect(bodyOf(post)).toEqual({ url: URL_A, topics: ['order.shipped', 'stock.changed'] });
  expect(String(headerOf(post, 'Idempotency-Key'))).toMatch(/^[0-9a-f-]{36}$/);

  await user.click(within(dialog).getByRole('button', { name: "I've saved it" }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Your endpoints' });
  expect(within(table).getByText(URL_A)).toBeInTheDocument();
  expect(within(table).getByText('Active')).toBeInTheDocument();
});

it("shows the API's refusal of the URL on its field", async () => {
  mockApi((request) =>
    request.method === 'post'
      ? failing(400, {
          statusCode: 400,
          message: 'The endpoint must be a public address, not a private or local one',
          field: 'url',
        })
      : ok({ subscriptions: [], topics: TOPICS }),
  );
  const user = render();
  await screen.findByText('You have no webhook endpoints yet.');
  await user.type(screen.getByRole('textbox', { name: /Endpoint URL/ }), 'https://10.0.0.5/hooks');
  await user.click(screen.getByRole('checkbox', { name: 'order.created' }));
  await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
  const field = screen.getByRole('textbox', { name: /Endpoint URL/ });
  await waitFor(() => expect(field).toHaveAccessibleDescription(/must be a public address/));
  expect(field).toHaveAttribute('aria-invalid', 'true');
});

it("shows a subscription's delivery log with each attempt, and replays a delivery", async () => {
  let replayed = false;
  const api = mockApi((request) => {
    const call = callOf(request);
    if (call === 'GET client/webhook-subscriptions')
      return ok({ subscriptions: [subscription()], topics: TOPICS });
    if (call.endsWith('/deliveries'))
      return ok({ deliveries: [replayed ? delivery({ status: 'pending' }) : delivery()] });
    if (call.endsWith('/replay')) {
      replayed = true;
      return { status: 202, data: delivery({ status: 'pending' }) };
    }
    return failing(404, { message: 'unexpected' });
  });
  const user = render();
  await user.click(await screen.findByRole('button', { name: `Delivery log: ${URL_A}` }));
  const log = await screen.findByRole('table', { name: 'Deliveries' });
  expect(within(log).getByText('order.shipped')).toBeInTheDocument();
  expect(within(log).getByText('Delivered')).toBeInTheDocument();
  expect(within(log).getByText(/· 500 · 87 ms$/)).toBeInTheDocument();
  expect(within(log).getByText(/· 200 · 12 ms$/)).toBeInTheDocument();
  expect(within(log).getByText('upstream exploded')).toBeInTheDocument();
  expect(within(log).getByText('The endpoint answered 500')).toBeInTheDocument();

  await user.click(within(log).getByRole('button', { name: /^Replay: order\.shipped of / }));
  expect(await screen.findByText('The delivery is being sent again.')).toBeInTheDocument();
  expect(api.requests.map(callOf)).toContain(
    'POST client/webhook-deliveries/d1000000-0000-4000-8000-000000000001/replay',
  );
  await waitFor(() =>
    expect(
      within(screen.getByRole('table', { name: 'Deliveries' })).getByText('Pending'),
    ).toBeInTheDocument(),
  );
  expect(
    within(screen.getByRole('table', { name: 'Deliveries' })).getByRole('button', { name: /^Replay:/ }),
  ).toBeDisabled();
});

it('replays every failed delivery since a time, and says how many', async () => {
  const api = mockApi((request) => {
    const call = callOf(request);
    if (call === 'GET client/webhook-subscriptions')
      return ok({ subscriptions: [subscription()], topics: TOPICS });
    if (call.endsWith('/deliveries')) return ok({ deliveries: [delivery({ status: 'failed' })] });
    return { status: 202, data: { replayed: 3 } };
  });
  const user = render();
  await user.click(await screen.findByRole('button', { name: `Delivery log: ${URL_A}` }));
  await screen.findByRole('table', { name: 'Deliveries' });
  await user.click(screen.getByRole('button', { name: 'Replay failed deliveries' }));
  expect(await screen.findByText('3 failed deliveries are being sent again.')).toBeInTheDocument();
  const post = api.requests.find((r) => callOf(r).endsWith(`${subscription().id}/replay`))!;
  const { since } = bodyOf(post) as { since: string };
  const ago = Date.now() - Date.parse(since);
  expect(ago).toBeGreaterThan(86_400_000 - 120_000);
  expect(ago).toBeLessThan(86_400_000 + 120_000);
});

it('disables and enables an endpoint, sends a test event, and deletes after a confirmation', async () => {
  let current = subscription();
  const api = mockApi((request) => {
    const call = callOf(request);
    if (call === 'GET client/webhook-subscriptions') return ok({ subscriptions: [current], topics: TOPICS });
    if (request.method === 'put') {
      current = { ...current, ...(bodyOf(request) as object) };
      return ok(current);
    }
    if (call.endsWith('/test'))
      return { status: 202, data: delivery({ eventName: 'webhook.test', status: 'pending', attempts: [] }) };
    if (request.method === 'delete') return { status: 204, data: null };
    return failing(404, { message: 'unexpected' });
  });
  const user = render();
  await user.click(await screen.findByRole('button', { name: `Send test event: ${URL_A}` }));
  await waitFor(() =>
    expect(api.requests.map(callOf)).toContain(`POST client/webhook-subscriptions/${current.id}/test`),
  );

  await user.click(screen.getByRole('button', { name: `Disable: ${URL_A}` }));
  expect(await screen.findByText('Disabled')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: `Send test event: ${URL_A}` })).toBeDisabled();
  expect(bodyOf(api.requests.find((r) => r.method === 'put')!)).toEqual({ enabled: false });
  await user.click(screen.getByRole('button', { name: `Enable: ${URL_A}` }));
  expect(await screen.findByText('Active')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: `Delete: ${URL_A}` }));
  const confirm = await screen.findByRole('dialog', { name: `Delete the endpoint ${URL_A}?` });
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('You have no webhook endpoints yet.')).toBeInTheDocument();
  expect(api.requests.map(callOf)).toContain(`DELETE client/webhook-subscriptions/${current.id}`);
});

it('speaks es-AR, and offers Retry when the list cannot load', async () => {
  mockApi(
    failing(500, { message: 'boom' }),
    ok({
      subscriptions: [
        subscription({ enabled: false, disabledReason: 'Failed for 5 days without a successful delivery' }),
      ],
      topics: TOPICS,
    }),
  );
  const user = render('es-AR');
  await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
  const table = await screen.findByRole('table', { name: 'Tus endpoints' });
  expect(within(table).getByText('Desactivado')).toBeInTheDocument();
  expect(within(table).getByText('Failed for 5 days without a successful delivery')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Agregar endpoint' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Eventos que querés recibir' })).toBeInTheDocument();
});
