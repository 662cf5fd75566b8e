// The e-commerce platforms call (spec point 7, "list of e-commerce platforms"), used by /ecommerces and the
// home page's logo row.
import type { EcommercePlatform } from '@estiba/api/contract';
import { apiGet } from '@estiba/shared';

export type { EcommercePlatform } from '@estiba/api/contract';

function isPlatform(value: unknown): value is EcommercePlatform {
  if (!value || typeof value !== 'object') return false;
  const { name, image } = value as Record<string, unknown>;
  return typeof name === 'string' && name !== '' && typeof image === 'string' && image !== '';
}

/** Rows of an unexpected shape are dropped rather than drawn as broken images; a non-list answer is an error. */
export async function fetchEcommercePlatforms(signal?: AbortSignal): Promise<EcommercePlatform[]> {
  const { data } = await apiGet<unknown>('ecommerce-platforms', { signal });
  if (!Array.isArray(data)) throw new Error('The e-commerce platforms answer is not a list.');
  return data.filter(isPlatform);
}
