import { useCallback, useEffect, useRef, useState } from 'react';
import { bus, type BusEventName } from '@estiba/shared';
import { failureMessage, type UiMessage } from '../orders-common';

export type LiveData<T> =
  { status: 'loading' } | { status: 'failed'; message: UiMessage } | { status: 'done'; data: T };

/**
 * A widget's data: loaded on mount, loaded again (quietly, keeping what is shown) on each of `events` from the
 * bus, so the dashboard stays current without a reload. Events arriving while a load runs are folded into one
 * more load after it (a bulk action emits one event per order). A quiet load that fails keeps the last figures.
 */
export function useLiveData<T>(
  fetch: () => Promise<T>,
  events: readonly BusEventName[],
): { state: LiveData<T>; retry: () => void } {
  const [state, setState] = useState<LiveData<T>>({ status: 'loading' });
  const mounted = useRef(false);
  const running = useRef(false);
  const again = useRef(false);

  const load = useCallback(
    async (quiet: boolean) => {
      if (running.current) {
        again.current = true;
        return;
      }
      running.current = true;
      if (!quiet) setState({ status: 'loading' });
      try {
        do {
          again.current = false;
          try {
            const data = await fetch();
            if (mounted.current) setState({ status: 'done', data });
          } catch (error) {
            if (mounted.current && !quiet) setState({ status: 'failed', message: failureMessage(error) });
          }
        } while (again.current && mounted.current);
      } finally {
        running.current = false;
      }
    },
    [fetch],
  );

  useEffect(() => {
    mounted.current = true;
    void load(false);
    return () => {
      mounted.current = false;
    };
  }, [load]);

  const eventsKey = events.join(',');
  useEffect(() => {
    const offs = (eventsKey.split(',') as BusEventName[]).map((event) =>
      bus.on(event, () => void load(true)),
    );
    return () => offs.forEach((off) => off());
  }, [eventsKey, load]);

  return { state, retry: () => void load(false) };
}
