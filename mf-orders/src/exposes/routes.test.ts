import { authRoles } from '@estiba/shared';
import { messages } from '../i18n/messages';
import routeModule from './routes';

const enUS = messages['en-US'];
const ordersCollapse = routeModule.navigation.find((item) => item.id === 'orders');

describe('mf-orders route module', () => {
  it('is published under its federation name with the merchant order screens, each behind a session', () => {
    expect(routeModule.name).toBe('mf_orders');
    const merchant = routeModule.routes.filter((route) => route.path.startsWith('/orders'));
    expect(merchant.map((route) => route.path)).toEqual([
      '/orders',
      '/orders/create',
      '/orders/import',
      '/orders/import/overview',
      '/orders/:orderId',
    ]);
    for (const route of merchant) expect(route).toMatchObject({ auth: authRoles.loggedIn, layout: 'app' });
  });

  it('loads each screen lazily, as a module whose default export is the page', async () => {
    const merchant = routeModule.routes.filter((route) => route.path.startsWith('/orders'));
    for (const route of merchant) expect(typeof (await route.load()).default).toBe('function');
  });

  it('adds the Orders collapse with its four items in the order of the spec, fifth in the sidebar', () => {
    expect(routeModule.navigation.map((item) => item.id)).toEqual(['floor', 'returns-to-receive', 'orders']);
    expect(ordersCollapse).toMatchObject({ type: 'collapse', order: 50 });
    expect(enUS[ordersCollapse!.titleId]).toBe('Orders');
    expect(ordersCollapse!.children!.map((child) => [enUS[child.titleId], child.url])).toEqual([
      ['All Orders', '/orders'],
      ['Return Orders', '/returns'],
      ['Create Order', '/orders/create'],
      ['Import Orders', '/orders/import'],
    ]);
  });

  it('hides only the Return Orders item in production', () => {
    const rules = ordersCollapse!.children!.map((child) => [child.id, child.visibleWhen]);
    expect(rules).toEqual([
      ['all-orders', undefined],
      ['return-orders', 'notProduction'],
      ['create-order', undefined],
      ['import-orders', undefined],
    ]);
  });

  it('marks All Orders active only on /orders itself, not on create or import', () => {
    expect(ordersCollapse!.children![0]).toMatchObject({ url: '/orders', exact: true });
  });

  it('titles the toolbar for orders, returns and new orders', () => {
    const titles = Object.fromEntries(
      Object.entries(routeModule.toolbarTitles).map(([segment, id]) => [segment, enUS[id]]),
    );
    expect(titles).toEqual({
      orders: 'Orders',
      returns: 'Return Orders',
      'orders/create': 'New Order',
      floor: 'Work Queue',
    });
  });

  it("gives staff and admins the floor: the work queue and an order's packing screen, in the sidebar for them only", async () => {
    const floor = routeModule.routes.filter((route) => route.path.startsWith('/floor'));
    expect(floor.map((route) => route.path)).toEqual([
      '/floor',
      '/floor/orders/:orderId',
      '/floor/returns',
      '/floor/returns/:returnId',
    ]);
    for (const route of floor) {
      expect(route).toMatchObject({ auth: authRoles.staff, layout: 'app' });
      expect(typeof (await route.load()).default).toBe('function');
    }
    const item = routeModule.navigation.find((one) => one.id === 'floor');
    expect(item).toMatchObject({ url: '/floor', auth: authRoles.staff });
    expect(enUS[item!.titleId]).toBe('Work queue');
    expect(enUS[routeModule.toolbarTitles!.floor!]).toBe('Work Queue');
  });

  it('gives merchants their returns and staff the returns to receive, each screen loaded lazily', async () => {
    const returns = routeModule.routes.filter((route) => route.path.startsWith('/returns'));
    expect(returns.map((route) => route.path)).toEqual(['/returns', '/returns/:returnId']);
    for (const route of [...returns]) {
      expect(route).toMatchObject({ auth: authRoles.loggedIn, layout: 'app' });
      expect(typeof (await route.load()).default).toBe('function');
    }
    const item = routeModule.navigation.find((one) => one.id === 'returns-to-receive');
    expect(item).toMatchObject({ url: '/floor/returns', auth: authRoles.staff });
    expect(enUS[item!.titleId]).toBe('Returns to receive');
  });

  it("keeps the Orders menu for merchants: staff and admins don't see it", () => {
    const orders = routeModule.navigation.find((one) => one.id === 'orders');
    expect(orders).toMatchObject({ type: 'collapse', auth: authRoles.merchant });
  });
});

describe('mf-orders route module texts', () => {
  it('loads one language’s texts at a time', async () => {
    const spanish = await routeModule.messages('es-CL');
    expect(spanish['orders.nav.importOrders']).toEqual(expect.any(String));
    expect(spanish).toEqual(messages['es-CL']);
  });
  it('exposes its dashboard widgets: today and shipped per day for merchants, the work queue for staff', async () => {
    const widgets = routeModule.widgets ?? [];
    expect(widgets.map((widget) => [widget.id, widget.audience, enUS[widget.titleId]])).toEqual([
      ['orders.byWarehouseStatusToday', 'merchant', "Today's orders by warehouse status"],
      ['orders.shippedPerDay', 'merchant', 'Orders shipped per day'],
      ['orders.workQueue', 'staff', 'Work queue'],
    ]);
    for (const widget of widgets) expect(typeof (await widget.load()).default).toBe('function');
  });
});
