// The one Redux store of the page. `shared` is a federation singleton, so the shell and every remote
// get this same instance; a remote injects its reducer and saga when its route module loads.
// Types only: Redux Toolkit itself is not part of a page's start (see createStore below).
import type { Dispatch, Middleware, MiddlewareAPI, Reducer, Store, UnknownAction } from '@reduxjs/toolkit';
import type { MulticastChannel, Saga, SagaMiddleware, Task } from 'redux-saga';
import { sessionSlice, type SessionState } from '../session/session.slice';

/** The static slices plus whatever remotes inject at run time under their own keys. */
export type RootState = { session: SessionState } & Record<string, unknown>;

const staticReducers = { session: sessionSlice.reducer };

const asyncReducers: Record<string, Reducer> = {};
const runningSagas = new Map<string, Task>();

/** Each slice's reducer on its own key, as Redux's combineReducers: the same state object when none changed. */
function rootReducer(): Reducer<RootState, UnknownAction> {
  const reducers: Record<string, Reducer> = { ...staticReducers, ...asyncReducers };
  const keys = Object.keys(reducers);
  return (state: Partial<RootState> = {}, action: UnknownAction) => {
    let changed = Object.keys(state).length !== keys.length;
    const next: Record<string, unknown> = {};
    for (const key of keys) {
      const value = reducers[key](state[key], action);
      if (value === undefined) throw new Error(`the reducer "${key}" returned undefined for ${action.type}`);
      next[key] = value;
      changed ||= value !== state[key];
    }
    return (changed ? next : state) as RootState;
  };
}

// redux-saga comes with the first saga the page runs, not with the store: a visitor's public pages run
// none, and its ~6 KiB gzip were part of their initial JavaScript (issue 15). Until it has loaded, the
// store's saga middleware passes actions on; the actions dispatched while it loads are handed to the
// sagas as soon as they run, in order, so a saga injected before an action still sees that action.

/** A saga's code, or a function that loads it (a chunk of its own). */
type SagaSource = { saga: Saga } | { load: () => Promise<Saga> };

/** Sagas injected before redux-saga is there: each loads its code (once) when redux-saga loads. */
const waitingSagas = new Map<string, () => Promise<Saga>>();
/** Action types that make redux-saga load for the sagas waiting on them (injectLazySaga's startOn). */
const startingActions = new Set<string>();
/** Actions dispatched while redux-saga loads: the sagas get them once they run. */
let heldActions: UnknownAction[] | null = null;
let runtimeLoading: Promise<void> | null = null;
/** The store's middleware API and next dispatch, which redux-saga's middleware is bound to once loaded. */
let middlewareBinding: { api: MiddlewareAPI; next: (action: unknown) => unknown } | null = null;
/** redux-saga's middleware, bound; null until it has loaded. */
let sagaDispatch: ((action: unknown) => unknown) | null = null;
let sagaRuntime: SagaMiddleware | null = null;

const lazySagaMiddleware: Middleware = (api) => (next) => {
  middlewareBinding = { api, next };
  return (action) => {
    if (sagaDispatch) return sagaDispatch(action);
    const type = (action as UnknownAction).type;
    if (!runtimeLoading && startingActions.has(type)) loadSagaRuntime();
    heldActions?.push(action as UnknownAction);
    return next(action);
  };
};

/** Every waiting saga's code, those injected while the others loaded included. */
async function waitingSagaCode(): Promise<[string, Saga][]> {
  for (;;) {
    const keys = [...waitingSagas.keys()];
    const sagas = await Promise.all(keys.map((key) => (waitingSagas.get(key) as () => Promise<Saga>)()));
    if (waitingSagas.size === keys.length) return keys.map((key, i) => [key, sagas[i]]);
  }
}

/** Loads redux-saga and the waiting sagas' code, then runs them and hands them the held actions. */
function loadSagaRuntime(): void {
  if (runtimeLoading) return;
  heldActions = [];
  runtimeLoading = Promise.all([import('redux-saga'), waitingSagaCode()]).then(
    ([{ default: createSagaMiddleware, stdChannel }, sagas]) => {
      if (!middlewareBinding) throw new Error('the store has no saga middleware');
      const channel: MulticastChannel<UnknownAction> = stdChannel();
      const middleware = createSagaMiddleware({ channel });
      sagaDispatch = middleware(middlewareBinding.api)(middlewareBinding.next as Dispatch);
      sagaRuntime = middleware;
      for (const [key, saga] of sagas) {
        runningSagas.set(key, middleware.run(saga));
        waitingSagas.delete(key);
      }
      // A saga injected after the others' code was gathered, while redux-saga itself was still on its way (a
      // remote's screen warmed first, then the shell's session saga), must not be dropped: it runs when its
      // code arrives. Clearing the map here lost the session saga now and then, and the page kept its loader.
      for (const [key, load] of [...waitingSagas]) {
        void load().then(
          (saga) => {
            waitingSagas.delete(key);
            if (!runningSagas.get(key)?.isRunning()) runningSagas.set(key, middleware.run(saga));
          },
          (error: unknown) => {
            waitingSagas.delete(key);
            console.error(`the saga "${key}" could not be loaded`, error);
          },
        );
      }
      startingActions.clear();
      const held = heldActions ?? [];
      heldActions = null;
      for (const action of held) channel.put(action);
    },
    (error: unknown) => {
      // Offline, say: the next injection or starting action tries again.
      console.error('redux-saga could not be loaded', error);
      heldActions = null;
      runtimeLoading = null;
    },
  );
}

/** Actions the store dispatches itself, as Redux's own: every reducer answers them with its initial state. */
const INIT_ACTION = '@@estiba/store/INIT';
const REPLACE_ACTION = '@@estiba/store/REPLACE';

/**
 * The store, as Redux's createStore with one middleware (the saga one above), in ~40 lines: Redux Toolkit
 * (with immer, reselect and redux) was ~17 KiB gzip of every public page's start, for a store that a
 * visitor's page only reads (issue 15). The remotes' reducers made with createSlice are plain reducers
 * here too; Redux Toolkit loads with the first remote that uses it.
 */
function createStore(middleware: Middleware): Store<RootState> {
  let reducer = rootReducer();
  let state = reducer(undefined, { type: INIT_ACTION });
  let listeners: (() => void)[] = [];
  let dispatching = false;

  const base = (action: unknown) => {
    if (typeof action !== 'object' || action === null || typeof (action as UnknownAction).type !== 'string')
      throw new Error('an action must be a plain object with a string type');
    if (dispatching) throw new Error('a reducer may not dispatch actions');
    try {
      dispatching = true;
      state = reducer(state, action as UnknownAction);
    } finally {
      dispatching = false;
    }
    // Listeners subscribed or removed by a listener take effect from the next dispatch, as in Redux.
    for (const listener of listeners) listener();
    return action;
  };
  const getState = () => state;
  let dispatch = base as Dispatch;
  dispatch = middleware({ getState, dispatch: ((action) => dispatch(action)) as Dispatch })(base) as Dispatch;

  return {
    dispatch,
    getState,
    subscribe(listener) {
      let subscribed = true;
      listeners = [...listeners, listener];
      return () => {
        if (!subscribed) return;
        subscribed = false;
        listeners = listeners.filter((l) => l !== listener);
      };
    },
    replaceReducer(next) {
      reducer = next as Reducer<RootState, UnknownAction>;
      // Past the middleware, as Redux does: no saga takes the store's own actions.
      base({ type: REPLACE_ACTION });
    },
    // Observable interop (Redux's Symbol.observable): no part of the product subscribes so.
  } as Store<RootState>;
}

export const store = createStore(lazySagaMiddleware);

export type AppDispatch = typeof store.dispatch;

/** Adds a reducer under `key`; calling it again with the same key and reducer does nothing. */
export function injectReducer(key: string, reducer: Reducer): void {
  if (key in staticReducers) throw new Error(`"${key}" is a reserved store key`);
  if (asyncReducers[key] === reducer) return;
  asyncReducers[key] = reducer;
  store.replaceReducer(rootReducer());
}

/** `load`, called at most once. */
function once(load: () => Promise<Saga>): () => Promise<Saga> {
  let loading: Promise<Saga> | null = null;
  return () => (loading ??= load());
}

function inject(key: string, source: SagaSource, startOn?: readonly string[]): void {
  if (runningSagas.get(key)?.isRunning() || waitingSagas.has(key)) return;
  if (sagaRuntime && 'saga' in source) {
    runningSagas.set(key, sagaRuntime.run(source.saga));
    return;
  }
  if (sagaRuntime && 'load' in source) {
    // redux-saga is there already: the saga runs when its code arrives.
    const loading = source.load();
    waitingSagas.set(key, () => loading);
    void loading.then(
      (saga) => {
        waitingSagas.delete(key);
        if (sagaRuntime && !runningSagas.get(key)?.isRunning()) runningSagas.set(key, sagaRuntime.run(saga));
      },
      (error: unknown) => {
        waitingSagas.delete(key);
        console.error(`the saga "${key}" could not be loaded`, error);
      },
    );
    return;
  }
  waitingSagas.set(key, 'saga' in source ? () => Promise.resolve(source.saga) : once(source.load));
  if (startOn) for (const type of startOn) startingActions.add(type);
  else loadSagaRuntime();
}

/**
 * Runs `saga` once per `key`: a remote that mounts twice does not start its saga twice. The first saga
 * of the page loads redux-saga (see above); it runs once that has arrived, and sees the actions
 * dispatched meanwhile.
 */
export function injectSaga(key: string, saga: Saga): void {
  inject(key, { saga });
}

/**
 * As injectSaga, for a saga whose code is a chunk of its own (`load`). With `startOn` neither the saga
 * nor redux-saga loads until one of those actions is dispatched (or another saga loads redux-saga):
 * the shell's session saga waits so on a visitor's page, where no session begins.
 */
export function injectLazySaga(
  key: string,
  load: () => Promise<Saga>,
  { startOn }: { startOn?: readonly string[] } = {},
): void {
  inject(key, { load }, startOn);
}

export function isSagaRunning(key: string): boolean {
  return runningSagas.get(key)?.isRunning() ?? false;
}
