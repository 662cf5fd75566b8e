import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { setAppConfig, SEARCH_MAX_SUGGESTIONS, type NavItem } from '@estiba/shared';
import { makeUser, renderWithChrome } from '../layout/testing/renderWithChrome';
import { HELP_URL, SIDEBAR, SIDEBAR_MESSAGES } from '../layout/testing/sidebar.fixture';
import { NavigationSearch } from './NavigationSearch';

/** Twelve reports, two more than the box may suggest. */
const REPORT_COUNT = 12;
const REPORTS: NavItem[] = Array.from({ length: REPORT_COUNT }, (_, index) => ({
  id: `report-${index + 1}`,
  titleId: `nav.report.${index + 1}`,
  type: 'item',
  url: `/reports/${index + 1}`,
}));
const REPORT_MESSAGES = Object.fromEntries(
  REPORTS.map((item, index) => [item.titleId, `Report ${index + 1}`]),
);

function Location() {
  const { pathname } = useLocation();
  return <output aria-label="Current page">{pathname}</output>;
}

function renderSearch(items: NavItem[]) {
  return renderWithChrome(
    <>
      <NavigationSearch items={items} />
      <Location />
    </>,
    { route: '/welcome', user: makeUser(), messages: { ...SIDEBAR_MESSAGES, ...REPORT_MESSAGES } },
  );
}

const searchBox = () => screen.getByRole('combobox', { name: 'Search the menu' });

beforeEach(() => setAppConfig({ environment: 'development' }));
afterAll(() => setAppConfig({ environment: 'production' }));

describe('the navigation search box', () => {
  it(`suggests at most ${SEARCH_MAX_SUGGESTIONS} titles`, async () => {
    const { user } = renderSearch(REPORTS);
    await user.type(searchBox(), 'report');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(SEARCH_MAX_SUGGESTIONS);
    expect(options[0]).toHaveTextContent('Report 1');
  });

  it("says 'No results..' when no title matches", async () => {
    const { user } = renderSearch(SIDEBAR);
    await user.type(searchBox(), 'zzz');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText('No results..')).toBeInTheDocument();
  });

  it("says 'No results..' for text pasted in one go", async () => {
    const { user } = renderSearch(SIDEBAR);
    await user.click(searchBox());
    await user.paste('zzq');
    expect(searchBox()).toHaveValue('zzq');
    expect(screen.getByText('No results..')).toBeInTheDocument();
  });

  it('suggests the matching titles for pasted text, and for a first key alone', async () => {
    const { user } = renderSearch(SIDEBAR);
    await user.click(searchBox());
    await user.paste('inventory');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Inventory Orders',
      'Send Inventory',
    ]);

    await user.clear(searchBox());
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.keyboard('h');
    expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
  });

  it('keeps the list closed while the box holds only spaces', async () => {
    const { user } = renderSearch(SIDEBAR);
    await user.click(searchBox());
    await user.paste('   ');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.queryByText('No results..')).not.toBeInTheDocument();
  });

  it('searches the translated titles of nested items, ignoring case and accents', async () => {
    const { user } = renderSearch(SIDEBAR);
    await user.type(searchBox(), 'INVENTÓRY');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Inventory Orders',
      'Send Inventory',
    ]);
  });

  it('opens the chosen page with the keyboard', async () => {
    const { user } = renderSearch(SIDEBAR);
    await user.type(searchBox(), 'all ord');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent('/orders');
    expect(searchBox()).toHaveValue('');
  });

  it('opens an http result in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderSearch(SIDEBAR);
    await user.type(searchBox(), 'help');
    await user.click(screen.getByRole('option', { name: /Help/ }));
    expect(open).toHaveBeenCalledWith(HELP_URL, '_blank', 'noopener,noreferrer');
    expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent('/welcome');
    open.mockRestore();
  });

  it('does not suggest items the sidebar hides', async () => {
    setAppConfig({ environment: 'production' });
    const { user } = renderSearch(SIDEBAR);
    await user.type(searchBox(), 'return');
    expect(screen.getByText('No results..')).toBeInTheDocument();
  });
});
