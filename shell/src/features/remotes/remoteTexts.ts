// The remotes' texts per language. A route module carries every language's bundle, or a loader of one
// language's (a chunk each, so that a page downloads its visitor's texts only); this keeps what loaded.
import type { Locale, Messages, AnyRemoteRouteModule } from '@estiba/shared';
import { withRetry, type RetryOptions } from './retry';

/** The texts loaded so far, by module and language: a new object after each load (React state). */
export type LoadedTexts = ReadonlyMap<AnyRemoteRouteModule, ReadonlyMap<Locale, Messages>>;

/**
 * A module's texts in a language. While they load after a language change, those of the language
 * loaded first: for that moment the page keeps words rather than showing message ids.
 */
export function textsOf(loaded: LoadedTexts, module: AnyRemoteRouteModule, language: Locale): Messages {
  if (typeof module.messages !== 'function') return module.messages[language] ?? {};
  const byLanguage = loaded.get(module);
  return byLanguage?.get(language) ?? byLanguage?.values().next().value ?? {};
}

export interface RemoteTexts {
  /** What has loaded so far. */
  loaded(): LoadedTexts;
  /** Whether the module's texts in this language are known (bundled, or loaded). */
  has(module: AnyRemoteRouteModule, language: Locale): boolean;
  /** Loads the module's texts in this language once (retried); rejects when they cannot be loaded. */
  load(module: AnyRemoteRouteModule, language: Locale): Promise<void>;
}

export function createRemoteTexts(retry?: RetryOptions): RemoteTexts {
  let loaded: LoadedTexts = new Map();
  const pending = new Map<AnyRemoteRouteModule, Map<Locale, Promise<void>>>();

  const has = (module: AnyRemoteRouteModule, language: Locale) =>
    typeof module.messages !== 'function' || loaded.get(module)?.has(language) === true;

  return {
    loaded: () => loaded,
    has,
    load(module, language) {
      const loader = module.messages;
      if (typeof loader !== 'function' || has(module, language)) return Promise.resolve();
      const inFlight = pending.get(module) ?? new Map<Locale, Promise<void>>();
      pending.set(module, inFlight);
      const known = inFlight.get(language);
      if (known) return known;
      const request = withRetry(() => loader(language), retry).then(
        (messages) => {
          inFlight.delete(language);
          loaded = new Map(loaded).set(module, new Map(loaded.get(module)).set(language, messages));
        },
        (error: unknown) => {
          // A later call tries again.
          inFlight.delete(language);
          throw error;
        },
      );
      inFlight.set(language, request);
      return request;
    },
  };
}

/** The page's one store of the remotes' texts: start-up loads the first language's, the shell the next. */
export const remoteTexts = createRemoteTexts();
