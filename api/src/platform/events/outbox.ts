// The transactional outbox: a change that others must learn of writes its event in the same transaction, so the
// event exists exactly when the change does (a rolled-back change leaves no event, a committed one cannot lose
// it). The relay (relay.ts) delivers committed events to the client's sockets.
import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../db/connection.js';

/** The domain's events (DOMAIN.md "Events"): past-tense facts, with ids rather than objects. */
export const EVENT_NAMES = [
  'products.sync_progress',
  'stock.changed',
  'receiving_order.status_changed',
  'receiving_box.received',
  'receiving_box.discrepancy_resolved',
  'order.created',
  'order.status_changed',
  'order.shipped',
  'order.comment_added',
  'return.status_changed',
  'charge.created',
  'invoice.issued',
  'invoice.paid',
  'charge_dispute.changed',
  // A webhook endpoint disabled after failing for 5 days (issue 20): the merchant's screens and e-mail learn it.
  'webhook_subscription.disabled',
  // Written by migration 025's trigger with the notification it made (the centre's live list), and on mark read.
  'notification.created',
  'notification.read',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** A JSON value as it is stored in the event's payload. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type EventPayload = { [key: string]: JsonValue };

export interface DomainEvent {
  /** The client whose sockets (and, later, webhooks) learn of it. */
  clientId: string;
  name: EventName;
  payload: EventPayload;
}

/** Migration 009's outbox table; a NOTIFY on EVENTS_CHANNEL fires when an insert commits (its trigger). */
export const events = pgTable('events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  clientId: text('client_id').notNull(),
  name: text('name').$type<EventName>().notNull(),
  payload: jsonb('payload').$type<EventPayload>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set by the relay once emitted; null while waiting. */
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
});

/** The NOTIFY channel migration 009's trigger signals on; the relay listens to it. */
export const EVENTS_CHANNEL = 'estiba_events';

/**
 * Records an event inside the caller's transaction (`tx`, the same handle that writes the change): it is
 * emitted after that transaction commits, and never if it rolls back. Returns the event's id.
 */
export async function recordEvent(tx: AppDatabase, event: DomainEvent): Promise<number> {
  const [id] = await recordEvents(tx, [event]);
  return id!;
}

/** Records several events in one statement (a ledger call changing many stock levels); their ids, in order. */
export async function recordEvents(tx: AppDatabase, list: readonly DomainEvent[]): Promise<number[]> {
  if (list.length === 0) return [];
  const rows = await tx
    .insert(events)
    .values(list.map(({ clientId, name, payload }) => ({ clientId, name, payload })))
    .returning({ id: events.id });
  return rows.map((row) => row.id);
}
