// What the shell loads at start-up from this remote: the public pages, lazily, and their translations
// (the current language's only).
// Public pages carry no sidebar items or toolbar titles (the landing layout has neither).
import { authRoles, type MessagesLoader, type RemoteRouteModule } from '@estiba/shared';
import { loadMessages } from '../i18n/loadMessages';
import { withPageTexts } from '../i18n/pageTexts';

const routeModule: RemoteRouteModule<MessagesLoader> = {
  name: 'mf_landing',
  routes: [
    {
      path: '/',
      load: withPageTexts(() => import('../features/home'), ['home', 'success-stories']),
      // Guest-only (spec point 6): a signed-in person is sent on to the client area.
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/services',
      load: withPageTexts(() => import('../features/services'), ['services']),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/prices',
      load: withPageTexts(() => import('../features/prices'), ['prices']),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/success-stories-acapella',
      load: withPageTexts(
        () => import('../features/success-stories').then((m) => ({ default: m.storyPages.acapella })),
        ['success-stories'],
      ),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/success-stories-be-shine',
      load: withPageTexts(
        () => import('../features/success-stories').then((m) => ({ default: m.storyPages.beShine })),
        ['success-stories'],
      ),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/success-stories-el-menu-de-mi-casa',
      load: withPageTexts(
        () => import('../features/success-stories').then((m) => ({ default: m.storyPages.elMenuDeMiCasa })),
        ['success-stories'],
      ),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/faq',
      load: withPageTexts(() => import('../features/faq'), ['faq']),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/contact',
      load: withPageTexts(() => import('../features/contact'), ['contact']),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/privacy-policies',
      load: withPageTexts(() => import('../features/privacy-policies'), ['privacy-policies']),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/carriers',
      load: withPageTexts(() => import('../features/carriers'), ['carriers']),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/ecommerces',
      load: withPageTexts(() => import('../features/ecommerces'), ['ecommerces']),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/legal',
      load: withPageTexts(() => import('../features/legal'), ['legal']),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/terms-and-conditions',
      load: withPageTexts(
        () => import('../features/legal').then((m) => ({ default: m.TermsAndConditionsPage })),
        ['legal'],
      ),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/help-fulfillment',
      load: withPageTexts(
        () => import('../features/legal').then((m) => ({ default: m.HelpFulfillmentPage })),
        ['legal'],
      ),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/fulfillment-for-ecommerces',
      load: withPageTexts(
        () => import('../features/fulfillment-for-ecommerces'),
        ['fulfillment-for-ecommerces'],
      ),
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
