import { matchPath } from 'react-router-dom';
import type { AnyRemoteRouteModule } from '@estiba/shared';

/**
 * Starts fetching the screen of the address being shown as soon as its remote's route module arrives,
 * instead of once the router has rendered it. The router's lazy screen then finds the chunk loaded; a
 * failure here is ignored, since that lazy load retries and reports it.
 */
export function warmCurrentScreen(module: AnyRemoteRouteModule, pathname: string): void {
  const route = module.routes.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
  route?.load().catch(() => undefined);
}
