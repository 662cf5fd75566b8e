#!/usr/bin/env node
// `pnpm typecheck`: every package's TypeScript, as three programs on two lanes: the front-end packages together
// (tsconfig.web.json), and the API then the browser tests. Exit code non-zero if any has an error.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT, run } from './lib.mjs';

const tsc = createRequire(join(ROOT, 'package.json')).resolve('typescript/bin/tsc');
const check = (project) => run(process.execPath, [tsc, '--pretty', '-p', project]);

const lanes = await Promise.all([
  check('tsconfig.web.json').then((code) => [code]),
  check('api/tsconfig.json').then(async (code) => [code, await check('e2e/tsconfig.json')]),
]);
process.exit(lanes.flat().some((code) => code !== 0) ? 1 : 0);
