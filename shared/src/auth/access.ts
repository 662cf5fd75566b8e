// Access rules of spec points 5 and 6, as pure functions the shell, the remotes and the tests share.

/** A role held by a signed-in user. The spec gives signed-in users the role list [0] until login replaces it. */
export type Role = 'admin' | 'staff' | 'user' | 0;

/**
 * Who may see a route or a navigation item:
 * - `null` or `undefined`: public, everybody;
 * - `[]`: visitors only (no role; a signed-in user is rejected);
 * - otherwise any overlap between the user's roles and the list grants access.
 */
export type AuthRoles = readonly Role[] | null | undefined;

/**
 * The tiers of spec point 6, and `merchant`: the client area's own items (inventory, shipments, orders, billing),
 * which a merchant's users see and the operator's staff and admins do not (their work is the warehouse's, and the
 * API refuses them the merchant's screens' calls). A signed-in user whose role is not known yet ([0]) counts as a
 * merchant, as most users are.
 */
export const authRoles = {
  admin: ['admin'],
  staff: ['admin', 'staff'],
  user: ['admin', 'staff', 'user'],
  merchant: ['user', 0],
  onlyGuest: [],
  loggedIn: ['admin', 'staff', 'user', 0],
} as const satisfies Record<string, readonly Role[]>;

export function hasAccess(required: AuthRoles, userRoles: readonly Role[]): boolean {
  if (required === null || required === undefined) return true;
  if (required.length === 0) return userRoles.length === 0;
  return required.some((role) => userRoles.includes(role));
}

/** The route or item is for visitors only (`[]`): a page of the public site. */
export function isGuestOnly(required: AuthRoles): boolean {
  return Array.isArray(required) && required.length === 0;
}
