// Scoping by client as the default: repositories reach client-owned tables through `forClient(db, clientId)`,
// whose every read, write and delete carries `client_id = <the caller's client>`. A route cannot forget the
// filter, and no value passed in can move a row to another client.
import { and, eq, type InferInsertModel, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDatabase } from './connection.js';

/** A table whose rows belong to one client. */
export type ClientOwnedTable = PgTable & { clientId: PgColumn };

type Row<T extends ClientOwnedTable> = InferSelectModel<T>;
/** What a caller may write: everything but the owner, which the scope supplies. */
type Values<T extends ClientOwnedTable> = Omit<InferInsertModel<T>, 'clientId'>;
type Changes<T extends ClientOwnedTable> = Partial<Values<T>>;

export interface ClientScope {
  readonly clientId: string;
  /** Rows of the client matching `where`, optionally ordered. */
  select<T extends ClientOwnedTable>(
    table: T,
    options?: { where?: SQL; orderBy?: (SQL | PgColumn)[]; limit?: number },
  ): Promise<Row<T>[]>;
  insert<T extends ClientOwnedTable>(table: T, values: Values<T> | Values<T>[]): Promise<Row<T>[]>;
  /** Changes the client's rows matching `where`; returns the rows changed (none when they belong to another). */
  update<T extends ClientOwnedTable>(table: T, changes: Changes<T>, where?: SQL): Promise<Row<T>[]>;
  delete<T extends ClientOwnedTable>(table: T, where?: SQL): Promise<Row<T>[]>;
}

function withoutOwner<V extends object>(values: V): V {
  const copy = { ...values } as Record<string, unknown>;
  delete copy.clientId;
  return copy as V;
}

// drizzle's builders are typed per concrete table; over a generic table their chained types collapse, so the
// calls below go through a loosely typed handle and the public signatures above restore the row types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export function forClient(db: AppDatabase, clientId: string): ClientScope {
  const loose: Loose = db;
  const owned = (table: ClientOwnedTable, where?: SQL) => and(eq(table.clientId, clientId), where);

  return {
    clientId,
    async select(table, options = {}) {
      let query: Loose = loose.select().from(table).where(owned(table, options.where));
      if (options.orderBy?.length) query = query.orderBy(...options.orderBy);
      if (options.limit !== undefined) query = query.limit(options.limit);
      return query;
    },
    async insert(table, values) {
      const rows = (Array.isArray(values) ? values : [values]).map((v) => ({ ...withoutOwner(v), clientId }));
      return loose.insert(table).values(rows).returning();
    },
    async update(table, changes, where) {
      return loose.update(table).set(withoutOwner(changes)).where(owned(table, where)).returning();
    },
    async delete(table, where) {
      return loose.delete(table).where(owned(table, where)).returning();
    },
  };
}
