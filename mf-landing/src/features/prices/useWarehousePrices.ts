import { startTransition, useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { WarehousePrice } from '@estiba/shared';
import { fetchWarehousePrices } from './api';

export type WarehousePricesResult =
  | { status: 'loading'; warehouses: null }
  | { status: 'error'; warehouses: null }
  | { status: 'loaded'; warehouses: WarehousePrice[] };

/**
 * Loads the warehouses' price lists, again on `retry` and when the language changes (the API names services in
 * the request's language); a request left behind is aborted.
 */
export function useWarehousePrices(): WarehousePricesResult & { retry: () => void } {
  const { locale } = useIntl();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<WarehousePricesResult>({ status: 'loading', warehouses: null });

  useEffect(() => {
    const controller = new AbortController();
    fetchWarehousePrices(controller.signal).then(
      (warehouses) => {
        // The warehouses and their calculator render in a transition, in slices rather than one long task.
        if (!controller.signal.aborted) startTransition(() => setResult({ status: 'loaded', warehouses }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('warehouse prices could not be loaded', error);
        setResult({ status: 'error', warehouses: null });
      },
    );
    return () => controller.abort();
  }, [attempt, locale]);

  const retry = useCallback(() => {
    setResult({ status: 'loading', warehouses: null });
    setAttempt((count) => count + 1);
  }, []);

  return { ...result, retry };
}
