import { authRoles, filterNavigation, hasAccess, type Role } from '@estiba/shared';
import routeModule from './routes';
import { messages } from '../i18n/messages';

const enUS = messages['en-US'];
const shape = (items = routeModule.navigation): unknown[] =>
  items.map((item) => ({
    id: item.id,
    title: enUS[item.titleId],
    type: item.type,
    ...(item.url ? { url: item.url } : {}),
    ...(item.order ? { order: item.order } : {}),
    ...(item.children ? { children: shape(item.children) } : {}),
  }));

describe('mf-inventory route module', () => {
  it('is published under its federation name', () => {
    expect(routeModule.name).toBe('mf_inventory');
  });

  it('exposes its screens in the client area to signed-in users (spec point 6 names /send-inventory)', () => {
    expect(routeModule.routes.map(({ path, auth, layout }) => ({ path, auth, layout }))).toEqual([
      { path: '/send-inventory', auth: authRoles.loggedIn, layout: 'app' },
      { path: '/inventory', auth: authRoles.loggedIn, layout: 'app' },
      { path: '/products/:productId/:productHandle?', auth: authRoles.loggedIn, layout: 'app' },
      { path: '/product/create', auth: authRoles.loggedIn, layout: 'app' },
      { path: '/product/edit', auth: authRoles.loggedIn, layout: 'app' },
      { path: '/multipleProduct/create', auth: authRoles.loggedIn, layout: 'app' },
      { path: '/product/create/massive', auth: authRoles.loggedIn, layout: 'app' },
      { path: '/posts/import', auth: authRoles.loggedIn, layout: 'app' },
      { path: '/bundles/import', auth: authRoles.loggedIn, layout: 'app' },
      { path: '/linking/import', auth: authRoles.loggedIn, layout: 'app' },
      { path: '/warehouses', auth: authRoles.loggedIn, layout: 'app' },
      { path: '/warehouses/:warehouseId', auth: authRoles.loggedIn, layout: 'app' },
      { path: '/inventory-orders', auth: authRoles.loggedIn, layout: 'app' },
      { path: '/inventory-orders/:receivingOrderId', auth: authRoles.loggedIn, layout: 'app' },
      { path: '/apps/e-commerce', auth: authRoles.loggedIn, layout: 'app' },
      { path: '/receiving', auth: authRoles.staff, layout: 'app' },
      { path: '/receiving/orders/:receivingOrderId', auth: authRoles.staff, layout: 'app' },
      { path: '/receiving/boxes/:barcode', auth: authRoles.staff, layout: 'app' },
    ]);
  });

  it('loads each screen lazily, as a component', async () => {
    for (const route of routeModule.routes) {
      const screen = await route.load();
      expect(typeof screen.default).toBe('function');
    }
  });

  it('adds the Inventory Shipments and Inventory collapses of the spec, third and fourth in the sidebar', () => {
    expect(shape()).toEqual([
      { id: 'receiving', title: 'Receiving', type: 'item', url: '/receiving', order: 15 },
      {
        id: 'inventory-shipments',
        title: 'Inventory Shipments',
        type: 'collapse',
        order: 30,
        children: [
          { id: 'inventory-orders', title: 'Inventory Orders', type: 'item', url: '/inventory-orders' },
          {
            id: 'inventory-shipments-send-inventory',
            title: 'Send Inventory',
            type: 'item',
            url: '/send-inventory',
          },
        ],
      },
      {
        id: 'inventory',
        title: 'Inventory',
        type: 'collapse',
        order: 40,
        children: [
          { id: 'all-inventory', title: 'All Inventory', type: 'item', url: '/inventory' },
          { id: 'inventory-send-inventory', title: 'Send Inventory', type: 'item', url: '/send-inventory' },
        ],
      },
    ]);
  });

  it("shows the receiving desk to warehouse staff and admins, and the merchant's items to merchants only", () => {
    const receiving = routeModule.navigation.find((item) => item.id === 'receiving');
    expect(receiving?.auth).toBe(authRoles.staff);
    const visible = (roles: Role[]) =>
      filterNavigation(routeModule.navigation, {
        roles,
        isProduction: true,
        apiTokenHost: false,
        billingEnabled: false,
      }).map((item) => item.id);
    expect(visible(['staff'])).toEqual(['receiving']);
    expect(visible(['admin'])).toEqual(['receiving']);
    expect(visible(['user'])).toEqual(['inventory-shipments', 'inventory']);
    expect(visible([0])).toEqual(['inventory-shipments', 'inventory']);
    const deskRoutes = routeModule.routes.filter((route) => route.path.startsWith('/receiving'));
    expect(deskRoutes.every((route) => !hasAccess(route.auth, ['user']))).toBe(true);
  });

  it('gives every item an icon and hides none of them by rule', () => {
    const all = routeModule.navigation.flatMap((item) => [item, ...(item.children ?? [])]);
    expect(all.every((item) => item.icon)).toBe(true);
    expect(all.some((item) => item.visibleWhen)).toBe(false);
  });

  it('titles the toolbar for the inventory areas', () => {
    const titles = Object.fromEntries(
      Object.entries(routeModule.toolbarTitles).map(([segment, id]) => [segment, enUS[id]]),
    );
    expect(titles).toEqual({
      'inventory-orders': 'Send Inventory to Warehouse',
      'send-inventory': 'Send Inventory',
      inventory: 'Inventory',
      receiving: 'Receiving',
      products: 'Products',
      warehouses: 'Warehouses',
    });
  });
});

describe('mf-inventory dashboard widgets', () => {
  it('exposes three merchant widgets and the staff receiving queue, each titled in every language', () => {
    const widgets = routeModule.widgets ?? [];
    expect(widgets.map(({ id, audience, order, width }) => ({ id, audience, order, width }))).toEqual([
      { id: 'inventory.stockByWarehouse', audience: 'merchant', order: 30, width: 6 },
      { id: 'inventory.belowCover', audience: 'merchant', order: 40, width: 6 },
      { id: 'inventory.receivingDue', audience: 'merchant', order: 50, width: 6 },
      { id: 'inventory.toReceive', audience: 'staff', order: 10, width: 6 },
    ]);
    expect(widgets.map((widget) => enUS[widget.titleId])).toEqual([
      'Stock by warehouse',
      'Running out soon',
      'Inventory orders due',
      'To receive',
    ]);
  });

  it('loads each widget lazily, as a component', async () => {
    for (const widget of routeModule.widgets ?? []) {
      const body = await widget.load();
      expect(typeof body.default).toBe('function');
    }
  });
});

describe('mf-inventory route module texts', () => {
  it('loads one language’s texts at a time', async () => {
    const spanish = await routeModule.messages('es-AR');
    expect(spanish['inventory.remote.name']).toEqual(expect.any(String));
    expect(spanish).toEqual(messages['es-AR']);
  });
});
