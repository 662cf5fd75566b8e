import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoader, selectSession } from '@estiba/shared';
import { Error404Page, RemoteFailurePage } from '../features/pages';
import { loadForUnmatchedPath, unmatchedPathState, useRemotes } from '../features/remotes';
import { SIGN_IN_PATHS, WELCOME_PATH } from '../features/session';
import { RouteLayout } from './RouteLayout';

/**
 * A path no loaded route claims: wait while the remotes that may own it arrive (fetching those not
 * requested yet); when one of them failed, offer Retry inside the layout; otherwise the page does
 * not exist. Signed-in users on a sign-in page go on to /welcome whoever owns that page.
 */
export function UnmatchedRoute() {
  const { snapshot, retryFailed, loader } = useRemotes();
  const { status } = useSelector(selectSession);
  const { pathname } = useLocation();
  const state = unmatchedPathState(snapshot, pathname);
  useEffect(() => {
    if (state === 'load-more') void loadForUnmatchedPath(loader, pathname);
  }, [state, loader, pathname]);

  // A signed-in user never sees the sign-in pages, even while no remote claims them.
  if (status === 'signed-in' && SIGN_IN_PATHS.includes(pathname)) {
    return <Navigate to={WELCOME_PATH} replace />;
  }
  if (state === 'loading' || state === 'load-more' || status === 'unknown' || status === 'signing-in') {
    return <PageLoader />;
  }
  if (state === 'failed') {
    return (
      <RouteLayout kind={status === 'signed-in' ? 'app' : 'landing'}>
        <RemoteFailurePage onRetry={() => void retryFailed()} />
      </RouteLayout>
    );
  }
  return <Error404Page />;
}
