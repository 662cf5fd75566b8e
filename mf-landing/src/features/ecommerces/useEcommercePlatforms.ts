import { startTransition, useCallback, useEffect, useState } from 'react';
import { fetchEcommercePlatforms, type EcommercePlatform } from './api';

export type PlatformsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; platforms: EcommercePlatform[] };

interface Settled {
  /** The attempt this answer belongs to; while it is not the latest, the list is loading. */
  attempt: number;
  result: { status: 'failed' } | { status: 'ready'; platforms: EcommercePlatform[] };
}

/** The platforms of /ecommerces, with a retry for when the call fails. */
export function useEcommercePlatforms(): { state: PlatformsState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchEcommercePlatforms(controller.signal).then(
      (platforms) => {
        // The platform grid renders in a transition, in slices rather than one long task.
        if (!controller.signal.aborted)
          startTransition(() => setSettled({ attempt, result: { status: 'ready', platforms } }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('e-commerce platforms could not be loaded', error);
        setSettled({ attempt, result: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  const state: PlatformsState = settled?.attempt === attempt ? settled.result : { status: 'loading' };
  return { state, retry };
}
