import { screen, within } from '@testing-library/react';
import { DESKTOP_WIDTH, MOBILE_WIDTH, renderWithChrome, setViewportWidth } from '../testing/renderWithChrome';
import { LandingLayout } from './LandingLayout';

function renderLanding() {
  return renderWithChrome(
    <LandingLayout>
      <h1>Fulfillment for your store</h1>
    </LandingLayout>,
    { route: '/' },
  );
}

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('the landing layout', () => {
  it('has a header with the logo, the page links, the language picker, Sign in and Start', () => {
    renderLanding();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(header.getByRole('img', { name: 'Estiba' })).toBeInTheDocument();

    // CSS shows these from 1360 px; jsdom matches style-sheet media queries at a fixed 1024 px, so here
    // they are hidden, and hidden elements have no accessible name: found by label and text instead
    // (the browser tests see them at 1366 px).
    const pages = within(header.getByLabelText('Site pages'));
    expect(pages.getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'))).toEqual([
      '/prices',
      '/carriers',
      '/services',
      '/ecommerces',
      '/contact',
      '/faq',
    ]);
    expect(header.getByRole('button', { name: /Change language/ })).toBeInTheDocument();
    expect(header.getByText('Sign in').closest('a')).toHaveAttribute('href', '/login');
    expect(header.getByText('Start').closest('a')).toHaveAttribute('href', '/register');
  });

  it('has a footer linking the services, contact, the three success stories and the legal and help pages', () => {
    renderLanding();
    const footer = within(screen.getByRole('contentinfo'));
    const hrefs = footer.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/services',
        '/contact',
        '/success-stories-acapella',
        '/success-stories-be-shine',
        '/success-stories-el-menu-de-mi-casa',
        '/terms-and-conditions',
        '/privacy-policies',
        '/help-fulfillment',
      ]),
    );
    expect(footer.getByRole('navigation', { name: 'Success stories' })).toBeInTheDocument();
  });

  it('puts the page in the main landmark, with no toolbar, navbar, settings panel or app footer', () => {
    renderLanding();
    expect(screen.getByRole('main')).toHaveTextContent('Fulfillment for your store');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Search the menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Theme and layout settings' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-navbar-state]')).toBeNull();
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
  });

  it('has the floating chat button, outside the main content and the footer', () => {
    renderLanding();
    const chat = screen.getByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(screen.getByRole('main')).not.toContainElement(chat);
    expect(screen.getByRole('contentinfo')).not.toContainElement(chat);
  });

  it('folds the page links into a drawer menu on small screens', async () => {
    setViewportWidth(MOBILE_WIDTH);
    const { user } = renderLanding();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    // The menu's code loads on this first opening.
    await screen.findByRole('button', { name: 'Close menu' });
    const drawer = document.getElementById('landing-mobile-menu') as HTMLElement;
    const links = within(drawer);
    expect(links.getByRole('link', { name: 'Prices' })).toHaveAttribute('href', '/prices');
    expect(links.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(links.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/register');

    await user.click(links.getByRole('button', { name: 'Close menu' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});

it('keeps the footer below the first screen while the page loads, so it never jumps down', () => {
  renderLanding();
  // jsdom does not apply media queries to computed styles: read the main area's rules instead.
  const mainClass = [...screen.getByRole('main').classList].find((name) => name.startsWith('css-'));
  const minHeights = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .filter((rule) => rule.includes(`.${mainClass} `))
    .flatMap((rule) => rule.match(/(@media \([^)]*\)).*min-height: ([^;]+);/)?.slice(1, 3) ?? []);
  // The main area alone is a screen tall, less the header's toolbar (56 px on phones, 64 px from sm).
  expect(minHeights).toEqual([
    '@media (min-width:0px)',
    'calc(100vh - 56px)',
    '@media (min-width:600px)',
    'calc(100vh - 64px)',
  ]);
});
