// The e-commerce platforms call (spec point 7, "list of e-commerce platforms"), used by /ecommerces and the
// home page's logo row.
import { apiClient } from '@estiba/shared';

/** One row of GET ecommerce-platforms (spec point 3: name, image). */
export interface EcommercePlatform {
  name: string;
  /** Absolute URL of the platform's logo. */
  image: string;
}

function isPlatform(value: unknown): value is EcommercePlatform {
  if (!value || typeof value !== 'object') return false;
  const { name, image } = value as Record<string, unknown>;
  return typeof name === 'string' && name !== '' && typeof image === 'string' && image !== '';
}

/** Rows of an unexpected shape are dropped rather than drawn as broken images; a non-list answer is an error. */
export async function fetchEcommercePlatforms(signal?: AbortSignal): Promise<EcommercePlatform[]> {
  const { data } = await apiClient.get<unknown>('ecommerce-platforms', { signal });
  if (!Array.isArray(data)) throw new Error('The e-commerce platforms answer is not a list.');
  return data.filter(isPlatform);
}
