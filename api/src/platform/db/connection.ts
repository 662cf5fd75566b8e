// One database for the whole API: embedded PGlite in a data folder when no DATABASE_URL is given (a fresh clone
// starts with nothing to install), a real PostgreSQL through a pg pool when it is. Both speak the same SQL and
// are reached through the same drizzle interface, so nothing above this file knows which one runs.
//
// Who the queries run as. Every query of the API (`db`, and `listen`) runs as APP_ROLE, which is neither
// superuser nor the tables' owner, so the row-level security of client-owned tables always applies
// (migrations/row-security.ts; scope.ts sets the client or the operator scope per transaction). Only the
// migrations, the seed and tests' setup run as the owner, through `asOwner`, before the server listens.
// - PostgreSQL: the pool's connections log in with `options=-c role=estiba_app` (a startup parameter, so RESET
//   ROLE returns to it, and a missing role refuses the connection rather than running as the owner); asOwner
//   opens a connection of its own with the URL as given.
// - PGlite has one session: it runs SET ROLE estiba_app once the role exists (at open, and after every asOwner,
//   which RESETs it for its work). While asOwner works, PGlite's one session is the owner's: that is why only
//   start-up and tests use it.
import { mkdir } from 'node:fs/promises';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { APP_ROLE } from '../../migrations/row-security.js';
import { schema, type Schema } from './schema.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** The typed query builder both drivers share. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;

/** One connection held for a while: what migrations need for an advisory lock and explicit transactions. */
export interface SqlSession {
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Runs one or more statements without parameters. */
  exec(text: string): Promise<void>;
}

/** The tables' owner's connection, held for the work (see Database.asOwner). */
export interface OwnerSession extends SqlSession {
  /** The typed query builder on that same connection. */
  db: AppDatabase;
}

/** What a LISTEN subscription reports (see Database.listen). */
export interface NotificationHandlers {
  /** A NOTIFY on the channel, sent by this process or any other on the same database. */
  message(payload: string): void;
  /** false while the listening connection is down (notifications sent meanwhile are lost), true once it is back. */
  live(isLive: boolean): void;
}

export interface Database {
  kind: DatabaseKind;
  /** The API's queries, as APP_ROLE: client-owned tables show rows only inside scope.ts's asClient/asOperator. */
  db: AppDatabase;
  /**
   * Runs work as the tables' owner on one connection held meanwhile: migrations, the seed and tests' setup,
   * never a request (on PGlite every other query meanwhile runs as the owner too).
   */
  asOwner<T>(work: (owner: OwnerSession) => Promise<T>): Promise<T>;
  /** LISTENs on a channel until the returned function is called; resolves once listening (or retrying). */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** PostgreSQL's default pool size is fine for one API process; several processes share the server's limit. */
const POOL_SIZE = 10;
/** Wait between attempts to reconnect a dropped LISTEN connection. */
const LISTEN_RETRY_MS = 1000;

/**
 * The contrib extensions the migrations create (016's pg_trgm, the inventory list's name search). PGlite loads an
 * extension's code only when the instance is created with it, on every open of a data folder, not only the first.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** A PGlite instance with the extensions the schema needs: every PGlite the API, its tests and benches open. */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: PGLITE_EXTENSIONS });
}

/** Serialises callers: PGlite has exactly one session, so two holders would interleave their transactions. */
class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/** Sets the session's role to APP_ROLE once migration 007 has created it (a fresh database has no role yet). */
const PGLITE_APP_ROLE = `SELECT set_config('role', rolname, false) FROM pg_roles WHERE rolname = '${APP_ROLE}'`;

export async function pgliteDatabase(client: PGlite): Promise<Database> {
  const mutex = new Mutex();
  // The PGlite and node-postgres drizzle databases differ only in their driver result type.
  const db = drizzlePglite({ client, schema }) as unknown as AppDatabase;
  const owner: OwnerSession = {
    query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
    exec: async (text) => {
      await client.exec(text);
    },
    db,
  };
  await client.query(PGLITE_APP_ROLE);
  return {
    kind: 'pglite',
    db,
    asOwner: (work) =>
      mutex.run(async () => {
        await client.exec('RESET ROLE');
        try {
          return await work(owner);
        } finally {
          await client.query(PGLITE_APP_ROLE);
        }
      }),
    listen: async (channel, handlers) => {
      // One in-process session: nothing can drop it, so it is live from the start.
      const unlisten = await client.listen(channel, (payload) => handlers.message(payload));
      handlers.live(true);
      // Closing the database ends the subscription too; unlistening then would only fail.
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

/**
 * A LISTEN on a connection of its own, outside the pool: it is held for the process's life, and a pooled one
 * would be handed to queries. A dropped connection is reported (live false) and reconnected until stopped.
 */
async function listenOnPostgres(
  pool: pg.Pool,
  channel: string,
  handlers: NotificationHandlers,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const client = new pg.Client(pool.options);
    client.on('notification', (notification) => {
      if (notification.channel === channel) handlers.message(notification.payload ?? '');
    });
    const lost = () => {
      if (current !== client) return;
      current = null;
      client.end().catch(() => undefined);
      handlers.live(false);
      scheduleRetry();
    };
    // Until connected, a failure rejects connect() instead (current is not this client yet).
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await client.end();
      return;
    }
    current = client;
    handlers.live(true);
  };
  const scheduleRetry = () => {
    if (stopped) return;
    retry = setTimeout(() => connect().catch(scheduleRetry), LISTEN_RETRY_MS);
    retry.unref();
  };

  try {
    await connect();
  } catch {
    handlers.live(false);
    scheduleRetry();
  }
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end();
  };
}

/**
 * The connection string with APP_ROLE as a startup parameter (after any `options` the URL or PGOPTIONS already
 * give; the URL's would otherwise replace a pool option of the same name).
 */
export function appRoleUrl(url: string): string {
  const parsed = new URL(url);
  const given = parsed.searchParams.get('options') ?? process.env.PGOPTIONS;
  parsed.searchParams.set('options', [given, `-c role=${APP_ROLE}`].filter(Boolean).join(' '));
  return parsed.toString();
}

export interface PostgresOptions {
  /** Errors of idle pooled connections (a restarted server); without a listener they would crash the process. */
  onIdleError?: (error: Error) => void;
}

export function postgresDatabase(url: string, options: PostgresOptions = {}): Database {
  const pool = new pg.Pool({ connectionString: appRoleUrl(url), max: POOL_SIZE });
  pool.on('error', (error) => options.onIdleError?.(error));
  return {
    kind: 'postgres',
    db: drizzlePostgres({ client: pool, schema }) as unknown as AppDatabase,
    asOwner: async (work) => {
      const connection = new pg.Client({ connectionString: url });
      // A server dropping the connection mid-work fails the query in progress; this only keeps it from crashing.
      connection.on('error', (error) => options.onIdleError?.(error));
      await connection.connect();
      try {
        return await work({
          query: async <Row>(text: string, params?: unknown[]) =>
            (await connection.query(text, params)).rows as Row[],
          exec: async (text) => {
            await connection.query(text);
          },
          db: drizzlePostgres({ client: connection, schema }) as unknown as AppDatabase,
        });
      } finally {
        await connection.end();
      }
    },
    listen: (channel, handlers) => listenOnPostgres(pool, channel, handlers),
    close: () => pool.end(),
  };
}

export type OpenDatabaseOptions = PostgresOptions;

export async function openDatabase(
  config: { databaseUrl: string | null; dataDir: string },
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  if (config.databaseUrl) return postgresDatabase(config.databaseUrl, options);
  await mkdir(config.dataDir, { recursive: true });
  return pgliteDatabase(await createPglite({ dataDir: config.dataDir }));
}
