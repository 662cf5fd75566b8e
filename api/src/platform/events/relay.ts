// Delivers the outbox's committed events to the client's sockets, and an event whose payload names a warehouse
// (`warehouseId`: receiving, stock, and any later event that carries one, such as an order's) to that
// warehouse's staff and the admins too (realtime.ts, warehouse rooms). A NOTIFY (sent by the events table's trigger
// when the recording transaction commits) wakes the relay at once; a catch-up pass every little while delivers
// what a lost notification (a dropped LISTEN connection, a process that was down) left behind, late rather than
// never.
//
// Several API processes: each relay claims undelivered events with FOR UPDATE SKIP LOCKED, so every event is
// emitted by exactly one process, which emits it through socket.io's adapter to the event's rooms: with Redis
// (required for several processes, see realtime.ts) that reaches the client's sockets on every process. Emitted
// once in total rather than once per process to local sockets, because "delivered" is then one fact per event
// that a later consumer (webhook deliveries) can build on, and no process has to remember what it has sent.
import type { FastifyBaseLogger } from 'fastify';
import { asc, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDatabase, Database } from '../db/connection.js';
import { asOperator } from '../db/scope.js';
import { events, EVENTS_CHANNEL, type EventName, type EventPayload } from './outbox.js';

/** Events claimed per transaction; a longer backlog takes several. */
const BATCH_SIZE = 100;

/**
 * The socket's name and form of a domain event where they differ from the domain's: the spec names the product
 * sync progress `updated-products-count` and sends it as a JSON string (spec point 7).
 */
const SOCKET_FORMS: Partial<
  Record<EventName, { event: string; encode: (payload: EventPayload) => unknown }>
> = {
  'products.sync_progress': { event: 'updated-products-count', encode: (payload) => JSON.stringify(payload) },
};

export function socketEvent(name: EventName, payload: EventPayload): { event: string; payload: unknown } {
  const form = SOCKET_FORMS[name];
  return form ? { event: form.event, payload: form.encode(payload) } : { event: name, payload };
}

/** The warehouse an event's payload names (its `warehouseId`), whose staff learn of it too; null if none. */
export function warehouseOf(payload: EventPayload): string | null {
  const { warehouseId } = payload;
  return typeof warehouseId === 'string' && warehouseId !== '' ? warehouseId : null;
}

export interface EventRelayOptions {
  database: Database;
  emit(target: { clientId: string; warehouseId: string | null }, event: string, payload: unknown): void;
  log: FastifyBaseLogger;
  catchUpIntervalMs: number;
}

/** Emits up to a batch of undelivered events and marks them delivered; returns how many. */
async function deliverBatch(tx: AppDatabase, emit: EventRelayOptions['emit']): Promise<number> {
  const batch = await tx
    .select()
    .from(events)
    .where(isNull(events.deliveredAt))
    .orderBy(asc(events.id))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  if (batch.length === 0) return 0;
  // Emitted before the commit: a commit that fails re-sends them later (at least once), never drops them.
  for (const row of batch) {
    const { event, payload } = socketEvent(row.name, row.payload);
    emit({ clientId: row.clientId, warehouseId: warehouseOf(row.payload) }, event, payload);
  }
  await tx
    .update(events)
    .set({ deliveredAt: sql`now()` })
    .where(
      inArray(
        events.id,
        batch.map((row) => row.id),
      ),
    );
  return batch.length;
}

export class EventRelay {
  private draining: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private readonly options: EventRelayOptions) {}

  async start(): Promise<void> {
    this.unlisten = await this.options.database.listen(EVENTS_CHANNEL, {
      message: () => this.wake(),
      // Back after a drop: whatever was notified meanwhile is waiting.
      live: (isLive) => {
        if (isLive) this.wake();
      },
    });
    this.timer = setInterval(() => this.wake(), this.options.catchUpIntervalMs);
    this.wake();
  }

  /** Delivers what is waiting; a call while a pass runs makes it run once more (a commit may have come since). */
  wake(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain()
      .catch((error: unknown) => this.options.log.error({ err: error }, 'event relay failed; retrying later'))
      .finally(() => {
        this.draining = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async drain(): Promise<void> {
    let delivered: number;
    do {
      delivered = await asOperator(this.options.database, (tx) => deliverBatch(tx, this.options.emit));
    } while (delivered === BATCH_SIZE && !this.stopped);
  }

  /** Stops listening and polling, and waits for a pass under way; before the database closes. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.unlisten?.();
    await this.draining;
  }
}
