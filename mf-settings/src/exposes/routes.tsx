// What the shell loads at start-up from this remote: sidebar items, toolbar titles and translations.
// The warehouses screen arrives with its own issue.
import CampaignIcon from '@mui/icons-material/Campaign';
import ExtensionIcon from '@mui/icons-material/Extension';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import SettingsIcon from '@mui/icons-material/Settings';
import { authRoles, type RemoteRouteModule } from '@estiba/shared';
import { messages } from '../i18n/messages';

const routeModule: RemoteRouteModule = {
  name: 'mf_settings',
  routes: [
    // The merchant's connected shops and the integration flow's return (spec points 2 and 4, issue 19).
    {
      path: '/integrations',
      load: () => import('../features/integrations'),
      auth: authRoles.merchant,
      layout: 'app',
    },
    // Onboarding: pick a platform, paste the store URL, Continue, grant access.
    {
      path: '/new-integration',
      load: () => import('../features/new-integration'),
      auth: authRoles.merchant,
      layout: 'app',
    },
    // The shipping-platform integration, with its `token` query parameter.
    {
      path: '/shipping-platform',
      load: () => import('../features/shipping-platform'),
      auth: authRoles.merchant,
      layout: 'app',
    },
    // Settings (issue 19): everyone signed in has them; shops are the merchant's.
    {
      path: '/settings',
      load: () => import('../features/settings-overview'),
      auth: authRoles.user,
      layout: 'app',
    },
    {
      path: '/settings/shop-settings',
      load: () => import('../features/shop-settings'),
      auth: authRoles.merchant,
      layout: 'app',
    },
    {
      path: '/settings/change-password',
      load: () => import('../features/change-password'),
      auth: authRoles.user,
      layout: 'app',
    },
    {
      path: '/settings/change-email',
      load: () => import('../features/change-email'),
      auth: authRoles.user,
      layout: 'app',
    },
    {
      path: '/settings/account-settings',
      load: () => import('../features/account-settings'),
      auth: authRoles.user,
      layout: 'app',
    },
    // Get API Token (issue 20): the merchant's API tokens, then the outgoing webhooks' section on the same page.
    {
      path: '/api-token',
      load: async () => {
        const [{ ApiTokensPage }, { WebhookSubscriptionsSection }] = await Promise.all([
          import('../features/api-tokens'),
          import('../features/webhook-subscriptions'),
        ]);
        return {
          default: function ApiTokenScreen() {
            return (
              <>
                <ApiTokensPage />
                <WebhookSubscriptionsSection />
              </>
            );
          },
        };
      },
      auth: authRoles.merchant,
      layout: 'app',
    },
    // The user menu's Profile (spec point 2's template leftover).
    {
      path: '/pages/profile',
      load: () => import('../features/profile'),
      auth: authRoles.user,
      layout: 'app',
    },
    // Create a store in the portal (issue 19): the sandbox store or a manual sales channel; one screen, the route
    // pre-selecting the kind (features/store-create/storeCreate.rules.ts).
    {
      path: '/store/create',
      load: () => import('../features/store-create'),
      auth: authRoles.merchant,
      layout: 'app',
    },
    {
      path: '/createStoreFulfillment',
      load: () => import('../features/store-create'),
      auth: authRoles.merchant,
      layout: 'app',
    },
    // The user menu's notifications centre (spec point 2's template leftover /apps/mail): everyone signed in reads
    // their client's notifications.
    {
      path: '/apps/mail',
      load: () => import('../features/notifications-centre'),
      auth: authRoles.user,
      layout: 'app',
    },
    // The merchants' What's New, written and published by the operator's staff and admins (issue 19).
    {
      path: '/floor/announcements',
      load: () => import('../features/announcements-admin'),
      auth: authRoles.staff,
      layout: 'app',
    },
  ],
  navigation: [
    {
      id: 'integrations',
      titleId: 'settings.nav.integrations',
      type: 'item',
      icon: ExtensionIcon,
      url: '/integrations',
      // The merchant's shops and API token; the operator's staff and admins have none (Settings is everyone's).
      auth: authRoles.merchant,
      order: 20,
    },
    {
      id: 'api-token',
      titleId: 'settings.nav.apiToken',
      type: 'item',
      icon: VpnKeyIcon,
      url: '/api-token',
      auth: authRoles.merchant,
      order: 80,
      // Spec point 2: hidden unless the current host passes the check.
      visibleWhen: 'apiTokenHost',
    },
    {
      id: 'announcements',
      titleId: 'settings.nav.announcements',
      type: 'item',
      icon: CampaignIcon,
      url: '/floor/announcements',
      // The floor's desk: staff and admins write the merchants' What's New.
      auth: authRoles.staff,
      order: 22,
    },
    {
      id: 'settings',
      titleId: 'settings.nav.settings',
      type: 'item',
      icon: SettingsIcon,
      url: '/settings',
      order: 90,
    },
  ],
  toolbarTitles: {
    integrations: 'settings.toolbar.integrations',
    'new-integration': 'settings.toolbar.newIntegration',
    warehouses: 'settings.toolbar.warehouses',
    'api-token': 'settings.toolbar.apiToken',
    settings: 'settings.toolbar.settings',
    'settings/shop-settings': 'settings.toolbar.shopSettings',
    'settings/change-password': 'settings.toolbar.changePassword',
    'settings/change-email': 'settings.toolbar.changeEmail',
    'settings/account-settings': 'settings.toolbar.accountSettings',
    'pages/profile': 'settings.toolbar.profile',
    'floor/announcements': 'settings.toolbar.announcements',
    'store/create': 'settings.toolbar.storeCreate',
    createStoreFulfillment: 'settings.toolbar.storeCreate',
    'apps/mail': 'settings.toolbar.notifications',
  },
  messages,
};

export default routeModule;
