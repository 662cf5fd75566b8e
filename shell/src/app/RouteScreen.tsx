import { Suspense, useState } from 'react';
import { isGuestOnly, PageLoader } from '@estiba/shared';
import { ScreenErrorBoundary } from '../features/remotes';
import { RouteGuard } from '../features/session';
import { RouteLayout } from './RouteLayout';
import { forgetScreen, screenOf } from './screens';
import type { RouteDefinition } from './shellRoutes';

/** One route: the access guard, its layout, and the screen behind an error boundary with Retry. */
export function RouteScreen({ route }: { route: RouteDefinition }) {
  const [attempt, setAttempt] = useState(0);
  const Screen = screenOf(route);
  const retry = () => {
    forgetScreen(route);
    setAttempt((count) => count + 1);
  };
  return (
    <RouteGuard route={route}>
      <RouteLayout kind={route.layout} guestOnly={isGuestOnly(route.auth)}>
        <ScreenErrorBoundary resetKey={route.path} onRetry={retry}>
          <Suspense key={attempt} fallback={<PageLoader />}>
            <Screen />
          </Suspense>
        </ScreenErrorBoundary>
      </RouteLayout>
    </RouteGuard>
  );
}
