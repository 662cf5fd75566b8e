// The session's reducer, written without immer: each action's effect, and no mutation of the state before it.
import type { SessionUser } from './types';
import {
  selectIsSignedIn,
  selectRoles,
  sessionActions,
  sessionSlice,
  type SessionState,
} from './session.slice';

const reduce = sessionSlice.reducer;
const start = (): SessionState => reduce(undefined, { type: '@@init' });
const user = {
  userId: 'u-1',
  email: 'demo@estiba.test',
  displayName: 'Demo',
  role: ['merchant'],
} as unknown as SessionUser;

describe('the session slice', () => {
  it('starts unknown, signs in, updates the user and signs out without changing the states before', () => {
    const initial = start();
    expect(initial).toEqual({ status: 'unknown', user: null, error: null });
    const signingIn = reduce(initial, sessionActions.signInStarted());
    expect(signingIn.status).toBe('signing-in');
    const signedIn = reduce(signingIn, sessionActions.signedIn(user));
    expect(signedIn).toEqual({ status: 'signed-in', user, error: null });
    expect(selectIsSignedIn({ session: signedIn })).toBe(true);
    expect(selectRoles({ session: signedIn })).toEqual(['merchant']);

    const renamed = reduce(
      signedIn,
      sessionActions.userUpdated({ displayName: 'Renamed' } as Partial<SessionUser>),
    );
    expect(renamed.user).toEqual({ ...user, displayName: 'Renamed' });
    expect(signedIn.user).toBe(user);
    expect(user).toEqual(expect.objectContaining({ displayName: 'Demo' }));

    expect(reduce(renamed, sessionActions.signedOut())).toEqual({ status: 'guest', user: null, error: null });
    expect(initial).toEqual({ status: 'unknown', user: null, error: null });
  });

  it('keeps why an automatic sign-in failed until the next attempt starts', () => {
    const failed = reduce(
      reduce(start(), sessionActions.signInStarted()),
      sessionActions.signInFailed('expired'),
    );
    expect(failed).toEqual({ status: 'guest', user: null, error: 'expired' });
    expect(reduce(failed, sessionActions.continuedAsGuest()).error).toBe('expired');
    expect(reduce(failed, sessionActions.signInStarted()).error).toBeNull();
  });

  it('ignores a user update with nobody signed in and any action of another slice, returning the same state', () => {
    const guest = reduce(start(), sessionActions.continuedAsGuest());
    expect(reduce(guest, sessionActions.userUpdated({ displayName: 'x' } as Partial<SessionUser>))).toBe(
      guest,
    );
    expect(reduce(guest, sessionActions.logoutRequested())).toBe(guest);
    expect(reduce(guest, { type: 'orders/added' })).toBe(guest);
  });

  it('has action creators that carry their type, match their actions and print as their type', () => {
    const action = sessionActions.signedIn(user);
    expect(action).toEqual({ type: 'session/signedIn', payload: user });
    expect(sessionActions.signedIn.type).toBe('session/signedIn');
    expect(String(sessionActions.signedIn)).toBe('session/signedIn');
    expect(sessionActions.signedIn.match(action)).toBe(true);
    expect(sessionActions.signedOut.match(action)).toBe(false);
    expect(sessionActions.signedOut.match(null)).toBe(false);
  });
});
