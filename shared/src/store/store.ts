// The one Redux store of the page. `shared` is a federation singleton, so the shell and every remote
// get this same instance; a remote injects its reducer and saga when its route module loads.
import { combineReducers, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { sessionSlice, type SessionState } from '../session/session.slice';

/** The static slices plus whatever remotes inject at run time under their own keys. */
export type RootState = { session: SessionState } & Record<string, unknown>;

const staticReducers = { session: sessionSlice.reducer };

const asyncReducers: Record<string, Reducer> = {};
const runningSagas = new Map<string, Task>();

function rootReducer(): Reducer<RootState, UnknownAction> {
  // combineReducers cannot type keys that remotes add at run time, hence the widening cast.
  return combineReducers({ ...staticReducers, ...asyncReducers }) as unknown as Reducer<
    RootState,
    UnknownAction
  >;
}

const sagaMiddleware = createSagaMiddleware();

export const store = configureStore({
  reducer: rootReducer(),
  middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
});

export type AppDispatch = typeof store.dispatch;

/** Adds a reducer under `key`; calling it again with the same key and reducer does nothing. */
export function injectReducer(key: string, reducer: Reducer): void {
  if (key in staticReducers) throw new Error(`"${key}" is a reserved store key`);
  if (asyncReducers[key] === reducer) return;
  asyncReducers[key] = reducer;
  store.replaceReducer(rootReducer());
}

/** Runs `saga` once per `key`: a remote that mounts twice does not start its saga twice. */
export function injectSaga(key: string, saga: Saga): void {
  const running = runningSagas.get(key);
  if (running?.isRunning()) return;
  runningSagas.set(key, sagaMiddleware.run(saga));
}

export function isSagaRunning(key: string): boolean {
  return runningSagas.get(key)?.isRunning() ?? false;
}
