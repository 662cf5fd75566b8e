import { render, screen, waitFor } from '@testing-library/react';
import type { AnyRemoteRouteModule } from '@estiba/shared';
import { RemotesProvider, useLoadedModules, useRemotes } from './RemotesContext';
import { createRemoteLoader, type RemoteLoader } from './remoteLoader';
import type { RemoteEntry } from './registry';

const entries: RemoteEntry[] = [
  { name: 'mf_landing', entry: 'http://localhost:3001/mf-manifest.json', version: '1' },
];

const landing: AnyRemoteRouteModule = {
  name: 'mf_landing',
  routes: [],
  navigation: [],
  toolbarTitles: {},
  messages: {} as AnyRemoteRouteModule['messages'],
};

/** A loader whose one remote arrives when the test says so. */
function deferredLoader(): { loader: RemoteLoader; arrive: () => void } {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<AnyRemoteRouteModule>((resolve) => {
    arrive = () => resolve(landing);
  });
  const loader = createRemoteLoader({
    fetchRegistry: async () => entries,
    register: () => undefined,
    loadModule: () => arrived,
  });
  return { loader, arrive: () => arrive() };
}

function Probe() {
  const modules = useLoadedModules();
  const { snapshot } = useRemotes();
  const status = snapshot.remotes.find((remote) => remote.entry.name === 'mf_landing')?.status ?? 'none';
  return (
    <p>
      {modules.length} modules, landing {status}
    </p>
  );
}

describe('RemotesContext', () => {
  // React's act() would run scheduled renders at once; these tests look at when React renders.
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it('re-renders for an arriving remote in a transition, not in a synchronous render of the whole page', async () => {
    const { loader, arrive } = deferredLoader();
    render(
      <RemotesProvider loader={loader}>
        <Probe />
      </RemotesProvider>,
    );
    // start() settles once the remote has arrived; the test lets it arrive below.
    void loader.start('/');
    await waitFor(() => expect(screen.getByText('0 modules, landing loading')).toBeInTheDocument());

    const published = new Promise<void>((resolve) => {
      const unsubscribe = loader.subscribe(() => {
        if (loader.getSnapshot().remotes[0]?.status !== 'loaded') return;
        unsubscribe();
        resolve();
      });
    });
    arrive();
    await published;
    // A synchronous (useSyncExternalStore) update would be on screen in the microtasks right after the
    // loader published; a transition waits for the scheduler's next task.
    await Promise.resolve();
    await Promise.resolve();
    expect(screen.getByText('0 modules, landing loading')).toBeInTheDocument();

    // The routes and the load state move on together, in the same render.
    expect(await screen.findByText('1 modules, landing loaded')).toBeInTheDocument();
  });

  it('shows a remote that arrived before its readers subscribed', async () => {
    const { loader, arrive } = deferredLoader();
    arrive();
    await loader.start('/');
    render(
      <RemotesProvider loader={loader}>
        <Probe />
      </RemotesProvider>,
    );
    expect(await screen.findByText('1 modules, landing loaded')).toBeInTheDocument();
  });
});
