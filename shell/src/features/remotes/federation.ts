// The Module Federation runtime calls, kept in one file so everything else can be tested without it.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from './earlyStart';
import type { RemoteEntry } from './registry';

let pluginsRegistered = false;

/** Hands the runtime the manifests index.html's script fetched early, instead of fetching them again. */
function registerEarlyManifests(): void {
  if (pluginsRegistered) return;
  pluginsRegistered = true;
  registerPlugins([
    {
      name: 'estiba-early-manifests',
      // Undefined lets the runtime fetch as usual; a failed early request is fetched again too.
      fetch: (url) =>
        takeEarlyManifest(url)?.then(
          (response) => (response.ok ? response : fetch(url, {})),
          () => fetch(url, {}),
        ),
    },
  ]);
}

export function registerFederatedRemotes(entries: RemoteEntry[], { force }: { force: boolean }): void {
  registerEarlyManifests();
  registerRemotes(
    entries.map(({ name, entry }) => ({ name, entry })),
    { force },
  );
}

/** The remote's exposed `./routes` module. */
export async function loadRouteModule(name: string): Promise<unknown> {
  const loaded = await loadRemote<unknown>(`${name}/routes`);
  // The runtime answers null instead of throwing when an error hook swallowed the failure.
  if (loaded === null || loaded === undefined) throw new Error(`${name}/routes did not load`);
  return loaded;
}
