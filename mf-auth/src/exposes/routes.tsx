// What the shell loads at start-up from this remote: the account screens, lazily, and their translations.
// They are public pages, so no sidebar items or toolbar titles.
import { authRoles, type RemoteRouteModule } from '@estiba/shared';
import { messages } from '../i18n/messages';

const routeModule: RemoteRouteModule = {
  name: 'mf_auth',
  routes: [
    {
      path: '/register',
      load: () => import('../features/register'),
      // Guest-only (spec point 6): a signed-in person goes on to /welcome.
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    { path: '/login', load: () => import('../features/login'), auth: authRoles.onlyGuest, layout: 'landing' },
    {
      path: '/forget-password',
      load: () => import('../features/reset-password'),
      auth: authRoles.onlyGuest,
      layout: 'landing',
    },
    {
      path: '/outside-integration',
      load: () => import('../features/outside-integration'),
      // Open to everyone: the screen itself sends a signed-in person to /integrations with the same query
      // (spec point 2), which a guest-only rule would turn into /welcome.
      auth: null,
      layout: 'landing',
    },
    // The hand-off splash (spec point 4) is public: it must run whatever the session is.
    { path: '/authentication', load: () => import('../features/authentication'), auth: null, layout: 'bare' },
    { path: '/setup', load: () => import('../features/authentication'), auth: null, layout: 'bare' },
  ],
  navigation: [],
  toolbarTitles: {},
  messages,
};

export default routeModule;
