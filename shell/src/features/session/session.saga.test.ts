import { runSaga, stdChannel, type Task } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  bus,
  sessionActions,
  sessionSlice,
  STORAGE_KEYS,
  type BusEvents,
  type SessionState,
  type SessionUser,
} from '@estiba/shared';
import type { CurrentUserResponse } from './session.api';
import { sessionSaga, type SessionSagaDeps } from './session.saga';

const user: SessionUser = {
  userId: 'u-1',
  role: ['user'],
  clientName: 'Demo Store',
  clientId: 'CL-0001',
  displayName: 'Dana Demo',
  email: 'dana@demo.test',
  shops: [],
  defaultShopId: null,
  lang: 'en-US',
  billingEnabled: false,
  shippingPlatformIntegrated: false,
  shippingPlatformId: null,
  newFeatures: false,
  from: 'api',
  data: { displayName: 'Dana Demo', photoURL: null, email: 'dana@demo.test', settings: {}, shortcuts: [] },
};

interface Harness {
  task: Task;
  dispatch: (action: UnknownAction) => void;
  actions: UnknownAction[];
  state: () => SessionState;
  deps: SessionSagaDeps & {
    navigated: string[];
    connected: string[];
    disconnects: number;
    expire: () => void;
  };
}

/** Runs the real saga against a real session reducer; the API call and the router are plain functions. */
function start(fetchCurrentUser: () => Promise<CurrentUserResponse>, now = Date.now): Harness {
  const channel = stdChannel();
  const actions: UnknownAction[] = [];
  let state: SessionState = sessionSlice.reducer(undefined, { type: '@@init' });
  const expiryListeners = new Set<() => void>();
  const deps: Harness['deps'] = {
    fetchCurrentUser,
    navigated: [],
    connected: [],
    disconnects: 0,
    navigate: (to) => deps.navigated.push(to),
    connectRealtime: (token) => deps.connected.push(token),
    disconnectRealtime: () => {
      deps.disconnects += 1;
    },
    onSessionExpired: (listener) => {
      expiryListeners.add(listener);
      return () => expiryListeners.delete(listener);
    },
    expire: () => expiryListeners.forEach((listener) => listener()),
    now,
  };
  const dispatch = (action: UnknownAction) => {
    actions.push(action);
    state = sessionSlice.reducer(state, action);
    channel.put(action);
  };
  const task = runSaga({ channel, dispatch, getState: () => ({ session: state }) }, sessionSaga, deps);
  return { task, dispatch, actions, state: () => state, deps };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const types = (actions: UnknownAction[]) => actions.map((action) => action.type);

let tasks: Task[] = [];
let events: Array<[keyof BusEvents, unknown]> = [];
let offs: Array<() => void> = [];

beforeEach(() => {
  localStorage.clear();
  events = [];
  offs = (['notify', 'session/changed'] as const).map((name) =>
    bus.on(name, (payload: unknown) => events.push([name, payload])),
  );
});

afterEach(() => {
  tasks.forEach((task) => task.cancel());
  tasks = [];
  offs.forEach((off) => off());
});

function run(...args: Parameters<typeof start>) {
  const harness = start(...args);
  tasks.push(harness.task);
  return harness;
}

it('continues as a guest without a stored token, and never calls the API', async () => {
  const fetchMe = jest.fn<Promise<CurrentUserResponse>, []>();
  const { actions, state } = run(fetchMe);
  await settle();
  expect(types(actions)).toEqual([sessionActions.continuedAsGuest.type]);
  expect(state().status).toBe('guest');
  expect(fetchMe).not.toHaveBeenCalled();
});

it('signs in with a stored token: user in the store, time-zone offset stored, socket connected, bus told', async () => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'stored-token');
  const { actions, state, deps } = run(
    () => Promise.resolve({ ...user, token: 'renewed-token', expiresIn: 60 }),
    () => 1000,
  );
  await settle();
  expect(types(actions)).toEqual([sessionActions.signInStarted.type, sessionActions.signedIn.type]);
  expect(state()).toMatchObject({ status: 'signed-in', user });
  expect(state().user).not.toHaveProperty('token');
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('renewed-token');
  expect(localStorage.getItem(STORAGE_KEYS.expiresAt)).toBe(String(1000 + 60 * 1000));
  expect(localStorage.getItem(STORAGE_KEYS.timezoneOffset)).toBe(String(new Date().getTimezoneOffset()));
  expect(deps.connected).toEqual(['renewed-token']);
  expect(events).toContainEqual(['session/changed', { user }]);
});

it("clears the session on failure with 'Failed to login with token.' and a snackbar, and stays a guest", async () => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'bad-token');
  localStorage.setItem(STORAGE_KEYS.idToken, 'id');
  const { state, deps } = run(() => Promise.reject(new Error('401')));
  await settle();
  expect(state()).toMatchObject({ status: 'guest', user: null, error: 'Failed to login with token.' });
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.idToken)).toBeNull();
  expect(events).toContainEqual(['notify', { id: 'errors.autoLoginFailed', severity: 'error' }]);
  expect(deps.connected).toEqual([]);
  expect(deps.navigated).toEqual([]);
});

it('treats an expired session as logged out without calling the API', async () => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'old-token');
  localStorage.setItem(STORAGE_KEYS.expiresAt, '500');
  const fetchMe = jest.fn<Promise<CurrentUserResponse>, []>();
  const { state } = run(fetchMe, () => 1000);
  await settle();
  expect(state().status).toBe('guest');
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  expect(fetchMe).not.toHaveBeenCalled();
});

async function signedIn() {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
  const harness = run(() => Promise.resolve(user));
  await settle();
  expect(harness.state().status).toBe('signed-in');
  return harness;
}

function expectLoggedOut({ state, deps }: Harness) {
  expect(state()).toMatchObject({ status: 'guest', user: null });
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  expect(deps.disconnects).toBe(1);
  expect(deps.navigated).toEqual(['/']);
  expect(events).toContainEqual(['session/changed', { user: null }]);
}

it('logs out on logoutRequested: tokens and single-sign-on data cleared, socket closed, back to /', async () => {
  const harness = await signedIn();
  localStorage.setItem('@@auth0spajs@@::client', 'sso');
  harness.dispatch(sessionActions.logoutRequested());
  await settle();
  expectLoggedOut(harness);
  expect(localStorage.getItem('@@auth0spajs@@::client')).toBeNull();
});

it("logs out when another package emits 'session/logout' on the bus", async () => {
  const harness = await signedIn();
  bus.emit('session/logout');
  await settle();
  expectLoggedOut(harness);
});

it('ignores an expiry signal during automatic sign-in (the failure path handles it)', async () => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
  let reject: (error: Error) => void = () => undefined;
  const harness = run(() => new Promise<CurrentUserResponse>((_resolve, fail) => (reject = fail)));
  harness.deps.expire();
  reject(new Error('401'));
  await settle();
  expect(types(harness.actions)).not.toContain(sessionActions.logoutRequested.type);
  expect(harness.deps.navigated).toEqual([]);
});

it('logs out when the API client reports the session expired', async () => {
  const harness = await signedIn();
  harness.deps.expire();
  await settle();
  expectLoggedOut(harness);
});
