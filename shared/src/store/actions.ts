// Action creators for the store's own slices (session, site) and the shell's, without Redux Toolkit:
// those slices are part of every page's start, and Redux Toolkit with immer, reselect and redux is
// ~17 KiB gzip a visitor's public page never needs (issue 15). The remotes' slices keep createSlice;
// Redux Toolkit comes with the first remote that uses it.
import type { PayloadAction } from '@reduxjs/toolkit';

/**
 * Makes an action of `type` with its payload. Like Redux Toolkit's: `type` and `match` on the function,
 * and a `toString` that gives the type, so redux-saga's `take(creator)` matches it as it matches the
 * toolkit's creators.
 */
export interface ActionCreator<P, T extends string = string> {
  (
    ...args: [P] extends [void] ? [] : undefined extends P ? [payload?: P] : [payload: P]
  ): PayloadAction<P, T>;
  readonly type: T;
  match(action: unknown): action is PayloadAction<P, T>;
}

export function createAction<P = void, T extends string = string>(type: T): ActionCreator<P, T> {
  const creator = (...args: unknown[]) => ({ type, payload: args[0] as P });
  return Object.assign(creator, {
    type,
    match: (action: unknown): action is PayloadAction<P, T> =>
      typeof action === 'object' && action !== null && (action as { type?: unknown }).type === type,
    toString: () => type,
  }) as unknown as ActionCreator<P, T>;
}
