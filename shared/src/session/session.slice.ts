import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role } from '../auth/access';
import type { SessionUser } from './types';

export type SessionStatus = 'unknown' | 'signing-in' | 'signed-in' | 'guest';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Why the last automatic sign-in failed, if it did. */
  error: string | null;
}

const initialState: SessionState = { status: 'unknown', user: null, error: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Start of a sign-in (stored token, login form or hand-off). */
    signInStarted(state) {
      state.status = 'signing-in';
      state.error = null;
    },
    signedIn(state, action: PayloadAction<SessionUser>) {
      state.status = 'signed-in';
      state.user = action.payload;
      state.error = null;
    },
    userUpdated(state, action: PayloadAction<Partial<SessionUser>>) {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
    signInFailed(state, action: PayloadAction<string>) {
      state.status = 'guest';
      state.user = null;
      state.error = action.payload;
    },
    /** No stored token: the app continues as a guest. */
    continuedAsGuest(state) {
      state.status = 'guest';
      state.user = null;
    },
    /** Logout requested: the shell's saga clears tokens and goes to `/`. */
    logoutRequested() {},
    signedOut(state) {
      state.status = 'guest';
      state.user = null;
      state.error = null;
    },
  },
});

export const sessionActions = sessionSlice.actions;

type WithSession = { session: SessionState };
export const selectSession = (state: WithSession) => state.session;
export const selectUser = (state: WithSession) => state.session.user;
export const selectIsSignedIn = (state: WithSession) => state.session.status === 'signed-in';
/** A visitor has an empty role list (spec point 6): one list for every visitor, so a selector's result only changes when the roles do. */
const NO_ROLES: Role[] = [];
export const selectRoles = (state: WithSession): Role[] => state.session.user?.role ?? NO_ROLES;
