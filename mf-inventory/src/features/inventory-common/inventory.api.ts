// The inventory list call (spec point 7: `GET warehouse/inventory?limit=75`), used by the inventory screen and
// by the send-inventory wizard's product step (what is on hand at the chosen warehouse).
import { apiClient, INVENTORY_PAGE_LIMIT } from '@estiba/shared';
import { listQueryParams, type ListQuery } from '@estiba/shared/list';

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

/**
 * The query string of `GET warehouse/inventory`: the shared list's encoding (page, limit, `sort=field:direction`,
 * `filter=field:operator:value`, `search[field]` and `search[value]`, a search only when both are non-empty after
 * trimming) plus `warehouseId` when one warehouse is chosen.
 */
export function inventoryParams(query: ListQuery, warehouseId?: string): URLSearchParams {
  const params = listQueryParams(query);
  if (warehouseId) params.set('warehouseId', warehouseId);
  return params;
}

export async function fetchInventory(
  query: ListQuery,
  warehouseId?: string,
  signal?: AbortSignal,
): Promise<InventoryPage> {
  const { data } = await apiClient.get<InventoryPage>('warehouse/inventory', {
    params: inventoryParams(query, warehouseId),
    signal,
  });
  return data;
}

/** The first page of `limit` products, searched by `field` for `text` (ignored when blank). */
export function searchQuery(field: string, text: string, limit: number = INVENTORY_PAGE_LIMIT): ListQuery {
  const value = text.trim();
  return { page: 1, limit, filters: [], ...(field.trim() && value ? { search: { field, value } } : {}) };
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
