// With DATABASE_URL, each test file used to create its database and then migrate and seed it (a second or more
// per file, the seed's password hashes among it). Global setup now does that once, into a template database of
// this run, and each file's database is a copy of it (CREATE DATABASE ... TEMPLATE, a copy of a few MB, no SQL
// replayed). Global teardown drops the template. The PGlite path does the same with its archives
// (pglite-templates.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { postgresDatabase } from '../platform/db/connection.js';
import { migrate } from '../platform/db/migrate.js';
import { seedDemo } from '../seed/demo.js';

/** Names the run's template; Jest's workers inherit it from global setup's environment. */
export const POSTGRES_TEMPLATE_ENV = 'ESTIBA_TEST_PG_TEMPLATE';

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Creates, migrates and seeds this run's template database and records its name for the workers. */
export async function buildPostgresTemplate(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return;
  // Random, so runs of several people against one server never meet.
  const name = `estiba_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  // Every connection to the template must be closed before anyone copies it, so it gets a pool of its own.
  const database = postgresDatabase(databaseUrl(serverUrl, name), { onIdleError: () => undefined });
  try {
    await migrate(database);
    await seedDemo(database);
  } catch (error) {
    await database.close();
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
  await database.close();
  process.env[POSTGRES_TEMPLATE_ENV] = name;
}

/** Drops the run's template (global teardown). */
export async function dropPostgresTemplate(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const name = process.env[POSTGRES_TEMPLATE_ENV];
  if (!serverUrl || !name) return;
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
