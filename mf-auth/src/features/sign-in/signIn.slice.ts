// The auth status flags of spec point 3 ("login success/error with per-field email and password errors,
// register success/error"), shared by /login, /register and /outside-integration.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginFailure, RegisterFailure, RegisterField } from '../account-forms';
import type { RegistrationPayload } from './signIn.api';

/** This remote's key in the page's one store. */
export const SIGN_IN_STORE_KEY = 'auth';

export type RequestStatus = 'idle' | 'pending' | 'failed' | 'succeeded';

export interface Credentials {
  email: string;
  password: string;
}

export interface SignInState {
  login: { status: RequestStatus; failure: LoginFailure | null };
  register: { status: RequestStatus; failure: RegisterFailure | null };
}

const initialState: SignInState = {
  login: { status: 'idle', failure: null },
  register: { status: 'idle', failure: null },
};

export const signInSlice = createSlice({
  name: SIGN_IN_STORE_KEY,
  initialState,
  reducers: {
    loginRequested(state, _action: PayloadAction<Credentials>) {
      state.login = { status: 'pending', failure: null };
    },
    loginSucceeded(state) {
      state.login = { status: 'succeeded', failure: null };
    },
    loginFailed(state, action: PayloadAction<LoginFailure>) {
      state.login = { status: 'failed', failure: action.payload };
    },
    /** The person edited the field the error was about. */
    loginFailureCleared(state) {
      state.login.failure = null;
    },
    registerRequested(state, _action: PayloadAction<RegistrationPayload>) {
      state.register = { status: 'pending', failure: null };
    },
    registerSucceeded(state) {
      state.register = { status: 'succeeded', failure: null };
    },
    registerFailed(state, action: PayloadAction<RegisterFailure>) {
      state.register = { status: 'failed', failure: action.payload };
    },
    /** The person edited `field`: its server error goes (the form-wide message stays until the next send). */
    registerFieldEdited(state, action: PayloadAction<RegisterField>) {
      const fieldErrors = state.register.failure?.fieldErrors;
      if (fieldErrors) delete fieldErrors[action.payload];
    },
    /** A screen opens fresh: no leftover errors from another visit. */
    formsReset() {
      return initialState;
    },
  },
});

export const signInActions = signInSlice.actions;

export const selectSignIn = (state: Record<string, unknown>): SignInState =>
  (state[SIGN_IN_STORE_KEY] as SignInState | undefined) ?? initialState;
export const selectLogin = (state: Record<string, unknown>) => selectSignIn(state).login;
export const selectRegister = (state: Record<string, unknown>) => selectSignIn(state).register;
