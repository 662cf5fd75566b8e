import type { UnknownAction } from '@reduxjs/toolkit';
import { createAction } from '../store/actions';
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

const action = <P = void>(name: string) => createAction<P>(`session/${name}`);

export const sessionActions = {
  /** Start of a sign-in (stored token, login form or hand-off). */
  signInStarted: action('signInStarted'),
  signedIn: action<SessionUser>('signedIn'),
  userUpdated: action<Partial<SessionUser>>('userUpdated'),
  /** Why the last automatic sign-in failed. */
  signInFailed: action<string>('signInFailed'),
  /** No stored token: the app continues as a guest. */
  continuedAsGuest: action('continuedAsGuest'),
  /** Logout requested: the shell's saga clears tokens and goes to `/`. */
  logoutRequested: action('logoutRequested'),
  signedOut: action('signedOut'),
};

const GUEST: SessionState = { status: 'guest', user: null, error: null };

/** Written without immer (see store/actions.ts): every change returns a new state. */
function sessionReducer(state: SessionState = initialState, act: UnknownAction): SessionState {
  if (sessionActions.signInStarted.match(act)) return { ...state, status: 'signing-in', error: null };
  if (sessionActions.signedIn.match(act)) return { status: 'signed-in', user: act.payload, error: null };
  if (sessionActions.userUpdated.match(act))
    return state.user ? { ...state, user: { ...state.user, ...act.payload } } : state;
  if (sessionActions.signInFailed.match(act)) return { ...GUEST, error: act.payload };
  if (sessionActions.continuedAsGuest.match(act)) return { ...state, status: 'guest', user: null };
  if (sessionActions.signedOut.match(act)) return GUEST;
  return state;
}

/** The slice as Redux Toolkit's createSlice shaped it (name, reducer, actions), which tests build stores from. */
export const sessionSlice = { name: 'session', reducer: sessionReducer, actions: sessionActions } as const;

type WithSession = { session: SessionState };
export const selectSession = (state: WithSession) => state.session;
export const selectUser = (state: WithSession) => state.session.user;
export const selectIsSignedIn = (state: WithSession) => state.session.status === 'signed-in';
/** A visitor has an empty role list (spec point 6): one list for every visitor, so a selector's result only changes when the roles do. */
const NO_ROLES: Role[] = [];
export const selectRoles = (state: WithSession): Role[] => state.session.user?.role ?? NO_ROLES;
