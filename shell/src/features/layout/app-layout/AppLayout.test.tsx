import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getContrastRatio } from '@mui/material';
import { DEFAULT_LAYOUT_SETTINGS, setAppConfig, type LayoutSettings } from '@estiba/shared';
import { SETTINGS_STORAGE_KEY } from '../../settings-panel';
import { ShellThemeProvider } from '../../theme';
import {
  DESKTOP_WIDTH,
  makeUser,
  MOBILE_WIDTH,
  renderWithChrome,
  setViewportWidth,
} from '../testing/renderWithChrome';
import { SIDEBAR, SIDEBAR_MESSAGES, TOOLBAR_TITLES } from '../testing/sidebar.fixture';
import { AppLayout } from './AppLayout';

function saveLayout(change: Partial<LayoutSettings>) {
  localStorage.setItem(
    SETTINGS_STORAGE_KEY,
    JSON.stringify({
      defaults: null,
      users: {
        'user-1': {
          theme: { main: null, navbar: null, toolbar: null, footer: null },
          layout: { ...DEFAULT_LAYOUT_SETTINGS, ...change },
        },
      },
    }),
  );
}

function renderLayout(route = '/welcome', user = makeUser()) {
  return renderWithChrome(
    <ShellThemeProvider>
      <AppLayout navigation={SIDEBAR} toolbarTitles={TOOLBAR_TITLES}>
        <p>Page content</p>
      </AppLayout>
    </ShellThemeProvider>,
    { route, user, messages: SIDEBAR_MESSAGES },
  );
}

const mainNavigation = () => screen.getByRole('navigation', { name: 'Main navigation' });
const navbarPaper = () => mainNavigation().closest('[data-navbar-state]');
const storedLayout = () =>
  JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}').users['user-1'].layout;

beforeEach(() => {
  localStorage.clear();
  setAppConfig({ environment: 'development' });
  setViewportWidth(DESKTOP_WIDTH);
});

afterAll(() => setAppConfig({ environment: 'production' }));

describe('the app layout', () => {
  it('has the landmarks: toolbar, navigation, main content and footer', () => {
    renderLayout();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(mainNavigation()).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page content');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Estiba`);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
  });

  it('shows the client name, Client ID, e-mail and the shipping-platform integration in the navbar', () => {
    renderLayout();
    const navbar = within(navbarPaper() as HTMLElement);
    expect(navbar.getByText('Acme Retail')).toBeInTheDocument();
    expect(navbar.getByText('Client ID: CL-0042')).toBeInTheDocument();
    expect(navbar.getByText('ana@acme.test')).toBeInTheDocument();
    expect(navbar.getByText(/Integrated with/)).toHaveTextContent('Integrated with the shipping platform');
    expect(navbar.getByText('ID: SP-7781')).toBeInTheDocument();
  });

  it('leaves the integration out when the client has not integrated the shipping platform', () => {
    renderLayout('/welcome', makeUser({ shippingPlatformIntegrated: false, shippingPlatformId: null }));
    expect(screen.queryByText(/Integrated with/)).not.toBeInTheDocument();
  });

  it('docks the navbar at 280 px, folds it to 64 px, opens it on hover, and remembers the fold', async () => {
    const { user } = renderLayout();
    expect(navbarPaper()).toHaveAttribute('data-navbar-state', 'open');
    expect(navbarPaper()).toHaveStyle({ width: '280px' });

    await user.click(screen.getByRole('button', { name: 'Fold the navigation' }));
    expect(navbarPaper()).toHaveAttribute('data-navbar-state', 'folded');
    expect(navbarPaper()).toHaveStyle({ width: '64px' });
    expect(storedLayout().navbar.folded).toBe(true);

    fireEvent.mouseEnter(navbarPaper() as HTMLElement);
    expect(navbarPaper()).toHaveAttribute('data-navbar-state', 'folded-open');
    expect(navbarPaper()).toHaveStyle({ width: '280px' });

    fireEvent.mouseLeave(navbarPaper() as HTMLElement);
    expect(navbarPaper()).toHaveAttribute('data-navbar-state', 'folded');

    await user.click(screen.getByRole('button', { name: 'Unfold the navigation' }));
    expect(navbarPaper()).toHaveAttribute('data-navbar-state', 'open');
    expect(storedLayout().navbar.folded).toBe(false);
  });

  it('opens the folded navbar while keyboard focus is inside it', async () => {
    saveLayout({ navbar: { ...DEFAULT_LAYOUT_SETTINGS.navbar, folded: true } });
    renderLayout();
    expect(navbarPaper()).toHaveAttribute('data-navbar-state', 'folded');
    act(() => screen.getByRole('link', { name: 'Dashboard' }).focus());
    expect(navbarPaper()).toHaveAttribute('data-navbar-state', 'folded-open');
  });

  it('uses a temporary drawer on small screens, opened from the toolbar and closed by choosing a page', async () => {
    setViewportWidth(MOBILE_WIDTH);
    const { user } = renderLayout();
    expect(screen.queryByRole('button', { name: 'Fold the navigation' })).not.toBeInTheDocument();

    const menuButton = screen.getByRole('button', { name: 'Open the navigation' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(navbarPaper()).toHaveAttribute('data-navbar-state', 'mobile-open');

    await user.click(screen.getByRole('link', { name: 'Integrations' }));
    await waitFor(() => expect(navbarPaper()).toHaveAttribute('data-navbar-state', 'closed'));
  });

  it.each([
    ['/welcome', 'Dashboard'],
    ['/orders', 'Orders'],
    ['/orders/7d0c1f6e-2b1a-4c3d-9e8f-000000000001', 'Orders'],
    ['/orders/create', 'New Order'],
    ['/api-token', 'Get API Token'],
  ])('titles the toolbar of %s by its first path segment or a more specific route: %s', (route, title) => {
    renderLayout(route);
    expect(within(screen.getByRole('banner')).getByText(title, { selector: 'p' })).toBeInTheDocument();
  });

  it("leaves the page's one h1 to the screen: the toolbar's title is no heading", () => {
    renderWithChrome(
      <ShellThemeProvider>
        <AppLayout navigation={SIDEBAR} toolbarTitles={TOOLBAR_TITLES}>
          <h1>All orders</h1>
        </AppLayout>
      </ShellThemeProvider>,
      { route: '/orders', user: makeUser(), messages: SIDEBAR_MESSAGES },
    );
    expect(within(screen.getByRole('banner')).getByText('Orders')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'All orders',
    ]);
  });

  it('shows no title for a segment without one', () => {
    renderLayout('/apps/project');
    expect(
      within(screen.getByRole('banner')).queryByText(/^(Dashboard|Orders|Get API Token)$/, { selector: 'p' }),
    ).toBeNull();
  });

  it('has the search box, the language picker, the settings button and the user menu in the toolbar', async () => {
    const { user } = renderLayout();
    const toolbar = within(screen.getByRole('banner'));
    expect(toolbar.getByRole('combobox', { name: 'Search the menu' })).toBeInTheDocument();
    expect(toolbar.getByRole('button', { name: /Change language/ })).toBeInTheDocument();

    await user.click(toolbar.getByRole('button', { name: 'Account menu of Ana Pérez' }));
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/pages/profile');
    expect(screen.getByRole('menuitem', { name: 'Notifications' })).toHaveAttribute('href', '/apps/mail');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('href', '/logout');
  });

  it('names the user menu button by its label only, its initials hidden and readable on the avatar', () => {
    renderLayout();
    const button = within(screen.getByRole('banner')).getByRole('button', {
      name: 'Account menu of Ana Pérez',
    });
    const avatar = within(button).getByText('AP');
    expect(avatar.closest('[aria-hidden="true"]')).not.toBeNull();
    // Named by its content, not an aria-label that would differ from the visible name and client.
    expect(button).not.toHaveAttribute('aria-label');
    const { color, backgroundColor } = getComputedStyle(avatar);
    expect(getContrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });

  it('opens the settings panel from the toolbar', async () => {
    const { user } = renderLayout();
    const button = screen.getByRole('button', { name: 'Theme and layout settings' });
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Theme and layout' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the content within 1200 px', () => {
    renderLayout();
    expect(screen.getByText('Page content').parentElement).toHaveStyle({ maxWidth: '1200px' });
  });

  describe('follows the layout settings', () => {
    it('layout 2: the navigation runs across the top and there is no side navbar', () => {
      saveLayout({ style: 'layout2' });
      renderLayout();
      expect(mainNavigation()).toBeInTheDocument();
      expect(document.querySelector('[data-navbar-state]')).toBeNull();
      expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
      // With no side navbar the toolbar carries the logo.
      expect(within(screen.getByRole('banner')).getByRole('img', { name: 'Estiba' })).toBeInTheDocument();
    });

    it('layout 3 boxed: the page is at most 1120 px wide', () => {
      saveLayout({ style: 'layout3', mode: 'boxed' });
      renderLayout();
      expect(document.querySelector('[data-layout="layout3"]')).toHaveStyle({ maxWidth: '1120px' });
    });

    it('boxed layout 1: at most 1280 px; container mode: rows of 1120 px', () => {
      saveLayout({ mode: 'boxed' });
      const { unmount } = renderLayout();
      expect(document.querySelector('[data-layout="layout1"]')).toHaveStyle({ maxWidth: '1280px' });
      unmount();

      saveLayout({ mode: 'container' });
      renderLayout();
      expect(screen.getByText('Page content').parentElement).toHaveStyle({ maxWidth: '1120px' });
    });

    it('hides the navbar, the toolbar and the footer when told to', () => {
      saveLayout({
        navbar: { ...DEFAULT_LAYOUT_SETTINGS.navbar, display: false },
        toolbar: { ...DEFAULT_LAYOUT_SETTINGS.toolbar, display: false },
        footer: { ...DEFAULT_LAYOUT_SETTINGS.footer, display: false },
      });
      renderLayout();
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      expect(screen.getByRole('main')).toHaveTextContent('Page content');
    });

    it('puts the navbar on the right', () => {
      saveLayout({ navbar: { ...DEFAULT_LAYOUT_SETTINGS.navbar, position: 'right' } });
      renderLayout();
      expect(navbarPaper()?.closest('.MuiDrawer-root')).toHaveClass('MuiDrawer-anchorRight');
      expect(document.querySelector('.MuiDrawer-root')?.parentElement).toHaveStyle({
        flexDirection: 'row-reverse',
      });
    });

    it('scrolls the content area, or the whole page', () => {
      const { unmount } = renderLayout();
      expect(document.querySelector('[data-layout-scroll="content"]')).toHaveStyle({ overflow: 'hidden' });
      expect(document.querySelector('.layout-content')).toHaveStyle({ overflowY: 'auto' });
      unmount();

      saveLayout({ scroll: 'body' });
      renderLayout();
      expect(document.querySelector('[data-layout-scroll="body"]')).not.toHaveStyle({ overflow: 'hidden' });
    });

    it('keeps a fixed toolbar in view and lets a static one scroll away', () => {
      const { unmount } = renderLayout();
      expect(screen.getByRole('banner')).toHaveClass('MuiAppBar-positionSticky');
      unmount();

      saveLayout({ toolbar: { ...DEFAULT_LAYOUT_SETTINGS.toolbar, style: 'static' } });
      renderLayout();
      expect(screen.getByRole('banner')).toHaveClass('MuiAppBar-positionStatic');
    });
  });
});
