import { useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { getAppConfig, PageLoader, selectRoles, selectSession, useLanguage } from '@estiba/shared';
import { useBrand } from '../branding';
import { useAssignLocation } from './ExternalNavigation';
import { decideAccess, type GuardedRoute } from './routeAccess';

/** Leaves the app for another site (the hosted login); a loader shows until the browser has left. */
function ExternalRedirect({ url }: { url: string }) {
  const assign = useAssignLocation();
  useEffect(() => {
    assign(url);
  }, [url, assign]);
  return <PageLoader />;
}

interface RouteGuardProps {
  route: GuardedRoute;
  children: ReactNode;
}

/** Renders the route, a loader while the session is decided, or the redirect of spec point 4. */
export function RouteGuard({ route, children }: RouteGuardProps) {
  const session = useSelector(selectSession);
  const roles = useSelector(selectRoles);
  const location = useLocation();
  const brand = useBrand();
  const language = useLanguage();
  const decision = decideAccess(route, {
    status: session.status,
    roles,
    pathname: location.pathname,
    search: location.search,
    // The router gives the first entry of a visit the key 'default'; in-app navigation gets a fresh key.
    openedByUrl: location.key === 'default',
    accountsUrl: getAppConfig().accountsUrl,
    siteId: brand.siteId,
    language,
    origin: window.location.origin,
  });
  switch (decision.kind) {
    case 'wait':
      return <PageLoader />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'external':
      return <ExternalRedirect url={decision.url} />;
    default:
      return <>{children}</>;
  }
}
