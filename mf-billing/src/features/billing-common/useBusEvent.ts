import { useEffect, useRef } from 'react';
import { bus, type BusEventName, type BusEvents } from '@estiba/shared';

/**
 * Calls `handler` for each `event` on the page's bus while the component is mounted (the realtime socket
 * forwards the API's charge.created, invoice.issued and invoice.paid there). The latest handler is used without resubscribing.
 */
export function useBusEvent<K extends BusEventName>(
  event: K,
  handler: (payload: BusEvents[K]) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => bus.on(event, (payload) => latest.current(payload)), [event]);
}
