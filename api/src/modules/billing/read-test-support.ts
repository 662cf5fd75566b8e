// Fixtures of billing's read tests: invoices and charges written straight into the tables in the operator scope
// (as billing's own writers do: a charge only into an open invoice, then the invoice issued with its figures), so
// the read side is tested on exact, known rows whatever the pricing and jobs do.
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/connection.js';
import { asOperator } from '../../platform/db/scope.js';
import { rowsOf } from '../inventory/ledger.js';
import type { ChargeKind, ChargeRule, PricedChargeRule } from './schemas.js';

export interface TestCharge {
  kind: ChargeKind;
  occurredAt: string;
  quantity: string;
  unit: string;
  unitPriceCents: number;
  amountCents: number;
  /**
   * The rule as billing stores it; a priced rule may name only what the test reads, the rest taken from the charge
   * (completeRule), so the row still has every field ChargeRule's member for its kind lists.
   */
  rule: ChargeRule | (Partial<PricedChargeRule> & Pick<PricedChargeRule, 'category'>);
  sourceType: 'receiving_box' | 'order' | 'return' | 'storage_day' | 'charge';
  sourceId: string;
  sourceLabel: string;
  /** A credit's corrected charge: its index in the same call's list. */
  corrects?: number;
}

export interface TestInvoice {
  id: string;
  number: number;
  chargeIds: string[];
}

/** A priced rule's fields a test left out, as billing would have written them for this charge. */
function completeRule(charge: TestCharge): ChargeRule {
  const { rule } = charge;
  if ('reason' in rule) return rule;
  const whole = Math.floor(Number(charge.unitPriceCents) / 100);
  const cents = String(Math.abs(charge.unitPriceCents) % 100).padStart(2, '0');
  return {
    serviceId: null,
    serviceName: 'Storage',
    serviceMin: null,
    serviceMax: null,
    serviceUnit: null,
    rangeIndex: 0,
    rangeMin: 0,
    rangeMax: null,
    price: `${whole}.${cents}`,
    tier: Number(charge.quantity),
    openEnded: rule.rangeMax === undefined || rule.rangeMax === null,
    ...rule,
  } as ChargeRule;
}

/** An invoice of the client at the warehouse for the month, with these charges; issued when `issue` says so. */
export async function invoiceWithCharges(
  database: Database,
  input: {
    clientId: string;
    warehouseId: string;
    periodMonth: string;
    currency: string;
    charges: TestCharge[];
    issue?: { taxRateBasisPoints: number; taxCents: number; issuedAt: string; dueOn: string };
  },
): Promise<TestInvoice> {
  return asOperator(database, async (tx) => {
    const [invoice] = rowsOf<{ id: string; number: string }>(
      await tx.execute(sql`
        INSERT INTO invoices (client_id, warehouse_id, period_month, currency)
        VALUES (${input.clientId}, ${input.warehouseId}, ${input.periodMonth}::date, ${input.currency})
        RETURNING id, number::text AS number`),
    );
    const chargeIds: string[] = [];
    for (const charge of input.charges) {
      const corrects = charge.corrects === undefined ? null : chargeIds[charge.corrects]!;
      const [row] = rowsOf<{ id: string }>(
        await tx.execute(sql`
          INSERT INTO charges (client_id, warehouse_id, invoice_id, kind, occurred_at, quantity, unit,
                               unit_price_cents, amount_cents, currency, price_list_version, rule, source_type,
                               source_id, source_label, corrects_charge_id)
          VALUES (${input.clientId}, ${input.warehouseId}, ${invoice!.id}::uuid, ${charge.kind},
                  ${charge.occurredAt}::timestamptz, ${charge.quantity}::numeric, ${charge.unit},
                  ${charge.unitPriceCents}, ${charge.amountCents}, ${input.currency},
                  ${charge.kind === 'credit' ? null : 1}, ${JSON.stringify(completeRule(charge))}::jsonb,
                  ${charge.sourceType}, ${corrects ?? charge.sourceId}, ${charge.sourceLabel},
                  ${corrects}::uuid)
          RETURNING id`),
      );
      chargeIds.push(row!.id);
    }
    if (input.issue) {
      const subtotal = input.charges.reduce((sum, charge) => sum + charge.amountCents, 0);
      await tx.execute(sql`
        UPDATE invoices SET status = 'issued', tax_rate_basis_points = ${input.issue.taxRateBasisPoints},
               subtotal_cents = ${subtotal}, tax_cents = ${input.issue.taxCents},
               total_cents = ${subtotal + input.issue.taxCents}, issued_at = ${input.issue.issuedAt}::timestamptz,
               due_on = ${input.issue.dueOn}::date
         WHERE id = ${invoice!.id}::uuid`);
    }
    return { id: invoice!.id, number: Number(invoice!.number), chargeIds };
  });
}

/** The rule billing keeps for a process-order charge priced by a tier of the month's count. */
export const processOrderRule = (tier: number, range: [number, number | null], price: string) => ({
  category: 'processOrder' as const,
  serviceId: 'svc-small',
  serviceName: 'Small package',
  serviceMin: 0,
  serviceMax: 1,
  serviceUnit: 'kg',
  rangeIndex: range[0] === 1 ? 0 : 1,
  rangeMin: range[0],
  rangeMax: range[1],
  price,
  tier,
  openEnded: range[1] === null,
});
