// The carriers page's calls (spec point 7): the countries that have carriers, then one country's carriers.
import { apiClient } from '@estiba/shared';

export interface CarrierService {
  name: string;
  /** 1 means the service ships abroad. */
  international: 0 | 1;
}

export interface Carrier {
  id: string;
  name: string;
  /** Absolute URL of the carrier's logo. */
  logo: string;
  /** In the language of the request's Accept-Language. */
  description: string;
  services: CarrierService[];
  additional_services: string[];
}

/** `GET landings/carriers?return_object=true`: carrier counts keyed by country code. */
export type CarrierCountries = Record<string, { carriers: number }>;

const CARRIERS_PATH = 'landings/carriers';

export async function fetchCarrierCountries(signal?: AbortSignal): Promise<CarrierCountries> {
  const { data } = await apiClient.get<CarrierCountries>(CARRIERS_PATH, {
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
  const { data } = await apiClient.get<Carrier[]>(CARRIERS_PATH, {
    params: { country_code: countryCode },
    headers: { 'Accept-Language': language },
    signal,
  });
  if (!Array.isArray(data)) throw new Error('The carriers answer is not a list.');
  return data;
}
