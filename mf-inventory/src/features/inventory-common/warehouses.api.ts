// The warehouses a merchant can send inventory to and look at (GET /warehouses).
import { apiClient } from '@estiba/shared';

// TODO(contract): replace with the API's types once `@estiba/api/contract` exports the warehouses' schemas.
export interface WarehouseSummary {
  id: string;
  name: string;
  address: string;
  /** Two-letter country code. */
  country: string;
  currency: string;
  /** IANA time zone, e.g. America/Mexico_City. */
  timeZone: string;
  /** Hours staff have to receive a box once it arrived. */
  receivingDeadlineHours: number;
}

export async function fetchWarehouses(): Promise<WarehouseSummary[]> {
  const { data } = await apiClient.get<{ warehouses: WarehouseSummary[] }>('warehouses');
  return data.warehouses;
}
