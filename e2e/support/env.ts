// The fixed facts of a browser-test run: ports (apart from `npm start`'s, so both can run at once),
// the white-label host, the demo accounts of the seed, and where the run keeps its state.
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '..', '..');

export const API_PORT = 4100;
/** The run's mail server (support/mail-catcher.mjs): SMTP for the API, HTTP for the tests. */
export const MAIL_SMTP_PORT = 4125;
export const MAIL_HTTP_PORT = 4126;
export const SHELL_PORT = 3100;

/** The six remotes with their federation names and test ports. */
export const REMOTES = [
  { dir: 'mf-landing', name: 'mf_landing', portVar: 'MF_LANDING_PORT', port: 3101 },
  { dir: 'mf-auth', name: 'mf_auth', portVar: 'MF_AUTH_PORT', port: 3102 },
  { dir: 'mf-inventory', name: 'mf_inventory', portVar: 'MF_INVENTORY_PORT', port: 3103 },
  { dir: 'mf-orders', name: 'mf_orders', portVar: 'MF_ORDERS_PORT', port: 3104 },
  { dir: 'mf-billing', name: 'mf_billing', portVar: 'MF_BILLING_PORT', port: 3105 },
  { dir: 'mf-settings', name: 'mf_settings', portVar: 'MF_SETTINGS_PORT', port: 3106 },
] as const;
export type RemoteDir = (typeof REMOTES)[number]['dir'];

export const SHELL_URL = `http://localhost:${SHELL_PORT}`;
export const API_URL = `http://localhost:${API_PORT}`;
/** The static server's default: the hosted accounts service lives under the API's /accounts. */
export const ACCOUNTS_URL = `${API_URL}/accounts`;

/** A white-label host; Chromium resolves it to this machine (--host-resolver-rules in the config). */
export const WHITE_LABEL_HOST = 'fulfillment.tiendasnova.test';
export const WHITE_LABEL_URL = `http://${WHITE_LABEL_HOST}:${SHELL_PORT}`;

export const DEMO_MERCHANT = {
  email: 'demo@estiba.test',
  clientName: 'Demo Store Co.',
  shippingPlatformId: 'SP-10482',
};
export const DEMO_STAFF = { email: 'staff@estiba.test' };

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Where global setup records the servers it started, so tests and teardown can find them. */
export const STATE_FILE = join(tmpdir(), `estiba-e2e-${SHELL_PORT}.json`);
