// The redirect logic of spec point 4 with the access rules of point 6, as one pure decision.
import { hasAccess, type AuthRoles, type Locale, type Role, type SessionStatus } from '@estiba/shared';

export const WELCOME_PATH = '/welcome';
export const LOGIN_PATH = '/login';
export const LOGOUT_PATH = '/logout';
/** Pages a signed-in user never sees: they go on to /welcome. */
export const SIGN_IN_PATHS: readonly string[] = ['/login', '/register'];
/** Where the hosted sign-in sends the person back (the token hand-off). */
export const HANDOFF_PATH = '/authentication';

/**
 * A role's own start page, for the single-role rule: a signed-in user denied a route whose auth names
 * exactly one role goes to that role's page when there is one. No role has its own start page in this
 * product yet, so every such user goes to /welcome.
 */
export const ROLE_HOME_PATHS: Readonly<Partial<Record<Role, string>>> = {};

export interface GuardedRoute {
  path: string;
  auth?: AuthRoles;
  urlAccessDenied?: boolean;
}

export interface AccessContext {
  status: SessionStatus;
  roles: readonly Role[];
  pathname: string;
  search: string;
  /** True when the page was opened by typing or reloading its address rather than by navigating in the app. */
  openedByUrl: boolean;
  accountsUrl: string;
  siteId: string;
  language: Locale;
  origin: string;
  rolePaths?: Readonly<Partial<Record<Role, string>>>;
}

export type AccessDecision =
  | { kind: 'render' }
  /** The session is still being decided: show a loader, never a redirect that would be wrong a moment later. */
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  /** A full-page navigation to another site (the hosted login). */
  | { kind: 'external'; url: string };

export interface ExternalLoginParams {
  accountsUrl: string;
  siteId: string;
  origin: string;
  pathname: string;
  search: string;
  language: Locale;
}

/** The hosted login page, which returns through the hand-off to where the visitor wanted to go. */
export function externalLoginUrl({
  accountsUrl,
  siteId,
  origin,
  pathname,
  search,
  language,
}: ExternalLoginParams) {
  const back = `${origin}${HANDOFF_PATH}?redirect=${encodeURIComponent(pathname + search)}`;
  const base = accountsUrl.replace(/\/+$/, '');
  return `${base}/login?site_id=${encodeURIComponent(siteId)}&redirect_url=${encodeURIComponent(back)}&lang=${language}`;
}

/** A route is protected when it names roles (spec point 5: no list is public, an empty list is visitors only). */
export const isProtected = (auth: AuthRoles): boolean => Array.isArray(auth) && auth.length > 0;

export function decideAccess(route: GuardedRoute, context: AccessContext): AccessDecision {
  const { status, pathname } = context;
  if (route.path === LOGOUT_PATH || pathname === LOGOUT_PATH) return { kind: 'render' };
  if (status === 'unknown' || status === 'signing-in') return { kind: 'wait' };

  const signedIn = status === 'signed-in';
  // Spec point 6: a signed-in user holds at least the role list [0].
  const roles: readonly Role[] = signedIn && context.roles.length === 0 ? [0] : context.roles;

  if (signedIn && SIGN_IN_PATHS.includes(pathname)) return { kind: 'redirect', to: WELCOME_PATH };

  const allowed = hasAccess(route.auth, roles) && !(route.urlAccessDenied && context.openedByUrl);
  if (allowed) return { kind: 'render' };

  if (signedIn) {
    const single = route.auth && route.auth.length === 1 ? route.auth[0] : undefined;
    const rolePath = single === undefined ? undefined : (context.rolePaths ?? ROLE_HOME_PATHS)[single];
    return { kind: 'redirect', to: rolePath && rolePath !== pathname ? rolePath : WELCOME_PATH };
  }
  if (isProtected(route.auth)) {
    return {
      kind: 'external',
      url: externalLoginUrl({
        accountsUrl: context.accountsUrl,
        siteId: context.siteId,
        origin: context.origin,
        pathname,
        search: context.search,
        language: context.language,
      }),
    };
  }
  return { kind: 'redirect', to: LOGIN_PATH };
}
