// The carriers page's calls (spec point 7): the countries that have carriers, then one country's carriers.
import type { Carrier, CarrierCounts, Carriers } from '@estiba/api/contract';
import { apiGet } from '@estiba/shared';

export type { Carrier, CarrierCounts } from '@estiba/api/contract';

const CARRIERS_PATH = 'landings/carriers';

/** `GET landings/carriers?return_object=true`: carrier counts keyed by country code. */
export async function fetchCarrierCountries(signal?: AbortSignal): Promise<CarrierCounts> {
  const { data } = await apiGet<CarrierCounts>(CARRIERS_PATH, {
    params: { return_object: true },
    signal,
  });
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error('The carrier countries answer is not an object.');
  }
  return data;
}

/** One country's carriers; descriptions come in `language`, which may differ from the stored language. */
export async function fetchCarriers(
  countryCode: string,
  language: string,
  signal?: AbortSignal,
): Promise<Carrier[]> {
  const { data } = await apiGet<Carriers>(CARRIERS_PATH, {
    params: { country_code: countryCode },
    headers: { 'Accept-Language': language },
    signal,
  });
  if (!Array.isArray(data)) throw new Error('The carriers answer is not a list.');
  return data;
}
