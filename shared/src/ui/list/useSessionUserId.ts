// The signed-in user's id from the shared store's session slice. Read through the context rather than
// useSelector so that a list outside a store (a test, a harness without one) works, keeping no choice.
import { useContext, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';
import type { SessionState } from '../../session/session.slice';

const noSubscription = () => () => undefined;

export function useSessionUserId(): string | null {
  const store = useContext(ReactReduxContext)?.store;
  const read = () =>
    (store?.getState() as { session?: SessionState } | undefined)?.session?.user?.userId ?? null;
  return useSyncExternalStore(store ? store.subscribe : noSubscription, read, read);
}
