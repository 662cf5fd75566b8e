// The inventory list call (spec point 7: `GET warehouse/inventory?limit=75`), used by the inventory screen and
// by the send-inventory wizard's product step (what is on hand at the chosen warehouse).
import type { InventoryList, InventoryRow, WarehouseStock } from '@estiba/api/contract';
import { apiClient, INVENTORY_PAGE_LIMIT } from '@estiba/shared';
import { listQueryParams, type ListQuery } from '@estiba/shared/list';

export type { InventoryList, InventoryRow, StockFigures, WarehouseStock } from '@estiba/api/contract';

/** The fields the inventory's free search looks in. */
export type InventorySearchField = 'sku' | 'name' | 'barcode';

/**
 * The query string of `GET warehouse/inventory`: the shared list's encoding (page, limit, `sort=field:direction`,
 * `filter=field:operator:value`, `search[field]` and `search[value]`, a search only when both are non-empty after
 * trimming) plus `warehouseId` when one warehouse is chosen and `lowStock=true` for low stock only.
 */
export function inventoryParams(query: ListQuery, warehouseId?: string, lowStock = false): URLSearchParams {
  const params = listQueryParams(query);
  if (warehouseId) params.set('warehouseId', warehouseId);
  if (lowStock) params.set('lowStock', 'true');
  return params;
}

export async function fetchInventory(
  query: ListQuery,
  warehouseId?: string,
  signal?: AbortSignal,
  lowStock = false,
): Promise<InventoryList> {
  const { data } = await apiClient.get<InventoryList>('warehouse/inventory', {
    params: inventoryParams(query, warehouseId, lowStock),
    signal,
  });
  return data;
}

/** The first page of `limit` products, searched by `field` for `text` (ignored when blank). */
export function searchQuery(field: string, text: string, limit: number = INVENTORY_PAGE_LIMIT): ListQuery {
  const value = text.trim();
  return { page: 1, limit, filters: [], ...(field.trim() && value ? { search: { field, value } } : {}) };
}

/** A product's stock at one warehouse, or zeros when it has none there yet. */
export function stockAt(product: InventoryRow, warehouseId: string): WarehouseStock {
  return (
    product.warehouses.find((level) => level.warehouseId === warehouseId) ?? {
      warehouseId,
      warehouseName: '',
      onHand: 0,
      reserved: 0,
      available: 0,
      incoming: 0,
      damaged: 0,
      daysOfCover: null,
      unitsShippedLast30Days: 0,
    }
  );
}
