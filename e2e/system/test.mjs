#!/usr/bin/env node
// `npm test`: installs what it needs (pnpm, dependencies, Debian's Chromium), then runs every check in
// order, carrying on after a failure so one run reports everything, and ends with one summary line.
import { spawn, spawnSync } from 'node:child_process';
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
 * Jest's main process: two workers use both cores (the API files also wait on the database half the time).
 */
const JEST_WORKERS = `--maxWorkers=${Math.max(2, availableParallelism())}`;
/**
 * Each step: a name and how to run it (pnpm arguments, a script, or a task with its label). DATABASE_URL
 * and REDIS_URL pass through to the API tests. Consecutive steps with the same `together` run side by side,
 * each one's output held back and printed whole when it ends: lint (one process, one core), typecheck (two
 * tsc at a time, one while shared's runs first) and the system scripts' tests only read the sources, so the
 * three fill CI's two cores together where one after another they left one idle half of the time.
 */
const steps = [
  { name: 'lint', args: ['lint'], together: 'checks' },
  { name: 'typecheck', args: ['-r', '--workspace-concurrency=2', 'typecheck'], together: 'checks' },
  // These scripts' own helpers (the bench's bundle analyser), with Node's test runner: no dependencies.
  {
    name: 'system scripts',
    command: [process.execPath, '--test', ...systemTests],
    label: 'node --test',
    together: 'checks',
  },
  { name: 'unit and component', args: ['test:unit', JEST_WORKERS] },
  { name: 'api', args: ['--filter', '@estiba/api', 'test', JEST_WORKERS] },
  // The same build as `npm start`'s, which also dates the builds, so a start after the tests builds nothing.
  { name: 'build', task: () => buildAll(tool), label: 'pnpm -r build' },
  { name: 'prerender', script: 'e2e/system/prerender.mjs', needs: 'build' },
  { name: 'browser', args: ['--filter', '@estiba/e2e', 'test'], needs: 'build' },
];

/** The command line of a step that is not a task. */
function commandOf(step) {
  if (step.command) return step.command;
  if (step.script) return [process.execPath, step.script];
  return [tool.command, ...tool.prefix, ...step.args];
}

const labelOf = (step) => step.label ?? (step.script ? `node ${step.script}` : `pnpm ${step.args.join(' ')}`);

/** Runs a command with its output (both streams, in order) kept, for a step that runs beside others. */
function runHeld(command, args) {
  return new Promise((resolvePromise) => {
    const chunks = [];
    const child = spawn(command, args, { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${command}: ${error.message}\n`));
      resolvePromise({ code: 127, output: Buffer.concat(chunks) });
    });
    child.on('close', (code, signal) =>
      resolvePromise({ code: code ?? (signal ? 128 : 1), output: Buffer.concat(chunks) }),
    );
  });
}

const results = [];

function record(step, code, ms) {
  results.push({ name: step.name, ok: code === 0, ms, note: code === 0 ? '' : `exit code ${code}` });
  log(`${step.name}: ${code === 0 ? paint(32, 'passed') : paint(31, 'FAILED')} in ${formatSeconds(ms)}`);
}

async function runStep(step) {
  const blocker = step.needs && results.find((r) => r.name === step.needs && !r.ok);
  if (blocker) {
    log(paint(31, `${step.name}: not run, because ${step.needs} failed`));
    results.push({ name: step.name, ok: false, ms: 0, note: `not run: ${step.needs} failed` });
    return;
  }
  log(paint(1, `── ${step.name}: ${labelOf(step)}`));
  const begun = Date.now();
  const [command, ...args] = step.task ? [] : commandOf(step);
  const code = step.task ? await step.task() : await run(command, args);
  record(step, code, Date.now() - begun);
}

/** Runs steps side by side; each one's output is printed under its heading when it ends. */
async function runTogether(group) {
  log(paint(1, `── side by side: ${group.map((step) => step.name).join(', ')}`));
  await Promise.all(
    group.map(async (step) => {
      const begun = Date.now();
      const [command, ...args] = commandOf(step);
      const { code, output } = await runHeld(command, args);
      log(paint(1, `── ${step.name}: ${labelOf(step)}`));
      process.stdout.write(output);
      record(step, code, Date.now() - begun);
    }),
  );
}

for (let i = 0; i < steps.length;) {
  const step = steps[i];
  if (!step.together) {
    await runStep(step);
    i += 1;
    continue;
  }
  let end = i;
  while (end < steps.length && steps[end].together === step.together) end += 1;
  await runTogether(steps.slice(i, end));
  i = end;
}

// In the steps' order, whichever of a side-by-side group ended first.
results.sort((a, b) => steps.findIndex((s) => s.name === a.name) - steps.findIndex((s) => s.name === b.name));
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log(`\n${paint(1, 'Summary')} (${formatSeconds(Date.now() - startedAt)} in all)`);
for (const r of results) {
  const mark = r.ok ? paint(32, 'pass') : paint(31, 'FAIL');
  console.log(`  ${mark}  ${r.name.padEnd(20)} ${formatSeconds(r.ms).padStart(8)}  ${r.note}`);
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
