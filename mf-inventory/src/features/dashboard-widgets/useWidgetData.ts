import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage, type UiMessage } from '@estiba/shared';

export type WidgetData<T> =
  { status: 'loading' } | { status: 'failed'; failure: UiMessage } | { status: 'done'; data: T };

/** Events come in bursts (a received box moves every line's stock): reloads within this time are one. */
export const RELOAD_COALESCE_MS = 250;

/**
 * A widget's figures: loaded on mount, loaded again quietly (the figures stay while the new ones come) when
 * `reload` is called, e.g. from a bus event. Only the latest load's answer counts; a quiet reload that fails keeps
 * the figures shown, the next event or Retry tries again.
 */
export function useWidgetData<T>(fetch: () => Promise<T>): {
  state: WidgetData<T>;
  retry: () => void;
  reload: () => void;
} {
  const [state, setState] = useState<WidgetData<T>>({ status: 'loading' });
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const load = useCallback(
    (quiet: boolean) => {
      const attempt = ++latest.current;
      if (!quiet) setState({ status: 'loading' });
      fetch().then(
        (data) => {
          if (attempt === latest.current) setState({ status: 'done', data });
        },
        (error: unknown) => {
          if (attempt === latest.current && !quiet)
            setState({ status: 'failed', failure: failureMessage(error) });
        },
      );
    },
    [fetch],
  );

  useEffect(() => {
    load(false);
    return () => {
      latest.current += 1;
      clearTimeout(timer.current);
    };
  }, [load]);

  const reload = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => load(true), RELOAD_COALESCE_MS);
  }, [load]);
  const retry = useCallback(() => load(false), [load]);
  return { state, retry, reload };
}
