// Fixtures of the dispute tests: a charge of a client in an open invoice (or in an invoice of an earlier month that
// is then issued), written as its client the way billing writes them.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/connection.js';
import { asClient } from '../../platform/db/scope.js';
import { rowsOf } from '../inventory/ledger.js';

export interface TestCharge {
  id: string;
  invoiceId: string;
  amountCents: number;
}

export async function testCharge(
  database: Database,
  input: {
    clientId: string;
    warehouseId: string;
    amountCents: number;
    /** 'YYYY-MM-01'; the current month by default. */
    periodMonth?: string;
    /** Issue the invoice once the charge is in it (a charge of an earlier, closed month). */
    issue?: boolean;
  },
): Promise<TestCharge> {
  return asClient(database, input.clientId, async (tx) => {
    const month = input.periodMonth ? sql`${input.periodMonth}::date` : sql`date_trunc('month', now())::date`;
    await tx.execute(sql`
      INSERT INTO invoices (client_id, warehouse_id, period_month, currency)
      SELECT ${input.clientId}, id, ${month}, currency FROM warehouses WHERE id = ${input.warehouseId}
      ON CONFLICT (client_id, warehouse_id, period_month) DO NOTHING`);
    const [invoice] = rowsOf<{ id: string; currency: string }>(
      await tx.execute(sql`
        SELECT id, currency FROM invoices
         WHERE client_id = ${input.clientId} AND warehouse_id = ${input.warehouseId} AND period_month = ${month}`),
    );
    const orderId = randomUUID();
    const [charge] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        INSERT INTO charges (client_id, warehouse_id, invoice_id, kind, occurred_at, quantity, unit, unit_price_cents,
                             amount_cents, currency, price_list_version, rule, source_type, source_id, source_label)
        VALUES (${input.clientId}, ${input.warehouseId}, ${invoice!.id}::uuid, 'process_order',
                ${month}::timestamptz + interval '1 day', 1, 'order', ${input.amountCents}, ${input.amountCents},
                ${invoice!.currency}, 1,
                ${JSON.stringify({ category: 'process_order', serviceName: 'Small package', tier: 1 })}::jsonb,
                'order', ${orderId}, ${`order #${orderId.slice(0, 6)}`})
        RETURNING id`),
    );
    if (input.issue)
      await tx.execute(sql`
        UPDATE invoices
           SET status = 'issued', issued_at = now(), due_on = current_date + 15, tax_rate_basis_points = 0,
               subtotal_cents = (SELECT sum(amount_cents) FROM charges WHERE invoice_id = ${invoice!.id}::uuid),
               tax_cents = 0,
               total_cents = (SELECT sum(amount_cents) FROM charges WHERE invoice_id = ${invoice!.id}::uuid)
         WHERE id = ${invoice!.id}::uuid`);
    return { id: charge!.id, invoiceId: invoice!.id, amountCents: input.amountCents };
  });
}
