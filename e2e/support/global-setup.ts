// Starts the API and the seven static servers over the production build before any test runs.
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_MERCHANT, REMOTES, ROOT, STATE_FILE } from './env';
import {
  API_READY_TIMEOUT_MS,
  STATIC_READY_TIMEOUT_MS,
  isRunning,
  launch,
  portAnswers,
  readState,
  serverPlans,
  stopProcess,
  waitReady,
  writeState,
  type RunState,
  type ServerName,
} from './servers';
import { markFeaturesSeen } from './startDialogs';

const BUILDS = [join('api', 'dist', 'main.js'), join('shell', 'dist', 'index.html')].concat(
  REMOTES.flatMap((r) => [join(r.dir, 'dist', 'remoteEntry.js'), join(r.dir, 'dist', 'mf-manifest.json')]),
);

/** A previous run that was interrupted may have left its servers behind: stop those (and only those). */
async function stopLeftovers(): Promise<void> {
  if (!existsSync(STATE_FILE)) return;
  const previous = readState();
  for (const record of Object.values(previous.servers)) {
    if (!record || !isRunning(record.pid)) continue;
    const cmdline = existsSync(`/proc/${record.pid}/cmdline`)
      ? readFileSync(`/proc/${record.pid}/cmdline`, 'utf8').split('\0').join(' ')
      : '';
    // A recycled pid belongs to someone else: only a process running our exact command is ours.
    if (cmdline.trim() === record.command.join(' ')) await stopProcess(record.pid);
  }
}

export default async function globalSetup(): Promise<void> {
  const missing = BUILDS.filter((file) => !existsSync(join(ROOT, file)));
  if (missing.length > 0) {
    throw new Error(
      `The browser tests run over the production build, which is missing: ${missing.join(', ')}.\n` +
        'Build first: pnpm -r build (npm test does it before the browser tests).',
    );
  }
  await stopLeftovers();

  const tempDir = mkdtempSync(join(tmpdir(), 'estiba-e2e-'));
  const logs = join(tempDir, 'logs');
  mkdirSync(logs);
  const plans = serverPlans(tempDir);

  const busy: string[] = [];
  for (const [name, plan] of Object.entries(plans))
    if (await portAnswers(plan.port)) busy.push(`${name} ${plan.port}`);
  if (busy.length > 0) throw new Error(`Ports needed by the browser tests are in use: ${busy.join(', ')}`);

  const state: RunState = { tempDir, servers: {} };
  for (const [name, plan] of Object.entries(plans) as [ServerName, (typeof plans)[ServerName]][]) {
    state.servers[name] = launch(plan, join(logs, `${name}.log`));
  }
  writeState(state);

  try {
    await Promise.all(
      Object.entries(state.servers).map(([name, record]) =>
        waitReady(record!, name === 'api' ? API_READY_TIMEOUT_MS : STATIC_READY_TIMEOUT_MS),
      ),
    );
    // The seed's What's New would open over every page of the specs that sign in as the demo merchant; only
    // start-dialogs.spec looks at it (as another merchant).
    await markFeaturesSeen(DEMO_MERCHANT.email);
  } catch (error) {
    await Promise.all(Object.values(state.servers).map((record) => stopProcess(record!.pid)));
    throw error;
  }
  console.log(`[e2e] servers ready; logs in ${logs}`);
}
