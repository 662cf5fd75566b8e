// What the shell loads at start-up from this remote: its screens (each loaded lazily), sidebar items, toolbar
// titles and translations (the current language's only).
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ListAltIcon from '@mui/icons-material/ListAlt';
import SendIcon from '@mui/icons-material/Send';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import ViewListIcon from '@mui/icons-material/ViewList';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import { authRoles, type MessagesLoader, type RemoteRouteModule } from '@estiba/shared';
import { loadMessages } from '../i18n/loadMessages';

const routeModule: RemoteRouteModule<MessagesLoader> = {
  name: 'mf_inventory',
  routes: [
    // Spec point 6: /send-inventory requires a signed-in user.
    {
      path: '/send-inventory',
      load: () => import('../features/send-inventory'),
      auth: authRoles.loggedIn,
      layout: 'app',
    },
    // The rest of the client area needs a session too: every screen reads the merchant's own data.
    {
      path: '/inventory',
      load: () => import('../features/inventory-list'),
      auth: authRoles.loggedIn,
      layout: 'app',
    },
    {
      path: '/products/:productId/:productHandle?',
      load: () => import('../features/product-detail'),
      auth: authRoles.loggedIn,
      layout: 'app',
    },
    {
      path: '/product/create',
      load: () => import('../features/product-form/ProductCreatePage'),
      auth: authRoles.loggedIn,
      layout: 'app',
    },
    {
      path: '/product/edit',
      load: () => import('../features/product-form/ProductEditPage'),
      auth: authRoles.loggedIn,
      layout: 'app',
    },
    {
      path: '/multipleProduct/create',
      load: () => import('../features/product-form/MultipleProductPage'),
      auth: authRoles.loggedIn,
      layout: 'app',
    },
    // CSV imports: one screen (features/csv-import), four kinds.
    {
      path: '/product/create/massive',
      load: () => import('../features/csv-import/ProductsImportPage'),
      auth: authRoles.loggedIn,
      layout: 'app',
    },
    {
      path: '/posts/import',
      load: () => import('../features/csv-import/ListingsImportPage'),
      auth: authRoles.loggedIn,
      layout: 'app',
    },
    {
      path: '/bundles/import',
      load: () => import('../features/csv-import/BundlesImportPage'),
      auth: authRoles.loggedIn,
      layout: 'app',
    },
    {
      path: '/linking/import',
      load: () => import('../features/csv-import/LinksImportPage'),
      auth: authRoles.loggedIn,
      layout: 'app',
    },
    {
      path: '/warehouses',
      load: () => import('../features/warehouses/WarehousesPage'),
      auth: authRoles.loggedIn,
      layout: 'app',
    },
    {
      path: '/warehouses/:warehouseId',
      load: () => import('../features/warehouses/WarehouseDetailPage'),
      auth: authRoles.loggedIn,
      layout: 'app',
    },
    {
      path: '/inventory-orders',
      load: () => import('../features/receiving-orders'),
      auth: authRoles.loggedIn,
      layout: 'app',
    },
    {
      path: '/inventory-orders/:receivingOrderId',
      load: () => import('../features/receiving-order-detail'),
      auth: authRoles.loggedIn,
      layout: 'app',
    },
    // Spec point 2: /apps/e-commerce redirects to /inventory-orders.
    {
      path: '/apps/e-commerce',
      load: () => import('../features/receiving-orders/RedirectToInventoryOrders'),
      auth: authRoles.loggedIn,
      layout: 'app',
    },
    // Warehouse staff (and admins): receiving every client's orders at their warehouse, box by box.
    {
      path: '/receiving',
      load: () => import('../features/receiving-desk/ReceivingDeskPage'),
      auth: authRoles.staff,
      layout: 'app',
    },
    {
      path: '/receiving/orders/:receivingOrderId',
      load: () => import('../features/receiving-desk/StaffReceivingOrderPage'),
      auth: authRoles.staff,
      layout: 'app',
    },
    {
      path: '/receiving/boxes/:barcode',
      load: () => import('../features/receiving-desk/ReceiveBoxPage'),
      auth: authRoles.staff,
      layout: 'app',
    },
  ],
  navigation: [
    {
      id: 'receiving',
      titleId: 'inventory.nav.receiving',
      type: 'item',
      icon: MoveToInboxIcon,
      url: '/receiving',
      // Merchants never see it: the desk is the warehouse's.
      auth: authRoles.staff,
      order: 15,
    },
    {
      id: 'inventory-shipments',
      titleId: 'inventory.nav.inventoryShipments',
      type: 'collapse',
      icon: LocalShippingIcon,
      // The merchant's own: staff and admins have the receiving desk instead.
      auth: authRoles.merchant,
      order: 30,
      children: [
        {
          id: 'inventory-orders',
          titleId: 'inventory.nav.inventoryOrders',
          type: 'item',
          icon: ListAltIcon,
          url: '/inventory-orders',
        },
        {
          id: 'inventory-shipments-send-inventory',
          titleId: 'inventory.nav.sendInventory',
          type: 'item',
          icon: SendIcon,
          url: '/send-inventory',
        },
      ],
    },
    {
      id: 'inventory',
      titleId: 'inventory.nav.inventory',
      type: 'collapse',
      icon: Inventory2Icon,
      auth: authRoles.merchant,
      order: 40,
      children: [
        {
          id: 'all-inventory',
          titleId: 'inventory.nav.allInventory',
          type: 'item',
          icon: ViewListIcon,
          url: '/inventory',
        },
        {
          id: 'inventory-send-inventory',
          titleId: 'inventory.nav.sendInventory',
          type: 'item',
          icon: SendIcon,
          url: '/send-inventory',
        },
      ],
    },
  ],
  toolbarTitles: {
    receiving: 'inventory.toolbar.receiving',
    'inventory-orders': 'inventory.toolbar.inventoryOrders',
    'send-inventory': 'inventory.toolbar.sendInventory',
    inventory: 'inventory.toolbar.inventory',
    products: 'inventory.toolbar.products',
    // Spec point 2: the warehouse pages are this remote's since they show the merchant's stock there.
    warehouses: 'inventory.toolbar.warehouses',
  },
  widgets: [
    // The dashboard (issue 20): one chunk for the four, each card loading its own figures.
    {
      id: 'inventory.stockByWarehouse',
      titleId: 'inventory.dashboard.stockByWarehouse.title',
      audience: 'merchant',
      order: 30,
      width: 6,
      load: () =>
        import('../features/dashboard-widgets').then((m) => ({ default: m.StockByWarehouseWidget })),
    },
    {
      id: 'inventory.belowCover',
      titleId: 'inventory.dashboard.belowCover.title',
      audience: 'merchant',
      order: 40,
      width: 6,
      load: () => import('../features/dashboard-widgets').then((m) => ({ default: m.BelowCoverWidget })),
    },
    {
      id: 'inventory.receivingDue',
      titleId: 'inventory.dashboard.receivingDue.title',
      audience: 'merchant',
      order: 50,
      width: 6,
      load: () => import('../features/dashboard-widgets').then((m) => ({ default: m.ReceivingDueWidget })),
    },
    {
      id: 'inventory.toReceive',
      titleId: 'inventory.dashboard.toReceive.title',
      audience: 'staff',
      order: 10,
      width: 6,
      load: () => import('../features/dashboard-widgets').then((m) => ({ default: m.ToReceiveWidget })),
    },
  ],
  // The current language's texts only (a chunk per language), as mf-landing does.
  messages: loadMessages,
};

export default routeModule;
