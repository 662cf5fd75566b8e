// Automatic orders per shop (spec FAQ: Settings > Shops > pick shop > Automatic Orders > toggle > choose warehouse
// > Save): GET client/shops/automatic-orders, PUT client/shop/{id}/automatic-orders, and the warehouses to choose.
import { apiClient } from '@estiba/shared';

/** A shop's automatic-orders setting, as GET client/shops/automatic-orders answers it. */
export interface ShopAutomaticOrders {
  shopId: string;
  shopName: string;
  automaticOrders: boolean;
  warehouseId: string | null;
}

export interface WarehouseChoice {
  id: string;
  name: string;
}

export async function fetchShopSettings(): Promise<ShopAutomaticOrders[]> {
  const { data } = await apiClient.get<{ shops: ShopAutomaticOrders[] }>('client/shops/automatic-orders');
  return data.shops;
}

export async function fetchWarehouseChoices(): Promise<WarehouseChoice[]> {
  const { data } = await apiClient.get<WarehouseChoice[]>('warehouses');
  return data.map(({ id, name }) => ({ id, name }));
}

export async function saveShopSettings(
  shopId: string,
  setting: { automaticOrders: boolean; warehouseId: string | null },
): Promise<ShopAutomaticOrders> {
  const { data } = await apiClient.put<ShopAutomaticOrders>(
    `client/shop/${encodeURIComponent(shopId)}/automatic-orders`,
    setting,
  );
  return data;
}
