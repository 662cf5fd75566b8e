// Automatic orders per shop (spec FAQ: Settings > Shops > pick shop > Automatic Orders > toggle > choose warehouse
// > Save): GET client/shops/automatic-orders, PUT client/shop/{id}/automatic-orders, and the warehouses to choose.
import type {
  SetAutomaticOrdersBody,
  ShopAutomaticOrders,
  ShopsAutomaticOrders,
  WarehouseList,
} from '@estiba/api/contract';
import { apiClient } from '@estiba/shared';

export type { ShopAutomaticOrders } from '@estiba/api/contract';

export interface WarehouseChoice {
  id: string;
  name: string;
}

export async function fetchShopSettings(): Promise<ShopAutomaticOrders[]> {
  const { data } = await apiClient.get<ShopsAutomaticOrders>('client/shops/automatic-orders');
  return data.shops;
}

export async function fetchWarehouseChoices(): Promise<WarehouseChoice[]> {
  const { data } = await apiClient.get<WarehouseList>('warehouses');
  return data.map(({ id, name }) => ({ id, name }));
}

export async function saveShopSettings(
  shopId: string,
  setting: SetAutomaticOrdersBody,
): Promise<ShopAutomaticOrders> {
  const { data } = await apiClient.put<ShopAutomaticOrders>(
    `client/shop/${encodeURIComponent(shopId)}/automatic-orders`,
    setting,
  );
  return data;
}
