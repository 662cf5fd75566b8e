// What every call to the fulfillment API does, whichever transport sends it (spec points 4, 7 and 8): the
// session check, the bearer token, the language and time zone headers, the API's clock, the replaced
// status messages and the end of a session on a 401. The axios client (client.ts) and the public site's
// fetch getter (apiGet.ts) both run these.
import { getLanguage } from '../i18n/language';
import { savedTimeZone } from '../i18n/timeZone';
import { clearSession, getAccessToken, isSessionExpired } from '../session/tokenStorage';
import { ERROR_MESSAGES, REPLACED_STATUS_MESSAGES } from './errors';
import { recordServerDate } from './serverClock';

const HTTP_UNAUTHORIZED = 401;

/** Rejects a request made after the stored session expired; the session is already cleared. */
export class SessionExpiredError extends Error {
  constructor() {
    super('The session has expired.');
    this.name = 'SessionExpiredError';
  }
}

type Listener = () => void;
const sessionExpiredListeners = new Set<Listener>();

/**
 * Calls `listener` when the session ends under a request: a 401 on a request that carried the stored
 * token, or a request made after the stored expiry. Returns the unsubscribe function.
 */
export function onSessionExpired(listener: Listener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

function notifySessionExpired(): void {
  for (const listener of [...sessionExpiredListeners]) {
    try {
      listener();
    } catch (error) {
      console.error('session-expired listener failed', error);
    }
  }
}

let timeZone: string | null | undefined;

/** Read once: building a date format for every request cost each one a few milliseconds. */
function browserTimeZone(): string | null {
  if (timeZone !== undefined) return timeZone;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    timeZone = null;
  }
  return timeZone;
}

/** The part of a request's headers (axios's AxiosHeaders, or the fetch getter's) the checks use. */
export interface HeadersLike {
  has(name: string): boolean;
  set(name: string, value: string): unknown;
}

/** A failed call as axios reports it (and the fetch getter imitates): with the answer, if any. */
export interface ApiFailure {
  isAxiosError: true;
  message: string;
  config?: object;
  response?: { status: number; data: unknown; headers: unknown };
}

export const isApiFailure = (error: unknown): error is ApiFailure =>
  Boolean(error && typeof error === 'object' && (error as { isAxiosError?: unknown }).isAxiosError === true);

/** The session token each request went out with: only a 401 for the current session ends it. */
const sentSessionToken = new WeakMap<object, string>();

/**
 * Checks the session and sets the headers of a request about to go out. Throws SessionExpiredError for
 * a request made after the stored expiry. `request` identifies it to `failed` (its config object).
 */
export function prepareRequest(request: object, headers: HeadersLike): void {
  if (isSessionExpired()) {
    clearSession();
    notifySessionExpired();
    throw new SessionExpiredError();
  }
  const token = getAccessToken();
  // A caller may send another bearer (a reset token, a shop token); that one is kept.
  if (token && !headers.has('Authorization')) {
    headers.set('Authorization', `Bearer ${token}`);
    sentSessionToken.set(request, token);
  }
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', getLanguage());
  // The client area's lists (client/orders) date things in the person's time zone: the saved one (account
  // settings), else the browser's. Reading the browser's loads its time zone data, some 40 ms on this machine: a
  // visitor's public pages never need it.
  const zone = token ? (savedTimeZone() ?? browserTimeZone()) : null;
  if (zone && !headers.has('timezone')) headers.set('timezone', zone);
}

/** An answer arrived: the API's clock is read from its Date header. */
export function answered(dateHeader: unknown): void {
  recordServerDate(dateHeader);
}

/**
 * A request failed: an answer's clock is read, a replaced status gets the catalogue's message, and a
 * 401 for the token the request carried ends the session. Returns the error, to be rethrown.
 */
export function failed(error: unknown): unknown {
  if (isApiFailure(error) && error.response) {
    const headers = error.response.headers as { date?: unknown } | undefined;
    recordServerDate(headers?.date);
    const replacement = REPLACED_STATUS_MESSAGES[error.response.status];
    if (replacement) error.message = ERROR_MESSAGES[replacement];
    if (
      error.response.status === HTTP_UNAUTHORIZED &&
      error.config &&
      // A 401 for a token that a newer sign-in has replaced says nothing about the current session.
      sentSessionToken.get(error.config) === getAccessToken()
    ) {
      notifySessionExpired();
    }
  }
  return error;
}
