import { authRoles, hasAccess, LOCALES } from '@estiba/shared';
import routeModule from './routes';

const route = (path: string) => {
  const found = routeModule.routes.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

describe('mf-auth route module', () => {
  it('is published under its federation name, with no sidebar items or toolbar titles', () => {
    expect(routeModule.name).toBe('mf_auth');
    expect(routeModule.navigation).toEqual([]);
    expect(routeModule.toolbarTitles).toEqual({});
  });

  it('serves the account screens of spec point 2', () => {
    expect(routeModule.routes.map((entry) => entry.path)).toEqual([
      '/register',
      '/login',
      '/forget-password',
      '/outside-integration',
      '/authentication',
      '/setup',
    ]);
  });

  it('keeps register, login and reset for guests only (spec point 6)', () => {
    for (const path of ['/register', '/login', '/forget-password']) {
      expect([path, route(path).auth]).toEqual([path, authRoles.onlyGuest]);
      expect(hasAccess(route(path).auth, ['user'])).toBe(false);
      expect(hasAccess(route(path).auth, [])).toBe(true);
    }
  });

  it('leaves the hand-off and /outside-integration open to everyone', () => {
    for (const path of ['/outside-integration', '/authentication', '/setup']) {
      expect([path, hasAccess(route(path).auth, ['user']), hasAccess(route(path).auth, [])]).toEqual([
        path,
        true,
        true,
      ]);
    }
  });

  it('draws the forms in the landing frame and the splash in none', () => {
    expect(route('/login').layout).toBe('landing');
    expect(route('/authentication').layout).toBe('bare');
    expect(route('/setup').layout).toBe('bare');
  });

  it('loads a screen for every route', async () => {
    for (const entry of routeModule.routes) {
      const loaded = await entry.load();
      expect([entry.path, typeof loaded.default]).toEqual([entry.path, 'function']);
    }
  });

  it('carries a bundle for every locale', () => {
    expect(Object.keys(routeModule.messages).sort()).toEqual([...LOCALES].sort());
  });
});
