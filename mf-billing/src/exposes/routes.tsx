// What the shell loads at start-up from this remote: its screens (each loaded lazily), the sidebar item, toolbar
// titles and translations.
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { authRoles, type MessagesLoader, type RemoteRouteModule } from '@estiba/shared';
import { loadMessages } from '../i18n/loadMessages';

const routeModule: RemoteRouteModule<MessagesLoader> = {
  name: 'mf_billing',
  routes: [
    // The merchant's billing (issue 18): each warehouse's month so far, invoices and what is due.
    {
      path: '/billing-information',
      load: () => import('../features/billing-overview'),
      auth: authRoles.merchant,
      layout: 'app',
    },
    // The merchant's charge disputes across warehouses, each opening its thread (before :warehouseId, which it
    // outranks as a fixed segment).
    {
      path: '/billing-information/disputes',
      load: () => import('../features/disputes/mine'),
      auth: authRoles.merchant,
      layout: 'app',
    },
    // One warehouse's charges, filtered by kind and days.
    {
      path: '/billing-information/:warehouseId',
      load: () => import('../features/charges'),
      auth: authRoles.merchant,
      layout: 'app',
    },
    // One invoice: its lines by kind, totals and tax, PDF and CSV.
    {
      path: '/invoice/:warehouseId/:invoiceId',
      load: () => import('../features/invoice'),
      auth: authRoles.merchant,
      layout: 'app',
    },
    // The billing desk's charge disputes (staff and admins): open ones first, and one dispute's thread and answer.
    {
      path: '/floor/billing/disputes',
      load: () => import('../features/disputes/desk'),
      auth: authRoles.staff,
      layout: 'app',
    },
    {
      path: '/floor/billing/disputes/:disputeId',
      load: () => import('../features/disputes/detail'),
      auth: authRoles.staff,
      layout: 'app',
    },
    // The billing desk's invoices across clients (staff: their warehouse; admins: any), and Mark as paid.
    {
      path: '/floor/billing/invoices',
      load: () => import('../features/staff-invoices'),
      auth: authRoles.staff,
      layout: 'app',
    },
  ],
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
    {
      id: 'billing-disputes',
      titleId: 'billing.nav.disputes',
      type: 'item',
      icon: RequestQuoteIcon,
      url: '/floor/billing/disputes',
      order: 18,
      // The billing desk: staff and admins answer the merchants' disputes.
      auth: authRoles.staff,
    },
    {
      id: 'billing-invoices',
      titleId: 'billing.nav.invoices',
      type: 'item',
      icon: ReceiptLongIcon,
      url: '/floor/billing/invoices',
      order: 19,
      // The billing desk: staff and admins follow up the issued invoices and mark them paid.
      auth: authRoles.staff,
    },
  ],
  toolbarTitles: {
    'billing-information': 'billing.toolbar.billingInformation',
    invoice: 'billing.toolbar.invoice',
  },
  widgets: [
    // The merchant's dashboard (issue 20): the month's charges so far, in total and by kind, per warehouse.
    {
      id: 'billing.monthCharges',
      titleId: 'billing.monthCharges.title',
      audience: 'merchant',
      order: 60,
      width: 6,
      load: () => import('../features/month-charges'),
    },
  ],
  // The current language's texts only (a chunk per language), as mf-orders does.
  messages: loadMessages,
};

export default routeModule;
