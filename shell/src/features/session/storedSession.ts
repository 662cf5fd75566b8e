// What the shell's start decides without redux-saga: whether a stored session is there to resume.
import { clearSession, getAccessToken, isSessionExpired, sessionActions } from '@estiba/shared';

/**
 * Whether the page starts with a stored session (startSession then signs it in again). A session past
 * its stored expiry is cleared here, as startSession would: the person counts as signed out.
 */
export function hasStoredSession(now: number = Date.now()): boolean {
  if (isSessionExpired(now)) {
    clearSession();
    return false;
  }
  return Boolean(getAccessToken());
}

/**
 * The actions by which a session begins or ends on a visitor's page (a sign-in, the logout page): the
 * first of them loads the session's saga, which then sees it.
 */
export const SESSION_STARTING_ACTIONS: readonly string[] = [
  sessionActions.signInStarted.type,
  sessionActions.signedIn.type,
  sessionActions.userUpdated.type,
  sessionActions.signInFailed.type,
  sessionActions.logoutRequested.type,
  sessionActions.signedOut.type,
];
