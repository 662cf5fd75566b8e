import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { bus, FEATURE_SEEN_ERROR_MS, sessionActions, store, type NotifyPayload } from '@estiba/shared';
import { demoMerchant, mockApi, restoreApi, type SentRequest } from '@estiba/shared/testing';
import { shellMessages } from '../../i18n/messages';
import { ExternalNavigationProvider } from '../session';
import { StartDialogs } from './StartDialogs';

const en = shellMessages['en-US'];
const TOOLTIP = 'You need to see all the new features to close the window';

const FEATURES = [
  {
    id: 'a1',
    topic: 'Integrations',
    publishedAt: '2026-11-01T00:00:00.000Z',
    characteristics: [
      {
        id: '11111111-1111-4111-8111-111111111111',
        imageUrl: '/logos/estiba.svg',
        description: 'Connect a store',
      },
      { id: '22222222-2222-4222-8222-222222222222', imageUrl: null, description: 'Automatic orders' },
    ],
  },
  {
    id: 'a2',
    topic: 'Billing',
    publishedAt: '2026-11-02T00:00:00.000Z',
    characteristics: [
      { id: '33333333-3333-4333-8333-333333333333', imageUrl: null, description: 'Disputes' },
    ],
  },
];

const SHOP = {
  shopId: 'shop-1',
  name: 'acapella',
  ecommerce: 'shopify',
  url: 'https://acapella.myshopify.com',
  status: 'connected',
  isMain: true,
  updatedScopes: 0,
  lastSyncAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

interface Answers {
  features?: unknown[];
  viewed?: { status: number; data: unknown };
}

function serve({ features = FEATURES, viewed = { status: 200, data: {} } }: Answers = {}) {
  return mockApi((request: SentRequest) => {
    const url = request.url ?? '';
    if (url.endsWith('/all-features')) return { status: 200, data: features };
    if (url === 'feature-viewed') return viewed;
    if (url === 'client/shops')
      return {
        status: 200,
        data: { shops: [SHOP, { ...SHOP, shopId: 'ok', name: 'fine', updatedScopes: 1 }] },
      };
    if (url === 'client/shop/oauth/start')
      return {
        status: 200,
        data: { authorizationUrl: 'https://acapella.myshopify.com/admin/oauth/authorize?state=s' },
      };
    return { status: 404, data: { message: `unexpected ${url}` } };
  });
}

function renderDialogs(assign = jest.fn()) {
  render(
    <Provider store={store}>
      <IntlProvider locale="en-US" messages={en}>
        <ExternalNavigationProvider assign={assign}>
          <StartDialogs />
        </ExternalNavigationProvider>
      </IntlProvider>
    </Provider>,
  );
  return assign;
}

const signIn = (shops = demoMerchant.shops) =>
  act(() => {
    store.dispatch(sessionActions.signedIn({ ...demoMerchant, shops }));
  });

const whatsNew = () => screen.findByRole('dialog', { name: "What's New" }, { timeout: 10_000 });
const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });

beforeEach(() => {
  store.dispatch(sessionActions.signedOut());
});
afterEach(restoreApi);

it('steps through the new features: back disabled on the first, next on the last, close only on the last', async () => {
  serve();
  renderDialogs();
  signIn();
  const dialog = await whatsNew();
  const user = userEvent.setup();
  expect(within(dialog).getByText('Feature 1 of 3')).toBeVisible();
  expect(within(dialog).getByRole('heading', { name: 'Integrations' })).toBeVisible();
  expect(within(dialog).getByText('Connect a store')).toBeVisible();
  expect(button(dialog, 'Back')).toBeDisabled();
  expect(button(dialog, 'Next')).toBeEnabled();
  expect(button(dialog, 'Close')).toBeDisabled();

  // The disabled Close explains itself.
  await user.hover(button(dialog, 'Close').parentElement!);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(TOOLTIP);

  await user.click(button(dialog, 'Next'));
  expect(within(dialog).getByText('Automatic orders')).toBeVisible();
  expect(button(dialog, 'Back')).toBeEnabled();
  expect(button(dialog, 'Close')).toBeDisabled();
  await user.click(button(dialog, 'Back'));
  expect(within(dialog).getByText('Connect a store')).toBeVisible();
  await user.click(button(dialog, 'Next'));
  await user.click(button(dialog, 'Next'));
  expect(within(dialog).getByRole('heading', { name: 'Billing' })).toBeVisible();
  expect(button(dialog, 'Next')).toBeDisabled();
  expect(button(dialog, 'Close')).toBeEnabled();
});

it('closing on the last step sends the seen ids with the userId and clears the list', async () => {
  const api = serve();
  renderDialogs();
  signIn();
  const dialog = await whatsNew();
  const user = userEvent.setup();
  // Escape does nothing before the last step.
  await user.keyboard('{Escape}');
  expect(dialog).toBeVisible();
  await user.click(button(dialog, 'Next'));
  await user.click(button(dialog, 'Next'));
  await user.click(button(dialog, 'Close'));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const sent = api.requests.find((request) => request.url === 'feature-viewed')!;
  expect(sent.method).toBe('put');
  expect(JSON.parse(sent.data as string)).toEqual({
    featuresIds: FEATURES.flatMap((a) => a.characteristics.map((c) => c.id)),
    userId: demoMerchant.userId,
  });
  expect(api.requests.some((request) => request.url === `user/${demoMerchant.userId}/all-features`)).toBe(
    true,
  );
});

it('a failed closing shows its text for 2 s and clears the list', async () => {
  serve({
    features: [FEATURES[1]],
    viewed: { status: 400, data: { message: 'One of the features is not a published one' } },
  });
  const notices: NotifyPayload[] = [];
  const off = bus.on('notify', (notice) => notices.push(notice));
  renderDialogs();
  signIn();
  const dialog = await whatsNew();
  // A single feature: the first step is the last, so Close is enabled at once.
  expect(button(dialog, 'Back')).toBeDisabled();
  expect(button(dialog, 'Next')).toBeDisabled();
  await userEvent.setup().click(button(dialog, 'Close'));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(notices).toEqual([
    {
      text: 'One of the features is not a published one',
      severity: 'error',
      autoHideMs: FEATURE_SEEN_ERROR_MS,
    },
  ]);
  expect(FEATURE_SEEN_ERROR_MS).toBe(2000);
  off();
});

it('shows nothing when there are no new features, and nothing to the operator’s staff', async () => {
  const api = serve({ features: [] });
  renderDialogs();
  signIn();
  await waitFor(() => expect(api.requests).toHaveLength(1));
  expect(screen.queryByRole('dialog')).toBeNull();
  act(() => {
    store.dispatch(sessionActions.signedIn({ ...demoMerchant, userId: 'staff', role: ['staff'] }));
  });
  expect(api.requests).toHaveLength(1);
});

it('lists the shops with updatedScopes 0 in Update Necessary; Update opens the store’s authorisation page', async () => {
  const api = serve();
  const assign = renderDialogs();
  signIn([
    { shopId: 'shop-1', name: 'acapella', ecommerce: 'shopify', currency: 'MXN', updatedScopes: 0 },
    { shopId: 'ok', name: 'fine', ecommerce: 'shopify', currency: 'MXN', updatedScopes: 1 },
  ]);
  const dialog = await screen.findByRole('dialog', { name: 'Update Necessary' }, { timeout: 10_000 });
  expect(within(dialog).getByText('acapella')).toBeVisible();
  expect(within(dialog).queryByText('fine')).toBeNull();
  // What's New waits until Update Necessary is closed.
  expect(screen.queryByRole('dialog', { name: "What's New" })).toBeNull();

  await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Update acapella' }));
  await waitFor(() =>
    expect(assign).toHaveBeenCalledWith('https://acapella.myshopify.com/admin/oauth/authorize?state=s'),
  );
  const start = api.requests.find((request) => request.url === 'client/shop/oauth/start')!;
  expect(JSON.parse(start.data as string)).toEqual({ url: SHOP.url });
});

it('Update Necessary can be closed, and then What’s New shows', async () => {
  serve();
  renderDialogs();
  signIn([{ shopId: 'shop-1', name: 'acapella', ecommerce: 'shopify', currency: 'MXN', updatedScopes: 0 }]);
  const dialog = await screen.findByRole('dialog', { name: 'Update Necessary' }, { timeout: 10_000 });
  await userEvent.setup().click(button(dialog, 'Close'));
  expect(await whatsNew()).toBeVisible();
  expect(screen.queryByRole('dialog', { name: 'Update Necessary' })).toBeNull();
});
