// What the shell loads at start-up from this remote: the sidebar item, toolbar title and translations.
// The billing and invoice screens arrive with their own issues.
import PaymentsIcon from '@mui/icons-material/Payments';
import { authRoles, type RemoteRouteModule } from '@estiba/shared';
import { messages } from '../i18n/messages';

const routeModule: RemoteRouteModule = {
  name: 'mf_billing',
  routes: [],
  navigation: [
    {
      id: 'billing-information',
      titleId: 'billing.nav.billingInformation',
      type: 'item',
      icon: PaymentsIcon,
      url: '/billing-information',
      order: 70,
      // The merchant's billing; the operator's staff and admins have none.
      auth: authRoles.merchant,
      // Spec point 6: shown only when the user check passes (flag, allow-list or non-production).
      visibleWhen: 'billingUser',
    },
  ],
  toolbarTitles: {
    'billing-information': 'billing.toolbar.billingInformation',
  },
  messages,
};

export default routeModule;
