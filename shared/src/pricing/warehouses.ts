// The warehouse list of /prices (spec point 2): grouped by country, Colombia left out, countries in the
// order of the reader's language (spec point 9), with the counts the page heading states.
import { orderCountries } from '../i18n/countryOrder';

/** Countries whose warehouses /prices does not list. */
export const PRICES_EXCLUDED_COUNTRIES: readonly string[] = ['CO'];

export interface WarehouseGroup<W> {
  /** Two-letter country code in capitals. */
  country: string;
  /** In the order the API listed them. */
  warehouses: W[];
}

export interface WarehouseGroups<W> {
  groups: WarehouseGroup<W>[];
  countryCount: number;
  warehouseCount: number;
}

export function groupWarehousesByCountry<W extends { country: string }>(
  warehouses: readonly W[],
  language: string,
): WarehouseGroups<W> {
  const byCountry = new Map<string, W[]>();
  for (const warehouse of warehouses) {
    const country = warehouse.country.trim().toUpperCase();
    if (!country || PRICES_EXCLUDED_COUNTRIES.includes(country)) continue;
    const group = byCountry.get(country);
    if (group) group.push(warehouse);
    else byCountry.set(country, [warehouse]);
  }
  const groups = orderCountries([...byCountry.keys()], language).map((country) => ({
    country,
    warehouses: byCountry.get(country) ?? [],
  }));
  return {
    groups,
    countryCount: groups.length,
    warehouseCount: groups.reduce((count, group) => count + group.warehouses.length, 0),
  };
}
