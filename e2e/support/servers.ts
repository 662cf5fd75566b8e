// Starts and stops the servers of a browser-test run: the API on a fresh PGlite folder and one static
// server per front-end package over its production build. Each server is its own process, so a test
// can stop one remote's server for real and start it again.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import {
  API_PORT,
  API_URL,
  MAIL_HTTP_PORT,
  MAIL_SMTP_PORT,
  REMOTES,
  ROOT,
  SHELL_PORT,
  SHELL_URL,
  STATE_FILE,
  WHITE_LABEL_URL,
  type RemoteDir,
} from './env';

const POLL_MS = 200;
const STOP_GRACE_MS = 5000;
export const API_READY_TIMEOUT_MS = 120_000;
export const STATIC_READY_TIMEOUT_MS = 20_000;

export type ServerName = 'mail' | 'api' | 'shell' | RemoteDir;

export interface ServerRecord {
  pid: number;
  port: number;
  command: string[];
  cwd: string;
  env: Record<string, string>;
  readyUrl: string;
  log: string;
}

export interface RunState {
  tempDir: string;
  servers: Partial<Record<ServerName, ServerRecord>>;
}

export const readState = (): RunState => JSON.parse(readFileSync(STATE_FILE, 'utf8')) as RunState;
export const writeState = (state: RunState) => writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));

/** Environment without the variables that would point a test server at shared infrastructure. */
function cleanEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  // Browser tests always run on their own embedded database, whatever CI exported for the API tests.
  for (const key of [
    'DATABASE_URL',
    'REDIS_URL',
    'REMOTES_REGISTRY_FILE',
    'API_URL',
    'ACCOUNTS_URL',
    'PORT',
  ]) {
    delete env[key];
  }
  for (const remote of REMOTES) delete env[remote.portVar.replace('_PORT', '_URL')];
  return env;
}

/** How each server of the run is started. */
export type ServerPlan = Omit<ServerRecord, 'pid' | 'log'>;

/** A secret of this run only (48 random bytes): the state file keeps it for the token CLI (session.ts). */
const runSecret = () => randomBytes(48).toString('base64url');

export function serverPlans(tempDir: string): Record<ServerName, ServerPlan> {
  const base = cleanEnv();
  const payloadKey = runSecret();
  const staticServer = join(ROOT, 'shared', 'server', 'static-server.mjs');
  const frontEndEnv: Record<string, string> = {
    ...base,
    API_PORT: String(API_PORT),
    // Production rules apply in the browser tests (e.g. the return-orders item is hidden).
    ESTIBA_ENV: 'production',
    PUBLIC_HOST: 'localhost',
    PAYLOAD_KEY: payloadKey,
  };
  for (const remote of REMOTES) frontEndEnv[remote.portVar] = String(remote.port);

  const plans: Partial<Record<ServerName, ServerPlan>> = {
    // Started first: the API sends its e-mails (password reset) here.
    mail: {
      port: MAIL_HTTP_PORT,
      command: [
        process.execPath,
        join(ROOT, 'e2e', 'support', 'mail-catcher.mjs'),
        '--smtp-port',
        String(MAIL_SMTP_PORT),
        '--http-port',
        String(MAIL_HTTP_PORT),
      ],
      cwd: join(ROOT, 'e2e'),
      env: base,
      readyUrl: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
    },
    api: {
      port: API_PORT,
      command: [process.execPath, join(ROOT, 'api', 'dist', 'main.js')],
      cwd: join(ROOT, 'api'),
      env: {
        ...base,
        PORT: String(API_PORT),
        DATA_DIR: join(tempDir, 'pglite'),
        SEED_DEMO: 'true',
        JWT_SECRET: runSecret(),
        PAYLOAD_KEY: payloadKey,
        CORS_ORIGINS: [SHELL_URL, WHITE_LABEL_URL, ...REMOTES.map((r) => `http://localhost:${r.port}`)].join(
          ',',
        ),
        PUBLIC_APP_URL: SHELL_URL,
        PUBLIC_API_URL: API_URL,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        // The webhooks spec's receiver listens on 127.0.0.1 (refused by the SSRF guard in production), and its
        // retry comes a second after the receiver's failure (the schedule's 5 s otherwise).
        WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
        WEBHOOK_FIRST_RETRY_DELAY_MS: '1000',
      },
      readyUrl: `http://127.0.0.1:${API_PORT}/health`,
    },
    shell: {
      port: SHELL_PORT,
      command: [
        process.execPath,
        staticServer,
        '--dir',
        join(ROOT, 'shell', 'dist'),
        '--port',
        String(SHELL_PORT),
        // The shell's server also serves the remotes registry (/remotes.json).
        '--registry',
      ],
      cwd: ROOT,
      env: frontEndEnv,
      readyUrl: `http://127.0.0.1:${SHELL_PORT}/`,
    },
  };
  for (const remote of REMOTES) {
    plans[remote.dir] = {
      port: remote.port,
      command: [
        process.execPath,
        staticServer,
        '--dir',
        join(ROOT, remote.dir, 'dist'),
        '--port',
        String(remote.port),
      ],
      cwd: ROOT,
      env: frontEndEnv,
      readyUrl: `http://127.0.0.1:${remote.port}/mf-manifest.json`,
    };
  }
  return plans as Record<ServerName, ServerPlan>;
}

/** Starts a server detached from the caller's lifetime; its output goes to a log file. */
export function launch(plan: ServerPlan, log: string): ServerRecord {
  const out = openSync(log, 'a');
  const [command, ...args] = plan.command;
  const child = spawn(command, args, { cwd: plan.cwd, env: plan.env, stdio: ['ignore', out, out] });
  child.unref();
  if (child.pid === undefined) throw new Error(`could not start ${plan.command.join(' ')}`);
  return { ...plan, pid: child.pid, log };
}

export const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** True when something accepts connections on the port. */
export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the server answers its readiness URL; fails early when its process has exited. */
export async function waitReady(record: ServerRecord, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!isRunning(record.pid))
      throw new Error(`${record.readyUrl}: the server exited.\n${tail(record.log)}`);
    try {
      const response = await fetch(record.readyUrl, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(POLL_MS);
  }
  throw new Error(
    `${record.readyUrl} did not answer in ${timeoutMs / 1000} s (${last}).\n${tail(record.log)}`,
  );
}

/** Last lines of a server's log, for error messages. */
export function tail(log: string, lines = 30): string {
  if (!existsSync(log)) return '';
  return readFileSync(log, 'utf8').split('\n').slice(-lines).join('\n');
}

/** Stops a process: SIGTERM, then SIGKILL if it lingers. */
export async function stopProcess(pid: number, { force = false } = {}): Promise<void> {
  if (!isRunning(pid)) return;
  process.kill(pid, force ? 'SIGKILL' : 'SIGTERM');
  const deadline = Date.now() + STOP_GRACE_MS;
  while (isRunning(pid) && Date.now() < deadline) await sleep(POLL_MS / 2);
  if (isRunning(pid)) process.kill(pid, 'SIGKILL');
}

/** Stops one remote's static server for real (killed at once), and waits until its port refuses. */
export async function stopRemoteServer(dir: RemoteDir): Promise<void> {
  const state = readState();
  const record = state.servers[dir];
  if (!record) throw new Error(`no server recorded for ${dir}`);
  await stopProcess(record.pid, { force: true });
  while (await portAnswers(record.port)) await sleep(POLL_MS);
}

/** Starts a remote's static server again with the same command, and waits until it serves. */
export async function startRemoteServer(dir: RemoteDir): Promise<void> {
  const state = readState();
  const previous = state.servers[dir];
  if (!previous) throw new Error(`no server recorded for ${dir}`);
  if (isRunning(previous.pid)) return;
  const record = launch(previous, previous.log);
  state.servers[dir] = record;
  writeState(state);
  await waitReady(record, STATIC_READY_TIMEOUT_MS);
}
