import { useCallback, useEffect, useState } from 'react';
import { failureMessage, type UiMessage } from '../inventory-common';

export type Loaded<T> =
  { status: 'loading' } | { status: 'failed'; message: UiMessage } | { status: 'done'; data: T };

/**
 * Loads what a staff screen shows, again whenever `key` changes; `reload` loads it without the spinner (after
 * a refusal, say), `replace` puts an answer the screen already has in its place.
 */
export function useLoaded<T>(key: string, fetch: (key: string) => Promise<T>) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });

  const load = useCallback(
    async (quiet: boolean, isCurrent: () => boolean = () => true) => {
      if (!quiet) setLoaded({ status: 'loading' });
      try {
        const data = await fetch(key);
        if (isCurrent()) setLoaded({ status: 'done', data });
      } catch (error) {
        if (isCurrent()) setLoaded({ status: 'failed', message: failureMessage(error) });
      }
    },
    // The fetcher is a module function; the key alone decides what is loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  useEffect(() => {
    let current = true;
    void load(false, () => current);
    return () => {
      current = false;
    };
  }, [load]);

  const replace = useCallback((data: T) => setLoaded({ status: 'done', data }), []);
  const reload = useCallback(() => load(true), [load]);
  return { loaded, reload, retry: () => void load(false), replace };
}
