import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoader, selectSession, type AnyRemoteRouteModule } from '@estiba/shared';
import { Error404Page, RemoteFailurePage } from '../features/pages';
import {
  loadedModules,
  loadForUnmatchedPath,
  unmatchedPathState,
  useRemotes,
  type RemotesSnapshot,
} from '../features/remotes';
import { SIGN_IN_PATHS, WELCOME_PATH } from '../features/session';
import { RouteLayout } from './RouteLayout';

/**
 * Whether a remote has loaded that the route table was not built from yet. The table and this screen
 * read the loader each through a state of its own, updated in a transition: a render may yield between
 * the two, and a screen mounted meanwhile reads a newer snapshot than the table it sits in. The page's
 * remote then looks loaded without the page's route, and every other remote would be fetched to look
 * for it (a guest's /contact or /carriers downloaded all six remotes, ~90 KiB gzip, now and then).
 */
const tableIsBehind = (snapshot: RemotesSnapshot, routedModules: readonly AnyRemoteRouteModule[]) =>
  loadedModules(snapshot).some((module) => !routedModules.includes(module));

/**
 * A path no loaded route claims: wait while the remotes that may own it arrive (fetching those not
 * requested yet); when one of them failed, offer Retry inside the layout; otherwise the page does
 * not exist. Signed-in users on a sign-in page go on to /welcome whoever owns that page.
 * `routedModules`: the route modules the router's table was built from.
 */
export function UnmatchedRoute({ routedModules }: { routedModules: readonly AnyRemoteRouteModule[] }) {
  const { snapshot, retryFailed, loader } = useRemotes();
  const { status } = useSelector(selectSession);
  const { pathname } = useLocation();
  const state = tableIsBehind(snapshot, routedModules) ? 'loading' : unmatchedPathState(snapshot, pathname);
  useEffect(() => {
    if (state !== 'load-more') return;
    // Decided on the loader's state of now, which may have moved on since this render: a claimant that
    // started loading, or a loaded remote the table has not caught up with, leaves nothing to fetch.
    const now = loader.getSnapshot();
    if (tableIsBehind(now, routedModules) || unmatchedPathState(now, pathname) !== 'load-more') return;
    void loadForUnmatchedPath(loader, pathname);
  }, [state, loader, pathname, routedModules]);

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
