// `pnpm --filter @estiba/api seed`: applies the migrations and loads the demo data (skipped when present).
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../platform/db/connection.js';
import { migrate } from '../platform/db/migrate.js';
import { seedDemo } from '../seed/demo.js';

async function run(): Promise<void> {
  // A command run on a developer's machine: development unless the environment says otherwise (as the token CLI).
  const { config } = loadConfig({ ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' });
  const database = await openDatabase(config);
  try {
    const applied = await migrate(database);
    const seeded = await seedDemo(database, { apiSecret: config.jwt.secret });
    console.log(
      `Migrations applied: ${applied.length ? applied.join(', ') : 'none (up to date)'}. ` +
        `Demo data: ${seeded ? 'loaded' : 'already present'} (${database.kind}).`,
    );
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
