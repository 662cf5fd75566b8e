// One lazy component per route, kept across renders (a new one each render would suspend for ever),
// and dropped when Retry asks for a fresh attempt (React.lazy remembers a failed load).
import { lazy, type ComponentType } from 'react';
import { loadChunkWithRetry } from '../features/remotes';
import { isShellRoute } from './composition';
import type { RouteDefinition } from './shellRoutes';

const lazyScreens = new WeakMap<RouteDefinition, ComponentType>();

export function screenOf(route: RouteDefinition): ComponentType {
  if (isShellRoute(route)) return route.Component;
  let screen = lazyScreens.get(route);
  if (!screen) {
    screen = lazy(() => loadChunkWithRetry(route.load));
    lazyScreens.set(route, screen);
  }
  return screen;
}

export function forgetScreen(route: RouteDefinition): void {
  lazyScreens.delete(route);
}
