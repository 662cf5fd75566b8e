// The Module Federation runtime calls, kept in one file so everything else can be tested without it.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from './registry';

export function registerFederatedRemotes(entries: RemoteEntry[], { force }: { force: boolean }): void {
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
