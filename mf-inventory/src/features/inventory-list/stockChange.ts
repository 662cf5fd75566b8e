// A `stock.changed` event applied to an inventory row in place (the event carries the new levels), so the
// list follows the warehouse without loading the page again.
import type { StockChangedPayload } from '@estiba/shared';
import type { InventoryRow, StockFigures, WarehouseStock } from '../inventory-common';
import { needsRestocking, stockStateOf } from './stockState';

/** The window days of cover averages shipments over (DOMAIN.md "Days of cover"). */
const COVER_WINDOW_DAYS = 30;
const BUCKETS = ['onHand', 'reserved', 'available', 'incoming', 'damaged'] as const;

/** Available ÷ average units shipped per day over the window, whole days; null without shipments. */
export function daysOfCover(available: number, unitsShipped: number): number | null {
  return unitsShipped > 0 ? Math.floor((available * COVER_WINDOW_DAYS) / unitsShipped) : null;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function totalOf(levels: readonly WarehouseStock[]): StockFigures {
  const total = { onHand: 0, reserved: 0, available: 0, incoming: 0, damaged: 0 };
  for (const level of levels) for (const bucket of BUCKETS) total[bucket] += level[bucket];
  const shipped = levels.reduce((sum, level) => sum + level.unitsShippedLast30Days, 0);
  return { ...total, daysOfCover: daysOfCover(total.available, shipped) };
}

/**
 * The row after the change, or the same row when the event is for another product, lacks its levels, or is
 * for a warehouse the list does not show (`shownWarehouseId` set to another one). A warehouse the row did not
 * list yet is added. The totals are summed again over the warehouses shown.
 */
export function applyStockChange(
  row: InventoryRow,
  change: StockChangedPayload,
  shownWarehouseId?: string,
  warehouseName = '',
): InventoryRow {
  if (row.productId !== change.productId) return row;
  if (shownWarehouseId && change.warehouseId !== shownWarehouseId) return row;
  if (!BUCKETS.every((bucket) => isCount(change[bucket]))) return row;
  const levels = change as Required<StockChangedPayload>;
  const known = row.warehouses.find((level) => level.warehouseId === change.warehouseId);
  const before: WarehouseStock = known ?? {
    warehouseId: change.warehouseId,
    warehouseName,
    onHand: 0,
    reserved: 0,
    available: 0,
    incoming: 0,
    damaged: 0,
    daysOfCover: null,
    unitsShippedLast30Days: 0,
  };
  const after: WarehouseStock = {
    ...before,
    onHand: levels.onHand,
    reserved: levels.reserved,
    available: levels.available,
    incoming: levels.incoming,
    damaged: levels.damaged,
    daysOfCover: daysOfCover(levels.available, before.unitsShippedLast30Days),
  };
  const warehouses = known
    ? row.warehouses.map((level) => (level === known ? after : level))
    : [...row.warehouses, after];
  const total = totalOf(warehouses);
  // Stocked once it had units: the API said so (any state but noStockYet), or units are on hand now.
  const stocked = row.stockState !== 'noStockYet' || total.onHand > 0;
  const stockState = stockStateOf(total.available, row.lowStockThreshold, stocked);
  return { ...row, warehouses, total, stockState, lowStock: needsRestocking(stockState) };
}
