// The one HTTP client of the front end (spec points 4, 7 and 8): every call to the fulfillment API goes
// through it, so the bearer token, the language, the time zone and the error catalogue apply everywhere.
import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { getAppConfig } from '../config/appConfig';
import { getLanguage } from '../i18n/language';
import { clearSession, getAccessToken, isSessionExpired } from '../session/tokenStorage';
import type { NotifyPayload, Severity } from '../bus/events';
import { ERROR_MESSAGE_IDS, ERROR_MESSAGES, REPLACED_STATUS_MESSAGES, type ErrorKey } from './errors';
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

/** The session token each request went out with: only a 401 for the current session ends it. */
const sentSessionToken = new WeakMap<InternalAxiosRequestConfig, string>();

export const apiClient = axios.create();

apiClient.interceptors.request.use((config) => {
  if (isSessionExpired()) {
    clearSession();
    notifySessionExpired();
    throw new SessionExpiredError();
  }
  // Read per request: the run-time configuration loads after this module does.
  config.baseURL ??= getAppConfig().apiUrl;
  const token = getAccessToken();
  // A caller may send another bearer (a reset token, a shop token); that one is kept.
  if (token && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${token}`);
    sentSessionToken.set(config, token);
  }
  if (!config.headers.has('Accept-Language')) config.headers.set('Accept-Language', getLanguage());
  // The client area's lists (client/orders) date things in the browser's time zone. Reading it loads
  // the browser's time zone data, some 40 ms on this machine: a visitor's public pages never need it.
  const timeZone = token ? browserTimeZone() : null;
  if (timeZone && !config.headers.has('timezone')) config.headers.set('timezone', timeZone);
  return config;
});

apiClient.interceptors.response.use(
  (response) => {
    recordServerDate(response.headers.date);
    return response;
  },
  (error: unknown) => {
    if (axios.isAxiosError(error) && error.response) {
      recordServerDate(error.response.headers.date);
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
    return Promise.reject(error);
  },
);

function serverMessage(error: AxiosError): string | null {
  const data: unknown = error.response?.data;
  if (data && typeof data === 'object' && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

type ErrorDescription = { key: ErrorKey } | { text: string };

function describe(error: unknown): ErrorDescription {
  if (axios.isAxiosError(error)) {
    const status = error.response?.status;
    const replacement = status === undefined ? undefined : REPLACED_STATUS_MESSAGES[status];
    if (replacement) return { key: replacement };
    const text = serverMessage(error);
    if (text) return { text };
    return { key: error.response ? 'somethingWentWrong' : 'noResponse' };
  }
  if (error instanceof Error && error.message) return { text: error.message };
  return { key: 'somethingWentWrong' };
}

/**
 * What to tell a person about a failed call: the catalogue text for 500 and 503, else the server's
 * `message` field, else the catalogue text for no response or any other failure.
 */
export function apiErrorMessage(error: unknown): string {
  const description = describe(error);
  return 'key' in description ? ERROR_MESSAGES[description.key] : description.text;
}

/** The same as `apiErrorMessage`, as a snackbar notice: catalogue texts by id so they show translated. */
export function apiErrorNotice(error: unknown, severity: Severity = 'error'): NotifyPayload {
  const description = describe(error);
  return 'key' in description
    ? { id: ERROR_MESSAGE_IDS[description.key], severity }
    : { text: description.text, severity };
}
