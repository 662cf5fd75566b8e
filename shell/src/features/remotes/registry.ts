// The run-time registry of remotes (`/remotes.json`): a deployment points a name at a manifest URL,
// and the shell picks it up on the next page load without being rebuilt.

export interface RemoteEntry {
  /** The federation name, e.g. `mf_landing`. */
  name: string;
  /** URL of the remote's `mf-manifest.json`. */
  entry: string;
  version: string;
}

export const REMOTES_REGISTRY_URL = '/remotes.json';

const FEDERATION_NAME = /^[A-Za-z_][\w-]*$/;

/** Validates the registry JSON; an entry without a usable name or URL is dropped with a warning. */
export function parseRegistry(json: unknown): RemoteEntry[] {
  const list = (json as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list)) throw new Error('remotes.json has no "remotes" list');
  const entries: RemoteEntry[] = [];
  for (const item of list as Array<Partial<Record<keyof RemoteEntry, unknown>>>) {
    const { name, entry, version } = item ?? {};
    if (typeof name === 'string' && FEDERATION_NAME.test(name) && typeof entry === 'string' && entry) {
      if (entries.some((known) => known.name === name)) continue;
      entries.push({ name, entry, version: typeof version === 'string' ? version : '' });
    } else {
      console.warn('remotes.json: ignoring an invalid entry', item);
    }
  }
  return entries;
}

export async function fetchRegistry(
  url = REMOTES_REGISTRY_URL,
  fetcher: typeof fetch = fetch,
): Promise<RemoteEntry[]> {
  const response = await fetcher(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRegistry(await response.json());
}
