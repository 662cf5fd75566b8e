// stock.changed (DOMAIN.md "Events"): one event per (product, warehouse) whose levels a ledger call changed,
// written in the same transaction as the change (platform/events/outbox.ts), carrying the new levels so a
// screen can update its row without asking again.
import type { AppDatabase } from '../../platform/db/connection.js';
import { recordEvents } from '../../platform/events/outbox.js';

export interface StockLevelChange {
  clientId: string;
  productId: string;
  warehouseId: string;
  onHand: number;
  reserved: number;
  available: number;
  incoming: number;
  damaged: number;
}

/** The one call site of the outbox for stock: all of a ledger call's events in one statement. */
export async function announceStockChanged(tx: AppDatabase, changes: StockLevelChange[]): Promise<void> {
  await recordEvents(
    tx,
    changes.map(({ clientId, ...levels }) => ({
      clientId,
      name: 'stock.changed' as const,
      payload: { ...levels },
    })),
  );
}
