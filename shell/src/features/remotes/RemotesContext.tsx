import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { AnyRemoteRouteModule } from '@estiba/shared';
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

/**
 * The loader's state as of the last change, re-rendering in a transition. A remote's arrival brings a
 * whole page (and new texts for every message on it): useSyncExternalStore would render all of that in
 * one synchronous task and block the visitor's input meanwhile. Every reader goes through this hook, so
 * the routes, the texts and the loader screen all move to the new state in the same render.
 */
function useLoaderState<T>(loader: RemoteLoader, read: () => T): T {
  const [value, setValue] = useState(read);
  useEffect(() => {
    const update = () => startTransition(() => setValue(read()));
    const unsubscribe = loader.subscribe(update);
    // The loader may have moved on between the first render and this subscription.
    update();
    return unsubscribe;
  }, [loader, read]);
  return value;
}

/** The remotes' load state, re-rendering as each one arrives or fails. */
export function useRemotes(): UseRemotes {
  const loader = useRemoteLoader();
  const snapshot = useLoaderState(loader, loader.getSnapshot);
  return { snapshot, retryFailed: loader.retryFailed, loader };
}

const sameModules = (a: readonly AnyRemoteRouteModule[], b: readonly AnyRemoteRouteModule[]) =>
  a.length === b.length && a.every((module, index) => module === b[index]);

/**
 * The loaded route modules, as the same array until one more loads: a remote that merely starts
 * loading or fails must not rebuild the routes and texts (a new texts object re-renders every
 * component that formats a message).
 */
export function useLoadedModules(): AnyRemoteRouteModule[] {
  const loader = useRemoteLoader();
  const previous = useRef<AnyRemoteRouteModule[]>([]);
  const getModules = useCallback(() => {
    const next = loadedModules(loader.getSnapshot());
    if (!sameModules(previous.current, next)) previous.current = next;
    return previous.current;
  }, [loader]);
  return useLoaderState(loader, getModules);
}
