// Builds the real application over a fresh test database, with test configuration: the locale fixtures,
// fixed JWT secret and payload key, Redis when REDIS_URL is set (under a key prefix of its own) and silent logs.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import { loadConfig, type Config } from '../config.js';
import { buildServer } from '../server.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { TEST_PAYLOAD_KEY } from './signed-payload.js';

export const FIXTURE_LOCALES_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures',
  'locales',
);
/** Stored files of the tests: a folder of this process under the system's temporary folder, not api/.data. */
export const TEST_FILES_DIR = path.join(tmpdir(), `estiba-test-files-${process.pid}`);
export const TEST_JWT_SECRET = 'estiba-test-secret-that-is-long-enough-0001';

export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    PAYLOAD_KEY: TEST_PAYLOAD_KEY,
    LOCALES_DIR: FIXTURE_LOCALES_DIR,
    FILES_DIR: TEST_FILES_DIR,
    REDIS_URL: process.env.REDIS_URL,
    ...env,
  }).config;
}

/** A route as registered: one per method, so `GET` and its automatic `HEAD` are two. */
export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  schema?: FastifySchema;
}

export interface TestApp {
  app: FastifyInstance;
  /** Every route the application registered, for tests that must cover all of them (the input fuzz test). */
  routes: RegisteredRoute[];
  config: Config;
  testDatabase: TestDatabase;
  /** Closes the app; the database too unless it was passed in. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string | undefined>;
  /** Share a database (and Redis prefix) between several app instances, as parallel API processes do. */
  testDatabase?: TestDatabase;
  redisKeyPrefix?: string;
  /** `lazy` by default: a test file uses a few routes, and compiling all of them is most of a start's cost. */
  schemaCompilation?: 'eager' | 'lazy';
  /** Routes only a test needs, registered as a plugin after the application's own (so its hooks apply). */
  testRoutes?: (app: FastifyInstance) => Promise<void>;
}

export function uniqueRedisPrefix(): string {
  return `estiba-test:${randomUUID()}:`;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const testDatabase = options.testDatabase ?? (await createTestDatabase());
  const app = buildServer(config, {
    database: testDatabase.database,
    redisKeyPrefix: options.redisKeyPrefix ?? uniqueRedisPrefix(),
    schemaCompilation: options.schemaCompilation ?? 'lazy',
  });
  // onRoute hooks are added at once (not queued like the others), so this sees every route the plugins add.
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', ({ method, url, schema }) => {
    for (const one of Array.isArray(method) ? method : [method]) routes.push({ method: one, url, schema });
  });
  if (options.testRoutes) app.register(options.testRoutes);
  try {
    await app.ready();
  } catch (error) {
    // Left open, the database and Redis connections would keep Jest from exiting after the failure.
    await app.close().catch(() => undefined);
    if (!options.testDatabase) await testDatabase.destroy();
    throw error;
  }
  return {
    app,
    routes,
    config,
    testDatabase,
    close: async () => {
      await app.close();
      if (!options.testDatabase) await testDatabase.destroy();
    },
  };
}
