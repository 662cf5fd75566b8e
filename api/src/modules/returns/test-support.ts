// Fixtures of the returns tests: an order that has left the warehouse (shipped through the ledger as the floor's
// ship leaves it: reserved units taken out of on hand), written as its client.
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/connection.js';
import { asClient } from '../../platform/db/scope.js';
import { recordMovements, rowsOf } from '../inventory/ledger.js';
import { orderReadyToPick, type FloorOrderInput } from '../orders/floor-test-support.js';

export interface ShippedOrder {
  id: string;
  number: number;
  reference: string;
  lines: { id: string; productId: string; quantity: number }[];
}

export async function shippedOrder(database: Database, input: FloorOrderInput): Promise<ShippedOrder> {
  const order = await orderReadyToPick(database, input);
  return asClient(database, input.clientId, async (tx) => {
    const lines = rowsOf<{ id: string; product_id: string; quantity: number; position: number }>(
      await tx.execute(sql`
        SELECT id, product_id, quantity, position FROM order_lines WHERE order_id = ${order.id}::uuid
         ORDER BY position`),
    );
    await recordMovements(
      tx,
      lines.map((line) => ({
        clientId: input.clientId,
        productId: line.product_id,
        warehouseId: input.warehouseId,
        quantity: -line.quantity,
        reason: 'shipped' as const,
        documentType: 'order' as const,
        documentId: order.id,
        documentLine: String(line.position),
      })),
    );
    await tx.execute(sql`
      UPDATE order_lines SET reserved = 0, picked = quantity, packed = quantity WHERE order_id = ${order.id}::uuid`);
    await tx.execute(sql`
      UPDATE orders SET fulfillment_status = 'fulfilled', warehouse_status = 'shipped', shipped_at = now(),
                        tracking_number = 'TEST123456789'
       WHERE id = ${order.id}::uuid`);
    return {
      ...order,
      lines: lines.map((line) => ({ id: line.id, productId: line.product_id, quantity: line.quantity })),
    };
  });
}
