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

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // One worker: a test stops a remote's server, which must not pull the rug from a test running beside it.
  workers: 1,
  fullyParallel: false,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 45_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL: SHELL_URL,
    browserName: 'chromium',
    locale: 'en-US',
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
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
