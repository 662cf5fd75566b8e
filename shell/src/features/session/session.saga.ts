// The session of spec point 4: automatic sign-in from the stored token, expiry, logout, and the
// realtime socket that lives as long as the session does.
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import {
  bus,
  clearSession,
  ERROR_MESSAGE_IDS,
  ERROR_MESSAGES,
  getAccessToken,
  isSessionExpired,
  selectSession,
  sessionActions,
  storeSession,
  type SessionState,
  type SessionUser,
} from '@estiba/shared';
import type { CurrentUserResponse } from './session.api';

export interface SessionSagaDeps {
  /** `GET auth/me` through the API client. */
  fetchCurrentUser: () => Promise<CurrentUserResponse>;
  /** In-app navigation (the router's navigate). */
  navigate: (to: string) => void;
  connectRealtime: (token: string) => void;
  disconnectRealtime: () => void;
  /** Subscribes to the API client's "session expired" signal. */
  onSessionExpired: (listener: () => void) => () => void;
  now?: () => number;
}

/** Where logout lands (spec point 4). */
export const AFTER_LOGOUT_PATH = '/';

const withoutToken = ({ token: _token, expiresIn: _expiresIn, ...user }: CurrentUserResponse): SessionUser =>
  user;

/** A channel that emits once each time `subscribe`'s listener is called. */
function signalChannel(subscribe: (listener: () => void) => () => void): EventChannel<true> {
  return eventChannel<true>((emit) => subscribe(() => emit(true)));
}

export function* startSession(deps: SessionSagaDeps) {
  const now = deps.now ?? Date.now;
  if (isSessionExpired(now())) {
    // Past the stored expiry the user counts as logged out.
    clearSession();
    yield put(sessionActions.continuedAsGuest());
    return;
  }
  const token = getAccessToken();
  if (!token) {
    yield put(sessionActions.continuedAsGuest());
    return;
  }
  yield put(sessionActions.signInStarted());
  try {
    const response: CurrentUserResponse = yield call(deps.fetchCurrentUser);
    // The answer may carry a renewed token; either way the time-zone offset is stored again.
    storeSession(
      { token: response.token || token, expiresIn: response.token ? response.expiresIn : undefined },
      now(),
    );
    yield put(sessionActions.signedIn(withoutToken(response)));
  } catch (error) {
    console.warn('automatic sign-in failed', error);
    clearSession();
    yield put(sessionActions.signInFailed(ERROR_MESSAGES.autoLoginFailed));
    bus.emit('notify', { id: ERROR_MESSAGE_IDS.autoLoginFailed, severity: 'error' });
  }
}

function* endSession(deps: SessionSagaDeps) {
  clearSession();
  deps.disconnectRealtime();
  yield put(sessionActions.signedOut());
  deps.navigate(AFTER_LOGOUT_PATH);
}

function onSignedIn(deps: SessionSagaDeps) {
  const token = getAccessToken();
  if (token) deps.connectRealtime(token);
}

/** Tells the other packages about every change of the signed-in user. */
function* announceUser() {
  const session: SessionState = yield select(selectSession);
  bus.emit('session/changed', { user: session.user });
}

function* watchBusLogout() {
  const channel: EventChannel<true> = yield call(signalChannel, (listener) =>
    bus.on('session/logout', listener),
  );
  while (true) {
    yield take(channel);
    yield put(sessionActions.logoutRequested());
  }
}

function* watchExpiry(deps: SessionSagaDeps) {
  const channel: EventChannel<true> = yield call(signalChannel, deps.onSessionExpired);
  while (true) {
    yield take(channel);
    const session: SessionState = yield select(selectSession);
    // During automatic sign-in the failure path already clears the session and stays on the page.
    if (session.status === 'signed-in') yield put(sessionActions.logoutRequested());
  }
}

/**
 * What the session reacts to (sign-in, logout, expiry), without resuming a stored session: a visitor's
 * page starts it when a session begins (the shell's start, injectLazySaga's startOn).
 */
export function* watchSession(deps: SessionSagaDeps) {
  yield takeEvery(sessionActions.signedIn.type, onSignedIn, deps);
  yield takeEvery(
    [
      sessionActions.signedIn.type,
      sessionActions.userUpdated.type,
      sessionActions.signInFailed.type,
      sessionActions.signedOut.type,
    ],
    announceUser,
  );
  yield takeLeading(sessionActions.logoutRequested.type, endSession, deps);
  yield fork(watchBusLogout);
  yield fork(watchExpiry, deps);
}

export function* sessionSaga(deps: SessionSagaDeps) {
  yield* watchSession(deps);
  yield call(startSession, deps);
}
