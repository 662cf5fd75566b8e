// How a product's stock reads in the list, the rule of the API's stock-rules.ts (stockState), here for the rows a
// `stock.changed` event updates in place. The API sends each row's state; this only moves it on.
import type { InventoryRow } from '../inventory-common';

export type StockState = InventoryRow['stockState'];

/**
 * noStockYet: nothing available and never stocked (a new product: nothing to flag); outOfStock: it had units and
 * none is available; lowStock: some available, at or below the threshold; inStock: otherwise.
 */
export function stockStateOf(
  available: number,
  lowStockThreshold: number | null,
  stocked: boolean,
): StockState {
  if (available <= 0) return stocked ? 'outOfStock' : 'noStockYet';
  if (lowStockThreshold !== null && available <= lowStockThreshold) return 'lowStock';
  return 'inStock';
}

/** The states the list highlights (and its "low stock only" filter keeps): they need restocking. */
export const needsRestocking = (state: StockState): boolean => state === 'outOfStock' || state === 'lowStock';
