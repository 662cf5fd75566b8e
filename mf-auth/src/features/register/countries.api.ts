import { apiClient } from '@estiba/shared';

/** A country of the register form (spec point 3, "Country"); names come in the caller's language. */
export interface Country {
  id: number;
  name: string;
  /** The international dialling prefix, e.g. '+52'. */
  phone_code: string;
}

/** `GET countries`. */
export async function fetchCountries(): Promise<Country[]> {
  const response = await apiClient.get<Country[]>('countries');
  return response.data;
}
