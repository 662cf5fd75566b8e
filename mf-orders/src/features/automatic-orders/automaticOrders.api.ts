// Automatic orders per shop (issue 17): `GET client/shops/automatic-orders` and
// `PUT client/shop/{id}/automatic-orders`, typed by the API's contract.
import type { SetAutomaticOrdersBody, ShopAutomaticOrders, ShopsAutomaticOrders } from '@estiba/api/contract';
import { apiClient } from '@estiba/shared';

export type { ShopAutomaticOrders } from '@estiba/api/contract';

export async function fetchAutomaticOrders(): Promise<ShopAutomaticOrders[]> {
  const { data } = await apiClient.get<ShopsAutomaticOrders>('client/shops/automatic-orders');
  return data.shops;
}

export async function saveAutomaticOrders(
  shopId: string,
  body: SetAutomaticOrdersBody,
): Promise<ShopAutomaticOrders> {
  const { data } = await apiClient.put<ShopAutomaticOrders>(`client/shop/${shopId}/automatic-orders`, body);
  return data;
}
