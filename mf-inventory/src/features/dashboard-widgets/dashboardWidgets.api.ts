// The calls of the inventory's dashboard widgets (issue 20), types from the API's contract.
import type { BelowCover, ReceivingDue, StaffReceivingQueue, StockByWarehouse } from '@estiba/api/contract';
import { apiClient } from '@estiba/shared';

export type {
  BelowCover,
  BelowCoverProduct,
  ReceivingDue,
  ReceivingDueOrder,
  StaffReceivingQueue,
  StockByWarehouse,
  WarehouseStockValue,
} from '@estiba/api/contract';

export const fetchStockByWarehouse = async (): Promise<StockByWarehouse> =>
  (await apiClient.get<StockByWarehouse>('dashboard/inventory/stock')).data;

/** The API's default threshold (14 days) and rows (5) apply. */
export const fetchBelowCover = async (): Promise<BelowCover> =>
  (await apiClient.get<BelowCover>('dashboard/inventory/below-cover')).data;

/** The API's default window (7 days) and rows (5) apply. */
export const fetchReceivingDue = async (): Promise<ReceivingDue> =>
  (await apiClient.get<ReceivingDue>('dashboard/inventory/receiving-due')).data;

export const fetchStaffReceivingQueue = async (): Promise<StaffReceivingQueue> =>
  (await apiClient.get<StaffReceivingQueue>('staff/dashboard/receiving')).data;
