import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { RemoteLoader, RemotesSnapshot } from './remoteLoader';

const RemotesContext = createContext<RemoteLoader | null>(null);

export function RemotesProvider({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  return <RemotesContext.Provider value={loader}>{children}</RemotesContext.Provider>;
}

export interface UseRemotes {
  snapshot: RemotesSnapshot;
  retryFailed: () => Promise<void>;
}

/** The remotes' load state, re-rendering as each one arrives or fails. */
export function useRemotes(): UseRemotes {
  const loader = useContext(RemotesContext);
  if (!loader) throw new Error('useRemotes needs a RemotesProvider');
  const snapshot = useSyncExternalStore(loader.subscribe, loader.getSnapshot, loader.getSnapshot);
  return { snapshot, retryFailed: loader.retryFailed };
}
