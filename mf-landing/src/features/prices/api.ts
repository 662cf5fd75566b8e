// `GET /warehouse/prices` (spec point 7): every warehouse with its price list, through the shared getter.
import { apiGet, type PriceCategory, type PriceRange, type WarehousePrice } from '@estiba/shared';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRange = (value: unknown): value is PriceRange =>
  isRecord(value) &&
  typeof value.min === 'number' &&
  (value.max === null || typeof value.max === 'number') &&
  typeof value.price === 'number';

const isRanges = (value: unknown): value is PriceRange[] => Array.isArray(value) && value.every(isRange);

const isCategory = (value: unknown): value is PriceCategory =>
  isRecord(value) &&
  Array.isArray(value.services) &&
  value.services.every(
    (service) => isRecord(service) && typeof service.id === 'string' && isRanges(service.ranges),
  );

/** A warehouse the calculators can price with: anything less would break them, so it is left out. */
export function isWarehousePrice(value: unknown): value is WarehousePrice {
  if (!isRecord(value) || !isRecord(value.categories)) return false;
  const { reception, processOrder, returns, storage } = value.categories;
  return (
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    typeof value.country === 'string' &&
    isCategory(reception) &&
    isCategory(processOrder) &&
    isCategory(returns) &&
    isRecord(storage) &&
    isRanges(storage.ranges)
  );
}

/** The warehouses and their price lists; a response that is not a list is an error. */
export async function fetchWarehousePrices(signal?: AbortSignal): Promise<WarehousePrice[]> {
  const response = await apiGet<unknown>('warehouse/prices', { signal });
  if (!Array.isArray(response.data)) throw new Error('Unexpected response from warehouse/prices');
  return response.data.filter(isWarehousePrice);
}
