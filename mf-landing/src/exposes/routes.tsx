// What the shell loads at start-up from this remote: the public pages, lazily, and their translations.
// Public pages carry no sidebar items or toolbar titles (the landing layout has neither).
import { authRoles, type RemoteRouteModule } from '@estiba/shared';
import { messages } from '../i18n/messages';

const routeModule: RemoteRouteModule = {
  name: 'mf_landing',
  routes: [
    {
      path: '/',
      load: () => import('../features/home'),
      // Guest-only (spec point 6): a signed-in person is sent on to the client area.
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
  ],
  navigation: [],
  toolbarTitles: {},
  messages,
};

export default routeModule;
