// Saved views (issue 17): list a list's views (the caller's own and the team's shared ones), save one (idempotent),
// rename / share / change one and delete one — the owner only. Every query runs as the caller's client (asClient:
// row-level security keeps another client's views out of reach whatever the query says). No HTTP here.
import { sql } from 'drizzle-orm';
import type { AppDatabase, Database } from '../../platform/db/connection.js';
import { asClient } from '../../platform/db/scope.js';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../platform/errors.js';
import { withIdempotencyKey, type IdempotentAnswer } from '../../platform/idempotency.js';
import type { Session } from '../accounts/service.js';
import { checkViewFilters } from './filters.js';
import {
  MAX_SAVED_VIEWS_PER_LIST,
  type CreateSavedViewBody,
  type SavedView,
  type SavedViewList,
  type SavedViews,
  type UpdateSavedViewBody,
} from './schemas.js';

export const SAVED_VIEW_MESSAGES = {
  operators: "Saved views belong to a merchant's lists: the operator's staff and admins have none",
  notFound: 'No such saved view',
  notOwner: 'Only the person who saved this view can change or delete it',
  nameTaken: (name: string) => `You already have a view named "${name}" on this list: choose another name`,
  blankName: 'The name of a view cannot be blank',
  tooMany: `You have ${MAX_SAVED_VIEWS_PER_LIST} views on this list already: delete one before saving another`,
} as const;

interface ViewRow {
  id: string;
  list: SavedViewList;
  name: string;
  filters: Record<string, unknown>;
  shared: boolean;
  owner_id: string;
  owner_name: string | null;
  created_at: string | Date;
  updated_at: string | Date;
}

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;
const iso = (value: string | Date) => new Date(value).toISOString();

const VIEW_COLUMNS = sql`v.id, v.list, v.name, v.filters, v.shared, v.owner_id, u.display_name AS owner_name,
  v.created_at, v.updated_at`;

function viewOf(row: ViewRow, userId: string): SavedView {
  return {
    id: row.id,
    list: row.list,
    name: row.name,
    // node-postgres parses jsonb; PGlite may hand it over as text.
    filters: typeof row.filters === 'string' ? JSON.parse(row.filters) : row.filters,
    shared: row.shared,
    mine: row.owner_id === userId,
    owner: { id: row.owner_id, name: row.owner_name ?? '' },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The operator's users keep no views: their lists are the staff screens, not a merchant's. */
function merchantOf(session: Session): { clientId: string; userId: string } {
  if (session.role === 'admin' || session.role === 'staff')
    throw new Forbidden(SAVED_VIEW_MESSAGES.operators);
  return { clientId: session.clientId, userId: session.userId };
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new ValidationFailed(SAVED_VIEW_MESSAGES.blankName, { field: 'name' });
  return trimmed;
}

async function findView(tx: AppDatabase, viewId: string): Promise<ViewRow | undefined> {
  const [row] = rowsOf<ViewRow>(
    await tx.execute(sql`
      SELECT ${VIEW_COLUMNS} FROM saved_views v LEFT JOIN users u ON u.id = v.owner_id
       WHERE v.id = ${viewId}::uuid`),
  );
  return row;
}

/** The caller's own view, for a change: 404 when they cannot see it, 403 when it is a teammate's shared one. */
async function ownView(tx: AppDatabase, viewId: string, userId: string): Promise<ViewRow> {
  const row = await findView(tx, viewId);
  if (!row || (row.owner_id !== userId && !row.shared)) throw new NotFound(SAVED_VIEW_MESSAGES.notFound);
  if (row.owner_id !== userId) throw new Forbidden(SAVED_VIEW_MESSAGES.notOwner);
  return row;
}

async function nameInUse(
  tx: AppDatabase,
  owner: { clientId: string; userId: string },
  list: SavedViewList,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`
      SELECT 1 FROM saved_views
       WHERE client_id = ${owner.clientId} AND owner_id = ${owner.userId}::uuid AND list = ${list}
         AND name = ${name} AND (${exceptId}::uuid IS NULL OR id <> ${exceptId}::uuid)`),
  );
  return rows.length > 0;
}

export class SavedViewsService {
  constructor(private readonly database: Database) {}

  list(session: Session, list: SavedViewList): Promise<SavedViews> {
    const actor = merchantOf(session);
    return asClient(this.database, actor.clientId, async (tx) => {
      const rows = rowsOf<ViewRow>(
        await tx.execute(sql`
          SELECT ${VIEW_COLUMNS} FROM saved_views v LEFT JOIN users u ON u.id = v.owner_id
           WHERE v.list = ${list} AND (v.owner_id = ${actor.userId}::uuid OR v.shared)
           ORDER BY (v.owner_id = ${actor.userId}::uuid) DESC, lower(v.name), v.name, v.id`),
      );
      return { views: rows.map((row) => viewOf(row, actor.userId)) };
    });
  }

  /** Saves a view once per Idempotency-Key: the same key and body answer the first 201 again. */
  create(
    session: Session,
    idempotencyKey: string,
    body: CreateSavedViewBody,
  ): Promise<IdempotentAnswer<SavedView>> {
    const actor = merchantOf(session);
    const name = cleanName(body.name);
    const filters = checkViewFilters(body.list, body.filters);
    return asClient(this.database, actor.clientId, (tx) =>
      withIdempotencyKey(
        tx,
        { clientId: actor.clientId, scope: 'saved-views.create', key: idempotencyKey, request: body },
        async () => {
          const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
            await tx.execute(sql`
              SELECT count(*)::int AS n FROM saved_views
               WHERE client_id = ${actor.clientId} AND owner_id = ${actor.userId}::uuid AND list = ${body.list}`),
          );
          if (n >= MAX_SAVED_VIEWS_PER_LIST) throw new Conflict(SAVED_VIEW_MESSAGES.tooMany);
          // The unique index decides a race between two saves of one name: the second inserts nothing.
          const inserted = rowsOf<{ id: string }>(
            await tx.execute(sql`
              INSERT INTO saved_views (client_id, owner_id, list, name, filters, shared)
              VALUES (${actor.clientId}, ${actor.userId}::uuid, ${body.list}, ${name},
                      ${JSON.stringify(filters)}::jsonb, ${body.shared ?? false})
              ON CONFLICT (client_id, owner_id, list, name) DO NOTHING
              RETURNING id`),
          );
          if (inserted.length === 0)
            throw new Conflict(SAVED_VIEW_MESSAGES.nameTaken(name), { field: 'name' });
          return { status: 201, body: viewOf((await findView(tx, inserted[0]!.id))!, actor.userId) };
        },
      ),
    );
  }

  update(session: Session, viewId: string, body: UpdateSavedViewBody): Promise<SavedView> {
    const actor = merchantOf(session);
    return asClient(this.database, actor.clientId, async (tx) => {
      const row = await ownView(tx, viewId, actor.userId);
      const name = body.name === undefined ? row.name : cleanName(body.name);
      const filters = body.filters === undefined ? null : checkViewFilters(row.list, body.filters);
      if (name !== row.name && (await nameInUse(tx, actor, row.list, name, row.id)))
        throw new Conflict(SAVED_VIEW_MESSAGES.nameTaken(name), { field: 'name' });
      await tx.execute(sql`
        UPDATE saved_views
           SET name = ${name},
               filters = COALESCE(${filters === null ? null : JSON.stringify(filters)}::jsonb, filters),
               shared = COALESCE(${body.shared ?? null}::boolean, shared),
               updated_at = now()
         WHERE id = ${row.id}::uuid AND owner_id = ${actor.userId}::uuid`);
      return viewOf((await findView(tx, row.id))!, actor.userId);
    });
  }

  delete(session: Session, viewId: string): Promise<void> {
    const actor = merchantOf(session);
    return asClient(this.database, actor.clientId, async (tx) => {
      const row = await ownView(tx, viewId, actor.userId);
      await tx.execute(
        sql`DELETE FROM saved_views WHERE id = ${row.id}::uuid AND owner_id = ${actor.userId}::uuid`,
      );
    });
  }
}
