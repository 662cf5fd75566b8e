// Jest loads its global setup outside the ESM test runtime and its transforms, so this plain module imports
// the TypeScript through tsx.
import { tsImport } from 'tsx/esm/api';

export default async function globalSetup() {
  const { buildPgliteTemplates } = await tsImport('./pglite-templates.ts', import.meta.url);
  await buildPgliteTemplates();
}
