// Warehouse staff's receiving calls: every client's receiving orders at the staff user's warehouse, a box found
// by its barcode, arrival, receiving a box and resolving its discrepancy. Staff read an order's detail through
// the merchant's own route (the API lets them see their warehouse's).
import type {
  ReceiveBoxBody,
  ReceivingOrderDetail,
  ReceivingOrderList,
  ReceivingOrderSummary,
  ResolveDiscrepancyBody,
  StaffBoxView,
} from '@estiba/api/contract';
import { apiClient } from '@estiba/shared';
import { listQueryParams, type ListPage, type ListQuery } from '@estiba/shared/list';

const segment = encodeURIComponent;

/** `GET staff/receiving-orders`: the list's page and search, and the status only when one is chosen. */
export function staffOrderParams(query: ListQuery, status: string): URLSearchParams {
  const params = listQueryParams({ ...query, sort: undefined, filters: [] });
  if (status.trim()) params.set('status', status.trim());
  return params;
}

export async function fetchStaffReceivingOrders(
  query: ListQuery,
  status: string,
): Promise<ListPage<ReceivingOrderSummary>> {
  const { data } = await apiClient.get<ReceivingOrderList>('staff/receiving-orders', {
    params: staffOrderParams(query, status),
  });
  return { rows: data.receivingOrders, totalRows: data.totalRows };
}

export async function fetchStaffReceivingOrder(receivingOrderId: string): Promise<ReceivingOrderDetail> {
  const { data } = await apiClient.get<ReceivingOrderDetail>(
    `warehouse/order/detail/${segment(receivingOrderId)}`,
  );
  return data;
}

/** in_transit → arrived: starts the boxes' receiving deadline. */
export async function markArrived(receivingOrderId: string): Promise<ReceivingOrderDetail> {
  const { data } = await apiClient.post<ReceivingOrderDetail>(
    `staff/receiving-orders/${segment(receivingOrderId)}/arrived`,
  );
  return data;
}

/** The box a label's barcode names (as scanned or typed), with its receiving order and client. */
export async function fetchBoxByBarcode(barcode: string): Promise<StaffBoxView> {
  const { data } = await apiClient.get<StaffBoxView>(`staff/receiving-boxes/${segment(barcode)}`);
  return data;
}

/** Receives the box once: a second receiver gets 409 "This box was already received by {name}". */
export async function receiveBox(boxId: string, body: ReceiveBoxBody): Promise<StaffBoxView> {
  const { data } = await apiClient.post<StaffBoxView>(
    `staff/receiving-boxes/${segment(boxId)}/receive`,
    body,
  );
  return data;
}

export async function resolveDiscrepancy(boxId: string, body: ResolveDiscrepancyBody): Promise<StaffBoxView> {
  const { data } = await apiClient.post<StaffBoxView>(
    `staff/receiving-boxes/${segment(boxId)}/resolve-discrepancy`,
    body,
  );
  return data;
}
