// The notifications centre's reads and marks (issue 19, /apps/mail). Notifications are made by migration 025's
// trigger on the outbox, never here; marking read records notification.read, so the merchant's other tabs (and
// the user menu's count) follow.
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/connection.js';
import { asClient } from '../../platform/db/scope.js';
import { NotFound } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { rowsOf } from '../inventory/ledger.js';
import type { Session } from '../accounts/service.js';
import { DEFAULT_NOTIFICATIONS, type AllRead, type Notification, type NotificationList } from './schemas.js';

export const NOTIFICATION_MESSAGES = { notFound: 'Notification not found.' } as const;

interface NotificationRow {
  id: string | number;
  kind: string;
  payload: Record<string, unknown>;
  read_at: Date | string | null;
  created_at: Date | string;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

const view = (row: NotificationRow): Notification => ({
  id: String(row.id),
  kind: row.kind,
  payload: row.payload,
  readAt: row.read_at === null ? null : iso(row.read_at),
  createdAt: iso(row.created_at),
});

const COLUMNS = sql`id, kind, payload, read_at, created_at`;

export class NotificationsService {
  constructor(private readonly database: Database) {}

  list(session: Session, limit = DEFAULT_NOTIFICATIONS): Promise<NotificationList> {
    return asClient(this.database, session.clientId, async (tx) => {
      const rows = rowsOf<NotificationRow>(
        await tx.execute(sql`
          SELECT ${COLUMNS} FROM notifications
           ORDER BY (read_at IS NULL) DESC, id DESC LIMIT ${limit}`),
      );
      const [count] = rowsOf<{ n: number }>(
        await tx.execute(sql`SELECT count(*)::int AS n FROM notifications WHERE read_at IS NULL`),
      );
      return { notifications: rows.map(view), unread: count?.n ?? 0 };
    });
  }

  markRead(session: Session, id: string): Promise<Notification> {
    return asClient(this.database, session.clientId, async (tx) => {
      // Read already: answered as it is, no event (nothing changed).
      const [changed] = rowsOf<NotificationRow>(
        await tx.execute(sql`
          UPDATE notifications SET read_at = now() WHERE id = ${id}::bigint AND read_at IS NULL
          RETURNING ${COLUMNS}`),
      );
      if (changed) {
        await recordEvent(tx, {
          clientId: session.clientId,
          name: 'notification.read',
          payload: { notificationIds: [String(changed.id)], all: false },
        });
        return view(changed);
      }
      const [row] = rowsOf<NotificationRow>(
        await tx.execute(sql`SELECT ${COLUMNS} FROM notifications WHERE id = ${id}::bigint`),
      );
      if (!row) throw new NotFound(NOTIFICATION_MESSAGES.notFound);
      return view(row);
    });
  }

  markAllRead(session: Session): Promise<AllRead> {
    return asClient(this.database, session.clientId, async (tx) => {
      const rows = rowsOf<{ id: string }>(
        await tx.execute(sql`UPDATE notifications SET read_at = now() WHERE read_at IS NULL RETURNING id`),
      );
      if (rows.length > 0)
        await recordEvent(tx, {
          clientId: session.clientId,
          name: 'notification.read',
          payload: { notificationIds: [], all: true },
        });
      return { unread: 0, marked: rows.length };
    });
  }
}
