import { useCallback, useEffect, useState } from 'react';
import { bus, useLanguage } from '@estiba/shared';
import { genericFailure } from '../account-forms';
import { fetchCountries, type Country } from './countries.api';

export type CountriesState =
  | { status: 'loading'; countries: Country[] }
  | { status: 'ready'; countries: Country[] }
  | { status: 'failed'; countries: Country[] };

/**
 * The countries of the register form, in the current language (the API names them in it). A failure
 * raises the error notice of spec point 8 with the message, and `retry` asks again.
 */
export function useCountries(): CountriesState & { retry: () => void } {
  const language = useLanguage();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CountriesState>({ status: 'loading', countries: [] });

  useEffect(() => {
    let current = true;
    setState((previous) => ({ status: 'loading', countries: previous.countries }));
    fetchCountries().then(
      (countries) => {
        if (current) setState({ status: 'ready', countries });
      },
      (error: unknown) => {
        if (!current) return;
        setState((previous) => ({ status: 'failed', countries: previous.countries }));
        const message = genericFailure(error);
        bus.emit('notify', { ...message, severity: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [language, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
