// The store loads redux-saga with the first saga (a visitor's public pages run none): a saga injected
// before an action still sees it, and a saga waiting on starting actions loads nothing until one comes.
import type { Saga } from 'redux-saga';
import { take } from 'redux-saga/effects';

type StoreModule = typeof import('./store');

/** A fresh copy of the store module (its saga runtime is module state). */
async function freshStore(): Promise<StoreModule> {
  let loaded: StoreModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('./store');
  });
  return loaded as StoreModule;
}

/** A saga that records the type of every action it takes. */
function recorder(seen: string[]): Saga {
  return function* record() {
    for (;;) {
      const action: { type: string } = yield take('*');
      seen.push(action.type);
    }
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the store and its sagas', () => {
  it('hands a saga the actions dispatched while redux-saga was loading, in order', async () => {
    const { store, injectSaga, isSagaRunning } = await freshStore();
    const seen: string[] = [];
    injectSaga('recorder', recorder(seen));
    store.dispatch({ type: 'first' });
    store.dispatch({ type: 'second' });
    expect(isSagaRunning('recorder')).toBe(false);
    await settle();
    expect(isSagaRunning('recorder')).toBe(true);
    store.dispatch({ type: 'third' });
    await settle();
    expect(seen).toEqual(['first', 'second', 'third']);
  });

  it('runs a saga once per key', async () => {
    const { store, injectSaga } = await freshStore();
    const seen: string[] = [];
    injectSaga('twice', recorder(seen));
    injectSaga('twice', recorder(seen));
    await settle();
    injectSaga('twice', recorder(seen));
    store.dispatch({ type: 'once' });
    await settle();
    expect(seen).toEqual(['once']);
  });

  it('runs a saga injected after redux-saga has loaded at once', async () => {
    const { store, injectSaga, isSagaRunning } = await freshStore();
    injectSaga('first', recorder([]));
    await settle();
    const seen: string[] = [];
    injectSaga('later', recorder(seen));
    expect(isSagaRunning('later')).toBe(true);
    store.dispatch({ type: 'now' });
    await settle();
    expect(seen).toEqual(['now']);
  });

  it('loads a saga waiting on starting actions only when one is dispatched, and hands it that action', async () => {
    const { store, injectLazySaga, isSagaRunning } = await freshStore();
    const seen: string[] = [];
    const load = jest.fn(async () => recorder(seen));
    injectLazySaga('session', load, { startOn: ['signedIn'] });
    store.dispatch({ type: 'browsing' });
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(isSagaRunning('session')).toBe(false);

    store.dispatch({ type: 'signedIn' });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(isSagaRunning('session')).toBe(true);
    expect(seen).toEqual(['signedIn']);
  });

  it('starts the waiting sagas too when another saga loads redux-saga', async () => {
    const { store, injectLazySaga, injectSaga, isSagaRunning } = await freshStore();
    const seen: string[] = [];
    injectLazySaga('session', async () => recorder(seen), { startOn: ['signedIn'] });
    injectSaga('sign-in', recorder([]));
    store.dispatch({ type: 'loginRequested' });
    await settle();
    expect(isSagaRunning('session')).toBe(true);
    expect(isSagaRunning('sign-in')).toBe(true);
    expect(seen).toEqual(['loginRequested']);
  });
});

describe('a saga injected while redux-saga loads', () => {
  // The shell's session saga can arrive after a remote's screen injected its own saga and that saga's code was
  // gathered, while redux-saga itself is still loading: it must run too (else the page waits for a session
  // forever). Each tick count lands the second injection at another point of that load.
  it.each([0, 1, 2, 3, 4, 5, 6, 8, 10])('runs when injected %i microtasks after the first', async (ticks) => {
    const { injectSaga, injectLazySaga, isSagaRunning } = await freshStore();
    injectSaga('screen', recorder([]));
    for (let tick = 0; tick < ticks; tick += 1) await Promise.resolve();
    injectLazySaga('session', () => Promise.resolve(recorder([])));
    await settle();
    await settle();
    expect([isSagaRunning('screen'), isSagaRunning('session')]).toEqual([true, true]);
  });
});

describe('the store without Redux Toolkit', () => {
  const counter = (state = 0, action: { type: string }) => (action.type === 'counted' ? state + 1 : state);

  it('starts with each slice’s initial state and adds an injected reducer’s at once', async () => {
    const { store, injectReducer } = await freshStore();
    expect(store.getState()).toEqual({ session: { status: 'unknown', user: null, error: null } });
    injectReducer('counter', counter);
    expect(store.getState().counter).toBe(0);
    store.dispatch({ type: 'counted' });
    expect(store.getState().counter).toBe(1);
  });

  it('keeps the same state object when no reducer changed its slice, so no selector runs again for nothing', async () => {
    const { store, injectReducer } = await freshStore();
    injectReducer('counter', counter);
    const before = store.getState();
    store.dispatch({ type: 'nothing-to-do' });
    expect(store.getState()).toBe(before);
    store.dispatch({ type: 'counted' });
    expect(store.getState()).not.toBe(before);
    expect(store.getState().session).toBe(before.session);
  });

  it('tells its subscribers of every action until they unsubscribe', async () => {
    const { store } = await freshStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch({ type: 'one' });
    unsubscribe();
    unsubscribe();
    store.dispatch({ type: 'two' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('refuses an action that is not an object with a string type, and a reducer that returns undefined', async () => {
    const { store, injectReducer } = await freshStore();
    expect(() => store.dispatch({ type: 3 } as never)).toThrow('plain object with a string type');
    injectReducer('broken', (state: unknown, action: { type: string }) =>
      action.type === 'break' ? undefined : (state ?? null),
    );
    expect(() => store.dispatch({ type: 'break' })).toThrow('"broken" returned undefined');
  });

  it('runs a reducer made with Redux Toolkit’s createSlice, as the remotes inject theirs', async () => {
    const { createSlice } = await import('@reduxjs/toolkit');
    const { store, injectReducer } = await freshStore();
    const slice = createSlice({
      name: 'orders',
      initialState: { ids: [] as string[] },
      reducers: { added: (state, action: { payload: string }) => void state.ids.push(action.payload) },
    });
    injectReducer('orders', slice.reducer);
    store.dispatch(slice.actions.added('o-1'));
    expect(store.getState().orders).toEqual({ ids: ['o-1'] });
  });

  it('hands sagas the actions of its own creators, which take() matches by type or by creator', async () => {
    const { store, injectSaga } = await freshStore();
    const { sessionActions } = await import('../session/session.slice');
    const seen: string[] = [];
    injectSaga('session-watcher', function* watch() {
      const byCreator: { type: string } = yield take(sessionActions.logoutRequested);
      seen.push(byCreator.type);
      const byType: { type: string } = yield take(sessionActions.signedOut.type);
      seen.push(byType.type);
    });
    await settle();
    store.dispatch(sessionActions.continuedAsGuest());
    store.dispatch(sessionActions.logoutRequested());
    store.dispatch(sessionActions.signedOut());
    expect(seen).toEqual(['session/logoutRequested', 'session/signedOut']);
  });
});
