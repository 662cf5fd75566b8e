// The demo billing (issue 18) on a freshly seeded database, PGlite by default and PostgreSQL with DATABASE_URL: the
// demo merchant's three previous months issued at Mexico City and Laredo (the oldest at Mexico City paid), their
// figures the sums of their charges with the country's tax, this month's charges of every kind billing-core writes,
// every amount what billing-core's pricing gives for the charge's quantity and rule, a few charges for the other
// merchant, one open dispute, and a second seed adding nothing.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../modules/inventory/ledger.js';
import { chargeAmountCents } from '../pricing/rules.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { seedDemo } from './demo.js';
import { DEMO_CLIENT_ID, OTHER_CLIENT_ID } from './ids.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const query = <Row>(statement: ReturnType<typeof sql>) =>
  t.database.asOwner(async ({ db }) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('app.operator', 'on', true)`);
      return rowsOf<Row>(await tx.execute(statement));
    }),
  );

describe('the demo billing', () => {
  it("issues the demo merchant's three previous months at two warehouses, the oldest at Mexico City paid", async () => {
    const invoices = await query<{
      warehouse_id: string;
      status: string;
      months_ago: number;
      subtotal_cents: string | null;
      tax_cents: string | null;
      total_cents: string | null;
      tax_rate_basis_points: number | null;
      charges_cents: string;
      charges: number;
      due_on: string | null;
    }>(sql`
      SELECT i.warehouse_id, i.status, i.subtotal_cents, i.tax_cents, i.total_cents, i.tax_rate_basis_points,
             i.due_on::text AS due_on,
             ((extract(year FROM date_trunc('month', now() AT TIME ZONE w.time_zone)) - extract(year FROM i.period_month)) * 12
               + extract(month FROM date_trunc('month', now() AT TIME ZONE w.time_zone)) - extract(month FROM i.period_month))::int
               AS months_ago,
             (SELECT coalesce(sum(amount_cents), 0)::text FROM charges c WHERE c.invoice_id = i.id) AS charges_cents,
             (SELECT count(*)::int FROM charges c WHERE c.invoice_id = i.id) AS charges
        FROM invoices i JOIN warehouses w ON w.id = i.warehouse_id
       WHERE i.client_id = ${DEMO_CLIENT_ID} AND i.warehouse_id IN ('WH-MX-CDMX', 'WH-US-LRD')
       ORDER BY i.warehouse_id, i.period_month`);
    const shape = invoices.map((i) => [i.warehouse_id, i.months_ago, i.status]);
    expect(shape).toEqual([
      ['WH-MX-CDMX', 3, 'paid'],
      ['WH-MX-CDMX', 2, 'issued'],
      ['WH-MX-CDMX', 1, 'issued'],
      ['WH-MX-CDMX', 0, 'open'],
      ['WH-US-LRD', 3, 'issued'],
      ['WH-US-LRD', 2, 'issued'],
      ['WH-US-LRD', 1, 'issued'],
      ['WH-US-LRD', 0, 'open'],
    ]);
    for (const invoice of invoices.filter((i) => i.status !== 'open')) {
      expect(invoice.charges).toBeGreaterThan(0);
      expect(Number(invoice.subtotal_cents)).toBe(Number(invoice.charges_cents));
      // IVA 16 % in Mexico; no tax in the United States.
      const rate = invoice.warehouse_id === 'WH-MX-CDMX' ? 1600 : 0;
      expect(invoice.tax_rate_basis_points).toBe(rate);
      expect(Number(invoice.tax_cents)).toBe(Math.round((Number(invoice.subtotal_cents) * rate) / 10_000));
      expect(Number(invoice.total_cents)).toBe(Number(invoice.subtotal_cents) + Number(invoice.tax_cents));
      expect(invoice.due_on).toMatch(/-16$/);
    }
  });

  it("charges this month's work of every kind at both warehouses, each amount priced from its quantity", async () => {
    const kinds = await query<{ warehouse_id: string; kind: string }>(sql`
      SELECT DISTINCT c.warehouse_id, c.kind FROM charges c JOIN invoices i ON i.id = c.invoice_id
       WHERE c.client_id = ${DEMO_CLIENT_ID} AND i.status = 'open' ORDER BY 1, 2`);
    const at = (warehouseId: string) =>
      kinds.filter((k) => k.warehouse_id === warehouseId).map((k) => k.kind);
    expect(at('WH-MX-CDMX')).toEqual(expect.arrayContaining(['process_order', 'extra_product', 'storage']));
    expect(at('WH-US-LRD')).toEqual(expect.arrayContaining(['process_order', 'extra_product', 'storage']));

    // Every non-storage amount is quantity × unit price rounded once; a storage day its month's share.
    const charges = await query<{
      kind: string;
      quantity: string;
      unit_price_cents: string;
      amount_cents: string;
      days: number | null;
    }>(sql`
      SELECT kind, quantity::text AS quantity, unit_price_cents::text AS unit_price_cents,
             amount_cents::text AS amount_cents, (rule->>'periodDays')::int AS days
        FROM charges WHERE client_id IN (${DEMO_CLIENT_ID}, ${OTHER_CLIENT_ID})`);
    expect(charges.length).toBeGreaterThan(100);
    for (const charge of charges.filter((c) => c.kind !== 'storage')) {
      expect(Number(charge.amount_cents)).toBe(
        chargeAmountCents(charge.quantity, Number(charge.unit_price_cents)),
      );
    }
    const storage = charges.filter((c) => c.kind === 'storage');
    expect(storage.length).toBeGreaterThan(0);
    for (const day of storage) {
      const month = chargeAmountCents(day.quantity, Number(day.unit_price_cents));
      expect(Math.abs(Number(day.amount_cents) - month / day.days!)).toBeLessThanOrEqual(0.5);
    }
    // The tier is the month's count: within an invoice the process-order tiers run 1, 2, 3…
    const tiers = await query<{ invoice_id: string; tiers: number[] }>(sql`
      SELECT invoice_id, array_agg((rule->>'tier')::int ORDER BY occurred_at, (rule->>'tier')::int) AS tiers
        FROM charges WHERE client_id = ${DEMO_CLIENT_ID} AND kind = 'process_order' GROUP BY invoice_id`);
    for (const { tiers: list } of tiers) expect(list).toEqual(list.map((_, i) => i + 1));
  });

  it('gives the other merchant a few charges and the demo merchant one open dispute', async () => {
    const [other] = await query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM charges WHERE client_id = ${OTHER_CLIENT_ID} AND kind = 'process_order'`,
    );
    expect(other!.n).toBeGreaterThan(0);
    expect(other!.n).toBeLessThanOrEqual(10);
    const disputes = await query<{ status: string; messages: number; kind: string }>(sql`
      SELECT d.status, c.kind, (SELECT count(*)::int FROM charge_dispute_messages m WHERE m.dispute_id = d.id) AS messages
        FROM charge_disputes d JOIN charges c ON c.id = d.charge_id WHERE d.client_id = ${DEMO_CLIENT_ID}`);
    expect(disputes).toEqual([{ status: 'open', kind: 'process_order', messages: 1 }]);
  });

  it('adds nothing when seeded again', async () => {
    const count = async () => (await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM charges`))[0]!.n;
    const before = await count();
    await seedDemo(t.database);
    expect(await count()).toBe(before);
  });
});
