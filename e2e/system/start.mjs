#!/usr/bin/env node
// `npm start`: installs pnpm and the dependencies when missing, builds what is out of date, then runs the
// API (embedded PGlite with demo data) and the shell and six remotes, each on its own port, until Ctrl+C.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { prerender, prerenderIsStale } from './prerender.mjs';
import {
  FRONT_ENDS,
  ROOT,
  bold,
  buildAll,
  ensureInstall,
  ensurePnpm,
  formatSeconds,
  frontEndEnv,
  log,
  paint,
  portIsFree,
  prefixOutput,
  resolvePorts,
  staleBuilds,
  staticServerArgs,
  stopChildren,
  waitForUrl,
} from './lib.mjs';

// The first start runs the migrations and loads the demo seed into a new PGlite folder.
const API_READY_TIMEOUT_MS = 180_000;
const STATIC_READY_TIMEOUT_MS = 30_000;
const DEMO_PASSWORD = 'Estiba2026';

const fail = (message) => {
  console.error(paint(31, `\nnpm start: ${message}`));
  process.exit(1);
};

const startedAt = Date.now();
let ports;
try {
  ports = resolvePorts();
} catch (error) {
  fail(error.message);
}

const tool = ensurePnpm();
if ((await ensureInstall(tool)) !== 0) fail('pnpm install failed');

const stale = process.env.FORCE_BUILD ? null : staleBuilds();
if (stale === null || stale.length > 0) {
  log(`building ${stale === null ? 'every package' : stale.join(', ')}`);
  if ((await buildAll(tool, stale ?? undefined)) !== 0) fail('the build failed (see above)');
} else {
  log('builds are up to date (FORCE_BUILD=1 rebuilds everything)');
}
// Snapshots only speed up the first paint: without them the pages start as usual.
if (prerenderIsStale() && (await prerender()) !== 0) log('starting without prerendered pages');

const busy = [];
for (const [who, port] of Object.entries(ports)) if (!(await portIsFree(port))) busy.push(`${who} ${port}`);
if (busy.length > 0) {
  fail(
    `port already in use: ${busy.join(', ')}.\n` +
      'Stop what is listening there, or choose other ports (API_PORT, SHELL_PORT, MF_LANDING_PORT, ...).',
  );
}

const shellUrl = `http://localhost:${ports.shell}`;
const apiUrl = `http://localhost:${ports.api}`;
// This machine's secrets, generated into api/.data/ on the first start (the API's own code, built above),
// so the API and the static servers share one payload key and no secret lives in the repository.
const { localSecrets } = await import(pathToFileURL(join(ROOT, 'api', 'dist', 'local-secrets.js')).href);
const secrets = localSecrets();
const payloadKey = process.env.PAYLOAD_KEY || secrets.payloadKey;
const publicHost = process.env.PUBLIC_HOST || 'localhost';
const children = [];
let stopping = false;

function launch(name, command, args, { cwd = ROOT, env }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const index = children.length;
  prefixOutput(child.stdout, name, index, process.stdout);
  prefixOutput(child.stderr, name, index, process.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    log(
      paint(
        31,
        `${name} stopped (${signal ?? `exit code ${code}`}); the others keep running. Ctrl+C stops all.`,
      ),
    );
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(1);
  });
  children.push(child);
  return child;
}

const api = launch('api', process.execPath, ['dist/main.js'], {
  cwd: join(ROOT, 'api'),
  env: {
    ...process.env,
    // A run on this machine: development, unless told otherwise.
    NODE_ENV: process.env.NODE_ENV || 'development',
    PORT: String(ports.api),
    SEED_DEMO: process.env.SEED_DEMO ?? 'true',
    JWT_SECRET: process.env.JWT_SECRET || secrets.jwtSecret,
    PAYLOAD_KEY: payloadKey,
    // The shell and the six remotes call the API from their own origins, on the host the browser uses
    // (the static servers' PUBLIC_HOST).
    CORS_ORIGINS:
      process.env.CORS_ORIGINS || FRONT_ENDS.map((f) => `http://${publicHost}:${ports[f.dir]}`).join(','),
    PUBLIC_APP_URL: process.env.PUBLIC_APP_URL ?? shellUrl,
    PUBLIC_API_URL: process.env.PUBLIC_API_URL || `http://${publicHost}:${ports.api}`,
  },
});

const staticEnv = frontEndEnv(ports, { PAYLOAD_KEY: payloadKey });
const frontEnds = FRONT_ENDS.map((frontEnd) => ({
  frontEnd,
  child: launch(frontEnd.dir, process.execPath, staticServerArgs(frontEnd, ports[frontEnd.dir]), {
    env: staticEnv,
  }),
}));

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  log('stopping every server...');
  await stopChildren(children);
  log('stopped.');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
process.on('SIGHUP', () => shutdown(0));

const alive = (child) => () => child.exitCode === null && child.signalCode === null;
let ready = true;
try {
  await Promise.all([
    waitForUrl(`http://127.0.0.1:${ports.api}/health`, {
      timeoutMs: API_READY_TIMEOUT_MS,
      isAlive: alive(api),
    }),
    ...frontEnds.map(({ frontEnd, child }) =>
      waitForUrl(
        `http://127.0.0.1:${ports[frontEnd.dir]}/${frontEnd.dir === 'shell' ? '' : 'mf-manifest.json'}`,
        { timeoutMs: STATIC_READY_TIMEOUT_MS, isAlive: alive(child) },
      ),
    ),
  ]);
} catch (error) {
  ready = false;
  if (!stopping) {
    console.error(paint(31, `\nnpm start: ${error.message}`));
    await shutdown(1);
  }
}

const line = '─'.repeat(64);
const rows = [
  ['Open', bold(shellUrl)],
  ['API', `${apiUrl}  (docs: ${apiUrl}/documentation)`],
  ['Demo merchant', `demo@estiba.test  /  ${DEMO_PASSWORD}   (Demo Store Co.)`],
  ['Demo staff', `staff@estiba.test  /  ${DEMO_PASSWORD}`],
  [
    'Remotes',
    FRONT_ENDS.filter((f) => f.dir !== 'shell')
      .map((f) => `${f.dir} ${ports[f.dir]}`)
      .join(', '),
  ],
  ['Stop', 'Ctrl+C stops every server'],
];
if (ready && !stopping) {
  console.log(
    [
      '',
      paint(32, line),
      `  ${bold('Estiba is running')}  (ready in ${formatSeconds(Date.now() - startedAt)})`,
      '',
      ...rows.map(([label, value]) => `  ${label.padEnd(14)} ${value}`),
      paint(32, line),
      '',
    ].join('\n'),
  );
}
