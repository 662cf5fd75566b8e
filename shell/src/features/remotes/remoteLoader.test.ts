import type { RemoteRouteModule } from '@estiba/shared';
import {
  createRemoteLoader,
  hasFailures,
  isSettling,
  loadedModules,
  type RemoteLoaderDeps,
} from './remoteLoader';
import type { RemoteEntry } from './registry';

const entries: RemoteEntry[] = [
  { name: 'mf_landing', entry: 'http://localhost:3001/mf-manifest.json', version: '1' },
  { name: 'mf_orders', entry: 'http://localhost:3004/mf-manifest.json', version: '1' },
];

const moduleOf = (name: string): RemoteRouteModule => ({
  name,
  routes: [],
  navigation: [],
  toolbarTitles: {},
  messages: {} as RemoteRouteModule['messages'],
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
