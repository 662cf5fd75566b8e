// The warehouses a merchant can send inventory to and look at: GET /warehouses (with the caller's stock in each)
// and GET /warehouses/{warehouseId} (with its price list).
import type { WarehouseDetail, WarehouseList, WarehouseSummary } from '@estiba/api/contract';
import { apiClient } from '@estiba/shared';

export type { WarehouseDetail, WarehouseSummary } from '@estiba/api/contract';

export async function fetchWarehouses(): Promise<WarehouseSummary[]> {
  const { data } = await apiClient.get<WarehouseList>('warehouses');
  return data;
}

export async function fetchWarehouse(warehouseId: string): Promise<WarehouseDetail> {
  const { data } = await apiClient.get<WarehouseDetail>(`warehouses/${encodeURIComponent(warehouseId)}`);
  return data;
}
