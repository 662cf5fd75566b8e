// The receiving orders list (spec point 7: `GET warehouse/order` with limit, page, warehouseName, boxStatus and
// search (field, value); "The payload is the response data").
import type { ReceivingOrderList, ReceivingOrderSummary } from '@estiba/api/contract';
import { apiClient } from '@estiba/shared';
import { listQueryParams, type ListPage, type ListQuery } from '@estiba/shared/list';

/** The two filters of spec point 3 beside the free search. */
export interface ReceivingOrderFilters {
  warehouseName: string;
  boxStatus: string;
}

/**
 * The list's query as the API reads it: limit and page always, a filter or the search only when non-empty
 * after trimming (spec point 5; the list already trims its search).
 */
export function receivingOrderParams(query: ListQuery, filters: ReceivingOrderFilters): URLSearchParams {
  const params = listQueryParams({ ...query, sort: undefined, filters: [] });
  const warehouseName = filters.warehouseName.trim();
  const boxStatus = filters.boxStatus.trim();
  if (warehouseName) params.set('warehouseName', warehouseName);
  if (boxStatus) params.set('boxStatus', boxStatus);
  return params;
}

export async function fetchReceivingOrders(
  query: ListQuery,
  filters: ReceivingOrderFilters,
): Promise<ListPage<ReceivingOrderSummary>> {
  const { data } = await apiClient.get<ReceivingOrderList>('warehouse/order', {
    params: receivingOrderParams(query, filters),
  });
  return { rows: data.receivingOrders, totalRows: data.totalRows };
}
