import { NO_ORDER_FILTERS, orderListParams } from './orders.api';

const decoded = (params: URLSearchParams) => decodeURIComponent(String(params).replace(/\+/g, ' '));

describe('GET client/orders parameters (spec point 3)', () => {
  it('names every filter as the spec does, createdAt as [from] and [to], after limit and page', () => {
    const params = orderListParams({
      page: 3,
      limit: 25,
      sort: '-totalMinor',
      search: { field: 'customerName', value: ' Lucía ' },
      filters: {
        shopName: 'Demo Woo',
        warehouseName: 'Laredo',
        warehouseStatus: 'no_stock',
        ecommerceStatus: 'unfulfilled',
        fulfillmentStatus: 'pending',
        createdFrom: '2026-11-01',
        createdTo: '2026-11-30',
      },
    });
    expect(decoded(params)).toBe(
      'limit=25&page=3&shopName=Demo Woo&warehouseName=Laredo&warehouseStatus=no_stock' +
        '&ecommerceStatus=unfulfilled&fulfillmentStatus=pending&createdAt[from]=2026-11-01' +
        '&createdAt[to]=2026-11-30&sort=-totalMinor&search[field]=customerName&search[value]=Lucía',
    );
  });

  it.each([
    ['an empty value', { field: 'reference', value: '   ' }],
    ['an empty field', { field: ' ', value: '#1001' }],
  ])('sends no search with %s (both must be non-empty after trimming)', (_label, search) => {
    expect(decoded(orderListParams({ page: 1, limit: 75, search, filters: NO_ORDER_FILTERS }))).toBe(
      'limit=75&page=1',
    );
  });

  it('leaves out filters that are blank', () => {
    const filters = { ...NO_ORDER_FILTERS, shopName: '  ', createdTo: ' ' };
    expect(decoded(orderListParams({ page: 1, limit: 75, filters }))).toBe('limit=75&page=1');
  });
});
