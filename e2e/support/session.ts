// Signs a browser context in as a seeded user: a token from the API's issue-token CLI goes into local
// storage before any page script runs, so the shell's automatic sign-in (spec point 4) takes it from there.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { ROOT } from './env';
import { readState } from './servers';

const SESSION_LIFETIME_MS = 60 * 60 * 1000;
/** Session-storage key that records that this tab already received the token. */
const SIGNED_IN_MARKER = 'e2e-signed-in';
const tokens = new Map<string, string>();

/** An access token for a seeded user, signed with this run's secret (cached per worker). */
export function issueToken(email: string): string {
  const cached = tokens.get(email);
  if (cached) return cached;
  // The run's API configuration (its random JWT secret among it), as global setup started the API.
  const apiEnv = readState().servers.api?.env;
  if (!apiEnv) throw new Error('no API recorded for this run (global setup starts it)');
  const output = execFileSync(
    process.execPath,
    [join(ROOT, 'api', 'dist', 'cli', 'issue-token.js'), '--email', email],
    {
      cwd: join(ROOT, 'api'),
      env: { ...process.env, ...apiEnv },
      encoding: 'utf8',
    },
  );
  const token = output.trim().split('\n').pop()?.trim() ?? '';
  if (!token) throw new Error(`issue-token printed no token for ${email}`);
  tokens.set(email, token);
  return token;
}

/**
 * Stores the user's token (and an expiry an hour ahead) before the first page of each tab runs its
 * scripts. Once per tab: after a logout the next pages of that tab stay signed out, as a person's would.
 */
export async function signIn(context: BrowserContext, email: string): Promise<void> {
  const token = issueToken(email);
  await context.addInitScript(
    ({ accessToken, expiresAt, marker }) => {
      if (window.sessionStorage.getItem(marker)) return;
      window.sessionStorage.setItem(marker, 'yes');
      window.localStorage.setItem('access_token', accessToken);
      window.localStorage.setItem('expires_at', String(expiresAt));
    },
    { accessToken: token, expiresAt: Date.now() + SESSION_LIFETIME_MS, marker: SIGNED_IN_MARKER },
  );
}
