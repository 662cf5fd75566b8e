import '../../testing/webCrypto';
import { selectSession, STORAGE_KEYS, store } from '@estiba/shared';
import { demoUser, loginAnswer } from '../../testing/fixtures';
import { failing, mockApi, ok, restoreApi } from '@estiba/shared/testing';
import { resetPage } from '../../testing/session';
import { jwsClaims } from '../../testing/webCrypto';
import { ensureSignInState } from './ensureSignInState';
import { selectLogin, selectRegister, signInActions } from './signIn.slice';

ensureSignInState();
beforeEach(resetPage);
afterEach(restoreApi);

/** Resolves once `done` holds for the store, checking after every action. */
function storeSettles(done: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (done()) return resolve();
    const stop = store.subscribe(() => {
      if (done()) {
        stop();
        resolve();
      }
    });
  });
}

/** The registration form as the register screen dispatches it. */
const DANA_SIGN_UP = {
  displayName: 'Dana Demo',
  email: 'dana@demo.test',
  countryId: 2,
  phone: '+1 2125550100',
  password: 'Secret123',
};

describe('sign-in saga', () => {
  it('runs one login at a time: a second request while one is pending is ignored', async () => {
    const api = mockApi(ok(loginAnswer));
    store.dispatch(signInActions.loginRequested({ email: 'demo@estiba.test', password: 'Estiba2026' }));
    store.dispatch(signInActions.loginRequested({ email: 'demo@estiba.test', password: 'Estiba2026' }));
    await storeSettles(() => selectLogin(store.getState()).status === 'succeeded');
    expect(api.requests).toHaveLength(1);
    expect(selectSession(store.getState())).toMatchObject({ status: 'signed-in', user: demoUser });
  });

  it('signs up, then logs in with the same credentials; the company is sent only when given', async () => {
    const api = mockApi((request) =>
      request.url === 'auth/signup' ? ok({ message: 'Sign-up received' }) : ok(loginAnswer),
    );
    store.dispatch(signInActions.registerRequested(DANA_SIGN_UP));
    await storeSettles(() => selectRegister(store.getState()).status === 'succeeded');
    expect(api.requests.map((request) => request.url)).toEqual(['auth/signup', 'auth/login']);
    const claims = jwsClaims(String(api.requests[0].headers.get('Authorization')));
    expect(claims).toMatchObject({ displayName: 'Dana Demo', countryId: 2, phone: '+1 2125550100' });
    expect(claims).not.toHaveProperty('accountName');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-token-1');
  });

  it('points to the e-mail when the sign-in after a sign-up is refused (the e-mail may have an account)', async () => {
    mockApi((request) =>
      request.url === 'auth/signup'
        ? ok({ message: 'Sign-up received' })
        : failing(401, { message: 'Invalid username or password', field: 'password' }),
    );
    store.dispatch(signInActions.registerRequested(DANA_SIGN_UP));
    await storeSettles(() => selectRegister(store.getState()).status === 'failed');
    expect(selectRegister(store.getState()).failure).toEqual({
      message: { id: 'auth.register.checkEmail', values: { email: 'dana@demo.test' } },
      fieldErrors: {},
      severity: 'info',
    });
    expect(selectSession(store.getState()).status).not.toBe('signed-in');
  });

  it('does not log in when the sign-up fails', async () => {
    const api = mockApi(failing(409, { message: 'Incorrect Payload' }));
    store.dispatch(signInActions.registerRequested(DANA_SIGN_UP));
    await storeSettles(() => selectRegister(store.getState()).status === 'failed');
    expect(selectRegister(store.getState()).failure).toEqual({
      message: { id: 'errors.incorrectPayload' },
      fieldErrors: {},
    });
    expect(api.requests).toHaveLength(1);
  });

  it('forgets a field error once that field is edited, and everything on formsReset', () => {
    store.dispatch(
      signInActions.registerFailed({
        message: { text: 'Taken' },
        fieldErrors: { email: 'Taken', name: 'Short' },
      }),
    );
    store.dispatch(signInActions.registerFieldEdited('email'));
    expect(selectRegister(store.getState()).failure?.fieldErrors).toEqual({ name: 'Short' });
    store.dispatch(signInActions.formsReset());
    expect(selectRegister(store.getState())).toEqual({ status: 'idle', failure: null });
  });
});
