// What the shell loads at start-up from this remote. Register, login, password reset and the
// token hand-off screens arrive with their own issue; they are public pages, so no sidebar items.
import type { RemoteRouteModule } from '@estiba/shared';
import { messages } from '../i18n/messages';

const routeModule: RemoteRouteModule = {
  name: 'mf_auth',
  routes: [],
  navigation: [],
  toolbarTitles: {},
  messages,
};

export default routeModule;
