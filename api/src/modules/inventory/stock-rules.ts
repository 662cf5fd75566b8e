// The stock rules as pure functions (migration 008's comment is the source): how each movement reason changes the
// buckets of a stock level, the rebuild of levels from a ledger, and days of cover. The ledger (ledger.ts) applies
// the same deltas in SQL; the drift check and the property test compare the two.
import type { MovementReason } from '../../platform/db/schema.js';
import type { StockState } from './schemas.js';

/** The buckets the ledger drives. Incoming is not among them: it follows the open receiving order lines. */
export interface LedgerBuckets {
  onHand: number;
  reserved: number;
  damaged: number;
}

export const EMPTY_BUCKETS: Readonly<LedgerBuckets> = Object.freeze({ onHand: 0, reserved: 0, damaged: 0 });

/**
 * The sign a reason's quantity must have: received and returned add units, reserved holds them for an order,
 * released gives a hold back, shipped takes units out (of on hand and of the hold at once); adjusted and damaged
 * go either way (a count correction; units found damaged, or damaged units disposed of).
 */
export const REASON_SIGN: Record<MovementReason, 1 | -1 | 0> = {
  received: 1,
  returned: 1,
  reserved: 1,
  released: -1,
  shipped: -1,
  adjusted: 0,
  damaged: 0,
};

/** Why a movement cannot be recorded at all (a caller's bug rather than a stock shortage), or null. */
export function movementProblem(reason: MovementReason, quantity: number): string | null {
  if (!Number.isSafeInteger(quantity) || quantity === 0)
    return 'quantity must be a whole number other than 0';
  const sign = REASON_SIGN[reason];
  if (sign === 1 && quantity < 0) return `a ${reason} movement adds units: its quantity must be positive`;
  if (sign === -1 && quantity > 0) return `a ${reason} movement removes units: its quantity must be negative`;
  return null;
}

/** What one movement does to the buckets: signed quantity of the bucket(s) its reason names. */
export function bucketDelta(reason: MovementReason, quantity: number): LedgerBuckets {
  switch (reason) {
    case 'received':
    case 'returned':
    case 'adjusted':
      return { onHand: quantity, reserved: 0, damaged: 0 };
    case 'reserved':
    case 'released':
      return { onHand: 0, reserved: quantity, damaged: 0 };
    case 'shipped':
      // Shipping takes units that were reserved for the order: both buckets drop, available does not move.
      return { onHand: quantity, reserved: quantity, damaged: 0 };
    case 'damaged':
      return { onHand: 0, reserved: 0, damaged: quantity };
  }
}

export function addBuckets(a: LedgerBuckets, b: LedgerBuckets): LedgerBuckets {
  return { onHand: a.onHand + b.onHand, reserved: a.reserved + b.reserved, damaged: a.damaged + b.damaged };
}

/** The rules the database's CHECKs hold: no bucket below zero, and no more reserved than on hand. */
export function bucketsAreValid(buckets: LedgerBuckets): boolean {
  return (
    buckets.onHand >= 0 && buckets.reserved >= 0 && buckets.damaged >= 0 && buckets.reserved <= buckets.onHand
  );
}

export interface LedgerMovement {
  productId: string;
  warehouseId: string;
  reason: MovementReason;
  quantity: number;
}

export const levelKey = (productId: string, warehouseId: string): string => `${productId}|${warehouseId}`;

/** The levels a ledger adds up to, keyed by levelKey(product, warehouse); order does not matter. */
export function rebuild(movements: Iterable<LedgerMovement>): Map<string, LedgerBuckets> {
  const levels = new Map<string, LedgerBuckets>();
  for (const movement of movements) {
    const key = levelKey(movement.productId, movement.warehouseId);
    levels.set(
      key,
      addBuckets(levels.get(key) ?? EMPTY_BUCKETS, bucketDelta(movement.reason, movement.quantity)),
    );
  }
  return levels;
}

/** The window days of cover averages shipments over. */
export const DAYS_OF_COVER_WINDOW_DAYS = 30;

/**
 * How many days the available units last at the recent pace: available ÷ (units shipped in the last 30 days ÷ 30),
 * rounded down to whole days. Null when nothing shipped in the window (no pace to divide by).
 */
export function daysOfCover(available: number, unitsShippedInWindow: number): number | null {
  if (unitsShippedInWindow <= 0) return null;
  if (available <= 0) return 0;
  return Math.floor((available * DAYS_OF_COVER_WINDOW_DAYS) / unitsShippedInWindow);
}

/**
 * How a product's stock reads (the list's chip and its "low stock only" filter), from the figures shown:
 * - noStockYet: nothing available and never any units on hand (a new product: not a shortage, nothing to flag);
 * - outOfStock: it had units, and none is available now (all gone, or all held by orders);
 * - lowStock: some available, at or below the product's low-stock threshold;
 * - inStock: otherwise (no threshold, or above it).
 */
export function stockState(figures: {
  available: number;
  lowStockThreshold: number | null;
  /** Whether the product has ever had units on hand (product_stock_totals.stocked). */
  stocked: boolean;
}): StockState {
  if (figures.available <= 0) return figures.stocked ? 'outOfStock' : 'noStockYet';
  if (figures.lowStockThreshold !== null && figures.available <= figures.lowStockThreshold) return 'lowStock';
  return 'inStock';
}

/** The states the list highlights and its "low stock only" filter keeps: they need restocking. */
export const needsRestocking = (state: StockState): boolean => state === 'outOfStock' || state === 'lowStock';
