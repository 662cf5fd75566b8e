import { authRoles } from '@estiba/shared';
import routeModule from './routes';

const enUS = routeModule.messages['en-US'];
/** The settings screens (issue 19, settings-screens); the rest are the integration screens. */
/** Creating a store and the notifications centre (issue 19, this session's store-create and notifications). */
const STORE_AND_MAIL_PATHS = ['/store/create', '/createStoreFulfillment', '/apps/mail'];
const SETTINGS_PATHS = [
  '/settings',
  '/settings/shop-settings',
  '/settings/change-password',
  '/settings/change-email',
  '/settings/account-settings',
  '/pages/profile',
];

describe('mf-settings route module', () => {
  it('is published under its federation name', () => {
    expect(routeModule.name).toBe('mf_settings');
  });

  it('serves the integration screens to merchants in the client area, each loaded lazily', async () => {
    const routes = routeModule.routes.filter(
      ({ path }) =>
        !SETTINGS_PATHS.includes(path) && !STORE_AND_MAIL_PATHS.includes(path) && !path.startsWith('/floor/'),
    );
    expect(routes.map(({ path, auth, layout }) => [path, auth, layout])).toEqual([
      ['/integrations', authRoles.merchant, 'app'],
      ['/new-integration', authRoles.merchant, 'app'],
      ['/shipping-platform', authRoles.merchant, 'app'],
      ['/api-token', authRoles.merchant, 'app'],
    ]);
    const screens = await Promise.all(routes.map((route) => route.load()));
    expect(screens.map((screen) => screen.default.name)).toEqual([
      'IntegrationsPage',
      'NewIntegrationPage',
      'ShippingPlatformPage',
      // The API tokens page and the webhook subscriptions' section, composed (issue 20).
      'ApiTokenScreen',
    ]);
  });

  it('serves the settings screens to every signed-in user (shops to merchants), each loaded lazily', async () => {
    const routes = routeModule.routes.filter(({ path }) => SETTINGS_PATHS.includes(path));
    expect(routes.map(({ path, auth, layout }) => [path, auth, layout])).toEqual([
      ['/settings', authRoles.user, 'app'],
      ['/settings/shop-settings', authRoles.merchant, 'app'],
      ['/settings/change-password', authRoles.user, 'app'],
      ['/settings/change-email', authRoles.user, 'app'],
      ['/settings/account-settings', authRoles.user, 'app'],
      ['/pages/profile', authRoles.user, 'app'],
    ]);
    const screens = await Promise.all(routes.map((route) => route.load()));
    expect(screens.map((screen) => screen.default.name)).toEqual([
      'SettingsOverviewPage',
      'ShopSettingsPage',
      'ChangePasswordPage',
      'ChangeEmailPage',
      'AccountSettingsPage',
      'ProfilePage',
    ]);
  });

  it('adds Integrations, Get API Token and Settings at their sidebar positions', () => {
    expect(
      routeModule.navigation.map((item) => [item.id, enUS[item.titleId], item.type, item.url, item.order]),
    ).toEqual([
      ['integrations', 'Integrations', 'item', '/integrations', 20],
      ['api-token', 'Get API Token', 'item', '/api-token', 80],
      ['announcements', 'Announcements', 'item', '/floor/announcements', 22],
      ['settings', 'Settings', 'item', '/settings', 90],
    ]);
    expect(routeModule.navigation.every((item) => item.icon)).toBe(true);
  });

  it('shows Integrations and the API token to merchants only, Settings to every signed-in user', () => {
    const roles = Object.fromEntries(routeModule.navigation.map((item) => [item.id, item.auth]));
    expect(roles).toEqual({
      integrations: authRoles.merchant,
      'api-token': authRoles.merchant,
      announcements: authRoles.staff,
      settings: undefined,
    });
  });

  it('shows the API-token item only on hosts that pass the check', () => {
    const rules = Object.fromEntries(routeModule.navigation.map((item) => [item.id, item.visibleWhen]));
    expect(rules).toEqual({
      integrations: undefined,
      'api-token': 'apiTokenHost',
      announcements: undefined,
      settings: undefined,
    });
  });

  it('titles the toolbar for its areas, Onboarding included', () => {
    const titles = Object.fromEntries(
      Object.entries(routeModule.toolbarTitles).map(([segment, id]) => [segment, enUS[id]]),
    );
    expect(titles).toEqual({
      integrations: 'Integrations',
      'new-integration': 'Onboarding',
      warehouses: 'Warehouses',
      'api-token': 'Get API Token',
      settings: 'Settings',
      'settings/shop-settings': 'Shop settings',
      'settings/change-password': 'Change password',
      'settings/change-email': 'Change e-mail',
      'settings/account-settings': 'Account settings',
      'pages/profile': 'Profile',
      'floor/announcements': "What's New announcements",
      'store/create': 'Create a store',
      createStoreFulfillment: 'Create a store',
      'apps/mail': 'Notifications',
    });
  });

  it('serves creating a store to merchants (both routes, one screen) and the notifications centre to everyone signed in', async () => {
    const routes = routeModule.routes.filter(({ path }) => STORE_AND_MAIL_PATHS.includes(path));
    expect(routes.map(({ path, auth, layout }) => [path, auth, layout])).toEqual([
      ['/store/create', authRoles.merchant, 'app'],
      ['/createStoreFulfillment', authRoles.merchant, 'app'],
      ['/apps/mail', authRoles.user, 'app'],
    ]);
    const screens = await Promise.all(routes.map((route) => route.load()));
    expect(screens.map((screen) => screen.default.name)).toEqual([
      'StoreCreatePage',
      'StoreCreatePage',
      'NotificationsPage',
    ]);
  });

  it("serves the staff's announcement desk (the merchants' What's New) to staff and admins only", async () => {
    const desk = routeModule.routes.filter(({ path }) => path.startsWith('/floor/'));
    expect(desk.map(({ path, auth, layout }) => [path, auth, layout])).toEqual([
      ['/floor/announcements', authRoles.staff, 'app'],
    ]);
    expect((await desk[0]!.load()).default.name).toBe('AnnouncementsAdminPage');
  });
});
