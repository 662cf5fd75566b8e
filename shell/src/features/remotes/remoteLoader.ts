// Loads every remote's route module at run time and keeps their state, so the router can show the
// routes that loaded, a loader while some are on their way, and Retry for those that failed.
import type { RemoteRouteModule } from '@estiba/shared';
import type { RemoteEntry } from './registry';
import { withRetry, type RetryOptions } from './retry';

export type LoadStatus = 'loading' | 'loaded' | 'failed';

export interface RemoteState {
  entry: RemoteEntry;
  status: LoadStatus;
  module: RemoteRouteModule | null;
}

export interface RemotesSnapshot {
  /** Whether `/remotes.json` itself was read. */
  registry: LoadStatus;
  remotes: RemoteState[];
}

export interface RemoteLoaderDeps {
  fetchRegistry: () => Promise<RemoteEntry[]>;
  /** Makes the federation runtime know the remotes; `force` replaces one that failed before. */
  register: (entries: RemoteEntry[], options: { force: boolean }) => void;
  /** Loads `<name>/routes` (the module namespace or its default export). */
  loadModule: (name: string) => Promise<unknown>;
  retry?: RetryOptions;
}

export interface RemoteLoader {
  start(): Promise<void>;
  /** Loads again every remote that failed (and the registry, if that failed). */
  retryFailed(): Promise<void>;
  getSnapshot(): RemotesSnapshot;
  subscribe(listener: () => void): () => void;
}

/** Accepts the exposed module (namespace with `default`, or the object) when it has the route module's shape. */
export function asRouteModule(loaded: unknown, name: string): RemoteRouteModule {
  const candidate = (loaded as { default?: unknown } | null)?.default ?? loaded;
  const module = candidate as Partial<RemoteRouteModule> | null;
  if (
    !module ||
    !Array.isArray(module.routes) ||
    !Array.isArray(module.navigation) ||
    typeof module.toolbarTitles !== 'object' ||
    typeof module.messages !== 'object'
  ) {
    throw new Error(`${name}/routes is not a route module`);
  }
  return module as RemoteRouteModule;
}

export function createRemoteLoader(deps: RemoteLoaderDeps): RemoteLoader {
  let snapshot: RemotesSnapshot = { registry: 'loading', remotes: [] };
  const listeners = new Set<() => void>();

  const publish = (next: RemotesSnapshot) => {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const setRemote = (name: string, change: Partial<RemoteState>) =>
    publish({
      ...snapshot,
      remotes: snapshot.remotes.map((remote) =>
        remote.entry.name === name ? { ...remote, ...change } : remote,
      ),
    });

  async function loadOne(entry: RemoteEntry): Promise<void> {
    setRemote(entry.name, { status: 'loading' });
    try {
      const module = await withRetry(
        async () => asRouteModule(await deps.loadModule(entry.name), entry.name),
        deps.retry,
      );
      setRemote(entry.name, { status: 'loaded', module });
    } catch (error) {
      // The shell keeps running without this remote; its paths show Retry.
      console.error(`remote ${entry.name} could not be loaded`, error);
      setRemote(entry.name, { status: 'failed', module: null });
    }
  }

  async function start(): Promise<void> {
    publish({ registry: 'loading', remotes: [] });
    let entries: RemoteEntry[];
    try {
      entries = await withRetry(deps.fetchRegistry, deps.retry);
      deps.register(entries, { force: false });
    } catch (error) {
      console.error('the remotes registry could not be read', error);
      publish({ registry: 'failed', remotes: [] });
      return;
    }
    publish({
      registry: 'loaded',
      remotes: entries.map((entry) => ({ entry, status: 'loading', module: null })),
    });
    await Promise.all(entries.map(loadOne));
  }

  async function retryFailed(): Promise<void> {
    if (snapshot.registry === 'failed') return start();
    const failed = snapshot.remotes
      .filter((remote) => remote.status === 'failed')
      .map((remote) => remote.entry);
    if (failed.length === 0) return;
    // Forget what the runtime cached of the failed attempt (manifest, entry) before loading again.
    deps.register(failed, { force: true });
    await Promise.all(failed.map(loadOne));
  }

  return {
    start,
    retryFailed,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** True while the registry or any remote is still on its way. */
export const isSettling = (snapshot: RemotesSnapshot) =>
  snapshot.registry === 'loading' || snapshot.remotes.some((remote) => remote.status === 'loading');

/** True when the registry or at least one remote failed. */
export const hasFailures = (snapshot: RemotesSnapshot) =>
  snapshot.registry === 'failed' || snapshot.remotes.some((remote) => remote.status === 'failed');

export const loadedModules = (snapshot: RemotesSnapshot): RemoteRouteModule[] =>
  snapshot.remotes.flatMap((remote) => (remote.module ? [remote.module] : []));
