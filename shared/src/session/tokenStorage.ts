// The session's browser storage (spec points 3 and 4): one place that knows the local storage keys.

/** Local storage keys of spec point 3, plus the stored time-zone offset of point 4. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  idToken: 'id_token',
  expiresAt: 'expires_at',
  invitation: 'invitation',
  newShopId: 'newShopId',
  integrationError: 'integration-error',
  timezoneOffset: 'timezone_offset',
} as const;

/**
 * Prefixes of what the identity provider's browser SDK keeps in storage (its single-sign-on data).
 * Logout removes every key that starts with one of them, from local and session storage.
 */
export const SINGLE_SIGN_ON_KEY_PREFIXES: readonly string[] = ['@@auth0spajs@@', 'auth0.', 'a0.spajs.'];

const MS_PER_SECOND = 1000;

/** The stored access token; any non-empty string counts as a session (spec point 4). */
export function getAccessToken(): string | null {
  const token = localStorage.getItem(STORAGE_KEYS.accessToken);
  return token ? token : null;
}

export interface StoredSession {
  token: string;
  /** Lifetime of the token in seconds, as the API returns it. */
  expiresIn?: number;
  /** The identity provider's id token, when the sign-in came from there. */
  idToken?: string;
}

/** Stores a signed-in session: token, its expiry (now + expiresIn seconds) and the local time-zone offset. */
export function storeSession({ token, expiresIn, idToken }: StoredSession, now = Date.now()): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, token);
  if (idToken) localStorage.setItem(STORAGE_KEYS.idToken, idToken);
  if (expiresIn !== undefined && Number.isFinite(expiresIn)) {
    localStorage.setItem(STORAGE_KEYS.expiresAt, String(now + expiresIn * MS_PER_SECOND));
  } else {
    // A session without a lifetime must not inherit the expiry of the one before it.
    localStorage.removeItem(STORAGE_KEYS.expiresAt);
  }
  localStorage.setItem(STORAGE_KEYS.timezoneOffset, String(new Date().getTimezoneOffset()));
}

/** The stored expiry time (ms since the epoch), or null when none is stored or it is unreadable. */
export function getSessionExpiresAt(): number | null {
  const raw = localStorage.getItem(STORAGE_KEYS.expiresAt);
  if (raw === null || raw.trim() === '') return null;
  const expiresAt = Number(raw);
  return Number.isFinite(expiresAt) ? expiresAt : null;
}

/** True when an expiry is stored and the current time is past it. */
export function isSessionExpired(now = Date.now()): boolean {
  const expiresAt = getSessionExpiresAt();
  return expiresAt !== null && now > expiresAt;
}

function removeSingleSignOnData(storage: Storage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key && SINGLE_SIGN_ON_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** Ends the stored session: tokens, expiry and the identity provider's single-sign-on data. */
export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.accessToken);
  localStorage.removeItem(STORAGE_KEYS.idToken);
  localStorage.removeItem(STORAGE_KEYS.expiresAt);
  removeSingleSignOnData(localStorage);
  removeSingleSignOnData(sessionStorage);
}
