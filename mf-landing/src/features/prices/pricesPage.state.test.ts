import {
  initialPricesPageState,
  PRICE_TABS,
  pricesPageReducer,
  shownTab,
  visibleTabs,
} from './pricesPage.state';

describe('prices page state', () => {
  it('numbers the tabs 1 reception, 2 storage, 3 process order, 4 returns', () => {
    expect(PRICE_TABS).toEqual({ reception: 1, storage: 2, processOrder: 3, returns: 4 });
  });

  it('starts on Reception with no warehouse chosen', () => {
    expect(initialPricesPageState).toEqual({ warehouseId: null, tab: 1 });
  });

  it('resets the tab to Reception when a warehouse is chosen', () => {
    const onStorage = pricesPageReducer(initialPricesPageState, {
      type: 'tabChosen',
      tab: PRICE_TABS.storage,
    });
    expect(onStorage.tab).toBe(2);
    expect(pricesPageReducer(onStorage, { type: 'warehouseChosen', warehouseId: 'mx-cdmx' })).toEqual({
      warehouseId: 'mx-cdmx',
      tab: 1,
    });
  });

  it('keeps the warehouse when a tab is chosen', () => {
    const chosen = pricesPageReducer(initialPricesPageState, {
      type: 'warehouseChosen',
      warehouseId: 'us-mia',
    });
    expect(pricesPageReducer(chosen, { type: 'tabChosen', tab: 3 })).toEqual({
      warehouseId: 'us-mia',
      tab: 3,
    });
    expect(pricesPageReducer(chosen, { type: 'tabChosen', tab: 1 })).toBe(chosen);
  });

  it('hides Returns by default', () => {
    expect(visibleTabs(false)).toEqual(['reception', 'storage', 'processOrder']);
    expect(visibleTabs(true)).toEqual(['reception', 'storage', 'processOrder', 'returns']);
  });

  it('shows Reception in place of a hidden Returns tab', () => {
    expect(shownTab(4, false)).toBe('reception');
    expect(shownTab(4, true)).toBe('returns');
    expect(shownTab(2, false)).toBe('storage');
  });
});
