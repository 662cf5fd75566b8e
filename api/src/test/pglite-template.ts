// Where the PGlite templates built by global-setup.ts live: an initialised empty database and one migrated and
// seeded. Each test file loads its own copy in about half a second instead of running initdb (2–3 s).
import os from 'node:os';
import path from 'node:path';

export const TEMPLATE_DIR_ENV = 'ESTIBA_TEST_PGLITE_TEMPLATES';

export function templateDir(): string {
  return process.env[TEMPLATE_DIR_ENV] ?? path.join(os.tmpdir(), 'estiba-api-test-templates');
}

export const templatePath = (kind: 'empty' | 'seeded'): string => path.join(templateDir(), `${kind}.tar.gz`);
