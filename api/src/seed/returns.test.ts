// The demo returns seed: the demo merchant's returns in every state with their history, the other merchant's own,
// good units back on hand through the ledger (drift clean), and a second run adds nothing.
import { sql } from 'drizzle-orm';
import { checkStockDrift } from '../modules/inventory/drift.js';
import { rowsOf } from '../modules/inventory/ledger.js';
import { asClient, asOperator } from '../platform/db/scope.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { DEMO_CLIENT_ID, OTHER_CLIENT_ID } from './ids.js';
import { seedReturns } from './returns.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
}, 120_000);
afterAll(() => db.destroy());

const rows = async (clientId: string, query: ReturnType<typeof sql>) =>
  asClient(db.database, clientId, async (tx) => rowsOf<Record<string, unknown>>(await tx.execute(query)));

describe('the returns seed', () => {
  it('gives the demo merchant returns in every state, each with its history from requested', async () => {
    const states = await rows(
      DEMO_CLIENT_ID,
      sql`SELECT status, count(*)::int AS n FROM returns GROUP BY status ORDER BY status`,
    );
    expect(states.map((r) => r.status)).toEqual([
      'cancelled',
      'closed',
      'discarded',
      'in_transit',
      'received',
      'requested',
      'restocked',
    ]);
    const histories = await rows(
      DEMO_CLIENT_ID,
      sql`SELECT r.status, array_agg(h.to_status ORDER BY h.changed_at, h.id) AS path
            FROM returns r JOIN return_status_history h ON h.return_id = r.id GROUP BY r.id, r.status`,
    );
    for (const history of histories) {
      const path = history.path as string[];
      expect(path[0]).toBe('requested');
      expect(path.at(-1)).toBe(history.status);
    }
    const others = await rows(OTHER_CLIENT_ID, sql`SELECT client_id FROM returns`);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((r) => r.client_id === OTHER_CLIENT_ID)).toBe(true);
  });

  it('puts restocked units back on hand through the ledger, without drift', async () => {
    const [restocked] = await rows(
      DEMO_CLIENT_ID,
      sql`SELECT coalesce(sum(l.good), 0)::int AS good,
                 (SELECT coalesce(sum(quantity), 0)::int FROM inventory_movements
                   WHERE client_id = ${DEMO_CLIENT_ID} AND reason = 'returned' AND document_type = 'return') AS moved
            FROM return_lines l JOIN returns r ON r.id = l.return_id
           WHERE r.status IN ('restocked', 'closed')`,
    );
    expect(restocked!.good).toBeGreaterThan(0);
    expect(restocked!.moved).toBe(restocked!.good);
    const drift = await asOperator(db.database, (tx) => checkStockDrift(tx));
    expect(drift).toEqual([]);
  });

  it('adds nothing when run again', async () => {
    expect(await asOperator(db.database, (tx) => seedReturns(tx))).toBe(false);
  });
});
