import { eq } from 'drizzle-orm';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { events } from '../../platform/events/outbox.js';
import { DEMO_CLIENT_ID, OTHER_CLIENT_ID } from '../../seed/ids.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import {
  changeIncoming,
  InsufficientStock,
  InvalidMovement,
  recordMovements,
  type MovementInput,
} from './ledger.js';
import { createTestProducts, ledgerOf, levelsOf } from './test-helpers.js';

const WH = 'WH-MX-CDMX';

describe('the stock ledger (recordMovements, changeIncoming)', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.destroy());

  const movement = (productId: string, over: Partial<MovementInput>): MovementInput => ({
    clientId: DEMO_CLIENT_ID,
    productId,
    warehouseId: WH,
    quantity: 1,
    reason: 'received',
    documentType: 'adjustment',
    documentId: 'doc-1',
    ...over,
  });

  const record = (movements: MovementInput[], clientId = DEMO_CLIENT_ID) =>
    asClient(t.database, clientId, (tx) => recordMovements(tx, movements));

  it('applies each reason to its bucket and keeps available = on hand − reserved', async () => {
    const [p] = await createTestProducts(t.database, DEMO_CLIENT_ID, 1);
    const result = await record([
      movement(p!, { reason: 'received', quantity: 10, documentId: 'box-1' }),
      movement(p!, { reason: 'reserved', quantity: 4, documentType: 'order', documentId: 'o-1' }),
      movement(p!, { reason: 'shipped', quantity: -3, documentType: 'order', documentId: 'o-1' }),
      movement(p!, { reason: 'released', quantity: -1, documentType: 'order', documentId: 'o-1' }),
      movement(p!, { reason: 'damaged', quantity: 2, documentId: 'adj-1' }),
      movement(p!, { reason: 'adjusted', quantity: -2, documentId: 'adj-1' }),
    ]);
    expect(result).toEqual({ applied: 6, skipped: 0 });
    const [level] = await levelsOf(t.database, DEMO_CLIENT_ID, [p!]);
    expect(level).toMatchObject({ onHand: 5, reserved: 0, available: 5, damaged: 2, incoming: 0 });
    // One stock.changed event for the (product, warehouse), with the new levels, in the same transaction.
    const announced = await asClient(t.database, DEMO_CLIENT_ID, (tx) =>
      tx.select().from(events).where(eq(events.name, 'stock.changed')),
    );
    expect(announced.filter((e) => e.payload.productId === p).map((e) => e.payload)).toEqual([
      { productId: p, warehouseId: WH, onHand: 5, reserved: 0, available: 5, incoming: 0, damaged: 2 },
    ]);
  });

  it('skips a movement already in the ledger (same document, line and reason): a replay counts once', async () => {
    const [p] = await createTestProducts(t.database, DEMO_CLIENT_ID, 1);
    const receive = movement(p!, { quantity: 7, documentId: 'box-9', documentLine: 'L1' });
    expect(await record([receive])).toEqual({ applied: 1, skipped: 0 });
    expect(await record([receive, { ...receive, documentLine: 'L2', quantity: 1 }])).toEqual({
      applied: 1,
      skipped: 1,
    });
    const [level] = await levelsOf(t.database, DEMO_CLIENT_ID, [p!]);
    expect(level!.onHand).toBe(8);
    expect(await ledgerOf(t.database, DEMO_CLIENT_ID, p!)).toHaveLength(2);
  });

  it('refuses, with a 409 and nothing written, a change that would take a bucket below zero', async () => {
    const [p] = await createTestProducts(t.database, DEMO_CLIENT_ID, 1);
    await record([movement(p!, { quantity: 2, documentId: 'box-2' })]);
    const failing = record([
      movement(p!, { reason: 'adjusted', quantity: 1, documentId: 'adj-ok' }),
      movement(p!, { reason: 'reserved', quantity: 4, documentType: 'order', documentId: 'o-2' }),
    ]);
    await expect(failing).rejects.toBeInstanceOf(InsufficientStock);
    await expect(failing).rejects.toMatchObject({
      statusCode: 409,
      shortages: [{ productId: p, warehouseId: WH }],
    });
    const [level] = await levelsOf(t.database, DEMO_CLIENT_ID, [p!]);
    expect(level).toMatchObject({ onHand: 2, reserved: 0 });
    expect(await ledgerOf(t.database, DEMO_CLIENT_ID, p!)).toHaveLength(1);
  });

  it('refuses a quantity whose sign contradicts its reason, or zero', async () => {
    const [p] = await createTestProducts(t.database, DEMO_CLIENT_ID, 1);
    await expect(record([movement(p!, { reason: 'received', quantity: -1 })])).rejects.toBeInstanceOf(
      InvalidMovement,
    );
    await expect(record([movement(p!, { reason: 'shipped', quantity: 1 })])).rejects.toBeInstanceOf(
      InvalidMovement,
    );
    await expect(record([movement(p!, { reason: 'adjusted', quantity: 0 })])).rejects.toBeInstanceOf(
      InvalidMovement,
    );
  });

  it('does not open stock for another client’s product, even in the operator scope', async () => {
    const [others] = await createTestProducts(t.database, OTHER_CLIENT_ID, 1);
    await expect(record([movement(others!, { quantity: 1 })])).rejects.toMatchObject({ statusCode: 409 });
    await expect(
      asOperator(t.database, (tx) => recordMovements(tx, [movement(others!, { quantity: 1 })])),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await levelsOf(t.database, OTHER_CLIENT_ID, [others!])).toEqual([]);
  });

  it('lets exactly one of two transactions take the last units at once; the other gets the 409', async () => {
    const [p] = await createTestProducts(t.database, DEMO_CLIENT_ID, 1);
    await record([movement(p!, { quantity: 3, documentId: 'box-3' })]);
    const take = (order: string) =>
      record([movement(p!, { reason: 'reserved', quantity: 3, documentType: 'order', documentId: order })]);
    const results = await Promise.allSettled([take('o-a'), take('o-b')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.reason).toBeInstanceOf(InsufficientStock);
    const [level] = await levelsOf(t.database, DEMO_CLIENT_ID, [p!]);
    expect(level).toMatchObject({ onHand: 3, reserved: 3, available: 0 });
  });

  it('changes incoming by ± deltas, creating the level, and never below zero', async () => {
    const [p, q] = await createTestProducts(t.database, DEMO_CLIENT_ID, 2);
    const change = (productId: string, delta: number) => ({
      clientId: DEMO_CLIENT_ID,
      productId,
      warehouseId: WH,
      delta,
    });
    await asClient(t.database, DEMO_CLIENT_ID, (tx) => changeIncoming(tx, [change(p!, 12), change(q!, 5)]));
    await asClient(t.database, DEMO_CLIENT_ID, (tx) => changeIncoming(tx, [change(p!, -4)]));
    await expect(
      asClient(t.database, DEMO_CLIENT_ID, (tx) => changeIncoming(tx, [change(q!, -6)])),
    ).rejects.toBeInstanceOf(InsufficientStock);
    const levels = await levelsOf(t.database, DEMO_CLIENT_ID, [p!, q!]);
    const incoming = Object.fromEntries(levels.map((l) => [l.productId, l.incoming]));
    expect(incoming).toEqual({ [p!]: 8, [q!]: 5 });
  });
});
