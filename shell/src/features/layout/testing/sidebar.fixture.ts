// A sidebar shaped like spec point 2's, with the rules that hide items, for the chrome's tests: the merchant's
// items declare the merchant tier as the remotes' do, the staff's item the staff tier.
import { authRoles, type Messages, type NavItem } from '@estiba/shared';

export const HELP_URL = 'https://help.estiba.test/en';

export const SIDEBAR: NavItem[] = [
  { id: 'dashboard', titleId: 'nav.dashboard', type: 'item', url: '/welcome', auth: authRoles.loggedIn },
  {
    id: 'integrations',
    titleId: 'nav.integrations',
    type: 'item',
    url: '/integrations',
    auth: authRoles.merchant,
  },
  {
    id: 'inventory-shipments',
    titleId: 'nav.inventoryShipments',
    type: 'collapse',
    auth: authRoles.merchant,
    children: [
      { id: 'inventory-orders', titleId: 'nav.inventoryOrders', type: 'item', url: '/inventory-orders' },
      { id: 'send-inventory', titleId: 'nav.sendInventory', type: 'item', url: '/send-inventory' },
    ],
  },
  {
    id: 'orders',
    titleId: 'nav.orders',
    type: 'collapse',
    auth: authRoles.merchant,
    children: [
      { id: 'all-orders', titleId: 'nav.allOrders', type: 'item', url: '/orders', exact: true },
      {
        id: 'return-orders',
        titleId: 'nav.returnOrders',
        type: 'item',
        url: '/returns',
        visibleWhen: 'notProduction',
      },
      {
        id: 'create-order',
        titleId: 'nav.createOrder',
        type: 'item',
        url: '/orders/create',
        badge: { title: 'nav.badge.new', bg: '#e8710a', fg: '#ffffff' },
      },
    ],
  },
  {
    id: 'billing',
    titleId: 'nav.billing',
    type: 'item',
    url: '/billing-information',
    auth: authRoles.merchant,
    visibleWhen: 'billingUser',
  },
  {
    id: 'api-token',
    titleId: 'nav.apiToken',
    type: 'item',
    url: '/api-token',
    auth: authRoles.merchant,
    visibleWhen: 'apiTokenHost',
  },
  {
    id: 'account',
    titleId: 'nav.account',
    type: 'group',
    children: [
      { id: 'settings', titleId: 'nav.settings', type: 'item', url: '/settings' },
      { id: 'help', titleId: 'nav.help', type: 'item', url: HELP_URL },
      { id: 'staff-only', titleId: 'nav.staffOnly', type: 'item', url: '/warehouses', auth: authRoles.staff },
    ],
  },
  { id: 'divider', titleId: 'nav.divider', type: 'divider' },
  { id: 'logout', titleId: 'nav.logout', type: 'item', url: '/logout' },
];

export const SIDEBAR_MESSAGES: Messages = {
  'nav.dashboard': 'Dashboard',
  'nav.integrations': 'Integrations',
  'nav.inventoryShipments': 'Inventory Shipments',
  'nav.inventoryOrders': 'Inventory Orders',
  'nav.sendInventory': 'Send Inventory',
  'nav.orders': 'Orders',
  'nav.allOrders': 'All Orders',
  'nav.returnOrders': 'Return Orders',
  'nav.createOrder': 'Create Order',
  'nav.newOrder': 'New Order',
  'nav.badge.new': 'New',
  'nav.billing': 'Billing Information',
  'nav.apiToken': 'Get API Token',
  'nav.account': 'Account',
  'nav.settings': 'Settings',
  'nav.help': 'Help',
  'nav.staffOnly': 'Warehouses',
  'nav.divider': 'Divider',
  'nav.logout': 'Logout',
};

export const TOOLBAR_TITLES: Record<string, string> = {
  welcome: 'nav.dashboard',
  orders: 'nav.orders',
  // A more specific route than its first segment (mf-orders's /orders/create is 'New Order').
  'orders/create': 'nav.newOrder',
  'api-token': 'nav.apiToken',
};
