// The token hand-off of spec point 4, as pure steps: the hosted sign-in sends the person back to
// /authentication (or /setup) with a one-time `authorization` code, an optional `redirect` path and `lang`.

export const AUTHORIZATION_PARAM = 'authorization';
export const REDIRECT_PARAM = 'redirect';
/** Where a hand-off goes without a redirect path (spec point 4). */
export const DEFAULT_AFTER_HANDOFF_PATH = '/welcome';
/** Where a failed hand-off, or one without a code, goes (spec points 4 and 8). */
export const HANDOFF_FAILURE_PATH = '/';
/** The hand-off screens themselves: never a place to go back to (that would loop). */
const HANDOFF_PATHS = ['/authentication', '/setup'];

/** Any origin that cannot be ours, to resolve relative paths against. */
const PROBE_ORIGIN = 'https://estiba.invalid';

/**
 * The in-app path to go to after signing in: the `redirect` value when it is a path of this site, else
 * /welcome. Absolute URLs, protocol-relative `//host` and backslash tricks are refused, so the hand-off
 * can never send the person to another site.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  const candidate = value?.trim() ?? '';
  if (!candidate.startsWith('/')) return DEFAULT_AFTER_HANDOFF_PATH;
  let target: URL;
  try {
    target = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return DEFAULT_AFTER_HANDOFF_PATH;
  }
  if (target.origin !== PROBE_ORIGIN) return DEFAULT_AFTER_HANDOFF_PATH;
  if (HANDOFF_PATHS.includes(target.pathname)) return DEFAULT_AFTER_HANDOFF_PATH;
  return `${target.pathname}${target.search}${target.hash}`;
}

export interface HandoffParams {
  /** The one-time authorization code, or null when the address has none. */
  code: string | null;
  /** Where to go once signed in. */
  redirect: string;
}

/** The parts of `window` the hand-off touches (a parameter, so tests can give their own). */
export interface HandoffWindow {
  location: { href: string };
  history: { state: unknown; replaceState: (state: unknown, unused: string, url: string) => void };
}

/**
 * Reads the code and the redirect path from the address and removes the code from it at once
 * (history.replaceState), so it is neither kept in the history, nor bookmarked, nor sent on as a referrer.
 */
export function takeHandoffParams(win: HandoffWindow): HandoffParams {
  const url = new URL(win.location.href);
  const code = url.searchParams.get(AUTHORIZATION_PARAM)?.trim() || null;
  const redirect = safeRedirectPath(url.searchParams.get(REDIRECT_PARAM));
  if (url.searchParams.has(AUTHORIZATION_PARAM)) {
    url.searchParams.delete(AUTHORIZATION_PARAM);
    win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return { code, redirect };
}
