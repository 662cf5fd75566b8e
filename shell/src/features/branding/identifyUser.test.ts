import { ANALYTICS_IDENTIFY_RETRY_MS, bus } from '@estiba/shared';
import { demoMerchant } from '@estiba/shared/testing';
import { createTagManagerIdentifier, identifySignedInUsers, isTagManagerLoaded } from './identifyUser';

type TagManagerWindow = Window & { dataLayer?: unknown[]; google_tag_manager?: unknown };
const win = window as TagManagerWindow;

const other = { ...demoMerchant, userId: 'u-other', clientId: 'CL-0003', email: 'other@estiba.test' };
const identifyEvents = () =>
  (win.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'identify');

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  delete win.dataLayer;
  delete win.google_tag_manager;
});

it('pushes the user id and client id at once when the tag manager has loaded, never the e-mail or the name', () => {
  win.google_tag_manager = {};
  win.dataLayer = [{ event: 'gtm.js' }];
  createTagManagerIdentifier({ enabled: true }).identify(demoMerchant);

  expect(win.dataLayer).toEqual([
    { event: 'gtm.js' },
    { event: 'identify', userId: demoMerchant.userId, clientId: demoMerchant.clientId },
  ]);
  const pushed = JSON.stringify(win.dataLayer);
  expect(pushed).not.toContain(demoMerchant.email);
  expect(pushed).not.toContain(demoMerchant.displayName);
});

it('retries once after 2.5 s when the tag manager has not loaded yet', () => {
  createTagManagerIdentifier({ enabled: true }).identify(demoMerchant);

  expect(identifyEvents()).toEqual([]);
  jest.advanceTimersByTime(ANALYTICS_IDENTIFY_RETRY_MS - 1);
  expect(identifyEvents()).toEqual([]);
  win.google_tag_manager = {};
  jest.advanceTimersByTime(1);
  expect(identifyEvents()).toEqual([
    { event: 'identify', userId: demoMerchant.userId, clientId: demoMerchant.clientId },
  ]);
  jest.advanceTimersByTime(10 * ANALYTICS_IDENTIFY_RETRY_MS);
  expect(identifyEvents()).toHaveLength(1);
  expect(jest.getTimerCount()).toBe(0);
});

it('queues the identify in the data layer at the retry even if the container is still on its way', () => {
  createTagManagerIdentifier({ enabled: true }).identify(demoMerchant);
  jest.advanceTimersByTime(ANALYTICS_IDENTIFY_RETRY_MS);

  expect(isTagManagerLoaded()).toBe(false);
  expect(identifyEvents()).toHaveLength(1);
  expect(jest.getTimerCount()).toBe(0);
});

it('identifies each signed-in user once per page load', () => {
  win.google_tag_manager = {};
  const identifier = createTagManagerIdentifier({ enabled: true });
  identifier.identify(demoMerchant);
  // A profile change announces the same user again.
  identifier.identify({ ...demoMerchant });
  identifier.identify(null);
  identifier.identify(demoMerchant);
  expect(identifyEvents()).toHaveLength(1);

  identifier.identify(other);
  expect(identifyEvents()).toEqual([
    { event: 'identify', userId: demoMerchant.userId, clientId: demoMerchant.clientId },
    { event: 'identify', userId: other.userId, clientId: other.clientId },
  ]);
});

it('waits for one retry only however often the user is announced meanwhile', () => {
  const identifier = createTagManagerIdentifier({ enabled: true });
  identifier.identify(demoMerchant);
  jest.advanceTimersByTime(1000);
  identifier.identify({ ...demoMerchant });
  expect(jest.getTimerCount()).toBe(1);
  jest.advanceTimersByTime(ANALYTICS_IDENTIFY_RETRY_MS - 1000);
  expect(identifyEvents()).toHaveLength(1);
});

it('drops a pending retry when the user signs out before it', () => {
  const identifier = createTagManagerIdentifier({ enabled: true });
  identifier.identify(demoMerchant);
  identifier.identify(null);
  jest.advanceTimersByTime(ANALYTICS_IDENTIFY_RETRY_MS);
  expect(identifyEvents()).toEqual([]);
  expect(jest.getTimerCount()).toBe(0);
});

it('does nothing where the deployment has no tag manager', () => {
  createTagManagerIdentifier({ enabled: false }).identify(demoMerchant);
  jest.advanceTimersByTime(ANALYTICS_IDENTIFY_RETRY_MS);
  expect(win.dataLayer).toBeUndefined();
});

it('identifies the user the session announces after a sign-in', () => {
  win.google_tag_manager = {};
  const stop = identifySignedInUsers({ enabled: true });
  bus.emit('session/changed', { user: demoMerchant });
  stop();
  bus.emit('session/changed', { user: other });
  expect(identifyEvents()).toEqual([
    { event: 'identify', userId: demoMerchant.userId, clientId: demoMerchant.clientId },
  ]);
});
