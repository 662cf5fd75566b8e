import type { AnyRemoteRouteModule } from '@estiba/shared';
import {
  createRemoteLoader,
  hasFailures,
  isSettling,
  loadedModules,
  loadForUnmatchedPath,
  unmatchedPathState,
  type RemoteLoaderDeps,
  type RemotesSnapshot,
} from './remoteLoader';
import type { RemoteEntry } from './registry';

const entries: RemoteEntry[] = [
  { name: 'mf_landing', entry: 'http://localhost:3001/mf-manifest.json', version: '1' },
  { name: 'mf_orders', entry: 'http://localhost:3004/mf-manifest.json', version: '1' },
];

const moduleOf = (name: string): AnyRemoteRouteModule => ({
  name,
  routes: [],
  navigation: [],
  toolbarTitles: {},
  messages: {} as AnyRemoteRouteModule['messages'],
});

function setup(loadModule: RemoteLoaderDeps['loadModule']) {
  const register = jest.fn();
  const loader = createRemoteLoader({ fetchRegistry: async () => entries, register, loadModule });
  return { loader, register };
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('registers every remote and loads its route module', async () => {
  const { loader, register } = setup(async (name) => ({ default: moduleOf(name) }));
  await loader.start();
  expect(register).toHaveBeenCalledWith(entries, { force: false });
  const snapshot = loader.getSnapshot();
  expect(loadedModules(snapshot).map((module) => module.name)).toEqual(['mf_landing', 'mf_orders']);
  expect(isSettling(snapshot)).toBe(false);
  expect(hasFailures(snapshot)).toBe(false);
});

it('retries a failing remote 4 times at 1 s, then marks it failed while the others load', async () => {
  const attemptsAt: number[] = [];
  const { loader } = setup(async (name) => {
    if (name === 'mf_orders') {
      attemptsAt.push(Date.now());
      throw new Error('remote down');
    }
    return moduleOf(name);
  });
  const started = loader.start();
  await jest.advanceTimersByTimeAsync(0);
  expect(loader.getSnapshot().remotes.map((remote) => remote.status)).toEqual(['loaded', 'loading']);
  await jest.advanceTimersByTimeAsync(4000);
  await started;
  expect(attemptsAt).toHaveLength(5);
  expect(attemptsAt.slice(1).map((time, index) => time - attemptsAt[index])).toEqual([
    1000, 1000, 1000, 1000,
  ]);
  const snapshot = loader.getSnapshot();
  expect(snapshot.remotes.map((remote) => remote.status)).toEqual(['loaded', 'failed']);
  expect(hasFailures(snapshot)).toBe(true);
  expect(loadedModules(snapshot).map((module) => module.name)).toEqual(['mf_landing']);
});

it('treats a remote whose module is not a route module as failed', async () => {
  const { loader } = setup(async () => ({ default: { routes: 'nope' } }));
  const started = loader.start();
  await jest.advanceTimersByTimeAsync(4000);
  await started;
  expect(loader.getSnapshot().remotes.every((remote) => remote.status === 'failed')).toBe(true);
});

it('Retry re-registers only the failed remotes and loads them again', async () => {
  let ordersUp = false;
  const loadModule = jest.fn(async (name: string) => {
    if (name === 'mf_orders' && !ordersUp) throw new Error('remote down');
    return moduleOf(name);
  });
  const { loader, register } = setup(loadModule);
  const started = loader.start();
  await jest.advanceTimersByTimeAsync(4000);
  await started;
  loadModule.mockClear();
  ordersUp = true;
  await loader.retryFailed();
  expect(register).toHaveBeenLastCalledWith([entries[1]], { force: true });
  expect(loadModule).toHaveBeenCalledTimes(1);
  expect(loadModule).toHaveBeenCalledWith('mf_orders');
  expect(loader.getSnapshot().remotes.map((remote) => remote.status)).toEqual(['loaded', 'loaded']);
});

it('fails softly when the registry cannot be read, and Retry reads it again', async () => {
  let registryUp = false;
  const loader = createRemoteLoader({
    fetchRegistry: async () => {
      if (!registryUp) throw new Error('registry down');
      return entries;
    },
    register: jest.fn(),
    loadModule: async (name) => moduleOf(name),
  });
  const started = loader.start();
  await jest.advanceTimersByTimeAsync(4000);
  await started;
  expect(loader.getSnapshot()).toEqual({ registry: 'failed', remotes: [] });
  registryUp = true;
  await loader.retryFailed();
  expect(loadedModules(loader.getSnapshot())).toHaveLength(2);
});

it('tells subscribers about every change', async () => {
  const { loader } = setup(async (name) => moduleOf(name));
  const listener = jest.fn();
  const unsubscribe = loader.subscribe(listener);
  await loader.start();
  expect(listener).toHaveBeenCalled();
  unsubscribe();
  listener.mockClear();
  await loader.retryFailed();
  expect(listener).not.toHaveBeenCalled();
});

describe('with route hints', () => {
  const hinted: RemoteEntry[] = [
    { name: 'mf_landing', entry: 'http://l/mf-manifest.json', version: '1', routes: ['/', '/prices'] },
    { name: 'mf_auth', entry: 'http://a/mf-manifest.json', version: '1', routes: ['/login'] },
    { name: 'mf_orders', entry: 'http://o/mf-manifest.json', version: '1', routes: ['/orders'] },
    // No hints: nothing is known about its paths, so it loads at start.
    { name: 'mf_settings', entry: 'http://s/mf-manifest.json', version: '1' },
  ];

  function setupHinted(loadModule: RemoteLoaderDeps['loadModule'] = async (name) => moduleOf(name)) {
    const register = jest.fn();
    const spy = jest.fn(loadModule);
    const loader = createRemoteLoader({ fetchRegistry: async () => hinted, register, loadModule: spy });
    const statuses = () => loader.getSnapshot().remotes.map((remote) => remote.status);
    return { loader, register, loadModule: spy, statuses };
  }

  it('loads at start only the remotes that claim the address, and those without hints', async () => {
    const { loader, register, loadModule, statuses } = setupHinted();
    await loader.start('/prices');
    // Every remote is known to the runtime; only the needed ones are fetched.
    expect(register).toHaveBeenCalledWith(hinted, { force: false });
    expect(loadModule.mock.calls.map(([name]) => name)).toEqual(['mf_landing', 'mf_settings']);
    expect(statuses()).toEqual(['loaded', 'idle', 'idle', 'loaded']);
    expect(isSettling(loader.getSnapshot())).toBe(false);
  });

  it('loads an idle remote when a path it claims is requested, once', async () => {
    const { loader, loadModule, statuses } = setupHinted();
    await loader.start('/');
    await loader.request('/orders/7');
    await loader.request('/orders');
    expect(statuses()).toEqual(['loaded', 'idle', 'loaded', 'loaded']);
    expect(loadModule.mock.calls.filter(([name]) => name === 'mf_orders')).toHaveLength(1);
  });

  it('remembers what was requested before the registry arrived', async () => {
    let answer: (entries: RemoteEntry[]) => void = () => undefined;
    const loader = createRemoteLoader({
      fetchRegistry: () => new Promise((resolve) => (answer = resolve)),
      register: jest.fn(),
      loadModule: async (name) => moduleOf(name),
    });
    const started = loader.start('/');
    await loader.request('/login');
    answer(hinted);
    await started;
    expect(loader.getSnapshot().remotes.map((remote) => remote.status)).toEqual([
      'loaded',
      'loaded',
      'idle',
      'loaded',
    ]);
  });

  it('loads every remaining remote on demand (a signed-in sidebar lists them all)', async () => {
    const { loader, statuses } = setupHinted();
    await loader.start('/');
    await loader.loadRemaining();
    expect(statuses()).toEqual(['loaded', 'loaded', 'loaded', 'loaded']);
  });

  it('reads the registry again after it failed, for the same address', async () => {
    let registryUp = false;
    const loadModule = jest.fn(async (name: string) => moduleOf(name));
    const loader = createRemoteLoader({
      fetchRegistry: async () => {
        if (!registryUp) throw new Error('registry down');
        return hinted;
      },
      register: jest.fn(),
      loadModule,
    });
    const started = loader.start('/orders');
    await jest.advanceTimersByTimeAsync(4000);
    await started;
    registryUp = true;
    await loader.retryFailed();
    expect(loadModule.mock.calls.map(([name]) => name)).toEqual(['mf_orders', 'mf_settings']);
  });

  it('for an unmatched path loads the idle claimants first, else every idle remote', async () => {
    const { loader, statuses } = setupHinted();
    await loader.start('/');
    await loadForUnmatchedPath(loader, '/login');
    expect(statuses()).toEqual(['loaded', 'loaded', 'idle', 'loaded']);
    await loadForUnmatchedPath(loader, '/no-such-page');
    expect(statuses()).toEqual(['loaded', 'loaded', 'loaded', 'loaded']);
  });
});

describe('unmatchedPathState', () => {
  const entry = (name: string, routes?: string[]): RemoteEntry => ({
    name,
    entry: `http://${name}/mf-manifest.json`,
    version: '1',
    ...(routes ? { routes } : {}),
  });
  const snapshot = (...remotes: Array<[RemoteEntry, RemotesSnapshot['remotes'][number]['status']]>) => ({
    registry: 'loaded' as const,
    remotes: remotes.map(([e, status]) => ({ entry: e, status, module: null })),
  });
  const orders = entry('mf_orders', ['/orders']);
  const landing = entry('mf_landing', ['/']);

  it('waits for the registry, and fails with it', () => {
    expect(unmatchedPathState({ registry: 'loading', remotes: [] }, '/orders')).toBe('loading');
    expect(unmatchedPathState({ registry: 'failed', remotes: [] }, '/orders')).toBe('failed');
  });

  it('waits for a claimant on its way, asks for an idle one, and offers Retry for a failed one', () => {
    expect(unmatchedPathState(snapshot([orders, 'loading'], [landing, 'loaded']), '/orders')).toBe('loading');
    expect(unmatchedPathState(snapshot([orders, 'idle'], [landing, 'loaded']), '/orders/7')).toBe(
      'load-more',
    );
    // A claimant that failed owns the path: Retry at once, whatever the others are doing.
    expect(unmatchedPathState(snapshot([orders, 'failed'], [landing, 'loading']), '/orders')).toBe('failed');
  });

  it('looks in every remote when no claimant has the path, and only then says 404', () => {
    expect(unmatchedPathState(snapshot([orders, 'idle'], [landing, 'loaded']), '/nowhere')).toBe('load-more');
    expect(unmatchedPathState(snapshot([orders, 'loading'], [landing, 'loaded']), '/nowhere')).toBe(
      'loading',
    );
    // The hint said mf_landing, yet it has no such route: the others may, so they load.
    expect(unmatchedPathState(snapshot([orders, 'idle'], [landing, 'loaded']), '/')).toBe('load-more');
    expect(unmatchedPathState(snapshot([orders, 'failed'], [landing, 'loaded']), '/nowhere')).toBe('failed');
    expect(unmatchedPathState(snapshot([orders, 'loaded'], [landing, 'loaded']), '/nowhere')).toBe(
      'not-found',
    );
  });
});

it('hands each route module to onLoaded before the router hears of it', async () => {
  const seen: string[] = [];
  const loader = createRemoteLoader({
    fetchRegistry: async () => entries,
    register: jest.fn(),
    loadModule: async (name) => moduleOf(name),
    onLoaded: (module) => {
      // Not published yet: the router has not rendered it.
      const status = loader.getSnapshot().remotes.find((remote) => remote.entry.name === module.name)?.status;
      seen.push(`${module.name}:${status}`);
    },
  });
  await loader.start();
  expect(seen).toEqual(['mf_landing:loading', 'mf_orders:loading']);
});

it('counts a remote as loaded only once prepare (its texts) is done, and as failed when prepare fails', async () => {
  let finishTexts: () => void = () => undefined;
  const loader = createRemoteLoader({
    fetchRegistry: async () => entries,
    register: jest.fn(),
    loadModule: async (name) => moduleOf(name),
    prepare: (module) =>
      module.name === 'mf_orders'
        ? Promise.reject(new Error('texts chunk missing'))
        : new Promise<void>((resolve) => {
            finishTexts = resolve;
          }),
  });
  const started = loader.start();
  await jest.advanceTimersByTimeAsync(0);
  const status = () => loader.getSnapshot().remotes.map((remote) => remote.status);
  expect(status()).toEqual(['loading', 'failed']);
  finishTexts();
  await started;
  expect(status()).toEqual(['loaded', 'failed']);
});
