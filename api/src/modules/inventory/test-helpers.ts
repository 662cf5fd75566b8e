// Test data for the inventory tests: products inserted as their client (row security applies), with unique SKUs.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/connection.js';
import { inventoryMovements, productStockTotals, products, stockLevels } from '../../platform/db/schema.js';
import { asClient } from '../../platform/db/scope.js';

export async function createTestProducts(
  database: Database,
  clientId: string,
  count: number,
  prefix = 'T',
): Promise<string[]> {
  const tag = randomUUID().slice(0, 8);
  const rows = await asClient(database, clientId, (tx) =>
    tx
      .insert(products)
      .values(
        Array.from({ length: count }, (_, i) => ({
          clientId,
          sku: `${prefix}-${tag}-${i}`,
          name: `Test product ${tag} ${i}`,
          handle: `test-product-${tag}-${i}`,
          lengthCm: '10.00',
          widthCm: '10.00',
          heightCm: '10.00',
          weightKg: '0.500',
        })),
      )
      .returning({ id: products.id }),
  );
  return rows.map((row) => row.id);
}

export function levelsOf(database: Database, clientId: string, productIds: string[]) {
  return asClient(database, clientId, async (tx) => {
    const rows = await tx.select().from(stockLevels).where(eq(stockLevels.clientId, clientId));
    return rows.filter((row) => productIds.includes(row.productId));
  });
}

export function ledgerOf(database: Database, clientId: string, productId: string) {
  return asClient(database, clientId, (tx) =>
    tx
      .select()
      .from(inventoryMovements)
      .where(and(eq(inventoryMovements.clientId, clientId), eq(inventoryMovements.productId, productId))),
  );
}

/** The products' totals rows (product_stock_totals), as the ledger keeps them. */
export function totalsOf(database: Database, clientId: string, productIds: string[]) {
  return asClient(database, clientId, (tx) =>
    tx
      .select({
        productId: productStockTotals.productId,
        onHand: productStockTotals.onHand,
        reserved: productStockTotals.reserved,
        available: productStockTotals.available,
        damaged: productStockTotals.damaged,
        incoming: productStockTotals.incoming,
        stocked: productStockTotals.stocked,
      })
      .from(productStockTotals)
      .where(
        and(eq(productStockTotals.clientId, clientId), inArray(productStockTotals.productId, productIds)),
      ),
  );
}
