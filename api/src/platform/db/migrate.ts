// Applies the numbered migrations in src/migrations, each once and in order, recording them in
// schema_migrations. Several API instances may start together: a PostgreSQL advisory lock makes the second
// wait until the first has finished, then find nothing left to do.
import { createHash } from 'node:crypto';
import { MIGRATIONS, type Migration } from '../../migrations/index.js';
import type { Database, SqlSession } from './connection.js';

/** An arbitrary application-wide key for pg_advisory_lock; every instance must use the same one. */
export const MIGRATION_LOCK_KEY = 7_302_118_001;

interface MigrationLog {
  info(object: object, message: string): void;
}

export interface MigrateOptions {
  migrations?: readonly Migration[];
  log?: MigrationLog;
}

export class MigrationError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

function checksum(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}

function assertOrdered(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    const previous = migrations[index - 1];
    if (previous && migration.version <= previous.version) {
      throw new MigrationError(
        `Migration ${migration.version} (${migration.name}) must come after ${previous.version}`,
      );
    }
  });
}

async function apply(session: SqlSession, migration: Migration): Promise<void> {
  await session.exec('BEGIN');
  try {
    await session.exec(migration.sql);
    await session.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
      migration.version,
      migration.name,
      checksum(migration.sql),
    ]);
    await session.exec('COMMIT');
  } catch (error) {
    await session.exec('ROLLBACK');
    throw new MigrationError(`Migration ${migration.version} (${migration.name}) failed`, { cause: error });
  }
}

/** Returns the versions it applied (empty when the database was already up to date). */
export async function migrate(database: Database, options: MigrateOptions = {}): Promise<number[]> {
  const migrations = options.migrations ?? MIGRATIONS;
  assertOrdered(migrations);

  return database.asOwner(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await session.exec(`
        CREATE TABLE IF NOT EXISTS schema_migrations (
          version integer PRIMARY KEY,
          name text NOT NULL,
          checksum text NOT NULL,
          applied_at timestamptz NOT NULL DEFAULT now()
        )`);
      const applied = new Map(
        (
          await session.query<{ version: number; checksum: string }>(
            'SELECT version, checksum FROM schema_migrations',
          )
        ).map((row) => [row.version, row.checksum]),
      );

      const done: number[] = [];
      for (const migration of migrations) {
        const recorded = applied.get(migration.version);
        if (recorded !== undefined) {
          // A released migration that changed would leave databases that differ with the same version.
          if (recorded !== checksum(migration.sql)) {
            throw new MigrationError(
              `Migration ${migration.version} (${migration.name}) changed after it was applied`,
            );
          }
          continue;
        }
        await apply(session, migration);
        options.log?.info({ version: migration.version, name: migration.name }, 'migration applied');
        done.push(migration.version);
      }
      return done;
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}
