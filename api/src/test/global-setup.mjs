// Jest loads its global setup outside the ESM test runtime and its transforms, so this plain module imports
// the TypeScript through tsx. It builds the run's database templates once: PGlite archives by default, a
// template database on the server with DATABASE_URL; every test file's database is a copy of one.
import { tsImport } from 'tsx/esm/api';

export default async function globalSetup() {
  const { buildPgliteTemplates } = await tsImport('./pglite-templates.ts', import.meta.url);
  const { buildPostgresTemplate } = await tsImport('./postgres-template.ts', import.meta.url);
  await buildPgliteTemplates();
  await buildPostgresTemplate();
}
