// Where the hosted accounts pages may send a person back with an authorization code. Sending a code anywhere a
// link names would let a stranger's site collect sign-ins (an open redirect), so the target must be an absolute
// http(s) URL on an origin the API trusts: a browser origin of CORS_ORIGINS, the web application itself, or a
// white-label host of brands.json. Only in development with CORS_ORIGINS=* (any origin, said explicitly) do this
// machine's loopback hosts on any port count too; never by default.

/** Longer addresses are not links our own sites build. */
export const MAX_REDIRECT_URL_LENGTH = 2048;
const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];
const WEB_PROTOCOLS: readonly string[] = ['http:', 'https:'];

export interface RedirectPolicyOptions {
  /** `true` (development with CORS_ORIGINS=*: any origin may call the API) or the configured list. */
  corsOrigins: true | readonly string[];
  publicAppUrl: string;
  brandHosts: readonly string[];
}

export interface RedirectPolicy {
  /** The parsed target when it may receive a code; null otherwise. */
  parse(value: string | undefined): URL | null;
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export function redirectPolicy(options: RedirectPolicyOptions): RedirectPolicy {
  const origins = new Set<string>();
  const publicOrigin = originOf(options.publicAppUrl);
  if (publicOrigin) origins.add(publicOrigin);
  if (options.corsOrigins !== true) {
    for (const origin of options.corsOrigins) {
      const parsed = originOf(origin);
      if (parsed) origins.add(parsed);
    }
  }
  const hosts = new Set(options.brandHosts.map((host) => host.toLowerCase()));
  if (options.corsOrigins === true) for (const host of LOOPBACK_HOSTS) hosts.add(host);

  return {
    parse(value) {
      if (!value || value.length > MAX_REDIRECT_URL_LENGTH) return null;
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        return null;
      }
      if (!WEB_PROTOCOLS.includes(url.protocol) || url.username || url.password) return null;
      return origins.has(url.origin) || hosts.has(url.hostname) ? url : null;
    },
  };
}

/**
 * The target with the hand-off parameters added: `authorization` (the one-time code) and `lang`. Its own query
 * (`redirect=/orders`, for example) is kept; stale values of the two parameters are replaced.
 */
export function handOffUrl(target: URL, code: string, locale: string): string {
  const url = new URL(target.href);
  url.searchParams.set('authorization', code);
  url.searchParams.set('lang', locale);
  return url.href;
}
