import { rm } from 'node:fs/promises';
import { tsImport } from 'tsx/esm/api';

// Same name as TEMPLATE_DIR_ENV in pglite-template.ts.
const TEMPLATE_DIR_ENV = 'ESTIBA_TEST_PGLITE_TEMPLATES';

export default async function globalTeardown() {
  const dir = process.env[TEMPLATE_DIR_ENV];
  if (dir) await rm(dir, { recursive: true, force: true });
  const { dropPostgresTemplate } = await tsImport('./postgres-template.ts', import.meta.url);
  await dropPostgresTemplate();
}
