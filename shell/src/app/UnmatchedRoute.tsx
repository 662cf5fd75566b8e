import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoader, selectSession } from '@estiba/shared';
import { Error404Page, RemoteFailurePage } from '../features/pages';
import { hasFailures, isSettling, useRemotes } from '../features/remotes';
import { SIGN_IN_PATHS, WELCOME_PATH } from '../features/session';
import { RouteLayout } from './RouteLayout';

/**
 * A path no loaded route claims: wait while remotes are arriving; when one failed it may own this
 * path, so offer Retry inside the layout; otherwise the page does not exist. Signed-in users on a
 * sign-in page go on to /welcome whoever owns that page.
 */
export function UnmatchedRoute() {
  const { snapshot, retryFailed } = useRemotes();
  const { status } = useSelector(selectSession);
  const { pathname } = useLocation();
  // A signed-in user never sees the sign-in pages, even while no remote claims them.
  if (status === 'signed-in' && SIGN_IN_PATHS.includes(pathname)) {
    return <Navigate to={WELCOME_PATH} replace />;
  }
  if (isSettling(snapshot) || status === 'unknown' || status === 'signing-in') return <PageLoader />;
  if (hasFailures(snapshot)) {
    return (
      <RouteLayout kind={status === 'signed-in' ? 'app' : 'landing'}>
        <RemoteFailurePage onRetry={() => void retryFailed()} />
      </RouteLayout>
    );
  }
  return <Error404Page />;
}
