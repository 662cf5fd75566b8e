// Pure composition of the dashboard from the widgets the loaded remotes expose (issue 20).
import {
  authRoles,
  hasAccess,
  type AnyRemoteRouteModule,
  type DashboardAudience,
  type DashboardWidget,
  type Role,
} from '@estiba/shared';

/** Staff and admins get the warehouse's dashboard; a merchant's users (and a role not known yet) the merchant's. */
export const dashboardAudience = (roles: readonly Role[]): DashboardAudience =>
  hasAccess(authRoles.staff, roles) ? 'staff' : 'merchant';

/**
 * The widgets for one audience, by `order` (registry order among equals). An id declared twice keeps its first
 * declaration, as routes do, with a warning: the id is the card's DOM id, so two would clash.
 */
export function composeWidgets(
  modules: readonly AnyRemoteRouteModule[],
  audience: DashboardAudience,
): DashboardWidget[] {
  const byId = new Map<string, DashboardWidget>();
  for (const widget of modules.flatMap((module) => module.widgets ?? [])) {
    if (byId.has(widget.id)) {
      console.warn(`dashboard widget ${widget.id} is declared twice; the first declaration is used`);
      continue;
    }
    byId.set(widget.id, widget);
  }
  // Array.prototype.sort is stable, so equal orders keep the registry's order.
  return [...byId.values()]
    .filter((widget) => widget.audience === audience)
    .sort((a, b) => a.order - b.order);
}
