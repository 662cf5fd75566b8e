// What the shell loads at start-up from this remote: the public pages, lazily, and their translations
// (the current language's only).
// Public pages carry no sidebar items or toolbar titles (the landing layout has neither).
import { authRoles, type MessagesLoader, type RemoteRouteModule } from '@estiba/shared';
import { loadMessages } from '../i18n/loadMessages';

const routeModule: RemoteRouteModule<MessagesLoader> = {
  name: 'mf_landing',
  routes: [
    {
      path: '/',
      load: () => import('../features/home'),
      // Guest-only (spec point 6): a signed-in person is sent on to the client area.
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/services',
      load: () => import('../features/services'),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/prices',
      load: () => import('../features/prices'),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/success-stories-acapella',
      load: () => import('../features/success-stories').then((m) => ({ default: m.storyPages.acapella })),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/success-stories-be-shine',
      load: () => import('../features/success-stories').then((m) => ({ default: m.storyPages.beShine })),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/success-stories-el-menu-de-mi-casa',
      load: () =>
        import('../features/success-stories').then((m) => ({ default: m.storyPages.elMenuDeMiCasa })),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    { path: '/faq', load: () => import('../features/faq'), auth: authRoles.onlyGuest, layout: 'landing' },
    {
      path: '/contact',
      load: () => import('../features/contact'),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/privacy-policies',
      load: () => import('../features/privacy-policies'),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/carriers',
      load: () => import('../features/carriers'),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/ecommerces',
      load: () => import('../features/ecommerces'),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/legal',
      load: () => import('../features/legal'),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/terms-and-conditions',
      load: () => import('../features/legal').then((m) => ({ default: m.TermsAndConditionsPage })),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/help-fulfillment',
      load: () => import('../features/legal').then((m) => ({ default: m.HelpFulfillmentPage })),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/fulfillment-for-ecommerces',
      load: () => import('../features/fulfillment-for-ecommerces'),
      auth: authRoles.onlyGuest,
      // The conversion page draws its own header (only a call button) and footer.
      layout: 'bare',
    },
  ],
  navigation: [],
  toolbarTitles: {},
  messages: loadMessages,
};

export default routeModule;
