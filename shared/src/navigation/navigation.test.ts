import { authRoles } from '../auth/access';
import type { NavItem } from '../routing/types';
import type { SessionUser } from '../session/types';
import {
  composeNavigation,
  filterNavigation,
  isBillingEnabled,
  normalizeSearchText,
  opensInNewTab,
  searchNavigation,
  type NavVisibilityContext,
} from './navigation';

const signedIn: NavVisibilityContext = {
  roles: ['user'],
  isProduction: true,
  apiTokenHost: true,
  billingEnabled: true,
};

const ids = (items: NavItem[]): unknown =>
  items.map((item) => (item.children ? { [item.id]: ids(item.children) } : item.id));

const orders: NavItem = {
  id: 'orders',
  titleId: 'nav.orders',
  type: 'collapse',
  order: 50,
  children: [
    { id: 'all-orders', titleId: 'nav.allOrders', type: 'item', url: '/orders' },
    {
      id: 'return-orders',
      titleId: 'nav.returnOrders',
      type: 'item',
      url: '/returns',
      visibleWhen: 'notProduction',
    },
  ],
};

const sidebar: NavItem[] = [
  { id: 'dashboard', titleId: 'nav.dashboard', type: 'item', url: '/welcome', order: 10 },
  orders,
  {
    id: 'billing',
    titleId: 'nav.billing',
    type: 'item',
    url: '/billing-information',
    visibleWhen: 'billingUser',
  },
  { id: 'api-token', titleId: 'nav.apiToken', type: 'item', url: '/api-token', visibleWhen: 'apiTokenHost' },
  { id: 'divider-1', titleId: 'nav.divider', type: 'divider' },
  { id: 'help', titleId: 'nav.help', type: 'link', url: 'https://help.example.com' },
];

describe('filterNavigation', () => {
  it('hides the return-orders item in production and shows it elsewhere', () => {
    expect(ids(filterNavigation([orders], signedIn))).toEqual([{ orders: ['all-orders'] }]);
    expect(ids(filterNavigation([orders], { ...signedIn, isProduction: false }))).toEqual([
      { orders: ['all-orders', 'return-orders'] },
    ]);
  });

  it('shows the API-token item only when the host passes the check', () => {
    expect(ids(filterNavigation(sidebar, { ...signedIn, apiTokenHost: false }))).not.toContain('api-token');
    expect(ids(filterNavigation(sidebar, signedIn))).toContain('api-token');
  });

  it('shows Billing Information only when billing is enabled for the user', () => {
    expect(ids(filterNavigation(sidebar, { ...signedIn, billingEnabled: false }))).not.toContain('billing');
    expect(ids(filterNavigation(sidebar, signedIn))).toContain('billing');
  });

  it('keeps the given order, dividers and links included', () => {
    expect(ids(filterNavigation(sidebar, signedIn))).toEqual([
      'dashboard',
      { orders: ['all-orders'] },
      'billing',
      'api-token',
      'divider-1',
      'help',
    ]);
  });

  it('grants access on any overlap of roles and treats no list as public', () => {
    const items: NavItem[] = [
      { id: 'public', titleId: 'a', type: 'item', url: '/a' },
      { id: 'staff-only', titleId: 'b', type: 'item', url: '/b', auth: authRoles.staff },
      { id: 'users', titleId: 'c', type: 'item', url: '/c', auth: authRoles.user },
      { id: 'visitors', titleId: 'd', type: 'item', url: '/d', auth: authRoles.onlyGuest },
    ];
    expect(ids(filterNavigation(items, { ...signedIn, roles: ['user'] }))).toEqual(['public', 'users']);
    expect(ids(filterNavigation(items, { ...signedIn, roles: ['staff'] }))).toEqual([
      'public',
      'staff-only',
      'users',
    ]);
    expect(ids(filterNavigation(items, { ...signedIn, roles: [] }))).toEqual(['public', 'visitors']);
  });

  it('drops a group or collapse left without visible children, and one that is hidden itself', () => {
    const items: NavItem[] = [
      {
        id: 'admin-tools',
        titleId: 'a',
        type: 'group',
        children: [{ id: 'tool', titleId: 'b', type: 'item', url: '/tool', auth: authRoles.admin }],
      },
      { id: 'empty', titleId: 'c', type: 'collapse', children: [] },
      {
        id: 'staff-group',
        titleId: 'd',
        type: 'group',
        auth: authRoles.staff,
        children: [{ id: 'inner', titleId: 'e', type: 'item', url: '/inner' }],
      },
      {
        id: 'nested',
        titleId: 'f',
        type: 'group',
        children: [
          {
            id: 'nested-collapse',
            titleId: 'g',
            type: 'collapse',
            children: [{ id: 'dev', titleId: 'h', type: 'item', url: '/dev', visibleWhen: 'notProduction' }],
          },
        ],
      },
    ];
    expect(filterNavigation(items, signedIn)).toEqual([]);
  });

  it('does not change the items it is given', () => {
    const before = JSON.stringify(sidebar);
    filterNavigation(sidebar, { ...signedIn, isProduction: true });
    expect(JSON.stringify(sidebar)).toBe(before);
  });
});

describe('composeNavigation', () => {
  it('flattens the lists and sorts by order, unordered items last in their given order', () => {
    const composed = composeNavigation([
      [{ id: 'settings', titleId: 's', type: 'item', url: '/settings', order: 90 }],
      [
        { id: 'logout', titleId: 'l', type: 'item', url: '/logout' },
        { id: 'dashboard', titleId: 'd', type: 'item', url: '/welcome', order: 10 },
      ],
      [{ id: 'help', titleId: 'h', type: 'link', url: 'https://help.example.com' }],
    ]);
    expect(ids(composed)).toEqual(['dashboard', 'settings', 'logout', 'help']);
  });

  it('merges groups and collapses with the same id and sorts their children', () => {
    const composed = composeNavigation([
      [
        {
          id: 'inventory',
          titleId: 'nav.inventory',
          type: 'collapse',
          order: 40,
          children: [{ id: 'send', titleId: 'x', type: 'item', url: '/send-inventory', order: 2 }],
        },
      ],
      [
        {
          id: 'inventory',
          titleId: 'nav.inventory',
          type: 'collapse',
          children: [{ id: 'all', titleId: 'y', type: 'item', url: '/inventory', order: 1 }],
        },
        { id: 'dashboard', titleId: 'd', type: 'item', url: '/welcome', order: 10 },
      ],
    ]);
    expect(ids(composed)).toEqual(['dashboard', { inventory: ['all', 'send'] }]);
    expect(composed[1].order).toBe(40);
  });

  it('keeps the first of two leaves with the same id', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const composed = composeNavigation([
      [{ id: 'welcome', titleId: 'first', type: 'item', url: '/welcome' }],
      [{ id: 'welcome', titleId: 'second', type: 'item', url: '/other' }],
    ]);
    expect(composed.map((item) => item.titleId)).toEqual(['first']);
    expect(warn).toHaveBeenCalledWith('navigation item "welcome" is declared twice; the second is ignored');
    warn.mockRestore();
  });

  it('does not change the lists it is given', () => {
    const list: NavItem[] = [
      {
        id: 'g',
        titleId: 'g',
        type: 'group',
        children: [{ id: 'a', titleId: 'a', type: 'item', url: '/a' }],
      },
    ];
    composeNavigation([
      list,
      [
        {
          id: 'g',
          titleId: 'g',
          type: 'group',
          children: [{ id: 'b', titleId: 'b', type: 'item', url: '/b' }],
        },
      ],
    ]);
    expect(list[0].children).toHaveLength(1);
  });
});

describe('isBillingEnabled', () => {
  const user = { clientId: 'CL-0042', billingEnabled: false } as SessionUser;

  it('is on for a user with the billing flag', () => {
    expect(isBillingEnabled({ ...user, billingEnabled: true }, { isProduction: true })).toBe(true);
  });

  it('is on for a client in the allow-list', () => {
    expect(isBillingEnabled(user, { isProduction: true, allowList: ['CL-0001', 'CL-0042'] })).toBe(true);
    expect(isBillingEnabled(user, { isProduction: true, allowList: ['CL-0001'] })).toBe(false);
  });

  it('is off in production for a user with neither', () => {
    expect(isBillingEnabled(user, { isProduction: true })).toBe(false);
    expect(isBillingEnabled(null, { isProduction: true })).toBe(false);
  });

  it('is on in any non-production build', () => {
    expect(isBillingEnabled(user, { isProduction: false })).toBe(true);
  });
});

describe('searchNavigation', () => {
  const titles: Record<string, string> = {
    'nav.dashboard': 'Tablero',
    'nav.orders': 'Órdenes',
    'nav.allOrders': 'Todas las órdenes',
    'nav.returnOrders': 'Devoluciones',
    'nav.billing': 'Información de facturación',
    'nav.apiToken': 'Obtener token de API',
    'nav.divider': 'Órdenes divider',
    'nav.help': 'Ayuda',
  };
  const text = (item: NavItem) => titles[item.titleId];

  it('finds items and links by translated title, ignoring case and accents', () => {
    expect(ids(searchNavigation(sidebar, 'ORDENES', text))).toEqual(['all-orders']);
    expect(ids(searchNavigation(sidebar, 'informacion', text))).toEqual(['billing']);
    expect(ids(searchNavigation(sidebar, 'ayu', text))).toEqual(['help']);
  });

  it('looks through collapse and group children and skips containers and dividers', () => {
    expect(ids(searchNavigation(sidebar, 'devol', text))).toEqual(['return-orders']);
    expect(ids(searchNavigation(sidebar, 'divider', text))).toEqual([]);
  });

  it('returns matches in navigation order', () => {
    expect(ids(searchNavigation(sidebar, 'o', text))).toEqual([
      'dashboard',
      'all-orders',
      'return-orders',
      'billing',
      'api-token',
    ]);
  });

  it('finds nothing for an empty query or no match', () => {
    expect(searchNavigation(sidebar, '   ', text)).toEqual([]);
    expect(searchNavigation(sidebar, 'zzz', text)).toEqual([]);
  });

  it('skips items without a url', () => {
    const items: NavItem[] = [{ id: 'x', titleId: 'nav.help', type: 'item' }];
    expect(searchNavigation(items, 'ayuda', text)).toEqual([]);
  });

  it('normalizes text for comparison', () => {
    expect(normalizeSearchText('  Configuración ÁÉÍ ')).toBe('configuracion aei');
  });
});

describe('opensInNewTab', () => {
  it('opens http and https urls in a new tab', () => {
    expect(opensInNewTab({ id: 'a', titleId: 'a', type: 'link', url: 'https://help.example.com' })).toBe(
      true,
    );
    expect(opensInNewTab({ id: 'b', titleId: 'b', type: 'link', url: 'http://example.com' })).toBe(true);
  });

  it('keeps app paths in the same tab', () => {
    expect(opensInNewTab({ id: 'c', titleId: 'c', type: 'item', url: '/orders' })).toBe(false);
    expect(opensInNewTab({ id: 'd', titleId: 'd', type: 'divider' })).toBe(false);
  });

  it('follows an explicit target', () => {
    expect(opensInNewTab({ id: 'e', titleId: 'e', type: 'item', url: '/doc.pdf', target: '_blank' })).toBe(
      true,
    );
    expect(
      opensInNewTab({ id: 'f', titleId: 'f', type: 'link', url: 'https://x.test', target: '_self' }),
    ).toBe(false);
  });
});
