// The merchant's onboarding steps, kept current without a reload: read when the card mounts, and again when the
// realtime socket reports what can tick a step (a store's first product sync, a receiving order's status, an
// order shipped) or the merchant comes back to the tab (a store connected in another one).
import { useCallback, useEffect, useRef, useState } from 'react';
import { bus, type BusEventName } from '@estiba/shared';
import { fetchOnboardingSteps, type OnboardingStep } from './onboardingSteps.api';

/** A burst of events (a product sync reports every few products) becomes one read this long after the last. */
export const STEPS_REFETCH_DEBOUNCE_MS = 400;

/** The store sync a connected shop starts with (the API's PRODUCT_SYNC_JOB): its job.progress says a shop exists. */
const STORE_SYNC_JOB = 'shop.products_sync';

/** Bus events after which a step may have ticked. */
const STEP_EVENTS = [
  'products/progress',
  'receiving_order.status_changed',
  'order.shipped',
  'session/changed',
] as const satisfies readonly BusEventName[];

export type OnboardingStepsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; steps: OnboardingStep[] };

export function useOnboardingSteps(): OnboardingStepsState & { retry: () => void } {
  const [state, setState] = useState<OnboardingStepsState>({ status: 'loading' });
  const allDone = state.status === 'ready' && state.steps.every((step) => step.done);
  const mounted = useRef(true);
  // Only the newest read may set the state: an older one answering late would show a step undone again.
  const latest = useRef(0);

  const load = useCallback(() => {
    const read = ++latest.current;
    fetchOnboardingSteps()
      .then((steps) => {
        if (mounted.current && read === latest.current) setState({ status: 'ready', steps });
      })
      .catch((error: unknown) => {
        console.warn('the onboarding steps could not be read', error);
        // A failed refresh keeps the steps on screen; only a first read that fails shows the retry.
        if (mounted.current && read === latest.current)
          setState((current) => (current.status === 'ready' ? current : { status: 'failed' }));
      });
  }, []);

  useEffect(() => {
    mounted.current = true;
    load();
    return () => {
      mounted.current = false;
    };
  }, [load]);

  useEffect(() => {
    // Every step done: nothing left to tick, so no reads on every order shipped from now on.
    if (allDone) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      clearTimeout(timer);
      timer = setTimeout(load, STEPS_REFETCH_DEBOUNCE_MS);
    };
    const offs = STEP_EVENTS.map((event) => bus.on(event, refetch));
    offs.push(
      bus.on('job.progress', (job) => {
        if (job.kind === STORE_SYNC_JOB) refetch();
      }),
    );
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      offs.forEach((off) => off());
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [allDone, load]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    load();
  }, [load]);

  return { ...state, retry };
}
