import { createContext, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { RemoteRouteModule } from '@estiba/shared';
import { loadedModules, type RemoteLoader, type RemotesSnapshot } from './remoteLoader';

const RemotesContext = createContext<RemoteLoader | null>(null);

export function RemotesProvider({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  return <RemotesContext.Provider value={loader}>{children}</RemotesContext.Provider>;
}

export interface UseRemotes {
  snapshot: RemotesSnapshot;
  retryFailed: () => Promise<void>;
  loader: RemoteLoader;
}

/** The loader itself, without re-rendering on its changes (for components that only ask it to load). */
export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemotesContext);
  if (!loader) throw new Error('useRemotes needs a RemotesProvider');
  return loader;
}

/** The remotes' load state, re-rendering as each one arrives or fails. */
export function useRemotes(): UseRemotes {
  const loader = useRemoteLoader();
  const snapshot = useSyncExternalStore(loader.subscribe, loader.getSnapshot, loader.getSnapshot);
  return { snapshot, retryFailed: loader.retryFailed, loader };
}

const sameModules = (a: readonly RemoteRouteModule[], b: readonly RemoteRouteModule[]) =>
  a.length === b.length && a.every((module, index) => module === b[index]);

/**
 * The loaded route modules, as the same array until one more loads: a remote that merely starts
 * loading or fails must not rebuild the routes and texts (a new texts object re-renders every
 * component that formats a message).
 */
export function useLoadedModules(): RemoteRouteModule[] {
  const loader = useRemoteLoader();
  const previous = useRef<RemoteRouteModule[]>([]);
  const getModules = () => {
    const next = loadedModules(loader.getSnapshot());
    if (!sameModules(previous.current, next)) previous.current = next;
    return previous.current;
  };
  return useSyncExternalStore(loader.subscribe, getModules, getModules);
}
