// The send-inventory calls: create the receiving order (POST warehouse/order, idempotent).
import { apiClient } from '@estiba/shared';
import type { ShippingMethod } from './sendInventory.form';

// TODO(contract): replace with the API's types once `@estiba/api/contract` exports the receiving schemas.
export interface CreateReceivingOrderRequest {
  warehouseId: string;
  shippingMethod: ShippingMethod;
  carrierName?: string;
  trackingNumber?: string;
  /** YYYY-MM-DD */
  arrivalDate: string;
  /** true: sent now (in transit); false: kept as a draft. */
  send: boolean;
  lines: { productId: string; quantity: number }[];
  /** Box 1..N and what each holds; each product's boxes add up to its line. */
  boxes: { lines: { productId: string; quantity: number }[] }[];
}

// TODO(contract)
export interface CreatedReceivingOrder {
  id: string;
  number: number;
  status: string;
}

/** Creates the receiving order; the same key answers with the same order, so a retried send creates nothing twice. */
export async function createReceivingOrder(
  request: CreateReceivingOrderRequest,
  idempotencyKey: string,
): Promise<CreatedReceivingOrder> {
  const { data } = await apiClient.post<CreatedReceivingOrder>('warehouse/order', request, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}
