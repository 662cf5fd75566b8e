// What the shell loads at start-up from this remote: its screens (each loaded lazily), sidebar items, toolbar
// titles and translations.
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import { authRoles, type MessagesLoader, type RemoteRouteModule } from '@estiba/shared';
import { loadMessages } from '../i18n/loadMessages';

const routeModule: RemoteRouteModule<MessagesLoader> = {
  name: 'mf_orders',
  routes: [
    // The merchant's orders: every screen reads the merchant's own data, so each needs a session.
    {
      path: '/orders',
      load: () => import('../features/orders-list'),
      auth: authRoles.loggedIn,
      layout: 'app',
    },
    // A fixed segment outranks /orders/:orderId in react-router, so /orders/create is never read as an id.
    {
      path: '/orders/create',
      load: () => import('../features/order-create'),
      auth: authRoles.loggedIn,
      layout: 'app',
    },
    {
      path: '/orders/import',
      load: () => import('../features/order-import'),
      auth: authRoles.loggedIn,
      layout: 'app',
    },
    {
      path: '/orders/import/overview',
      load: () => import('../features/order-import/overview'),
      auth: authRoles.loggedIn,
      layout: 'app',
    },
    {
      path: '/orders/:orderId',
      load: () => import('../features/order-detail'),
      auth: authRoles.loggedIn,
      layout: 'app',
    },
    // The merchant's returns (issue 17): the list (toolbar 'Return Orders') and one return.
    {
      path: '/returns',
      load: () => import('../features/returns'),
      auth: authRoles.loggedIn,
      layout: 'app',
    },
    {
      path: '/returns/:returnId',
      load: () => import('../features/returns/detail'),
      auth: authRoles.loggedIn,
      layout: 'app',
    },
    // Warehouse staff (and admins): the floor's work queue and the packing screen of one order.
    {
      path: '/floor',
      load: () => import('../features/work-queue'),
      auth: authRoles.staff,
      layout: 'app',
    },
    {
      path: '/floor/orders/:orderId',
      load: () => import('../features/packing'),
      auth: authRoles.staff,
      layout: 'app',
    },
    // The warehouse's returns: those to receive, and receiving one (good back on hand, damaged discarded).
    {
      path: '/floor/returns',
      load: () => import('../features/returns/desk'),
      auth: authRoles.staff,
      layout: 'app',
    },
    {
      path: '/floor/returns/:returnId',
      load: () => import('../features/returns/receive'),
      auth: authRoles.staff,
      layout: 'app',
    },
  ],
  navigation: [
    {
      id: 'floor',
      titleId: 'orders.nav.floor',
      type: 'item',
      icon: WarehouseIcon,
      url: '/floor',
      // Merchants never see it: the floor is the warehouse's.
      auth: authRoles.staff,
      order: 16,
    },
    {
      id: 'returns-to-receive',
      titleId: 'orders.returns.nav.toReceive',
      type: 'item',
      icon: AssignmentReturnIcon,
      url: '/floor/returns',
      // The warehouse's returns desk: merchants follow their returns from Orders › Return Orders instead.
      auth: authRoles.staff,
      order: 17,
    },
    {
      id: 'orders',
      titleId: 'orders.nav.orders',
      type: 'collapse',
      icon: ShoppingCartIcon,
      // The merchant's own: staff and admins work orders on the floor instead.
      auth: authRoles.merchant,
      order: 50,
      children: [
        {
          id: 'all-orders',
          titleId: 'orders.nav.allOrders',
          type: 'item',
          icon: ReceiptLongIcon,
          url: '/orders',
          // /orders/create and /orders/import have their own items.
          exact: true,
        },
        {
          id: 'return-orders',
          titleId: 'orders.nav.returnOrders',
          type: 'item',
          icon: AssignmentReturnIcon,
          url: '/returns',
          // Spec point 2: the e-commerce return-orders item is hidden in production.
          visibleWhen: 'notProduction',
        },
        {
          id: 'create-order',
          titleId: 'orders.nav.createOrder',
          type: 'item',
          icon: AddShoppingCartIcon,
          url: '/orders/create',
        },
        {
          id: 'import-orders',
          titleId: 'orders.nav.importOrders',
          type: 'item',
          icon: UploadFileIcon,
          url: '/orders/import',
        },
      ],
    },
  ],
  toolbarTitles: {
    orders: 'orders.toolbar.orders',
    returns: 'orders.toolbar.returns',
    // /orders/create is 'New Order' (a more specific key than the first segment; the shell's useToolbarTitle).
    'orders/create': 'orders.toolbar.newOrder',
    floor: 'orders.toolbar.floor',
  },
  // The dashboard's orders widgets (issue 20): the merchant's today and shipped per day, the staff's work queue.
  widgets: [
    {
      id: 'orders.byWarehouseStatusToday',
      titleId: 'orders.dashboard.title.today',
      audience: 'merchant',
      order: 10,
      width: 6,
      load: () => import('../features/dashboard-widgets/today'),
    },
    {
      id: 'orders.shippedPerDay',
      titleId: 'orders.dashboard.title.shipped',
      audience: 'merchant',
      order: 20,
      width: 6,
      load: () => import('../features/dashboard-widgets/shipped'),
    },
    {
      id: 'orders.workQueue',
      titleId: 'orders.dashboard.title.workQueue',
      audience: 'staff',
      order: 10,
      width: 6,
      load: () => import('../features/dashboard-widgets/work-queue'),
    },
  ],
  // The current language's texts only (a chunk per language), as mf-inventory and mf-landing do.
  messages: loadMessages,
};

export default routeModule;
