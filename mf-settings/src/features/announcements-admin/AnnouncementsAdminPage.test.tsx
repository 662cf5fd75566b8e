import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, resetPage, restoreApi, type SentRequest } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { AnnouncementsAdminPage } from './AnnouncementsAdminPage';

jest.setTimeout(30_000);

const announcement = (overrides: Record<string, unknown> = {}) => ({
  id: 'a1000000-0000-4000-8000-000000000001',
  topic: 'Connect your store in minutes',
  createdAt: '2026-11-20T10:00:00.000Z',
  publishedAt: '2026-11-20T10:00:00.000Z',
  characteristics: [{ id: 'f1', imageUrl: null, description: 'Connect Shopify from Integrations' }],
  seenBy: 3,
  ...overrides,
});
const DRAFT = announcement({ id: 'a2', topic: 'Returns', publishedAt: null, seenBy: 0 });

const callOf = (request: SentRequest) => `${String(request.method).toUpperCase()} ${request.url}`;
const bodyOf = (request: SentRequest): unknown => JSON.parse(String(request.data)) as unknown;
const headerOf = (request: SentRequest, name: string) =>
  (request.headers as { get?: (n: string) => unknown } & Record<string, unknown>).get?.(name) ??
  (request.headers as Record<string, unknown>)[name];

beforeEach(() => resetPage());
afterEach(restoreApi);

function render(locale: 'en-US' | 'es-AR' = 'en-US') {
  const user = setupUser();
  renderScreen(<AnnouncementsAdminPage />, {
    route: '/floor/announcements',
    url: '/floor/announcements',
    locale,
  });
  return user;
}

it('lists drafts and published announcements, each with Publish or Unpublish', async () => {
  mockApi({ status: 200, data: { announcements: [DRAFT, announcement()] } });
  render();
  const list = await screen.findByRole('list', { name: 'Announcements' });
  const [draft, published] = within(list).getAllByRole('listitem');
  expect(within(draft!).getByText('Draft')).toBeVisible();
  expect(within(draft!).getByRole('button', { name: 'Publish Returns' })).toBeEnabled();
  expect(within(published!).getByText(/^Published/)).toBeVisible();
  expect(within(published!).getByText('3 users have seen it')).toBeVisible();
  expect(
    within(published!).getByRole('button', { name: 'Unpublish Connect your store in minutes' }),
  ).toBeVisible();
});

it('saves a draft with its features and an Idempotency-Key, and publishes it', async () => {
  const created = announcement({
    id: 'a3',
    topic: 'Billing you can question',
    publishedAt: null,
    seenBy: 0,
    characteristics: [
      { id: 'f3', imageUrl: null, description: 'Dispute a charge' },
      { id: 'f4', imageUrl: '/logos/estiba.svg', description: 'Follow the answer' },
    ],
  });
  const api = mockApi((request) => {
    const call = callOf(request);
    if (call === 'GET staff/feature-announcements') return { status: 200, data: { announcements: [] } };
    if (call === 'POST staff/feature-announcements') return { status: 201, data: created };
    if (call === 'POST staff/feature-announcements/a3/publish')
      return { status: 200, data: { ...created, publishedAt: '2026-11-26T08:00:00.000Z' } };
    return { status: 404, data: { message: call } };
  });
  const user = render();
  expect(await screen.findByText('No announcements yet.')).toBeVisible();

  await user.type(screen.getByRole('textbox', { name: 'Topic' }), 'Billing you can question');
  await user.type(screen.getByRole('textbox', { name: 'Description of feature 1' }), 'Dispute a charge');
  await user.click(screen.getByRole('button', { name: 'Add a feature' }));
  await user.type(screen.getByRole('textbox', { name: 'Description of feature 2' }), 'Follow the answer');
  await user.type(
    screen.getByRole('textbox', { name: 'Image address of feature 2 (optional)' }),
    '/logos/estiba.svg',
  );
  await user.click(screen.getByRole('button', { name: 'Save draft' }));

  const list = await screen.findByRole('list', { name: 'Announcements' });
  const post = api.requests.find((request) => callOf(request) === 'POST staff/feature-announcements')!;
  expect(bodyOf(post)).toEqual({
    topic: 'Billing you can question',
    characteristics: [
      { description: 'Dispute a charge', imageUrl: null },
      { description: 'Follow the answer', imageUrl: '/logos/estiba.svg' },
    ],
  });
  expect(headerOf(post, 'Idempotency-Key')).toEqual(expect.any(String));
  // The form starts afresh.
  expect(screen.getByRole('textbox', { name: 'Topic' })).toHaveValue('');

  await user.click(within(list).getByRole('button', { name: 'Publish Billing you can question' }));
  expect(
    await within(list).findByRole('button', { name: 'Unpublish Billing you can question' }),
  ).toBeVisible();
});

it('asks for a topic and a description before sending, and shows the server’s refusal on its field', async () => {
  const api = mockApi((request) =>
    callOf(request) === 'GET staff/feature-announcements'
      ? { status: 200, data: { announcements: [] } }
      : {
          status: 400,
          data: {
            message: 'An image address starts with https:// or /',
            fieldErrors: { 'characteristics.0.imageUrl': 'An image address starts with https:// or /' },
          },
        },
  );
  const user = render();
  await screen.findByText('No announcements yet.');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(screen.getByRole('textbox', { name: 'Topic' })).toHaveAccessibleDescription('Required');
  expect(api.requests).toHaveLength(1);

  await user.type(screen.getByRole('textbox', { name: 'Topic' }), 'Images');
  await user.type(screen.getByRole('textbox', { name: 'Description of feature 1' }), 'With a picture');
  await user.type(
    screen.getByRole('textbox', { name: 'Image address of feature 1 (optional)' }),
    'javascript:x',
  );
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() =>
    expect(
      screen.getByRole('textbox', { name: 'Image address of feature 1 (optional)' }),
    ).toHaveAccessibleDescription('An image address starts with https:// or /'),
  );
  // Kept for another try.
  expect(screen.getByRole('textbox', { name: 'Topic' })).toHaveValue('Images');
});

it('speaks the merchant’s language: es-AR', async () => {
  mockApi({ status: 200, data: { announcements: [DRAFT] } });
  render('es-AR');
  expect(await screen.findByRole('heading', { level: 1, name: 'Anuncios de Novedades' })).toBeVisible();
  expect(await screen.findByRole('button', { name: 'Publicar Returns' })).toBeVisible();
});
