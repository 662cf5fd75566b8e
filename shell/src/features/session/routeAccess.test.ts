import { authRoles } from '@estiba/shared';
import { decideAccess, externalLoginUrl, type AccessContext, type GuardedRoute } from './routeAccess';

const visitor: AccessContext = {
  status: 'guest',
  roles: [],
  pathname: '/',
  search: '',
  openedByUrl: false,
  accountsUrl: 'https://accounts.estiba.com',
  siteId: 'estiba-fulfillment',
  language: 'es-MX',
  origin: 'https://app.estiba.com',
};
const member: AccessContext = { ...visitor, status: 'signed-in', roles: ['user'] };

const home: GuardedRoute = { path: '/', auth: authRoles.onlyGuest };
const login: GuardedRoute = { path: '/login', auth: authRoles.onlyGuest };
const orders: GuardedRoute = { path: '/orders', auth: authRoles.loggedIn };
const staffOnly: GuardedRoute = { path: '/receiving', auth: authRoles.staff };
const adminOnly: GuardedRoute = { path: '/admin', auth: authRoles.admin };
const publicPage: GuardedRoute = { path: '/pages/errors/error-404' };
const detail: GuardedRoute = { path: '/orders/:id', auth: authRoles.loggedIn, urlAccessDenied: true };

describe('decideAccess', () => {
  it.each(['unknown', 'signing-in'] as const)(
    'waits while the session is %s, whatever the route',
    (status) => {
      expect(decideAccess(orders, { ...visitor, status, pathname: '/orders' })).toEqual({ kind: 'wait' });
      expect(decideAccess(home, { ...visitor, status })).toEqual({ kind: 'wait' });
    },
  );

  it('sends a signed-in user on /login or /register to /welcome', () => {
    expect(decideAccess(login, { ...member, pathname: '/login' })).toEqual({
      kind: 'redirect',
      to: '/welcome',
    });
    const register = { path: '/register', auth: authRoles.onlyGuest };
    expect(decideAccess(register, { ...member, pathname: '/register' })).toEqual({
      kind: 'redirect',
      to: '/welcome',
    });
  });

  it('sends a signed-in user on a guest-only page to /welcome', () => {
    expect(decideAccess(home, member)).toEqual({ kind: 'redirect', to: '/welcome' });
  });

  it('sends a signed-in user without the route role to /welcome', () => {
    expect(decideAccess(staffOnly, { ...member, pathname: '/receiving' })).toEqual({
      kind: 'redirect',
      to: '/welcome',
    });
  });

  it("sends a signed-in user denied a single-role route to that role's path when there is one", () => {
    const context = { ...member, pathname: '/admin', rolePaths: { admin: '/admin-home' } };
    expect(decideAccess(adminOnly, context)).toEqual({ kind: 'redirect', to: '/admin-home' });
    // Two roles named: no single-role path, so /welcome.
    expect(decideAccess(staffOnly, { ...context, pathname: '/receiving' })).toEqual({
      kind: 'redirect',
      to: '/welcome',
    });
  });

  it('lets a signed-in user with the role list [0] into loggedIn routes', () => {
    expect(decideAccess(orders, { ...member, roles: [0], pathname: '/orders' })).toEqual({ kind: 'render' });
    expect(decideAccess(orders, { ...member, roles: [], pathname: '/orders' })).toEqual({ kind: 'render' });
  });

  it('keeps a visitor on a public or guest-only route', () => {
    expect(decideAccess(home, visitor)).toEqual({ kind: 'render' });
    expect(decideAccess(publicPage, { ...visitor, pathname: publicPage.path })).toEqual({ kind: 'render' });
  });

  it('sends a visitor on a protected route to the hosted login with the way back', () => {
    const decision = decideAccess(orders, { ...visitor, pathname: '/orders', search: '?page=2&q=a b' });
    expect(decision).toEqual({
      kind: 'external',
      url:
        'https://accounts.estiba.com/login?site_id=estiba-fulfillment&redirect_url=' +
        encodeURIComponent(
          'https://app.estiba.com/authentication?redirect=' + encodeURIComponent('/orders?page=2&q=a b'),
        ) +
        '&lang=es-MX',
    });
  });

  it('sends anything else to /login (a visitor opening a URL-denied public route by address)', () => {
    const route = { path: '/handoff', urlAccessDenied: true };
    expect(decideAccess(route, { ...visitor, pathname: '/handoff', openedByUrl: true })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('never redirects away from /logout', () => {
    const logout = { path: '/logout', auth: authRoles.onlyGuest };
    expect(decideAccess(logout, { ...member, pathname: '/logout' })).toEqual({ kind: 'render' });
    expect(decideAccess(logout, { ...member, status: 'unknown', pathname: '/logout' })).toEqual({
      kind: 'render',
    });
  });

  it('refuses a URL-access-denied route opened by its address, and allows it from inside the app', () => {
    const context = { ...member, pathname: '/orders/7' };
    expect(decideAccess(detail, { ...context, openedByUrl: true })).toEqual({
      kind: 'redirect',
      to: '/welcome',
    });
    expect(decideAccess(detail, { ...context, openedByUrl: false })).toEqual({ kind: 'render' });
  });
});

describe('externalLoginUrl', () => {
  it('builds accountsUrl/login with site id, encoded redirect through /authentication, and language', () => {
    const url = new URL(
      externalLoginUrl({
        accountsUrl: 'https://accounts.estiba.com/',
        siteId: 'tiendasnova-fulfillment',
        origin: 'https://fulfillment.tiendasnova.test',
        pathname: '/inventory',
        search: '?sku=A-1',
        language: 'en-US',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://accounts.estiba.com/login');
    expect(url.searchParams.get('site_id')).toBe('tiendasnova-fulfillment');
    expect(url.searchParams.get('lang')).toBe('en-US');
    const back = new URL(url.searchParams.get('redirect_url') ?? '');
    expect(back.origin + back.pathname).toBe('https://fulfillment.tiendasnova.test/authentication');
    expect(back.searchParams.get('redirect')).toBe('/inventory?sku=A-1');
  });
});
