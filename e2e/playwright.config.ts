// Browser tests over the production build in Debian's Chromium. Global setup starts the API (fresh
// PGlite, demo seed) and the seven static servers on ports of their own (shell 3100, remotes 3101-3106,
// API 4100), so a running `npm start` does not clash.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH, SHELL_URL, WHITE_LABEL_HOST } from './support/env';

// Chromium writes its profile and caches under XDG folders: keep them out of the home directory.
const browserHome = join(tmpdir(), 'estiba-e2e-chromium');
mkdirSync(browserHome, { recursive: true });
process.env.XDG_CONFIG_HOME = join(browserHome, 'config');
process.env.XDG_CACHE_HOME = join(browserHome, 'cache');

const CI = Boolean(process.env.CI);

/**
 * Specs that change what every other test relies on (remote-down stops a remote's server) are named
 * `*.isolated.spec.ts`: they run in the `isolated` project, one at a time, after every other spec has finished.
 * Every other spec runs in the `parallel` project, its files spread over the workers (the tests of one file stay
 * in order, in one worker), so such a spec must not race another file: it signs in with a token (support/session)
 * and works on data of its own (unique SKUs, e-mails) or reads the seed without changing it.
 */
const ISOLATED_SPECS = /\.isolated\.spec\.ts$/;
/** Spec files named on the command line (`playwright test tests/x.spec.ts`), if any. */
const NAMED_SPECS = process.argv
  .slice(process.argv.indexOf('test') + 1)
  .filter((arg) => !arg.startsWith('-') && /\.spec\.ts(:\d+)*$/.test(arg));
/**
 * The isolated project follows the parallel one on a whole run. A run of named parallel specs leaves it out
 * (Playwright would run a teardown project's specs whatever the files named); naming an isolated spec keeps it.
 */
const ISOLATED_LAST = NAMED_SPECS.length === 0 || NAMED_SPECS.some((arg) => ISOLATED_SPECS.test(arg));
/**
 * Two workers by default, one per core of CI's machine. Early on (74 tests) two were slower than one; with
 * 244 tests, most of them waiting on the API or the browser's network rather than on a core, the whole run
 * took 12.0 min with two and 16.0 min with one, on the same quiet machine the same day, every test passing
 * both times. E2E_WORKERS=1 runs one file at a time.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  workers: WORKERS,
  fullyParallel: false,
  projects: [
    // `isolated` is this project's teardown only for its timing: Playwright starts a teardown project once the
    // project has finished, whether its tests passed or failed (a dependency would be skipped after a failure).
    { name: 'parallel', testIgnore: ISOLATED_SPECS, ...(ISOLATED_LAST ? { teardown: 'isolated' } : {}) },
    { name: 'isolated', testMatch: ISOLATED_SPECS, workers: 1 },
  ],
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 45_000,
  expect: { timeout: 15_000 },
  // The JSON report keeps each spec's duration (test-results/results.json), to see where the step's time goes.
  reporter: [
    ['list'],
    ['html', { outputFolder: 'playwright-report', open: 'never' }],
    ['json', { outputFile: 'test-results/results.json' }],
  ],
  use: {
    baseURL: SHELL_URL,
    browserName: 'chromium',
    locale: 'en-US',
    viewport: { width: 1366, height: 900 },
    // Recording a trace costs every test its screencast and DOM snapshots, even when it is thrown away: a failed
    // test's retry records one (CI retries once; locally, `--trace on`).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      env: {
        ...process.env,
        XDG_CONFIG_HOME: process.env.XDG_CONFIG_HOME,
        XDG_CACHE_HOME: process.env.XDG_CACHE_HOME,
      },
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        // Without these Chromium keeps calling home, which floods a closed network.
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--host-resolver-rules=MAP ${WHITE_LABEL_HOST} 127.0.0.1`,
      ],
    },
  },
});
