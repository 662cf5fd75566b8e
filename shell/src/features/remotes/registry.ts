// The run-time registry of remotes (`/remotes.json`): a deployment points a name at a manifest URL,
// and the shell picks it up on the next page load without being rebuilt.
import { takeEarlyJson } from './earlyStart';

export interface RemoteEntry {
  /** The federation name, e.g. `mf_landing`. */
  name: string;
  /** URL of the remote's `mf-manifest.json`. */
  entry: string;
  version: string;
  /**
   * Route hints: the paths this remote claims, so the shell fetches only the remote a page needs at
   * start and the others on demand. `/orders` claims `/orders` and everything under `/orders/`; a
   * trailing `*` claims a plain prefix (`/success-stories-*`); `/` claims the home page only. Absent
   * means unknown: the remote is loaded at start, as every remote was before hints existed.
   */
  routes?: string[];
}

export const REMOTES_REGISTRY_URL = '/remotes.json';

const FEDERATION_NAME = /^[A-Za-z_][\w-]*$/;
/** A hint is an absolute path without query or fragment; `*` may only end it. */
const ROUTE_HINT = /^\/[^?#*\s]*\*?$/;

/** The usable hints of an entry; a malformed list is ignored (with a warning) so the remote loads at start. */
function parseRouteHints(name: string, routes: unknown): string[] | undefined {
  if (routes === undefined) return undefined;
  if (!Array.isArray(routes) || !routes.every((hint) => typeof hint === 'string' && ROUTE_HINT.test(hint))) {
    console.warn(`remotes.json: ignoring the invalid route hints of ${name}`, routes);
    return undefined;
  }
  return [...new Set(routes as string[])];
}

/** Validates the registry JSON; an entry without a usable name or URL is dropped with a warning. */
export function parseRegistry(json: unknown): RemoteEntry[] {
  const list = (json as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list)) throw new Error('remotes.json has no "remotes" list');
  const entries: RemoteEntry[] = [];
  for (const item of list as Array<Partial<Record<keyof RemoteEntry, unknown>>>) {
    const { name, entry, version, routes } = item ?? {};
    if (typeof name === 'string' && FEDERATION_NAME.test(name) && typeof entry === 'string' && entry) {
      if (entries.some((known) => known.name === name)) continue;
      const hints = parseRouteHints(name, routes);
      entries.push({
        name,
        entry,
        version: typeof version === 'string' ? version : '',
        ...(hints ? { routes: hints } : {}),
      });
    } else {
      console.warn('remotes.json: ignoring an invalid entry', item);
    }
  }
  return entries;
}

/** Whether one route hint covers a path (see `RemoteEntry.routes`). */
export function hintMatches(hint: string, pathname: string): boolean {
  if (hint.endsWith('*')) return pathname.startsWith(hint.slice(0, -1));
  if (hint === '/') return pathname === '/';
  const base = hint.endsWith('/') ? hint.slice(0, -1) : hint;
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Whether the remote says it serves the path (false when it gave no hints: nothing is known). */
export const claimsPath = (entry: RemoteEntry, pathname: string): boolean =>
  entry.routes?.some((hint) => hintMatches(hint, pathname)) ?? false;

/** Reads the registry: the answer index.html's script already fetched, else a request of its own. */
export async function fetchRegistry(
  url = REMOTES_REGISTRY_URL,
  fetcher: typeof fetch = fetch,
): Promise<RemoteEntry[]> {
  const early = url === REMOTES_REGISTRY_URL ? takeEarlyJson('registry') : undefined;
  if (early) return parseRegistry(await early);
  const response = await fetcher(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRegistry(await response.json());
}
