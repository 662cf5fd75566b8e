import type { ReceivingBox, ReceivingOrderStatus } from '@estiba/api/contract';

/** The order states whose boxes staff may count (the API's receive-box.ts). */
const RECEIVABLE: readonly ReceivingOrderStatus[] = ['in_transit', 'arrived', 'receiving'];

/** A box still to be counted, of an order that may be received. */
export const isReceivable = (order: { status: ReceivingOrderStatus }, box: Pick<ReceivingBox, 'status'>) =>
  RECEIVABLE.includes(order.status) && box.status === 'in_transit';
