#!/usr/bin/env node
// `npm test`: installs what it needs (pnpm, dependencies, Debian's Chromium), then runs every check in
// order, carrying on after a failure so one run reports everything, and ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import {
  CHROMIUM,
  buildAll,
  ensureInstall,
  ensurePnpm,
  ROOT,
  formatSeconds,
  log,
  paint,
  pnpm,
  run,
} from './lib.mjs';

/** Installs Chromium from apt when it is missing (as root, or through sudo when that works without a prompt). */
async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  log(`${CHROMIUM} is missing: installing Debian's chromium package`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const isRoot = process.getuid?.() === 0;
  const hasSudo = !isRoot && spawnSync('sudo', ['-n', 'true']).status === 0;
  if (!isRoot && !hasSudo) {
    log(
      paint(33, 'not root and no password-less sudo: install chromium yourself (apt-get install chromium)'),
    );
    return;
  }
  const asRoot = (args) =>
    isRoot ? run(args[0], args.slice(1), { env }) : run('sudo', ['-n', '-E', ...args], { env });
  if ((await asRoot(['apt-get', 'update'])) !== 0) return;
  await asRoot(['apt-get', 'install', '-y', 'chromium']);
}

const startedAt = Date.now();
const tool = ensurePnpm();
if ((await ensureInstall(tool)) !== 0) {
  console.error(paint(31, 'npm test: pnpm install failed'));
  console.log('tests: 0 passed, 1 failed');
  process.exit(1);
}
await ensureChromium();

/** Tests of these scripts' own helpers (e2e/system/*.test.mjs). */
const systemTests = readdirSync(join(ROOT, 'e2e', 'system'))
  .filter((file) => file.endsWith('.test.mjs'))
  .map((file) => join('e2e', 'system', file));
/**
 * Jest's own default is one worker fewer than the cores, which on CI's two cores means one file at a time in
 * Jest's main process: two workers use both cores.
 */
const JEST_WORKERS = `--maxWorkers=${Math.max(2, availableParallelism())}`;
/**
 * The API files wait on the database (PostgreSQL is another process on the same cores) for a good part of
 * their time, so one worker more than the cores keeps both busy: on this 2-core machine with PostgreSQL and
 * Redis the step took 325 s with three workers, 377 s with two.
 */
const API_WORKERS = `--maxWorkers=${Math.max(2, availableParallelism()) + 1}`;
/**
 * Each step: a name and how to run it (pnpm arguments, a script, or a task with its label). DATABASE_URL
 * and REDIS_URL pass through to the API tests.
 */
const steps = [
  { name: 'lint', args: ['lint'] },
  { name: 'typecheck', args: ['typecheck'] },
  { name: 'unit and component', args: ['test:unit', JEST_WORKERS] },
  { name: 'api', args: ['--filter', '@estiba/api', 'test', API_WORKERS] },
  // These scripts' own helpers (the bench's bundle analyser), with Node's test runner: no dependencies.
  {
    name: 'system scripts',
    task: () => run(process.execPath, ['--test', ...systemTests]),
    label: 'node --test',
  },
  // The same build as `npm start`'s, which also dates the builds, so a start after the tests builds nothing.
  { name: 'build', task: () => buildAll(tool), label: 'pnpm -r build' },
  { name: 'prerender', script: 'e2e/system/prerender.mjs', needs: 'build' },
  { name: 'browser', args: ['--filter', '@estiba/e2e', 'test'], needs: 'build' },
];

const results = [];
for (const step of steps) {
  const blocker = step.needs && results.find((r) => r.name === step.needs && !r.ok);
  if (blocker) {
    log(paint(31, `${step.name}: not run, because ${step.needs} failed`));
    results.push({ name: step.name, ok: false, ms: 0, note: `not run: ${step.needs} failed` });
    continue;
  }
  const label = step.label ?? (step.script ? `node ${step.script}` : `pnpm ${step.args.join(' ')}`);
  log(paint(1, `── ${step.name}: ${label}`));
  const begun = Date.now();
  const code = step.task
    ? await step.task()
    : step.script
      ? await run(process.execPath, [step.script])
      : await pnpm(tool, step.args);
  const ms = Date.now() - begun;
  results.push({ name: step.name, ok: code === 0, ms, note: code === 0 ? '' : `exit code ${code}` });
  log(`${step.name}: ${code === 0 ? paint(32, 'passed') : paint(31, 'FAILED')} in ${formatSeconds(ms)}`);
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log(`\n${paint(1, 'Summary')} (${formatSeconds(Date.now() - startedAt)} in all)`);
for (const r of results) {
  const mark = r.ok ? paint(32, 'pass') : paint(31, 'FAIL');
  console.log(`  ${mark}  ${r.name.padEnd(20)} ${formatSeconds(r.ms).padStart(8)}  ${r.note}`);
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
