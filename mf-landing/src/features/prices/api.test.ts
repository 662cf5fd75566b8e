import { failing, mockApi, ok, type MockedApi } from '@estiba/shared/testing';
import { fetchWarehousePrices, isWarehousePrice } from './api';
import { WAREHOUSE_PRICES } from './warehousePrices.fixture';

let api: MockedApi | null = null;
afterEach(() => {
  api?.restore();
  api = null;
});

describe('fetchWarehousePrices', () => {
  it('asks GET warehouse/prices and gives the warehouses', async () => {
    api = mockApi(ok(WAREHOUSE_PRICES));
    await expect(fetchWarehousePrices()).resolves.toEqual(WAREHOUSE_PRICES);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ method: 'get', url: 'warehouse/prices' });
  });

  it('leaves out a warehouse the calculators could not price', async () => {
    const broken = { ...WAREHOUSE_PRICES[0], id: 'broken', categories: { reception: { services: [] } } };
    api = mockApi(ok([broken, WAREHOUSE_PRICES[1]]));
    await expect(fetchWarehousePrices()).resolves.toEqual([WAREHOUSE_PRICES[1]]);
  });

  it('fails on an answer that is not a list', async () => {
    api = mockApi(ok({ message: 'nope' }));
    await expect(fetchWarehousePrices()).rejects.toThrow('Unexpected response');
  });

  it('fails with the request, with the error catalogue’s 500 text', async () => {
    api = mockApi(failing(500, { message: 'stack trace' }));
    await expect(fetchWarehousePrices()).rejects.toThrow(
      "Sorry, we're experiencing technical difficulties. Contact us for assistance.",
    );
  });
});

describe('isWarehousePrice', () => {
  it('accepts a warehouse with its four categories', () => {
    expect(WAREHOUSE_PRICES.every(isWarehousePrice)).toBe(true);
  });

  it('rejects a range without a price, a missing category, or no object at all', () => {
    const [first] = WAREHOUSE_PRICES;
    const noPrice = {
      ...first,
      categories: {
        ...first.categories,
        storage: { ...first.categories.storage, ranges: [{ min: 1, max: 2 }] },
      },
    };
    const { returns: _returns, ...withoutReturns } = first.categories;
    expect(isWarehousePrice(noPrice)).toBe(false);
    expect(isWarehousePrice({ ...first, categories: withoutReturns })).toBe(false);
    expect(isWarehousePrice(null)).toBe(false);
  });
});
