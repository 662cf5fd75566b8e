// The stock ledger: the one way stock levels change. Every change is a movement appended to inventory_movements
// and applied to stock_levels in the caller's transaction, so the levels are always the sum of the ledger
// (stock-rules.ts says what each reason does; checkStockDrift in drift.ts verifies it). The same transaction
// applies the same deltas to product_stock_totals (each product summed over its warehouses, what the inventory
// list sorts by; migration 016), which checkStockTotalsDrift compares with the levels.
//
// Concurrency without read-then-write: the products' totals rows and then the level rows a call touches are first
// locked in one fixed order (product; product, warehouse) — so two calls never wait on each other crosswise — and then changed by one conditional
// UPDATE whose WHERE holds the stock rules. A competing transaction that took the last units first makes the
// condition false for the row (PostgreSQL re-checks it against the committed row), the row is not returned, and
// the whole call fails with InsufficientStock (409); the database's CHECKs stay as the last line behind it.
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import {
  inventoryMovements,
  type MovementDocumentType,
  type MovementReason,
} from '../../platform/db/schema.js';
import { Conflict } from '../../platform/errors.js';
import { announceStockChanged, type StockLevelChange } from './stock-events.js';
import {
  addBuckets,
  bucketDelta,
  EMPTY_BUCKETS,
  levelKey,
  movementProblem,
  type LedgerBuckets,
} from './stock-rules.js';

export type { MovementDocumentType, MovementReason } from '../../platform/db/schema.js';

export interface MovementInput {
  clientId: string;
  productId: string;
  warehouseId: string;
  /** Signed, of the bucket the reason names (see migration 008's comment and stock-rules.ts). */
  quantity: number;
  reason: MovementReason;
  documentType: MovementDocumentType;
  documentId: string;
  documentLine?: string;
  note?: string | null;
  createdBy?: string | null;
  /** When it happened, when that is not now: history brought in from elsewhere (the demo seed's month). */
  createdAt?: Date;
}

export interface IncomingChange {
  clientId: string;
  productId: string;
  warehouseId: string;
  delta: number;
}

export const LEDGER_ERRORS = {
  insufficientStock: 'There is not enough stock for this change.',
  insufficientIncoming: 'The incoming units cannot go below zero.',
  unknownProduct: 'A product in the stock change does not exist for this client.',
} as const;

/** A change that would take a bucket below zero (or reserve more than is on hand): answered 409. */
export class InsufficientStock extends Conflict {
  constructor(
    message: string,
    /** The (product, warehouse) pairs that were short. */
    readonly shortages: { productId: string; warehouseId: string }[],
  ) {
    super(message);
  }
}

/** A call's wrong use of the ledger (a bug in the caller, not the user's input). */
export class InvalidMovement extends Error {}

/** One level's change in a call: summed deltas, and whether any of its movements put units on hand. */
interface LevelChange {
  ref: LevelRef;
  delta: LedgerBuckets & { incoming: number };
  /** A movement added units on hand (even if a later one in the call took them out): the product was stocked. */
  stocks?: boolean;
}

/** Rows per statement: keeps every statement well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

interface LevelRef {
  clientId: string;
  productId: string;
  warehouseId: string;
}

interface LevelRow {
  product_id: string;
  warehouse_id: string;
  on_hand: number;
  reserved: number;
  available: number;
  incoming: number;
  damaged: number;
}

const RETURNING_LEVEL = sql`s.product_id, s.warehouse_id, s.on_hand, s.reserved, s.available, s.incoming, s.damaged`;

function sortedRefs(refs: Iterable<LevelRef>): LevelRef[] {
  const unique = new Map<string, LevelRef>();
  for (const ref of refs) unique.set(levelKey(ref.productId, ref.warehouseId), ref);
  return [...unique.values()].sort((a, b) =>
    a.productId === b.productId
      ? a.warehouseId < b.warehouseId
        ? -1
        : 1
      : a.productId < b.productId
        ? -1
        : 1,
  );
}

/**
 * Creates the missing level rows and locks all of them, in (product, warehouse) order. Only the client's own
 * products qualify (joined on products' client): a product id of another client fails here rather than opening
 * a level under the wrong client.
 */
async function lockLevels(tx: AppDatabase, refs: LevelRef[]): Promise<void> {
  for (const part of chunks(refs)) {
    const values = sql.join(
      part.map((r) => sql`(${r.clientId}::text, ${r.productId}::uuid, ${r.warehouseId}::text)`),
      sql`, `,
    );
    const locked = rowsOf<{ product_id: string }>(
      await tx.execute(sql`
        INSERT INTO stock_levels AS s (client_id, product_id, warehouse_id)
        SELECT d.client_id, d.product_id, d.warehouse_id
          FROM (VALUES ${values}) AS d (client_id, product_id, warehouse_id)
          JOIN products p ON p.id = d.product_id AND p.client_id = d.client_id
         ORDER BY d.product_id, d.warehouse_id
        ON CONFLICT (product_id, warehouse_id) DO UPDATE SET updated_at = s.updated_at
        RETURNING s.product_id`),
    );
    if (locked.length !== part.length) throw new Conflict(LEDGER_ERRORS.unknownProduct);
  }
}

/**
 * Locks the products' totals rows (product_stock_totals, migration 016), in product order, before any level: a
 * call that changes several warehouses of one product and another call on the same product wait on the same
 * first row, so the fixed order holds across both tables. A missing row (none should be: a trigger opens it with
 * the product) is created at zero, which is right for a product with no levels yet.
 */
async function lockTotals(tx: AppDatabase, refs: LevelRef[]): Promise<void> {
  const byProduct = new Map(refs.map((ref) => [ref.productId, ref]));
  const ordered = [...byProduct.values()].sort((a, b) => (a.productId < b.productId ? -1 : 1));
  for (const part of chunks(ordered)) {
    const values = sql.join(
      part.map((r) => sql`(${r.clientId}::text, ${r.productId}::uuid)`),
      sql`, `,
    );
    const locked = rowsOf<{ product_id: string }>(
      await tx.execute(sql`
        INSERT INTO product_stock_totals AS t (client_id, product_id)
        SELECT d.client_id, d.product_id
          FROM (VALUES ${values}) AS d (client_id, product_id)
          JOIN products p ON p.id = d.product_id AND p.client_id = d.client_id
         ORDER BY d.product_id
        ON CONFLICT (product_id) DO UPDATE SET client_id = t.client_id
        RETURNING t.product_id`),
    );
    if (locked.length !== part.length) throw new Conflict(LEDGER_ERRORS.unknownProduct);
  }
}

/** Adds the levels' deltas, summed per product, to the products' totals (rows locked by lockTotals). */
async function applyTotals(tx: AppDatabase, entries: LevelChange[]): Promise<void> {
  const byProduct = new Map<string, LedgerBuckets & { incoming: number; stocks: boolean }>();
  for (const { ref, delta, stocks } of entries) {
    const previous = byProduct.get(ref.productId) ?? { ...EMPTY_BUCKETS, incoming: 0, stocks: false };
    byProduct.set(ref.productId, {
      ...addBuckets(previous, delta),
      incoming: previous.incoming + delta.incoming,
      stocks: previous.stocks || stocks === true,
    });
  }
  for (const part of chunks([...byProduct.entries()].sort(([a], [b]) => (a < b ? -1 : 1)))) {
    const values = sql.join(
      part.map(
        ([productId, d]) =>
          sql`(${productId}::uuid, ${d.onHand}::int, ${d.reserved}::int, ${d.damaged}::int, ${d.incoming}::int, ${d.stocks}::boolean)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE product_stock_totals AS t
         SET on_hand = t.on_hand + d.on_hand,
             reserved = t.reserved + d.reserved,
             damaged = t.damaged + d.damaged,
             incoming = t.incoming + d.incoming,
             stocked = t.stocked OR d.stocks OR t.on_hand + d.on_hand > 0
        FROM (VALUES ${values}) AS d (product_id, on_hand, reserved, damaged, incoming, stocks)
       WHERE t.product_id = d.product_id`);
  }
}

/** One conditional UPDATE for a chunk of deltas; returns the rows it changed. */
async function applyDeltas(
  tx: AppDatabase,
  deltas: { ref: LevelRef; delta: LedgerBuckets & { incoming: number } }[],
): Promise<LevelRow[]> {
  const values = sql.join(
    deltas.map(
      ({ ref, delta }) =>
        sql`(${ref.productId}::uuid, ${ref.warehouseId}::text, ${delta.onHand}::int, ${delta.reserved}::int, ${delta.damaged}::int, ${delta.incoming}::int)`,
    ),
    sql`, `,
  );
  return rowsOf<LevelRow>(
    await tx.execute(sql`
      UPDATE stock_levels AS s
         SET on_hand = s.on_hand + d.on_hand,
             reserved = s.reserved + d.reserved,
             damaged = s.damaged + d.damaged,
             incoming = s.incoming + d.incoming,
             updated_at = now()
        FROM (VALUES ${values}) AS d (product_id, warehouse_id, on_hand, reserved, damaged, incoming)
       WHERE s.product_id = d.product_id AND s.warehouse_id = d.warehouse_id
         AND s.on_hand + d.on_hand >= 0
         AND s.reserved + d.reserved >= 0
         AND s.reserved + d.reserved <= s.on_hand + d.on_hand
         AND s.damaged + d.damaged >= 0
         AND s.incoming + d.incoming >= 0
      RETURNING ${RETURNING_LEVEL}`),
  );
}

async function changeLevels(
  tx: AppDatabase,
  changes: Map<string, LevelChange>,
  shortMessage: string,
): Promise<void> {
  const entries = sortedRefs([...changes.values()].map((c) => c.ref)).map((ref) =>
    changes.get(levelKey(ref.productId, ref.warehouseId))!,
  );
  if (entries.length === 0) return;
  await lockTotals(
    tx,
    entries.map((e) => e.ref),
  );
  await lockLevels(
    tx,
    entries.map((e) => e.ref),
  );
  const changed: StockLevelChange[] = [];
  for (const part of chunks(entries)) {
    const rows = await applyDeltas(tx, part);
    if (rows.length !== part.length) {
      const done = new Set(rows.map((row) => levelKey(row.product_id, row.warehouse_id)));
      const shortages = part
        .filter((e) => !done.has(levelKey(e.ref.productId, e.ref.warehouseId)))
        .map((e) => ({ productId: e.ref.productId, warehouseId: e.ref.warehouseId }));
      throw new InsufficientStock(shortMessage, shortages);
    }
    const clientByKey = new Map(
      part.map((e) => [levelKey(e.ref.productId, e.ref.warehouseId), e.ref.clientId]),
    );
    for (const row of rows) {
      changed.push({
        clientId: clientByKey.get(levelKey(row.product_id, row.warehouse_id))!,
        productId: row.product_id,
        warehouseId: row.warehouse_id,
        onHand: row.on_hand,
        reserved: row.reserved,
        available: row.available,
        incoming: row.incoming,
        damaged: row.damaged,
      });
    }
  }
  // Every level changed as asked (a short one threw above): the totals take the same deltas.
  await applyTotals(tx, entries);
  await announceStockChanged(tx, changed);
}

function checkMovement(movement: MovementInput): void {
  const problem = movementProblem(movement.reason, movement.quantity);
  if (problem) throw new InvalidMovement(`${movement.documentType} ${movement.documentId}: ${problem}`);
}

/**
 * Appends the movements and applies them to stock levels in the caller's transaction, with conditional
 * UPDATE … WHERE … RETURNING (never read-then-write); a movement already in the ledger (same document, line,
 * reason) is skipped, not counted twice. Throws a 409-mapped error when a bucket would go below zero.
 * Records one stock.changed event per (product, warehouse) changed.
 */
export async function recordMovements(
  tx: AppDatabase,
  movements: MovementInput[],
): Promise<{ applied: number; skipped: number }> {
  movements.forEach(checkMovement);
  const changes = new Map<string, LevelChange>();
  let applied = 0;
  for (const part of chunks(movements)) {
    // ON CONFLICT DO NOTHING on the ledger's unique key: a replay inserts nothing and returns nothing.
    const inserted = await tx
      .insert(inventoryMovements)
      .values(
        part.map((m) => ({
          clientId: m.clientId,
          productId: m.productId,
          warehouseId: m.warehouseId,
          quantity: m.quantity,
          reason: m.reason,
          documentType: m.documentType,
          documentId: m.documentId,
          documentLine: m.documentLine ?? '',
          note: m.note ?? null,
          createdBy: m.createdBy ?? null,
          ...(m.createdAt ? { createdAt: m.createdAt } : {}),
        })),
      )
      .onConflictDoNothing()
      .returning({
        clientId: inventoryMovements.clientId,
        productId: inventoryMovements.productId,
        warehouseId: inventoryMovements.warehouseId,
        reason: inventoryMovements.reason,
        quantity: inventoryMovements.quantity,
      });
    applied += inserted.length;
    for (const row of inserted) {
      const key = levelKey(row.productId, row.warehouseId);
      const previous = changes.get(key);
      const movement = bucketDelta(row.reason, row.quantity);
      const delta = addBuckets(previous?.delta ?? EMPTY_BUCKETS, movement);
      changes.set(key, {
        ref: row,
        delta: { ...delta, incoming: 0 },
        stocks: previous?.stocks === true || movement.onHand > 0,
      });
    }
  }
  await changeLevels(tx, changes, LEDGER_ERRORS.insufficientStock);
  return { applied, skipped: movements.length - applied };
}

/** Adds delta (±) to stock_levels.incoming (receiving orders sent / received / cancelled), creating the row. */
export async function changeIncoming(tx: AppDatabase, changes: IncomingChange[]): Promise<void> {
  const merged = new Map<string, LevelChange>();
  for (const change of changes) {
    if (!Number.isSafeInteger(change.delta))
      throw new InvalidMovement('incoming delta must be a whole number');
    if (change.delta === 0) continue;
    const key = levelKey(change.productId, change.warehouseId);
    const incoming = (merged.get(key)?.delta.incoming ?? 0) + change.delta;
    merged.set(key, { ref: change, delta: { ...EMPTY_BUCKETS, incoming } });
  }
  for (const [key, entry] of merged) if (entry.delta.incoming === 0) merged.delete(key);
  await changeLevels(tx, merged, LEDGER_ERRORS.insufficientIncoming);
}

/** For SQL that needs the same rule: the ledger's signed effect of a movement row on on hand. */
export const ON_HAND_DELTA: SQL = sql`CASE WHEN reason IN ('received', 'returned', 'adjusted', 'shipped') THEN quantity ELSE 0 END`;
