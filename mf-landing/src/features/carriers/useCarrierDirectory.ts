// The state of /carriers (spec points 2 and 4, "Country tab"): the country tabs, the active country and the
// carriers shown. Failures are silent (spec point 8): the page keeps what it showed before.
import { startTransition, useEffect, useState } from 'react';
import { orderCountries } from '@estiba/shared';
import { fetchCarrierCountries, fetchCarriers, type Carrier, type CarrierCounts } from './api';
import { initialCarrierCountry } from './carrierRules';

interface CarrierRequest {
  country: string;
}

interface ShownCarriers {
  country: string;
  carriers: Carrier[];
}

interface Settled {
  /** The request whose answer (or failure) is reflected below; loading while it is not the latest. */
  request: CarrierRequest | null;
  shown: ShownCarriers | null;
}

export interface CarrierDirectory {
  /** Country codes that have carriers, in the language's country order. */
  countries: string[];
  /** Carriers per country, as the tabs query counted them. */
  counts: CarrierCounts;
  /** The selected tab; may be a country with no tab when the language's country has no carriers. */
  activeCountry: string;
  /** The carriers on screen and their country, or null before any non-empty list arrived. */
  shown: ShownCarriers | null;
  loading: boolean;
  selectCountry: (country: string) => void;
}

export function useCarrierDirectory(language: string): CarrierDirectory {
  const [counts, setCounts] = useState<CarrierCounts>({});
  // A new object per choice, so choosing the same country again after a failure loads it again.
  const [request, setRequest] = useState<CarrierRequest>(() => ({
    country: initialCarrierCountry(language),
  }));
  const [settled, setSettled] = useState<Settled>({ request: null, shown: null });

  useEffect(() => {
    const controller = new AbortController();
    fetchCarrierCountries(controller.signal).then(
      (loaded) => startTransition(() => setCounts(loaded)),
      (error: unknown) => {
        if (!controller.signal.aborted) console.debug('carrier countries could not be loaded', error);
      },
    );
    return () => controller.abort();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchCarriers(request.country, language, controller.signal).then(
      (carriers) => {
        if (controller.signal.aborted) return;
        // Spec point 7: the list is used only if non-empty; otherwise the page keeps what it showed.
        // A grid of cards: rendered in a transition, in slices rather than one long task.
        startTransition(() =>
          setSettled((previous) => ({
            request,
            shown: carriers.length > 0 ? { country: request.country, carriers } : previous.shown,
          })),
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.debug('carriers could not be loaded', error);
        setSettled((previous) => ({ request, shown: previous.shown }));
      },
    );
    return () => controller.abort();
  }, [request, language]);

  const loading = settled.request !== request;
  // While loading, the chosen tab; afterwards the country of what is on screen, so a failed or empty
  // answer leaves tab and cards as they were instead of labelling one country's carriers with another.
  const activeCountry = loading ? request.country : (settled.shown?.country ?? request.country);

  return {
    countries: orderCountries(Object.keys(counts), language),
    counts,
    activeCountry,
    shown: settled.shown,
    loading,
    selectCountry: (country) => setRequest({ country }),
  };
}
