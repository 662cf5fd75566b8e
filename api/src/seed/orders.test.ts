// The demo orders seed: every status for the demo merchant, its own for the other merchant, and the stock ledger
// consistent with them (reservations of orders on the floor, shipments of shipped ones, drift clean).
import { sql } from 'drizzle-orm';
import { rowsOf } from '../modules/inventory/ledger.js';
import { asClient, asOperator } from '../platform/db/scope.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { DEMO_CLIENT_ID, OTHER_CLIENT_ID } from './ids.js';
import { seedOrders } from './orders.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
}, 120_000);
afterAll(() => db.destroy());

const count = async (clientId: string, query: ReturnType<typeof sql>) =>
  asClient(db.database, clientId, async (tx) => rowsOf<Record<string, unknown>>(await tx.execute(query)));

describe('the orders seed', () => {
  it('gives the demo merchant ~2,000 orders over 90 days in every status, across its shops and warehouses', async () => {
    const [totals] = await count(
      DEMO_CLIENT_ID,
      sql`SELECT count(*)::int AS n, count(DISTINCT warehouse_id)::int AS warehouses,
                 count(DISTINCT coalesce(shop_id::text, source))::int AS channels,
                 extract(day FROM now() - min(created_at))::int AS days
            FROM orders WHERE client_id = ${DEMO_CLIENT_ID}`,
    );
    expect(totals).toMatchObject({ n: 2000, warehouses: 3 });
    expect(totals!.channels).toBeGreaterThanOrEqual(4);
    expect(totals!.days).toBeGreaterThanOrEqual(85);
    const statuses = await count(
      DEMO_CLIENT_ID,
      sql`SELECT DISTINCT coalesce(warehouse_status, fulfillment_status) AS s FROM orders WHERE client_id = ${DEMO_CLIENT_ID}`,
    );
    expect(statuses.map((r) => r.s).sort()).toEqual([
      'cancelled',
      'deleted',
      'delivered',
      'no_stock',
      'packing',
      'pending',
      'picking',
      'ready_to_pick',
      'ready_to_ship',
      'returned',
      'shipped',
    ]);
    const [other] = await count(
      OTHER_CLIENT_ID,
      sql`SELECT count(*)::int AS n FROM orders WHERE client_id = ${OTHER_CLIENT_ID}`,
    );
    expect(other!.n).toBe(100);
  });

  it("gives the dashboard's widgets content: orders today in several statuses, shipments on most of 30 days", async () => {
    const zone = 'America/Mexico_City';
    const today = sql`(date_trunc('day', now() AT TIME ZONE ${zone}) AT TIME ZONE ${zone})`;
    const [day] = await count(
      DEMO_CLIENT_ID,
      sql`SELECT count(*)::int AS n, count(DISTINCT coalesce(warehouse_status, fulfillment_status))::int AS statuses
            FROM orders WHERE client_id = ${DEMO_CLIENT_ID} AND created_at >= ${today}
             AND fulfillment_status <> 'deleted'`,
    );
    expect(day!.n).toBeGreaterThanOrEqual(7);
    expect(day!.statuses).toBeGreaterThanOrEqual(3);
    const [shipped] = await count(
      DEMO_CLIENT_ID,
      sql`SELECT count(DISTINCT (shipped_at AT TIME ZONE ${zone})::date)::int AS days,
                 count(*) FILTER (WHERE shipped_at > now())::int AS later
            FROM orders WHERE client_id = ${DEMO_CLIENT_ID} AND shipped_at >= ${today} - interval '29 days'`,
    );
    expect(shipped!.days).toBeGreaterThanOrEqual(25);
    expect(shipped!.later).toBe(0);
  });

  it('keeps the ledger consistent: floor orders hold their units, shipped ones took them out, drift clean', async () => {
    const [held] = await count(
      DEMO_CLIENT_ID,
      sql`SELECT
            (SELECT coalesce(sum(l.reserved), 0)::int FROM order_lines l JOIN orders o ON o.id = l.order_id
              WHERE o.client_id = ${DEMO_CLIENT_ID} AND o.fulfillment_status = 'processing') AS lines_reserved,
            (SELECT coalesce(sum(quantity), 0)::int FROM inventory_movements
              WHERE client_id = ${DEMO_CLIENT_ID} AND document_type = 'order' AND reason IN ('reserved', 'shipped', 'released')
                -- The inventory seed's month of sales names order documents of its own, not orders.
                AND document_id IN (SELECT id::text FROM orders WHERE client_id = ${DEMO_CLIENT_ID})) AS ledger_reserved,
            (SELECT count(*)::int FROM orders o WHERE o.client_id = ${DEMO_CLIENT_ID} AND o.warehouse_status = 'shipped'
                AND o.shipped_at > now() - interval '30 days'
                AND NOT EXISTS (SELECT 1 FROM inventory_movements m WHERE m.document_id = o.id::text AND m.reason = 'shipped')) AS shipped_without_movement`,
    );
    expect(held!.lines_reserved).toBeGreaterThan(0);
    expect(held!.ledger_reserved).toBe(held!.lines_reserved);
    expect(held!.shipped_without_movement).toBe(0);
    // The drift check over the demo stock (orders included) is seed/receiving.test.ts's.
    const [waiting] = await count(
      DEMO_CLIENT_ID,
      sql`SELECT count(*)::int AS n FROM orders WHERE client_id = ${DEMO_CLIENT_ID} AND warehouse_status = 'no_stock'`,
    );
    expect(waiting!.n).toBeGreaterThan(0);
  });

  it('marks its events delivered and does nothing the second time', async () => {
    const [pending] = await asOperator(db.database, async (tx) =>
      rowsOf<{ n: number }>(
        await tx.execute(sql`SELECT count(*)::int AS n FROM events WHERE delivered_at IS NULL`),
      ),
    );
    expect(pending!.n).toBe(0);
    expect(await asOperator(db.database, (tx) => seedOrders(tx))).toBe(false);
  });
});
