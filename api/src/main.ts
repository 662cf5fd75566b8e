// Starts the API: configuration, database, migrations, optional demo data, then the HTTP server.
// SIGTERM and SIGINT stop it gracefully: no new connections, in-flight requests finish, then the database closes.
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type LoadedConfig } from './config.js';
import { openDatabase } from './platform/db/connection.js';
import { migrate } from './platform/db/migrate.js';
import { seedDemo } from './seed/demo.js';
import { buildServer } from './server.js';

/** Past this, a stuck connection is not worth waiting for: the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): LoadedConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const { config, warnings } = readConfig();
  let app: FastifyInstance | null = null;
  const database = await openDatabase(config, {
    onIdleError: (error) => app?.log.error({ err: error }, 'idle database connection failed'),
  });
  app = buildServer(config, { database, redisKeyPrefix: config.redisKeyPrefix });
  const log = app.log;
  for (const warning of warnings) log.warn(warning);

  await migrate(database, { log });
  // seedDemo is idempotent and fills in whatever part (accounts, catalogue) an older database lacks.
  if (config.seedDemo && (await seedDemo(database, { apiSecret: config.jwt.secret })))
    log.info('demo data loaded');

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => {
      log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));

  await app.listen({ port: config.port, host: config.host });
  log.info({ database: database.kind }, `Estiba API listening on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  console.error('The API failed to start:', error);
  process.exit(1);
});
