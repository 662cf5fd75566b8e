import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import {
  filterNavigation,
  getAppConfig,
  isBillingEnabled,
  selectRoles,
  selectUser,
  type NavItem,
  type NavVisibilityContext,
} from '@estiba/shared';
import { useBrand } from '../branding';

/**
 * What decides which sidebar items a person sees (spec point 2 and 6):
 * - roles from the session;
 * - production hides the return-orders item;
 * - the API-token item needs a host that passes the check. We take "the host passes" to mean the
 *   host is one of the product's own (default brand): a white-label host serves another company's
 *   merchants under their brand, and API tokens are issued for the product's own API domain;
 * - Billing Information needs the user check of point 6 (flag, allow-list, or a non-production build).
 */
export function useNavigationContext(): NavVisibilityContext {
  const roles = useSelector(selectRoles);
  const user = useSelector(selectUser);
  const brand = useBrand();
  const isProduction = getAppConfig().environment === 'production';
  return useMemo(
    () => ({
      roles,
      isProduction,
      apiTokenHost: brand.isDefault,
      billingEnabled: isBillingEnabled(user, { isProduction }),
    }),
    [roles, isProduction, brand.isDefault, user],
  );
}

/** The items this person may see, in order, with hidden ones (and emptied groups) removed. */
export function useVisibleNavigation(items: NavItem[]): NavItem[] {
  const context = useNavigationContext();
  return useMemo(() => filterNavigation(items, context), [items, context]);
}
