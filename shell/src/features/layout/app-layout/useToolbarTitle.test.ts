import { firstPathSegment, toolbarTitleId } from './useToolbarTitle';

const TITLES = {
  '': 'shell.toolbar.home',
  orders: 'orders.toolbar.orders',
  'orders/create': 'orders.toolbar.newOrder',
  'orders/import/overview': 'orders.toolbar.importOverview',
};

describe('toolbarTitleId', () => {
  it.each([
    ['/orders', 'orders.toolbar.orders'],
    ['/orders/', 'orders.toolbar.orders'],
    ['/orders/create', 'orders.toolbar.newOrder'],
    ['/orders/create/', 'orders.toolbar.newOrder'],
    // Whole segments only: another route that starts with the same letters keeps the segment's title.
    ['/orders/create-bulk', 'orders.toolbar.orders'],
    ['/orders/7d0c1f6e-2b1a-4c3d-9e8f-000000000001', 'orders.toolbar.orders'],
    // The longest key wins; a key in between that is absent falls back to the shorter one.
    ['/orders/import/overview', 'orders.toolbar.importOverview'],
    ['/orders/import', 'orders.toolbar.orders'],
    ['/', 'shell.toolbar.home'],
  ])('titles %s with %s', (path, id) => {
    expect(toolbarTitleId(TITLES, path)).toBe(id);
  });

  it('has no title for a path none of the keys names', () => {
    expect(toolbarTitleId(TITLES, '/apps/project')).toBeNull();
    expect(toolbarTitleId({ orders: 'orders.toolbar.orders' }, '/')).toBeNull();
  });

  it('still reads the first segment alone', () => {
    expect(firstPathSegment('/orders/create')).toBe('orders');
  });
});
