// applyTransition against a real database: the conditional UPDATE, its history and events, and a refusal.
import { sql } from 'drizzle-orm';
import { asClient } from '../../platform/db/scope.js';
import { rowsOf } from '../inventory/ledger.js';
import { DEMO_CLIENT_ID, DEMO_USER_ID } from '../../seed/ids.js';
import { DEMO_STAFF_WAREHOUSE } from '../../seed/inventory.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { applyTransition } from './transitions.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.destroy());

async function newOrder(): Promise<string> {
  return asClient(db.database, DEMO_CLIENT_ID, async (tx) => {
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        INSERT INTO orders (client_id, reference, source, warehouse_id, customer_name, address_line1, city,
                            postal_code, country_code, currency)
        VALUES (${DEMO_CLIENT_ID}, ${`T-${Math.random().toString(36).slice(2)}`}, 'manual', ${DEMO_STAFF_WAREHOUSE},
                'Ana Test', 'Calle 1', 'CDMX', '01000', 'MX', 'MXN')
        RETURNING id`),
    );
    return row!.id;
  });
}

describe('applyTransition', () => {
  it('moves both columns, writes the history and the events in the same transaction', async () => {
    const id = await newOrder();
    const applied = await asClient(db.database, DEMO_CLIENT_ID, (tx) =>
      applyTransition(tx, { orderId: id, action: 'send_to_process', actorId: DEMO_USER_ID }),
    );
    expect(applied).toMatchObject({
      from: { fulfillmentStatus: 'pending', warehouseStatus: null },
      to: { fulfillmentStatus: 'processing', warehouseStatus: 'ready_to_pick' },
      warehouseId: DEMO_STAFF_WAREHOUSE,
    });
    const { history, events, order } = await asClient(db.database, DEMO_CLIENT_ID, async (tx) => ({
      history: rowsOf<{
        status_column: string;
        from_status: string | null;
        to_status: string;
        changed_by: string;
      }>(
        await tx.execute(
          sql`SELECT status_column, from_status, to_status, changed_by FROM order_status_history WHERE order_id = ${id} ORDER BY id`,
        ),
      ),
      events: rowsOf<{ name: string; payload: Record<string, unknown> }>(
        await tx.execute(sql`SELECT name, payload FROM events WHERE payload->>'orderId' = ${id} ORDER BY id`),
      ),
      order: rowsOf<{ processed_at: Date | null }>(
        await tx.execute(sql`SELECT processed_at FROM orders WHERE id = ${id}`),
      )[0],
    }));
    expect(history).toEqual([
      {
        status_column: 'fulfillment',
        from_status: 'pending',
        to_status: 'processing',
        changed_by: DEMO_USER_ID,
      },
      { status_column: 'warehouse', from_status: null, to_status: 'ready_to_pick', changed_by: DEMO_USER_ID },
    ]);
    expect(events.map((e) => [e.name, e.payload])).toEqual([
      [
        'order.status_changed',
        {
          orderId: id,
          warehouseId: DEMO_STAFF_WAREHOUSE,
          statusColumn: 'fulfillment',
          from: 'pending',
          to: 'processing',
        },
      ],
      [
        'order.status_changed',
        {
          orderId: id,
          warehouseId: DEMO_STAFF_WAREHOUSE,
          statusColumn: 'warehouse',
          from: null,
          to: 'ready_to_pick',
        },
      ],
    ]);
    expect(order?.processed_at).not.toBeNull();
  });

  it('refuses a move the state does not allow, changing nothing', async () => {
    const id = await newOrder();
    const refused = await asClient(db.database, DEMO_CLIENT_ID, (tx) =>
      applyTransition(tx, { orderId: id, action: 'ship', actorId: null }),
    );
    expect(refused).toBeNull();
    const history = await asClient(db.database, DEMO_CLIENT_ID, async (tx) =>
      rowsOf(await tx.execute(sql`SELECT id FROM order_status_history WHERE order_id = ${id}`)),
    );
    expect(history).toHaveLength(0);
  });

  it('emits order.shipped with the tracking number the same UPDATE set', async () => {
    const id = await newOrder();
    const steps = ['send_to_process', 'start_picking', 'finish_picking', 'finish_packing'] as const;
    await asClient(db.database, DEMO_CLIENT_ID, async (tx) => {
      for (const action of steps)
        expect(await applyTransition(tx, { orderId: id, action, actorId: null })).not.toBeNull();
      const shipped = await applyTransition(tx, {
        orderId: id,
        action: 'ship',
        actorId: null,
        set: [sql`tracking_number = ${'TRK123'}`],
      });
      expect(shipped).toMatchObject({
        to: { fulfillmentStatus: 'fulfilled', warehouseStatus: 'shipped' },
        trackingNumber: 'TRK123',
      });
    });
    const shippedEvents = await asClient(db.database, DEMO_CLIENT_ID, async (tx) =>
      rowsOf<{ payload: Record<string, unknown> }>(
        await tx.execute(
          sql`SELECT payload FROM events WHERE name = 'order.shipped' AND payload->>'orderId' = ${id}`,
        ),
      ),
    );
    expect(shippedEvents.map((e) => e.payload)).toEqual([
      { orderId: id, warehouseId: DEMO_STAFF_WAREHOUSE, trackingNumber: 'TRK123' },
    ]);
  });

  it('lets only one of two racing changes of one order pass', async () => {
    const id = await newOrder();
    const results = await Promise.all([
      asClient(db.database, DEMO_CLIENT_ID, (tx) =>
        applyTransition(tx, { orderId: id, action: 'cancel', actorId: null }),
      ),
      asClient(db.database, DEMO_CLIENT_ID, (tx) =>
        applyTransition(tx, { orderId: id, action: 'send_to_process', actorId: null }),
      ),
    ]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
  });
});
