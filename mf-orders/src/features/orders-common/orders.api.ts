// The merchant's order calls (spec point 7 and issue 17's routes), typed by the API's contract.
import type {
  BulkOrdersResult,
  Countries,
  CreateOrderBody,
  InventoryList,
  OrderComment,
  OrderDetail,
  OrderFilters,
  OrderList,
  OrderSummary,
  WarehouseList,
} from '@estiba/api/contract';
import { apiClient, savedTimeZone } from '@estiba/shared';

export type {
  BulkOrderOutcome,
  BulkOrdersResult,
  Country,
  CreateOrderBody,
  EcommerceStatus,
  FulfillmentStatus,
  InventoryRow,
  OrderAction,
  OrderComment,
  OrderDetail,
  OrderFilters,
  OrderLine,
  OrderList,
  OrderSummary,
  StatusChange,
  StoredFileRef,
  WarehouseStatus,
  WarehouseSummary,
} from '@estiba/api/contract';

/** The list's filters of spec point 3, beside paging, sort and the free search. */
export interface OrderListFilters {
  shopName: string;
  warehouseName: string;
  warehouseStatus: string;
  ecommerceStatus: string;
  fulfillmentStatus: string;
  /** `YYYY-MM-DD`, read by the API in the timezone header's zone. */
  createdFrom: string;
  createdTo: string;
}

export const NO_ORDER_FILTERS: OrderListFilters = {
  shopName: '',
  warehouseName: '',
  warehouseStatus: '',
  ecommerceStatus: '',
  fulfillmentStatus: '',
  createdFrom: '',
  createdTo: '',
};

export interface OrderListRequest {
  page: number;
  limit: number;
  /** The API's sort key; a leading '-' sorts descending. */
  sort?: string;
  search?: { field: string; value: string };
  filters: OrderListFilters;
}

/** The browser's IANA time zone (spec point 3's `timezone` header), or null when it cannot tell. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * The query of `GET client/orders`, spec point 3's names word for word: limit and page always, each filter
 * only when chosen, `createdAt[from]`/`createdAt[to]`, `sort`, and `search[field]`/`search[value]` only when
 * both are non-empty after trimming (spec point 5).
 */
export function orderListParams({ page, limit, sort, search, filters }: OrderListRequest): URLSearchParams {
  const params = new URLSearchParams({ limit: String(limit), page: String(page) });
  for (const key of [
    'shopName',
    'warehouseName',
    'warehouseStatus',
    'ecommerceStatus',
    'fulfillmentStatus',
  ] as const) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (filters.createdFrom.trim()) params.set('createdAt[from]', filters.createdFrom.trim());
  if (filters.createdTo.trim()) params.set('createdAt[to]', filters.createdTo.trim());
  if (sort) params.set('sort', sort);
  const field = search?.field.trim() ?? '';
  const value = search?.value.trim() ?? '';
  if (field && value) {
    params.set('search[field]', field);
    params.set('search[value]', value);
  }
  return params;
}

/**
 * The headers of the list's calls: the person's time zone (saved in account settings, else the browser's), so
 * dates and day filters agree with the dates shown.
 */
function timeZoneHeaders(): Record<string, string> {
  const zone = savedTimeZone() ?? browserTimeZone();
  return zone ? { timezone: zone } : {};
}

export async function fetchOrders(request: OrderListRequest, signal?: AbortSignal): Promise<OrderList> {
  const { data } = await apiClient.get<OrderList>('client/orders', {
    params: orderListParams(request),
    headers: timeZoneHeaders(),
    signal,
  });
  return data;
}

/** The values each filter offers (spec point 7: called when filters are requested). */
export async function fetchOrderFilters(): Promise<OrderFilters> {
  const { data } = await apiClient.get<OrderFilters>('client/orders/filters', { headers: timeZoneHeaders() });
  return data;
}

const orderPath = (orderId: string) => `client/order/${encodeURIComponent(orderId)}`;

export async function fetchOrder(orderId: string): Promise<OrderDetail> {
  const { data } = await apiClient.get<OrderDetail>(orderPath(orderId), { headers: timeZoneHeaders() });
  return data;
}

/** Send to process; the same call is Start Process for an order waiting as no_stock (FAQ). */
export async function processOrder(orderId: string): Promise<OrderDetail> {
  const { data } = await apiClient.post<OrderDetail>(`${orderPath(orderId)}/process`);
  return data;
}

export async function cancelOrder(orderId: string): Promise<OrderDetail> {
  const { data } = await apiClient.post<OrderDetail>(`${orderPath(orderId)}/cancel`);
  return data;
}

export async function processOrders(orderIds: string[]): Promise<BulkOrdersResult> {
  const { data } = await apiClient.post<BulkOrdersResult>('client/orders/process', { orderIds });
  return data;
}

/** `DELETE client/order` with the orders' ids in the body (spec point 7). */
export async function deleteOrders(orderIds: string[]): Promise<BulkOrdersResult> {
  const { data } = await apiClient.delete<BulkOrdersResult>('client/order', { data: { orderIds } });
  return data;
}

/** Creates an order; the same key answers with what the first request created (a retry creates nothing twice). */
export async function createOrder(body: CreateOrderBody, idempotencyKey: string): Promise<OrderDetail> {
  const { data } = await apiClient.post<OrderDetail>('client/order', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}

/** `POST client/order/{id}/comment`: the text and an optional file, as multipart (spec points 3 and 7). */
export async function addOrderComment(
  orderId: string,
  comment: string,
  file: File | null,
  idempotencyKey: string,
): Promise<OrderComment> {
  const form = new FormData();
  form.append('comment', comment);
  if (file) form.append('file', file, file.name);
  const { data } = await apiClient.post<OrderComment>(`${orderPath(orderId)}/comment`, form, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}

/**
 * Downloads a file the API serves to the signed-in merchant (a comment's attachment, the label): fetched with
 * the session's bearer token (a plain link would go without it), then saved through a temporary object URL.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const { data } = await apiClient.get<Blob>(url.replace(/^\/+/, ''), { responseType: 'blob' });
  const objectUrl = URL.createObjectURL(data);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(objectUrl);
  }
}

/** The warehouses an order can ship from (`GET warehouses`). */
export async function fetchWarehouses(): Promise<WarehouseList> {
  const { data } = await apiClient.get<WarehouseList>('warehouses');
  return data;
}

/** The countries catalogue (`GET countries`), names in the page's language. */
export async function fetchCountries(): Promise<Countries> {
  const { data } = await apiClient.get<Countries>('countries');
  return data;
}

/** The merchant's products matching `text` by name (or SKU), with their stock per warehouse. */
export async function searchCatalogue(
  field: 'name' | 'sku',
  text: string,
  limit: number,
  signal?: AbortSignal,
): Promise<InventoryList> {
  const params = new URLSearchParams({ page: '1', limit: String(limit) });
  const value = text.trim();
  if (value) {
    params.set('search[field]', field);
    params.set('search[value]', value);
  }
  const { data } = await apiClient.get<InventoryList>('warehouse/inventory', { params, signal });
  return data;
}

/** An order's summary as the list shows it, from the detail an action answered with. */
export const summaryOf = (order: OrderDetail): OrderSummary => {
  const {
    language: _language,
    address: _address,
    lines: _lines,
    carrier: _carrier,
    carrierService: _service,
    label: _label,
    trackingUrl: _trackingUrl,
    processedAt: _processed,
    shippedAt: _shipped,
    deliveredAt: _delivered,
    cancelledAt: _cancelled,
    history: _history,
    comments: _comments,
    allowedActions: _actions,
    ...summary
  } = order;
  return summary;
};
