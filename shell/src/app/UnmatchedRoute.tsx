import { useSelector } from 'react-redux';
import { PageLoader, selectSession } from '@estiba/shared';
import { Error404Page, RemoteFailurePage } from '../features/pages';
import { hasFailures, isSettling, useRemotes } from '../features/remotes';
import { RouteLayout } from './RouteLayout';

/**
 * A path no loaded route claims: wait while remotes are arriving; when one failed it may own this
 * path, so offer Retry inside the layout; otherwise the page does not exist.
 */
export function UnmatchedRoute() {
  const { snapshot, retryFailed } = useRemotes();
  const { status } = useSelector(selectSession);
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
