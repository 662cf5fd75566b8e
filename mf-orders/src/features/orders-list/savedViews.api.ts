// The orders list's saved views (issue 17): `GET client/saved-views?list=orders`, `POST client/saved-views`,
// `PATCH` and `DELETE client/saved-view/{id}`, typed by the API's contract. A view keeps the filters bar's
// filters by the API's names (createdAt[from], not the address's orders.createdAt.from).
import type { SavedView, SavedViewFilters, SavedViews } from '@estiba/api/contract';
import { apiClient } from '@estiba/shared';
import { NO_ORDER_FILTERS, type OrderListFilters } from '../orders-common';

export type { SavedView } from '@estiba/api/contract';

/** Each filter of the bar by the list's API name (GET client/orders's query, which a view's filters are). */
const API_NAMES: Record<keyof OrderListFilters, string> = {
  shopName: 'shopName',
  warehouseName: 'warehouseName',
  warehouseStatus: 'warehouseStatus',
  ecommerceStatus: 'ecommerceStatus',
  fulfillmentStatus: 'fulfillmentStatus',
  createdFrom: 'createdAt[from]',
  createdTo: 'createdAt[to]',
};

/** The bar's filters as a view keeps them: the chosen ones only, by their API names. */
export function viewFiltersOf(filters: OrderListFilters): SavedViewFilters {
  const result: SavedViewFilters = {};
  for (const key of Object.keys(API_NAMES) as (keyof OrderListFilters)[]) {
    const value = filters[key].trim();
    if (value) result[API_NAMES[key]] = value;
  }
  return result;
}

/** A view's filters as the bar shows them; what the bar has no field for is left out. */
export function orderFiltersOf(view: Pick<SavedView, 'filters'>): OrderListFilters {
  const result = { ...NO_ORDER_FILTERS };
  for (const key of Object.keys(API_NAMES) as (keyof OrderListFilters)[]) {
    const value = view.filters[API_NAMES[key]];
    if (typeof value === 'string') result[key] = value;
  }
  return result;
}

/** Whether the bar shows exactly the view's filters (the view is the one chosen). */
export const showsView = (filters: OrderListFilters, view: Pick<SavedView, 'filters'>): boolean =>
  JSON.stringify(orderFiltersOf(view)) === JSON.stringify({ ...NO_ORDER_FILTERS, ...filters });

export async function fetchSavedViews(): Promise<SavedView[]> {
  const { data } = await apiClient.get<SavedViews>('client/saved-views', { params: { list: 'orders' } });
  return data.views;
}

export async function createSavedView(
  view: { name: string; shared: boolean; filters: OrderListFilters },
  idempotencyKey: string,
): Promise<SavedView> {
  const { data } = await apiClient.post<SavedView>(
    'client/saved-views',
    { list: 'orders', name: view.name, shared: view.shared, filters: viewFiltersOf(view.filters) },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return data;
}

export async function updateSavedView(
  viewId: string,
  change: { name?: string; shared?: boolean },
): Promise<SavedView> {
  const { data } = await apiClient.patch<SavedView>(
    `client/saved-view/${encodeURIComponent(viewId)}`,
    change,
  );
  return data;
}

export async function deleteSavedView(viewId: string): Promise<void> {
  await apiClient.delete(`client/saved-view/${encodeURIComponent(viewId)}`);
}
