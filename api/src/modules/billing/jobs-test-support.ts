// What billing's job tests share: invoices and charges written straight into the tables (as billing-core's writer
// leaves them), for months far from the demo data's, and a fresh client per test so figures are the test's own.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDatabase, Database } from '../../platform/db/connection.js';
import { charges, invoices, type ChargeKind } from '../../platform/db/billing-schema.js';
import { clients } from '../../platform/db/schema.js';
import { asOperator } from '../../platform/db/scope.js';

/** A client of its own, so one test's invoices and charges never meet another's. */
export async function createTestClient(database: Database, name = 'Billing Test Co.'): Promise<string> {
  const id = `CL-T${randomUUID().slice(0, 8).toUpperCase()}`;
  await asOperator(database, (tx) => tx.insert(clients).values({ id, name }));
  return id;
}

export async function insertInvoice(
  tx: AppDatabase,
  invoice: { clientId: string; warehouseId: string; periodMonth: string; currency: string },
): Promise<string> {
  const [row] = await tx.insert(invoices).values(invoice).returning({ id: invoices.id });
  return row!.id;
}

/** A priced charge (not a credit) with the given amount, as billing-core writes one. */
export async function insertCharge(
  tx: AppDatabase,
  charge: {
    clientId: string;
    warehouseId: string;
    invoiceId: string;
    currency: string;
    amountCents: number;
    occurredAt: string;
    kind?: Exclude<ChargeKind, 'credit'>;
  },
): Promise<string> {
  const sourceId = randomUUID();
  const [row] = await tx
    .insert(charges)
    .values({
      clientId: charge.clientId,
      warehouseId: charge.warehouseId,
      invoiceId: charge.invoiceId,
      kind: charge.kind ?? 'process_order',
      occurredAt: new Date(charge.occurredAt),
      quantity: '1.000',
      unit: 'order',
      unitPriceCents: charge.amountCents,
      amountCents: charge.amountCents,
      currency: charge.currency,
      priceListVersion: 1,
      rule: {
        category: 'processOrder',
        serviceId: 'test',
        serviceName: 'Test service',
        serviceMin: 0,
        serviceMax: 1,
        serviceUnit: 'kg',
        rangeIndex: 0,
        rangeMin: 0,
        rangeMax: null,
        price: (charge.amountCents / 100).toFixed(2),
        tier: 1,
        openEnded: true,
      },
      sourceType: 'order',
      sourceId,
      sourceLabel: `order ${sourceId.slice(0, 8)}`,
    })
    .returning({ id: charges.id });
  return row!.id;
}

/** The events written for a client, oldest first. */
export async function eventsOf(database: Database, clientId: string, name: string) {
  return asOperator(database, async (tx) => {
    const result = await tx.execute(
      sql`SELECT payload FROM events WHERE client_id = ${clientId} AND name = ${name} ORDER BY id`,
    );
    return (result as unknown as { rows: { payload: Record<string, unknown> }[] }).rows.map((r) => r.payload);
  });
}
