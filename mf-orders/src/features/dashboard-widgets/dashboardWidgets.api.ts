// The orders widgets' calls (issue 20), typed by the API's contract. Days are the person's (saved time zone, else
// the browser's), sent as the orders list sends them, so "today" here is the list's today too.
import type { OrdersByWarehouseStatus, ShippedPerDay, WorkQueueSummary } from '@estiba/api/contract';
import { apiClient, savedTimeZone } from '@estiba/shared';
import { browserTimeZone } from '../orders-common';

export type {
  OrdersByWarehouseStatus,
  ShippedDay,
  ShippedPerDay,
  StatusCount,
  WorkQueueSummary,
  WorkStep,
  WorkStepSummary,
} from '@estiba/api/contract';

/** The days the shipped chart covers, today included. */
export const SHIPPED_DAYS = 30;

function timeZoneHeaders(): Record<string, string> {
  const zone = savedTimeZone() ?? browserTimeZone();
  return zone ? { timezone: zone } : {};
}

export async function fetchOrdersToday(): Promise<OrdersByWarehouseStatus> {
  const { data } = await apiClient.get<OrdersByWarehouseStatus>('dashboard/orders/by-warehouse-status', {
    headers: timeZoneHeaders(),
  });
  return data;
}

export async function fetchShippedPerDay(): Promise<ShippedPerDay> {
  const { data } = await apiClient.get<ShippedPerDay>('dashboard/orders/shipped-per-day', {
    params: { days: SHIPPED_DAYS },
    headers: timeZoneHeaders(),
  });
  return data;
}

/** Staff: their warehouse's; admins: every warehouse's. */
export async function fetchWorkQueueSummary(): Promise<WorkQueueSummary> {
  const { data } = await apiClient.get<WorkQueueSummary>('staff/dashboard/work-queue');
  return data;
}

/**
 * The orders list filtered as a widget counts (`/orders?orders.warehouseStatus=…`, the list's address keys): one
 * warehouse status, created on `day` (the list reads days in the same zone).
 */
export function ordersListHref(status: string, day: string): string {
  const params = new URLSearchParams({
    'orders.warehouseStatus': status,
    'orders.createdAt.from': day,
    'orders.createdAt.to': day,
  });
  return `/orders?${params.toString()}`;
}
