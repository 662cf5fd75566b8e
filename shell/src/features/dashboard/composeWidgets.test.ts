import type { AnyRemoteRouteModule, DashboardWidget } from '@estiba/shared';
import { composeWidgets, dashboardAudience } from './composeWidgets';

const routeModule = (name: string, overrides: Partial<AnyRemoteRouteModule> = {}): AnyRemoteRouteModule => ({
  name,
  routes: [],
  navigation: [],
  toolbarTitles: {},
  messages: { 'en-US': {}, 'es-MX': {}, 'es-CO': {}, 'es-AR': {}, 'es-CL': {}, 'es-ES': {} },
  ...overrides,
});

const body = async () => ({ default: () => null });
const widget = (overrides: Partial<DashboardWidget> & Pick<DashboardWidget, 'id'>): DashboardWidget => ({
  titleId: `${overrides.id}.title`,
  audience: 'merchant',
  order: 10,
  width: 6,
  load: body,
  ...overrides,
});

afterEach(() => jest.restoreAllMocks());

it('merges every remote’s widgets for the audience, by order across remotes', () => {
  const orders = routeModule('mf_orders', {
    widgets: [
      widget({ id: 'orders.shipped', order: 30 }),
      widget({ id: 'orders.queue', audience: 'staff', order: 10 }),
    ],
  });
  const inventory = routeModule('mf_inventory', {
    widgets: [widget({ id: 'inventory.available', order: 20 }), widget({ id: 'inventory.low', order: 40 })],
  });
  const billing = routeModule('mf_billing', { widgets: [widget({ id: 'billing.month', order: 5 })] });

  expect(composeWidgets([orders, inventory, billing], 'merchant').map((w) => w.id)).toEqual([
    'billing.month',
    'inventory.available',
    'orders.shipped',
    'inventory.low',
  ]);
  expect(composeWidgets([orders, inventory, billing], 'staff').map((w) => w.id)).toEqual(['orders.queue']);
});

it('keeps the registry’s order among widgets of the same order', () => {
  const first = routeModule('mf_a', { widgets: [widget({ id: 'a.one', order: 10 })] });
  const second = routeModule('mf_b', { widgets: [widget({ id: 'b.one', order: 10 })] });
  expect(composeWidgets([first, second], 'merchant').map((w) => w.id)).toEqual(['a.one', 'b.one']);
  expect(composeWidgets([second, first], 'merchant').map((w) => w.id)).toEqual(['b.one', 'a.one']);
});

it('keeps the first of two widgets with the same id, and warns', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const first = widget({ id: 'orders.shipped', titleId: 'first', order: 50 });
  const second = widget({ id: 'orders.shipped', titleId: 'second', order: 1 });
  const composed = composeWidgets(
    [routeModule('mf_orders', { widgets: [first] }), routeModule('mf_other', { widgets: [second] })],
    'merchant',
  );
  expect(composed).toEqual([first]);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('orders.shipped'));
});

it('has no widgets from remotes that expose none', () => {
  expect(composeWidgets([routeModule('mf_landing'), routeModule('mf_auth')], 'merchant')).toEqual([]);
});

it('gives staff and admins the staff dashboard, and a merchant’s users (or an unknown role) the merchant’s', () => {
  expect(dashboardAudience(['staff'])).toBe('staff');
  expect(dashboardAudience(['admin'])).toBe('staff');
  expect(dashboardAudience(['user'])).toBe('merchant');
  expect(dashboardAudience([0])).toBe('merchant');
});
