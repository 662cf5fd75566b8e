// POST client/sales-channels (api/src/modules/integrations/sales-channels.ts): a manual sales channel, created once
// per Idempotency-Key; and the warehouses to choose its default from.
import type { CreateSalesChannelBody, SalesChannel } from '@estiba/api/contract';
import { apiClient } from '@estiba/shared';

export type { SalesChannel } from '@estiba/api/contract';
export { fetchWarehouseChoices, type WarehouseChoice } from '../shop-settings/shop-settings.api';

/** `key`: one per attempt the person makes, so a retried request (a lost answer) creates one channel. */
export async function createSalesChannel(body: CreateSalesChannelBody, key: string): Promise<SalesChannel> {
  const { data } = await apiClient.post<SalesChannel>('client/sales-channels', body, {
    headers: { 'Idempotency-Key': key },
  });
  return data;
}
