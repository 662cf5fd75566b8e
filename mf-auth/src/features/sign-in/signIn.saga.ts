// Login and sign-up (spec point 7): sign the payload, call the API, and hand the session to the page's
// one store, where the shell's session saga takes it from `signedIn` (socket, bus announcement).
import type { Dispatch } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import {
  clearSession,
  getAppConfig,
  sessionActions,
  signedPayloadAuthorization,
  storeSession,
  type PayloadClaims,
  type SessionUser,
} from '@estiba/shared';
import {
  failedResponse,
  HTTP_UNAUTHORIZED,
  loginFailure,
  registerFailure,
  type RegisterFailure,
} from '../account-forms';
import {
  fetchCurrentUser,
  requestLogin,
  requestSignup,
  type LoginResponse,
  type RegistrationPayload,
} from './signIn.api';
import { signInActions, type Credentials } from './signIn.slice';

/** Stores the token (spec point 4: token, expiry, time-zone offset) and tells the store who signed in. */
function* startSession(token: string, expiresIn: number | undefined, user: SessionUser): SagaIterator<void> {
  yield call(storeSession, { token, expiresIn });
  yield put(sessionActions.signedIn(user));
}

/** `GET auth/login` with the signed credentials; on success the person is signed in. Throws on failure. */
export function* logIn({ email, password }: Credentials): SagaIterator<void> {
  const authorization: string = yield call(
    signedPayloadAuthorization,
    { email: email.trim(), password },
    getAppConfig().payloadKey,
  );
  const response: LoginResponse = yield call(requestLogin, authorization);
  yield call(startSession, response.token, response.expiresIn, response.user);
}

function* onLoginRequested({ payload }: ReturnType<typeof signInActions.loginRequested>): SagaIterator<void> {
  try {
    yield call(logIn, payload);
    yield put(signInActions.loginSucceeded());
  } catch (error) {
    yield put(signInActions.loginFailed(loginFailure(error)));
  }
}

/** The signed claims of a registration: the company only when given. */
function registrationClaims({ accountName, ...rest }: RegistrationPayload): PayloadClaims {
  return accountName ? { ...rest, accountName } : { ...rest };
}

/** `GET auth/signup`; on a 200 a login follows (spec point 7) with the same e-mail and password. */
function* onRegisterRequested({
  payload,
}: ReturnType<typeof signInActions.registerRequested>): SagaIterator<void> {
  try {
    const authorization: string = yield call(
      signedPayloadAuthorization,
      registrationClaims(payload),
      getAppConfig().payloadKey,
    );
    yield call(requestSignup, authorization);
  } catch (error) {
    yield put(signInActions.registerFailed(registerFailure(error)));
    return;
  }
  try {
    yield call(logIn, { email: payload.email, password: payload.password });
    yield put(signInActions.registerSucceeded());
  } catch (error) {
    yield put(signInActions.registerFailed(signInAfterSignupFailure(error, payload.email)));
  }
}

/**
 * The sign-in after a sign-up was refused. The API answers a sign-up with an e-mail that already has an
 * account as it answers any other (it never says which e-mails have accounts) and writes to that e-mail, so
 * a refused sign-in here means the next step is in that mailbox, not that a password was mistyped.
 */
export function signInAfterSignupFailure(error: unknown, email: string): RegisterFailure {
  if (failedResponse(error)?.status === HTTP_UNAUTHORIZED) {
    return {
      message: { id: 'auth.register.checkEmail', values: { email: email.trim() } },
      fieldErrors: {},
      severity: 'info',
    };
  }
  return { message: loginFailure(error).message, fieldErrors: {} };
}

export function* signInSaga(): SagaIterator<void> {
  // A second press while a request runs is ignored: one account, one session.
  yield takeLeading(signInActions.loginRequested.type, onLoginRequested);
  yield takeLeading(signInActions.registerRequested.type, onRegisterRequested);
}

export interface IssuedToken {
  token: string;
  /** Lifetime in seconds. */
  expiresIn?: number;
}

/**
 * Signs in with a token obtained elsewhere (the hosted sign-in hand-off): stores it, asks `GET auth/me`
 * who it belongs to and tells the store. On failure nothing of it stays stored and the error is thrown.
 */
export async function signInWithToken({ token, expiresIn }: IssuedToken, dispatch: Dispatch): Promise<void> {
  storeSession({ token, expiresIn });
  try {
    const { token: renewed, expiresIn: renewedIn, ...user } = await fetchCurrentUser();
    if (renewed) storeSession({ token: renewed, expiresIn: renewedIn });
    dispatch(sessionActions.signedIn(user));
  } catch (error) {
    clearSession();
    throw error;
  }
}
