import { StrictMode } from 'react';
import { act, screen } from '@testing-library/react';
import { selectSession, STORAGE_KEYS, store } from '@estiba/shared';
import { demoUser } from '../../testing/fixtures';
import { failing, mockApi, noResponse, ok, restoreApi, type MockAnswer } from '@estiba/shared/testing';
import { renderScreen } from '../../testing/renderScreen';
import { resetPage } from '../../testing/session';
import { AuthenticationPage } from './AuthenticationPage';

beforeEach(() => {
  resetPage();
  // Promises must still settle by themselves; only the clock is ours.
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  restoreApi();
  window.history.replaceState(null, '', '/');
});

/** The API of the hand-off: the code exchange and the user behind the token. */
function serveApi(
  exchange: MockAnswer = ok({ token: 'handoff-token', expiresIn: 3600 }),
  me: MockAnswer = ok(demoUser),
) {
  return mockApi((request) => {
    if (request.url === 'authentication') return exchange;
    if (request.url === 'auth/me') return me;
    return failing(404);
  });
}

/** Opens the hand-off at `url` (the browser's address too: the code is read from, and removed from, there). */
function openHandoff(url: string, route = '/authentication') {
  window.history.replaceState(null, '', url);
  renderScreen(<AuthenticationPage />, { route, url });
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const wentTo = () => screen.queryByTestId('elsewhere')?.textContent ?? null;

describe('AuthenticationPage', () => {
  it('exchanges the code, signs in, and after the 2 s splash goes to the redirect path', async () => {
    const api = serveApi();
    openHandoff('/authentication?redirect=%2Forders%3Fpage%3D2&authorization=code-1&lang=en-US');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    expect(screen.getByRole('heading', { level: 1, name: 'Signing you in…' })).toBeInTheDocument();
    // The code leaves the address at once.
    expect(window.location.search).toBe('?redirect=%2Forders%3Fpage%3D2&lang=en-US');

    await advance(1999);
    expect(wentTo()).toBeNull();
    const [exchange, me] = api.requests;
    // No body (spec point 7).
    expect([exchange.method, exchange.url, exchange.data]).toEqual(['post', 'authentication', undefined]);
    expect(exchange.headers.get('authorization')).toBe('code-1');
    expect(exchange.headers.get('Accept-Language')).toBe('en-US');
    expect([me.method, me.url]).toEqual(['get', 'auth/me']);
    expect(me.headers.get('Authorization')).toBe('Bearer handoff-token');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('handoff-token');
    expect(selectSession(store.getState())).toMatchObject({ status: 'signed-in', user: demoUser });

    await advance(1);
    expect(wentTo()).toBe('/orders?page=2');
  });

  it('goes to /welcome when no redirect path is given, from /setup too', async () => {
    serveApi();
    openHandoff('/setup?authorization=code-2&lang=es-MX', '/setup');
    await advance(2000);
    expect(wentTo()).toBe('/welcome');
  });

  it('goes to the root after the splash when the address has no code, without calling the API', async () => {
    const api = serveApi();
    openHandoff('/authentication?redirect=%2Forders');
    await advance(1999);
    expect(wentTo()).toBeNull();
    await advance(1);
    expect(wentTo()).toBe('/');
    expect(api.requests).toHaveLength(0);
  });

  it.each([
    ['the code is refused', failing(401, { message: 'Unauthorized.' }), ok(demoUser)],
    ['the API does not answer', noResponse(), ok(demoUser)],
    ['the token does not lead to a user', ok({ token: 'handoff-token', expiresIn: 3600 }), failing(401)],
  ])('goes to the root when %s, keeping nothing', async (_case, exchange, me) => {
    serveApi(exchange, me);
    openHandoff('/authentication?authorization=used-code&redirect=%2Forders');
    await advance(2000);
    expect(wentTo()).toBe('/');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(selectSession(store.getState()).status).not.toBe('signed-in');
  });

  it('never sends the person to another site', async () => {
    serveApi();
    openHandoff('/authentication?authorization=code-3&redirect=https%3A%2F%2Fevil.test%2F');
    await advance(2000);
    expect(wentTo()).toBe('/welcome');
  });

  it('spends the single-use code once, even when React runs its effects twice', async () => {
    const api = serveApi();
    window.history.replaceState(null, '', '/authentication?authorization=code-4');
    renderScreen(
      <StrictMode>
        <AuthenticationPage />
      </StrictMode>,
      { route: '/authentication', url: '/authentication?authorization=code-4' },
    );
    await advance(2000);
    expect(api.requests.filter((request) => request.url === 'authentication')).toHaveLength(1);
    expect(wentTo()).toBe('/welcome');
  });
});
