import { useBusEvent } from './useBusEvent';

/**
 * Calls `handler` for each receiving event on the socket while the component is mounted: an order's status
 * changed (sent, arrived, receiving, received, cancelled), one of its boxes was received or had its discrepancy
 * resolved. Merchants hear of
 * their own orders, staff of their warehouse's, admins of every warehouse's (the API's socket rooms).
 */
export function useReceivingEvents(handler: (event: { receivingOrderId: string }) => void): void {
  useBusEvent('receiving_order.status_changed', handler);
  useBusEvent('receiving_box.received', handler);
  useBusEvent('receiving_box.discrepancy_resolved', handler);
}
