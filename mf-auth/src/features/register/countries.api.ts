import type { Countries } from '@estiba/api/contract';
import { apiClient } from '@estiba/shared';

/** A country of the register form (spec point 3, "Country"); names come in the caller's language. */
export type { Country } from '@estiba/api/contract';

/** `GET countries`. */
export async function fetchCountries(): Promise<Countries> {
  const response = await apiClient.get<Countries>('countries');
  return response.data;
}
