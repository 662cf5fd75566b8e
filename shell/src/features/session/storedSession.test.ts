import { clearSession, getAccessToken, storeSession } from '@estiba/shared';
import { hasStoredSession } from './storedSession';

describe('hasStoredSession (the shell decides before redux-saga loads)', () => {
  beforeEach(() => clearSession());

  it('is false for a visitor without a stored token', () => {
    expect(hasStoredSession()).toBe(false);
  });

  it('is true while a stored session lasts', () => {
    const now = Date.now();
    storeSession({ token: 'a.b.c', expiresIn: 3600 }, now);
    expect(hasStoredSession(now + 1000)).toBe(true);
  });

  it('clears a session past its expiry and counts the person as signed out', () => {
    const now = Date.now();
    storeSession({ token: 'a.b.c', expiresIn: 60 }, now);
    expect(hasStoredSession(now + 61_000)).toBe(false);
    expect(getAccessToken()).toBeNull();
  });
});
