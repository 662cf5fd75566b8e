// The receiving order's allowed moves (DOMAIN.md "Inbound"), as a table the service and the tests read: every
// status change names its target, and the conditional UPDATE only moves an order from a status listed here.
import type { ReceivingOrderStatus } from '../../platform/db/schema.js';

export const ORDER_TRANSITIONS: Readonly<Record<ReceivingOrderStatus, readonly ReceivingOrderStatus[]>> = {
  draft: ['in_transit', 'cancelled'],
  // Staff may count a box before anyone marked the order arrived: receiving it is proof of arrival.
  in_transit: ['arrived', 'receiving', 'cancelled'],
  arrived: ['receiving'],
  receiving: ['received'],
  received: [],
  cancelled: [],
};

/** The statuses an order may move to `to` from. */
export function sourcesOf(to: ReceivingOrderStatus): ReceivingOrderStatus[] {
  return (Object.keys(ORDER_TRANSITIONS) as ReceivingOrderStatus[]).filter((from) =>
    ORDER_TRANSITIONS[from].includes(to),
  );
}

export const isCancellable = (status: ReceivingOrderStatus): boolean =>
  ORDER_TRANSITIONS[status].includes('cancelled');

const STATUS_PHRASES: Readonly<Record<ReceivingOrderStatus, string>> = {
  draft: 'is a draft',
  in_transit: 'is in transit',
  arrived: 'has arrived',
  receiving: 'is being received',
  received: 'has been received',
  cancelled: 'is cancelled',
};

/** "This receiving order {phrase}": the start of every refusal that depends on the order's status. */
export const statusPhrase = (status: ReceivingOrderStatus): string => STATUS_PHRASES[status];
