// Builds the PGlite templates the test files copy (see pglite-template.ts). Called once per run by
// global-setup.mjs; with DATABASE_URL each file creates its own database on the server instead.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite, pgliteDatabase } from '../platform/db/connection.js';
import { migrate } from '../platform/db/migrate.js';
import { seedDemo } from '../seed/demo.js';
import { TEMPLATE_DIR_ENV, templatePath } from './pglite-template.js';

async function dump(client: PGlite, file: string): Promise<void> {
  const archive = await client.dumpDataDir('gzip');
  await writeFile(file, Buffer.from(await archive.arrayBuffer()));
}

export async function buildPgliteTemplates(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  // Jest starts its workers after this, and they inherit the environment: that is how they find the templates.
  process.env[TEMPLATE_DIR_ENV] = await mkdtemp(path.join(os.tmpdir(), 'estiba-api-test-'));
  const client = await createPglite();
  try {
    await dump(client, templatePath('empty'));
    const database = await pgliteDatabase(client);
    await migrate(database);
    await seedDemo(database);
    await dump(client, templatePath('seeded'));
  } finally {
    await client.close();
  }
}
