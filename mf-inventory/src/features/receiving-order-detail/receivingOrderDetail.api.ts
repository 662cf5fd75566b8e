// One receiving order (spec point 7: `GET warehouse/order/detail/{receivingOrderId}`) and what a merchant may do
// with it: send a draft, cancel while cancellable.
import type { ReceivingOrderDetail } from '@estiba/api/contract';
import { apiClient } from '@estiba/shared';

const path = (receivingOrderId: string) => encodeURIComponent(receivingOrderId);

export async function fetchReceivingOrder(receivingOrderId: string): Promise<ReceivingOrderDetail> {
  const { data } = await apiClient.get<ReceivingOrderDetail>(
    `warehouse/order/detail/${path(receivingOrderId)}`,
  );
  return data;
}

/** The spec's "cancel receiving order" event: draft or in transit only (409 otherwise). */
export async function cancelReceivingOrder(receivingOrderId: string): Promise<ReceivingOrderDetail> {
  const { data } = await apiClient.post<ReceivingOrderDetail>(
    `warehouse/order/${path(receivingOrderId)}/cancel`,
  );
  return data;
}

/** Sends a draft: its boxes go in transit and count as incoming stock. */
export async function sendReceivingOrder(receivingOrderId: string): Promise<ReceivingOrderDetail> {
  const { data } = await apiClient.post<ReceivingOrderDetail>(
    `warehouse/order/${path(receivingOrderId)}/send`,
  );
  return data;
}
