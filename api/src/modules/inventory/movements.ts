// One product's ledger as the product page shows it: newest first, paged, each movement with the running
// balance of on hand in its warehouse after it (a window over every earlier movement, so paging does not change
// it), the document it came from with a link target the UI can open, and who made it.
import { inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { users } from '../../platform/db/schema.js';
import { rowsOf } from './ledger.js';
import type { ProductMovement, ProductMovements } from './schemas.js';

/** The reasons that change on hand (stock-rules.ts's bucketDelta). */
const ON_HAND_DELTA = sql`CASE WHEN m.reason IN ('received', 'returned', 'adjusted', 'shipped') THEN m.quantity ELSE 0 END`;

interface MovementRow {
  id: string | number;
  created_at: string | Date;
  warehouse_id: string;
  warehouse_name: string;
  reason: ProductMovement['reason'];
  quantity: number;
  on_hand_after: string | number;
  document_type: ProductMovement['document']['type'];
  document_id: string;
  document_line: string;
  note: string | null;
  created_by: string | null;
  receiving_order_id: string | null;
}

export interface MovementPage {
  limit: number;
  offset: number;
  warehouseId?: string;
}

/** The page of movements and the users (ids) who made them; names are looked up by the caller's scope. */
export async function listProductMovements(
  tx: AppDatabase,
  clientId: string,
  productId: string,
  page: MovementPage,
): Promise<{ rows: MovementRow[]; totalRows: number }> {
  const inWarehouse = page.warehouseId === undefined ? sql`` : sql`AND m.warehouse_id = ${page.warehouseId}`;
  const rows = rowsOf<MovementRow>(
    await tx.execute(sql`
      SELECT m.id, m.created_at, m.warehouse_id, w.name AS warehouse_name, m.reason, m.quantity,
             sum(${ON_HAND_DELTA}) OVER (PARTITION BY m.warehouse_id ORDER BY m.created_at, m.id) AS on_hand_after,
             m.document_type, m.document_id, m.document_line, m.note, m.created_by,
             b.receiving_order_id
        FROM inventory_movements m
        JOIN warehouses w ON w.id = m.warehouse_id
        LEFT JOIN receiving_boxes b
          ON m.document_type IN ('receiving_box', 'discrepancy') AND b.id::text = m.document_id
       WHERE m.client_id = ${clientId} AND m.product_id = ${productId} ${inWarehouse}
       ORDER BY m.created_at DESC, m.id DESC
       LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
  // Counted apart: a page past the end has no row to carry a window count, and the answer still tells the total.
  const [counted] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      SELECT count(*)::int AS n FROM inventory_movements m
       WHERE m.client_id = ${clientId} AND m.product_id = ${productId} ${inWarehouse}`),
  );
  return { rows, totalRows: counted?.n ?? 0 };
}

/**
 * Display names of the users who made movements. Staff belong to the operator, whose users a merchant's scope
 * cannot read, so this runs in the operator scope — for the ids of the merchant's own ledger page only.
 */
export async function displayNames(tx: AppDatabase, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.displayName]));
}

export function movementsView(
  rows: MovementRow[],
  totalRows: number,
  names: Map<string, string>,
): ProductMovements {
  return {
    movements: rows.map((row) => ({
      id: Number(row.id),
      createdAt: new Date(row.created_at).toISOString(),
      warehouseId: row.warehouse_id,
      warehouseName: row.warehouse_name,
      reason: row.reason,
      quantity: row.quantity,
      onHandAfter: Number(row.on_hand_after),
      document: {
        type: row.document_type,
        id: row.document_id,
        line: row.document_line,
        link: row.receiving_order_id
          ? { kind: 'receiving_order' as const, receivingOrderId: row.receiving_order_id }
          : null,
      },
      note: row.note,
      createdBy: row.created_by ? (names.get(row.created_by) ?? null) : null,
    })),
    totalRows,
  };
}
