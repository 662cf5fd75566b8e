import { screen, within } from '@testing-library/react';
import { setAppConfig, type NavItem, type Role } from '@estiba/shared';
import { makeUser, renderWithChrome } from '../layout/testing/renderWithChrome';
import { HELP_URL, SIDEBAR, SIDEBAR_MESSAGES } from '../layout/testing/sidebar.fixture';
import { NavigationMenu } from './NavigationMenu';

let mockIsDefaultBrand = true;
jest.mock('../branding', () => ({
  useBrand: () => ({
    key: mockIsDefaultBrand ? 'default' : 'shop.partner.test',
    isDefault: mockIsDefaultBrand,
    name: mockIsDefaultBrand ? 'Estiba' : 'Partner',
    logoUrl: '/logo.svg',
    welcomeMessageId: 'shell.welcome.default',
    siteId: 'site',
    stylesheetUrl: '/themes/default.css',
    themeName: null,
  }),
}));

function renderMenu(
  options: {
    route?: string;
    items?: NavItem[];
    billingEnabled?: boolean;
    orientation?: 'vertical' | 'horizontal';
    roles?: Role[];
  } = {},
) {
  return renderWithChrome(
    <nav aria-label="Main navigation">
      <NavigationMenu items={options.items ?? SIDEBAR} orientation={options.orientation} />
    </nav>,
    {
      route: options.route ?? '/welcome',
      user: makeUser({ billingEnabled: options.billingEnabled ?? false, role: options.roles ?? ['user'] }),
      messages: SIDEBAR_MESSAGES,
    },
  );
}

const link = (name: string) => screen.queryByRole('link', { name });

beforeEach(() => {
  mockIsDefaultBrand = true;
  setAppConfig({ environment: 'development' });
});

afterAll(() => setAppConfig({ environment: 'production' }));

describe('the sidebar menu', () => {
  it('shows the API-token item on the product’s own host and hides it on a white-label host', () => {
    const { unmount } = renderMenu();
    expect(link('Get API Token')).toHaveAttribute('href', '/api-token');
    unmount();

    mockIsDefaultBrand = false;
    renderMenu();
    expect(link('Get API Token')).not.toBeInTheDocument();
    expect(link('Dashboard')).toBeInTheDocument();
  });

  it('shows Billing Information in production only to a user the billing check lets in', () => {
    setAppConfig({ environment: 'production' });
    const { unmount } = renderMenu({ billingEnabled: false });
    expect(link('Billing Information')).not.toBeInTheDocument();
    unmount();

    renderMenu({ billingEnabled: true });
    expect(link('Billing Information')).toHaveAttribute('href', '/billing-information');
  });

  it('shows Billing Information to everybody outside production', () => {
    renderMenu({ billingEnabled: false });
    expect(link('Billing Information')).toBeInTheDocument();
  });

  it('hides the return-orders item in production', async () => {
    setAppConfig({ environment: 'production' });
    const { user, unmount } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Orders' }));
    expect(link('All Orders')).toBeInTheDocument();
    expect(link('Return Orders')).not.toBeInTheDocument();
    unmount();

    setAppConfig({ environment: 'staging' });
    const second = renderMenu();
    await second.user.click(screen.getByRole('button', { name: 'Orders' }));
    expect(link('Return Orders')).toHaveAttribute('href', '/returns');
  });

  it('opens an item with an http url in a new tab, without a handle on this page', () => {
    renderMenu();
    const help = link('Help');
    expect(help).toHaveAttribute('href', HELP_URL);
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link('Settings')).not.toHaveAttribute('target');
  });

  it('hides items the person’s roles do not reach, and keeps the rest in order', () => {
    renderMenu();
    expect(link('Warehouses')).not.toBeInTheDocument();
    const names = screen.getAllByRole('link').map((element) => element.textContent);
    expect(names).toEqual([
      'Dashboard',
      'Integrations',
      'Billing Information',
      'Get API Token',
      'Settings',
      'Help',
      'Logout',
    ]);
  });

  it.each<[string, Role[], string[], string[]]>([
    [
      'a merchant',
      ['user'],
      ['Dashboard', 'Integrations', 'Billing Information', 'Get API Token', 'Settings', 'Help', 'Logout'],
      ['Inventory Shipments', 'Orders'],
    ],
    ['warehouse staff', ['staff'], ['Dashboard', 'Settings', 'Help', 'Warehouses', 'Logout'], []],
    ['an admin', ['admin'], ['Dashboard', 'Settings', 'Help', 'Warehouses', 'Logout'], []],
  ])('shows %s the items of their role only', (_who, roles, links, collapses) => {
    renderMenu({ roles });
    expect(screen.getAllByRole('link').map((element) => element.textContent)).toEqual(links);
    const buttons = screen.queryAllByRole('button').map((element) => element.textContent);
    expect(buttons.filter((name) => ['Inventory Shipments', 'Orders'].includes(name ?? ''))).toEqual(
      collapses,
    );
  });

  it('draws groups with a heading, collapses that open and close, dividers and badges', async () => {
    const { user } = renderMenu();
    expect(screen.getByText('Account')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('separator')).toBeInTheDocument();

    const orders = screen.getByRole('button', { name: 'Orders' });
    expect(orders).toHaveAttribute('aria-expanded', 'false');
    await user.click(orders);
    expect(orders).toHaveAttribute('aria-expanded', 'true');
    const createOrder = screen.getByRole('link', { name: /Create Order/ });
    expect(within(createOrder).getByText('New')).toBeInTheDocument();

    await user.click(orders);
    expect(orders).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page and opens the collapse that holds it', () => {
    renderMenu({ route: '/orders' });
    expect(screen.getByRole('button', { name: 'Orders' })).toHaveAttribute('aria-expanded', 'true');
    expect(link('All Orders')).toHaveAttribute('aria-current', 'page');
    expect(link('Dashboard')).not.toHaveAttribute('aria-current');
  });

  describe('across the top (layouts 2 and 3)', () => {
    it('opens a collapse as a popup menu and closes it with Escape, back on its button', async () => {
      const { user } = renderMenu({ orientation: 'horizontal' });
      const orders = screen.getByRole('button', { name: 'Orders' });
      expect(orders).toHaveAttribute('aria-haspopup', 'menu');

      await user.click(orders);
      const menu = screen.getByRole('menu');
      expect(within(menu).getByRole('menuitem', { name: 'All Orders' })).toHaveAttribute('href', '/orders');

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(orders).toHaveFocus();
    });

    it('opens from the keyboard with the first entry focused', async () => {
      const { user } = renderMenu({ orientation: 'horizontal' });
      await user.tab();
      expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
      // Integrations, Inventory Shipments, Orders.
      await user.tab();
      await user.tab();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Orders' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('menuitem', { name: 'All Orders' })).toHaveFocus();
    });

    it('keeps the visibility rules and opens http items in a new tab', () => {
      mockIsDefaultBrand = false;
      renderMenu({ orientation: 'horizontal' });
      expect(link('Get API Token')).not.toBeInTheDocument();
      expect(link('Dashboard')).toHaveAttribute('href', '/welcome');
    });
  });
});
