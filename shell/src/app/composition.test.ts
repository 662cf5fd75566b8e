import { authRoles } from '@estiba/shared';
import { composeMessages, composeRoutes, composeSidebar, composeToolbarTitles } from './composition';
import { SHELL_ROUTES, SHELL_TOOLBAR_TITLES, helpCentreUrl, shellNavigation } from './shellRoutes';
import { shellMessages } from '../i18n/messages';
import { routeModule } from './testing/renderShell';

const dashboardScreen = async () => ({ default: () => null });

const inventory = routeModule('mf_inventory', {
  routes: [
    { path: '/inventory', layout: 'app', auth: authRoles.loggedIn, load: dashboardScreen },
    // A remote may take over a shell screen: the dashboard.
    { path: '/welcome', layout: 'app', auth: authRoles.loggedIn, load: dashboardScreen },
  ],
  navigation: [
    { id: 'inventory', titleId: 'inventory.nav.inventory', type: 'item', url: '/inventory', order: 30 },
  ],
  toolbarTitles: { inventory: 'inventory.toolbar.inventory' },
});

it("lists the remotes' routes first and lets the first claim of a path win", () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const routes = composeRoutes([inventory], SHELL_ROUTES);
  expect(routes.map((route) => route.path)).toEqual([
    '/inventory',
    '/welcome',
    '/apps/project',
    '/logout',
    '/pages/errors/error-404',
    '/pages/errors/error-500',
  ]);
  expect(routes[1]).toBe(inventory.routes[1]);
});

it('puts the shell items around the remotes in the sidebar: Dashboard first, Help and Logout last', () => {
  const items = composeSidebar([inventory], shellNavigation('en-US'));
  expect(items.map((item) => item.id)).toEqual(['dashboard', 'inventory', 'help', 'logout']);
});

it('opens the English help centre for en-US and the Spanish one otherwise', () => {
  expect(helpCentreUrl('en-US')).toMatch(/\/en\/$/);
  expect(helpCentreUrl('es-MX')).toMatch(/\/es\/$/);
  const help = shellNavigation('es-AR').find((item) => item.id === 'help');
  expect(help).toMatchObject({ type: 'link', target: '_blank', url: helpCentreUrl('es-AR') });
});

it('titles the toolbar by first path segment, the shell’s own included', () => {
  expect(composeToolbarTitles([inventory], SHELL_TOOLBAR_TITLES)).toEqual({
    inventory: 'inventory.toolbar.inventory',
    welcome: 'shell.toolbar.dashboard',
    'apps/project': 'shell.toolbar.dashboard',
  });
});

it("merges the shell's, the remotes' and the API's texts, the API's last", () => {
  const remote = { 'inventory.nav.inventory': 'Inventory' };
  const messages = composeMessages(shellMessages['en-US'], [remote], {
    'shell.nav.help': 'Help centre',
  });
  expect(messages['inventory.nav.inventory']).toBe('Inventory');
  expect(messages['shell.welcome.default']).toBe('Welcome to Estiba Fulfillment!');
  expect(messages['shell.nav.help']).toBe('Help centre');
});
