// What `npm start`, `npm test` and `npm run bench` share. Node built-ins only: these scripts run on a
// fresh clone before any dependency is installed.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PNPM_VERSION = '12.21.0';

const HEALTH_POLL_MS = 250;
const STOP_GRACE_MS = 5000;

/** The shell and the six remotes: package folder, federation name, port variable and default port. */
export const FRONT_ENDS = [
  { dir: 'shell', name: 'shell', portVar: 'SHELL_PORT', port: 3000 },
  { dir: 'mf-landing', name: 'mf_landing', portVar: 'MF_LANDING_PORT', port: 3001 },
  { dir: 'mf-auth', name: 'mf_auth', portVar: 'MF_AUTH_PORT', port: 3002 },
  { dir: 'mf-inventory', name: 'mf_inventory', portVar: 'MF_INVENTORY_PORT', port: 3003 },
  { dir: 'mf-orders', name: 'mf_orders', portVar: 'MF_ORDERS_PORT', port: 3004 },
  { dir: 'mf-billing', name: 'mf_billing', portVar: 'MF_BILLING_PORT', port: 3005 },
  { dir: 'mf-settings', name: 'mf_settings', portVar: 'MF_SETTINGS_PORT', port: 3006 },
];
export const REMOTES = FRONT_ENDS.filter((f) => f.dir !== 'shell');
export const API_DEFAULT_PORT = 4000;

/** Debian's Chromium, which the browser tests, the bench and the prerender drive. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Its flags for headless runs here: no sandbox as root, and no calls home on a closed network. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Ports from the environment (defaults otherwise), validated so a typo fails before anything starts. */
export function resolvePorts(env = process.env) {
  const read = (variable, fallback) => {
    const raw = env[variable];
    if (raw === undefined || raw === '') return fallback;
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`${variable}=${raw} is not a port number (1-65535)`);
    }
    return port;
  };
  const ports = { api: read('API_PORT', API_DEFAULT_PORT) };
  for (const f of FRONT_ENDS) ports[f.dir] = read(f.portVar, f.port);
  const seen = new Map();
  for (const [who, port] of Object.entries(ports)) {
    if (seen.has(port)) throw new Error(`${who} and ${seen.get(port)} are both set to port ${port}`);
    seen.set(port, who);
  }
  return ports;
}

// ---------------------------------------------------------------------------------------------
// Output

const COLOURS = [36, 35, 33, 32, 34, 31, 96, 95, 93];
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
export const paint = (code, text) => (useColour ? `\u001b[${code}m${text}\u001b[0m` : text);
export const bold = (text) => paint(1, text);

/** Copies a child's output line by line with a coloured `[name]` prefix, so seven servers stay readable. */
export function prefixOutput(stream, name, index, target) {
  const label = paint(COLOURS[index % COLOURS.length], `[${name}]`.padEnd(15));
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split(/\r?\n/);
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`${label} ${line}\n`);
  });
  stream.on('end', () => {
    if (pending) target.write(`${label} ${pending}\n`);
  });
}

export const log = (message) => console.log(`${paint(90, '[estiba]'.padEnd(15))} ${message}`);

// ---------------------------------------------------------------------------------------------
// Commands

/** Runs a command with inherited output; resolves with its exit code (never rejects). */
export function run(command, args, { cwd = ROOT, env = process.env } = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolvePromise(127);
    });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 128 : 1)));
  });
}

const quiet = (command, args) => spawnSync(command, args, { cwd: ROOT, encoding: 'utf8' });

/**
 * Makes sure pnpm PNPM_VERSION can run and returns how to call it: the global `pnpm`, installed with
 * npm when missing or of another version, or `npx -y pnpm@…` where a global install is not permitted.
 * (Corepack is not used: it fails signature checks on this kind of machine.)
 */
export function ensurePnpm() {
  const current = quiet('pnpm', ['-v']);
  if (current.status === 0 && current.stdout.trim() === PNPM_VERSION) return { command: 'pnpm', prefix: [] };
  log(`installing pnpm ${PNPM_VERSION} (found: ${current.status === 0 ? current.stdout.trim() : 'none'})`);
  const install = spawnSync('npm', ['i', '-g', `pnpm@${PNPM_VERSION}`], { cwd: ROOT, stdio: 'inherit' });
  const after = quiet('pnpm', ['-v']);
  if (install.status === 0 && after.status === 0 && after.stdout.trim() === PNPM_VERSION) {
    return { command: 'pnpm', prefix: [] };
  }
  log(`global install not possible here; using npx -y pnpm@${PNPM_VERSION}`);
  return { command: 'npx', prefix: ['-y', `pnpm@${PNPM_VERSION}`] };
}

/** Runs pnpm with the given arguments (through whichever way ensurePnpm found). */
export const pnpm = (tool, args, options) => run(tool.command, [...tool.prefix, ...args], options);

/** Installs the workspace when node_modules is missing or older than the lockfile. */
export async function ensureInstall(tool) {
  const marker = join(ROOT, 'node_modules', '.modules.yaml');
  const lockfile = join(ROOT, 'pnpm-lock.yaml');
  const stale = !existsSync(marker) || statSync(lockfile).mtimeMs > statSync(marker).mtimeMs;
  if (!stale) return 0;
  log('installing dependencies (pnpm install --frozen-lockfile)');
  return pnpm(tool, ['install', '--frozen-lockfile']);
}

// ---------------------------------------------------------------------------------------------
// Builds

/** Newest modification time under a path (files only), skipping build output and dependencies. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '.data' || entry === 'coverage') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** The file whose presence and age stands for a package's build. */
export const buildMarker = (dir) => join(ROOT, dir, 'dist', dir === 'api' ? 'main.js' : 'index.html');

/**
 * Packages whose build is missing or older than their sources. A package's sources include `shared`
 * (its source, build factory and server), since every other package compiles it in.
 */
export function staleBuilds() {
  const sharedNewest = newestMtime(join(ROOT, 'shared'));
  return BUILT_PACKAGES.filter((dir) => {
    const marker = buildMarker(dir);
    if (!existsSync(marker)) return true;
    const built = statSync(marker).mtimeMs;
    return Math.max(newestMtime(join(ROOT, dir)), sharedNewest) > built;
  });
}

/** Every package with a build, by folder. */
const BUILT_PACKAGES = ['api', ...FRONT_ENDS.map((f) => f.dir)];

/**
 * Dates the builds of these packages now. Webpack does not rewrite an output file whose content has not
 * changed, so after a change in `shared` that leaves a remote's index.html as it was, its marker would
 * stay older than the sources and every start would build that remote again.
 */
function markBuilt(dirs = BUILT_PACKAGES) {
  const now = new Date();
  for (const dir of dirs) {
    const marker = buildMarker(dir);
    if (existsSync(marker)) utimesSync(marker, now, now);
  }
}

/** `pnpm -r build`, two packages at a time (the machine has two cores); dates the builds on success. */
export async function buildAll(tool, only) {
  const filters = only ? only.flatMap((dir) => ['--filter', `@estiba/${dir}`]) : [];
  const code = await pnpm(tool, ['-r', '--workspace-concurrency=2', ...filters, 'build']);
  if (code === 0) markBuilt(only ?? BUILT_PACKAGES);
  return code;
}

// ---------------------------------------------------------------------------------------------
// Servers

/** Resolves when nothing listens on the port (checked on all interfaces, as the servers bind). */
export function portIsFree(port) {
  return new Promise((resolvePromise) => {
    const probe = createServer();
    probe.once('error', () => resolvePromise(false));
    probe.listen(port, '0.0.0.0', () => probe.close(() => resolvePromise(true)));
  });
}

/** Polls a URL until it answers with a status below 500, or fails after timeoutMs. */
export async function waitForUrl(url, { timeoutMs, isAlive = () => true }) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the process serving ${url} exited`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = error.cause?.code ?? error.message;
    }
    await new Promise((r) => setTimeout(r, HEALTH_POLL_MS));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s (${lastError})`);
}

/**
 * Environment of the static servers, so the shell's /app-config.json and /remotes.json point at the
 * same ports the servers really use.
 */
export function frontEndEnv(ports, extra = {}) {
  const env = { ...process.env, API_PORT: String(ports.api), ...extra };
  for (const f of REMOTES) env[f.portVar] = String(ports[f.dir]);
  return env;
}

/** Command line of one static server (the shell's also serves the remotes registry). */
export function staticServerArgs(frontEnd, port) {
  const args = [
    join(ROOT, 'shared', 'server', 'static-server.mjs'),
    '--dir',
    join(ROOT, frontEnd.dir, 'dist'),
  ];
  args.push('--port', String(port));
  if (frontEnd.dir === 'shell') args.push('--registry');
  return args;
}

/** Stops children: SIGTERM, then SIGKILL after a grace period for any that linger. */
export async function stopChildren(children) {
  const alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
  await Promise.all(
    alive.map(
      (child) =>
        new Promise((resolvePromise) => {
          const timer = setTimeout(() => {
            child.kill('SIGKILL');
          }, STOP_GRACE_MS);
          child.once('exit', () => {
            clearTimeout(timer);
            resolvePromise();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// A whole system on ports of its own (bench, prerender)

const SYSTEM_API_READY_TIMEOUT_MS = 180_000;
const SYSTEM_STATIC_READY_TIMEOUT_MS = 20_000;

/** A random secret for servers that live as long as one run (48 bytes: 64 characters). */
export const runSecret = () => randomBytes(48).toString('base64url');

/**
 * The API on a fresh PGlite folder (in tempDir) with the demo data, and the seven static servers, as the
 * e2e run starts them, on the given ports, with secrets of their own for this run (nobody signs in to
 * them); resolves with the child processes once all answer.
 */
export async function startSystemServers(ports, tempDir) {
  for (const [who, port] of Object.entries(ports)) {
    if (!(await portIsFree(port))) throw new Error(`port ${port} (${who}) is in use`);
  }
  const origins = FRONT_ENDS.map((f) => `http://localhost:${ports[f.dir]}`);
  const env = { ...process.env };
  // Always a fresh embedded database of its own, whatever the shell exported.
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'API_URL', 'ACCOUNTS_URL', 'REMOTES_REGISTRY_FILE', 'PORT'])
    delete env[key];
  for (const remote of REMOTES) delete env[remote.portVar.replace('_PORT', '_URL')];
  const payloadKey = runSecret();
  const api = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'main.js')], {
    cwd: join(ROOT, 'api'),
    env: {
      ...env,
      PORT: String(ports.api),
      DATA_DIR: join(tempDir, 'pglite'),
      SEED_DEMO: 'true',
      JWT_SECRET: runSecret(),
      PAYLOAD_KEY: payloadKey,
      CORS_ORIGINS: origins.join(','),
      PUBLIC_APP_URL: origins[0],
      PUBLIC_API_URL: `http://localhost:${ports.api}`,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const staticEnv = frontEndEnv(ports, {
    ...env,
    ESTIBA_ENV: 'production',
    PUBLIC_HOST: 'localhost',
    PAYLOAD_KEY: payloadKey,
  });
  const statics = FRONT_ENDS.map((f) =>
    spawn(process.execPath, staticServerArgs(f, ports[f.dir]), {
      cwd: ROOT,
      env: staticEnv,
      stdio: 'ignore',
    }),
  );
  const children = [api, ...statics];
  const alive = (child) => () => child.exitCode === null && child.signalCode === null;
  try {
    await Promise.all([
      waitForUrl(`http://127.0.0.1:${ports.api}/health`, {
        timeoutMs: SYSTEM_API_READY_TIMEOUT_MS,
        isAlive: alive(api),
      }),
      ...FRONT_ENDS.map((f, i) =>
        waitForUrl(`http://127.0.0.1:${ports[f.dir]}/`, {
          timeoutMs: SYSTEM_STATIC_READY_TIMEOUT_MS,
          isAlive: alive(statics[i]),
        }),
      ),
    ]);
  } catch (error) {
    await stopChildren(children);
    throw error;
  }
  return children;
}

export const formatSeconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The middle value of `values` (the mean of the two middle ones when they are even in number). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
