// Loads the remotes' route modules at run time and keeps their state, so the router can show the
// routes that loaded, a loader while some are on their way, and Retry for those that failed.
// With route hints in the registry only the remotes that claim the current path load at start; the
// others wait ('idle') until a path needs them, a signed-in layout needs their sidebar items, or a
// path nobody claims has to be looked up in all of them.
import type { AnyRemoteRouteModule } from '@estiba/shared';
import { claimsPath, type RemoteEntry } from './registry';
import { withRetry, type RetryOptions } from './retry';

export type LoadStatus = 'loading' | 'loaded' | 'failed';
/** A remote not requested yet is 'idle': its code has not been fetched. */
export type RemoteStatus = 'idle' | LoadStatus;

export interface RemoteState {
  entry: RemoteEntry;
  status: RemoteStatus;
  module: AnyRemoteRouteModule | null;
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
  /** Told about each route module as it loads (before the router renders it), e.g. to warm its chunks. */
  onLoaded?: (module: AnyRemoteRouteModule) => void;
  /**
   * What must be there before a route module counts as loaded (its texts in the current language); a
   * failure fails the remote, as its code's would.
   */
  prepare?: (module: AnyRemoteRouteModule) => Promise<void>;
  retry?: RetryOptions;
}

export interface RemoteLoader {
  /**
   * Reads the registry and loads the remotes the page at `pathname` needs: those claiming it and
   * those without hints. Without a path every remote loads.
   */
  start(pathname?: string): Promise<void>;
  /** Loads the idle remotes that claim the path (remembered until the registry is read). */
  request(pathname: string): Promise<void>;
  /** Loads every idle remote (remembered until the registry is read). */
  loadRemaining(): Promise<void>;
  /** Loads again every remote that failed (and the registry, if that failed). */
  retryFailed(): Promise<void>;
  getSnapshot(): RemotesSnapshot;
  subscribe(listener: () => void): () => void;
}

/** Accepts the exposed module (namespace with `default`, or the object) when it has the route module's shape. */
export function asRouteModule(loaded: unknown, name: string): AnyRemoteRouteModule {
  const candidate = (loaded as { default?: unknown } | null)?.default ?? loaded;
  const module = candidate as Partial<AnyRemoteRouteModule> | null;
  if (
    !module ||
    !Array.isArray(module.routes) ||
    !Array.isArray(module.navigation) ||
    typeof module.toolbarTitles !== 'object' ||
    (typeof module.messages !== 'object' && typeof module.messages !== 'function')
  ) {
    throw new Error(`${name}/routes is not a route module`);
  }
  return module as AnyRemoteRouteModule;
}

export function createRemoteLoader(deps: RemoteLoaderDeps): RemoteLoader {
  let snapshot: RemotesSnapshot = { registry: 'loading', remotes: [] };
  const listeners = new Set<() => void>();
  // What was asked for before the registry arrived.
  let wantsAll = false;
  const requestedPaths = new Set<string>();
  let startPath: string | undefined;

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
      deps.onLoaded?.(module);
      await deps.prepare?.(module);
      setRemote(entry.name, { status: 'loaded', module });
    } catch (error) {
      // The shell keeps running without this remote; its paths show Retry.
      console.error(`remote ${entry.name} could not be loaded`, error);
      setRemote(entry.name, { status: 'failed', module: null });
    }
  }

  const loadIdle = (wanted: (entry: RemoteEntry) => boolean) =>
    Promise.all(
      snapshot.remotes
        .filter((remote) => remote.status === 'idle' && wanted(remote.entry))
        .map((remote) => loadOne(remote.entry)),
    ).then(() => undefined);

  async function start(pathname?: string): Promise<void> {
    startPath = pathname;
    if (pathname === undefined) wantsAll = true;
    else requestedPaths.add(pathname);
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
      remotes: entries.map((entry) => ({ entry, status: 'idle', module: null })),
    });
    const paths = [...requestedPaths];
    requestedPaths.clear();
    await loadIdle((entry) => wantsAll || !entry.routes || paths.some((path) => claimsPath(entry, path)));
  }

  async function request(pathname: string): Promise<void> {
    if (snapshot.registry !== 'loaded') {
      requestedPaths.add(pathname);
      return;
    }
    await loadIdle((entry) => claimsPath(entry, pathname));
  }

  async function loadRemaining(): Promise<void> {
    if (snapshot.registry !== 'loaded') {
      wantsAll = true;
      return;
    }
    await loadIdle(() => true);
  }

  async function retryFailed(): Promise<void> {
    if (snapshot.registry === 'failed') return start(startPath);
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
    request,
    loadRemaining,
    retryFailed,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** True while the registry or any requested remote is still on its way. */
export const isSettling = (snapshot: RemotesSnapshot) =>
  snapshot.registry === 'loading' || snapshot.remotes.some((remote) => remote.status === 'loading');

/** True when the registry or at least one remote failed. */
export const hasFailures = (snapshot: RemotesSnapshot) =>
  snapshot.registry === 'failed' || snapshot.remotes.some((remote) => remote.status === 'failed');

export const loadedModules = (snapshot: RemotesSnapshot): AnyRemoteRouteModule[] =>
  snapshot.remotes.flatMap((remote) => (remote.module ? [remote.module] : []));

/**
 * What a path that no loaded route matches is waiting for:
 * - 'loading': the registry, a remote claiming the path, or (when no claimant has the route) any
 *   remote is still arriving;
 * - 'load-more': remotes not fetched yet may own it (the claimants first, else every idle remote);
 * - 'failed': a remote that claims it, or one that might (no claimant has it), failed to load;
 * - 'not-found': every remote is loaded and none has the path.
 */
export type UnmatchedPathState = 'loading' | 'load-more' | 'failed' | 'not-found';

export function unmatchedPathState(snapshot: RemotesSnapshot, pathname: string): UnmatchedPathState {
  if (snapshot.registry === 'loading') return 'loading';
  if (snapshot.registry === 'failed') return 'failed';
  const claimants = snapshot.remotes.filter((remote) => claimsPath(remote.entry, pathname));
  const has = (remotes: RemoteState[], status: RemoteStatus) =>
    remotes.some((remote) => remote.status === status);
  if (has(claimants, 'loading')) return 'loading';
  if (has(claimants, 'idle')) return 'load-more';
  if (has(claimants, 'failed')) return 'failed';
  if (has(snapshot.remotes, 'loading')) return 'loading';
  if (has(snapshot.remotes, 'idle')) return 'load-more';
  if (has(snapshot.remotes, 'failed')) return 'failed';
  return 'not-found';
}

/**
 * Loads what an unmatched path may need: the idle remotes that claim it, or, when none does, every
 * idle remote (a stale or missing hint must never turn a real page into a 404).
 */
export function loadForUnmatchedPath(loader: RemoteLoader, pathname: string): Promise<void> {
  const claimantIdle = loader
    .getSnapshot()
    .remotes.some((remote) => remote.status === 'idle' && claimsPath(remote.entry, pathname));
  return claimantIdle ? loader.request(pathname) : loader.loadRemaining();
}
