// A fresh, real database per test file: a copy of the PGlite template by default, or a new database on the
// PostgreSQL server named by DATABASE_URL (a copy of the run's template database, dropped by destroy()).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { createPglite, pgliteDatabase, postgresDatabase, type Database } from '../platform/db/connection.js';
import { migrate } from '../platform/db/migrate.js';
import { seedDemo } from '../seed/demo.js';
import { templatePath } from './pglite-template.js';
import { POSTGRES_TEMPLATE_ENV, databaseUrl } from './postgres-template.js';

export interface TestDatabase {
  database: Database;
  /** The connection string of the test database (PostgreSQL only). */
  url: string | null;
  destroy(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** `empty`: no tables at all; `seeded` (default): migrated and loaded with the demo data. */
  state?: 'empty' | 'seeded';
}

async function pgliteTestDatabase(state: 'empty' | 'seeded'): Promise<TestDatabase> {
  const archive = new Blob([await readFile(templatePath(state))]);
  const database = await pgliteDatabase(await createPglite({ loadDataDir: archive }));
  return { database, url: null, destroy: () => database.close() };
}

async function postgresTestDatabase(serverUrl: string, state: 'empty' | 'seeded'): Promise<TestDatabase> {
  const name = `estiba_test_${randomBytes(6).toString('hex')}`;
  // A seeded database is a copy of the run's template (global setup migrated and seeded it once); without
  // one (a run that skipped global setup) it is migrated and seeded here.
  const template = state === 'seeded' ? process.env[POSTGRES_TEMPLATE_ENV] : undefined;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(serverUrl, name);
  // DROP DATABASE ... WITH (FORCE) at the end ends any connection still open, and the pool reports that
  // on an idle client as an 'error' event: without a listener that event fails whichever test runs then.
  const database = postgresDatabase(url, { onIdleError: () => undefined });
  if (state === 'seeded' && !template) {
    await migrate(database);
    await seedDemo(database);
  }
  return {
    database,
    url,
    destroy: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export function createTestDatabase({ state = 'seeded' }: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? postgresTestDatabase(serverUrl, state) : pgliteTestDatabase(state);
}
