// The inventory list call (spec point 7: `GET warehouse/inventory?limit=75`), used by the inventory screen and
// by the send-inventory wizard's product step (what is on hand at the chosen warehouse).
import { apiClient, INVENTORY_PAGE_LIMIT } from '@estiba/shared';

// TODO(contract): replace with the API's types once `@estiba/api/contract` exports the inventory schemas.
export interface StockLevel {
  warehouseId: string;
  onHand: number;
  reserved: number;
  available: number;
  incoming: number;
  damaged: number;
  /** Available ÷ average units shipped per day over the last 30 days; null without sales. */
  daysOfCover: number | null;
  lowStock: boolean;
}

export interface InventoryProduct {
  id: string;
  sku: string;
  name: string;
  handle: string;
  barcode: string | null;
  stock: StockLevel[];
}

export interface InventoryPage {
  products: InventoryProduct[];
  totalRows: number;
}

export type InventorySearchField = 'sku' | 'name' | 'barcode';

export interface InventoryQuery {
  page?: number;
  limit?: number;
  warehouseId?: string;
  sort?: { field: string; direction: 'asc' | 'desc' };
  filter?: { field: string; operator: string; value: string };
  search?: { field: string; value: string };
}

/**
 * The query string of `GET warehouse/inventory`: limit (75 by default, spec point 9), page, warehouseId,
 * sort `field:direction`, filter `field:operator:value`, search `field:value` — a search or filter only when
 * both its parts are non-empty after trimming (spec point 5).
 */
export function inventoryParams(query: InventoryQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { limit: query.limit ?? INVENTORY_PAGE_LIMIT };
  if (query.page && query.page > 1) params.page = query.page;
  if (query.warehouseId) params.warehouseId = query.warehouseId;
  if (query.sort) params.sort = `${query.sort.field}:${query.sort.direction}`;
  const filterValue = query.filter?.value.trim();
  if (query.filter?.field.trim() && filterValue) {
    params.filter = `${query.filter.field}:${query.filter.operator}:${filterValue}`;
  }
  const searchValue = query.search?.value.trim();
  if (query.search?.field.trim() && searchValue) params.search = `${query.search.field}:${searchValue}`;
  return params;
}

export async function fetchInventory(query: InventoryQuery, signal?: AbortSignal): Promise<InventoryPage> {
  const { data } = await apiClient.get<InventoryPage>('warehouse/inventory', {
    params: inventoryParams(query),
    signal,
  });
  return data;
}

/** A product's stock level at one warehouse, or zeros when it has none there yet. */
export function stockAt(product: InventoryProduct, warehouseId: string): StockLevel {
  return (
    product.stock.find((level) => level.warehouseId === warehouseId) ?? {
      warehouseId,
      onHand: 0,
      reserved: 0,
      available: 0,
      incoming: 0,
      damaged: 0,
      daysOfCover: null,
      lowStock: false,
    }
  );
}
