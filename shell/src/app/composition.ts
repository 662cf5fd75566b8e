// Pure composition of what the remotes expose with the shell's own parts.
import { composeNavigation, type Messages, type NavItem, type AnyRemoteRouteModule } from '@estiba/shared';
import type { RouteDefinition, ShellRoute } from './shellRoutes';

export const isShellRoute = (route: RouteDefinition): route is ShellRoute => 'Component' in route;

/**
 * Every route once: the remotes' in registry order, then the shell's own. The first claim of a path
 * wins, so a remote can take over a shell screen (the dashboard at /welcome) without a shell change.
 */
export function composeRoutes(
  modules: readonly AnyRemoteRouteModule[],
  shellRoutes: readonly RouteDefinition[],
) {
  const byPath = new Map<string, RouteDefinition>();
  for (const route of [...modules.flatMap((module) => module.routes), ...shellRoutes]) {
    if (byPath.has(route.path)) {
      console.warn(`route ${route.path} is declared twice; the first declaration is used`);
      continue;
    }
    byPath.set(route.path, route);
  }
  return [...byPath.values()];
}

export function composeToolbarTitles(
  modules: readonly AnyRemoteRouteModule[],
  shellTitles: Record<string, string>,
): Record<string, string> {
  return Object.assign({}, ...modules.map((module) => module.toolbarTitles), shellTitles);
}

export function composeSidebar(modules: readonly AnyRemoteRouteModule[], shellItems: NavItem[]): NavItem[] {
  return composeNavigation([shellItems, ...modules.map((module) => module.navigation)]);
}

/**
 * The texts of one language: the shell's (in that language), every loaded remote's (in that language, see remoteTexts),
 * then the API's bundle last so a text corrected on the server wins.
 */
export function composeMessages(
  shellMessages: Messages,
  remoteMessages: readonly Messages[],
  apiMessages: Messages,
): Messages {
  return Object.assign({}, shellMessages, ...remoteMessages, apiMessages);
}
