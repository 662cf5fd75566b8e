// The send-inventory call: create the receiving order (POST warehouse/order, idempotent on its key).
import type { ReceivingOrderDetail, SendInventoryBody } from '@estiba/api/contract';
import { apiClient } from '@estiba/shared';

/** Creates the receiving order; the same key answers with the same order, so a retried send creates nothing twice. */
export async function createReceivingOrder(
  request: SendInventoryBody,
  idempotencyKey: string,
): Promise<ReceivingOrderDetail> {
  const { data } = await apiClient.post<ReceivingOrderDetail>('warehouse/order', request, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}
