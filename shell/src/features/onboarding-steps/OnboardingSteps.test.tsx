import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@estiba/shared';
import {
  failing,
  mockApi,
  ok,
  resetPage,
  restoreApi,
  screenRenderer,
  setupUser,
  type SentRequest,
} from '@estiba/shared/testing';
import { shellMessages } from '../../i18n/messages';
import { OnboardingSteps } from './OnboardingSteps';
import { STEPS_REFETCH_DEBOUNCE_MS } from './useOnboardingSteps';
import type { OnboardingStep } from './onboardingSteps.api';

const { renderScreen } = screenRenderer(shellMessages);

const steps = (integrate: boolean, sendInventory: boolean, firstOrderShipped: boolean): OnboardingStep[] =>
  (
    [
      ['integrate', integrate],
      ['sendInventory', sendInventory],
      ['firstOrderShipped', firstOrderShipped],
    ] as const
  ).map(([step, done]) => ({ step, done, doneAt: done ? '2026-11-20T10:00:00.000Z' : null }));

/** Answers GET dashboard/steps with each of `answers` in turn (the last repeats). */
function serve(...answers: OnboardingStep[][]) {
  let calls = 0;
  return mockApi((request: SentRequest) => {
    if (request.url !== 'dashboard/steps') return failing(404);
    const answer = answers[Math.min(calls, answers.length - 1)]!;
    calls += 1;
    return ok({ steps: answer });
  });
}

const stepCalls = (requests: SentRequest[]) =>
  requests.filter((request) => request.url === 'dashboard/steps').length;
const card = () => screen.getByRole('region', { name: 'Your first steps' });
const row = (title: string) => within(card()).getByText(title).closest('li')!;

beforeEach(() => resetPage());
afterEach(() => {
  jest.restoreAllMocks();
  restoreApi();
  jest.useRealTimers();
});

it('shows a new merchant the three steps undone, each with the button that does it, and 0 of 3 done', async () => {
  serve(steps(false, false, false));
  renderScreen(<OnboardingSteps />);
  expect(await within(card()).findByText('0 of 3 done')).toBeVisible();
  expect(within(card()).getByRole('progressbar', { name: '0 of 3 done' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  const expected = [
    ['Connect your store', 'Connect a store', '/integrations'],
    ['Send inventory to the warehouse', 'Send inventory', '/send-inventory'],
    ['Ship your first order', 'Create an order', '/orders/create'],
  ];
  for (const [title, action, path] of expected) {
    const item = row(title!);
    expect(within(item).getByText(/To do/)).toBeVisible();
    expect(within(item).getByRole('link', { name: action })).toHaveAttribute('href', path);
  }
});

it('says in words which steps are done and offers no button for them', async () => {
  serve(steps(true, false, true));
  renderScreen(<OnboardingSteps />);
  expect(await within(card()).findByText('2 of 3 done')).toBeVisible();
  expect(within(row('Connect your store')).getByText('Done')).toBeVisible();
  expect(within(row('Connect your store')).queryByRole('link')).toBeNull();
  expect(within(row('Ship your first order')).getByText('Done')).toBeVisible();
  expect(
    within(row('Send inventory to the warehouse')).getByRole('link', { name: 'Send inventory' }),
  ).toBeVisible();
});

it('goes to the screen of the step when its button is pressed', async () => {
  serve(steps(true, false, false));
  const user = setupUser();
  renderScreen(<OnboardingSteps />, { route: '/welcome' });
  await user.click(await screen.findByRole('link', { name: 'Send inventory' }));
  expect(screen.getByTestId('elsewhere')).toHaveTextContent('/send-inventory');
});

it('folds to one line once all three are done', async () => {
  serve(steps(true, true, true));
  renderScreen(<OnboardingSteps />);
  expect(
    await screen.findByRole('region', {
      name: "You're all set: your store is connected, your inventory was sent and your first order has shipped.",
    }),
  ).toBeVisible();
  expect(screen.queryByRole('list')).toBeNull();
  expect(screen.queryByRole('link')).toBeNull();
});

it('ticks a step when the socket reports what did it, without a reload, reading once per burst', async () => {
  const api = serve(steps(false, false, false), steps(false, true, false), steps(false, true, true));
  renderScreen(<OnboardingSteps />);
  expect(await screen.findByText('0 of 3 done')).toBeVisible();

  jest.useFakeTimers();
  act(() => {
    bus.emit('receiving_order.status_changed', { receivingOrderId: 'r1', status: 'in_transit' });
    bus.emit('receiving_order.status_changed', { receivingOrderId: 'r1', status: 'in_transit' });
  });
  await act(async () => {
    jest.advanceTimersByTime(STEPS_REFETCH_DEBOUNCE_MS);
  });
  jest.useRealTimers();
  expect(await screen.findByText('1 of 3 done')).toBeVisible();
  expect(within(row('Send inventory to the warehouse')).getByText('Done')).toBeVisible();
  expect(stepCalls(api.requests)).toBe(2);

  act(() => bus.emit('order.shipped', { orderId: 'o1' }));
  expect(await screen.findByText('2 of 3 done')).toBeVisible();
  expect(stepCalls(api.requests)).toBe(3);
});

it("reads again when a store's first product sync reports, not for another job", async () => {
  const api = serve(steps(false, false, false), steps(true, false, false));
  renderScreen(<OnboardingSteps />);
  expect(await screen.findByText('0 of 3 done')).toBeVisible();
  act(() =>
    bus.emit('job.progress', {
      id: 'j1',
      kind: 'orders.import',
      status: 'running',
    } as Parameters<typeof bus.emit<'job.progress'>>[1]),
  );
  await new Promise((resolve) => setTimeout(resolve, STEPS_REFETCH_DEBOUNCE_MS + 100));
  expect(stepCalls(api.requests)).toBe(1);
  act(() => bus.emit('products/progress', { current: 1, total: 10, shop: 'acapella', shopId: 's1' }));
  expect(await screen.findByText('1 of 3 done')).toBeVisible();
  expect(within(row('Connect your store')).getByText('Done')).toBeVisible();
});

it('stops listening once every step is done', async () => {
  const api = serve(steps(true, true, true));
  renderScreen(<OnboardingSteps />);
  expect(await screen.findByText(/You're all set/)).toBeVisible();
  act(() => bus.emit('order.shipped', { orderId: 'o2' }));
  await new Promise((resolve) => setTimeout(resolve, STEPS_REFETCH_DEBOUNCE_MS + 100));
  expect(stepCalls(api.requests)).toBe(1);
});

it('offers Retry when the steps cannot be read, and shows them once they can', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  let fail = true;
  mockApi(() => (fail ? failing(503) : ok({ steps: steps(false, false, false) })));
  const user = setupUser();
  renderScreen(<OnboardingSteps />);
  expect(await screen.findByText('Your first steps could not be loaded.')).toBeVisible();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('0 of 3 done')).toBeVisible();
  expect(warn).toHaveBeenCalledWith('the onboarding steps could not be read', expect.anything());
});

it('speaks the merchant’s language (es-AR, voseo)', async () => {
  serve(steps(false, false, false));
  renderScreen(<OnboardingSteps />, { locale: 'es-AR' });
  expect(await screen.findByText('0 de 3 completados')).toBeVisible();
  expect(screen.getByText('Conectá tu tienda')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Enviar inventario' })).toHaveAttribute('href', '/send-inventory');
});

it('leaves the card with the same steps when a refresh fails', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  let calls = 0;
  mockApi(() => (calls++ === 0 ? ok({ steps: steps(true, false, false) }) : failing(503)));
  renderScreen(<OnboardingSteps />);
  expect(await screen.findByText('1 of 3 done')).toBeVisible();
  act(() => bus.emit('order.shipped', { orderId: 'o3' }));
  await waitFor(() => expect(calls).toBe(2), { timeout: 2000 });
  expect(screen.getByText('1 of 3 done')).toBeVisible();
  expect(screen.queryByText('Your first steps could not be loaded.')).toBeNull();
  warn.mockRestore();
});
