export {
  sessionSaga,
  startSession,
  watchSession,
  AFTER_LOGOUT_PATH,
  type SessionSagaDeps,
} from './session.saga';
export { hasStoredSession, SESSION_STARTING_ACTIONS } from './storedSession';
export { fetchCurrentUser, type CurrentUserResponse } from './session.api';
export {
  decideAccess,
  externalLoginUrl,
  isProtected,
  HANDOFF_PATH,
  LOGIN_PATH,
  LOGOUT_PATH,
  ROLE_HOME_PATHS,
  SIGN_IN_PATHS,
  WELCOME_PATH,
  type AccessContext,
  type AccessDecision,
  type GuardedRoute,
} from './routeAccess';
export { RouteGuard } from './RouteGuard';
export { ExternalNavigationProvider, useAssignLocation, type AssignLocation } from './ExternalNavigation';
