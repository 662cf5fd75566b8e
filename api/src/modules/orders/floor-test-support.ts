// Fixtures of the floor and comment tests: products with barcodes and stock, and orders already sent to process
// (stock reserved through the ledger, as the merchant's Send to process leaves them), written as their client.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/connection.js';
import { orderLines, orders } from '../../platform/db/orders-schema.js';
import { products } from '../../platform/db/schema.js';
import { asClient } from '../../platform/db/scope.js';
import { recordMovements, rowsOf } from '../inventory/ledger.js';

export interface FloorProduct {
  id: string;
  sku: string;
  barcode: string;
}

/** Products with barcodes and `stock` units on hand at the warehouse, each at its location (null: none). */
export async function stockedProducts(
  database: Database,
  clientId: string,
  warehouseId: string,
  locations: (string | null)[],
  stock = 20,
): Promise<FloorProduct[]> {
  const tag = randomUUID().slice(0, 8).toUpperCase();
  return asClient(database, clientId, async (tx) => {
    const rows = await tx
      .insert(products)
      .values(
        locations.map((_, i) => ({
          clientId,
          sku: `FLR-${tag}-${i + 1}`,
          name: `Floor test ${tag} ${i + 1}`,
          handle: `floor-test-${tag.toLowerCase()}-${i + 1}`,
          barcode: `75${tag.replace(/\D/g, '').padEnd(8, '0').slice(0, 8)}${i + 1}`,
          lengthCm: '20.00',
          widthCm: '15.00',
          heightCm: '5.00',
          weightKg: '0.400',
        })),
      )
      .returning({ id: products.id, sku: products.sku, barcode: products.barcode });
    await recordMovements(
      tx,
      rows.map((row) => ({
        clientId,
        productId: row.id,
        warehouseId,
        quantity: stock,
        reason: 'received' as const,
        documentType: 'adjustment' as const,
        documentId: `floor-test-${tag}`,
        // A movement is unique per document line: one line per product.
        documentLine: row.sku,
      })),
    );
    for (const [i, row] of rows.entries()) {
      await tx.execute(
        sql`UPDATE stock_levels SET location = ${locations[i] ?? null} WHERE product_id = ${row.id}::uuid AND warehouse_id = ${warehouseId}`,
      );
    }
    return rows.map((row) => ({ id: row.id, sku: row.sku, barcode: row.barcode! }));
  });
}

export interface FloorOrderInput {
  clientId: string;
  warehouseId: string;
  lines: { product: FloorProduct; quantity: number }[];
  customerEmail?: string | null;
  language?: 'en-US' | 'es-MX' | 'es-CO' | 'es-AR' | 'es-CL' | 'es-ES';
}

/** An order sent to process: processing / ready_to_pick, its lines' units reserved in the ledger. */
export async function orderReadyToPick(
  database: Database,
  input: FloorOrderInput,
): Promise<{ id: string; number: number; reference: string }> {
  const reference = `FLOOR-${randomUUID().slice(0, 8)}`;
  return asClient(database, input.clientId, async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        clientId: input.clientId,
        number: sql`nextval('order_number_seq')`,
        reference,
        source: 'manual',
        warehouseId: input.warehouseId,
        fulfillmentStatus: 'processing',
        warehouseStatus: 'ready_to_pick',
        customerName: 'Mariana Gómez',
        customerEmail: input.customerEmail === undefined ? 'mariana@example.test' : input.customerEmail,
        addressLine1: 'Calle Río Lerma 12',
        city: 'Guadalajara',
        region: 'Jalisco',
        postalCode: '44100',
        countryCode: 'MX',
        language: input.language ?? 'es-MX',
        currency: 'MXN',
        processedAt: new Date(),
      })
      .returning({ id: orders.id, number: orders.number });
    await tx.insert(orderLines).values(
      input.lines.map(({ product, quantity }, i) => ({
        clientId: input.clientId,
        orderId: order!.id,
        position: i + 1,
        productId: product.id,
        sku: product.sku,
        name: `Line ${i + 1}`,
        quantity,
        reserved: quantity,
      })),
    );
    await recordMovements(
      tx,
      input.lines.map(({ product, quantity }, i) => ({
        clientId: input.clientId,
        productId: product.id,
        warehouseId: input.warehouseId,
        quantity,
        reason: 'reserved' as const,
        documentType: 'order' as const,
        documentId: order!.id,
        documentLine: String(i + 1),
      })),
    );
    return { id: order!.id, number: order!.number, reference };
  });
}

export async function levelOf(
  database: Database,
  clientId: string,
  productId: string,
  warehouseId: string,
): Promise<{ onHand: number; reserved: number }> {
  return asClient(database, clientId, async (tx) => {
    const [row] = rowsOf<{ on_hand: number; reserved: number }>(
      await tx.execute(
        sql`SELECT on_hand, reserved FROM stock_levels WHERE product_id = ${productId}::uuid AND warehouse_id = ${warehouseId}`,
      ),
    );
    return { onHand: row!.on_hand, reserved: row!.reserved };
  });
}
