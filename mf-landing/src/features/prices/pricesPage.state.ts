// The /prices page's state (spec point 4 "Prices page"): the selected warehouse and tab, numbered as the
// specification numbers them.
export const PRICE_TABS = { reception: 1, storage: 2, processOrder: 3, returns: 4 } as const;
export type PriceTabKey = keyof typeof PRICE_TABS;
export type PriceTab = (typeof PRICE_TABS)[PriceTabKey];

const TAB_ORDER: readonly PriceTabKey[] = ['reception', 'storage', 'processOrder', 'returns'];

/** The tabs shown, in order; Returns is hidden unless asked for. */
export function visibleTabs(showReturns: boolean): PriceTabKey[] {
  return TAB_ORDER.filter((key) => showReturns || key !== 'returns');
}

export interface PricesPageState {
  /** null until someone chooses: the first warehouse listed is shown. */
  warehouseId: string | null;
  tab: PriceTab;
}

export type PricesPageAction =
  { type: 'warehouseChosen'; warehouseId: string } | { type: 'tabChosen'; tab: PriceTab };

export const initialPricesPageState: PricesPageState = { warehouseId: null, tab: PRICE_TABS.reception };

export function pricesPageReducer(state: PricesPageState, action: PricesPageAction): PricesPageState {
  switch (action.type) {
    case 'warehouseChosen':
      // Choosing a warehouse always starts again on Reception.
      return { warehouseId: action.warehouseId, tab: PRICE_TABS.reception };
    case 'tabChosen':
      return state.tab === action.tab ? state : { ...state, tab: action.tab };
    default:
      return state;
  }
}

/** The tab to show: the chosen one when it is visible, else Reception. */
export function shownTab(tab: PriceTab, showReturns: boolean): PriceTabKey {
  const key = TAB_ORDER.find((candidate) => PRICE_TABS[candidate] === tab) ?? 'reception';
  return visibleTabs(showReturns).includes(key) ? key : 'reception';
}
