import {
  clearSession,
  getAccessToken,
  getSessionExpiresAt,
  isSessionExpired,
  STORAGE_KEYS,
  storeSession,
} from './tokenStorage';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('getAccessToken', () => {
  it('returns null when no token is stored', () => {
    expect(getAccessToken()).toBeNull();
  });

  it('returns null for an empty token', () => {
    localStorage.setItem('access_token', '');
    expect(getAccessToken()).toBeNull();
  });

  it('accepts any non-empty token as a session', () => {
    localStorage.setItem('access_token', 'x');
    expect(getAccessToken()).toBe('x');
  });
});

describe('storeSession', () => {
  it('stores the token, the expiry as now plus expiresIn seconds and the time-zone offset', () => {
    storeSession({ token: 'abc', expiresIn: 3600 }, NOW);
    expect(localStorage.getItem('access_token')).toBe('abc');
    expect(localStorage.getItem('expires_at')).toBe(String(NOW + 3_600_000));
    expect(getSessionExpiresAt()).toBe(NOW + 3_600_000);
    expect(localStorage.getItem('timezone_offset')).toBe(String(new Date().getTimezoneOffset()));
  });

  it('stores the id token when given', () => {
    storeSession({ token: 'abc', idToken: 'id-123' }, NOW);
    expect(localStorage.getItem(STORAGE_KEYS.idToken)).toBe('id-123');
  });

  it('drops an earlier expiry when the new session has no lifetime', () => {
    storeSession({ token: 'old', expiresIn: 10 }, NOW);
    storeSession({ token: 'new' }, NOW);
    expect(localStorage.getItem('expires_at')).toBeNull();
    expect(isSessionExpired(NOW + 60_000)).toBe(false);
  });
});

describe('isSessionExpired', () => {
  it('is false when no expiry is stored', () => {
    expect(isSessionExpired(NOW)).toBe(false);
  });

  it('is false up to and at the expiry time, true after it', () => {
    storeSession({ token: 'abc', expiresIn: 60 }, NOW);
    expect(isSessionExpired(NOW + 59_999)).toBe(false);
    expect(isSessionExpired(NOW + 60_000)).toBe(false);
    expect(isSessionExpired(NOW + 60_001)).toBe(true);
  });

  it('ignores an unreadable expiry', () => {
    localStorage.setItem('expires_at', 'soon');
    expect(getSessionExpiresAt()).toBeNull();
    expect(isSessionExpired(NOW)).toBe(false);
  });
});

describe('clearSession', () => {
  it('removes the tokens, the expiry and the single-sign-on data, and keeps the rest', () => {
    storeSession({ token: 'abc', expiresIn: 60, idToken: 'id-123' }, NOW);
    localStorage.setItem('@@auth0spajs@@::client::audience', '{"body":{}}');
    localStorage.setItem('auth0.is.authenticated', 'true');
    sessionStorage.setItem('a0.spajs.txs', '{}');
    localStorage.setItem(STORAGE_KEYS.invitation, 'inv-1');
    localStorage.setItem('language', 'es-MX');

    clearSession();

    expect(getAccessToken()).toBeNull();
    for (const key of ['access_token', 'id_token', 'expires_at', 'auth0.is.authenticated']) {
      expect([key, localStorage.getItem(key)]).toEqual([key, null]);
    }
    expect(localStorage.getItem('@@auth0spajs@@::client::audience')).toBeNull();
    expect(sessionStorage.getItem('a0.spajs.txs')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.invitation)).toBe('inv-1');
    expect(localStorage.getItem('language')).toBe('es-MX');
  });
});
